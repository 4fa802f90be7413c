import { TABLE_KINDS, type ExtractOptions, type ExtractedTable } from '../model';
import { applyTransform, cellContent, cellText, imageSource, isArrow, linkTarget, unitPower, type TextContext } from '../text/cell-text';
import { BOUNDARIES, visibilityFor, type Visibility } from '../text/visibility';
import { collapseLines } from '../text/whitespace';
import { defaultColumnName, uniqueNames } from '../extract/columns';
import { looksNumeric } from '../extract/header';
import { isHeading } from '../extract/title';

const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg', 'SVG', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS', 'VIDEO', 'AUDIO', 'BUTTON', 'SELECT', 'INPUT', 'TEXTAREA', 'FORM']);
// Inside an item a form is only a wrapper: its controls stay out (SKIP), the words and links it draws are fields
// (old reddit's `hide` link sits in a `<form class="hide-button">`).
const SKIP_IN_ITEM = new Set([...SKIP].filter((tag) => tag !== 'FORM'));
const INLINE = new Set(['B', 'STRONG', 'EM', 'I', 'U', 'S', 'MARK', 'SMALL', 'FONT', 'ABBR', 'CODE', 'SUB', 'SUP', 'BIG', 'DEL', 'INS', 'WBR']);
const NOISY_CLASS = /\d|^(on|off|active|inactive|selected|current|first|last|odd|even|open|closed|hover|focus|visible|hidden|new|hot|sale|best|show|lazy|loaded|past|future|upcoming|live|ended|expired|swiper-slide-\w+)$|^(is|has|js|no|with|without)-/i;

/** True when field `key` lies inside the box field `box` is keyed by (`>DIV.uni-col>DIV>A` inside `>DIV.uni-col`). */
const withinBox = (key: string, box: string): boolean => key.startsWith(`${box}>`);

/** A field key without its occurrence number (`>LI>SPAN.tag#3` → `>LI>SPAN.tag`). */
const baseKey = (key: string): string => key.replace(/#\d+$/, '');

// A CSS-modules name (`[name]_[local]__[hash]`, the css-loader and Next.js default: `ArticleItem_price__x8Kd2`): the
// readable stem names the part, the hash after `__` only changes between builds.
const CSS_MODULE = /^([A-Za-z][A-Za-z0-9-]*_[A-Za-z][A-Za-z0-9-]*)__[A-Za-z0-9_-]{5,}$/;

/**
 * A class without its BEM modifier (`Poster__badge--ico_up`, `card--featured`) or a hash after `--`, which vary between
 * items of one kind; an element named after the modifier (`result--core__location`, a block variant's part) stays
 * that element: `result__location`.
 */
function withoutModifier(name: string): string {
  const m = /^([A-Za-z][\w-]*?[A-Za-z0-9])--([\w-]+)$/.exec(name);
  if (!m) return name;
  const element = (m[2] as string).indexOf('__');
  return element < 0 ? (m[1] as string) : `${m[1]}${withoutModifier((m[2] as string).slice(element))}`;
}

/**
 * Class names that describe an element's part in the layout (numbers and state classes dropped; a CSS-modules name
 * stands for its stem before the hash), in source order.
 */
export function stableClasses(el: Element): string[] {
  const cls = el.getAttribute('class');
  if (!cls) return [];
  const out: string[] = [];
  for (const c of cls.split(/\s+/)) {
    if (!c) continue;
    const name = withoutModifier(CSS_MODULE.exec(c)?.[1] ?? c);
    if (!NOISY_CLASS.test(name)) out.push(name);
  }
  return out;
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
    // A named anchor (`<a name="idxA"></a>`, old documents' link targets) marks a place; it shows nothing.
    if (SKIP.has(child.tagName) || (child.tagName === 'A' && !child.firstChild && !child.hasAttribute('href'))) continue;
    const key = signature(child);
    const group = groups.get(key);
    if (group) group.push(child);
    else groups.set(key, [child]);
  }
  let best: Element[] = [];
  for (const group of groups.values()) if (group.length > best.length) best = group;
  const sectioned = sectionedItems(container);
  if (sectioned && sectioned.length > best.length) return sectioned;
  // A description list's records are its terms, each with the definitions after it (read by itemFields).
  if (container.tagName === 'DL') {
    const terms = termsOf(container);
    if (terms.length >= 2 && best[0]?.tagName !== 'DT') return terms;
  }
  // Nothing repeats: a term of a description list is still a record (the last page of an index holds one entry).
  if (best.length < 2 && best[0]?.tagName !== 'DT') {
    const terms = termsOf(container);
    if (terms.length === 1) return terms;
  }
  // One kind of child only: nothing to join (and no shapes to compare across thousands of articles).
  if (best.length < 2 || groups.size === 1) return best;
  const stray = strayItems(container, best);
  if (stray.length) return [...joinedItems(container, best), ...stray];
  return joinedItems(container, best);
}

/**
 * The items of sibling lists of one kind, each right under a heading of its own (an API index split into one list per
 * letter, a glossary, a shop's shelves per category): read as one list whose section heading is a column (see
 * sectionHeading), so that picking "the index" takes every letter. Null when the container holds fewer than two such
 * lists. Tables stay tables of their own.
 */
function sectionedItems(container: Element): Element[] | null {
  let lists: Map<string, Element[]> | null = null;
  for (let child = container.firstElementChild; child; child = child.nextElementSibling) {
    const before = child.previousElementSibling;
    if (!before || !isHeading(before) || isHeading(child)) continue;
    if (SKIP.has(child.tagName) || child.tagName === 'TABLE' || child.childElementCount === 0 || wordsBetween(child)) continue;
    lists ??= new Map();
    const key = signature(child);
    const group = lists.get(key);
    if (group) group.push(child);
    else lists.set(key, [child]);
  }
  if (!lists) return null;
  let best: Element[] = [];
  for (const group of lists.values()) if (group.length > best.length) best = group;
  if (best.length < 2) return null;
  const items: Element[] = [];
  let kind: string | null = null;
  for (const list of best) {
    // A letter with one entry is a list too: its term, whatever number of definitions follows it.
    const terms = list.tagName === 'DL' ? termsOf(list) : [];
    const own = terms.length ? terms : repeatedItems(list);
    if (!own.length) return null;
    kind ??= signature(own[0] as Element);
    // Lists of one kind hold items of one kind.
    if (signature(own[0] as Element) !== kind) return null;
    items.push(...own);
  }
  return items;
}

/** A description list's terms (each a record, its definitions after it). */
const termsOf = (dl: Element): Element[] => Array.from(dl.children).filter((child) => child.tagName === 'DT');

/** True when words stand between an element's children (a paragraph with emphasis in it, not a list). */
function wordsBetween(el: Element): boolean {
  for (let node = el.firstChild; node; node = node.nextSibling) if (node.nodeType === 3 && WORDS.test((node as Text).data)) return true;
  return false;
}

/** The heading of the section an item of sectioned lists lies in (see sectionedItems); null for an item of one list. */
function sectionHeading(container: Element, item: Element): Element | null {
  let list = item.parentElement;
  if (list === container) return null;
  while (list && list.parentElement !== container) list = list.parentElement;
  const heading = list?.previousElementSibling;
  return heading && isHeading(heading) ? heading : null;
}

/** Key of the section heading's field, first of every item's fields (see sectionHeading). */
const SECTION_KEY = '^section';

/** The item's fields without its section heading (see addSections). */
export function withoutSection(item: ItemFields): ItemFields {
  if (!item.fields.has(SECTION_KEY)) return item;
  const fields = new Map(item.fields);
  fields.delete(SECTION_KEY);
  return { ...item, fields };
}

/** Puts each item's section heading first among its fields, when the items come from sectioned lists. */
function addSections(container: Element, items: readonly Element[], read: ItemFields[], visibility: Visibility): void {
  const headings = items.map((item) => sectionHeading(container, item));
  if (!headings.some(Boolean)) return;
  const ctx: TextContext = { visibility, footnotes: 'drop', collectLinks: false, collectImages: false };
  const texts = new Map<Element, string>();
  read.forEach((item, i) => {
    const heading = headings[i];
    if (!heading) return;
    let text = texts.get(heading);
    if (text === undefined) texts.set(heading, (text = cellText(heading, ctx)));
    if (!text) return;
    item.fields = new Map([[SECTION_KEY, text], ...item.fields]);
    item.elements.set(SECTION_KEY, heading);
  });
}

const FORMATTING = new Set(['B', 'I', 'EM', 'STRONG', 'U', 'S', 'FONT', 'SMALL', 'BIG', 'MARK']);

/**
 * Items the parser moved into a formatting element left open before them (a snippet cut inside `<b>`: the browser
 * reopens the `<b>` after the item and puts the following items inside it): still items of the list, drawn as such.
 */
function strayItems(container: Element, best: readonly Element[]): Element[] {
  const last = container.lastElementChild;
  if (!last || !FORMATTING.has(last.tagName) || best.includes(last)) return [];
  const kind = signature(best[0] as Element);
  const out: Element[] = [];
  for (let box: Element | null = last; box && FORMATTING.has(box.tagName); box = box.lastElementChild) {
    for (let child = box.firstElementChild; child; child = child.nextElementSibling) if (signature(child) === kind) out.push(child);
  }
  return out;
}

/** How many single-child wrappers down an item's parts are looked for. */
const WRAPPER_DEPTH = 3;

/** The largest group of children with the children of the same tag built of the same parts (see repeatedItems). */
function joinedItems(container: Element, best: Element[]): Element[] {
  // Items marked apart by a class of their own (a pinned `li.notice`, a `div.ad` card) but built of the same parts join;
  // when most items link somewhere, a row that links nowhere (the list's row of headings) does not.
  // An item that only wraps one box (`li > dl`, a card's `div > div.inner`) is built of that box's parts.
  const built = (el: Element): Element => {
    let box = el;
    for (let depth = 0; box.childElementCount === 1 && depth < WRAPPER_DEPTH; depth++) box = box.firstElementChild as Element;
    return box;
  };
  const shape = (el: Element): string => {
    const box = built(el);
    return `${box === el ? '' : `${signature(box)}>`}${Array.from(box.children, signature).join(' ')}`;
  };
  const tag = best[0]?.tagName;
  const members = new Set(best);
  // Shapes and links are read only when a child could join (a section's paragraphs have no such sibling).
  let shapes: Set<string> | null = null;
  let linked: boolean | null = null;
  const joined: Element[] = [];
  for (let child = container.firstElementChild; child; child = child.nextElementSibling) {
    if (members.has(child)) joined.push(child);
    else if (child.tagName === tag && built(child).childElementCount > 1) {
      shapes ??= new Set(best.map(shape));
      linked ??= best.filter((el) => el.querySelector('a[href]')).length * 2 > best.length;
      if (shapes.has(shape(child)) && (!linked || child.querySelector('a[href]'))) joined.push(child);
    }
  }
  return joined;
}

// Letters or digits: words, as opposed to symbols drawn between fields.
const WORDS = /[\p{L}\p{N}]/u;
/** A unit sign drawn after a figure: part of the value (`22%`, `18°`). */
const UNIT_SIGN = /^\s*[%‰°℃℉′″]\s*$/;
/** Drawn text that says something in a list field: words, or an arrow showing a direction. */
const drawnValue = (text: string): boolean => WORDS.test(text) || isArrow(text);

// Inline elements that can continue a word of the text around them (links and images are fields of their own).
const PHRASING = new Set([...INLINE, 'SPAN', 'LABEL', 'Q', 'DFN', 'TIME', 'DATA', 'BDI', 'BDO']);

