// Tables drawn with CSS grid alone (JDK 17+ Javadoc's `div.summary-table`, hand-made div tables): a container laid out
// as a grid of N explicit column tracks whose children are its cells, auto-placed N to a row, no table markup or roles.
// Told apart from grid layouts that are not tables (galleries of cards, page layouts, forms, month calendars, menus)
// by what a person sees: rows of cells typed by column, or a first row drawn as headings.

import { calendarKind, cellWords, FURNITURE, holdsStructure, type TableShape } from '../find/layout-table';
import { declaredColumns, gridRulesOf, matchesAny, queryAll, visibilityFor, type GridRules } from '../text/visibility';
import { isAllBold } from './header';
import { SECTIONS, type CellSource, type HiddenTest, type RowGroupSource } from './table-grid';

/** More tracks than a table has columns: a grid of that many is a drawing, not a table. */
const MAX_TRACKS = 64;
/** Rows sampled for the tests of shape (as for `<table>`s). */
const SAMPLED_ROWS = 20;

/** Count of the column tracks a `grid-template-columns` value lists (line names skipped, `repeat(n, …)` counted out). */
function countTracks(value: string): number {
  let count = 0;
  let i = 0;
  while (i < value.length) {
    const ch = value[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '[') {
      const end = value.indexOf(']', i);
      if (end < 0) return 0;
      i = end + 1;
      continue;
    }
    const start = i;
    for (let depth = 0; i < value.length; i++) {
      const c = value[i] as string;
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (depth === 0 && (/\s/.test(c) || c === '[')) break;
    }
    const token = value.slice(start, i);
    const repeat = /^repeat\(\s*(\d+)\s*,([\s\S]*)\)$/.exec(token);
    count += repeat ? Number(repeat[1]) * countTracks(repeat[2] as string) : 1;
    if (count > MAX_TRACKS) return 0;
  }
  return count;
}

/**
 * The number of column tracks a `grid-template-columns` value declares; 0 for none, a subgrid or masonry, a column
 * flow, or tracks repeated to fill the width (`repeat(auto-fill, minmax(200px, 1fr))`: as many as fit — a gallery's,
 * whose columns mean nothing), or more than 64.
 */
export function trackCount(value: string): number {
  const v = value.trim().toLowerCase();
  if (!v || v === 'none' || /subgrid|masonry|auto-flow|auto-fill|auto-fit/.test(v)) return 0;
  return countTracks(v);
}

/** Whether all the media queries around a rule match (none can where the window cannot tell, as in jsdom). */
function mediaApplies(media: readonly string[], view: Window): boolean {
  if (!media.length) return true;
  if (typeof view.matchMedia !== 'function') return false;
  return media.every((m) => view.matchMedia(m).matches);
}

/**
 * The column tracks declared for `el`: its inline style's, else those of the last rule in source order that matches
 * it and applies (specificity is not weighed: grid containers are rarely styled by competing rules).
 */
function declaredTemplate(el: Element, rules: GridRules, view: Window): string {
  const style = (el as HTMLElement).style as CSSStyleDeclaration | undefined;
  const inline = style ? declaredColumns(style) : '';
  if (inline) return inline;
  let value = '';
  for (const rule of rules.templates) if (matchesAny(el, rule.selector, [rule.selector]) && mediaApplies(rule.media, view)) value = rule.value;
  return value;
}

/** Where an item says it goes across the columns: a span, or a start line (1-based) and a span; null for a named area or lines from the end. */
function columnPlacement(value: string, columns: number): { start?: number; span: number } | null {
  const v = value.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!v || v === 'auto' || v === 'auto / auto') return { span: 1 };
  let m = /^span (\d+)( \/ auto)?$/.exec(v);
  if (m) return { span: Number(m[1]) };
  m = /^(\d+) \/ -1$/.exec(v);
  if (m) return { start: Number(m[1]), span: columns - Number(m[1]) + 1 };
  m = /^(\d+) \/ span (\d+)$/.exec(v);
  if (m) return { start: Number(m[1]), span: Number(m[2]) };
  m = /^(\d+)( \/ auto)?$/.exec(v);
  if (m) return { start: Number(m[1]), span: 1 };
  m = /^(\d+) \/ (\d+)$/.exec(v);
  if (m && Number(m[2]) > Number(m[1])) return { start: Number(m[1]), span: Number(m[2]) - Number(m[1]) };
  return null;
}

const NOT_ITEMS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'LINK', 'META']);
const GRID = /^(inline-)?grid$/;
const TABLE_BOX = /^(inline-)?table$/;
const ROW_GROUPS = new Set(['table-header-group', 'table-row-group', 'table-footer-group']);

