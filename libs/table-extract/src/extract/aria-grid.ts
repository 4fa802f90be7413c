import { parseColSpan, parseRowSpan, SECTIONS, type CellSource, type HiddenTest, type RowGroupSource, type RowSource } from './table-grid';

/** The roles that make an element an ARIA table or grid. */
export const ARIA_TABLE_ROLES: ReadonlySet<string> = new Set(['table', 'grid', 'treegrid']);
export const ARIA_TABLE_SELECTOR = [...ARIA_TABLE_ROLES].map((role) => `[role="${role}"]`).join(',');
const CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);

/** True for an element that is an ARIA table or grid (and not a native `<table>`). */
export function isAriaTable(el: Element): boolean {
  const role = el.getAttribute('role');
  return el.tagName !== 'TABLE' && role !== null && ARIA_TABLE_ROLES.has(role);
}

function ownerTable(el: Element): Element | null {
  return el.parentElement?.closest(ARIA_TABLE_SELECTOR) ?? null;
}

function cellsOf(row: Element, hidden: HiddenTest, zeroBased: boolean): CellSource[] {
  const cells: CellSource[] = [];
  const least = zeroBased ? 0 : 1;
  const visit = (parent: Element): void => {
    for (let el = parent.firstElementChild; el; el = el.nextElementSibling) {
      if (hidden(el)) continue;
      const role = el.getAttribute('role');
      if (role && CELL_ROLES.has(role)) {
        const colIndex = Number(el.getAttribute('aria-colindex') ?? NaN);
        cells.push({
          el,
          rowSpan: parseRowSpan(el.getAttribute('aria-rowspan') ?? el.getAttribute('rowspan')),
          colSpan: parseColSpan(el.getAttribute('aria-colspan') ?? el.getAttribute('colspan')),
          colIndex: Number.isInteger(colIndex) && colIndex >= least ? colIndex - least : undefined,
          header: role === 'columnheader',
        });
      } else if (role !== 'row' && !(role && ARIA_TABLE_ROLES.has(role))) {
        visit(el);
      }
    }
  };
  visit(row);
  return withoutFillers(cells);
}

/**
 * A grid placing its cells by aria-colindex numbers every column it has: empty cells without an index after the last
 * indexed cell are a filler drawn after the last column (MUI DataGrid's), no column of their own. (An unindexed cell
 * before them, DevExtreme's group-space column, is a column.)
 */
function withoutFillers(cells: CellSource[]): CellSource[] {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] as CellSource).colIndex === undefined) {
    const el = (cells[end - 1] as CellSource).el;
    if (el.firstElementChild !== null || (el.textContent ?? '').trim() !== '') return cells;
    end--;
  }
  if (end === cells.length) return cells;
  let placed = 0;
  for (let k = 0; k < end; k++) if ((cells[k] as CellSource).colIndex !== undefined) placed++;
  return placed >= 2 ? cells.slice(0, end) : cells;
}

/** The cells of a table row drawn inside a grid without the row role (a group heading row): its td and th. */
function tableRowCells(tr: Element, hidden: HiddenTest): CellSource[] {
  const cells: CellSource[] = [];
  for (let el = tr.firstElementChild; el; el = el.nextElementSibling) {
    if ((el.tagName !== 'TD' && el.tagName !== 'TH') || hidden(el)) continue;
    cells.push({ el, rowSpan: parseRowSpan(el.getAttribute('rowspan')), colSpan: parseColSpan(el.getAttribute('colspan')), header: false });
  }
  return cells;
}

const CELL_SELECTOR = '[role="cell"],[role="gridcell"],[role="columnheader"],[role="rowheader"]';
const ROW_OR_CELL = '[role="row"],[role="cell"],[role="gridcell"],[role="columnheader"],[role="rowheader"]';
const PRESENTATION = new Set(['presentation', 'none']);

interface Entry {
  row: Element;
  order: number;
  index: number;
  cells: CellSource[];
  /** The `<table>` inside the grid that draws the row (grids drawn as several tables), else null. */
  table: Element | null;
}

const textOf = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
/** True when the element has words in text nodes of its own (not only in child elements). */
const ownText = (el: Element): boolean => Array.from(el.childNodes).some((n) => n.nodeType === 3 && /\S/.test(n.textContent ?? ''));

