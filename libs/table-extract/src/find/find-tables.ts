import { TABLE_KINDS, type TableCandidate, type VirtualGrid } from '../model';
import { ARIA_TABLE_ROLES, ARIA_TABLE_SELECTOR, isAriaTable } from '../extract/aria-grid';
import { cssGridCandidates, cssGridShape } from '../extract/css-grid';
import { ariaSplitOf, isFixedOverlay, paneGridOf, splitGridOf, splitGridShape } from '../extract/split-grid';
import { tableSize } from '../extract/extract-table';
import { findRepeated, type FindRepeatedOptions } from '../repeated/find-repeated';
import { isRendered } from '../text/visibility';
import { calendarKind, dataTableShape, FURNITURE, type TableShape } from './layout-table';
import { queryDeep } from './walk';
import { declaredRowCount, gridViewport } from '../virtual/viewport';

const INDEXED_CELL = '[role="gridcell"][aria-rowindex],[role="cell"][aria-rowindex]';
const ARIA_CELLS = '[role="cell"],[role="gridcell"],[role="columnheader"],[role="rowheader"]';

/** The shape of an ARIA table or grid; null for a date picker drawn as a grid of divs (the calendar rule of tables). */
function ariaShape(el: Element): TableShape | null {
  const rows = Array.from(el.querySelectorAll('[role="row"]'));
  let columns = 0;
  const sampled: Element[][] = [];
  for (const row of rows.slice(0, 20)) {
    const cells = Array.from(row.querySelectorAll(ARIA_CELLS));
    if (sampled.length < 8) sampled.push(cells);
    if (cells.length > columns) columns = cells.length;
  }
  const calendar = calendarKind(sampled, columns);
  if (calendar === 'picker') return null;
  let count = rows.length;
  // A grid drawn column by column (Webix): cells outside rows, each with its own aria-rowindex and aria-colindex.
  if (count < 2 && el.querySelector(INDEXED_CELL)) {
    const rowIndexes = new Set<string>();
    const colIndexes = new Set<string>();
    for (const cell of Array.from(el.querySelectorAll(INDEXED_CELL))) {
      rowIndexes.add(cell.getAttribute('aria-rowindex') as string);
      colIndexes.add(cell.getAttribute('aria-colindex') ?? '');
    }
    count += rowIndexes.size;
    columns = Math.max(columns, colIndexes.size);
  }
  return { rows: count, columns, interest: calendar ? FURNITURE.CALENDAR : 1 };
}

const ROW_ROLE: ReadonlySet<string> = new Set(['row']);

interface FoundTable {
  element: Element;
  aria: boolean;
  shape: TableShape;
  /** A table drawn with CSS grid alone (see cssGridShape). */
  cssGrid?: boolean;
}

/** The data tables and ARIA grids under `root` with their shapes, measured once while telling them from layout. */
/**
 * A grid box around one inner grid that holds all of its rows (jqGrid's outer `gbox` and its `gview`, both `role=grid`):
 * the inner grid is the table, offered in its own turn; the outer box adds only a title bar and a pager.
 */
function wrapsGrid(element: Element): boolean {
  const inner = element.querySelector('[role="grid"], [role="treegrid"], [role="table"]');
  if (!inner) return false;
  const rows = element.querySelectorAll('[role="row"]').length;
  return rows > 0 && inner.querySelectorAll('[role="row"]').length === rows;
}

function foundTables(root: ParentNode): FoundTable[] {
  const found: FoundTable[] = [];
  const splits = new Set<Element>();
  // Rows outside table rows are collected in the same pass, for grids drawn as panes of rows (withPaneGrids).
  const rows: Element[] = [];
  // Containers a stylesheet rule lays out as a grid, from one query per root built from those rules (class selectors,
  // mostly, answered from the class index): tables drawn with CSS grid alone. An inline style is not looked for: that
  // query, an attribute selector, scans every element (3 ms more on a 5 MB page).
  const grids = new Set<Element>();
  const extra = (under: ParentNode): Element[] => {
    const candidates = cssGridCandidates(under);
    for (const el of candidates) grids.add(el);
    return candidates;
  };
  for (const element of queryDeep(root, { tag: 'table', roles: ARIA_TABLE_ROLES, aside: { roles: ROW_ROLE, found: rows }, extra })) {
    if (grids.has(element)) {
      const shape = element.closest(ARIA_TABLE_SELECTOR) ? null : cssGridShape(element);
      if (shape && isRendered(element)) found.push({ element, aria: false, shape, cssGrid: true });
      continue;
    }
    const aria = element.tagName !== 'TABLE';
    if (aria && (!isAriaTable(element) || wrapsGrid(element))) continue;
    // A header grid over a body grid is one grid, offered once, as the box holding both.
    const parts = aria ? ariaSplitOf(element) : null;
    if (parts) {
      if (splits.has(parts)) continue;
      splits.add(parts);
      const shape = splitGridShape(parts);
      if (shape && isRendered(parts)) found.push({ element: parts, aria: true, shape });
      continue;
    }
    // A grid drawn as several tables is one table, offered once, as its container; fixed-column overlays are copies.
    const split = aria ? null : splitGridOf(element);
    if (split) {
      if (splits.has(split)) continue;
      splits.add(split);
      const shape = splitGridShape(split);
      if (shape && isRendered(split)) found.push({ element: split, aria: false, shape });
      continue;
    }
    if (!aria && isFixedOverlay(element)) continue;
    const shape = aria ? ariaShape(element) : dataTableShape(element);
    if (!shape || (aria && (shape.rows < 2 || shape.columns < 1))) continue;
    if (isRendered(element)) found.push({ element, aria, shape });
  }
  return withPaneGrids(rows, found, splits);
}