const AUTO = /^(auto( \/ auto)*)?$/;

/**
 * The rows of a table drawn by boxes that are no `<table>` (`display: table`, its row groups, rows and cells: Zoho's
 * `lyte-table-structure`), as a CSS grid's: cells in order, header cells those of a `table-header-group`. Null when it
 * draws fewer than two rows of two cells.
 */
function cssTableLayout(el: Element, hidden: HiddenTest, view: Window): CssGridLayout | null {
  const rows: CellSource[][] = [];
  let columns = 0;
  const readRow = (row: Element, header: boolean): void => {
    const cells: CellSource[] = [];
    for (let cell = row.firstElementChild; cell; cell = cell.nextElementSibling) {
      if (NOT_ITEMS.has(cell.tagName) || hidden(cell) || view.getComputedStyle(cell).display !== 'table-cell') continue;
      cells.push({ el: cell, rowSpan: 1, colSpan: 1, colIndex: cells.length, header });
    }
    if (!cells.length) return;
    columns = Math.max(columns, cells.length);
    rows.push(cells);
  };
  for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
    if (NOT_ITEMS.has(child.tagName) || hidden(child)) continue;
    const display = view.getComputedStyle(child).display;
    if (display === 'table-row') readRow(child, false);
    else if (ROW_GROUPS.has(display)) {
      for (let row = child.firstElementChild; row; row = row.nextElementSibling) if (!hidden(row) && view.getComputedStyle(row).display === 'table-row') readRow(row, display === 'table-header-group');
    }
  }
  return rows.length < 2 || columns < 2 ? null : { columns, rows };
}

/** A grid of cells laid out as the browser places them: `columns` tracks, each row filled exactly. */
export interface CssGridLayout {
  columns: number;
  rows: CellSource[][];
}

/**
 * The rows of a CSS grid container as drawn: its `grid-template-columns` tracks (declared explicitly: N ≥ 2, not
 * auto-filled, no named areas, rows flowing down), its rendered children placed in order N to a row (children of a
 * `display: contents` box are items too, a row box in the DOM), a `grid-column` span or start line respected (`span
 * 2`, `1 / -1`). Null when the container is no such grid, an item is placed in rows or named areas (a page layout), or
 * a row is left part empty (a gallery's last row; a table's rows are whole).
 */
export function cssGridLayout(el: Element, hidden: HiddenTest): CssGridLayout | null {
  if (el.childElementCount < 2) return null;
  const view = el.ownerDocument.defaultView;
  if (!view) return null;
  const style = view.getComputedStyle(el);
  const display = style.display.trim().toLowerCase();
  if (TABLE_BOX.test(display)) return cssTableLayout(el, hidden, view);
  if (el.childElementCount < 4 || !GRID.test(display) || /column/i.test(style.getPropertyValue('grid-auto-flow'))) return null;
  const areas = style.getPropertyValue('grid-template-areas').trim();
  if (areas && areas !== 'none') return null;
  const rules = gridRulesOf(el);
  const declared = declaredTemplate(el, rules, view);
  const columns = trackCount(declared);
  if (columns < 2) return null;
  const placed = new Set<Element>();
  queryAll(el, rules.placeSelectors, placed);
  const contents = new Set<Element>();
  queryAll(el, rules.contentsSelectors, contents);
  const rows: CellSource[][] = [];
  let row: CellSource[] = [];
  let col = 0;
  const close = (): boolean => {
    if (!row.length) return true;
    // A row left part empty: a gallery's last row, or items placed around gaps — no table.
    if (col < columns) return false;
    rows.push(row);
    row = [];
    col = 0;
    return true;
  };
  const place = (item: Element): boolean => {
    const inline = item.getAttribute('style') ?? '';
    let at: { start?: number; span: number } | null = { span: 1 };
    if ((placed.size && placed.has(item)) || /grid-(column|row|area)/i.test(inline)) {
      const own = view.getComputedStyle(item);
      if (!AUTO.test(own.getPropertyValue('grid-row').trim().toLowerCase())) return false;
      const area = own.getPropertyValue('grid-area').trim().toLowerCase();
      if (area && !/^(auto|span|\d)/.test(area)) return false;
      at = columnPlacement(own.getPropertyValue('grid-column'), columns);
    }
    if (!at) return false;
    const span = Math.min(at.span, columns);
    if (at.start !== undefined) {
      const start = at.start - 1;
      if (start + span > columns) return false;
      if (start < col && !close()) return false;
      if (start > col) return false;
    } else if (col + span > columns && !close()) return false;
    row.push({ el: item, rowSpan: 1, colSpan: span, colIndex: col, header: false });
    col += span;
    return col < columns || close();
  };
  const visit = (parent: Element): boolean => {
    for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
      if (NOT_ITEMS.has(child.tagName) || hidden(child)) continue;
      if ((contents.size && contents.has(child)) || /display\s*:\s*contents/i.test(child.getAttribute('style') ?? '')) {
        if (view.getComputedStyle(child).display === 'contents') {
          if (!visit(child)) return false;
          continue;
        }
      }
      if (!place(child)) return false;
    }
    return true;
  };
  if (!visit(el) || !close() || rows.length < 2) return null;
  return { columns, rows };
}

