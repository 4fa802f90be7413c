// Grids that component libraries draw as several tables read as the one table a person sees.
//
// TOAST UI Grid (NHN, 4.x): `div.tui-grid-container` holds a left side (`.tui-grid-lside-area`: row headers and frozen
// columns) and a right side (`.tui-grid-rside-area`), each with a header table (`.tui-grid-header-area`), a body table
// (`.tui-grid-body-area`) and a summary table (`.tui-grid-summary-area`). Rows of the two sides pair by index; cells
// name their column (`data-column-name`), and the right side's body keeps only the columns in view when it scrolls
// sideways, so body cells are placed under the header cell of their name, as AG Grid's by aria-colindex.
//
// Element UI 2.x fixed columns: the main table draws its fixed columns' cells hidden (`is-hidden`, content
// visibility:hidden) while `.el-table__fixed` / `.el-table__fixed-right` overlays, copies of the whole table with
// every other column hidden, draw those cells on top. The main table is read with the overlay's cells in those slots;
// the overlays are no tables of their own.
import { tableShape, type TableShape } from '../find/layout-table';
import { ariaRowGroups, isAriaTable } from './aria-grid';
import { FIGURE } from './detached';
import { idleBox } from './idle-box';
import { isRendered } from '../text/visibility';
import { parseColSpan, parseRowSpan, SECTIONS, tableCellGrid, type CellSource, type HiddenTest, type RowGroupSource, type Section } from './table-grid';

const TUI = { container: 'tui-grid-container', sides: ['tui-grid-lside-area', 'tui-grid-rside-area'], dummy: 'tui-grid-cell-dummy' } as const;

/** The split grid (a TOAST UI Grid container, or a box of bands of tables) that `el` is, or that a table `el` is part of; null otherwise. */
export function splitGridOf(el: Element): Element | null {
  if (el.classList.contains(TUI.container)) return el;
  const tui = el.closest(`.${TUI.container}`);
  if (tui) return tui;
  if (el.tagName !== 'TABLE') return bandSides(el) ? el : null;
  // A table of a band grid: the only content of its pane (up to three boxes), in a band, in the grid's box.
  let pane: Element = el;
  for (let up = 0; up < 3 && pane.parentElement && onlyChild(pane); up++) pane = pane.parentElement;
  const box = pane.parentElement?.parentElement;
  if (box && bandSides(box)) return box;
  // Or, panes placed as a grid's rows in one box, that box.
  if (pane.parentElement && pane.parentElement !== box && bandSides(pane.parentElement)) return pane.parentElement;
  // A table beside another in one box (a frozen first column drawn as a table of its own beside the scrolling rest).
  const table = el as HTMLTableElement;
  if (!table.tHead || table.caption) return null;
  const beside = besidePane(el)?.parentElement;
  return beside && besideSides(beside) ? beside : null;
}

/** True for a split grid's container, which extractTable reads as one table. */
export function isSplitGrid(el: Element): boolean {
  return el.classList.contains(TUI.container) || ariaParts(el) !== null || paneParts(el) !== null || bandSides(el) !== null || besideSides(el) !== null;
}

/** True when `el` is its parent's only element (asked without `childElementCount`, which counts every child). */
const onlyChild = (el: Element): boolean => el.previousElementSibling === null && el.nextElementSibling === null;

/** The number of element children of `el`, counted up to `max + 1` (a box of thousands is refused at once). */
function childrenUpTo(el: Element, max: number): number {
  let n = 0;
  for (let child = el.firstElementChild; child && n <= max; child = child.nextElementSibling) n++;
  return n;
}

/** The one table a pane draws: the pane itself or the only child at each level down (three at most); null otherwise. */
function paneTable(pane: Element): HTMLTableElement | null {
  let el: Element | null = pane;
  for (let down = 0; el && el.tagName !== 'TABLE' && down < 4; down++) el = el.firstElementChild && onlyChild(el.firstElementChild) ? el.firstElementChild : null;
  return el?.tagName === 'TABLE' ? (el as HTMLTableElement) : null;
}

