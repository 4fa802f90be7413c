import { TABLE_KINDS, type ExtractOptions, type ExtractedTable } from '../model';
import { imageSource, linkTarget } from '../text/cell-text';
import { BOUNDARIES, visibilityFor, type Visibility } from '../text/visibility';
import { collapseLines } from '../text/whitespace';
import { uniqueNames } from '../extract/columns';

const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg', 'SVG', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS', 'VIDEO', 'AUDIO', 'BUTTON', 'SELECT', 'INPUT', 'TEXTAREA', 'FORM']);
const INLINE = new Set(['B', 'STRONG', 'EM', 'I', 'U', 'S', 'MARK', 'SMALL', 'FONT', 'ABBR', 'CODE', 'SUB', 'SUP', 'BIG', 'DEL', 'INS', 'WBR']);
const NOISY_CLASS = /\d|^(on|off|active|inactive|selected|current|first|last|odd|even|open|closed|hover|focus|visible|hidden|new|hot|sale|best|show|lazy|loaded|swiper-slide-\w+)$|^(is|has|js)-/i;

/** Class names that describe an element's part in the layout (numbers and state classes dropped), in source order. */
export function stableClasses(el: Element): string[] {
  const cls = el.getAttribute('class');
  if (!cls) return [];
  return cls.split(/\s+/).filter((c) => c && !NOISY_CLASS.test(c));
}

/** Structural signature of an element: tag plus its first stable class (the base class; modifiers such as "sold-out" vary between items). */
export function signature(el: Element): string {
  const first = stableClasses(el)[0];
  return first ? `${el.tagName}.${first}` : el.tagName;
}

/** The largest group of children sharing one signature (the repeated items of a container). */
export function repeatedItems(container: Element): Element[] {
  const groups = new Map<string, Element[]>();
  for (let child = container.firstElementChild; child; child = child.nextElementSibling) {
    if (SKIP.has(child.tagName)) continue;
    const key = signature(child);
    const group = groups.get(key);
    if (group) group.push(child);
    else groups.set(key, [child]);
  }
  let best: Element[] = [];
  for (const group of groups.values()) if (group.length > best.length) best = group;
  if (best.length < 2) return best;
  // Items marked apart by a class of their own (a pinned `li.notice`, a `div.ad` card) but built of the same parts join;
  // when most items link somewhere, a row that links nowhere (the list's row of headings) does not.
  const shape = (el: Element): string => Array.from(el.children, signature).join(' ');
  const shapes = new Set(best.map(shape));
  const tag = best[0]?.tagName;
  const members = new Set(best);
  const linked = best.filter((el) => el.querySelector('a[href]')).length * 2 > best.length;
  const joined: Element[] = [];
  for (let child = container.firstElementChild; child; child = child.nextElementSibling) {
    if (members.has(child)) joined.push(child);
    else if (child.tagName === tag && child.childElementCount > 1 && shapes.has(shape(child)) && (!linked || child.querySelector('a[href]'))) joined.push(child);
  }
  return joined;
}

// Inline elements that can continue a word of the text around them (links and images are fields of their own).
const PHRASING = new Set([...INLINE, 'SPAN', 'LABEL', 'Q', 'DFN', 'TIME', 'DATA', 'BDI', 'BDO']);

/**
 * True for an inline element drawn glued to its parent's own text, with no space between (`39,900<span>원</span>`,
 * `<span>₩</span>1,000`): one word as the browser draws it, so one field, not two.
 */
function gluedInline(el: Element, visibility: Visibility): boolean {
  if (!PHRASING.has(el.tagName)) return false;
  const before = el.previousSibling;
  const after = el.nextSibling;
  const glued = (before?.nodeType === 3 && /\S$/.test((before as Text).data)) || (after?.nodeType === 3 && /^\S/.test((after as Text).data));
  if (!glued) return false;
  const layout = visibility.layoutOf(el);
  return !layout || (layout.self === BOUNDARIES.NONE && layout.items === null) || layout.visuallyHidden === true;
}

/**
 * True for a classless link or inline element inside a phrase of its parent's own words (`by <a>jin</a>`,
 * `Posted in <a>News</a>`): part of one sentence as drawn, so part of that field. Bare elements standing between
 * nothing but whitespace (`<span>472</span> <span>신촌</span>`) stay fields of their own.
 */