/** A phrasing element, or a custom element (`<relative-time>`), which is inline unless a stylesheet says otherwise. */
function phrasing(el: Element): boolean {
  return PHRASING.has(el.tagName) || el.tagName.includes('-');
}

/**
 * True for an inline element drawn glued to its parent's own text, with no space between (`39,900<span>원</span>`,
 * `<span>₩</span>1,000`): one word as the browser draws it, so one field, not two. A link counts when glued on both
 * sides (`[<a class="moderator">M</a>]`).
 */
function gluedInline(el: Element, visibility: Visibility): boolean {
  const before = el.previousSibling;
  const after = el.nextSibling;
  const left = before?.nodeType === 3 && /\S$/.test((before as Text).data);
  const right = after?.nodeType === 3 && /^\S/.test((after as Text).data);
  if (phrasing(el) ? left || right : el.tagName === 'A' && left && right) {
    const layout = visibility.layoutOf(el);
    if (layout?.visuallyHidden === true) return true;
    // Inside a run of its parent's words (`서울 강남구<span class="dot">·</span>경력 3-10년`) a box drawn apart by a
    // margin is still part of that phrase: it reads there, a space apart (see spacedBy).
    return drawnInline(el, visibility) && (!gapBeside(el, visibility) || (left && right));
  }
  if (!phrasing(el)) return false;
  // An inline box made only of inline boxes touching one another draws one word too (Amazon's price:
  // `<span><span>$</span><span>19<span>.</span></span><span>99</span></span>` is `$19.99`).
  const parent = el.parentElement;
  if (!parent || parent.childElementCount < 2) return false;
  if (phrasing(parent) && drawnInline(parent, visibility)) return oneWord(parent, visibility);
  // So does a block holding only such boxes when together they write one figure (Home Depot's `$` `99` `.` `00` in a
  // `div`): a price drawn in parts.
  // (Its screen-reader-only `.` is read where it stands, between the boxes it joins.)
  if (visibility.layoutOf(parent)?.items != null || !FIGURE_WORD.test(parent.textContent ?? '')) return false;
  let last: Element | null = null;
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) return false;
    if (child.nodeType !== 1 || visibility.layoutOf(child as Element)?.visuallyHidden === true) continue;
    if (last && !touching(last, child, visibility)) return false;
    last = child as Element;
  }
  return true;
}

/** One figure with its currency sign or unit, written without spaces (`$99.00`, `₩15,980`, `12.5%`). */
const FIGURE_WORD = /^\s*[^\p{L}\p{N}\s]{0,2}\d[\d,]*(?:\.\d+)?[^\s\d]{0,2}\s*$/u;

/** True when the children of `parent` are elements only (no text, not even a space between) drawn touching. */
function oneWord(parent: Element, visibility: Visibility): boolean {
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) return false;
    if (child.nodeType === 1 && child.nextSibling && !touching(child, child.nextSibling, visibility)) return false;
  }
  return true;
}

/**
 * True for an inline box holding only classless inline boxes (spans, links) a plain space apart (eBay's `<span class="signal"><span>Sold</span>
 * <span>Nov 26, 2026</span></span>`): one phrase drawn in one box, as touching boxes in one are one word. Bare spans
 * that are an item's or a block's own children stay fields of their own.
 */
function barePhrase(parent: Element, visibility: Visibility): boolean {
  // The box may be an inline block (saramin's condition spans): one box drawn on the line, its words a phrase in it.
  const layout = visibility.layoutOf(parent);
  const inlineLevel = !layout || (layout.items === null && (layout.self === BOUNDARIES.NONE || layout.self === BOUNDARIES.SPACE));
  if (parent.childElementCount < 2 || !phrasing(parent) || !inlineLevel) return false;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3 && /\S/.test((n as Text).data)) return false;
    if (n.nodeType !== 1) continue;
    const child = n as Element;
    // Classless links a space apart in one box read as one phrase too (saramin's `<span><a>서울</a> <a>강남구</a></span>`).
    if (child.hasAttribute('class') || (!phrasing(child) && child.tagName !== 'A') || !drawnInline(child, visibility)) return false;
  }
  return true;
}

/**
 * True for a box holding only inline boxes drawn touching, each after the first beginning with a slash (a high and low
 * temperature `<span>47°</span><span>/37°</span>`, a price `$12` `/mo`): the slash glued to the value before it
 * continues it, one word as drawn. Touching boxes without one stay fields of their own (decision 120).
 */
function slashJoined(parent: Element, visibility: Visibility): boolean {
  const first = parent.firstElementChild;
  if (parent.childElementCount < 2 || !first || parent.firstChild !== first || parent.lastChild !== parent.lastElementChild) return false;
  for (let child = first.nextElementSibling; child; child = child.nextElementSibling) {
    let lead: Node | null = child.firstChild;
    while (lead?.nodeType === 1) lead = lead.firstChild;
    if (lead?.nodeType !== 3 || !(lead as Text).data.startsWith('/') || !touching(child.previousSibling, child, visibility)) return false;
  }
  return true;
}

// A box drawing only a range dash or tilde (`<span class="sep"> – </span>`): the joint of a range, not a fact.
const RANGE_MARK = /^\s*[-\u2010-\u2015~\u301c\uff5e]\s*$/;

/**
 * True for a box holding a range drawn in one line of inline boxes: values joined by boxes drawing only a dash or tilde
 * (`<span>7:05 am</span><span class="sep"> – </span><span>3:21 pm</span>`), each value perhaps followed by a superscript
 * drawn touching it (a day offset, `6:59 am<sup>+1</sup>`). A range is one value, as `10:00–18:00` written in one text
 * is; without a range mark, boxes side by side stay fields of their own (decisions 103–104, 120).
 */
function rangeJoined(parent: Element, visibility: Visibility): boolean {
  // Items of a flex or grid row are boxes of their own (a score `2` `-` `1` drawn as three flex items).
  if (parent.childElementCount < 2 || (visibility.layoutOf(parent)?.items ?? null) !== null) return false;
  let marks = 0;
  // What the line draws so far: nothing yet, a value (which a mark or a superscript may follow), or a mark (awaiting its value).
  let last: 'none' | 'value' | 'mark' = 'none';
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) {
      const data = (n as Text).data;
      if (!/\S/.test(data)) continue;
      // The mark written as text between the values (`<span>8:58 AM</span> – <span>12:02 PM</span>`).
      if (!RANGE_MARK.test(data) || last !== 'value') return false;
      marks++;
      last = 'mark';
      continue;
    }
    if (n.nodeType !== 1) continue;
    const child = n as Element;
    if (visibility.isHidden(child)) continue;
    if (!phrasing(child) || !drawnInline(child, visibility)) return false;
    const text = child.textContent ?? '';
    if (RANGE_MARK.test(text)) {
      if (last !== 'value') return false;
      marks++;
      last = 'mark';
    } else if ((child.tagName === 'SUP' || child.tagName === 'SUB') && last === 'value' && child.previousSibling?.nodeType === 1) {
      // A superscript touching the value before it is part of that value.
    } else if (WORDS.test(text) && last !== 'value') last = 'value';
    else return false;
  }
  return marks > 0 && last === 'value';
}

const drawnInline = (el: Element, visibility: Visibility): boolean => {
  const layout = visibility.layoutOf(el);
  return !layout || (layout.self === BOUNDARIES.NONE && layout.items === null);
};

/** True when element `a` is drawn right before element `b`, both inline, their letters touching: one word as drawn. */
function touching(a: Node | null, b: Node | null, visibility: Visibility): boolean {
  if (a?.nodeType !== 1 || b?.nodeType !== 1) return false;
  const x = a as Element;
  const y = b as Element;
  if (!phrasing(x) || !phrasing(y) || !drawnInline(x, visibility) || !drawnInline(y, visibility)) return false;
  if (!/\S$/.test(x.textContent ?? '') || !/^\S/.test(y.textContent ?? '') || visibility.isHidden(x) || visibility.isHidden(y)) return false;
  return !sideGap(x, 'Right') && !sideGap(y, 'Left');
}

/**
 * The gap at the join of two touching boxes that draws them apart: a thin space, a fifth of an em. Boxes drawn as one
 * word (Amazon's `$` `19` `.` `99`) have none at their joins; `<span>1,850</span><span style="margin-left:3px">sq
 * ft</span>` at 14px (0.21 em) is drawn `1,850 sq ft`, two boxes. (Text beside a box keeps the quarter em of
 * decision 88: a padded `<code>` before a full stop.)
 */
const THIN_SPACE = 0.2;

/** True when a margin and padding on one side of `el` draw at least a thin space's width. */
function sideGap(el: Element, side: 'Left' | 'Right'): boolean {
  const view = el.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(el);
  const space = (parseFloat(style.fontSize) || 16) * THIN_SPACE;
  return (parseFloat(style[`margin${side}`]) || 0) + (parseFloat(style[`padding${side}`]) || 0) >= space;
}

/**
 * True when the element is drawn at least a space's width apart from text glued to it (a margin or padding on that
 * side: `Production<span class="ml-2">Current</span>`, `<span style="margin-right:4px">New Listing</span>Apple…`):
 * two boxes as drawn, not one word. The gap is the one the text reader keeps apart in cells (`Visibility.gapOf`).
 */
function gapBeside(el: Element, visibility: Visibility): boolean {
  const gap = visibility.gapOf?.(el);
  if (!gap) return false;
  const before = el.previousSibling;
  const after = el.nextSibling;
  return (gap.before && before?.nodeType === 3 && /\S$/.test((before as Text).data)) || (gap.after && after?.nodeType === 3 && /^\S/.test((after as Text).data));
}

/** The sides on which a box read inside its parent's phrase is drawn a space apart from the text glued to it. */
function spacedBy(el: Element, visibility: Visibility): { before: boolean; after: boolean } {
  const gap = visibility.gapOf?.(el);
  if (!gap) return { before: false, after: false };
  const before = el.previousSibling;
  const after = el.nextSibling;
  return { before: gap.before && before?.nodeType === 3 && /\S$/.test((before as Text).data), after: gap.after && after?.nodeType === 3 && /^\S/.test((after as Text).data) };
}

/**
 * True for a classless link or inline element inside a phrase of its parent's own words (`by <a>jin</a>`,
 * `Posted in <a>News</a>`): part of one sentence as drawn, so part of that field. Bare elements standing between
 * nothing but whitespace (`<span>472</span> <span>신촌</span>`) stay fields of their own.
 */
function inPhrase(el: Element, visibility: Visibility, afterMark = false): boolean {
  if (el.tagName !== 'A' && !phrasing(el)) return false;
  // After a separator box already read in the phrase (`망원동 <span class="dot">·</span> <time>3분 전</time>`), a classless
  // element continues it, as it would after the same dot written in the text (`관심 12 · <span>채팅 5</span>`).
  if (afterMark && !el.hasAttribute('class') && drawnInline(el, visibility) && !gapBeside(el, visibility)) return true;
  // A classed element joins only words (`by <a class="username">quill</a>`), not separators (`<span class="date">…</span> · …`),
  // unless its parent writes a sentence of its own (`submitted <time>…</time> by <a>…</a> - <span class="tag">…</span>`).
  const word = el.hasAttribute('class') && !sentence(el.parentElement) ? /\p{L}/u : /\S/;
  const words = (n: Node | null): boolean => n?.nodeType === 3 && word.test((n as Text).data);
  // A labelled icon drawn just before or after (`<svg role="img" aria-label="Milestone"> <a>v3.2</a>`) reads as a word.
  const icon = (n: Node | null, next: boolean): boolean => {
    const at = n?.nodeType === 3 && !/\S/.test((n as Text).data) ? (next ? n.nextSibling : n.previousSibling) : n;
    return at?.nodeType === 1 && labelledImage(at as Element) !== '';
  };
  if (!words(el.previousSibling) && !words(el.nextSibling) && !icon(el.previousSibling, false) && !icon(el.nextSibling, true)) return false;
  return drawnInline(el, visibility) && !gapBeside(el, visibility);
}

