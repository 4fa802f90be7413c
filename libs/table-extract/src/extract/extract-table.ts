import { TABLE_KINDS, type ExtractOptions, type ExtractedTable, type TableSize } from '../model';
import { cellContent, cellText, headingText, readsAsHeading, type CellContent, type TextContext } from '../text/cell-text';
import { visibilityFor } from '../text/visibility';
import { collapseWhitespace } from '../text/whitespace';
import { ariaRowGroups, isAriaTable } from './aria-grid';
import { cssGridRowGroups, isCssGridTable } from './css-grid';
import { defaultColumnName, headerColumnNames } from './columns';
import { detectHeaderRows, looksNumeric } from './header';
import { FIGURE, sameColumnModel, tableBeside } from './detached';
import { fixedOverlayCells, isAriaSplit, isSplitGrid, splitGridRowGroups } from './split-grid';
import { isPagerRow } from './pager-row';
import { layoutGrid, tableCellGrid } from './table-grid';
import { captionBar, titleAbove } from './title';
import { extractRepeated } from '../repeated/extract-repeated';
import { placeOrder, rowKeyOf } from '../virtual/row-key';
import type { CellGrid } from './table-grid';

interface Extra {
  after: number;
  suffix: string;
  values: string[];
}

function titleOf(el: Element, ctx: TextContext): string | undefined {
  if (el.tagName === 'TABLE') {
    const caption = (el as HTMLTableElement).caption;
    if (caption && !ctx.visibility.isHidden(caption)) {
      const text = cellContent(caption, ctx).text.replace(/\n/g, ' ');
      if (text) return text;
    }
  }
  const label = el.getAttribute('aria-label');
  if (label?.trim()) return collapseWhitespace(label);
  const bar = isAriaTable(el) ? captionBar(el, ctx) : undefined;
  if (bar) return bar;
  const ids = el.getAttribute('aria-labelledby');
  if (ids) {
    const root = el.getRootNode() as Document | ShadowRoot;
    // A box holding the table is no label: its text is the table's own (jqGrid's body table labelled by the whole grid).
    // Nor is a tab: it names the view of the table it shows (Javadoc's `All Methods`), a tool of the table (see tabLabel).
    const text = ids
      .split(/\s+/)
      .map((id) => {
        const label = id ? root.getElementById?.(id) : null;
        return label && !label.contains(el) && label.getAttribute('role') !== 'tab' ? (label.textContent ?? '') : '';
      })
      .join(' ');
    const label = collapseWhitespace(text);
    if (label) return label;
  }
  return undefined;
}

/**
 * The text of the tab labelling the table (aria-labelledby), or the tab panel the table is shown in (Etherscan's
 * `Token Transfers (ERC-20)` panel), for a table with no title drawn above its tabs.
 */