function inPhrase(el: Element, visibility: Visibility): boolean {
  if (el.tagName !== 'A' && !PHRASING.has(el.tagName)) return false;
  // A classed element joins only words (`by <a class="username">quill</a>`), not separators (`<span class="date">…</span> · …`).
  const word = el.hasAttribute('class') ? /\p{L}/u : /\S/;
  const words = (n: Node | null): boolean => n?.nodeType === 3 && word.test((n as Text).data);
  if (!words(el.previousSibling) && !words(el.nextSibling)) return false;
  const layout = visibility.layoutOf(el);
  return !layout || (layout.self === BOUNDARIES.NONE && layout.items === null);
}

export interface ItemFields {
  /** Field key (structural path + occurrence) → value, in the item's order. */
  fields: Map<string, string>;
  /** Field key → column name hint. */
  names: Map<string, string>;
}

interface FieldOptions {
  links: boolean;
  images: boolean;
  visibility: Visibility;
  maxNodes: number;
}

/** Reads the fields of one repeated item: every element with its own text, every link target and image. */
export function itemFields(item: Element, options: FieldOptions): ItemFields {
  const fields = new Map<string, string>();
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  let budget = options.maxNodes;
  /** Adds a field under a key made unique per path and returns the key. */
  const add = (path: string, name: string, value: string): string => {
    const n = (seen.get(path) ?? 0) + 1;
    seen.set(path, n);
    const key = n === 1 ? path : `${path}#${n}`;
    fields.set(key, value);
    names.set(key, n === 1 ? name : `${name} ${n}`);
    return key;
  };
  const nameOf = (el: Element): string => stableClasses(el)[0] ?? el.tagName.toLowerCase();

  const visit = (el: Element, path: string, name: string): void => {
    const parts: string[] = [];
    // The field takes its place in the item's order where its first text appears.
    let slot: string | null = null;
    const text = (t: string): void => {
      parts.push(t);
      if (slot === null && t.trim()) {
        slot = add(path, name, '');
      }
    };
    const collectInline = (node: Element): void => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (--budget < 0) return;
        if (child.nodeType === 3) {
          text((child as Text).data);
          continue;
        }
        if (child.nodeType !== 1) continue;
        const e = child as Element;
        const tag = e.tagName;
        if (SKIP.has(tag) || options.visibility.isHidden(e)) continue;
        if (tag === 'BR') {
          parts.push('\n');
          continue;
        }
        if (tag === 'IMG') {
          const step = `${path}>${signature(e)}`;
          const alt = (e.getAttribute('alt') ?? '').trim();
          const imgName = stableClasses(e)[0] ?? name;
          if (options.images) {
            const src = imageSource(e);
            if (src) add(`${step}@src`, `${imgName} (image)`, src);
          }
          if (alt) add(`${step}@alt`, `${imgName} (image alt)`, alt);
          continue;
        }
        if ((INLINE.has(tag) && !e.getAttribute('class')) || gluedInline(e, options.visibility) || inPhrase(e, options.visibility)) {
          if (tag === 'A' && options.links) {
            const href = linkTarget(e);
            if (href) add(`${path}>A@href`, `${name} (link)`, href);
          }
          // Screen-reader text read with its neighbours stays a word apart from them (`Increased by` 12%).
          const apart = options.visibility.layoutOf(e)?.visuallyHidden === true;
          if (apart && !/^[\s,.;:!?)\]]/.test(e.textContent ?? '')) parts.push(' ');
          collectInline(e);
          if (apart) parts.push(' ');
          continue;
        }
        visit(e, `${path}>${signature(e)}`, nameOf(e));
      }
    };
    if (options.links && el.tagName === 'A') {
      const href = linkTarget(el);
      if (href) add(`${path}@href`, `${name} (link)`, href);
    }
    collectInline(el);
    if (slot !== null) {
      const value = collapseLines(parts.join(''));
      if (value) fields.set(slot, value);
      else fields.delete(slot);
    }
  };
  visit(item, '', stableClasses(item)[0] ?? item.tagName.toLowerCase());
  return { fields, names };
}

export interface RepeatedLayout {
  keys: string[];
  names: string[];
  rows: Map<string, string>[];
  /** Index in the given items of each row (items sharing no field with most others are left out). */
  kept: number[];
}