/**
 * The label of an element drawn as a picture and announced as one (`role="img"` with an `aria-label`: an SVG icon, a
 * star-rating span painted by CSS), when it holds no text of its own and no aria-hidden ancestor hides it; else ''.
 */
function labelledImage(el: Element): string {
  if (el.getAttribute('role') !== 'img' || /\S/.test(el.textContent ?? '')) return '';
  const label = (el.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
  return label && !el.closest('[aria-hidden="true"]') ? label : '';
}

/**
 * True for a picture drawn as a flex or grid item beside a box of words in the same row (Notion's page icon before the
 * title, as an avatar before a name): it pictures that text and says nothing of its own, as a stand-alone image gives
 * no field (a labelled picture alone in its box, a star rating, does).
 */
function iconOfRow(el: Element, visibility: Visibility): boolean {
  const parent = el.parentElement;
  if (!parent || visibility.layoutOf(parent)?.items !== BOUNDARIES.SPACE) return false;
  for (let sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
    if (sibling !== el && !visibility.isHidden(sibling) && WORDS.test(sibling.textContent ?? '')) return true;
  }
  return false;
}

const LABEL_END = /[:：]\s*$/;

/** True when words follow `el` in its parent, in text or in elements. */
function wordsAfter(el: Element): boolean {
  for (let n = el.nextSibling; n; n = n.nextSibling) if (WORDS.test(n.textContent ?? '')) return true;
  return false;
}

/**
 * True when an element speaks its visible words again for screen readers (`<span>(212)</span><span class="clipped">212
 * product ratings</span>`): some child is clipped screen-reader text with words, and every child is phrasing. Its
 * children are read as one field, the spoken text a word apart, as in a table cell.
 */
function spokenInline(node: Element, visibility: Visibility): boolean {
  // A flex column draws each child on a line of its own (`<div class="arr"><span class="sr-only">첫번째 버스</span><span>3분
  // 12초후</span><span>[2번째 전]</span></div>`): lines apart are no phrase, whatever a screen reader says before them.
  if (visibility.layoutOf(node)?.items === BOUNDARIES.LINE) return false;
  let spoken = false;
  for (let child = node.firstElementChild; child; child = child.nextElementSibling) {
    // An icon drawn without words beside them (a star before `<span class="blind">별점</span><span>9.86</span>`) says nothing.
    if (child.tagName === 'svg' && labelledImage(child) === '') continue;
    if (!phrasing(child) && child.tagName !== 'A') return false;
    if (visibility.layoutOf(child)?.visuallyHidden === true && WORDS.test(child.textContent ?? '')) {
      // A hidden label ending in a colon before its value (`<span class="vh">Document type: </span><span>Dataset</span>`,
      // `<span class="vh">Location:</span> Hackney`) names it: a label box, a field of its own, as a drawn `Released
      // on:` is.
      if (LABEL_END.test(child.textContent ?? '') && wordsAfter(child)) return false;
      // Hidden words standing in for a picture drawn beside them (`4.5 out of 5 stars` before the aria-hidden stars)
      // are that picture's fact; a box with words after the picture (the review count) is a fact of its own.
      const drawn = child.nextElementSibling;
      if (drawn?.getAttribute('aria-hidden') === 'true' && !WORDS.test(drawn.textContent ?? '')) {
        for (let after = drawn.nextElementSibling; after; after = after.nextElementSibling) if (WORDS.test(after.textContent ?? '')) return false;
      }
      spoken = true;
    }
  }
  return spoken;
}

/**
 * True when a phrasing element is all its parent draws (nothing but whitespace beside it): inside a wrapper already
 * read as part of a field (`15,000원 → <span class="ss_p2"><b><span class="ss_p2">13,500원</span></b></span> (10%할인)`)
 * it is the same run of text, not a field of its own.
 */
function soleContent(el: Element, parent: Element): boolean {
  if (!phrasing(el) && el.tagName !== 'A') return false;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n === el) continue;
    if (n.nodeType === 1 || (n.nodeType === 3 && /\S/.test((n as Text).data))) return false;
  }
  return true;
}

/** Least width and height, in pixels, of a box drawn as a picture rather than an icon or a rating's stars. */
const PICTURE_PX = 40;

/** True for a labelled picture drawn as a large box (a photo), not a glyph-sized icon or a row of stars. */
function pictureBox(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.width >= PICTURE_PX && box.height >= PICTURE_PX;
}

/** True when the element's only content is one `<ul>` or `<ol>` of links, one per entry (subjects, authors, tags). */
function listOnly(el: Element): boolean {
  const list = el.firstElementChild;
  if (!list || (list.tagName !== 'UL' && list.tagName !== 'OL') || list.nextElementSibling || !list.firstElementChild) return false;
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && /\S/.test((n as Text).data)) return false;
  for (let li: Element | null = list.firstElementChild; li; li = li.nextElementSibling) {
    const link = li.firstElementChild;
    if (li.tagName !== 'LI' || !link || link.tagName !== 'A' || !soleContent(link, li)) return false;
  }
  return true;
}

/** True when the element's own text (not its children's) holds two words or more: a sentence the inline elements in it belong to. */
function sentence(el: Element | null): boolean {
  let words = 0;
  for (let n = el?.firstChild ?? null; n; n = n.nextSibling) {
    if (n.nodeType === 3) words += ((n as Text).data.match(/\p{L}+/gu) ?? []).length;
    if (words >= 2) return true;
  }
  return false;
}

/**
 * True for a button drawing a whole row of fields (an expandable row: National Rail's service `<button>` holding the
 * time, destination, platform, status and operator boxes): two or more block children with words. Its content is the
 * item's, not a control's label; a button of words, an icon and a count (`찜하기 296`) stays a control.
 */
function rowButton(el: Element): boolean {
  if (el.tagName !== 'BUTTON') return false;
  let blocks = 0;
  for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
    if (child.tagName === 'DIV' && /[\p{L}\p{N}]/u.test(child.textContent ?? '') && ++blocks >= 2) return true;
  }
  return false;
}

// Currency written as a word after a figure (`12,900원`, `48.00 USD`): part of a price, no word of a label.
const CURRENCY_WORD = '원|円|USD|EUR|GBP|KRW|JPY';
// A price: a figure with a currency sign or word (`$1,045`, `₩39,000`, `12,900원`, `48.00 USD`).
const PRICE = new RegExp(`[$€£¥₩]\\s?\\d|\\d[\\d,.]*\\s?(?:${CURRENCY_WORD})(?!\\p{L})`, 'u');
const CURRENCY = new RegExp(`^(?:${CURRENCY_WORD})$`);

/**
 * True for a button showing the item's price (Airbnb's `$1,045 total`, a button that opens the price breakdown): a
 * few words holding a price, not a control's label. Buttons of other words (`Add to cart`, `찜하기 296`) stay controls.
 */
function priceButton(el: Element): boolean {
  if (el.tagName !== 'BUTTON') return false;
  const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length <= 40 && PRICE.test(text) && (text.match(/\p{L}+/gu) ?? []).filter((w) => !CURRENCY.test(w)).length <= 2;
}

/**
 * True for a button that only shows a tooltip about itself (`aria-describedby` naming a `role=tooltip` box): a badge
 * explained on hover (Trustpilot's `Verified`), whose words are a fact of the item, not a control's label.
 */
function tooltipButton(el: Element): boolean {
  if (el.tagName !== 'BUTTON') return false;
  const root = el.getRootNode() as Document | ShadowRoot;
  const ids = el.getAttribute('aria-describedby')?.trim().split(/\s+/) ?? [];
  return ids.some((id) => !!id && root.getElementById?.(id)?.getAttribute('role') === 'tooltip');
}

/** True for an inline-level box (computed display; without one, as in jsdom, the tag's default: phrasing elements are inline). */
function inlineBox(el: Element): boolean {
  const display = el.ownerDocument.defaultView?.getComputedStyle(el).display;
  return display ? display.startsWith('inline') : el.tagName === 'A' || el.tagName === 'IMG' || el.tagName === 'svg' || PHRASING.has(el.tagName);
}

/**
 * True when an image is drawn inside a line of text, like a word (a 로켓배송 badge beside a price, an icon between
 * words): it and its inline-level wrappers sit beside words in the same line. A picture drawn as a block, or alone in
 * its block (a logo, a product photo, an avatar in a flex row, where items are blockified), is not.
 */
function inTextLine(img: Element, item: Element): boolean {
  // As tall as a line of text at most (an icon, a badge), not a thumbnail beside a title.
  const height = img.getBoundingClientRect().height;
  const font = parseFloat(img.ownerDocument.defaultView?.getComputedStyle(img.parentElement ?? img).fontSize ?? '') || 16;
  if (height > 2 * font) return false;
  for (let box: Element = img; box !== item && inlineBox(box); ) {
    const parent = box.parentElement;
    if (!parent) return false;
    for (let n = parent.firstChild; n; n = n.nextSibling) {
      if (n === box) continue;
      if (n.nodeType === 3 && /\S/.test((n as Text).data)) return true;
      if (n.nodeType === 1 && /\S/.test(n.textContent ?? '') && inlineBox(n as Element)) return true;
    }
    box = parent;
  }
  return false;
}

const DIGIT = /\d/;

// Words naming a picture of a person.
const AVATAR = /avatar|profile|프로필/i;

/**
 * True for a small picture drawn as an item of a row flex or grid among items of words (a 로켓프레시 badge after a price
 * and a count): no taller than two lines of text, it stands among the words as a badge does, not as a photo or logo.
 */
function badgeOfRow(img: Element, visibility: Visibility): boolean {
  // The picture may sit alone in a wrapper of its own (`<span class="new-icon"><img alt="새글"></span>`), the wrapper the item.
  let box = img;
  for (let depth = 0; depth < 2 && box.parentElement?.childElementCount === 1 && !/\S/.test(box.parentElement.textContent ?? ''); depth++) box = box.parentElement;
  const parent = box.parentElement;
  if (!parent || visibility.layoutOf(parent)?.items !== BOUNDARIES.SPACE) return false;
  const height = img.getBoundingClientRect().height;
  const font = parseFloat(img.ownerDocument.defaultView?.getComputedStyle(parent).fontSize ?? '') || 16;
  if (height > 2 * font) return false;
  // An avatar (so named, or named as or after the name beside it: `dmitri_k's user avatar` by `dmitri_k`) pictures a person.
  const alt = (img.getAttribute('alt') ?? '').trim().toLowerCase();
  if (AVATAR.test(`${alt} ${img.getAttribute('class') ?? ''} ${box.getAttribute('class') ?? ''}`)) return false;
  if ((parent.textContent ?? '').toLowerCase().includes(alt)) return false;
  const walker = parent.ownerDocument.createTreeWalker(parent, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if ((n as Text).data.toLowerCase().split(/\s+/).some((word) => word.length >= 3 && alt.includes(word))) return false;
  }
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n === box) continue;
    if (n.nodeType === 3 && WORDS.test((n as Text).data)) return true;
    if (n.nodeType === 1 && !visibility.isHidden(n as Element) && WORDS.test(n.textContent ?? '')) return true;
  }
  return false;
}

