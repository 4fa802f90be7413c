import { BOUNDARIES, type Boundary, type Generated, type Visibility } from './visibility';
import { collapseLines, collapseWhitespace } from './whitespace';

export interface ImageRef {
  src: string;
  alt: string;
}

export interface CellContent {
  text: string;
  links: string[];
  images: ImageRef[];
}

export interface TextContext {
  visibility: Visibility;
  /** 'drop' footnote markers or 'separate' them from the value with a space. */
  footnotes: 'drop' | 'separate';
  collectLinks: boolean;
  collectImages: boolean;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD', 'TITLE', 'META', 'LINK', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'CANVAS', 'AUDIO', 'VIDEO', 'MAP', 'DATALIST', 'DIALOG']);
const BLOCK = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4',
  'H5', 'H6', 'HEADER', 'HGROUP', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY', 'TABLE', 'TBODY', 'THEAD', 'TFOOT', 'TR', 'CAPTION', 'UL', 'LEGEND', 'OPTION',
]);
// Inline-level by default (UA stylesheet): a space apart from their neighbours.
const INLINE_BLOCK = new Set(['BUTTON', 'METER', 'PROGRESS']);
// SOFT is a placeholder (a Unicode noncharacter, never in page text) settled once the cell's text is joined (see settleSoft).
// Parsed at run time: minifiers fold literals and String.fromCharCode into the raw character, and Chrome refuses to
// inject a content script that holds a noncharacter ("isn't UTF-8 encoded").
const SOFT: string = JSON.parse('"\\ufdd0"') as string;
const SEPARATOR = ['', ' ', '\n', SOFT];
const SOFT_DROPPED = /\ufdd0+(?=[\s,.;:!?)\]}、。，]|$)|(?<=^|[\s([{])\ufdd0+/g;

/** Soft boundaries: none before punctuation or a space and after an opening bracket or a space, a space elsewhere. */
function settleSoft(text: string): string {
  return text.includes(SOFT) ? text.replace(SOFT_DROPPED, '').replace(/\ufdd0+/g, ' ') : text;
}

/** The boundary an element's tag gives it when no style rule changes its display. */
function tagBoundary(tag: string): Boundary {
  return BLOCK.has(tag) ? BOUNDARIES.LINE : INLINE_BLOCK.has(tag) ? BOUNDARIES.SPACE : BOUNDARIES.NONE;
}

const ORDINAL = /^(st|nd|rd|th|er|re|e|ème|ᵉ)$/i;
const MARKER = /^([①-⑳]|\[[^\]]{1,12}\]|\(\d{1,3}\)|\*{1,3}|[†‡§¶#]+|\d{1,3}\)?|[a-z]\)?|[ivx]{1,4}|주\s?\d{0,2}\)?|note\s?\d{0,2}|n\s?\d{1,2})$/i;
const UNIT_BEFORE_POWER = /(?:^|[^a-z])(?:[kcmµnd]?m|ft|in|mi|yd|km|x|y|n|10)$/i;
const SUPERSCRIPT_DIGITS: Record<string, string> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻' };

/** Picks the real image URL of lazy-loaded images (data-src and friends) before the placeholder src. */
export function imageSource(img: Element): string {
  const raw =
    img.getAttribute('data-src') ??
    img.getAttribute('data-original') ??
    img.getAttribute('data-lazy-src') ??
    img.getAttribute('srcset')?.trim().split(/\s+/)[0] ??
    img.getAttribute('src') ??
    '';
  if (!raw) return '';
  try {
    return new URL(raw, img.baseURI).href;
  } catch {
    return raw;
  }
}

/** Absolute URL of a link, or '' for script and empty links. */
export function linkTarget(a: Element): string {
  const raw = a.getAttribute('href');
  if (!raw || /^\s*javascript:/i.test(raw)) return '';
  try {
    return new URL(raw, a.baseURI).href;
  } catch {
    return raw;
  }
}

class Builder {
  readonly parts: string[] = [];
  /** False in header cells: an icon-only control there sorts, filters or opens a menu; its label is not the column's name. */
  controlLabels = true;
  /** True in header cells: symbols a stylesheet draws there (sort arrows) are not read. */
  header = false;
  /** False inside a control of a header cell: its icons (a funnel labelled "filter") say what it does, not the column's name. */
  icons = true;
  /** The CSS text-transform in effect ('' for none). */
  transform = '';
  readonly links: string[] = [];
  readonly images: ImageRef[] = [];
  /**
   * In header cells: the parts (start, end) that screen-reader-only text and images wrote — dropped when words are drawn
   * beside them (see withoutAside).
   */
  asideParts: number[] = [];
  last = '';
  /**
   * Where screen-reader words (or a floated box) just read at the start of a line begin (-1: none; -2: their line break
   * already moved): such text draws no line of its own, so it labels the value after it, a word apart (`<dt
   * class="blind">물건명</dt><dd>…</dd>`, a floated `필독` before a title's block), and the line break before that value
   * goes before it.
   */
  spoken = -1;
  /** Where the last icon a stylesheet draws as a glyph read as nothing stands (before this part), -1 for none. */
  picture = -1;
  /** The number of parts when the last footnote mark was read (dropped or set apart): a mark right after it is glued too. */
  markEnd = -1;
  /** True when the cell read heads a column (see columnHeading), or is a cell of a header row read as such. */
  columnHead = false;
  /** Pushes an image's text; in a column's header cell it is an aside (a sort indicator beside the column's words). */
  pushImage(text: string): void {
    const at = this.parts.length;
    this.push(text);
    if (this.columnHead) this.asideParts.push(at, this.parts.length);
  }
  push(text: string): void {
    if (!text) return;
    if (this.spoken !== -1) {
      const lead = /^[ \t\ufdd0]*\n[\s\ufdd0]*/.exec(text);
      if (lead) {
        if (this.spoken >= 0) this.parts.splice(this.spoken, 0, '\n');
        this.spoken = -2;
        text = ` ${text.slice(lead[0].length)}`;
      }
      if (/[^\s\ufdd0]/.test(text)) this.spoken = -1;
    }
    this.parts.push(text);
    this.last = text;
  }
  transformed(text: string): string {
    return this.transform ? applyTransform(text, this.transform) : text;
  }
  lastChar(): string {
    for (let i = this.parts.length - 1; i >= 0; i--) {
      const t = (this.parts[i] ?? '').replace(/[\s\ufdd0]+$/, '');
      if (t) return t.slice(-12);
    }
    return '';
  }
  /** Whether what was pushed last ends in white space (a superscript set apart from the word before it). */
  endsSpaced(): boolean {
    for (let i = this.parts.length - 1; i >= 0; i--) {
      const t = this.parts[i] ?? '';
      if (t) return /[\s\ufdd0]$/.test(t);
    }
    return true;
  }
}

const STATUS_MARK = /^[per]$/;
// Up/down arrows: a sort direction in a header cell (Bugzilla's `<span class="bz_sort_order_primary">▽</span>`), a
// change of rank or price elsewhere.
const ARROWS = '▲▼△▽▴▾▵▿↑↓⇅⇵⬆⬇˄˅⏶⏷';
const ARROW_ONLY = new RegExp(`^\\s*[${ARROWS}]+\\s*$`);
/** True for text that is only up/down arrows (and spaces): a direction, as opposed to a separator or bullet. */
export const isArrow = (text: string): boolean => ARROW_ONLY.test(text);
const ARROW_IN = new RegExp(`[${ARROWS}]`);

/** A unit's power written as a superscript after it (`m<sup>2</sup>` → `²`), else null: list fields read it as cells do. */
export function unitPower(sup: Element, before: string): string | null {
  const text = collapseWhitespace(sup.textContent ?? '');
  if (supKind(sup, before.slice(-12), text, false) !== 'power') return null;
  return Array.from(text, (ch) => SUPERSCRIPT_DIGITS[ch] ?? ch).join('');
}

function supKind(sup: Element, before: string, text: string, spaced: boolean): 'footnote' | 'keep' | 'power' {
  const cls = sup.getAttribute('class') ?? '';
  if (/reference|footnote|cite|note/i.test(cls) || sup.querySelector('a[href^="#"]')) return 'footnote';
  const prev = before.slice(-1);
  const afterDigit = /[\d%.)]/.test(prev);
  if (afterDigit && ORDINAL.test(text)) return 'keep';
  // Statistics mark a figure or a period preliminary, estimated or revised (`2/4<sup>p</sup>`, `2025<sup>e</sup>`):
  // the mark is part of what the label says, not a note to look up.
  if (afterDigit && STATUS_MARK.test(text)) return 'keep';
  if (/^-?\d{1,2}$/.test(text) && UNIT_BEFORE_POWER.test(before)) return 'power';
  // A lone letter set apart by a space is a mark of its own (x/y/z/e clinch marks in standings), not a note glued to a word.
  if (spaced && before && /^[a-z]$/i.test(text)) return 'keep';
  if (MARKER.test(text)) return 'footnote';
  return 'keep';
}

// What a footnote link shows: a number in brackets or followed by one (`(1)`, `[12]`, `1)`), a letter in brackets
// (`[a]`, `(b)`), or a reference symbol (`*`, `†`). Bare numbers and larger ones (`(412)` reviews) are values.
const LINK_MARK = /^(?:\(\d{1,2}\)|\[\d{1,2}\]|\d{1,2}\)|[([][a-z][)\]]|\*{1,3}|[†‡§¶]{1,3})$/i;
// A class naming a footnote or note mark: `footnote`, `footnote-ref`, `fn`, `fnref`, `note`, `noteref`, `reference`.
const FOOTNOTE_CLASS = /foot-?notes?|(?:^|[\s_-])(?:fn|fnref|notes?|noteref|ref|reference)(?:$|[\s_-])/i;
// Words a mark is glued to end in a letter, a digit or closing punctuation.
const GLUED_TO = /[\p{L}\p{N}%.)\]]$/u;
const WORDS_BEFORE = /[\p{L}\p{N}]/u;

