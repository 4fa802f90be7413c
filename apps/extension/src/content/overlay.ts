/** Marks the overlay's host element in the page (the only node the overlay adds outside its shadow root). */
export const OVERLAY_HOST_ATTRIBUTE = 'data-tablecrawler-overlay';

export interface OverlayTexts {
  label: string;
  message: string;
  close: string;
}

export interface OverlayHandle {
  /** The closed shadow root, reachable only through this handle. */
  readonly root: ShadowRoot;
  update(texts: OverlayTexts): void;
  remove(): void;
}

const STYLE = `
  :host { all: initial; position: fixed; top: 12px; right: 12px; z-index: 2147483647; }
  .box { display: flex; align-items: center; gap: 8px; padding: 8px 12px; border-radius: 8px;
    background: #1f2937; color: #f9fafb; font: 13px/1.4 system-ui, sans-serif; box-shadow: 0 4px 16px rgb(0 0 0 / 25%); }
  .label { font-weight: 700; }
  button { all: unset; cursor: pointer; padding: 2px 6px; border-radius: 4px; color: inherit; }
  button:hover, button:focus-visible { background: rgb(255 255 255 / 15%); outline: none; }
`;

/**
 * Mounts the page overlay inside a closed shadow root so that page styles and scripts cannot reach it.
 * `signal` (optional) removes it when aborted; `onClose` runs when the user closes it.
 */
export function mountOverlay(doc: Document, texts: OverlayTexts, options: { onClose: () => void; signal?: AbortSignal }): OverlayHandle {
  const host = doc.createElement('div');
  host.setAttribute(OVERLAY_HOST_ATTRIBUTE, '');
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const box = doc.createElement('section');
  box.className = 'box';
  box.setAttribute('role', 'status');
  const label = doc.createElement('span');
  label.className = 'label';
  const message = doc.createElement('span');
  message.className = 'message';
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.addEventListener('click', () => options.onClose());
  box.append(label, message, close);
  root.append(style, box);

  const update = (next: OverlayTexts): void => {
    box.setAttribute('aria-label', next.label);
    label.textContent = next.label;
    message.textContent = next.message;
    close.setAttribute('aria-label', next.close);
    close.title = next.close;
  };
  const remove = (): void => host.remove();
  update(texts);
  doc.documentElement.append(host);
  options.signal?.addEventListener('abort', remove, { once: true });
  return { root, update, remove };
}