/** Rows of a header band's table at most (the detached header rule reads ≤ 3 drawn rows, hidden filter rows aside). */
const MAX_HEADER_BAND_ROWS = 6;
/** Children of a band grid's box at most: three bands and a few idle or undrawn boxes. */
const MAX_BAND_BOXES = 6;
/** Panes of a band at most (a frozen left, a scrolling middle, a frozen right, and room to spare). */
const MAX_PANES = 6;

/**
 * The sides of a grid drawn as bands of tables (a Korean ERP's grid, DOUZONE's: a header band over a body band, each
 * a frozen left pane beside a scrolling right pane holding one table): the box's children, two or three bands, each
 * of as many panes (two or more) each drawing one table; the panes of one index are a side, its tables header, body
 * and summary from the top. The first band's tables are header cells only, the body tables have as many rows (row
 * `r` of the grid is row `r` of every side, left to right), and the panes are drawn side by side. Null otherwise.
 */
function bandSides(box: Element): Side[] | null {
  // Cheap refusal first (most boxes near a table are no such grid), then the boxes that draw: an idle scrollbar below
  // the bands and an empty-message box left undrawn are neither bands nor panes.
  const count = childrenUpTo(box, MAX_BAND_BOXES);
  if (count < 2 || count > MAX_BAND_BOXES || box.tagName === 'TABLE' || box.hasAttribute('role')) return null;
  const drawn = drawnChildren(box, MAX_BAND_BOXES);
  // The panes of each band: the bands' own children, or panes placed as rows in the box itself (w2ui's four tables).
  const quadrants = drawn.length >= 4 ? panesByRow(drawn) : null;
  const bandCount = (quadrants ?? drawn).length;
  if (bandCount < 2 || bandCount > 3) return null;
  if (!quadrants && drawn.some((band) => band.tagName === 'TABLE' || band.hasAttribute('role'))) return null;
  const bands = quadrants ?? drawn.map((band) => drawnChildren(band, MAX_PANES));
  const width = (bands[0] as Element[]).length;
  const sides: HTMLTableElement[][] = [];
  for (const panes of bands) {
    if (panes.length < 2 || panes.length > MAX_PANES || panes.length !== width) return null;
    const tables = panes.map((pane) => (pane.tagName === 'TABLE' ? null : paneTable(pane)));
    if (tables.some((table) => !table)) return null;
    tables.forEach((table, k) => (sides[k] ??= []).push(table as HTMLTableElement));
  }
  // Header tables first: a few rows of header cells, or of labels drawn as `td` (RealGrid's) with no figure among them.
  for (const tables of sides) {
    const head = tables[0] as HTMLTableElement;
    if (!tables[1] || head.rows.length > MAX_HEADER_BAND_ROWS || !(headerOnly(head) || labelCells(head))) return null;
  }
  // Rows drawing nothing (a measuring row one pane has and another has not) are no rows.
  const none: HiddenTest = () => false;
  const bodyRows = dataRows((sides[0] as HTMLTableElement[])[1] ?? null, none).length;
  if (bodyRows === 0) return null;
  for (const tables of sides) if (dataRows(tables[1] as HTMLTableElement, none).length !== bodyRows) return null;
  const firstPanes = bands[0] as Element[];
  for (let k = 1; k < firstPanes.length; k++) if (notBeside(firstPanes[k - 1] as Element, firstPanes[k] as Element)) return null;
  return sides.map(([head = null, body = null, summary = null]) => ({ head, body, summary }));
}

/**
 * The pane of a table drawn beside another: the table, or the box around it holding nothing else that draws (a scroll
 * box with its idle shadow: ESPN's `Table__ScrollerWrapper > Table__Shadow--left + Table__Scroller > table`).
 */
function besidePane(table: Element): Element | null {
  let pane = table;
  for (let up = 0; up < 3; up++) {
    const parent = pane.parentElement;
    if (!parent || childrenUpTo(parent, 3) > 3) break;
    let alone = true;
    for (let n = parent.firstChild; n && alone; n = n.nextSibling) {
      if (n === pane) continue;
      if (n.nodeType === 3) alone = !/\S/.test((n as Text).data);
      else if (n.nodeType === 1) alone = idleBox(n as Element);
    }
    if (!alone) break;
    pane = parent;
  }
  return pane;
}