/** True for a link whose markup may be a footnote mark (a link to a fragment showing only a mark): read by the walk. */
function markLink(a: Element): boolean {
  const href = a.getAttribute('href');
  return !!href && href.includes('#') && LINK_MARK.test((a.textContent ?? '').trim());
}

/** True when the link leads to an element of its own page (`#cpipress1.f.1`, or the page's URL with that fragment). */
function linksHere(a: Element): boolean {
  const href = a.getAttribute('href') ?? '';
  const hash = href.indexOf('#');
  const fragment = href.slice(hash + 1);
  // `#` alone (a script's link, a pager's) and hash routes (`#/page/2`, `#!`) lead to no element.
  if (hash < 0 || !fragment || /^[/!]/.test(fragment)) return false;
  if (hash > 0) {
    try {
      const base = a.ownerDocument.URL.replace(/#.*$/, '');
      if (new URL(href, a.baseURI).href.replace(/#.*$/, '') !== base) return false;
    } catch {
      return false;
    }
  }
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is looked up as written.
  }
  const root = a.getRootNode() as Document | ShadowRoot;
  const doc = a.ownerDocument;
  return !!(root.getElementById?.(id) ?? doc.getElementById(id) ?? doc.getElementsByName(id)[0]);
}

/** True when the link or a box holding nothing but it (up to the cell) has a class naming a footnote. */
function footnoteClassed(a: Element, text: string): boolean {
  let el: Element | null = a;
  for (let depth = 0; el && depth < 3 && !isCellTag(el.tagName); depth++, el = el.parentElement) {
    if (depth > 0 && collapseWhitespace(el.textContent ?? '') !== text) return false;
    if (FOOTNOTE_CLASS.test(el.getAttribute('class') ?? '')) return true;
  }
  return false;
}

const isCellTag = (tag: string): boolean => tag === 'TD' || tag === 'TH';

/**
 * True for a footnote mark written as a link rather than a superscript (the BLS's `Food away from home<span
 * class="footnote"><a href="#cpipress1.f.1">(1)</a></span>`): a link to an element of this page showing only a mark,
 * after words of the cell, glued to them (no space) or in a box whose class names a footnote. A cell holding only the
 * mark, a pager's `[1]` and an unlinked `Item(2)` keep their text.
 */
function footnoteLink(a: Element, out: Builder): boolean {
  if (!markLink(a)) return false;
  const before = out.lastChar();
  if (!WORDS_BEFORE.test(before)) return false;
  const text = collapseWhitespace(a.textContent ?? '');
  const glued = out.markEnd === out.parts.length || (!out.endsSpaced() && GLUED_TO.test(before));
  return (glued || footnoteClassed(a, text)) && linksHere(a);
}

/** Walks `node`'s children; `items` is the boundary between them when `node` lays them out as flex or grid items. */
function walk(node: Node, ctx: TextContext, out: Builder, items: Boundary | null = null, wraps = false): void {
  // A slot draws the nodes assigned to it (a web component's cell showing the light-DOM content it slots in), else its
  // own children. Flex and grid items are read in the order they are drawn (CSS `order`).
  const slotted = (node as Element).tagName === 'SLOT' ? (node as HTMLSlotElement).assignedNodes({ flatten: true }) : null;
  const drawn = slotted?.length ? slotted : items !== null ? ctx.visibility.drawnOrder?.(node as Element) : undefined;
  // In a wrapping flex row, the bottom of the line drawn so far, and whether its last item filled it.
  let lineBottom = -Infinity;
  let lineFull = false;
  for (let i = 0, child: Node | null | undefined = drawn ? drawn[0] : node.firstChild; child; child = drawn ? drawn[++i] : child.nextSibling) {
    if (child.nodeType === 3) {
      // Source line breaks are only whitespace; line breaks come from <br> and blocks.
      const data = out.transformed((child as Text).data.replace(/[\t\n\r\f]+/g, ' '));
      // Text directly in a flex or grid container is an item of its own.
      if (items !== null && data.trim()) out.push(`${SEPARATOR[items] as string}${data}${SEPARATOR[items] as string}`);
      else out.push(data);
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    const raw = el.tagName;
    // HTML elements of HTML documents have upper-case names; SVG and XHTML ones are folded here.
    const tag = raw.charCodeAt(0) >= 97 ? raw.toUpperCase() : raw;
    if (SKIP.has(tag) || ctx.visibility.isHidden(el)) continue;
    // In a header cell a box holding only an arrow shows the sort direction, as an arrow the stylesheet draws does.
    if (out.header && el.childElementCount === 0 && isArrow(el.textContent ?? '')) {
      out.push(SOFT);
      continue;
    }
    if (ctx.visibility.isIcon?.(el)) {
      // A ligature icon font draws its word as one picture: it reads as its label, and keeps its neighbours apart.
      const label = iconLabel(el, tag, out.controlLabels, out.icons);
      out.push(label ? ` ${label} ` : SOFT);
      continue;
    }
    switch (tag) {
      case 'BR':
        out.push('\n');
        continue;
      case 'IMG': {
        const alt = collapseWhitespace(el.getAttribute('alt') ?? '');
        // An image is a box of its own: even without alt text it keeps the words beside it apart (seed, logo, name).
        // In a header cell showing words it is an indicator or icon (`<img alt="정렬">`, `sorted descending`), no part of the name.
        out.pushImage(alt ? ` ${alt} ` : SOFT);
        if (ctx.collectImages) {
          const src = imageSource(el);
          if (src || alt) out.images.push({ src, alt });
        }
        continue;
      }
      case 'INPUT': {
        // A field in a heading (a quantity or filter box) is no part of the column's name.
        if (out.header) continue;
        const type = (el.getAttribute('type') ?? 'text').toLowerCase();
        if (type === 'hidden' || type === 'checkbox' || type === 'radio' || type === 'file') continue;
        let value = type === 'image' ? (el.getAttribute('alt') ?? '') : (el as HTMLInputElement).value;
        // A button input showing no words (an icon drawn by the stylesheet: jsGrid's edit and delete) reads as its
        // label, as an icon-only button does.
        if (!value && out.controlLabels && (type === 'button' || type === 'submit' || type === 'reset')) value = collapseWhitespace(el.getAttribute('aria-label') || el.getAttribute('title') || '');
        if (value) out.push(` ${value} `);
        continue;
      }
      case 'TEXTAREA':
        out.push((el as HTMLTextAreaElement).value);
        continue;
      case 'SELECT': {
        const chosen = Array.from((el as HTMLSelectElement).selectedOptions ?? []).map((o) => o.text);
        out.push(` ${chosen.join(', ')} `);
        continue;
      }
      case 'SVG': {
        const label = el.getAttribute('aria-label') ?? el.querySelector('title')?.textContent ?? '';
        if (label.trim() && out.icons) out.pushImage(` ${label.trim()} `);
        continue;
      }
      case 'SUP': {
        const text = collapseWhitespace(el.textContent ?? '');
        if (!text) continue;
        const kind = supKind(el, out.lastChar(), text, out.endsSpaced());
        if (kind === 'footnote') {
          if (ctx.footnotes === 'separate') out.push(` ${text} `);
          out.markEnd = out.parts.length;
          continue;
        }
        if (kind === 'power') {
          out.push(Array.from(text, (ch) => SUPERSCRIPT_DIGITS[ch] ?? ch).join(''));
          continue;
        }
        break;
      }
      case 'TD':
      case 'TH':
        walk(el, ctx, out);
        out.push(' ');
        continue;
      default:
        break;
    }
    if (tag === 'A' && footnoteLink(el, out)) {
      if (ctx.footnotes === 'separate') out.push(` ${collapseWhitespace(el.textContent ?? '')} `);
      out.markEnd = out.parts.length;
      continue;
    }
    if (ctx.collectLinks && tag === 'A') {
      const href = linkTarget(el);
      if (href) out.links.push(href);
    }
    // A slot is drawn as what it holds (`display: contents`), in its parent's flow.
    if (tag === 'SLOT') {
      walk(el, ctx, out, items, wraps);
      continue;
    }
    const leaf = el.childElementCount === 0;
    // Text a stylesheet draws around the element (a " · " between spans, a unit after a number).
    // Read where drawn, also beside screen-reader words that say the same (`▲` and a clipped 상승: `▲ 상승 3`).
    const generated = shownGenerated(ctx.visibility.generatedOf(el), out.header);
    if (leaf && !el.firstChild && !generated) {
      // An icon font's glyph draws a picture on the line though it reads as nothing.
      if (ctx.visibility.drawsGlyph?.(el)) out.picture = out.parts.length;
      // Empty element: an icon may carry its meaning in a label — not a control a person neither sees nor reaches
      // (Jira's `<a class="hidden-link" tabindex="-1" title="PAY-1184"></a>` before the issue type's icon).
      const label = iconLabel(el, tag, out.controlLabels, out.icons);
      if (label && !(isControl(el, tag) && el.getAttribute('tabindex') === '-1' && !drawsBox(el, tag, ctx))) pushLabel(out, el, tag, label);
      continue;
    }
    const layout = ctx.visibility.layoutOf(el);
    // A flex or grid item is blockified: its own display only matters for its children.
    let boundary = items ?? (layout ? layout.self : tagBoundary(tag));
    if (wraps && boundary === BOUNDARIES.SPACE) {
      // An item sized to fill a line of its own (`flex-basis: 100%`: an option line under a product name) starts one;
      // chips that wrap only for want of room stay a run of words.
      const rect = el.getBoundingClientRect();
      if (rect.height > 0) {
        const full = rect.width >= (node as Element).clientWidth * FULL_LINE;
        if (rect.top >= lineBottom - 1 && lineBottom !== -Infinity && (full || lineFull)) boundary = BOUNDARIES.LINE;
        lineBottom = rect.top >= lineBottom - 1 ? rect.bottom : Math.max(lineBottom, rect.bottom);
        lineFull = full;
      }
    }
    const sep = SEPARATOR[boundary] as string;
    // An inline box drawn with a margin or padding a space wide stands apart from what touches it on that side.
    const gap = boundary === BOUNDARIES.NONE ? ctx.visibility.gapOf?.(el) : undefined;
    // The gap reads as a space where one would be written: not before punctuation nor after an opening bracket
    // (Sphinx's padded `<code>fastbuild.toml</code>.` reads `fastbuild.toml.`).
    // Screen-reader text written in a script without spaces (Hangul, Han, Kana) touching a number before it is the
    // number's counter or unit, glued as the language writes it (Melon's `1<span class="none">위</span>` → `1위`) —
    // text clipped out of the flow only: a box whose text an indent pushes out draws an icon of its own on the line.
    const open = gap?.before ? SOFT : layout?.visuallyHidden === true && layout.self === BOUNDARIES.SOFT && countsNumber(el, out.last) ? '' : sep;
    const close = gap?.after ? SOFT : sep;
    // An icon-only control (a button or link holding an unlabelled SVG or font icon, or only a symbol the stylesheet
    // draws, such as an expander's "+") reads as its label; a symbol written in the text (a "×" button) is what it shows.
    const label = iconLabel(el, tag, out.controlLabels, out.icons);
    const drawnOnly = label !== '' && !WORDS.test(`${generated?.before ?? ''}${generated?.after ?? ''}`);
    const transform = ctx.visibility.transformOf?.(el);
    const outer = out.transform;
    if (transform !== undefined) out.transform = transform;
    if (leaf && !layout) {
      const own = out.transformed((el.textContent ?? '').replace(/[\t\n\r\f]+/g, ' '));
      out.push(drawnOnly && generated && !own.trim() ? `${open} ${label} ${close}` : `${open}${generated?.before ?? ''}${own}${generated?.after ?? ''}${close}`);
      out.transform = outer;
      continue;
    }
    out.push(open);
    const start = out.parts.length;
    // Only a column's heading shows words its screen-reader text may be set aside from; a row's heading (`th scope=row`
    // in the body) is data, which keeps it (Basketball-Reference's `2023-24 (All-Star season)`).
    const spoken = out.columnHead && layout?.visuallyHidden === true;
    if (generated?.before) out.push(generated.before);
    const inner = out.parts.length;
    // In a header cell a control sorts or filters: its words may name the column, its icons do not.
    const outerIcons = out.icons;
    if (out.header && isControl(el, tag)) out.icons = false;
    walk(el, ctx, out, layout ? layout.items : null, layout?.wraps === true);
    if (layout?.visuallyHidden === true && hasText(out.parts, inner, out.parts.length) && lineStart(out.parts, start, out.picture)) out.spoken = start;
    out.icons = outerIcons;
    const end = out.parts.length;
    // A box drawn on its line beside others (inline-block, a flex row item) that holds one line at most (an icon wrapper
    // drawn as a block, a symbol in a block) breaks no line: its neighbours stay on that line. One holding a stack of
    // lines (a name above an e-mail, beside an avatar) starts them on lines of their own.
    // Screen-reader words ending the box (BBC's form guide: a `W` disc, then a clipped `Result Win`) draw no line of
    // their own: only the lines drawn before them count, and the words read on that line.
    if (boundary === BOUNDARIES.SPACE && !stacked(out.parts, inner, out.spoken >= inner ? out.spoken : end)) {
      for (let i = inner; i < end; i++) out.parts[i] = (out.parts[i] as string).replace(/\n/g, ' ');
      if (out.spoken >= inner) out.spoken = -1;
    }
    // A floated box at the start of a line is drawn beside what comes after it (a board's `필독` tag floated left of the
    // title's block): it draws no line of its own, so a line break after it goes before it.
    if (layout?.floated === true && hasText(out.parts, inner, end) && lineStart(out.parts, start, out.picture)) out.spoken = start;
    if (generated?.after) out.push(generated.after);
    out.transform = outer;
    // A control named by its own aria-label whose content shows only pictures (Ant Design's `더보기` button holding an
    // icon labelled `more`) reads as that name, as a browser names it.
    if (!leaf && label !== '' && el.hasAttribute('aria-label') && isControl(el, tag) && hasText(out.parts, inner, end) && !WORDS.test(el.textContent ?? '')) {
      out.parts.length = start;
      pushLabel(out, el, tag, label);
    } else if ((leaf ? drawnOnly && generated !== undefined : label !== '') && !hasText(out.parts, inner, end)) {
      if (drawnOnly) out.parts.length = start;
      pushLabel(out, el, tag, label);
    }
    if (spoken) out.asideParts.push(start, out.parts.length);
    out.push(close);
  }
}

/**
 * A header cell's text without its screen-reader-only text and images when words are drawn beside them: there the
 * column's name is what is shown, the spoken text tells what its controls do (`Sort by:`, `Descending`) and the images
 * show a sort state or an icon (`<img alt="정렬">`, Goodreads' `sorted descending`). A cell showing no words (a
 * row-number or checkbox column, a heading drawn as an image) is named by them.
 */
function withoutAside(out: Builder): string[] {
  if (out.asideParts.length === 0) return out.parts;
  const shown = out.parts.slice();
  for (let k = 0; k < out.asideParts.length; k += 2) for (let i = out.asideParts[k] as number; i < (out.asideParts[k + 1] as number); i++) shown[i] = ' ';
  return WORDS.test(shown.join('')) ? shown : out.parts;
}

/** Generated text as shown: in a header cell, a symbol drawn by the stylesheet (a sort arrow ▲▼) is no part of the name. */
function shownGenerated(generated: Generated | undefined, header: boolean): Generated | undefined {
  if (!generated || !header) return generated;
  const before = WORDS.test(generated.before) ? generated.before : '';
  const after = WORDS.test(generated.after) ? generated.after : '';
  return before || after ? { before, after } : undefined;
}

/**
 * True when an empty element draws a box a person can see: anything but an inline box (an empty inline box has no
 * width) or one a padding or border widens. Asked only of empty labelled controls out of the tab order (computed
 * style once each).
 */
function drawsBox(el: Element, tag: string, ctx: TextContext): boolean {
  const layout = ctx.visibility.layoutOf(el);
  if (layout ? layout.self !== BOUNDARIES.NONE : tagBoundary(tag) !== BOUNDARIES.NONE) return true;
  const view = el.ownerDocument.defaultView;
  if (!view) return true;
  const style = view.getComputedStyle(el);
  // jsdom computes no display: the tag's, read above, holds there.
  if ((style.display !== 'inline' && style.display !== '') || (style.float !== '' && style.float !== 'none')) return true;
  const px = (v: string): number => parseFloat(v) || 0;
  return px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth) > 0;
}

/**
 * Pushes the label an element drawn without words stands for. An image icon's (role=img) is an image's text: in a
 * column's header cell showing words it is an aside (Ant Design's sorter caret `caret-up` beside `Customer`).
 */
function pushLabel(out: Builder, el: Element, tag: string, label: string): void {
  if (isControl(el, tag) || el.getAttribute('role') !== 'img') out.push(` ${label} `);
  else out.pushImage(` ${label} `);
}

/** True for a link or button (by tag or role). */
function isControl(el: Element, tag: string, role = el.getAttribute('role')): boolean {
  return tag === 'A' || tag === 'BUTTON' || role === 'button' || role === 'link';
}

const CONTROL = 'a[href], button, [role="button"], [role="link"]';

/**
 * What an element drawn without text stands for: the aria-label, else the title, of an image icon (role=img) or a
 * control (link, button). A label on a generic span or div names nothing (ARIA prohibits it; browsers ignore it), but
 * its title does inside a control that has no name of its own: a browser names the control from its content, and an
 * empty element's tooltip is that content's name (HN's `<a href="vote?…"><div class="votearrow" title="upvote">`).
 * Controls count only where `controls` is true, image icons only where `icons` is.
 */
function iconLabel(el: Element, tag: string, controls = true, icons = true): string {
  const role = el.getAttribute('role');
  // A checkbox, radio or switch drawn as a button reads as an input checkbox does: nothing.
  if (role === 'checkbox' || role === 'radio' || role === 'switch') return '';
  if (isControl(el, tag, role)) {
    if (!controls) return '';
  } else if (role === 'img') {
    if (!icons) return '';
  } else if (!controls || !tooltipOfControl(el)) {
    return '';
  }
  const label = collapseWhitespace(el.getAttribute('aria-label') || el.getAttribute('title') || '');
  // Inside an aria-hidden subtree the label is hidden from assistive technology too: decoration.
  return label && !el.closest('[aria-hidden="true"]') ? label : '';
}

/** True for an element with a title and no text inside a control whose name comes from its content. */
function tooltipOfControl(el: Element): boolean {
  if (!el.hasAttribute('title') || el.hasAttribute('aria-label') || (el.textContent ?? '').trim()) return false;
  const control = el.parentElement?.closest(CONTROL);
  return !!control && !control.hasAttribute('aria-label') && !control.hasAttribute('title') && !(control.textContent ?? '').trim();
}

/** The share of a wrapping flex row's width an item fills to be drawn as a line of its own. */
const FULL_LINE = 0.95;

// Letters or digits: words, as opposed to symbols (+, ▲, ›, …) drawn in place of an icon.
const WORDS = /[\p{L}\p{N}]/u;

// One word of a script written without spaces between words (Korean counters and units: 위, 명, 건, 회차, 만원).
const CJK_WORD = /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,4}$/u;

/**
 * True when screen-reader text `el` is a counter or unit glued to the number just read (`last`, the text pushed
 * before it, ends in a digit; no white space between): one CJK word, as those scripts write it after a numeral.
 */
function countsNumber(el: Element, last: string): boolean {
  if (!/\d$/.test(last)) return false;
  return CJK_WORD.test(el.textContent ?? '');
}

/** True when parts `start` to `end` (exclusive) break a line between two pieces of text. */
function stacked(parts: readonly string[], start: number, end: number): boolean {
  let joined = '';
  for (let i = start; i < end; i++) joined += parts[i] as string;
  return /[^\s\ufdd0][\s\ufdd0]*\n[\s\ufdd0]*[^\s\ufdd0]/.test(joined);
}

/** True when nothing visible stands before `at` on its line (the cell's start or a line break before it). */
function lineStart(parts: readonly string[], at: number, picture = -1): boolean {
  if (picture === at) return false;
  for (let i = at - 1; i >= 0; i--) {
    const part = parts[i] ?? '';
    const line = part.lastIndexOf('\n');
    if (/[^\s\ufdd0]/.test(line >= 0 ? part.slice(line) : part)) return false;
    if (line >= 0) return true;
    // An icon drawn before this part, on the same line.
    if (picture === i) return false;
  }
  return true;
}

/** True when parts `start` to `end` (exclusive) hold text (not only whitespace and soft boundaries). */
function hasText(parts: readonly string[], start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (/[^\s\ufdd0]/.test(parts[i] ?? '')) return true;
  return false;
}

/** Applies a CSS text-transform value to text as the browser draws it. */
export function applyTransform(text: string, transform: string): string {
  switch (transform) {
    case 'uppercase':
      return text.toUpperCase();
    case 'lowercase':
      return text.toLowerCase();
    case 'capitalize':
      return text.replace(/(?<![\p{L}\p{N}'’])\p{L}/gu, (ch) => ch.toUpperCase());
    default:
      return text;
  }
}

const isHeaderCell = (cell: Element): boolean => cell.tagName === 'TH' || cell.getAttribute('role') === 'columnheader';

/**
 * True for a header cell that heads a column, not a row: `role=columnheader`, a `th` in `<thead>` or `scope=col`, or a
 * `th` in a row without data cells. A row's heading keeps the icons drawn beside its words (Caltrain's `Millbrae`
 * and its bike-parking icon).
 */
function columnHeading(cell: Element): boolean {
  if (cell.getAttribute('role') === 'columnheader') return true;
  const scope = cell.getAttribute('scope')?.toLowerCase();
  if (scope === 'col' || scope === 'colgroup') return true;
  if (scope === 'row' || scope === 'rowgroup') return false;
  const row = cell.parentElement;
  if (row?.parentElement?.tagName === 'THEAD') return true;
  for (let c = row?.firstElementChild; c; c = c.nextElementSibling) if (c.tagName === 'TD') return false;
  return true;
}

// Elements the walk treats in a way of their own; a cell holding none of them reads as its textContent.
const SPECIAL = new Set([...SKIP, ...BLOCK, ...INLINE_BLOCK, 'BR', 'IMG', 'INPUT', 'TEXTAREA', 'SELECT', 'SVG', 'SUP', 'TD', 'TH', 'SLOT']);

/**
 * True when every element under `parent` is plain inline markup (spans, links, emphasis…): nothing skipped, hidden,
 * broken into lines, labelled or collected. Then the walk's text equals the collapsed textContent, which the browser
 * builds without creating a JS object per text node.
 */
/** The cell's textContent when plainCell had to read it (a link's mark test), for the fast path to reuse. */
let plainText: string | null = null;
/** Characters every footnote mark a link shows holds one of (see LINK_MARK): a cell without any has no mark link. */
const MARK_CHARS = /[()[\]*†‡§¶]/;

function plainInline(parent: Element, ctx: TextContext, cell: Element): boolean {
  for (let el = parent.firstElementChild; el; el = el.nextElementSibling) {
    const tag = el.tagName;
    // Lower-case names are SVG, MathML or XHTML elements: left to the walk.
    if (tag.charCodeAt(0) >= 97 || SPECIAL.has(tag)) return false;
    // A link may be a footnote mark only where the cell's text holds a mark's character: read once, for the fast path too.
    if (tag === 'A' && (ctx.collectLinks || (MARK_CHARS.test((plainText ??= cell.textContent ?? '')) && markLink(el)))) return false;
    if (ctx.visibility.isHidden(el) || ctx.visibility.generatedOf(el) || ctx.visibility.transformOf?.(el) !== undefined || ctx.visibility.isIcon?.(el)) return false;
    const layout = ctx.visibility.layoutOf(el);
    if (layout && (layout.self !== BOUNDARIES.NONE || layout.items !== null)) return false;
    if (ctx.visibility.gapOf?.(el)) return false;
    if (el.childElementCount !== 0) {
      // A labelled element with markup inside may be an icon-only control; a leaf with text never is.
      if (iconLabel(el, tag) || !plainInline(el, ctx, cell)) return false;
    } else if (!el.hasChildNodes() && iconLabel(el, tag)) {
      return false;
    }
  }
  return true;
}

/** True when the cell's collapsed textContent is its text: text only, or plain inline markup in normal flow. */
function plainCell(cell: Element, ctx: TextContext): boolean {
  plainText = null;
  if (ctx.visibility.generatedOf(cell) || ctx.visibility.cellTransformOf?.(cell)) return false;
  if (cell.childElementCount === 0) return true;
  if (isHeaderCell(cell) && ARROW_IN.test((plainText ??= cell.textContent ?? ''))) return false;
  return !ctx.visibility.layoutOf(cell)?.items && plainInline(cell, ctx, cell);
}

const NO_LINKS: string[] = [];
const NO_IMAGES: ImageRef[] = [];

/**
 * Cell text by walking its nodes (every rule applies); cellText takes a shortcut for plain cells that gives the same
 * result. `heading` reads the cell as a column's heading whatever its markup (a `td` in a header row).
 */
export function walkedContent(cell: Element, ctx: TextContext, heading = false): CellContent {
  const out = new Builder();
  out.header = heading || isHeaderCell(cell);
  out.columnHead = heading || (out.header && columnHeading(cell));
  out.controlLabels = !out.header;
  out.transform = ctx.visibility.cellTransformOf?.(cell) ?? '';
  const generated = shownGenerated(ctx.visibility.generatedOf(cell), out.header);
  if (generated?.before) out.push(generated.before);
  const own = ctx.visibility.layoutOf(cell);
  walk(cell, ctx, out, own?.items ?? null, own?.wraps === true);
  if (generated?.after) out.push(generated.after);
  return { text: collapseLines(settleSoft(withoutAside(out).join(''))), links: out.links, images: out.images };
}

/**
 * `el.textContent` as drawn through slots: a slot gives the nodes assigned to it, else its fallback (a web component's
 * cells hold slots for light-DOM content, which `textContent` leaves out). Cheap where there is no slot.
 */
export function drawnText(el: Element): string {
  if (el.tagName !== 'SLOT' && !el.querySelector('slot')) return el.textContent ?? '';
  let text = '';
  const add = (node: Node): void => {
    if (node.nodeType === 3) text += (node as Text).data;
    else if (node.nodeType !== 1) return;
    else if ((node as Element).tagName === 'SLOT') {
      const assigned = (node as HTMLSlotElement).assignedNodes({ flatten: true });
      for (const n of assigned.length ? assigned : Array.from(node.childNodes)) add(n);
    } else for (let child = node.firstChild; child; child = child.nextSibling) add(child);
  };
  add(el);
  return text;
}

/** Text of a cell as a person sees it: hidden parts left out, `<br>` and blocks as line breaks, whitespace collapsed, alt text of images, footnote markers dropped. */
export function cellText(cell: Element, ctx: TextContext): string {
  // Fast path (most cells): text and plain inline markup only, read as the browser's textContent.
  if (plainCell(cell, ctx)) return collapseWhitespace(plainText ?? cell.textContent ?? '');
  return walkedContent(cell, ctx).text;
}

/** True when a cell's own markup makes it a column's heading (see columnHeading): headingText reads it as cellText does. */
export function readsAsHeading(cell: Element): boolean {
  return isHeaderCell(cell) && columnHeading(cell);
}

/**
 * Text of a cell of a header row read as a column's heading, whatever its markup: a `td` heading a column (AUIGrid's
 * header table) reads as a `th` in `<thead>` does — no sort arrow a stylesheet draws, no screen-reader words beside
 * shown ones, no controls' labels.
 */
export function headingText(cell: Element, ctx: TextContext): string {
  return readsAsHeading(cell) ? cellText(cell, ctx) : walkedContent(cell, ctx, true).text;
}

/** Text, links and images of a cell (see cellText). */
export function cellContent(cell: Element, ctx: TextContext): CellContent {
  if (plainCell(cell, ctx)) return { text: collapseWhitespace(plainText ?? cell.textContent ?? ''), links: NO_LINKS, images: NO_IMAGES };
  return walkedContent(cell, ctx);
}