/**
 * Whether row `b` (of a later table) draws part of row `a`: columns `a` lacks (a frozen side beside a scrolling one)
 * or copies of `a`'s cells (a frozen-column overlay drawn over the main table: same column, same text). Cells without
 * a column index must be copies too (same count, same texts), unless neither row places any cell (`loose`).
 */
function partOf(a: Entry, b: Entry, loose: boolean): boolean {
  if (a.index !== b.index) return false;
  const placedA = new Map<number, Element>();
  const looseA: Element[] = [];
  for (const c of a.cells) if (c.colIndex === undefined) looseA.push(c.el);
  else placedA.set(c.colIndex, c.el);
  const looseB = b.cells.filter((c) => c.colIndex === undefined);
  if (loose) return placedA.size === 0 && looseB.length === b.cells.length;
  if (looseB.length && (looseB.length !== looseA.length || looseB.some((c, k) => textOf(c.el) !== textOf(looseA[k] as Element)))) return false;
  for (const c of b.cells) {
    if (c.colIndex === undefined) continue;
    const same = placedA.get(c.colIndex);
    if (same && textOf(same) !== textOf(c.el)) return false;
  }
  return true;
}

/** Joins row `b` into row `a` (see partOf): its new columns are added, copies left out. */
function joinRow(a: Entry, b: Entry, loose: boolean): void {
  if (loose) {
    let at = a.cells.reduce((n, c) => n + c.colSpan, 0);
    for (const c of b.cells) {
      a.cells.push({ ...c, colIndex: at });
      at += c.colSpan;
    }
    return;
  }
  const placed = new Set(a.cells.map((c) => c.colIndex));
  for (const c of b.cells) if (c.colIndex !== undefined && !placed.has(c.colIndex)) a.cells.push(c);
}

/**
 * Grids drawn as several tables (Syncfusion's frozen and movable tables, DevExtreme's fixed-column overlay): rows of a
 * table paired by position with the rows of the table before it, when it has as many and each of its rows is part of
 * the paired one (see partOf), are joined into them. Tables whose cells name no column are joined only when neither
 * numbers its rows and they are not siblings (one table per record, as Ext JS draws rows, is no part of the one before).
 */
function joinTableParts(entries: Entry[]): Entry[] {
  const tables: { table: Element; rows: Entry[] }[] = [];
  for (const e of entries) {
    if (!e.table) continue;
    const last = tables[tables.length - 1];
    if (last?.table === e.table) last.rows.push(e);
    else tables.push({ table: e.table, rows: [e] });
  }
  if (tables.length < 2) return entries;
  const dropped = new Set<Entry>();
  let target = tables[0] as { table: Element; rows: Entry[] };
  for (let t = 1; t < tables.length; t++) {
    const part = tables[t] as { table: Element; rows: Entry[] };
    const loose = part.table.parentElement !== target.table.parentElement && part.rows.every((e) => e.index === 0 && e.cells.every((c) => c.colIndex === undefined));
    if (part.rows.length === target.rows.length && part.rows.every((b, k) => partOf(target.rows[k] as Entry, b, loose))) {
      part.rows.forEach((b, k) => joinRow(target.rows[k] as Entry, b, loose));
      for (const b of part.rows) dropped.add(b);
    } else {
      target = part;
    }
  }
  return dropped.size ? entries.filter((e) => !dropped.has(e)) : entries;
}

const INDEXED_CELL = '[role="gridcell"][aria-rowindex],[role="cell"][aria-rowindex],[role="rowheader"][aria-rowindex]';

/**
 * Rows of cells drawn outside any row, each cell placed by its own aria-rowindex and aria-colindex (Webix draws its
 * body column by column: a div per column holding that column's cells): one row per row index.
 */
