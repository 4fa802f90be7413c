import type { TableKind } from '@tablecrawler/table-extract';

const ARIA_TABLE_ROLES = new Set(['table', 'grid', 'treegrid']);

/**
 * What a pointer would pick, from the elements its event went through, innermost first (`event.composedPath()`): the
 * innermost listed candidate (of the kind it was listed as: a list, or a table drawn with CSS grid alone), `<table>`
 * or ARIA table around it — also through a slot into the table a web component draws in its shadow root (a pointer
 * over a Vaadin Grid's cell targets, as the page sees it, the host or the light-DOM content slotted into the cell).
 */
export function pickableOn(path: readonly EventTarget[], listed: ReadonlyMap<Element, TableKind>): { element: Element; kind: TableKind } | null {
  for (const node of path) {
    // Elements of a same-origin frame belong to its realm: told by node type, not instanceof.
    if ((node as Partial<Node>).nodeType !== 1) continue;
    const el = node as Element;
    if (el.tagName === 'TABLE') return { element: el, kind: 'table' };
    if (ARIA_TABLE_ROLES.has(el.getAttribute('role') ?? '')) return { element: el, kind: 'aria' };
    const kind = listed.get(el);
    if (kind) return { element: el, kind };
  }
  return null;
}

/** The top document and the same-origin frames inside it (cross-origin frames cannot be read). */
export function sameOriginDocuments(doc: Document): Document[] {
  const docs = [doc];
  for (let i = 0; i < docs.length; i++) {
    for (const frame of Array.from((docs[i] as Document).querySelectorAll('iframe, frame'))) {
      try {
        const inner = (frame as HTMLIFrameElement).contentDocument;
        if (inner) docs.push(inner);
      } catch {
        // Cross-origin: not ours to read.
      }
    }
  }
  return docs;
}

const readableFrame = (frame: HTMLIFrameElement | HTMLFrameElement): boolean => {
  try {
    return frame.contentDocument !== null;
  } catch {
    return false;
  }
};

/** Frames smaller than this (ads, buttons, trackers) are not offered as places a table could be. */
const MIN_FRAME = { width: 200, height: 100 };

/**
 * Visible frames of other origins in the page and its same-origin frames, biggest first (at most 20). Their content
 * cannot be read from here; their address can be opened in a tab of its own.
 */
export function otherOriginFrames(doc: Document): { url: string; width: number; height: number }[] {
  const found: { url: string; width: number; height: number }[] = [];
  for (const d of sameOriginDocuments(doc)) {
    for (const frame of Array.from(d.querySelectorAll<HTMLIFrameElement | HTMLFrameElement>('iframe, frame'))) {
      if (readableFrame(frame) || !/^https?:/.test(frame.src)) continue;
      const { width, height } = frame.getBoundingClientRect();
      if (width < MIN_FRAME.width || height < MIN_FRAME.height) continue;
      found.push({ url: frame.src, width: Math.round(width), height: Math.round(height) });
    }
  }
  return found.sort((a, b) => b.width * b.height - a.width * a.height).slice(0, 20);
}

export interface PickOnPageOptions {
  /** The candidates listed, with their kinds. */
  listed: ReadonlyMap<Element, TableKind>;
  /** Called as the pointer moves over something pickable (or nothing). */
  onHover(pickable: { element: Element; kind: TableKind } | null): void;
  signal: AbortSignal;
}

/**
 * Lets the user point at a table and click it. Resolves with what they clicked, or null on Esc or when `signal`
 * aborts. The click that picks does not reach the page (no link is followed).
 */
export function pickOnPage(doc: Document, options: PickOnPageOptions): Promise<{ element: Element; kind: TableKind } | null> {
  return new Promise((resolve) => {
    const done = new AbortController();
    const finish = (result: { element: Element; kind: TableKind } | null): void => {
      done.abort();
      options.onHover(null);
      resolve(result);
    };
    if (options.signal.aborted) return finish(null);
    options.signal.addEventListener('abort', () => finish(null), { once: true, signal: done.signal });
    const listen = { capture: true, signal: done.signal };
    for (const d of sameOriginDocuments(doc)) {
      d.addEventListener('mouseover', (event) => options.onHover(pickableOn(event.composedPath(), options.listed)), listen);
      const swallow = (event: Event): void => {
        if (!pickableOn(event.composedPath(), options.listed)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      };
      d.addEventListener('mousedown', swallow, listen);
      d.addEventListener('mouseup', swallow, listen);
      d.addEventListener(
        'click',
        (event) => {
          const picked = pickableOn(event.composedPath(), options.listed);
          if (!picked) return;
          event.preventDefault();
          event.stopImmediatePropagation();
          finish(picked);
        },
        listen,
      );
      d.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopImmediatePropagation();
          finish(null);
        },
        listen,
      );
    }
  });
}
