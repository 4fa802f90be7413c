import { ARIA_TABLE_SELECTOR } from '../extract/aria-grid';
import { isSplitGrid, splitGridFirstRow } from '../extract/split-grid';

const SCROLLS = /^(auto|scroll|overlay)$/;

function scrollable(el: Element): boolean {
  if (el.scrollHeight <= el.clientHeight + 1) return false;
  const view = el.ownerDocument.defaultView;
  return !!view && SCROLLS.test(view.getComputedStyle(el).overflowY);
}

/** The first body row of a table or ARIA grid (a row holding data cells), or null. */
export function firstBodyRow(grid: Element): Element | null {
  if (isSplitGrid(grid)) return splitGridFirstRow(grid);
  if (grid.tagName === 'TABLE') {
    const table = grid as HTMLTableElement;
    return table.tBodies[0]?.rows[0] ?? table.rows[1] ?? null;
  }
  for (const row of Array.from(grid.querySelectorAll('[role="row"]'))) {
    if (row.parentElement?.closest(ARIA_TABLE_SELECTOR) !== grid) continue;
    if (row.querySelector('[role="gridcell"],[role="cell"]')) return row;
  }
  return null;
}

/**
 * The element to scroll to bring more of a grid's rows into the DOM: the nearest box around its body rows that scrolls
 * vertically and has more to show — inside the grid, the grid itself or an ancestor; the page's scrolling element when
 * the rows scroll with the page. Null when nothing around the rows scrolls.
 */
export function gridViewport(grid: Element): Element | null {
  const row = firstBodyRow(grid);
  for (let el = (row ?? grid).parentElement; el && el !== el.ownerDocument.documentElement && el !== el.ownerDocument.body; el = el.parentElement) {
    if (scrollable(el)) return el;
  }
  const page = grid.ownerDocument.scrollingElement;
  return page && page.scrollHeight > page.clientHeight + 1 ? page : null;
}

/** Body rows the grid says it has in all (aria-rowcount, less its header rows), or null when it does not say. */
export function declaredRowCount(grid: Element, headerRows: number): number | null {
  const count = Number(grid.getAttribute('aria-rowcount') ?? NaN);
  return Number.isInteger(count) && count > 0 ? Math.max(0, count - headerRows) : null;
}