function looseCellRows(grid: Element, hidden: HiddenTest, hiddenAncestor: (el: Element) => boolean, zeroBased: boolean, order: number): Entry[] {
  if (!grid.querySelector(INDEXED_CELL)) return [];
  const byIndex = new Map<number, Entry>();
  const least = zeroBased ? 0 : 1;
  for (const cell of Array.from(grid.querySelectorAll(INDEXED_CELL))) {
    const row = cell.parentElement?.closest('[role="row"], tr');
    if ((row && grid.contains(row)) || ownerTable(cell) !== grid || hidden(cell) || hiddenAncestor(cell)) continue;
    const index = Number(cell.getAttribute('aria-rowindex'));
    const col = Number(cell.getAttribute('aria-colindex') ?? NaN);
    if (!Number.isInteger(index) || index < 1 || !Number.isInteger(col) || col < least) continue;
    let entry = byIndex.get(index);
    if (!entry) byIndex.set(index, (entry = { row: cell, order: order + byIndex.size, index, cells: [], table: null }));
    entry.cells.push({ el: cell, rowSpan: 1, colSpan: parseColSpan(cell.getAttribute('aria-colspan')), colIndex: col - least, header: cell.getAttribute('role') === 'columnheader' });
  }
  return [...byIndex.values()];
}

/**
 * Cells of a grid without rows or row indexes, each placed absolutely (a virtualised grid drawn by position, as
 * react-virtualized's Grid draws Metabase's results): one row per drawn top, its cells by their left edge. Nothing
 * where nothing is laid out.
 */
function drawnCellRows(grid: Element, hidden: HiddenTest, hiddenAncestor: (el: Element) => boolean): Entry[] {
  const byTop = new Map<number, { left: number; cell: CellSource }[]>();
  for (const el of Array.from(grid.querySelectorAll(CELL_SELECTOR))) {
    if (ownerTable(el) !== grid || el.parentElement?.closest('[role="row"], tr') || hidden(el) || hiddenAncestor(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const top = Math.round(box.top);
    const role = el.getAttribute('role');
    let row = byTop.get(top);
    if (!row) byTop.set(top, (row = []));
    row.push({ left: box.left, cell: { el, rowSpan: 1, colSpan: 1, header: role === 'columnheader' } });
  }
  return [...byTop.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row], order) => {
      row.sort((a, b) => a.left - b.left);
      return { row: (row[0] as { cell: CellSource }).cell.el, order, index: 0, cells: row.map((r) => r.cell), table: null };
    });
}

