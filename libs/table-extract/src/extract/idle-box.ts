/** How many elements an idle box may hold (a scrollbar and its thumb, a scroll shadow): bounded, as it is asked per table. */
const IDLE_BOX_ELEMENTS = 8;
const DRAWS = new Set(['TABLE', 'IMG', 'svg', 'SVG', 'INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'CANVAS', 'VIDEO', 'IFRAME']);

/**
 * True for a small box drawing nothing between or around tables: no words, no table, picture or control, a few
 * elements at most (an idle scrollbar, a resize proxy, a scroll shadow).
 */
export function idleBox(box: Element): boolean {
  let elements = 0;
  const idle = (el: Element): boolean => {
    if (++elements > IDLE_BOX_ELEMENTS + 1 || DRAWS.has(el.tagName)) return false;
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3 ? /\S/.test((n as Text).data) : n.nodeType === 1 && !idle(n as Element)) return false;
    }
    return true;
  };
  return idle(box);
}
