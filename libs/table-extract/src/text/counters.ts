// CSS counters as drawn by `content: counter(name)` (row numbers of Salesforce's datatable: `tbody{counter-reset:row}`,
// `tr{counter-increment:row}`, `.slds-row-number::after{content:counter(row)}`).

/** The counter operations a style sets: name → value (`counter-reset: row 0`, `counter-increment: row`). */
function operations(value: string, fallback: number): Map<string, number> | null {
  if (!value || value === 'none') return null;
  const out = new Map<string, number>();
  for (const m of value.matchAll(/([A-Za-z_-][\w-]*)(?:\s+(-?\d+))?/g)) out.set(m[1] as string, m[2] === undefined ? fallback : Number(m[2]));
  return out;
}

interface CounterOps {
  reset: Map<string, number> | null;
  increment: Map<string, number> | null;
}

/**
 * Reads counter values in a document. Scoping is simplified from CSS Lists: a counter's value at an element is its
 * last reset on the element, an ancestor or a preceding sibling of either, plus the increments of the elements from
 * there on that chain (an element's own increment applies to its ::before/::after). Increments inside preceding
 * siblings' subtrees are not counted — row and list numbering increment the rows or items themselves (or their
 * ::before/::after, counted as theirs). Values are cached, so numbering n rows reads each row's style once.
 */
export function counterReader(view: Window): (el: Element, name: string) => number {
  const ops = new Map<Element, CounterOps>();
  const opsOf = (el: Element): CounterOps => {
    let known = ops.get(el);
    if (!known) {
      const style = view.getComputedStyle(el);
      known = { reset: operations(style.getPropertyValue('counter-reset'), 0), increment: operations(style.getPropertyValue('counter-increment'), 1) };
      // Numbering often increments in the pseudo-element that draws it (`li::before{counter-increment:rank;
      // content:counter(rank)}`): its increments count as the element's. A pseudo-element drawing no content is not
      // generated, nor are its increments (and where pseudo-elements have no computed style of their own, jsdom's,
      // the element's is not counted again).
      for (const pseudo of ['::before', '::after']) {
        const drawn = view.getComputedStyle(el, pseudo);
        const content = drawn.getPropertyValue('content');
        if (!content || content === 'none' || content === 'normal') continue;
        const increment = operations(drawn.getPropertyValue('counter-increment'), 1);
        if (!increment) continue;
        known.increment ??= new Map();
        for (const [name, by] of increment) known.increment.set(name, (known.increment.get(name) ?? 0) + by);
      }
      ops.set(el, known);
    }
    return known;
  };
  const values = new Map<string, Map<Element, number>>();
  return (el, name) => {
    let cache = values.get(name);
    if (!cache) {
      cache = new Map();
      values.set(name, cache);
    }
    const known = cache;
    // Walk back (previous siblings, then the parent) to a known value or a reset, then forward, caching each value.
    const chain: Element[] = [];
    let base = 0;
    for (let cur: Element | null = el; cur; ) {
      const cached = known.get(cur);
      if (cached !== undefined) {
        base = cached;
        break;
      }
      chain.push(cur);
      const reset = opsOf(cur).reset?.get(name);
      if (reset !== undefined) break;
      cur = cur.previousElementSibling ?? cur.parentElement;
    }
    let value = base;
    for (let i = chain.length - 1; i >= 0; i--) {
      const cur = chain[i] as Element;
      const own = opsOf(cur);
      const reset = own.reset?.get(name);
      if (reset !== undefined) value = reset;
      value += own.increment?.get(name) ?? 0;
      known.set(cur, value);
    }
    return value;
  };
}

const ALPHA = 'abcdefghijklmnopqrstuvwxyz';
const ROMAN: [number, string][] = [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];

/** A counter value in a list style (decimal, decimal-leading-zero, lower/upper-alpha|latin|roman); decimal otherwise. */
export function counterStyle(value: number, style = 'decimal'): string {
  const s = style.toLowerCase();
  if (s === 'decimal-leading-zero') return value >= 0 && value < 10 ? `0${value}` : String(value);
  if (/^(lower|upper)-(alpha|latin)$/.test(s) && value > 0) {
    let n = value;
    let out = '';
    while (n > 0) {
      n--;
      out = (ALPHA[n % 26] as string) + out;
      n = Math.floor(n / 26);
    }
    return s.startsWith('upper') ? out.toUpperCase() : out;
  }
  if (/^(lower|upper)-roman$/.test(s) && value > 0 && value < 4000) {
    let n = value;
    let out = '';
    for (const [v, r] of ROMAN) for (; n >= v; n -= v) out += r;
    return s.startsWith('upper') ? out.toUpperCase() : out;
  }
  return String(value);
}
