import { CLICKABLE, controlLabel } from './next-page';

const cssEscape = (value: string): string => (typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/[^\w-]/g, (c) => `\\${c}`));

const unique = (doc: Document, selector: string, el: Element): boolean => {
  try {
    const found = doc.querySelectorAll(selector);
    return found.length === 1 && found[0] === el;
  } catch {
    return false;
  }
};

/**
 * A selector that finds `el` again on the next page: its id, else its tag with stable classes, else its ARIA label or
 * title, else its path of `tag:nth-of-type(n)` steps (a pager's next control keeps these across pages, unlike numbers).
 */
export function selectorFor(el: Element): string {
  const doc = el.ownerDocument;
  const tag = el.tagName.toLowerCase();
  if (el.id && unique(doc, `#${cssEscape(el.id)}`, el)) return `#${cssEscape(el.id)}`;
  const classes = Array.from(el.classList)
    .filter((c) => !/^(on|active|current|selected|hover|focus)$/i.test(c) && !/\d{3,}/.test(c))
    .map((c) => `.${cssEscape(c)}`)
    .join('');
  if (classes && unique(doc, `${tag}${classes}`, el)) return `${tag}${classes}`;
  for (const attr of ['aria-label', 'title', 'rel']) {
    const value = el.getAttribute(attr);
    const selector = `${tag}[${attr}="${value?.replace(/"/g, '\\"')}"]`;
    if (value && unique(doc, selector, el)) return selector;
  }
  const steps: string[] = [];
  for (let node: Element | null = el; node && node !== doc.documentElement; node = node.parentElement) {
    let n = 1;
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) if (sib.tagName === node.tagName) n += 1;
    steps.unshift(`${node.tagName.toLowerCase()}:nth-of-type(${n})`);
  }
  return steps.join(' > ');
}

/**
 * Lets the user show the next control with one click on the page: the click is taken (not passed to the page) and
 * answered with a selector for the control under it and its label; Esc or `signal` ends without one.
 */
export function teachNextControl(doc: Document, signal?: AbortSignal): Promise<{ selector: string; label: string } | null> {
  return new Promise((resolve) => {
    const done = new AbortController();
    const finish = (result: { selector: string; label: string } | null): void => {
      done.abort();
      resolve(result);
    };
    const onClick = (event: Event): void => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest(CLICKABLE) ?? target;
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      finish({ selector: selectorFor(control), label: controlLabel(control) });
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') finish(null);
    };
    doc.addEventListener('click', onClick, { capture: true, signal: done.signal });
    doc.addEventListener('keydown', onKey, { capture: true, signal: done.signal });
    signal?.addEventListener('abort', () => finish(null), { once: true, signal: done.signal });
  });
}