export interface ItemFields {
  /** Field key (structural path + occurrence) → value, in the item's order. */
  fields: Map<string, string>;
  /** Field key → the element holding a text field (its label is read only when the columns are named). */
  elements: Map<string, Element>;
  /** Field key → index of the item's child it lies in (the cell of a table row), -1 for the item's own text. */
  slots: Map<string, number>;
  /** Keys of labelled pictures drawn as a flex or grid item beside words (kept only when their labels tell items apart). */
  icons?: Set<string>;
  /** Keys of small pictures read as badges in a row of words (left out when every item draws the same one). */
  badges?: Set<string>;
}

interface FieldOptions {
  links: boolean;
  images: boolean;
  visibility: Visibility;
  maxNodes: number;
  /** Key the fields of each child of the item by its index (the child is the column a heading row above names). */
  bySlot?: boolean;
}

/** True when the element is drawn as a table row (`display: table-row` from a stylesheet or inline style). */
function drawnAsTableRow(el: Element, visibility: Visibility): boolean {
  if (el.tagName === 'TR' || !visibility.layoutOf(el)) return false;
  return el.ownerDocument.defaultView?.getComputedStyle(el).display === 'table-row';
}

/** Screen-reader-only text: taken out of the flow and clipped to (almost) nothing. */
function visuallyHidden(el: Element, visibility: Visibility): boolean {
  if (visibility.layoutOf(el)?.self !== BOUNDARIES.SOFT) return false;
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  if (!style) return false;
  return (style.clip !== '' && style.clip !== 'auto') || parseFloat(style.width) <= 1 || parseFloat(style.height) <= 1 || style.clipPath.startsWith('inset');
}

/**
 * True for a control drawn fully transparent (`role="button"` with opacity 0, Notion's `OPEN` on a row): it shows only
 * while the pointer is over the item, and buttons in items are no fields anyway.
 */
function hoverControl(el: Element): boolean {
  if (el.getAttribute('role') !== 'button') return false;
  return el.ownerDocument.defaultView?.getComputedStyle(el).opacity === '0';
}

/**
 * True for the label of a checkbox or radio button that draws no words, only screen-reader text (`<label
 * for="chk"><span class="blind">메일 선택</span></label>`): it names the control, which reads as nothing.
 */
function spokenCheckLabel(el: Element, visibility: Visibility): boolean {
  if (el.tagName !== 'LABEL') return false;
  const control = (el as HTMLLabelElement).control;
  const type = control?.tagName === 'INPUT' ? (control.getAttribute('type') ?? '').toLowerCase() : '';
  if (type !== 'checkbox' && type !== 'radio') return false;
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  let words = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!WORDS.test((node as Text).data)) continue;
    words = true;
    let spoken = false;
    for (let up = node.parentElement; up && !spoken; up = up === el ? null : up.parentElement) spoken = visibility.layoutOf(up)?.visuallyHidden === true;
    if (!spoken) return false;
  }
  return words;
}

const LABEL_TAGS = new Set(['DT', 'TH', 'LABEL']);

/** The label markup gives an element's value: `data-label` (stacked responsive tables), `aria-label` unlike its text, the `dt` before a `dd`. */
function markupLabel(el: Element, value: string): string | null {
  const data = el.getAttribute('data-label')?.trim();
  if (data) return data;
  const aria = el.getAttribute('aria-label')?.trim();
  if (aria && aria !== value && !value.includes(aria)) return aria;
  if (el.tagName === 'DD') {
    let dt = el.previousElementSibling;
    while (dt && dt.tagName === 'DD') dt = dt.previousElementSibling;
    const text = dt?.tagName === 'DT' ? (dt.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
    if (text) return text.replace(/\s*[:：]$/, '');
  }
  return null;
}

/** Reads the fields of one repeated item: every element with its own text, every link target and image. */
export function itemFields(item: Element, options: FieldOptions): ItemFields {
  const fields = new Map<string, string>();
  const elements = new Map<string, Element>();
  const slots = new Map<string, number>();
  const icons = new Set<string>();
  const badges = new Set<string>();
  const seen = new Map<string, number>();
  let budget = options.maxNodes;
  /** Adds a field under a key made unique per path and returns the key. */
  const add = (path: string, slotIndex: number, value: string): string => {
    const n = (seen.get(path) ?? 0) + 1;
    seen.set(path, n);
    const key = n === 1 ? path : `${path}#${n}`;
    fields.set(key, value);
    slots.set(key, slotIndex);
    return key;
  };
  /** A definition read whole, as a table cell is: its text a field under `path`, its links beside it. */
  const addDefinition = (path: string, slotIndex: number, dd: Element): void => {
    const content = cellContent(dd, { visibility: options.visibility, footnotes: 'drop', collectLinks: options.links, collectImages: options.images });
    if (content.text) elements.set(add(path, slotIndex, content.text), dd);
    const links = [...new Set(content.links)].join('\n');
    if (links) add(`${path}@href`, slotIndex, links);
  };

  // A row drawn as a table row reads as one: each cell a column in order, whatever it holds (text, an icon's alt).
  if (drawnAsTableRow(item, options.visibility)) {
    const cells: Element[] = [];
    const view = item.ownerDocument.defaultView;
    for (let child = item.firstElementChild; child; child = child.nextElementSibling) {
      if (SKIP.has(child.tagName) || options.visibility.isHidden(child)) continue;
      cells.push(child);
    }
    if (view && cells.length > 1 && cells.every((c) => view.getComputedStyle(c).display === 'table-cell')) {
      const ctx: TextContext = { visibility: options.visibility, footnotes: 'drop', collectLinks: options.links, collectImages: options.images };
      cells.forEach((cell, i) => {
        const path = `>cell${i + 1}`;
        const content = cellContent(cell, ctx);
        elements.set(add(path, i, content.text), cell);
        const links = [...new Set(content.links)].join('\n');
        if (links) add(`${path}@href`, i, links);
        const src = content.images.map((img) => img.src).join('\n');
        if (src) add(`${path}@src`, i, src);
        const alt = content.images.map((img) => img.alt).join('\n');
        if (alt) add(`${path}@alt`, i, alt);
      });
      return { fields, elements, slots };
    }
  }

  // The text-transform in effect (CSS draws `New Listing` as `NEW LISTING`; tables read it the same way).
  let transform = options.visibility.cellTransformOf?.(item) ?? '';
  // Under a heading row, the box whose children are the columns.
  const row = options.bySlot ? rowOf(item) : item;
  const visit = (el: Element, path: string, slotIndex: number): void => {
    const parts: string[] = [];
    // The field takes its place in the item's order where its first text appears.
    let slot: string | null = null;
    const text = (t: string): void => {
      parts.push(t);
      if (slot === null && t.trim()) {
        slot = add(path, slotIndex, '');
      }
    };
    const collectInline = (node: Element): void => {
      const spoken = node !== item && spokenInline(node, options.visibility);
      // Whether the node's children read as one phrase with it (asked once, when a child reaches the question).
      let onePhrase: boolean | null = null;
      // The last child read into the node's phrase when it draws only a separator (`·`), nothing having been drawn since.
      let mark: Element | null = null;
      // Flex and grid items are read in the order they are drawn (Daum's `.cont_info{order:-1}`: source and time first).
      const drawn = options.visibility.layoutOf(node)?.items != null ? options.visibility.drawnOrder?.(node) : undefined;
      for (let i = 0, child: ChildNode | null | undefined = drawn ? (drawn[0] as ChildNode | undefined) : node.firstChild; child; child = drawn ? (drawn[++i] as ChildNode | undefined) : child.nextSibling) {
        if (--budget < 0) return;
        if (child.nodeType === 3) {
          // A line break in the source is a space as drawn (only `<br>` and blocks break lines).
          const data = (child as Text).data;
          const drawn = data.includes('\n') ? data.replace(/[\n\r]+/g, ' ') : data;
          if (/\S/.test(drawn)) mark = null;
          text(transform ? applyTransform(drawn, transform) : drawn);
          continue;
        }
        if (child.nodeType !== 1) continue;
        const e = child as Element;
        const afterMark = mark !== null;
        mark = null;
        const tag = e.tagName;
        const top = el === row && node === row;
        const childSlot = top ? childIndex(row, e) : slotIndex;
        const step = top && options.bySlot ? `>[${childSlot}]` : e === row ? '' : `${path}>${signature(e)}`;
        // A picture announced by its label (`<svg role="img" aria-label="Milestone">`, a CSS star rating labelled
        // "4.5 out of 5 stars.") reads as that label: a word where drawn in a line of words, else a field of its own.
        if (e.getAttribute('role') === 'img' && !options.visibility.isHidden(e)) {
          const label = labelledImage(e);
          // A picture is a box of its own: its label stands a word apart from the words beside it (`Amazon Prime FREE delivery`).
          if (label && inTextLine(e, item)) text(` ${label} `);
          // A picture drawn as a box of its own (a listing's photo as a background image, `role=img` labelled
          // `Photo of …`) stands alone as a photo does: its label is image alt, with image columns only.
          else if (label && pictureBox(e)) {
            if (options.images) add(`${step}@alt`, childSlot, label);
          } else if (label) {
            const key = add(step, childSlot, label);
            elements.set(key, e);
            if (iconOfRow(e, options.visibility)) icons.add(key);
          }
          if (label || tag === 'svg') continue;
        }
        if ((SKIP_IN_ITEM.has(tag) && !rowButton(e) && !priceButton(e) && !tooltipButton(e)) || options.visibility.isHidden(e) || options.visibility.isIcon?.(e) || spokenCheckLabel(e, options.visibility) || hoverControl(e)) continue;
        // A separator drawn as a box of its own (a flex item, not a dot inside a phrase) and hidden from assistive
        // technology (`<div aria-hidden="true">·</div>` between a rating and its count) is decoration, no field.
        if (e.getAttribute('aria-hidden') === 'true' && SEPARATOR_ONLY.test(e.textContent ?? '') && !inlineBox(e)) continue;
        if (tag === 'BR') {
          parts.push('\n');
          continue;
        }
        if (tag === 'IMG') {
          const alt = (e.getAttribute('alt') ?? '').trim();
          // An image drawn in a line of words (a badge icon) reads as its alt there; a picture standing alone (a logo, a
          // product photo) is an image column, its alt the "(image alt)" column, both only with image columns on.
          const src = imageSource(e);
          const word = alt !== '' && inTextLine(e, item);
          // A badge drawn as an item of a row of words (a 로켓배송 mark after a price and a count) is a fact of its own.
          const badge = alt !== '' && !word && !!src && badgeOfRow(e, options.visibility);
          if (word) text(alt);
          // An image with nothing to load is drawn as its alt text: a field of its own.
          else if (alt && (!src || badge)) {
            const key = add(step, childSlot, alt);
            elements.set(key, e);
            if (badge) badges.add(key);
          }
          if (options.images) {
            if (src) add(`${step}@src`, childSlot, src);
            if (alt && src && !word && !badge) add(`${step}@alt`, childSlot, alt);
          }
          continue;
        }
        // A unit's power (`23.14m<sup>2</sup>`) reads as the superscript it is drawn as, as in table cells: `23.14m²`.
        if (tag === 'SUP') {
          const power = unitPower(e, parts.join('').replace(/\s+$/, ''));
          if (power !== null) {
            text(power);
            continue;
          }
        }
        // A definition that is one list of links (a record's subjects) is one value, its entries one per line, as a
        // table cell holding that list is; a definition wrapping a card's facts is read box by box.
        if (tag === 'DD' && e !== item && listOnly(e)) {
          addDefinition(step, childSlot, e);
          continue;
        }
        if (
          (INLINE.has(tag) && !e.getAttribute('class')) ||
          (spoken && phrasing(e)) ||
          (node !== el && soleContent(e, node)) ||
          (node !== item && (onePhrase ??= barePhrase(node, options.visibility) || slashJoined(node, options.visibility) || rangeJoined(node, options.visibility))) ||
          gluedInline(e, options.visibility) ||
          inPhrase(e, options.visibility, afterMark)
        ) {
          const said = e.textContent ?? '';
          if (/\S/.test(said) && !WORDS.test(said)) mark = e;
          if (tag === 'A' && options.links) {
            const href = linkTarget(e);
            if (href) add(`${path}>A@href`, childSlot, href);
          }
          // Screen-reader text read with its neighbours stays a word apart from them (`Increased by` 12%); a mark
          // without words (a price's hidden decimal point, `$99<span class="sr-only">.</span>00`) is part of the word.
          const apart = options.visibility.layoutOf(e)?.visuallyHidden === true && WORDS.test(said);
          const spaced = spacedBy(e, options.visibility);
          if ((apart && !/^[\s,.;:!?)\]]/.test(e.textContent ?? '')) || spaced.before) parts.push(' ');
          collectDrawn(e);
          if (apart || spaced.after) parts.push(' ');
          continue;
        }
        visit(e, step, childSlot);
      }
    };
    // Words a stylesheet draws around an element (a `전일대비 ` label, a unit) and up/down arrows (a rank that went up,
    // `▲`) are part of its text, and so is a unit sign drawn after a figure (Kurly's `22` + `::after{content:"%"}`);
    // other drawn symbols (separators, bullets between fields) are not.
    const collectDrawn = (node: Element): void => {
      const outer = transform;
      transform = options.visibility.transformOf?.(node) ?? transform;
      const drawn = (t: string): string => (transform ? applyTransform(t, transform) : t);
      const generated = options.visibility.generatedOf(node);
      if (generated && drawnValue(generated.before)) text(drawn(generated.before));
      collectInline(node);
      if (generated && (drawnValue(generated.after) || (UNIT_SIGN.test(generated.after) && /\d\s*$/.test(parts.join(''))))) text(drawn(generated.after));
      transform = outer;
    };
    if (options.links && el.tagName === 'A') {
      const href = linkTarget(el);
      if (href) add(`${path}@href`, slotIndex, href);
    }
    collectDrawn(el);
    if (slot !== null) {
      const value = collapseLines(parts.join(''));
      if (value) {
        fields.set(slot, value);
        elements.set(slot, el);
      } else fields.delete(slot);
    }
  };
  visit(item, '', -1);
  // A term's definitions are its record's values: the `dd`s after a `dt`, up to the next term (a spec list, an index).
  if (item.tagName === 'DT') {
    let slotIndex = item.childElementCount;
    for (let dd = item.nextElementSibling; dd?.tagName === 'DD'; dd = dd.nextElementSibling) {
      if (options.visibility.isHidden(dd)) continue;
      addDefinition('+DD', ++slotIndex, dd);
    }
  }
  return { fields, elements, slots, icons, badges };
}