// A class naming a heading cell: `table-header`, `header-cell`, `grid__heading`, `th`.
const HEADER_CLASS = /^(?:.*[-_])?(?:header|heading|head|th)(?:[-_].*)?$/i;

/** True when the element's class names a heading cell. */
function headerClassed(el: Element): boolean {
  const cls = el.getAttribute('class');
  return !!cls && cls.split(/\s+/).some((token) => HEADER_CLASS.test(token));
}

/** What a cell is drawn as, to compare columns: its tag and base class (the first; modifiers and row stripes after it). */
const cellKind = (cell: Element): string => `${cell.tagName}.${(cell.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? ''}`;

/** The colours a cell is drawn in: its background and the colour of its first text element. */
function paintOf(cell: Element, view: Window): string {
  let inner: Element = cell;
  while (inner.firstElementChild) inner = inner.firstElementChild;
  return `${view.getComputedStyle(cell).backgroundColor}|${view.getComputedStyle(inner).color}`;
}

/**
 * True when the first row is drawn as headings: every cell of it classed as one (`table-header`), or all bold while
 * the second row is not, or painted in colours no other row (up to ten) has.
 */
function headingRow(rows: readonly CellSource[][], view: Window): boolean {
  // A table-header-group's row (CSS table display) is declared the header.
  if ((rows[0] as CellSource[]).every((c) => c.header)) return true;
  const first = (rows[0] as CellSource[]).map((c) => c.el);
  if (first.every(headerClassed)) return true;
  if (!first.every((c) => cellWords(c))) return false;
  if (first.every(isAllBold) && !(rows[1] as CellSource[]).some((c) => isAllBold(c.el))) return true;
  const head = paintOf(first[0] as Element, view);
  for (let r = 1; r < Math.min(rows.length, 11); r++) if (paintOf((rows[r] as CellSource[])[0]?.el as Element, view) === head) return false;
  return true;
}

/**
 * True when the body's columns are typed: in each column one kind of cell (tag and base class) makes up 80 % or more
 * of the rows, and the columns are not all of one kind — a record's fields (`col-first`, `col-second`, `col-last`),
 * where a gallery, a menu or a month repeats one kind of box across every row.
 */