/** The one table a pane of tables side by side draws, down through boxes holding nothing else that draws (see besidePane). */
function paneOwnTable(pane: Element): HTMLTableElement | null {
  let el = pane;
  for (let down = 0; el.tagName !== 'TABLE' && down < 3; down++) {
    let next: Element | null = null;
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3 && /\S/.test((n as Text).data)) return null;
      if (n.nodeType !== 1 || idleBox(n as Element)) continue;
      if (next) return null;
      next = n as Element;
    }
    if (!next) return null;
    el = next;
  }
  return el.tagName === 'TABLE' ? (el as HTMLTableElement) : null;
}

/**
 * The sides of a grid drawn as tables side by side in one box (ESPN's standings: the rank and team column as a table of
 * its own, fixed at the left, beside the scrolling table of the figures): two or three panes each drawing one table with
 * a thead over its rows and no caption, the same number of body rows (≥ 2), drawn beside one another, one of them in a
 * box that scrolls sideways. Row `r` of the grid is row `r` of every table, left to right. Null otherwise.
 */
function besideSides(box: Element): Side[] | null {
  const count = childrenUpTo(box, 3);
  if (count < 2 || count > 3 || box.tagName === 'TABLE' || box.hasAttribute('role')) return null;
  const sides: Side[] = [];
  let bodyRows = -1;
  for (let pane = box.firstElementChild; pane; pane = pane.nextElementSibling) {
    const table = paneOwnTable(pane);
    if (!table || besidePane(table) !== pane || !table.tHead?.rows.length || table.caption) return null;
    const side: Side = { head: table, body: table, summary: null, whole: table };
    const rows = bodyRowsOf(side, () => false).length;
    if (rows < 2 || (bodyRows >= 0 && rows !== bodyRows)) return null;
    bodyRows = rows;
    sides.push(side);
  }
  const panes = Array.from(box.children);
  for (let k = 1; k < panes.length; k++) if (notBeside(panes[k - 1] as Element, panes[k] as Element)) return null;
  // One grid has a part that scrolls sideways past the frozen one; tables that only stand side by side (two teams'
  // pitchers, each its own table) have none.
  return sides.some((side) => scrollsSideways(side.whole as Element, box)) ? sides : null;
}

/** True when a box from `table` up to (not including) `box` clips or scrolls its content sideways. */
function scrollsSideways(table: Element, box: Element): boolean {
  const view = box.ownerDocument.defaultView;
  for (let el: Element | null = table.parentElement; el && el !== box; el = el.parentElement) {
    if (/^(auto|scroll|hidden)$/.test(view?.getComputedStyle(el).overflowX ?? '')) return true;
  }
  return false;
}

/** True where both boxes are laid out and `b` is not drawn beside `a` (right of it, from the same top). */
function notBeside(a: Element, b: Element): boolean {
  const ra = a.getBoundingClientRect();
  const rb = b.getBoundingClientRect();
  if (ra.width === 0 || rb.width === 0) return ra.width !== rb.width;
  return rb.left < ra.right - 2 || Math.abs(rb.top - ra.top) > 2;
}

/**
 * The panes of a grid drawn as panes side by side, each a column of rows (`role=row` boxes outside any ARIA grid:
 * Airtable's frozen left pane beside its scrolling right pane): the box's children, two or more, each holding as
 * many rows as the others, two or more of them `role=row` and each row of the same role in every pane, drawn side by
 * side with rows at one height. Row `r` of the table is row `r` of every pane, left to right. Null otherwise.
 */
function paneParts(box: Element): Element[] | null {
  if (box.tagName === 'TABLE' || box.hasAttribute('role') || box.childElementCount < 2) return null;
  const panes = Array.from(box.children);
  const height = (panes[0] as Element).childElementCount;
  if (height < 2) return null;
  for (const pane of panes) {
    if (pane.childElementCount !== height || pane.hasAttribute('role')) return null;
    let rows = 0;
    for (let row = pane.firstElementChild; row; row = row.nextElementSibling) if (row.getAttribute('role') === 'row') rows++;
    if (rows < 2) return null;
  }
  for (let r = 0; r < height; r++) {
    const role = (panes[0] as Element).children[r]?.getAttribute('role');
    if (panes.some((pane) => pane.children[r]?.getAttribute('role') !== role)) return null;
  }
  for (let k = 1; k < panes.length; k++) if (notBeside(panes[k - 1] as Element, panes[k] as Element)) return null;
  return panes;
}