/** Row groups of an ARIA table/grid: rows (role=row) grouped by their rowgroup, ordered by aria-rowindex when given; header groups are those whose every cell is a columnheader. */
export function ariaRowGroups(grid: Element, hidden: HiddenTest): RowGroupSource[] {
  // Rows: role=row, and table rows drawn inside the grid without that role but with words (Ext JS's group headings).
  const rows = Array.from(grid.querySelectorAll('[role="row"], tr')).filter((row) => {
    if (ownerTable(row) !== grid || hidden(row)) return false;
    const role = row.getAttribute('role');
    if (role === 'row') return true;
    // A table row's own role is row: one without the attribute is a row when its cells carry cell roles (Syncfusion's header rows).
    if (!role) return row.querySelector(CELL_SELECTOR) !== null && (!row.parentElement?.closest(ROW_OR_CELL) || !grid.contains(row.parentElement.closest(ROW_OR_CELL)));
    if (!PRESENTATION.has(role) || !textOf(row)) return false;
    const inside = row.parentElement?.closest(ROW_OR_CELL);
    return !inside || !grid.contains(inside);
  });
  const hiddenAncestor = (row: Element): boolean => {
    for (let cur = row.parentElement; cur && cur !== grid; cur = cur.parentElement) if (hidden(cur)) return true;
    return false;
  };
  // Some libraries count columns from 0 (Syncfusion's aria-colindex="0"); ARIA counts from 1.
  const zeroBased = grid.querySelector('[aria-colindex="0"]') !== null;
  const inTables = grid.querySelector('table') !== null;
  let indexed: Entry[] = rows
    .filter((row) => !hiddenAncestor(row))
    .map((row, order) => {
      const table = inTables ? row.closest('table') : null;
      return {
        row,
        order,
        index: Number(row.getAttribute('aria-rowindex')) || 0,
        cells: row.getAttribute('role') === null || row.getAttribute('role') === 'row' ? cellsOf(row, hidden, zeroBased) : tableRowCells(row, hidden),
        table: table && table !== grid && grid.contains(table) ? table : null,
      };
    });
  if (inTables) indexed = joinTableParts(indexed);
  const loose = looseCellRows(grid, hidden, hiddenAncestor, zeroBased, indexed.length);
  // Rows as drawn, in the order drawn, not the DOM's.
  if (!indexed.length && !loose.length) indexed = drawnCellRows(grid, hidden, hiddenAncestor);
  if (loose.length) {
    // In document order, so a summary row drawn after the body stays after it.
    indexed.push(...loose);
    indexed.sort((a, b) => (a.row === b.row ? 0 : a.row.compareDocumentPosition(b.row) & 4 ? -1 : 1));
    indexed.forEach((e, k) => (e.order = k));
  }
  // Column headers drawn without a row around them (jqxGrid's `div.jqx-grid-columns` of role=columnheader boxes), in a
  // grid whose rows hold none: one header row above them, in the order drawn.
  if (indexed.length && !indexed.some((r) => r.cells.some((c) => c.header))) {
    const heads = Array.from(grid.querySelectorAll('[role="columnheader"]')).filter((el) => ownerTable(el) === grid && !el.parentElement?.closest('[role="row"], tr') && !hidden(el) && !hiddenAncestor(el));
    if (heads.length >= 2 && heads.every((h) => h.parentElement === heads[0]?.parentElement)) {
      indexed.unshift({ row: heads[0] as Element, order: -1, index: 0, cells: heads.map((el, i) => ({ el, rowSpan: 1, colSpan: 1, colIndex: i, header: true })), table: null });
      indexed.forEach((e, k) => (e.order = k));
    }
  }
  // Virtualised grids give their rows aria-rowindex: that order is trusted over the DOM's. A row without one (a
  // summary row, Wijmo's footer drawn before its column headers) keeps its place after the row before it in the DOM.
  if (indexed.some((r) => r.index > 0)) {
    const at = new Map<Entry, number>();
    let last = 0;
    for (const r of indexed) {
      if (r.index > 0) last = r.index;
      at.set(r, r.index > 0 ? r.index : last);
    }
    indexed.sort((a, b) => (at.get(a) as number) - (at.get(b) as number) || a.order - b.order);
  }
  const groups: { key: Element | null; rows: RowSource[] }[] = [];
  let previous: { index: number; source: RowSource } | null = null;
  const placed = (cells: CellSource[]): boolean => cells.every((c) => c.colIndex !== undefined);
  for (const { row, index, cells } of indexed) {
    // Grids with pinned columns draw one row as several row elements (left, centre, right) sharing aria-rowindex,
    // their cells placed by aria-colindex: one row. A column already there is a clone's copy (Handsontable draws its
    // frozen rows and columns again in overlay tables over the master table): read once.
    if (previous && index > 0 && previous.index === index && placed(cells) && placed(previous.source.cells)) {
      const have = new Set(previous.source.cells.map((c) => c.colIndex));
      for (const c of cells) if (!have.has(c.colIndex)) previous.source.cells.push(c);
      continue;
    }
    const key = row.closest('[role="rowgroup"]');
    const groupKey = key && grid.contains(key) ? key : null;
    let group = groups[groups.length - 1];
    if (!group || group.key !== groupKey) {
      group = { key: groupKey, rows: [] };
      groups.push(group);
    }
    const source = { cells };
    group.rows.push(source);
    previous = { index, source };
  }
  // Virtualised grids move cells around the DOM as columns scroll or are reordered: aria-colindex says where each is drawn.
  for (const group of groups) for (const row of group.rows) if (row.cells.length > 1 && placed(row.cells)) row.cells.sort((a, b) => (a.colIndex as number) - (b.colIndex as number));
  const result: RowGroupSource[] = groups.map((g) => {
    const head = g.rows.length > 0 && g.rows.every((r) => r.cells.length > 0 && r.cells.every((c) => c.header));
    if (head) spanHeaderGaps(g.rows);
    return { section: head ? SECTIONS.HEAD : SECTIONS.BODY, rows: g.rows };
  });
  const last = indexed[indexed.length - 1];
  // The header row the totals are drawn under: the last header row, or the first row when made of column headers.
  const first = result[0]?.rows[0];
  const headRow = result[0]?.section === SECTIONS.HEAD ? result[0].rows[result[0].rows.length - 1] : first?.cells.length && first.cells.every((c) => c.header) ? first : undefined;
  const summary = last && headRow ? summaryRowAfter(grid, last.row, headRow.cells, hidden) : null;
  if (summary) result.push({ section: SECTIONS.FOOT, rows: [summary] });
  return result;
}