function typedColumns(rows: readonly CellSource[][]): boolean {
  if (rows.length < 2) return false;
  const width = (rows[0] as CellSource[]).length;
  if (rows.some((r) => r.length !== width)) return false;
  const kinds = new Set<string>();
  for (let c = 0; c < width; c++) {
    const counts = new Map<string, number>();
    for (const r of rows) {
      const kind = cellKind((r[c] as CellSource).el);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    let best = '';
    let most = 0;
    for (const [kind, n] of counts) if (n > most) [best, most] = [kind, n];
    if (most < rows.length * 0.8) return false;
    kinds.add(best);
  }
  return kinds.size >= 2;
}

// Tables of their own markup, and description lists: terms with their definitions, read by the list rules (decision 137).
const NOT_GRID_TABLES = new Set(['TABLE', 'DL']);
const NAVIGATION = 'nav, [role="navigation"], [role="menu"], [role="menubar"], [role="tablist"]';
const PAGE_STRUCTURE = 'table, form, iframe, h1, h2, h3, h4, h5, h6, section, article, aside, header, footer, main, nav';
const CONTROL = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea';
const FOOTER = 'footer, [role="contentinfo"]';
const OVERLAY = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/** True when nearly every filled cell (90 %) is only link text: a menu laid out as a grid. */
function linksOnly(cells: readonly Element[]): boolean {
  let filled = 0;
  let links = 0;
  for (const cell of cells) {
    const text = cellWords(cell);
    if (!text) continue;
    filled++;
    let linked = '';
    for (const a of Array.from(cell.querySelectorAll('a[href]'))) linked += cellWords(a);
    if (cell.matches('a[href]') || linked.replace(/\s/g, '') === text.replace(/\s/g, '')) links++;
  }
  return filled > 0 && links >= filled * 0.9;
}

/**
 * The shape of a CSS grid drawn as a table (see cssGridLayout), null for one that is not a table: two body rows at
 * least under a first row drawn as headings (see headingRow), or two rows or more of typed columns (see typedColumns);
 * its cells holding values, not page structure (headings, sections, forms, nested tables; blocks of several boxes in
 * a quarter of the cells or more — cards); not a form (controls in half of the rows or more), a menu (links only), a
 * date picker's month or anything inside navigation. A schedule calendar, or a grid in the footer or a dialog, ranks
 * low as such tables do. `hidden` defaults to the visibility rules of the grid.
 */
export function cssGridShape(el: Element, hidden?: HiddenTest): TableShape | null {
  if (NOT_GRID_TABLES.has(el.tagName) || el.hasAttribute('role') || el.childElementCount < 2) return null;
  const view = el.ownerDocument.defaultView;
  if (!view) return null;
  let test = hidden;
  if (!test) {
    const visibility = visibilityFor(el, { attributes: 'visit' });
    test = (e, hasAttributes) => visibility.isHidden(e, hasAttributes);
  }
  const layout = cssGridLayout(el, test);
  if (!layout || el.closest(NAVIGATION) || el.querySelector(PAGE_STRUCTURE)) return null;
  const { rows, columns } = layout;
  const sampled = rows.slice(0, SAMPLED_ROWS).map((r) => r.map((c) => c.el));
  const cells = sampled.flat();
  let structure = 0;
  for (const cell of cells) if (cell.firstElementChild && holdsStructure(cell)) structure++;
  if (structure >= cells.length * 0.25) return null;
  let formRows = 0;
  for (const r of sampled) if (r.some((cell) => cell.matches(CONTROL) || cell.querySelector(CONTROL))) formRows++;
  if (formRows * 2 >= sampled.length) return null;
  if (linksOnly(cells)) return null;
  const calendar = columns === 7 ? calendarKind(sampled.slice(0, 8), columns) : null;
  if (calendar === 'picker') return null;
  const heading = headingRow(rows, view);
  const body = heading ? rows.slice(1, SAMPLED_ROWS) : rows.slice(0, SAMPLED_ROWS);
  if (!(heading ? body.length >= 2 : typedColumns(body))) return null;
  const interest = calendar ? FURNITURE.CALENDAR : el.closest(FOOTER) ? FURNITURE.FOOTER : el.closest(OVERLAY) ? FURNITURE.OVERLAY : 1;
  return { rows: rows.length, columns, interest };
}

/** True for a container drawn as a table with CSS grid alone (see cssGridShape). */
export function isCssGridTable(el: Element, hidden?: HiddenTest): boolean {
  return cssGridShape(el, hidden) !== null;
}

/**
 * The row groups of a CSS grid table (see cssGridLayout), one body group; the first row's cells are header cells when
 * every one of them is classed as a heading (`table-header`), as `th` cells are.
 */
export function cssGridRowGroups(el: Element, hidden: HiddenTest): RowGroupSource[] {
  const layout = cssGridLayout(el, hidden);
  if (!layout) return [];
  const first = layout.rows[0] as CellSource[];
  if (first.every((c) => headerClassed(c.el))) for (const c of first) c.header = true;
  return [{ section: SECTIONS.BODY, rows: layout.rows.map((cells) => ({ cells })) }];
}

/**
 * The elements under `root` (not in shadow roots or frames) that a stylesheet rule lays out as a grid, found with one
 * query built from those rules: the candidates for cssGridShape, in document order. Grids laid out by an inline style
 * alone are not looked for here (an attribute selector scans every element); extractTable still reads one it is given.
 */
export function cssGridCandidates(root: ParentNode): Element[] {
  const rules = gridRulesOf(root as unknown as Node);
  if (!rules.displaySelectors.length && !rules.tableSelectors.length) return [];
  const found = new Set<Element>();
  queryAll(root, rules.displaySelectors, found);
  queryAll(root, rules.tableSelectors, found);
  const out: Element[] = [];
  for (const el of found) if (el.childElementCount >= 2 && !NOT_GRID_TABLES.has(el.tagName) && !el.hasAttribute('role')) out.push(el);
  // In document order also where the selectors had to be queried one by one. 2 = DOCUMENT_POSITION_PRECEDING.
  return out.length > 1 ? out.sort((a, b) => (a === b ? 0 : a.compareDocumentPosition(b) & 2 ? 1 : -1)) : out;
}