/** The box of panes (see paneParts) that a row outside any ARIA grid is part of, or null. */
export function paneGridOf(row: Element): Element | null {
  const box = row.parentElement?.parentElement;
  return box && paneParts(box) ? box : null;
}

/** Rows × columns of a grid of panes, for ranking: rows, and the cells of each pane's first row added. */
function paneShape(panes: Element[]): TableShape {
  let columns = 0;
  for (const pane of panes) columns += pane.firstElementChild?.childElementCount ?? 0;
  return { rows: (panes[0] as Element).childElementCount, columns, interest: 1 };
}

/** The rows of a grid of panes (see paneParts), each made of every pane's row of that index, each child a cell. */
function paneRowGroups(panes: Element[], hidden: HiddenTest): RowGroupSource[] {
  const rows = [];
  const height = (panes[0] as Element).childElementCount;
  for (let r = 0; r < height; r++) {
    if (panes.some((pane) => hidden(pane.children[r] as Element))) continue;
    const cells: CellSource[] = [];
    for (const pane of panes) {
      for (let cell = (pane.children[r] as Element).firstElementChild; cell; cell = cell.nextElementSibling) {
        if (!hidden(cell)) cells.push({ el: cell, rowSpan: 1, colSpan: 1, header: cell.getAttribute('role') === 'columnheader' });
      }
    }
    rows.push({ cells });
  }
  return [{ section: SECTIONS.BODY, rows }];
}

const HEADER_CELL = '[role="columnheader"]';
const BODY_CELL = '[role="gridcell"],[role="cell"],[role="rowheader"]';

/**
 * The header grid and the body grid of a table drawn as two ARIA grids side by side in one box (react-virtualized's
 * header grid over its body grid, Metabase's results): the box's only ARIA grids, the first holding only column
 * headers, the second only body cells. Null otherwise.
 */
function ariaParts(box: Element): [Element, Element] | null {
  if (box.tagName === 'TABLE' || box.hasAttribute('role')) return null;
  let head: Element | null = null;
  let body: Element | null = null;
  for (let child = box.firstElementChild; child; child = child.nextElementSibling) {
    if (!isAriaTable(child)) continue;
    if (!head) head = child;
    else if (!body) body = child;
    else return null;
  }
  if (!head || !body || head.querySelector(BODY_CELL) || !head.querySelector(HEADER_CELL) || body.querySelector(HEADER_CELL) || !body.querySelector(BODY_CELL)) return null;
  return [head, body];
}

/** The box of an ARIA grid drawn as a header grid and a body grid (see ariaParts) that `grid` is part of, or null. */
export function ariaSplitOf(grid: Element): Element | null {
  const box = grid.parentElement;
  return box && ariaParts(box)?.includes(grid) ? box : null;
}

/** True for a box read as one ARIA grid (a header grid and a body grid): extractTable gives it the ARIA kind. */
export function isAriaSplit(el: Element): boolean {
  return ariaParts(el) !== null || paneParts(el) !== null;
}

/** Rows × columns of a header grid over a body grid, for ranking (cells counted, not laid out). */
export function ariaSplitShape(box: Element): TableShape | null {
  const parts = ariaParts(box);
  if (!parts) return null;
  const columns = parts[0].querySelectorAll(HEADER_CELL).length;
  const cells = parts[1].querySelectorAll(BODY_CELL).length;
  return { rows: 1 + Math.ceil(cells / columns), columns, interest: 1 };
}

interface Side {
  head: HTMLTableElement | null;
  body: HTMLTableElement | null;
  summary: HTMLTableElement | null;
  /** One table drawing the side's header, body and footer as its thead, tbody and tfoot (head and body are it too). */
  whole?: HTMLTableElement;
}

/**
 * Panes laid out as rows of a grid in one box (w2ui's frozen and scrolling header tables over its frozen and scrolling
 * body tables, four absolutely placed boxes): each a pane of one table, grouped by the line they are drawn on, left to
 * right; null unless every box is such a pane and the rows hold as many each.
 */