function childIndex(parent: Element, child: Element): number {
  let i = 0;
  for (let c = parent.firstElementChild; c && c !== child; c = c.nextElementSibling) i++;
  return i;
}

export interface RepeatedLayout {
  keys: string[];
  rows: Map<string, string>[];
  /** Index in the given items of each row (items sharing no field with most others are left out). */
  kept: number[];
}

/** The key a field nested one step deeper than its slot in the other items falls back to (`num>badge` → `num`). */
function parentKey(key: string): string | null {
  const plain = baseKey(key);
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
export function mergeFields(items: readonly ItemFields[], minCount = 1, columns: readonly string[] | null = null): RepeatedLayout {
  const count = new Map<string, number>();
  for (const item of items) for (const key of item.fields.keys()) count.set(key, (count.get(key) ?? 0) + 1);
  const common = (key: string): boolean => (count.get(key) ?? 0) * 2 > items.length;
  const kept: number[] = [];
  items.forEach((item, i) => {
    if (items.length < 3 || [...item.fields.keys()].some(common)) kept.push(i);
  });
  const rows = kept.map((i) => new Map((items[i] as ItemFields).fields));
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
  consistentOrder(order, rows);
  // Fields keyed by the column of a heading row above keep that column's order.
  const column = (key: string): number => Number(/^>\[(\d+)\]/.exec(key)?.[1] ?? -1);
  if (order.some((k) => k.startsWith('>['))) order.sort((a, b) => column(a) - column(b));
  const need = Math.min(minCount, rows.length);
  const keys = mergeAlternatives(
    order.filter((k) => (seen.get(k) ?? 0) >= need),
    rows,
  );
  // Every column a heading row drawn over the items names is a column, also one no item writes in (Notion's `Done`
  // checkboxes), as a table keeps a column of empty cells under its heading.
  if (columns && keys.length && keys.every((k) => k.startsWith('>['))) {
    columns.forEach((h, j) => {
      if (h && !keys.some((k) => column(k) === j)) keys.push(`>[${j}]`);
    });
    keys.sort((a, b) => column(a) - column(b));
  }
  return { keys, rows, kept };
}

/**
 * Reorders the columns (in place) so that every item's fields keep the order they are drawn in: a field met first in an
 * item that lacks its neighbour (a comment count in an issue without milestone) goes after that neighbour when a later
 * item draws both (`Milestone v3.2` then `2`). Among fields no item orders, first seen stays first; when items disagree
 * (a cycle), the order of first sight stays.
 */
function consistentOrder(order: string[], rows: readonly Map<string, string>[]): void {
  const rank = new Map(order.map((k, i) => [k, i]));
  const after = new Map<string, Set<string>>();
  const before = new Map<string, number>();
  for (const row of rows) {
    let prev: string | null = null;
    for (const key of row.keys()) {
      if (prev !== null && !after.get(prev)?.has(key)) {
        const next = after.get(prev) ?? new Set<string>();
        next.add(key);
        after.set(prev, next);
        before.set(key, (before.get(key) ?? 0) + 1);
      }
      prev = key;
    }
  }
  const ready = order.filter((k) => !before.get(k));
  const out: string[] = [];
  while (ready.length) {
    let best = 0;
    for (let i = 1; i < ready.length; i++) if ((rank.get(ready[i] as string) ?? 0) < (rank.get(ready[best] as string) ?? 0)) best = i;
    const key = ready.splice(best, 1)[0] as string;
    out.push(key);
    for (const next of after.get(key) ?? []) {
      const left = (before.get(next) ?? 0) - 1;
      before.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  if (out.length === order.length) order.splice(0, order.length, ...out);
}

/**
 * Two neighbouring fields that are alternatives of one slot (every item has exactly one of them: "Online" or "Last seen
 * 3h ago", a price or "Sold out") become one column: the second's values move into the first's key in `rows` — unless
 * a heading row above puts them in different columns.
 */
function mergeAlternatives(keys: string[], rows: Map<string, string>[]): string[] {
  if (rows.length < 3) return keys;
  // Boxes at one place told apart only by a class (a rating link classed in one card, bare in the others) are one field
  // before any pairing of neighbours: else the classed rating pairs with the count beside the bare ones.
  const out = mergeVariants(keys, rows);
  for (let k = 0; k + 1 < out.length; k++) {
    const a = out[k] as string;
    const b = out[k + 1] as string;
    // Fields in different columns of a heading row above stay apart (출금 and 입금, each empty where the other is set).
    const column = (key: string): string | undefined => /^>\[\d+\]/.exec(key)?.[0];
    if (column(a) !== column(b)) continue;
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
  return mergeVariants(out, rows);
}

/**
 * Fields at the same place in the items that differ only by a class (a status badge `div.transit` / `div.delivered` /
 * `div.exception`, a modifier being the only class a hashed stylesheet leaves readable), of which no item has two, are
 * one column; a sibling box every item draws beside them (a time after the status) stays a column of its own.
 */
function mergeVariants(keys: string[], rows: Map<string, string>[]): string[] {
  if (rows.length < 3) return keys;
  const shape = (key: string): string => key.replace(/\.[^>#@[\]]+/g, '');
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const group = groups.get(shape(key));
    if (group) group.push(key);
    else groups.set(shape(key), [key]);
  }
  let out = keys;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // Of the boxes at one place, those no item draws together are variants of one (`span.state-critical` /
    // `span.state-pending` beside a `span.time` every item has).
    const variants: string[][] = [];
    for (const key of group) {
      const joined = variants.find((set) => rows.every((row) => !row.has(key) || set.every((k) => !row.has(k))));
      if (joined) joined.push(key);
      else variants.push([key]);
    }
    for (const [first, ...rest] of variants as [string, ...string[]][]) {
      if (!rest.length) continue;
      for (const row of rows) {
        for (const k of rest) {
          const value = row.get(k);
          if (value === undefined) continue;
          row.delete(k);
          row.set(first, value);
        }
      }
      out = out.filter((k) => !rest.includes(k));
    }
  }
  return out;
}

const YEAR = /^(1[89]|20)\d\d(년|년도)?$/;

/**
 * The list's heading row, when its first item is one: of the same structure, no links or images, short distinct texts
 * that are not numbers, drawn as header cells (th, role=columnheader) or bold while the next item is not, or label
 * text above two columns that are numeric in the other items (a board's 등록일/조회 row) — above one when the other
 * items link somewhere. Null otherwise.
 */
function headingItem(items: readonly Element[], read: readonly ItemFields[]): ItemFields | null {
  const first = items[0];
  const head = read[0];
  if (!first || !head || read.length < 3) return null;
  if (first.querySelector('a[href], img')) return null;
  const values = [...head.fields.values()];
  if (values.length < 2 || new Set(values).size !== values.length) return null;
  if (values.some((v) => v.length > 40 || v.includes('\n') || (looksNumeric(v) && !YEAR.test(v)))) return null;
  const rest = mergeFields(read.slice(1), 2);
  const columns = new Set(rest.keys);
  // Each label stands over a field of the items, or over a box holding several (a university's name and its place).
  const over = (k: string): boolean => columns.has(k) || rest.keys.some((c) => withinBox(c, k));
  if (![...head.fields.keys()].every(over)) return null;
  const cells = first.querySelectorAll('th, [role="columnheader"]').length;
  if (cells >= values.length) return head;
  if (drawnBold(first) && !drawnBold(items[1] as Element)) return head;
  let numericColumns = 0;
  // Columns whose values carry figures with their units (`2025.10.28`, `15억 2,000`, `84A㎡`, `14층`) under a label
  // with none: three of them make a heading row too.
  let figureColumns = 0;
  for (const [key, label] of head.fields) {
    let filled = 0;
    let numeric = 0;
    let figures = 0;
    for (const row of rest.rows) {
      const v = row.get(key);
      if (!v) continue;
      filled++;
      if (looksNumeric(v)) numeric++;
      if (/\d/.test(v)) figures++;
    }
    if (filled >= 2 && numeric / filled >= 0.8) numericColumns++;
    if (filled >= 2 && figures / filled >= 0.8 && !/\d/.test(label)) figureColumns++;
  }
  if (figureColumns >= 3) return head;
  // One numeric column alone could be a first product marked "Sold out": then the items must also differ from it by
  // linking somewhere (posts, products) where the heading row links nowhere.
  const linked = items.slice(1).filter((i) => i.querySelector('a[href]')).length;
  return numericColumns >= 2 || (numericColumns === 1 && linked * 2 >= items.length - 1) ? head : null;
}

/** True when all of the element's text is bold (b/strong, or a bold computed weight). */
function drawnBold(el: Element): boolean {
  const text = (el.textContent ?? '').replace(/\s+/g, '');
  if (!text) return false;
  let bold = '';
  for (const b of Array.from(el.querySelectorAll('b, strong'))) bold += (b.textContent ?? '').replace(/\s+/g, '');
  if (bold.length >= text.length) return true;
  const weight = el.ownerDocument.defaultView?.getComputedStyle(el).fontWeight ?? '400';
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

/**
 * The row of cells an item draws: the item, or the one box it only wraps (Notion's `div.notion-collection-item` around
 * its `div.notion-table-view-row`), the cells being that box's children.
 */
function rowOf(item: Element): Element {
  const only = item.firstElementChild;
  if (!only || only.nextElementSibling) return item;
  for (let n = item.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && /\S/.test((n as Text).data)) return item;
  return only;
}

/**
 * Column headings drawn just above the items as a row of their own (the element before the first item, or before the
 * container): one short text per child, as many children as the items have, no links or images — or its children are
 * role=columnheader. Returns the heading text per child index, or null.
 */
function headingAbove(container: Element, items: readonly Element[], visibility: Visibility): { texts: string[]; drawnOver: boolean } | null {
  const first = items[0];
  if (!first) return null;
  const row = rowOf(first);
  const width = row.childElementCount;
  if (width < 2 || items.some((i) => rowOf(i).childElementCount !== width)) return null;
  const sibling = first.previousElementSibling;
  let before = sibling ?? container.previousElementSibling;
  // The heading row may sit in a wrapper of its own above the container (`div.grid_head > div.row > div.cell`).
  if (!sibling && before?.childElementCount === 1 && before.firstElementChild?.childElementCount === width) before = before.firstElementChild;
  if (!before || before.childElementCount !== width || visibility.isHidden(before)) return null;
  if (before.querySelector('a[href], img, input, select')) return null;
  const texts: string[] = [];
  for (let c = before.firstElementChild; c; c = c.nextElementSibling) texts.push((c.textContent ?? '').replace(/\s+/g, ' ').trim());
  const named = texts.filter((t) => t !== '');
  if (named.length < 2 || new Set(named).size !== named.length) return null;
  if (texts.some((t) => t.length > 40 || (looksNumeric(t) && !YEAR.test(t)))) return null;
  const declared = before.querySelectorAll(':scope > [role="columnheader"], :scope > th').length === width;
  // Without roles, a heading row among the items must differ from them (a header of its own kind, not one more item).
  if (!declared && sibling && signature(before) === signature(first)) return null;
  const over = drawnOver(before, row);
  // Cells an item only wraps line up under a heading drawn over them, not under any row of short words above (a
  // ranking's 일간 · 주간 · 월간 switch over cards that each wrap one link).
  if (row !== first && !over) return null;
  return { texts, drawnOver: over };
}

/** True when the children of `heading` are drawn over those of `row`, same left edges and widths (true where nothing is laid out, as in jsdom). */
function drawnOver(heading: Element, row: Element): boolean {
  const cells = Array.from(row.children, (c) => c.getBoundingClientRect());
  if (cells.every((r) => r.width === 0)) return true;
  let k = 0;
  for (let h = heading.firstElementChild; h; h = h.nextElementSibling, k++) {
    const r = h.getBoundingClientRect();
    const under = cells[k];
    if (!under || r.width === 0 || Math.abs(r.left - under.left) > 2 || Math.abs(r.width - under.width) > 2) return false;
  }
  return true;
}

/** Text drawing only a separator between fields: a dot, bar, slash or dash. */
const SEPARATOR_ONLY = /^\s*[·•|/\-–—]\s*$/;

/** A class a CSS-in-JS library names after the hash of its rule (emotion's `css-1q8n2yb`). */
const CSS_IN_JS = /(?<=^|\s)css-[a-z0-9]{5,}(?=\s|$)/gi;

/**
 * The boxes that repeat a field in one item as a run of chips (`<span class=tag>` × n, `<li><a class=post-tag>` × n,
 * showtime chips `<li><a><em>10:20</em> <span>84석</span></a></li>` × n): the children of the fields' closest common
 * ancestor that hold them, next to one another with no other element between, the chips classed or the items of one
 * list, drawn side by side. Null when the fields are not such a run (label/value rows, a `dt`/`dd` list, bare spans).
 */
function chipBoxes(fields: readonly Element[]): Element[] | null {
  const first = fields[0];
  let common = first?.parentElement ?? null;
  while (common && !fields.every((f) => common?.contains(f))) common = common.parentElement;
  if (!common) return null;
  const boxes = fields.map((f) => {
    let box: Element = f;
    while (box.parentElement !== common) box = box.parentElement as Element;
    return box;
  });
  for (let i = 1; i < boxes.length; i++) if (boxes[i - 1]?.nextElementSibling !== boxes[i]) return null;
  // Boxes styled by different generated rules (emotion's `css-1y1x2nj` type beside a `css-1q8n2yb` badge) are two kinds.
  const generatedRule = (el: Element): string => ((el.getAttribute('class') ?? '').match(CSS_IN_JS) ?? []).sort().join(' ');
  const rule = generatedRule(boxes[0] as Element);
  if (boxes.some((box) => generatedRule(box) !== rule)) return null;
  // One kind named by a class (`span.tag`, `a.post-tag`), by being the items of one list, or by one inline style
  // written on each box (Notion's multi-select tags: classless divs styled alike); bare spans side by side are
  // usually facts of different kinds in a fixed order (career, education, salary), one column each.
  const classed = (el: Element | undefined): boolean => !!el?.getAttribute('class')?.trim() || (el?.tagName === 'LI' && LISTS.has(common?.tagName ?? ''));
  if (!fields.every((f, i) => classed(f) || classed(boxes[i])) && !styledAlike(boxes)) return null;
  // Chips are drawn side by side (inline-level boxes, or items of a row flex or grid), not stacked lines of text.
  const view = common.ownerDocument.defaultView;
  const style = view?.getComputedStyle(common);
  const row = !!style && /(^|[ -])(flex|grid)$/.test(style.display) && (style.display.endsWith('grid') || !style.flexDirection.startsWith('column'));
  if (!row && !boxes.every((b) => inlineBox(b))) return null;
  return boxes;
}

/**
 * True for boxes of one tag styled alike by their `style` attribute, colours aside: one kind of box a script writes
 * without classes (Notion's multi-select tags, each option in its own colour).
 */
function styledAlike(boxes: readonly Element[]): boolean {
  const first = boxes[0];
  if (!first?.hasAttribute('style')) return false;
  const shape = (el: Element): string => {
    const style = (el as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (!style) return '';
    let out = '';
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      // Colours, also a `background` shorthand left unexpanded (jsdom), paint a box; they do not make it another kind.
      if (!name.includes('color') && name !== 'background') out += `${name}:${style.getPropertyValue(name)};`;
    }
    return out;
  };
  const want = shape(first);
  return want !== '' && boxes.every((b) => b === first || (b.tagName === first.tagName && shape(b) === want));
}

/**
 * Sibling boxes of one kind repeated inside an item whose number differs between items (label chips, hashtags, feature
 * tags: 2 on one card, 4 on the next; showtimes, each a time and its seats left) are one field, the chips read as
 * drawn, a space apart (the items of a bulleted list one under another, a line each) — not one column per position,
 * where the third chip of one item has nothing to do with the third of another. Fields aligned as slots are not runs.
 */
function joinChipRuns(read: ItemFields[], slotted: ReadonlySet<string> = new Set()): void {
  const counts = new Map<string, number[]>();
  read.forEach((item, i) => {
    for (const key of item.elements.keys()) {
      const base = baseKey(key);
      const per = counts.get(base) ?? new Array<number>(read.length).fill(0);
      per[i] = (per[i] ?? 0) + 1;
      counts.set(base, per);
    }
  });
  const ownKeys = (item: ItemFields, base: string): string[] => [...item.elements.keys()].filter((k) => baseKey(k) === base);
  for (const [base, per] of counts) {
    if (slotted.has(base) || Math.max(...per) < 2 || per.every((n) => n === per[0])) continue;
    let joiner = ' ';
    let depth = -1;
    let ok = true;
    for (const item of read) {
      const keys = ownKeys(item, base);
      if (keys.length < 2) continue;
      const own = keys.map((k) => item.elements.get(k) as Element);
      // The items of a list drawn one under another (a job card's bullet points) are one field of lines.
      if (own.every((el) => stackedLine(el))) {
        joiner = '\n';
        depth = 0;
        continue;
      }
      const boxes = chipBoxes(own);
      if (!boxes) {
        ok = false;
        break;
      }
      let d = 0;
      for (let up: Element | null = own[0] as Element; up && up !== boxes[0]; up = up.parentElement) d++;
      depth = d;
      // A chip may hold more than one field (a time and the seats left) but no field aligned as a slot, and one of this kind each.
      for (const [k, el] of item.elements) {
        if (keys.includes(k) || !boxes.some((b) => b.contains(el))) continue;
        if (slotted.has(baseKey(k))) ok = false;
      }
      if (boxes.some((b) => own.filter((el) => b.contains(el)).length !== 1)) ok = false;
      // Boxes every item draws in the same number, one field of another kind in each (a bus stop's first and second
      // bus, each a label, a time and, when known, its position) are facts in a fixed order, one of them missing a
      // piece, not a run of chips whose number varies.
      if (fixedBoxes(read, counts, base, item, boxes)) ok = false;
      if (!ok) break;
    }
    if (!ok || depth < 0) continue;
    for (const item of read) {
      const keys = ownKeys(item, base);
      if (!keys.length) continue;
      const boxes = keys.map((k) => ancestor(item.elements.get(k) as Element, depth)).filter((b): b is Element => !!b);
      // The run's other chips of the same kind, built otherwise (a sold-out showtime drawn without its link), are in it too.
      const parent = boxes[0]?.parentElement;
      const kind = boxes[0] ? signature(boxes[0]) : '';
      if (joiner === ' ' && parent) for (let c = parent.firstElementChild; c; c = c.nextElementSibling) if (signature(c) === kind && !boxes.includes(c)) boxes.push(c);
      const inBox = (k: string): boolean => {
        const el = item.elements.get(k);
        return joiner === ' ' && !!el && boxes.some((b) => b.contains(el));
      };
      const inside = [...item.fields.keys()].filter((k) => !k.includes('@') && (keys.includes(k) || inBox(k)));
      if (inside.length < 2) continue;
      const first = inside[0] as string;
      item.fields.set(first, inside.map((k) => item.fields.get(k)).join(joiner));
      for (const k of inside.slice(1)) {
        item.fields.delete(k);
        item.elements.delete(k);
        item.slots.delete(k);
      }
      if (first !== base) {
        const remap = <T,>(map: Map<string, T>): Map<string, T> => new Map([...map].map(([k, v]) => [k === first ? base : k, v]));
        item.fields = remap(item.fields);
        item.elements = remap(item.elements);
        item.slots = remap(item.slots);
      }
    }
  }
}

/**
 * True when another field (not `base`) stands once in each of `boxes` in `item`, and every item draws it that same
 * number of times: the boxes themselves do not vary in number, only some lack `base`'s piece.
 */
function fixedBoxes(read: readonly ItemFields[], counts: ReadonlyMap<string, number[]>, base: string, item: ItemFields, boxes: readonly Element[]): boolean {
  for (const [other, per] of counts) {
    if (other === base || per.some((n) => n !== boxes.length)) continue;
    const els = [...item.elements].filter(([k]) => baseKey(k) === other).map(([, el]) => el);
    if (boxes.every((b) => els.filter((el) => b.contains(el)).length === 1)) return read.length > 1;
  }
  return false;
}

/** True for a list item drawn on a line of its own (`<ul><li>…</li><li>…</li></ul>` as a bulleted list), the field being all it says. */
function stackedLine(el: Element): boolean {
  if (el.tagName !== 'LI' || !el.parentElement || !LISTS.has(el.parentElement.tagName)) return false;
  const view = el.ownerDocument.defaultView;
  const display = view?.getComputedStyle(el).display ?? 'list-item';
  if (display !== 'list-item' && display !== 'block') return false;
  const parent = view?.getComputedStyle(el.parentElement).display ?? 'block';
  return !/flex|grid|inline/.test(parent);
}
const LISTS = new Set(['UL', 'OL']);

/** The words of a value (letters, lower case), or without any its shape with digits masked (`15:00~` → `#:#~`). */
function valueTokens(value: string): string[] {
  const words = value.toLowerCase().match(/\p{L}+/gu);
  return words?.length ? [...new Set(words)] : [value.replace(/\d+/g, '#').replace(/\s+/g, '')];
}

/** Strictly increasing positions (of `m`) for the rows of `sim` maximising the summed similarity; ties keep the earlier positions. */
function bestPositions(sim: readonly number[][], m: number): { positions: number[]; score: number } {
  const k = sim.length;
  let best: { positions: number[]; score: number } = { positions: sim.map((_, i) => i), score: -1 };
  const walk = (row: number, from: number, taken: number[], score: number): void => {
    if (row === k) {
      if (score > best.score) best = { positions: [...taken], score };
      return;
    }
    for (let j = from; j <= m - (k - row); j++) {
      taken.push(j);
      walk(row + 1, j + 1, taken, score + (sim[row]?.[j] ?? 0));
      taken.pop();
    }
  };
  if (m <= 12) walk(0, 0, [], 0);
  return best;
}

/** The `n`-th ancestor of an element (0: itself). */
function ancestor(el: Element, n: number): Element | null {
  let at: Element | null = el;
  for (let i = 0; i < n && at; i++) at = at.parentElement;
  return at;
}

/**
 * Fields repeated at one place a varying number of times that are slots in a fixed order, not chips: each word that
 * recurs at one position in the items that draw them all (`bds` · `ba` · `sqft`, `대실` · `숙박`, a salary then
 * `Full-time`) stands at no other. An item drawing fewer puts each where the same words stand in the others (`-- sqft`
 * is the third, a lone `Full-time` the second); other fields of the box it sits in (a sold-out mark instead of a price)
 * follow it. Returns the fields so aligned (they are not runs of chips).
 */
function alignSlots(read: ItemFields[]): Set<string> {
  const slotted = new Set<string>();
  if (read.length < 3) return slotted;
  const occurrences = new Map<string, string[][]>();
  read.forEach((item, i) => {
    for (const key of item.fields.keys()) {
      if (key.includes('@')) continue;
      const base = baseKey(key);
      let per = occurrences.get(base);
      if (!per) {
        per = read.map(() => []);
        occurrences.set(base, per);
      }
      per[i]?.push(key);
    }
  });
  // Per item: slot position (0-based) of each aligned field's element, and the renames to make.
  const renames = read.map(() => new Map<string, string>());
  const blocks = read.map(() => [] as { block: Element; position: number }[]);
  const keyAt = (base: string, position: number): string => (position === 0 ? base : `${base}#${position + 1}`);
  for (const [base, per] of occurrences) {
    const m = Math.max(...per.map((p) => p.length));
    if (m < 2 || !per.some((p) => p.length > 0 && p.length < m)) continue;
    const full = per.flatMap((p, i) => (p.length === m ? [i] : []));
    if (full.length < 2) continue;
    const sample = read[full[0] as number] as ItemFields;
    const firstEl = sample.elements.get((per[full[0] as number] as string[])[0] as string);
    const secondEl = sample.elements.get((per[full[0] as number] as string[])[1] as string);
    if (!firstEl || !secondEl || stackedLine(firstEl)) continue;
    const at: Map<string, number>[] = Array.from({ length: m }, () => new Map<string, number>());
    for (const i of full) {
      (per[i] as string[]).forEach((key, j) => {
        for (const t of valueTokens(read[i]?.fields.get(key) ?? '')) at[j]?.set(t, (at[j]?.get(t) ?? 0) + 1);
      });
    }
    const home = new Map<string, number>();
    let clash = false;
    at.forEach((counts, j) => {
      for (const [t, n] of counts) {
        if (n < 2) continue;
        if (at.some((other, o) => o !== j && other.has(t))) clash = true;
        home.set(t, j);
      }
    });
    if (clash || !home.size) continue;
    const plans: [number, number[]][] = [];
    // An item drawing fewer whose every field already stands where its words stand elsewhere (a film without its
    // rating: `1954` · `3h 27m`) is evidence of slots as much as one that needs a move — where those positions hold
    // values that change from item to item (facts); a tag saying the same words everywhere (`무료배송`) is no evidence.
    const varies = Array.from({ length: m }, (_, j) => new Set(full.map((i) => read[i]?.fields.get((per[i] as string[])[j] as string))).size > 1);
    let inPlace = false;
    // The class every item drawing them all gives the box at each position, when no other position has it: hashed
    // classes (`_1b153uwm`, digits in them) align nothing by signature, yet a box of the price's class is a price.
    const classOf = (i: number, key: string): string => read[i]?.elements.get(key)?.getAttribute('class')?.trim() ?? '';
    const kinds = Array.from({ length: m }, (_, j) => {
      const set = new Set(full.map((i) => classOf(i, (per[i] as string[])[j] as string)));
      return set.size === 1 ? ([...set][0] as string) : '';
    });
    const kindAt = kinds.map((c, j) => (c && kinds.every((other, o) => o === j || other !== c) ? c : ''));
    // Whether every item drawing them all writes a figure at each position, or none does (a salary, then a job type).
    const figures = Array.from({ length: m }, (_, j) => {
      const values = full.map((i) => read[i]?.fields.get((per[i] as string[])[j] as string) ?? '');
      return values.every((v) => DIGIT.test(v)) ? 'figure' : values.every((v) => !DIGIT.test(v)) ? 'words' : '';
    });
    const figureAt = figures.map((f, j) => (f && figures.every((other, o) => o === j || other !== f) ? f : ''));
    per.forEach((keys, i) => {
      if (!keys.length || keys.length === m) return;
      const sim = keys.map((key) => {
        const row = new Array<number>(m).fill(0);
        for (const t of valueTokens(read[i]?.fields.get(key) ?? '')) {
          const j = home.get(t);
          if (j !== undefined) row[j] = (row[j] ?? 0) + 1;
        }
        // Words that stand nowhere else (`나눔` where the others write a price) are placed by the class of their box.
        const cls = classOf(i, key);
        if (cls && !row.some((v) => v > 0)) for (let j = 0; j < m; j++) if (kindAt[j] === cls) row[j] = 1;
        // …else by being a figure or words where only one position holds that (`Contract` where the others write a
        // salary and then `Full-time`).
        if (!row.some((v) => v > 0)) {
          const kind = DIGIT.test(read[i]?.fields.get(key) ?? '') ? 'figure' : 'words';
          for (let j = 0; j < m; j++) if (figureAt[j] === kind) row[j] = 1;
        }
        return row;
      });
      const { positions, score } = bestPositions(sim, m);
      if (score > 0 && positions.some((p, q) => p !== q)) plans.push([i, positions]);
      else if (score > 0 && sim.every((row, q) => (row[positions[q] as number] ?? 0) > 0 && varies[positions[q] as number])) inPlace = true;
    });
    if (!plans.length && !inPlace) continue;
    // Chips that always say the same words at the same place (`무료배송` then `오늘출발`) are still a run of tags.
    const constant = varies.every((v) => !v);
    if (constant && chipBoxes((per[full[0] as number] as string[]).map((k) => sample.elements.get(k) as Element))) continue;
    slotted.add(base);
    // The box each position sits in: the child, holding it, of the closest box holding two positions.
    let common: Element | null = firstEl.parentElement;
    while (common && !common.contains(secondEl)) common = common.parentElement;
    let depth = 0;
    for (let up: Element | null = firstEl; up && up.parentElement !== common; up = up.parentElement) depth++;
    per.forEach((keys, i) => {
      const positions = plans.find(([item]) => item === i)?.[1] ?? keys.map((_, q) => q);
      keys.forEach((key, q) => {
        const position = positions[q] as number;
        if (position !== q) renames[i]?.set(key, keyAt(base, position));
        const el = read[i]?.elements.get(key);
        const block = el ? ancestor(el, depth) : null;
        if (block) blocks[i]?.push({ block, position });
      });
    });
  }
  if (!slotted.size) return slotted;
  read.forEach((item, i) => {
    const rename = renames[i] as Map<string, string>;
    // Fields of another kind in an aligned box (a sold-out mark where the others show a price) take its position.
    for (const [key, el] of item.elements) {
      const base = baseKey(key);
      if (key.includes('@') || slotted.has(base) || rename.has(key)) continue;
      const box = blocks[i]?.find((b) => b.block.contains(el));
      if (!box) continue;
      const target = keyAt(base, box.position);
      if (target !== key && !item.fields.has(target)) rename.set(key, target);
    }
    if (!rename.size) return;
    const remap = <T,>(map: Map<string, T>): Map<string, T> => new Map([...map].map(([k, v]) => [rename.get(k) ?? k, v]));
    const fields = remap(item.fields);
    const elements = remap(item.elements);
    const slots = remap(item.slots);
    item.fields = fields;
    item.elements = elements;
    item.slots = slots;
  });
  return slotted;
}

/** True when a link or `role=button` element draws a box of its own: a background colour, or a border on all four sides. */
function drawnAsButton(el: Element): boolean {
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  if (!style) return false;
  const bg = style.backgroundColor;
  if (bg && bg !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(bg)) return true;
  return (['Top', 'Right', 'Bottom', 'Left'] as const).every((side) => parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== 'none' && style[`border${side}Style`] !== 'hidden');
}

/**
 * Links drawn as buttons (`<a class="btnC">카트에 넣기</a>` with a border, a `See availability` link painted blue) saying
 * the same words in every item are the item's controls, as `<button>`s are: no field. A link whose words change between
 * items (a title, a tag chip) stays one.
 */
function dropButtonLinks(read: ItemFields[]): void {
  if (read.length < 3) return;
  const values = new Map<string, Set<string>>();
  const count = new Map<string, number>();
  for (const item of read) {
    for (const [key, value] of item.fields) {
      if (key.includes('@')) continue;
      const set = values.get(key) ?? new Set<string>();
      set.add(value);
      values.set(key, set);
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  }
  const controls = new Set<string>();
  for (const [key, set] of values) {
    if (set.size !== 1 || (count.get(key) ?? 0) * 2 < read.length) continue;
    const value = [...set][0] as string;
    if (value.length > 30 || value.includes('\n')) continue;
    const button = read.every((item) => {
      const el = item.elements.get(key);
      if (!el) return true;
      const control = el.closest('a[href], [role="button"]');
      return !!control && (control.textContent ?? '').replace(/\s+/g, ' ').trim() === value && drawnAsButton(control);
    });
    if (button) controls.add(key);
  }
  if (!controls.size) return;
  for (const item of read) {
    for (const key of controls) {
      item.fields.delete(key);
      item.elements.delete(key);
      item.slots.delete(key);
      // …nor is where the control leads a link column.
      const plain = baseKey(key);
      for (const k of [...item.fields.keys()]) {
        const at = k.indexOf('@href');
        if (at < 0) continue;
        const path = k.slice(0, at);
        if ((plain === path || plain.startsWith(`${path}>`)) && /(^|>)A(\.|$)/.test(path.slice(path.lastIndexOf('>') + 1) || path)) item.fields.delete(k);
      }
    }
  }
}

/**
 * A labelled picture drawn as a flex or grid item beside words pictures them (Notion's `Page` icon before every title,
 * an avatar named as the name beside it): no field. One whose label tells the items apart (a field-type token, `Date`,
 * `Keyword`, `Number` before each field name) says something the words do not: a field of its own.
 */
function dropRowIcons(read: ItemFields[]): void {
  dropConstantBadges(read);
  const labels = new Map<string, Set<string>>();
  for (const item of read) for (const key of item.icons ?? []) labels.set(key, (labels.get(key) ?? new Set<string>()).add(item.fields.get(key) ?? ''));
  if (!labels.size) return;
  for (const item of read) {
    for (const key of item.icons ?? []) {
      const label = (item.fields.get(key) ?? '').toLowerCase();
      const echo = [...item.fields].some(([k, v]) => k !== key && !k.includes('@') && v.toLowerCase().includes(label));
      if ((labels.get(key)?.size ?? 0) > 1 && !echo) continue;
      item.fields.delete(key);
      item.elements.delete(key);
      item.slots.delete(key);
    }
  }
}

/**
 * A badge picture every item draws alike (the listing service's logo on every card, same alt) tells no item apart, as
 * a `Page` icon before every title does not (see dropRowIcons): no field. A badge some items draw (`로켓프레시`), or
 * whose alt changes, is a fact of its own.
 */
function dropConstantBadges(read: ItemFields[]): void {
  if (read.length < 3) return;
  const first = read[0]?.badges;
  if (!first?.size) return;
  for (const key of first) {
    const alt = read[0]?.fields.get(key);
    if (!read.every((item) => item.badges?.has(key) && item.fields.get(key) === alt)) continue;
    for (const item of read) {
      item.fields.delete(key);
      item.elements.delete(key);
      item.slots.delete(key);
    }
  }
}

/** Reads the items of a list, setting apart a heading row (the first item, or a row drawn above them). */
export function readItems(
  container: Element,
  items: readonly Element[],
  options: FieldOptions,
): { read: ItemFields[]; heading: ItemFields | null; above: string[] | null; columns: string[] | null } {
  const shown = items.filter((i) => !options.visibility.isHidden(i));
  const readAll = (fieldOptions: FieldOptions): ItemFields[] => {
    const read = shown.map((item) => itemFields(item, fieldOptions));
    dropRowIcons(read);
    joinChipRuns(read, alignSlots(read));
    dropButtonLinks(read);
    return read;
  };
  const read = readAll(options);
  const heading = headingItem(shown, read);
  const found = heading ? null : headingAbove(container, shown, options.visibility);
  const above = found?.texts ?? null;
  // Under a heading row naming each child of the items, the child is the column: fields line up by it (a 출금 and a
  // 입금 cell stay apart when one is empty; a price drawn in a `span.bid` or a `span.ask` is one column).
  const rows = heading ? read.slice(1) : above ? readAll({ ...options, bySlot: true }) : read;
  // Each item's section heading (sectioned lists) goes first once the heading row is set apart: it names no column.
  addSections(container, heading ? shown.slice(1) : shown, rows, options.visibility);
  // A heading drawn over the items' cells declares its columns, as a table's header does: each is kept, also one no item writes in.
  return { read: rows, heading, above, columns: above && found?.drawnOver ? above : null };
}

const SUFFIXES = { href: ' (link)', src: ' (image)', alt: ' (image alt)' } as const;

/** Which attribute a link or image field holds (`>A@href#2` → href). */
const attributeOf = (key: string): keyof typeof SUFFIXES => (/@(href|src|alt)(#\d+)?$/.exec(key)?.[1] as keyof typeof SUFFIXES | undefined) ?? 'alt';

const occurrence = (key: string): number => Number(/#(\d+)$/.exec(key)?.[1] ?? 1);

/**
 * The text field a link or image field belongs to: the field whose path holds it — of the fields at one path, the one of
 * the same occurrence (a menu's second link, `>LI>A@href#2`, is its second entry's, `>LI>A#2`) — else the next text
 * field in the item (a card's picture above its title), else the one before.
 */
function ownerOf(key: string, keys: readonly string[], textKeys: readonly string[]): string | undefined {
  const path = key.slice(0, key.indexOf('@'));
  const n = occurrence(key);
  let best: string | undefined;
  let bestRank = -1;
  for (const k of textKeys) {
    const at = baseKey(k);
    if (path !== at && !path.startsWith(`${at}>`)) continue;
    const rank = 2 * at.length + (occurrence(k) === n ? 1 : 0);
    if (rank > bestRank) {
      best = k;
      bestRank = rank;
    }
  }
  if (best) return best;
  const text = new Set(textKeys);
  const at = keys.indexOf(key);
  for (let j = at + 1; j < keys.length; j++) if (text.has(keys[j] as string)) return keys[j];
  for (let j = at - 1; j >= 0; j--) if (text.has(keys[j] as string)) return keys[j];
  return undefined;
}

/**
 * How many columns extractRepeated gives for this layout less the link, image and image-alt column of each text column
 * (a pick folds those into the column they are named after, as for a table): the width of a list as picked. A second
 * link of one field (`Title (link) (2)`) is a column of its own.
 */
export function pickedWidth(layout: RepeatedLayout): number {
  const textKeys = layout.keys.filter((k) => !k.includes('@'));
  const folded = new Set<string>();
  let width = textKeys.length;
  for (const key of layout.keys) {
    if (!key.includes('@')) continue;
    const owner = ownerOf(key, layout.keys, textKeys);
    if (!owner) continue;
    const slot = `${owner}@${attributeOf(key)}`;
    if (folded.has(slot)) width++;
    else folded.add(slot);
  }
  return width;
}

const LABEL_PREFIX = /^([^:：\n]{1,30}?)\s*[:：]\s*([\s\S]+)$/;

/**
 * Names the columns of a list from its content: the heading row's texts; else the label every item gives a field
 * (markup labels, a shared "Label:" prefix, a label-like field repeating the same text just before it); else generated
 * names. Values stay as drawn: a label field stays a column of its own and a "Label:" prefix stays in the value (both
 * are text the page shows in each item; the user can leave such a column out) (`fallback`, as for a table without header). Link and image columns take the name of
 * the field they belong to, with " (link)", " (image)", " (image alt)". Returns the kept keys, names and rewritten rows.
 */
export function nameColumns(
  layout: RepeatedLayout,
  read: readonly ItemFields[],
  heading: ItemFields | null,
  above: string[] | null,
  fallback: (index: number) => string,
  visibility: Visibility,
): { keys: string[]; names: string[]; rows: Map<string, string>[] } {
  const labelOf = (item: ItemFields, key: string): string => {
    const el = item.elements.get(key);
    return el ? (markupLabel(el, item.fields.get(key) ?? '') ?? '') : '';
  };
  // Fields that read as labels when their text repeats in every item: dt, th, label, role=columnheader, screen-reader-only text, text ending in a colon.
  const labelish = (item: ItemFields, key: string): boolean => {
    const el = item.elements.get(key);
    if (!el) return false;
    return LABEL_TAGS.has(el.tagName) || el.getAttribute('role') === 'columnheader' || /[:：]$/.test(item.fields.get(key) ?? '') || visuallyHidden(el, visibility);
  };
  const rows = layout.rows.map((r) => new Map(r));
  const textKeys = layout.keys.filter((k) => !k.includes('@'));
  const name = new Map<string, string>();
  const consistent = (pick: (item: ItemFields) => string | undefined): string | null => {
    let found: string | null = null;
    for (const item of read) {
      const v = pick(item);
      if (v === undefined) continue;
      if (found !== null && v !== found) return null;
      found = v;
    }
    return found;
  };
  textKeys.forEach((key, i) => {
    if (heading) {
      // A label over a box of several fields names the first of them.
      const over = [...heading.fields.keys()].find((k) => withinBox(key, k));
      const h = heading.fields.get(key) ?? (over && textKeys.find((k) => withinBox(k, over)) === key ? heading.fields.get(over) : undefined);
      if (h) name.set(key, h);
      return;
    }
    if (above) {
      // A column no item writes in is named by the heading over it (its key is that column's).
      const slot = consistent((item) => (item.fields.has(key) ? String(item.slots.get(key) ?? -1) : undefined)) ?? /^>\[(\d+)\]$/.exec(key)?.[1] ?? null;
      const h = slot !== null ? above[Number(slot)] : undefined;
      if (h) name.set(key, h);
      return;
    }
    const markup = consistent((item) => (item.fields.has(key) ? labelOf(item, key) : undefined));
    if (markup) {
      name.set(key, markup);
      return;
    }
    const values = rows.map((r) => r.get(key)).filter((v): v is string => !!v);
    const prefixes = values.map((v) => LABEL_PREFIX.exec(v));
    const prefix = prefixes[0]?.[1];
    if (values.length >= 2 && prefix && /\p{L}/u.test(prefix) && prefixes.every((m) => m?.[1] === prefix)) {
      name.set(key, prefix);
      return;
    }
    const prev = textKeys[i - 1];
    if (prev && !name.has(prev)) {
      const label = consistent((item) => item.fields.get(prev));
      if (label && read.every((item) => item.fields.has(prev) === item.fields.has(key)) && read.every((item) => !item.fields.has(prev) || labelish(item, prev))) {
        name.set(key, label.replace(/\s*[:：]$/, ''));
      }
    }
  });
  const keptText = textKeys;
  const base = new Map<string, string>();
  const uniqueText = uniqueNames(
    keptText.map((k) => name.get(k) ?? ''),
    fallback,
  );
  keptText.forEach((k, i) => base.set(k, uniqueText[i] as string));
  const owner = (key: string): string | undefined => ownerOf(key, layout.keys, keptText);
  const keys = layout.keys.filter((k) => !k.includes('@') || owner(k));
  const names = uniqueNames(keys.map((k) => (k.includes('@') ? `${base.get(owner(k) as string) as string}${SUFFIXES[attributeOf(k)]}` : (base.get(k) as string))), fallback);
  return { keys, names, rows };
}

/** Extracts a container of repeated items (product cards, search results) as a table: one row per item, one column per repeated field, named from content (see nameColumns). Links and images are included unless the options say false. */
export function extractRepeated(container: Element, options: ExtractOptions = {}, items: readonly Element[] = repeatedItems(container)): ExtractedTable {
  const visibility = visibilityFor(container);
  const fieldOptions: FieldOptions = {
    links: options.includeLinks ?? true,
    images: options.includeImages ?? true,
    visibility,
    maxNodes: 5000,
  };
  const { read, heading, above, columns } = readItems(container, items, fieldOptions);
  const layout = mergeFields(read, 1, columns);
  const named = nameColumns(layout, read, heading, above, options.columnName ?? defaultColumnName, visibility);
  let grid = named.rows.map((row) => named.keys.map((k) => row.get(k) ?? ''));
  if (!options.keepEmptyRows) grid = grid.filter((row) => row.some((t) => t !== ''));
  return { grid, headerRows: 0, columns: named.names, footerRows: 0, kind: TABLE_KINDS.REPEATED };
}