/**
 * Adds the grids drawn as panes of rows side by side (see paneParts), found from their `role=row` boxes outside any
 * ARIA grid (`rows`: table rows, which DataTables marks `role=row` by the thousand, are not collected), in document order.
 */
function withPaneGrids(rows: Element[], found: FoundTable[], splits: Set<Element>): FoundTable[] {
  let added = false;
  for (const row of rows) {
    const box = row.parentElement?.parentElement;
    if (!box || splits.has(box) || row.parentElement?.closest(ARIA_TABLE_SELECTOR)) continue;
    const panes = paneGridOf(row);
    splits.add(box);
    const shape = panes ? splitGridShape(panes) : null;
    if (!panes || !shape || !isRendered(panes)) continue;
    found.push({ element: panes, aria: true, shape });
    added = true;
  }
  // 4 = DOCUMENT_POSITION_FOLLOWING.
  if (added) found.sort((a, b) => (a.element === b.element ? 0 : a.element.compareDocumentPosition(b.element) & 4 ? -1 : 1));
  return found;
}

/** A list of links only is scored this much below the lowest-scored table that is surely data (see findCandidates). */
const NAVIGATION_BELOW = 0.99;

/** Score of a table: about its number of cells, lowered for tables that may be page furniture (see TableShape.interest). */
const tableScore = (shape: TableShape): number => shape.rows * shape.columns * shape.interest;

/**
 * Data tables under `root`, most likely wanted first (by score; document order among equals): `<table>` elements that
 * hold data, ARIA tables/grids and tables drawn with CSS grid alone (see cssGridShape), including those in open shadow
 * roots and same-origin iframes. Layout tables, tables
 * that only arrange a form, date pickers, tables in navigation and hidden tables are left out; link grids and schedule
 * calendars come last.
 */
export function findTables(root: ParentNode): Element[] {
  const found = foundTables(root);
  const score = found.map((t) => tableScore(t.shape));
  return found
    .map((_, i) => i)
    .sort((a, b) => (score[b] as number) - (score[a] as number) || a - b)
    .map((i) => (found[i] as FoundTable).element);
}

/**
 * The viewport of a grid that may keep only its visible rows in the DOM: an ARIA grid or a table that says it has more
 * rows than it shows (aria-rowcount) or whose rows scroll in a box of the grid's own (inside it, or the table's parent
 * or grandparent). Null for an ordinary table on a scrolling page.
 */
function virtualGrid(element: Element, aria: boolean, shape: TableShape, headerRows: number): VirtualGrid | null {
  const declared = declaredRowCount(element, 0);
  const ownBox = (viewport: Element): boolean => element.contains(viewport) || viewport === element.parentElement || viewport === element.parentElement?.parentElement;
  if (!aria && declared === null && element.tagName === 'TABLE') {
    const parent = element.parentElement;
    // Cheap test first: a plain table is virtual only inside a scroll box of its own.
    if (!parent || (parent.scrollHeight <= parent.clientHeight + 1 && (parent.parentElement?.scrollHeight ?? 0) <= (parent.parentElement?.clientHeight ?? 0) + 1)) return null;
  }
  const viewport = gridViewport(element);
  if (!viewport || (!ownBox(viewport) && !(declared !== null && declared > shape.rows))) return null;
  return { viewport, declaredRows: declared, declaredBodyRows: declared === null ? null : Math.max(0, declared - headerRows) };
}

/**
 * Every candidate on the page — data tables, ARIA grids and repeated structures — best first by score (about the number
 * of useful cells; markup tables weigh double; tables that may be page furniture ranked low; lists of links only — menus
 * — below every table with a header over body rows and every ARIA grid). Repeated structures inside a table candidate
 * (the rows of a grid drawn with divs) are part of it. Tables and grids are sized as extractTable
 * gives them (tableSize: body rows × drawn columns). Grids that may be virtualised carry `virtual` (see readAllRows).
 * Options as for findRepeated.
 */
export function findCandidates(root: ParentNode, options: FindRepeatedOptions = {}): TableCandidate[] {
  const found = foundTables(root);
  // The lowest score of a table that is surely data: a header over body rows, or an ARIA grid, not page furniture.
  let dataFloor = Infinity;
  const tables: TableCandidate[] = found.map(({ element, aria, shape, cssGrid }) => {
    // Ranked by the markup's shape (cheap, measured while telling data from layout); sized as extractTable gives it,
    // which is what the user gets when they pick it.
    const size = tableSize(element);
    const candidate: TableCandidate = { element, kind: aria ? TABLE_KINDS.ARIA : TABLE_KINDS.TABLE, score: 2 * tableScore(shape), rows: size.rows, columns: size.columns };
    // A CSS grid's cells are all in the DOM: it has no rows to scroll in.
    const virtual = cssGrid ? null : virtualGrid(element, aria, shape, size.headerRows);
    if (virtual) candidate.virtual = virtual;
    if (shape.interest === 1 && size.rows > 0 && (aria || size.headerRows > 0)) dataFloor = Math.min(dataFloor, candidate.score);
    return candidate;
  });
  const repeated: TableCandidate[] = findRepeated(root, options, new Set(found.map((t) => t.element)))
    .filter(({ element }) => !found.some((t) => t.element.contains(element)))
    // A list of links only (a menu, a mega-menu of sub-menus) is navigation: it never outranks such a table, however
    // short, and otherwise keeps its place.
    .map(({ element, kind, score, rows, columns, linksOnly }) => ({ element, kind, score: linksOnly ? Math.min(score, dataFloor * NAVIGATION_BELOW) : score, rows, columns }));
  return [...tables, ...repeated].sort((a, b) => b.score - a.score);
}