/** The key a field nested one step deeper than its slot in the other items falls back to (`num>badge` → `num`). */
function parentKey(key: string): string | null {
  const plain = key.replace(/#\d+$/, '');
  if (plain.includes('@')) return null;
  const at = plain.lastIndexOf('>');
  return at > 0 ? plain.slice(0, at) : null;
}

/**
 * Merges the fields of the items into columns, ordered as they appear in the items. A field only some items have (an
 * 광고/AD or sold-out badge on one card) is still their data; with `minCount` 2 (for scoring) it is left out. An entry
 * sharing no field with most items (a banner between the cards) is not an item. A value that one item nests one step
 * deeper than the others (`<span class=num><span class=badge>공지</span></span>`) goes in the others' column.
 */
export function mergeFields(items: readonly ItemFields[], minCount = 1): RepeatedLayout {
  const count = new Map<string, number>();
  for (const item of items) for (const key of item.fields.keys()) count.set(key, (count.get(key) ?? 0) + 1);
  const common = (key: string): boolean => (count.get(key) ?? 0) * 2 > items.length;
  const kept: number[] = [];
  items.forEach((item, i) => {
    if (items.length < 3 || [...item.fields.keys()].some(common)) kept.push(i);
  });
  const rows = kept.map((i) => new Map((items[i] as ItemFields).fields));
  const names = new Map<string, string>();
  for (const i of kept) for (const [key, name] of (items[i] as ItemFields).names) if (!names.has(key)) names.set(key, name);
  rows.forEach((row, r) => {
    const entries = [...row];
    let moved = false;
    for (const entry of entries) {
      const parent = common(entry[0]) ? null : parentKey(entry[0]);
      if (parent && common(parent) && !row.has(parent)) {
        entry[0] = parent;
        moved = true;
      }
    }
    if (moved) rows[r] = new Map(entries);
  });
  const seen = new Map<string, number>();
  for (const row of rows) for (const key of row.keys()) seen.set(key, (seen.get(key) ?? 0) + 1);
  const order: string[] = [];
  for (const row of rows) {
    let prevIndex = -1;
    for (const key of row.keys()) {
      const at = order.indexOf(key);
      if (at === -1) {
        order.splice(prevIndex + 1, 0, key);
        prevIndex = prevIndex + 1;
      } else if (at > prevIndex) {
        prevIndex = at;
      }
    }
  }
  const need = Math.min(minCount, rows.length);
  const keys = mergeAlternatives(
    order.filter((k) => (seen.get(k) ?? 0) >= need),
    rows,
  );
  return { keys, names: uniqueNames(keys.map((k) => names.get(k) ?? k)), rows, kept };
}

/**
 * Two neighbouring fields that are alternatives of one slot (every item has exactly one of them: "Online" or "Last seen
 * 3h ago", a price or "Sold out") become one column: the second's values move into the first's key in `rows`.
 */
function mergeAlternatives(keys: string[], rows: Map<string, string>[]): string[] {
  if (rows.length < 3) return keys;
  const out = [...keys];
  for (let k = 0; k + 1 < out.length; k++) {
    const a = out[k] as string;
    const b = out[k + 1] as string;
    let onlyA = 0;
    let onlyB = 0;
    const complementary = rows.every((row) => {
      const hasA = row.has(a);
      if (hasA === row.has(b)) return false;
      if (hasA) onlyA++;
      else onlyB++;
      return true;
    });
    if (!complementary || onlyA === 0 || onlyB === 0) continue;
    for (const row of rows) {
      const value = row.get(b);
      if (value === undefined) continue;
      row.delete(b);
      row.set(a, value);
    }
    out.splice(k + 1, 1);
  }
  return out;
}

/** Extracts a container of repeated items (product cards, search results) as a table: one row per item, one column per repeated field. Links and images are included unless the options say false. */
export function extractRepeated(container: Element, options: ExtractOptions = {}, items: readonly Element[] = repeatedItems(container)): ExtractedTable {
  const visibility = visibilityFor(container);
  const fieldOptions: FieldOptions = {
    links: options.includeLinks ?? true,
    images: options.includeImages ?? true,
    visibility,
    maxNodes: 5000,
  };
  const read = items.filter((i) => !visibility.isHidden(i)).map((item) => itemFields(item, fieldOptions));
  const layout = mergeFields(read);
  let grid = layout.rows.map((row) => layout.keys.map((k) => row.get(k) ?? ''));
  if (!options.keepEmptyRows) grid = grid.filter((row) => row.some((t) => t !== ''));
  // Field names are never empty (uniqueNames), so options.columnName has nothing to name here.
  return { grid, headerRows: 0, columns: layout.names, footerRows: 0, kind: TABLE_KINDS.REPEATED };
}
