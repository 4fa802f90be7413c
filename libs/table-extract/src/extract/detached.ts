// A table's parts drawn as tables of their own beside it: a fixed header above the body table, a summary below.
import { idleBox } from './idle-box';
import { parseColSpan } from './table-grid';

/** A figure, not a label (`1,520`, `12.5%`, `-3`): a header row of labels holds none. */
export const FIGURE = /^[-+]?[\d,.]+%?$/;

/** How far up from a table, and down into the box beside it, a detached header or footer table is looked for. */
const BESIDE_UP = 5;
const BESIDE_DOWN = 3;

/**
 * The table drawn next to `el` on one side: its previous (next) sibling, or its parent's when `el` comes first (last),
 * up to five levels (component libraries wrap a body table in scroll boxes: Element Plus's body-wrapper, scrollbar,
 * wrap and view); inside that sibling, the last (first) element down to three levels (a header table in its wrapper,
 * a layout table's next row and cell).
 */
export function tableBeside(el: Element, after: boolean): Element | null {
  for (let cur: Element | null = el, depth = 0; cur && depth < BESIDE_UP; cur = cur.parentElement, depth++) {
    let sibling = after ? cur.nextElementSibling : cur.previousElementSibling;
    // A box drawing nothing between (a scroll box's idle scrollbar, a resize proxy) stands between nothing.
    while (sibling && idleBox(sibling)) sibling = after ? sibling.nextElementSibling : sibling.previousElementSibling;
    if (sibling) {
      let inner: Element | null = sibling;
      for (let down = 0; inner && inner.tagName !== 'TABLE' && down < BESIDE_DOWN; down++) inner = after ? inner.firstElementChild : inner.lastElementChild;
      return inner?.tagName === 'TABLE' ? inner : null;
    }
    if (cur.parentElement?.tagName === 'BODY') return null;
  }
  return null;
}

/** Declared column widths of a table's colgroup (`<col width>` or style width), one per column; null without. */
function declaredWidths(table: Element): string[] | null {
  const widths: string[] = [];
  for (const col of Array.from(table.querySelectorAll(':scope > colgroup > col'))) {
    const span = Math.min(parseColSpan(col.getAttribute('span')), 1000);
    const width = col.getAttribute('width') ?? (col as HTMLElement).style?.width ?? '';
    for (let k = 0; k < span; k++) widths.push(width);
  }
  return widths.length ? widths : null;
}

/**
 * Two tables drawn over one column model: the same declared widths, two columns or more, at least one set. The table
 * beside the body (`part`) may declare one more column at the end, over the body's scrollbar (a gutter).
 */
export function sameColumnModel(part: Element, body: Element): boolean {
  const wa = declaredWidths(part);
  const wb = declaredWidths(body);
  return !!wa && !!wb && wb.length >= 2 && (wa.length === wb.length || wa.length === wb.length + 1) && wb.some((w) => w !== '') && wb.every((w, i) => w === wa[i]);
}