function tabLabel(el: Element): string | undefined {
  const root = el.getRootNode() as Document | ShadowRoot;
  const panel = el.parentElement?.closest('[role="tabpanel"]');
  for (const labelled of panel ? [el, panel] : [el]) {
    for (const id of (labelled.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
      const label = id ? root.getElementById?.(id) : null;
      if (label?.getAttribute('role') === 'tab') return collapseWhitespace(label.textContent ?? '') || undefined;
    }
  }
  return undefined;
}

/**
 * A title row inside the table: the first of two or more header rows is one cell spanning the full width (Excel's
 * title row over the column labels, `Q3 FY2026 Net Sales by Region (USD)`). `row` is its grid row, `texts` its texts.
 */
function titleRow(cells: CellGrid, row: number, headerRows: number, texts: readonly string[] | undefined): string | undefined {
  if (headerRows < 2 || row < 0 || cells.width < 2 || !texts?.[0]) return undefined;
  const first = cells.cellAt(row, 0);
  return first >= 0 && first === cells.cellAt(row, cells.width - 1) ? texts[0].replace(/\n/g, ' ') : undefined;
}

/** The row element (`tr` or role=row) of grid row `r`: the parent of a cell that starts in that row. */
function rowElementAt(cells: CellGrid, r: number): Element | null {
  const original = cells.rows[r];
  for (let c = 0; c < cells.width; c++) {
    const i = cells.cellAt(r, c);
    if (i >= 0 && cells.cellRow[i] === original) return (cells.cellElements[i] as Element).closest('tr,[role="row"]');
  }
  return null;
}

/** How many non-empty rows at the bottom of the grid (above `from`) are checked for a pager drawn as a row. */
const PAGER_ROWS_CHECKED = 2;

/**
 * Grid rows at the bottom of a table that hold its pager (see isPagerRow): chrome, not data. Empty rows between
 * them (HN's spacer row) are passed over; the walk stops at the first row that holds anything else.
 */
function trailingPagerRows(cells: CellGrid, from: number, isEmpty: (r: number) => boolean): number[] {
  const found: number[] = [];
  for (let r = cells.height - 1, checked = 0; r >= from && checked < PAGER_ROWS_CHECKED; r--) {
    if (isEmpty(r)) continue;
    checked += 1;
    const row = rowElementAt(cells, r);
    if (!row || !isPagerRow(row)) break;
    found.push(r);
  }
  return found;
}

/** Keys of the body rows (grid rows `from` to `to`, exclusive) when the first has one and so do all; null otherwise. */
function bodyRowKeys(cells: CellGrid, rows: readonly number[], from: number, to: number): string[] | null {
  const keys: string[] = [];
  for (let r = from; r < to; r++) {
    const row = rowElementAt(cells, rows[r] as number);
    const key = row ? rowKeyOf(row) : null;
    if (key === null) return null;
    keys.push(key);
  }
  return keys.length ? keys : null;
}


/** Whether a row of a detached part is drawn (split grids keep filter and insert rows in the header table, hidden). */
function rowDrawn(row: HTMLTableRowElement): boolean {
  if (row.hidden) return false;
  const view = row.ownerDocument.defaultView;
  return !view || view.getComputedStyle(row).display !== 'none';
}

/**
 * The header (or footer) of a table drawn as a table of its own just above (below) it: fixed headers made before
 * sticky positioning (a header-only table, then the body table in a scrolling box) and component libraries' split
 * tables (Ant Design's `.ant-table-summary` below a fixed-header body). Header rows only (all th, or thead only; or,
 * when both tables declare the same column widths — one column model drawn as two tables, as AUIGrid and IBSheet do
 * with `td` header cells — rows of labels, no figures) or footer rows only (tfoot only; or, over the same column
 * model, rows each holding a figure: Element Plus's summary table), ≤ 3 drawn rows (hidden filter rows left out), as wide as the body once empty trailing cells over the scrollbar are left out. Null when there is none.
 */
function detachedRows(table: Element, width: number, options: ExtractOptions, footer: boolean): (ExtractedTable & { table: Element }) | null {
  const beside = tableBeside(table, footer);
  const all = beside ? (beside as HTMLTableElement).rows : null;
  if (!beside || !all || all.length === 0 || all.length > 6) return null;
  const rows = Array.from(all).filter(rowDrawn);
  if (rows.length === 0 || rows.length > 3) return null;
  let labelsOnly = false;
  let summary = false;
  for (const row of rows) {
    const section = row.parentElement?.tagName;
    if (footer ? section !== 'TFOOT' : section !== 'THEAD' && Array.from(row.cells).some((cell) => cell.tagName !== 'TH')) {
      if (!sameColumnModel(beside, table)) return null;
      if (footer) summary = true;
      else labelsOnly = true;
    }
  }
  // Laid out over the body's columns: a summary cell spanning two of them covers both.
  const part = readTable(beside, { ...options, headerRows: footer ? 0 : rows.length, includeLinks: false, includeImages: false }, width);
  // Every row read as what it is drawn as: header rows, or footer rows (a summary's rows of `td` are read as body rows).
  const read = footer ? (summary ? part.grid.length - part.headerRows : part.footerRows) : part.headerRows;
  if (part.grid.length === 0 || read !== part.grid.length) return null;
  if (labelsOnly && part.grid.some((row) => row.some((text) => FIGURE.test(text)))) return null;
  // Footer rows without <tfoot> over the same column model are a summary: every row holds a figure (Element Plus's
  // `Total … $ 3,730` footer table).
  if (summary && !part.grid.every((row) => row.some(looksNumeric))) return null;
  // The table may end in empty cells over the body's scrollbar (a "gutter"): no column of the body.
  let w = part.grid[0]?.length ?? 0;
  while (w > width && part.grid.every((row) => row[w - 1] === '')) w--;
  if (w !== width) return null;
  return w === part.columns.length ? { ...part, table: beside } : { ...part, grid: part.grid.map((row) => row.slice(0, w)), columns: part.columns.slice(0, w), table: beside };
}

/**
 * The title of a table whose header is drawn as a table of its own: what is drawn above the header table, or above
 * the layout table framing both (IBSheet puts the header and body tables in two rows of one layout table).
 */
function titleAboveHeader(head: Element, body: Element): string | undefined {
  const own = titleAbove(head);
  if (own) return own;
  const frame = head.parentElement?.closest('td, th')?.closest('table');
  return frame?.contains(body) ? titleAbove(frame) : undefined;
}

/** Whether grid rows `0..rows` were taken as the header only by their look (bold, painted): no th, no thead. */
function guessedHeader(cells: CellGrid, rows: readonly number[], headerRows: number): boolean {
  for (let r = 0; r < headerRows; r++) {
    const row = rows[r] as number;
    if (cells.sections[row] === 'head') return false;
    for (let c = 0; c < cells.width; c++) {
      const i = cells.cellAt(row, c);
      if (i >= 0 && cells.cellHeader[i] === 1) return false;
    }
  }
  return true;
}

/** Extracts a `<table>`, an ARIA table/grid, a table drawn with CSS grid alone, or a container of repeated items as a rectangular grid. Options default: headerRows 'auto', includeLinks/includeImages false (true for repeated items), keepEmptyRows false, footnotes 'drop', headerSeparator ' / '. */
export function extractTable(el: Element, options: ExtractOptions = {}): ExtractedTable {
  return readTable(el, options, 0);
}

/** extractTable, a `<table>`'s first `keepColumns` columns kept even where no cell starts (see GridBuilder.finish). */
function readTable(el: Element, options: ExtractOptions, keepColumns: number): ExtractedTable {
  const isTable = el.tagName === 'TABLE';
  const split = !isTable && isSplitGrid(el);
  const cssGrid = !isTable && !split && !isAriaTable(el) && isCssGridTable(el);
  if (!isTable && !split && !cssGrid && !isAriaTable(el)) return extractRepeated(el, options);

  // Element UI's fixed columns: what the overlay draws over the main table's hidden cells (styles read over both).
  const overlay = isTable ? fixedOverlayCells(el) : null;
  const drawn = overlay?.drawnAt;
  const visibility = visibilityFor(overlay ? overlay.root : el, { attributes: 'visit' });
  const hidden = (e: Element, hasAttributes?: boolean): boolean => visibility.isHidden(e, hasAttributes);
  const ctx: TextContext = {
    visibility,
    footnotes: options.footnotes ?? 'drop',
    collectLinks: options.includeLinks ?? false,
    collectImages: options.includeImages ?? false,
  };
  const withContent = ctx.collectLinks || ctx.collectImages;
  // Each cell is read once, however many slots it spans: a table's cells as the layout walk reaches them (one pass
  // over the DOM instead of two), others (ARIA grids, or with links and images) when the rows below first need them.
  const texts: (string | undefined)[] = [];
  const readText = withContent ? undefined : drawn ? (cell: Element, i: number): void => {
    texts[i] = cellText(drawn(cell), ctx);
  } : (cell: Element, i: number): void => {
    texts[i] = cellText(cell, ctx);
  };
  const cells = isTable ? tableCellGrid(el, hidden, readText, keepColumns) : layoutGrid(split ? splitGridRowGroups(el, hidden) : cssGrid ? cssGridRowGroups(el, hidden) : ariaRowGroups(el, hidden));
  const elements = cells.cellElements;
  const contents = withContent ? new Array<CellContent | undefined>(elements.length) : null;
  const contentOf = (i: number): CellContent => {
    let content = (contents as (CellContent | undefined)[])[i];
    if (!content) {
      const cell = elements[i] as Element;
      content = cellContent(drawn ? drawn(cell) : cell, ctx);
      (contents as (CellContent | undefined)[])[i] = content;
    }
    return content;
  };

  const rowCount = cells.height;
  const width = cells.width;
  const index = cells.index;
  let text: string[][] = new Array<string[]>(rowCount);
  let emptyRows = 0;
  const empty = new Uint8Array(rowCount);
  for (let r = 0, at = 0; r < rowCount; r++) {
    const row = new Array<string>(width);
    let filled = false;
    for (let c = 0; c < width; c++, at++) {
      const i = index[at] as number;
      if (i < 0) {
        row[c] = '';
        continue;
      }
      let t = texts[i];
      if (t === undefined) t = texts[i] = contents ? contentOf(i).text : cellText(drawn ? drawn(elements[i] as Element) : (elements[i] as Element), ctx);
      row[c] = t;
      if (t !== '') filled = true;
    }
    text[r] = row;
    if (!filled) {
      empty[r] = 1;
      emptyRows++;
    }
  }

  let headerRows = options.headerRows === undefined || options.headerRows === 'auto' ? detectHeaderRows(cells, (r, c) => (text[r] as string[])[c] as string) : Math.max(0, Math.min(options.headerRows, rowCount));
  // A header row of controls only (an "Apply" button and a help icon above the headings) names no column.
  const controlRows = new Set<string[]>();
  for (let r = 0; r < headerRows - 1; r++) {
    let controls = true;
    for (let c = 0; c < width && controls; c++) {
      const i = index[r * width + c] as number;
      if (i >= 0 && (text[r] as string[])[c] !== '' && !controlsOnly(elements[i] as Element)) controls = false;
    }
    if (controls) controlRows.add(text[r] as string[]);
  }
  let footerRows = 0;
  while (footerRows < rowCount - headerRows && cells.sections[rowCount - 1 - footerRows] === 'foot') footerRows++;
  const pager = trailingPagerRows(cells, headerRows, (r) => empty[r] === 1);
  const keepEmpty = options.keepEmptyRows ?? false;

  // Grid row of each kept row.
  let kept: number[] | null = null;
  if ((!keepEmpty && emptyRows) || pager.length) {
    kept = [];
    let droppedHead = 0;
    let droppedFoot = 0;
    for (let r = 0; r < rowCount; r++) {
      if ((!empty[r] || keepEmpty) && !pager.includes(r)) kept.push(r);
      else if (r < headerRows) droppedHead++;
      else if (r >= rowCount - footerRows) droppedFoot++;
    }
    text = kept.map((r) => text[r] as string[]);
    headerRows -= droppedHead;
    footerRows -= droppedFoot;
  }

  let detached = 0;
  let headTable: Element | null = null;
  // A header drawn as a table of its own above: also over rows taken as the header only by their look (a grid's
  // first group row, bold and painted), which are then body rows.
  if (isTable && (options.headerRows ?? 'auto') === 'auto' && text.length && (headerRows === 0 || guessedHeader(cells, kept ?? cells.rows.map((_, r) => r), headerRows))) {
    const head = detachedRows(el, width, options, false);
    if (head) {
      detached = head.grid.length;
      headTable = head.table;
      text = [...head.grid, ...text];
      headerRows = detached;
      controlRows.clear();
    }
  }
  // Rows of the grid read from the table itself (a detached footer's rows come after them).
  const ownRows = text.length - detached;
  // A header row's cells head columns whatever their markup (`td`s in AUIGrid's header table, a `td` corner beside
  // `th`s): read as column headings (see headingText), in the name and in the grid alike.
  if (headerRows > detached) {
    const headings = new Map<number, string>();
    for (let r = detached; r < headerRows; r++) {
      const source = r - detached;
      const g = kept ? (kept[source] as number) : source;
      const row = text[r] as string[];
      for (let c = 0; c < width; c++) {
        const i = cells.cellAt(g, c);
        if (i < 0) continue;
        const cell = elements[i] as Element;
        if (readsAsHeading(cell)) continue;
        let t = headings.get(i);
        if (t === undefined) headings.set(i, (t = headingText(drawn ? drawn(cell) : cell, ctx)));
        row[c] = t;
      }
    }
  }
  if (isTable && footerRows === 0 && text.length > headerRows) {
    const foot = detachedRows(el, width, options, true);
    if (foot) {
      text = [...text, ...foot.grid];
      footerRows = foot.grid.length;
    }
  }
  const fallback = options.columnName ?? defaultColumnName;
  const heads = controlRows.size ? text.slice(0, headerRows).filter((row) => !controlRows.has(row)) : text;
  let columns = headerColumnNames(heads, controlRows.size ? heads.length : headerRows, width, options.headerSeparator ?? ' / ', fallback);

  const extras: Extra[] = [];
  if (withContent) {
    for (let c = 0; c < width; c++) {
      const links: string[] = [];
      const srcs: string[] = [];
      const alts: string[] = [];
      let anyLink = false;
      let anyImage = false;
      for (let r = 0; r < text.length; r++) {
        const source = r - detached;
        const i = source < 0 || source >= ownRows ? -1 : cells.cellAt(kept ? (kept[source] as number) : source, c);
        const content = i >= 0 && r >= headerRows ? contentOf(i) : null;
        const l = content ? [...new Set(content.links)].join('\n') : '';
        const s = content ? content.images.map((img) => img.src).join('\n') : '';
        const a = content ? content.images.map((img) => img.alt).join('\n') : '';
        anyLink ||= l !== '';
        anyImage ||= s !== '' || a !== '';
        links.push(l);
        srcs.push(s);
        alts.push(a);
      }
      if (anyLink) extras.push({ after: c, suffix: ' (link)', values: links });
      if (anyImage) {
        extras.push({ after: c, suffix: ' (image)', values: srcs });
        extras.push({ after: c, suffix: ' (image alt)', values: alts });
      }
    }
  }
  if (extras.length) {
    const order: ({ source: number } | { extra: Extra })[] = [];
    for (let c = 0; c < width; c++) {
      order.push({ source: c });
      for (const e of extras) if (e.after === c) order.push({ extra: e });
    }
    const names = order.map((o) => ('source' in o ? (columns[o.source] as string) : `${columns[o.extra.after] as string}${o.extra.suffix}`));
    text = text.map((row, r) =>
      order.map((o) => {
        if ('source' in o) return row[o.source] as string;
        if (r < headerRows) return r === headerRows - 1 ? `${row[o.extra.after] as string}${o.extra.suffix}` : (row[o.extra.after] as string);
        return o.extra.values[r] as string;
      }),
    );
    columns = names;
  }

  const table: ExtractedTable = { grid: text, headerRows, columns, footerRows, kind: isTable || cssGrid || (split && !isAriaSplit(el)) ? TABLE_KINDS.TABLE : TABLE_KINDS.ARIA };
  const gridRows = kept ?? Array.from({ length: ownRows }, (_, r) => r);
  let keys = bodyRowKeys(cells, gridRows, headerRows - detached, text.length - detached - footerRows);
  const order = keys && placeOrder(keys);
  if (keys && order) {
    // Rows read as drawn: in their places in the grid, not in the DOM's order.
    const end = text.length - footerRows;
    const body = text.slice(headerRows, end);
    const placed = keys;
    table.grid = [...text.slice(0, headerRows), ...order.map((i) => body[i] as string[]), ...text.slice(end)];
    keys = order.map((i) => placed[i] as string);
  }
  if (keys) table.rowKeys = keys;
  // A title row of the table's own is nearer than a section heading over an introduction (Wikipedia's climate box
  // under `Climate` and its sentence).
  const title =
    titleOf(el, ctx) ??
    (headTable && titleAboveHeader(headTable, el)) ??
    titleAbove(el, false) ??
    titleRow(cells, kept ? (kept[0] ?? -1) : 0, headerRows - detached, text[detached]) ??
    titleAbove(el) ??
    tabLabel(el);
  if (title) table.title = title;
  return table;
}

/**
 * The size extractTable gives a `<table>` or ARIA table/grid with default options, without extracting it: its columns
 * (as drawn: a colspan reaching past the other rows adds none) and its rows after the header rows (body and footer;
 * empty rows left out), plus the header rows. Reads only the cell texts the header rules need and, per row, the
 * texts up to its first non-empty cell — a fraction of an extraction on a long table.
 */
export function tableSize(el: Element): TableSize {
  const visibility = visibilityFor(el, { attributes: 'visit' });
  const hidden = (e: Element, hasAttributes?: boolean): boolean => visibility.isHidden(e, hasAttributes);
  const ctx: TextContext = { visibility, footnotes: 'drop', collectLinks: false, collectImages: false };
  const split = el.tagName !== 'TABLE' && isSplitGrid(el);
  const cssGrid = el.tagName !== 'TABLE' && !split && !isAriaTable(el) && isCssGridTable(el, hidden);
  const cells = el.tagName === 'TABLE' ? tableCellGrid(el, hidden) : layoutGrid(split ? splitGridRowGroups(el, hidden) : cssGrid ? cssGridRowGroups(el, hidden) : ariaRowGroups(el, hidden));
  const { width, index, cellElements } = cells;
  const texts = new Array<string | undefined>(cellElements.length);
  const textAt = (r: number, c: number): string => {
    const i = index[r * width + c] as number;
    if (i < 0) return '';
    return (texts[i] ??= cellText(cellElements[i] as Element, ctx));
  };
  const rowCount = cells.height;
  let detected = detectHeaderRows(cells, textAt);
  // A header drawn as a table of its own above replaces one guessed by the look of the first rows (see readTable).
  if (el.tagName === 'TABLE' && detected > 0 && tableBeside(el, false) && guessedHeader(cells, cells.rows.map((_, r) => r), detected) && detachedRows(el, width, {}, false)) detected = 0;
  let headerRows = 0;
  let rows = 0;
  const filledRow = (r: number): boolean => {
    for (let c = 0; c < width; c++) if (textAt(r, c) !== '') return true;
    return false;
  };
  for (let r = 0; r < rowCount; r++) {
    const filled = filledRow(r);
    if (filled && r < detected) headerRows++;
    else if (filled) rows++;
  }
  rows -= trailingPagerRows(cells, detected, (r) => !filledRow(r)).length;
  // A footer drawn as a table of its own just below (Ant Design's summary) is part of what a pick gives.
  if (el.tagName === 'TABLE' && !(el as HTMLTableElement).tFoot && rows > 0 && tableBeside(el, true)) rows += detachedRows(el, width, {}, true)?.grid.length ?? 0;
  return { rows, columns: width, headerRows };
}

const CONTROLS = 'input, button, select, textarea, img, svg, [role="button"]';

/** True when a cell shows no words of its own, only controls (buttons, fields, icons). */
function controlsOnly(cell: Element): boolean {
  if (!cell.querySelector(CONTROLS)) return false;
  const walker = cell.ownerDocument.createTreeWalker(cell, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/[\p{L}\p{N}]/u.test((n as Text).data)) continue;
    const owner = n.parentElement;
    if (!owner?.closest('button, select, textarea, script, style, [role="button"]')) return false;
  }
  return true;
}