/** True when `boxes` start at the left edges of `cells` (as drawn; true where nothing is laid out, as in jsdom). */
function drawnUnder(boxes: Element[], cells: CellSource[]): boolean {
  const lefts = cells.map((c) => c.el.getBoundingClientRect());
  if (lefts.every((r) => r.width === 0)) return true;
  return boxes.every((box, k) => {
    const r = box.getBoundingClientRect();
    const under = lefts[k] as DOMRect;
    return r.width > 0 && Math.abs(r.left - under.left) <= 2 && Math.abs(r.width - under.width) <= 2;
  });
}

/**
 * A totals row drawn without the row role after a grid's last row (Notion's calculation row: `COUNT 4` … `SUM 29`):
 * the first box with words (controls passed over) following that row or the row groups holding it, inside the grid,
 * without a role, made of one box per column of the header drawn under the header cells (perhaps inside boxes that
 * only wrap it: SlickGrid's footer row). Read as the grid's footer row.
 */
function summaryRowAfter(grid: Element, lastRow: Element, headCells: CellSource[], hidden: HiddenTest): RowSource | null {
  if (headCells.length < 2 || headCells.some((c) => c.colSpan !== 1)) return null;
  for (let at: Element | null = lastRow; at && at !== grid; at = at.parentElement) {
    for (let box = at.nextElementSibling; box; box = box.nextElementSibling) {
      // A control between (Notion's `+ New` button under the rows) is passed over.
      if (hidden(box) || !textOf(box) || box.tagName === 'BUTTON' || box.getAttribute('role') === 'button') continue;
      // Through boxes that only wrap it (SlickGrid's `.slick-footerrow > .slick-footerrow-columns`).
      let line = box;
      while (line.childElementCount === 1 && !line.hasAttribute('role') && !ownText(line)) line = line.firstElementChild as Element;
      if (line.hasAttribute('role') || line.childElementCount !== headCells.length) return null;
      const boxes = Array.from(line.children);
      if (boxes.some((b) => b.hasAttribute('role') || hidden(b)) || !drawnUnder(boxes, headCells)) return null;
      return { cells: boxes.map((el) => ({ el, rowSpan: 1, colSpan: 1, header: false })) };
    }
  }
  return null;
}

/**
 * Header rows whose cells are placed by column index and drawn by position (Wijmo's merged headers: `Sales` over
 * `Q1 | Q2`, `Country` the height of both rows) leave out the slots a merged cell covers: a header cell spans the
 * columns up to the next cell of its row, and down the rows that have no cell under it. Columns where no cell starts
 * still take no place, so a gap of columns scrolled out of view adds none.
 */
function spanHeaderGaps(rows: RowSource[]): void {
  if (rows.some((r) => r.cells.some((c) => c.colIndex === undefined || c.colSpan !== 1 || c.rowSpan !== 1))) return;
  let width = 0;
  for (const r of rows) for (const c of r.cells) width = Math.max(width, (c.colIndex as number) + 1);
  const starts = rows.map((r) => new Set(r.cells.map((c) => c.colIndex as number)));
  // Slots of each row covered by a cell reaching down from a row above.
  const covered = rows.map(() => new Set<number>());
  rows.forEach((row, y) => {
    row.cells.forEach((cell, k) => {
      const from = cell.colIndex as number;
      const next = row.cells[k + 1]?.colIndex ?? width;
      let span = 1;
      while (from + span < next && !(covered[y] as Set<number>).has(from + span)) span++;
      cell.colSpan = span;
      let down = 1;
      const startsUnder = (z: number): boolean => {
        for (let x = from; x < from + span; x++) if ((starts[z] as Set<number>).has(x)) return true;
        return false;
      };
      while (y + down < rows.length && !startsUnder(y + down)) {
        for (let x = from; x < from + span; x++) (covered[y + down] as Set<number>).add(x);
        down++;
      }
      cell.rowSpan = down;
    });
  });
}