function panesByRow(boxes: readonly Element[]): Element[][] | null {
  if (boxes.some((b) => b.tagName === 'TABLE' || !paneTable(b))) return null;
  const rows: { top: number; panes: { left: number; el: Element }[] }[] = [];
  for (const el of boxes) {
    const r = el.getBoundingClientRect();
    if (r.width === 0) return null;
    let row = rows.find((x) => Math.abs(x.top - r.top) <= 2);
    if (!row) rows.push((row = { top: r.top, panes: [] }));
    row.panes.push({ left: r.left, el });
  }
  if (rows.length < 2 || rows.some((r) => r.panes.length !== (rows[0] as { panes: unknown[] }).panes.length)) return null;
  return rows.sort((a, b) => a.top - b.top).map((r) => r.panes.sort((a, b) => a.left - b.left).map((p) => p.el));
}

/** The element children of `el` that draw something, up to `max + 1`: idle boxes and boxes not rendered left out. */
function drawnChildren(el: Element, max: number): Element[] {
  const out: Element[] = [];
  for (let child = el.firstElementChild; child && out.length <= max; child = child.nextElementSibling) if (!idleBox(child) && isRendered(child)) out.push(child);
  return out;
}

/** A header band's table of `td` label cells: some words, no cell a figure (`1,520`, `12.5%`). */
function labelCells(table: HTMLTableElement): boolean {
  let words = false;
  for (const row of Array.from(table.rows)) {
    for (const cell of Array.from(row.cells)) {
      const text = (cell.textContent ?? '').trim();
      if (FIGURE.test(text)) return false;
      if (text) words = true;
    }
  }
  return words;
}

/** True for a table whose every row is drawn of header cells only (a header table drawn apart from its body). */
function headerOnly(table: HTMLTableElement): boolean {
  const rows = Array.from(table.rows);
  return rows.length > 0 && rows.some((tr) => tr.cells.length > 0) && rows.every((tr) => Array.from(tr.cells).every((c) => c.tagName === 'TH'));
}

/**
 * A side's header, body and summary tables, told apart by how they are drawn one under another rather than by the
 * areas' class names: three tables are header, body and summary; of two, the first is the header when it is made of
 * header cells only, else the second is the summary under the body.
 */
function sideTables(side: Element): Side {
  const tables = Array.from(side.querySelectorAll('table')).filter((t) => !t.parentElement?.closest('table') || !side.contains(t.parentElement.closest('table'))) as HTMLTableElement[];
  const [a = null, b = null, c = null] = tables;
  if (c) return { head: a, body: b, summary: c };
  if (a && b) return headerOnly(a) ? { head: a, body: b, summary: null } : { head: null, body: a, summary: b };
  return { head: null, body: a, summary: null };
}

/** The container's sides, left to right (a side left out when hidden). */
function sidesOf(container: Element, hidden: HiddenTest): Side[] {
  if (!container.classList.contains(TUI.container)) return (bandSides(container) ?? besideSides(container) ?? []).filter((side) => !side.body || !hidden(side.body));
  const sides: Side[] = [];
  for (const name of TUI.sides) {
    const side = container.querySelector(`.${name}`);
    if (!side || hidden(side)) continue;
    sides.push(sideTables(side));
  }
  return sides;
}

const rowsOf = (table: HTMLTableElement | null, hidden: HiddenTest): HTMLTableRowElement[] => (table ? Array.from(table.rows).filter((tr) => !hidden(tr)) : []);

/** The rows of one section of a whole-table side (thead, the tbodies, tfoot), drawn ones only. */
function sectionRows(table: HTMLTableElement, section: Section, hidden: HiddenTest): HTMLTableRowElement[] {
  const groups = section === SECTIONS.HEAD ? [table.tHead] : section === SECTIONS.FOOT ? [table.tFoot] : Array.from(table.tBodies);
  return groups.flatMap((group) => (group ? Array.from(group.rows) : [])).filter((tr) => !hidden(tr));
}

