/** Marks the highlight's host element (the only node it adds to the page outside its closed shadow root). */
export const HIGHLIGHT_HOST_ATTRIBUTE = 'data-tablecrawler-highlight';

const STYLE = `
  :host { all: initial; }
  .box { position: fixed; z-index: 2147483646; pointer-events: none; box-sizing: border-box;
    border: 2px solid #2563eb; background: rgb(37 99 235 / 12%); border-radius: 4px; display: none; }
  .label { position: absolute; left: -2px; top: -22px; padding: 1px 6px; border-radius: 4px 4px 0 0;
    background: #2563eb; color: #fff; font: 12px/20px system-ui, sans-serif; white-space: nowrap; }
  .box.below .label { top: auto; bottom: -22px; border-radius: 0 0 4px 4px; }
`;

/** Where an element is drawn in the top window's viewport, across same-origin frames. */
export function rectInTopViewport(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  let x = rect.left;
  let y = rect.top;
  let frame = element.ownerDocument.defaultView?.frameElement ?? null;
  while (frame) {
    const outer = frame.getBoundingClientRect();
    // The frame's content box starts inside its border.
    x += outer.left + frame.clientLeft;
    y += outer.top + frame.clientTop;
    frame = frame.ownerDocument.defaultView?.frameElement ?? null;
  }
  return new DOMRect(x, y, rect.width, rect.height);
}

export interface Highlighter {
  /** Draws the box over `element` (null hides it) with a label such as "표 · 12 × 5". */
  show(element: Element | null, label?: string): void;
  remove(): void;
}

/**
 * A box over one element, drawn in a closed shadow root on the top document and kept in place on scroll and
 * resize until `signal` aborts.
 */
export function createHighlighter(doc: Document, signal: AbortSignal): Highlighter {
  const host = doc.createElement('div');
  host.setAttribute(HIGHLIGHT_HOST_ATTRIBUTE, '');
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const box = doc.createElement('div');
  box.className = 'box';
  const label = doc.createElement('span');
  label.className = 'label';
  box.append(label);
  root.append(style, box);
  doc.documentElement.append(host);

  let target: Element | null = null;
  let frame = 0;
  const place = (): void => {
    frame = 0;
    if (!target?.isConnected) {
      box.style.display = 'none';
      return;
    }
    const rect = rectInTopViewport(target);
    Object.assign(box.style, { display: 'block', left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px` });
    box.classList.toggle('below', rect.top < 24);
  };
  const schedule = (): void => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  const view = doc.defaultView;
  view?.addEventListener('scroll', schedule, { capture: true, passive: true, signal });
  view?.addEventListener('resize', schedule, { passive: true, signal });
  const remove = (): void => {
    if (frame) cancelAnimationFrame(frame);
    host.remove();
  };
  signal.addEventListener('abort', remove, { once: true });
  return {
    show(element, text = '') {
      target = element;
      label.textContent = text;
      label.hidden = text === '';
      place();
    },
    remove,
  };
}