const headRowsOf = (side: Side, hidden: HiddenTest): HTMLTableRowElement[] => (side.whole ? sectionRows(side.whole, SECTIONS.HEAD, hidden) : rowsOf(side.head, hidden));
// Tables side by side pair every row by index: a row one of them leaves empty (a team's row beside the percentages)
// is still a row of the grid; a row empty across all of them is dropped as any empty row is.
const bodyRowsOf = (side: Side, hidden: HiddenTest): HTMLTableRowElement[] => (side.whole ? sectionRows(side.whole, SECTIONS.BODY, hidden) : dataRows(side.body, hidden));
const footRowsOf = (side: Side, hidden: HiddenTest): HTMLTableRowElement[] => (side.whole ? sectionRows(side.whole, SECTIONS.FOOT, hidden) : rowsOf(side.summary, hidden));

/** True for a row drawing nothing: no words, no picture or control (a measuring row of empty cells, zero high). */
const drawsNothing = (tr: HTMLTableRowElement): boolean => !/[^\s\u00a0]/.test(tr.textContent ?? '') && !tr.querySelector('img, svg, input, select, textarea, button');

/** Body rows that hold data (TOAST UI fills a short grid with dummy rows; measuring rows draw nothing): row `r` of every side is one row. */
function dataRows(table: HTMLTableElement | null, hidden: HiddenTest): HTMLTableRowElement[] {
  return rowsOf(table, hidden).filter((tr) => !tr.cells[0]?.classList.contains(TUI.dummy) && !drawsNothing(tr));
}

/** Rows, columns (sides' widths added) and interest of a split grid, for ranking; null when it shows no data row. */
export function splitGridShape(container: Element): TableShape | null {
  if (ariaParts(container)) return ariaSplitShape(container);
  const panes = paneParts(container);
  if (panes) return paneShape(panes);
  const none: HiddenTest = () => false;
  let rows = 0;
  let head = 0;
  let foot = 0;
  let columns = 0;
  for (const side of sidesOf(container, none)) {
    rows = Math.max(rows, bodyRowsOf(side, none).length);
    head = Math.max(head, headRowsOf(side, none).length);
    foot = Math.max(foot, footRowsOf(side, none).length);
    columns += Math.max(side.head ? tableShape(side.head).columns : 0, side.body ? tableShape(side.body).columns : 0);
  }
  return rows > 0 && columns > 0 ? { rows: head + rows + foot, columns, interest: 1 } : null;
}

/** The first data row of a split grid's body (the rows a crawler scrolls), or null. */
export function splitGridFirstRow(container: Element): Element | null {
  const parts = ariaParts(container);
  if (parts) return parts[1].querySelector('[role="row"]') ?? parts[1].querySelector(BODY_CELL);
  const panes = paneParts(container);
  if (panes) return panes[panes.length - 1]?.children[1] ?? null;
  for (const side of sidesOf(container, () => false).reverse()) {
    const row = bodyRowsOf(side, () => false)[0];
    if (row) return row;
  }
  return null;
}

const COLUMN_NAME = 'data-column-name';

/** The columns of a side as its header draws them: width, and the column of each leaf header cell's name. */
function sideColumns(side: Side, hidden: HiddenTest): { width: number; byName: Map<string, number> } {
  const byName = new Map<string, number>();
  if (!side.head) return { width: side.body ? tableShape(side.body).columns : 0, byName };
  const grid = tableCellGrid(side.head, hidden);
  const last = grid.height - 1;
  for (let c = 0; last >= 0 && c < grid.width; c++) {
    const i = grid.cellAt(last, c);
    if (i < 0 || grid.cellAt(last, c - 1) === i || grid.cellAt(last, c + 1) === i) continue;
    const name = (grid.cellElements[i] as Element).getAttribute(COLUMN_NAME);
    if (name) byName.set(name, c);
  }
  return { width: grid.width, byName };
}

/**
 * Row groups of a split grid: header rows of the sides' header tables, body rows, summary rows (as the footer), each
 * row made of the left side's cells then the right side's, paired by index. A side with fewer header rows than the
 * other draws its last row's cells down to the header's end. Cells are placed by their column name where the header
 * names it, else after the cell before.
 */
export function splitGridRowGroups(container: Element, hidden: HiddenTest): RowGroupSource[] {
  const parts = ariaParts(container);
  if (parts) return [...ariaRowGroups(parts[0], hidden), ...ariaRowGroups(parts[1], hidden)];
  const panes = paneParts(container);
  if (panes) return paneRowGroups(panes, hidden);
  const sides = sidesOf(container, hidden);
  const columns = sides.map((side) => sideColumns(side, hidden));
  const band = (section: Section, rowsFor: (side: Side) => HTMLTableRowElement[]): RowGroupSource => {
    const parts = sides.map(rowsFor);
    const height = Math.max(0, ...parts.map((rows) => rows.length));
    const rows = [];
    for (let r = 0; r < height; r++) {
      const cells: CellSource[] = [];
      let offset = 0;
      parts.forEach((sideRows, s) => {
        const { width, byName } = columns[s] as { width: number; byName: Map<string, number> };
        const tr = sideRows[r];
        let first = true;
        for (let cell = tr?.firstElementChild ?? null; cell; cell = cell.nextElementSibling) {
          if ((cell.tagName !== 'TD' && cell.tagName !== 'TH') || cell.classList.contains(TUI.dummy) || hidden(cell)) continue;
          const rowSpan = parseRowSpan(cell.getAttribute('rowspan'));
          const own = rowSpan === 0 ? sideRows.length - r : rowSpan;
          const at = byName.get(cell.getAttribute(COLUMN_NAME) ?? '');
          cells.push({
            el: cell,
            // A side's last rows reach down to the band's end, as the shorter side is drawn.
            rowSpan: r + own >= sideRows.length && sideRows.length < height ? 0 : rowSpan,
            colSpan: parseColSpan(cell.getAttribute('colspan')),
            colIndex: at !== undefined ? offset + at : first ? offset : undefined,
            header: cell.tagName === 'TH',
          });
          first = false;
        }
        offset += width;
      });
      rows.push({ cells });
    }
    return { section, rows };
  };
  return [band(SECTIONS.HEAD, (side) => headRowsOf(side, hidden)), band(SECTIONS.BODY, (side) => bodyRowsOf(side, hidden)), band(SECTIONS.FOOT, (side) => footRowsOf(side, hidden))];
}

const EL_OVERLAYS = ['el-table__fixed', 'el-table__fixed-right'];
const EL_COLUMN = /\bel-table_\d+_column_\d+\b/;
const EL_HIDDEN = 'is-hidden';

/** True for a table inside an Element UI fixed-column overlay (a copy of the main table showing only its fixed columns). */
export function isFixedOverlay(table: Element): boolean {
  return table.closest(`.${EL_OVERLAYS[0]}, .${EL_OVERLAYS[1]}`) !== null;
}

/** What the overlays of an Element UI table draw: the cell drawn at a cell's place, and the table's root (holding both). */
export interface OverlayCells {
  root: Element;
  drawnAt: (cell: Element) => Element;
}

/**
 * For an Element UI main table (header, body or footer) with fixed-column overlays: for a cell the main table draws
 * hidden (`is-hidden`), the overlay's cell drawn over it (same row, same column class), else the cell itself. Null for
 * any other table.
 */
export function fixedOverlayCells(table: Element): OverlayCells | null {
  const wrapper = table.parentElement;
  const root = wrapper?.parentElement;
  const part = /\bel-table__(header|body|footer)-wrapper\b/.exec(wrapper?.className ?? '')?.[1];
  if (!part || !root?.classList.contains('el-table')) return null;
  const drawn = new Map<string, Element>();
  for (const name of EL_OVERLAYS) {
    const overlay = root.querySelector(`:scope > .${name} .el-table__fixed-${part}-wrapper table`) as HTMLTableElement | null;
    if (!overlay) continue;
    const rows = overlay.rows;
    for (let r = 0; r < rows.length; r++) {
      for (const cell of Array.from((rows[r] as HTMLTableRowElement).cells)) {
        const column = EL_COLUMN.exec(cell.className)?.[0];
        if (column && !cell.classList.contains(EL_HIDDEN)) drawn.set(`${r} ${column}`, cell);
      }
    }
  }
  if (!drawn.size) return null;
  const drawnAt = (cell: Element): Element => {
    if (!cell.classList.contains(EL_HIDDEN)) return cell;
    const row = (cell.parentElement as HTMLTableRowElement | null)?.rowIndex ?? -1;
    const column = EL_COLUMN.exec(cell.className)?.[0];
    return (column && drawn.get(`${row} ${column}`)) || cell;
  };
  return { root, drawnAt };
}
