// Hidden-element detection that stays cheap on live pages: instead of asking for the computed style
// of every element, it collects the selectors of every style rule that could hide something
// (display:none, visibility:hidden/collapse), queries them once per table, and confirms only those
// candidates with getComputedStyle. The `hidden` attribute and inline styles are queried once per scope too,
// or, for a large table, read on the elements a reader asks about (see AttributeScan). When a stylesheet
// cannot be read (cross-origin CSS), it falls back to one computed-style check per distinct element shape, cached.

import { counterReader, counterStyle } from './counters';
import { PRIVATE_USE_RANGES } from './whitespace';

/**
 * What separates an element's text from its neighbours' as the browser draws it: nothing (inline), a space
 * (inline-block, table cell, item of a row flex or grid), a line break (block-level), or for a box out of the flow a
 * space unless punctuation or a space follows it or an opening bracket precedes it (`Edit<sr-only>, Jane</sr-only>`).
 */
export const BOUNDARIES = { NONE: 0, SPACE: 1, LINE: 2, SOFT: 3 } as const;
export type Boundary = (typeof BOUNDARIES)[keyof typeof BOUNDARIES];

/** An element's computed layout, where a stylesheet or inline style may have changed it from its tag's default. */
export interface Layout {
  /** Boundary around the element itself. */
  self: Boundary;
  /** Boundary between its children (flex and grid items), or null for normal flow. */
  items: Boundary | null;
  /**
   * True for text not drawn but there for screen readers, read with its neighbours: a box clipped to nothing out of
   * the flow (`.sr-only`), or text a large negative text-indent pushes out of its box (image replacement).
   */
  visuallyHidden?: boolean;
  /** True for a floated box: drawn on the line beside the content after it (a board's `필독` tag before the title). */
  floated?: boolean;
  /** True for a row flex that wraps its items onto more lines (`flex-wrap: wrap`): an item may start a line of its own. */
  wraps?: boolean;
}

export interface Visibility {
  /** True when the element itself (inside the scope) is not rendered (display:none, visibility hidden or collapse, hidden attribute); `hasAttributes`, when given, is el.hasAttributes() already read. */
  isHidden(el: Element, hasAttributes?: boolean): boolean;
  /** The element's layout when a style rule or inline style sets its display (computed once, cached); undefined when its tag's default holds. */
  layoutOf(el: Element): Layout | undefined;
  /** Text a stylesheet draws before and after the element (`::before` / `::after` content), or undefined when none may. */
  generatedOf(el: Element): Generated | undefined;
  /** The text-transform a style rule or inline style sets on the element ('' for none), or undefined when none does. */
  transformOf?(el: Element): string | undefined;
  /** The text-transform in effect on a cell (set on it or inherited from its row, table or page), '' for none. */
  cellTransformOf?(cell: Element): string;
  /** True when a ligature icon font draws the element's text as one picture (`<i class="material-icons">local_shipping</i>`). */
  isIcon?(el: Element): boolean;
  /** True when a stylesheet draws an icon font's glyph (a Private Use Area character, read as nothing) before or after the element. */
  drawsGlyph?(el: Element): boolean;
  /**
   * The children of a flex or grid container (`node`, asked only of one) in the order they are drawn, when a style rule
   * or inline style gives one of them an `order` that moves it (Daum's `.cont_info{order:-1}` drawing the source and time
   * above the title); undefined when they are drawn in source order. Text between them (an anonymous item) keeps order 0.
   */
  drawnOrder?(node: Element): Node[] | undefined;
  /**
   * The sides on which an inline element draws a gap at least a space wide (margin plus padding), or undefined when it
   * draws none: `Issue<span style="margin-left:8px">(Roll over…)</span>` reads `Issue (Roll over…)`. Only elements a
   * rule or inline style gives a horizontal margin or padding are looked at (computed once, cached).
   */
  gapOf?(el: Element): Gap | undefined;
}

/** The sides, in text order, on which a box is drawn a space or more apart from what touches it. */
export interface Gap {
  before: boolean;
  after: boolean;
}

/** Text drawn by `::before` and `::after` (separators such as ` · `, units, labels). */
export interface Generated {
  before: string;
  after: string;
}

/** A rule drawing text before or after the elements its selector (pseudo-element removed) matches. */
interface ContentRule {
  selector: string;
  pseudo: 'before' | 'after';
  content: string;
  /** Outside any @media/@supports/… rule, so it applies wherever it matches (used where pseudo-elements have no computed style). */
  unconditional: boolean;
}

interface RuleScan {
  /** The sheets scanned and their rule counts: a replaced sheet with as many rules is still a change. */
  sheets: readonly CSSStyleSheet[];
  key: string;
  selectors: string[];
  /** Selectors of rules that set display to something other than none, position an element out of the flow or float it. */
  displaySelectors: string[];
  /** Rules whose ::before/::after content draws text, and their selectors without the pseudo-element. */
  contentRules: ContentRule[];
  contentSelectors: string[];
  /** Selectors of rules that set text-transform. */
  transformSelectors: string[];
  /** Selectors of rules that set a ligature icon font (see LIGATURE_FONT). */
  iconSelectors: string[];
  /** Selectors of rules that give an inline element a horizontal margin or padding (see spacingRule). */
  gapSelectors: string[];
  /** What rules say of CSS grid layout (see GridRules). */
  grid: GridRules;
  /** Selectors of rules that set a flex or grid item's `order` (other than 0). */
  orderSelectors: string[];
  complete: boolean;
}

/** A rule declaring the column tracks of the grids its selector matches, with the media queries it sits in. */
export interface TemplateRule {
  selector: string;
  /** The declared `grid-template-columns` (from the longhand, or the `grid-template` / `grid` shorthand). */
  value: string;
  /** Media query texts of the @media rules around it (all must match for it to apply). */
  media: readonly string[];
}

/** Rules of a document or shadow root that lay elements out as CSS grids, read in the same pass as the other rules. */
export interface GridRules {
  /** Selectors of rules setting `display: grid | inline-grid`. */
  displaySelectors: string[];
  /** Rules declaring column tracks, in source order. */
  templates: TemplateRule[];
  /** Selectors of rules placing or spanning grid items (`grid-column`, `grid-row`, `grid-area` and their longhands). */
  placeSelectors: string[];
  /** Selectors of rules setting `display: contents` (a row box whose cells are the grid's items). */
  contentsSelectors: string[];
  /** Selectors of rules setting `display: table | inline-table` (a table drawn by boxes that are no `<table>`). */
  tableSelectors: string[];
}

type StyleRoot = Document | ShadowRoot;

const HIDING_STYLE = /none|hidden|collapse/i;
const OUT_OF_FLOW = /^\s*(absolute|fixed)/i;
const FLOATED = /^\s*(left|right|inline-start|inline-end)/i;
// An `order` other than 0 (a declared value, or a var() that may be one) draws a flex or grid item out of source order.
const REORDERED = /^\s*(?!0\s*$)\S/;
const ORDER_STYLE = /(^|[;\s])order\s*:/i;
// A negative text-indent may push a box's text out of it (image replacement: `.aui-icon{text-indent:-999em}`).
const NEGATIVE_INDENT = /^\s*-/;
// [style] is cheaper to query than substring selectors; most inline styles hide nothing.
const ATTRIBUTE_SELECTORS = ['[hidden]', '[style]'];
const scanCache = new WeakMap<StyleRoot, RuleScan>();

function sheetsOf(root: StyleRoot): CSSStyleSheet[] {
  const sheets: CSSStyleSheet[] = [];
  for (const s of Array.from(root.styleSheets ?? [])) sheets.push(s);
  const adopted = (root as { adoptedStyleSheets?: readonly CSSStyleSheet[] }).adoptedStyleSheets;
  if (adopted) for (const s of adopted) sheets.push(s);
  return sheets;
}

function readRules(sheet: CSSStyleSheet): CSSRuleList | null {
  try {
    return sheet.cssRules;
  } catch {
    return null;
  }
}

function hides(style: CSSStyleDeclaration): boolean {
  const display = style.getPropertyValue('display').trim().toLowerCase();
  if (display === 'none') return true;
  const visibility = style.getPropertyValue('visibility').trim().toLowerCase();
  return visibility === 'hidden' || visibility === 'collapse';
}

function pushSelectors(selectorText: string, out: string[]): void {
  for (const part of selectorText.split(',')) {
    const sel = part.trim();
    // Pseudo-elements style generated content only; nesting selectors are not valid on their own.
    if (sel && !sel.includes('::') && !sel.includes('&')) out.push(sel);
  }
}

const PSEUDO_TEXT = /::?(before|after)\b/i;

/** Content rules of a `::before`/`::after` selector list whose declared content may draw text (not none, normal or an empty string). */
function pushContentRules(selectorText: string, content: string, unconditional: boolean, out: ContentRule[]): void {
  if (!content || /^(none|normal|""|'')$/i.test(content)) return;
  for (const part of selectorText.split(',')) {
    const match = PSEUDO_TEXT.exec(part);
    if (!match || part.includes('&')) continue;
    const selector = part.replace(PSEUDO_TEXT, '').trim() || '*';
    out.push({ selector, pseudo: (match[1] as string).toLowerCase() as 'before' | 'after', content, unconditional });
  }
}

// Icon fonts that turn a word into a glyph by ligature (Google's Material Icons and Material Symbols: `home`, `arrow_upward`).
const LIGATURE_FONT = /^\s*["']?material (icons|symbols)\b/i;
// Their documented classes, for pages that load the font's stylesheet from another origin (unreadable rules).
const LIGATURE_CLASSES = ['.material-icons', '.material-icons-outlined', '.material-icons-round', '.material-icons-sharp', '.material-icons-two-tone', '.material-symbols-outlined', '.material-symbols-rounded', '.material-symbols-sharp'];

// Horizontal margins and paddings, physical and logical (Chromium keeps `margin-inline-start` a longhand of its own).
const SPACING_PROPERTIES = ['margin-left', 'margin-right', 'padding-left', 'padding-right', 'margin-inline-start', 'margin-inline-end', 'padding-inline-start', 'padding-inline-end'];
const NO_SPACE = /^\s*(0(\.0*)?[a-z%]*|auto|-.*)?\s*$/i;
// Elements inline by default: only they are drawn glued to their neighbours (a cell, block or button already stands apart).
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'big', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var']);

/** True for a rule that may draw an inline element a space apart: a horizontal margin or padding other than zero, on a selector whose subject may be inline (`td{padding:4px}` is not). */
function spacingRule(style: CSSStyleDeclaration): boolean {
  return SPACING_PROPERTIES.some((p) => !NO_SPACE.test(style.getPropertyValue(p)));
}

function pushInlineSelectors(selectorText: string, out: string[]): void {
  const all: string[] = [];
  pushSelectors(selectorText, all);
  for (const sel of all) {
    const subject = /([a-z][\w-]*)?[^\s>+~]*$/i.exec(sel)?.[1]?.toLowerCase();
    if (!subject || subject.includes('-') || INLINE_TAGS.has(subject)) out.push(sel);
  }
}

const GRID_DISPLAY = /^\s*(inline-)?grid\b/i;
const TABLE_DISPLAY = /^\s*(inline-)?table\s*(!important\s*)?$/i;
const PLACE_PROPERTIES = ['grid-column', 'grid-column-start', 'grid-column-end', 'grid-row', 'grid-row-start', 'grid-row-end', 'grid-area'];

/** The column tracks a rule declares: the longhand, else what follows the slash of `grid-template` or `grid`. */
export function declaredColumns(style: CSSStyleDeclaration): string {
  const own = style.getPropertyValue('grid-template-columns').trim();
  if (own) return own;
  for (const shorthand of ['grid-template', 'grid']) {
    const value = style.getPropertyValue(shorthand);
    const slash = value.lastIndexOf('/');
    if (slash >= 0) return value.slice(slash + 1).trim();
  }
  return '';
}

/** True when a rule declares a grid property (its declarations are few: cheaper to list than to ask for each property). */
function declaresGrid(style: CSSStyleDeclaration): boolean {
  for (let i = 0; i < style.length; i++) if (style[i]?.startsWith('grid')) return true;
  return false;
}

function collectGrid(style: CSSStyleDeclaration, display: string, selectorText: string, media: readonly string[], grid: GridRules): void {
  if (display) {
    if (GRID_DISPLAY.test(display)) pushSelectors(selectorText, grid.displaySelectors);
    else if (/^\s*contents\b/i.test(display)) pushSelectors(selectorText, grid.contentsSelectors);
    else if (TABLE_DISPLAY.test(display)) pushSelectors(selectorText, grid.tableSelectors);
  }
  if (!declaresGrid(style)) return;
  const columns = declaredColumns(style);
  if (columns) {
    const selectors: string[] = [];
    pushSelectors(selectorText, selectors);
    for (const selector of selectors) grid.templates.push({ selector, value: columns, media });
  }
  if (PLACE_PROPERTIES.some((p) => style.getPropertyValue(p))) pushSelectors(selectorText, grid.placeSelectors);
}

function collectSelectors(rules: CSSRuleList, out: string[], display: string[], content: ContentRule[], transform: string[], icons: string[], gaps: string[], grid: GridRules, orders: string[], unconditional = true, media: readonly string[] = []): void {
  for (const rule of Array.from(rules)) {
    const styleRule = rule as CSSStyleRule;
    if (typeof styleRule.selectorText === 'string' && styleRule.style) {
      const shown = styleRule.style.getPropertyValue('display');
      collectGrid(styleRule.style, shown, styleRule.selectorText, media, grid);
      if (spacingRule(styleRule.style)) pushInlineSelectors(styleRule.selectorText, gaps);
      if (hides(styleRule.style)) pushSelectors(styleRule.selectorText, out);
      else if (shown || OUT_OF_FLOW.test(styleRule.style.getPropertyValue('position')) || FLOATED.test(styleRule.style.getPropertyValue('float')) || NEGATIVE_INDENT.test(styleRule.style.getPropertyValue('text-indent'))) pushSelectors(styleRule.selectorText, display);
      if (PSEUDO_TEXT.test(styleRule.selectorText)) pushContentRules(styleRule.selectorText, styleRule.style.getPropertyValue('content').trim(), unconditional, content);
      if (styleRule.style.getPropertyValue('text-transform')) pushSelectors(styleRule.selectorText, transform);
      if (LIGATURE_FONT.test(styleRule.style.getPropertyValue('font-family'))) pushSelectors(styleRule.selectorText, icons);
      if (REORDERED.test(styleRule.style.getPropertyValue('order'))) pushSelectors(styleRule.selectorText, orders);
    }
    // Media, supports, layer, container and nested rules: their conditions are settled by the computed-style check.
    const nested = (rule as CSSGroupingRule).cssRules;
    const condition = (rule as CSSMediaRule).media?.mediaText;
    if (nested && nested.length) collectSelectors(nested, out, display, content, transform, icons, gaps, grid, orders, false, condition ? [...media, condition] : media);
  }
}

const CONTENT_TOKEN = /"((?:[^"\\]|\\[\s\S])*)"|'((?:[^'\\]|\\[\s\S])*)'|attr\(\s*([\w-]+)\s*\)|counters?\(\s*([\w-]+)\s*(?:,\s*(?:"[^"]*"|'[^']*')\s*)?(?:,\s*([\w-]+)\s*)?\)|\S+/g;
// Icon fonts draw their glyphs from the Private Use Areas: an icon, not words. Material Design Icons and other large
// sets use the supplementary planes 15 and 16 (`\F0140`), one code point written as a surrogate pair.
const PRIVATE_USE = new RegExp(`[${PRIVATE_USE_RANGES}]`, 'gu');
const PRIVATE_GLYPH = new RegExp(`[${PRIVATE_USE_RANGES}]`, 'u');

/** Least margin plus padding, in pixels, that draws a box a space apart from the words beside it. */
const APART_PX = 3;

/** True when a generated box's margin and padding on `side` set it a space apart from the element's own words. */
function drawnApart(style: CSSStyleDeclaration, side: 'left' | 'right'): boolean {
  const px = (v: string): number => Number.parseFloat(v) || 0;
  return px(style.getPropertyValue(`margin-${side}`)) + px(style.getPropertyValue(`padding-${side}`)) >= APART_PX;
}

function unescapeCss(text: string): string {
  return text.replace(/\\([0-9a-f]{1,6})\s?|\\([\s\S])/gi, (_, hex: string | undefined, ch: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : (ch ?? '')));
}

/**
 * The text a `content` value draws for `el`: its strings, attr() values and, given `counter` (the value of a CSS
 * counter at an element), counter() values (counters() as its innermost counter); quotes and images draw none here.
 */
export function contentText(value: string, el: Element, counter?: (el: Element, name: string) => number): string {
  if (!value || value === 'none' || value === 'normal') return '';
  let text = '';
  for (const m of value.matchAll(CONTENT_TOKEN)) {
    if (m[1] !== undefined) text += unescapeCss(m[1]);
    else if (m[2] !== undefined) text += unescapeCss(m[2]);
    else if (m[3] !== undefined) text += el.getAttribute(m[3]) ?? '';
    else if (m[4] !== undefined) text += counter && m[5] !== 'none' ? counterStyle(counter(el, m[4]), m[5]) : '';
    else if (m[0] === '/') break; // what follows is alternative text for speech, not drawn
  }
  return text.replace(PRIVATE_USE, '');
}

function scanRules(root: StyleRoot): RuleScan {
  const sheets = sheetsOf(root);
  const counts: number[] = [];
  const readable: (CSSRuleList | null)[] = [];
  for (const sheet of sheets) {
    const rules = sheet.disabled ? null : readRules(sheet);
    readable.push(rules);
    counts.push(sheet.disabled ? -2 : rules ? rules.length : -1);
  }
  const key = counts.join(',');
  const cached = scanCache.get(root);
  if (cached && cached.key === key && cached.sheets.length === sheets.length && cached.sheets.every((sheet, i) => sheet === sheets[i])) return cached;
  const selectors: string[] = [];
  const display: string[] = [];
  const contentRules: ContentRule[] = [];
  const transform: string[] = [];
  const icons: string[] = [];
  const gaps: string[] = [];
  const grid: GridRules = { displaySelectors: [], templates: [], placeSelectors: [], contentsSelectors: [], tableSelectors: [] };
  const orders: string[] = [];
  let complete = true;
  readable.forEach((rules, i) => {
    if (rules) collectSelectors(rules, selectors, display, contentRules, transform, icons, gaps, grid, orders);
    else if (counts[i] === -1) complete = false;
  });
  const contentSelectors = Array.from(new Set(contentRules.map((r) => r.selector)));
  const scan = { sheets, key, selectors: Array.from(new Set(selectors)), displaySelectors: Array.from(new Set(display)), contentRules, contentSelectors, transformSelectors: Array.from(new Set(transform)), iconSelectors: Array.from(new Set(icons)), gapSelectors: Array.from(new Set(gaps)), grid: { displaySelectors: Array.from(new Set(grid.displaySelectors)), templates: grid.templates, placeSelectors: Array.from(new Set(grid.placeSelectors)), contentsSelectors: Array.from(new Set(grid.contentsSelectors)), tableSelectors: Array.from(new Set(grid.tableSelectors)) }, orderSelectors: Array.from(new Set(orders)), complete };
  scanCache.set(root, scan);
  return scan;
}

const NO_GRID_RULES: GridRules = { displaySelectors: [], templates: [], placeSelectors: [], contentsSelectors: [], tableSelectors: [] };

/** The grid rules of the stylesheets `node` is styled by (its document or shadow root), scanned once and cached with the other rules. */
export function gridRulesOf(node: Node): GridRules {
  const root = node.nodeType === 9 || node.nodeType === 11 ? node : node.getRootNode();
  return root.nodeType === 9 || root.nodeType === 11 ? scanRules(root as StyleRoot).grid : NO_GRID_RULES;
}

/** Elements under `scope` matching any of `selectors`, with one query (one per selector when the list is invalid as a whole). */
export function queryAll(scope: ParentNode, selectors: readonly string[], into: Set<Element>): void {
  if (!selectors.length) return;
  try {
    for (const el of Array.from(scope.querySelectorAll(selectors.join(',')))) into.add(el);
    return;
  } catch {
    // One invalid selector spoils the whole list: fall back to one query per selector.
  }
  for (const sel of selectors) {
    try {
      for (const el of Array.from(scope.querySelectorAll(sel))) into.add(el);
    } catch {
      // Selector this engine does not understand: nothing of ours can match it.
    }
  }
}

/** True when `el` matches one of `selectors` (given also joined as `list`); selectors this engine rejects match nothing. */
export function matchesAny(el: Element, list: string, selectors: readonly string[]): boolean {
  if (!list) return false;
  try {
    return el.matches(list);
  } catch {
    return selectors.some((sel) => {
      try {
        return el.matches(sel);
      } catch {
        return false;
      }
    });
  }
}

function computedHidden(el: Element, view: Window | null): boolean {
  if (!view) return el.hasAttribute('hidden');
  const style = view.getComputedStyle(el);
  const visibility = style.visibility.toLowerCase();
  return style.display.toLowerCase() === 'none' || visibility === 'hidden' || visibility === 'collapse';
}

const NORMAL_FLOW: Layout = { self: BOUNDARIES.NONE, items: null };

/** Boundary of a computed display value: inline and contents none; inline-level boxes and table cells a space; block-level boxes a line break. */
export function displayBoundary(display: string): Boundary {
  if (display === 'inline' || display === 'contents' || display === 'none' || display.startsWith('ruby')) return BOUNDARIES.NONE;
  if (display.startsWith('inline') || display === 'table-cell') return BOUNDARIES.SPACE;
  return BOUNDARIES.LINE;
}

/**
 * Layout from a computed style: flex and grid items are blockified, side by side (a space) unless the flex runs in a
 * column; a floated box (blockified too) is drawn beside the content after it, a space apart, as an inline block is.
 */
export function layoutFromStyle(style: CSSStyleDeclaration): Layout {
  const display = style.display.toLowerCase();
  // Out of the flow (screen-reader text clipped in place of an icon, badges pinned to a corner): apart from its
  // neighbours, on no line of its own (the computed display of such a box is always block).
  const outOfFlow = OUT_OF_FLOW.test(style.position);
  const floated = !outOfFlow && display !== 'none' && FLOATED.test(style.cssFloat || style.getPropertyValue('float'));
  const self = outOfFlow ? BOUNDARIES.SOFT : floated ? BOUNDARIES.SPACE : displayBoundary(display);
  let items: Boundary | null = null;
  if (/(^|[ -])(flex|grid)$/.test(display)) items = display.endsWith('flex') && style.flexDirection.toLowerCase().startsWith('column') ? BOUNDARIES.LINE : BOUNDARIES.SPACE;
  if (floated) return { self, items, floated };
  if (self === BOUNDARIES.NONE && items === null) return NORMAL_FLOW;
  const wraps = items === BOUNDARIES.SPACE && display.endsWith('flex') && style.flexWrap.toLowerCase().startsWith('wrap') ? { wraps: true } : {};
  // Text pushed out of its box by a large negative indent is not drawn (image replacement: an icon drawn as a
  // background, its words off to the left); like clipped text it is there for screen readers. An inline box takes no
  // indent of its own.
  const pushedOut = self !== BOUNDARIES.NONE && pushesOut(style.textIndent, style);
  return pushedOut || (self === BOUNDARIES.SOFT && clippedAway(style)) ? { self, items, visuallyHidden: true, ...wraps } : { self, items, ...wraps };
}

/**
 * How far to the left a negative text-indent must push a box's text for none of it to be drawn: more than a cell's
 * line of text. Image replacement writes -999em, -9999px or -10000px; a hanging indent is an em or two.
 */
const PUSHED_OUT_PX = 500;

/** True for a text-indent that pushes the text out of its box (see PUSHED_OUT_PX); the font size is read only for a negative one in em. */
function pushesOut(indent: string, style: CSSStyleDeclaration): boolean {
  return NEGATIVE_INDENT.test(indent) && lengthPx(indent, indent.endsWith('em') && !indent.endsWith('rem') ? parseFloat(style.fontSize) || 16 : 16) <= -PUSHED_OUT_PX;
}

/** True when a style clips the box to nothing (clip: rect(0 0 0 0), clip-path: inset(50%)) or shrinks it to a pixel. */
function clippedAway(style: CSSStyleDeclaration): boolean {
  if (/^rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)$/i.test(style.clip) || /inset\(\s*50%/i.test(style.clipPath)) return true;
  return parseFloat(style.width) <= 1 && parseFloat(style.height) <= 1 && style.overflow === 'hidden';
}

/** A computed length in px; jsdom leaves declared values as written, so em and rem are resolved here too. */
function lengthPx(value: string, fontPx: number): number {
  const n = parseFloat(value);
  if (!n) return 0;
  return value.endsWith('rem') ? n * 16 : value.endsWith('em') ? n * fontPx : value.endsWith('%') ? 0 : n;
}

/** The sides on which a computed style draws a gap at least a space wide (a quarter em), or undefined for none. */
export function gapFromStyle(style: CSSStyleDeclaration): Gap | undefined {
  const font = parseFloat(style.fontSize) || 16;
  const space = font * 0.25;
  const left = lengthPx(style.marginLeft, font) + lengthPx(style.paddingLeft, font) >= space;
  const right = lengthPx(style.marginRight, font) + lengthPx(style.paddingRight, font) >= space;
  if (!left && !right) return undefined;
  return style.direction === 'rtl' ? { before: right, after: left } : { before: left, after: right };
}

function computedLayout(el: Element, view: Window | null): Layout | undefined {
  return view ? layoutFromStyle(view.getComputedStyle(el)) : undefined;
}

const DISPLAY_STYLE = /display|position|float|text-indent/i;
const SPACING_STYLE = /margin|padding/i;

/**
 * How the `hidden` attribute and inline styles are found: 'query' asks for [hidden],[style] once over the scope (best
 * where most elements carry attributes, as in card lists); 'visit' reads them on each element asked about (best for a
 * large table, whose cells mostly have none and whose text-only cells are never descended into).
 */
export type AttributeScan = 'query' | 'visit';

/** Visibility oracle for the elements inside `scope` (a table, grid or list container). Option default: attributes 'query'. */
export function visibilityFor(scope: Element, options: { attributes?: AttributeScan } = {}): Visibility {
  const view = scope.ownerDocument.defaultView;
  const root = scope.getRootNode() as Node;
  const styleRoot: StyleRoot | null = root.nodeType === 9 || root.nodeType === 11 ? (root as StyleRoot) : null;
  const scan: RuleScan = styleRoot ? scanRules(styleRoot) : { sheets: [], key: '', selectors: [], displaySelectors: [], contentRules: [], contentSelectors: [], transformSelectors: [], iconSelectors: [], gapSelectors: [], grid: NO_GRID_RULES, orderSelectors: [], complete: true };
  const bySheet = new Set<Element>();
  // Elements a rule may hide or whose display a rule may set, found with one query: those a hiding rule matches are
  // confirmed now, the layout of the others is read from the computed style when first asked.
  const displayed = new Set<Element>();
  queryAll(scope, scan.displaySelectors.length ? [...scan.selectors, ...scan.displaySelectors] : scan.selectors, displayed);
  const hiding = scan.selectors.join(',');
  for (const el of displayed) {
    if (scan.displaySelectors.length && !matchesAny(el, hiding, scan.selectors)) continue;
    if (computedHidden(el, view)) bySheet.add(el);
  }
  // A closed <details> draws only its summary: the rest is there to be opened (a forecast day's hourly details).
  if (scope.querySelector('details')) for (const el of scope.querySelectorAll('details:not([open]) > :not(summary:first-of-type)')) bySheet.add(el);
  // The style attribute of the element asked about last. An element's questions (hidden, layout, text-transform) come
  // one after another, so the attribute is read once for all of them; an element known to have no attributes
  // (`isHidden(el, false)`, as the table walk asks) is not read at all.
  let styled: Element | null = null;
  let styleText: string | null = null;
  const styleOf = (el: Element, hasAttributes?: boolean): string | null => {
    if (el !== styled) {
      styled = el;
      styleText = (hasAttributes ?? el.hasAttributes()) ? el.getAttribute('style') : null;
    }
    return styleText;
  };
  const layouts = new Map<Element, Layout | undefined>();
  const layoutOf = (el: Element): Layout | undefined => {
    if (displayed.size === 0 || !displayed.has(el)) {
      // Most elements carry no style attribute: no pattern to run.
      const style = styleOf(el);
      if (style === null || !DISPLAY_STYLE.test(style)) return undefined;
    }
    if (layouts.has(el)) return layouts.get(el);
    const layout = computedLayout(el, view);
    layouts.set(el, layout);
    return layout;
  };
  // Elements a ::before/::after rule may draw text around, found with one query; their text is read when first asked.
  const drawn = new Set<Element>();
  queryAll(scope, scan.contentSelectors, drawn);
  const generatedCache = new Map<Element, Generated | undefined>();
  const declared = (el: Element, pseudo: 'before' | 'after'): string => {
    // Where pseudo-elements have no computed style (jsdom), the last unconditional rule matching the element, in source order.
    let content = '';
    for (const rule of scan.contentRules) if (rule.pseudo === pseudo && rule.unconditional && matchesAny(el, rule.selector, [rule.selector])) content = rule.content;
    return content;
  };
  let counter: ((el: Element, name: string) => number) | undefined;
  const glyphDrawn = new Set<Element>();
  const pseudoText = (el: Element, pseudo: 'before' | 'after'): string => {
    const style = view ? view.getComputedStyle(el, `::${pseudo}`) : null;
    // A clearfix's `::after{content:".";visibility:hidden}` draws nothing.
    if (style && (style.visibility === 'hidden' || style.display === 'none')) return '';
    const computed = style ? style.content : '';
    const value = computed || declared(el, pseudo);
    if (view && !counter && value.includes('counter')) counter = counterReader(view);
    const text = contentText(value, el, counter);
    if (!text && value && PRIVATE_GLYPH.test(unescapeCss(value))) glyphDrawn.add(el);
    // Drawn a space apart from the element's words (Swagger's `.required::after{content:"required";padding:5px}`).
    // (Read only where the pseudo-element has a computed style of its own: jsdom gives the element's.)
    if (text && style && computed && computed !== 'normal' && computed !== 'none' && drawnApart(style, pseudo === 'after' ? 'left' : 'right')) return pseudo === 'after' ? ` ${text}` : `${text} `;
    return text;
  };
  const generatedOf = (el: Element): Generated | undefined => {
    if (drawn.size === 0 || !drawn.has(el)) return undefined;
    if (generatedCache.has(el)) return generatedCache.get(el);
    const before = pseudoText(el, 'before');
    const after = pseudoText(el, 'after');
    const generated = before || after ? { before, after } : undefined;
    generatedCache.set(el, generated);
    return generated;
  };
  const drawsGlyph = (el: Element): boolean => {
    if (drawn.size === 0 || !drawn.has(el)) return false;
    generatedOf(el);
    return glyphDrawn.has(el);
  };
  // Elements a text-transform rule matches, found with one query; their computed value is read when first asked.
  const cased = new Set<Element>();
  queryAll(scope, scan.transformSelectors, cased);
  const transforms = new Map<Element, string | undefined>();
  const inlineTransform = (el: Element): boolean => styleOf(el)?.includes('text-transform') ?? false;
  const transformOf = (el: Element): string | undefined => {
    if ((cased.size === 0 || !cased.has(el)) && !inlineTransform(el)) return undefined;
    if (transforms.has(el)) return transforms.get(el);
    const value = view ? view.getComputedStyle(el).textTransform.toLowerCase() : undefined;
    const transform = value === undefined ? undefined : value === 'none' ? '' : value;
    transforms.set(el, transform);
    return transform;
  };
  // What the scope inherits from the page: read once, and only where some rule sets a text-transform.
  let scopeTransform: string | undefined;
  const inheritedAt = (el: Element): string => {
    for (let cur: Element | null = el; cur && cur !== scope; cur = cur.parentElement) {
      const own = transformOf(cur);
      if (own !== undefined) return own;
    }
    if (scopeTransform === undefined) {
      const value = scan.transformSelectors.length && view ? view.getComputedStyle(scope).textTransform.toLowerCase() : 'none';
      scopeTransform = value === 'none' ? '' : value;
    }
    return scopeTransform;
  };
  const rowTransforms = new Map<Element, string>();
  const anyRule = scan.transformSelectors.length > 0;
  const cellTransformOf = (cell: Element): string => {
    const own = transformOf(cell);
    if (own !== undefined) return own;
    // No rule sets a text-transform: only an inline style on the cell itself is looked at.
    if (!anyRule) return '';
    const parent = cell.parentElement;
    if (!parent) return '';
    let inherited = rowTransforms.get(parent);
    if (inherited === undefined) {
      inherited = inheritedAt(parent);
      rowTransforms.set(parent, inherited);
    }
    return inherited;
  };
  // Elements drawn in a ligature icon font, found with one query (by the documented classes too where a sheet is unreadable).
  const glyphs = new Set<Element>();
  queryAll(scope, scan.complete ? scan.iconSelectors : [...scan.iconSelectors, ...LIGATURE_CLASSES], glyphs);
  const isIcon = (el: Element): boolean => glyphs.size !== 0 && glyphs.has(el);
  // Elements a rule gives a horizontal margin or padding, found with one query; an inline style is read with the
  // element's other questions (styleOf). Their computed gap is read when first asked.
  const spaced = new Set<Element>();
  queryAll(scope, scan.gapSelectors, spaced);
  const gaps = new Map<Element, Gap | undefined>();
  const gapOf = (el: Element): Gap | undefined => {
    if ((spaced.size === 0 || !spaced.has(el)) && !SPACING_STYLE.test(styleOf(el) ?? '')) return undefined;
    if (gaps.has(el)) return gaps.get(el);
    const gap = view ? gapFromStyle(view.getComputedStyle(el)) : undefined;
    gaps.set(el, gap);
    return gap;
  };
  // Elements a rule gives an `order`, found with one query; an inline `order` is read on the children of a flex or grid
  // container when asked. The computed orders are read only where one of them may move an item.
  const reordered = new Set<Element>();
  queryAll(scope, scan.orderSelectors, reordered);
  const drawnOrders = new Map<Element, Node[] | undefined>();
  const drawnOrder = (node: Element): Node[] | undefined => {
    if (drawnOrders.has(node)) return drawnOrders.get(node);
    let moved = false;
    for (let c = node.firstElementChild; c && !moved; c = c.nextElementSibling) moved = (reordered.size !== 0 && reordered.has(c)) || ORDER_STYLE.test(c.getAttribute('style') ?? '');
    let drawn: Node[] | undefined;
    if (moved && view) {
      const entries: { node: Node; order: number; at: number }[] = [];
      for (let c = node.firstChild; c; c = c.nextSibling) entries.push({ node: c, order: c.nodeType === 1 ? parseInt(view.getComputedStyle(c as Element).order, 10) || 0 : 0, at: entries.length });
      entries.sort((a, b) => a.order - b.order || a.at - b.at);
      if (entries.some((e, i) => e.at !== i)) drawn = entries.map((e) => e.node);
    }
    drawnOrders.set(node, drawn);
    return drawn;
  };
  // Most inline styles hide nothing: only those that say none/hidden/collapse are confirmed.
  const byAttribute = new Map<Element, boolean>();
  const attributeHidden = (el: Element): boolean => {
    if (!el.hasAttribute('hidden')) {
      const style = styleOf(el, true);
      if (style === null || !HIDING_STYLE.test(style)) return false;
    }
    let known = byAttribute.get(el);
    if (known === undefined) {
      known = computedHidden(el, view);
      byAttribute.set(el, known);
    }
    return known;
  };
  let listed: (el: Element, hasAttributes?: boolean) => boolean;
  if (options.attributes === 'visit') {
    listed = (el, hasAttributes) => {
      if (bySheet.size !== 0 && bySheet.has(el)) return true;
      if (hasAttributes ?? el.hasAttributes()) return attributeHidden(el);
      styleOf(el, false);
      return false;
    };
  } else {
    const attributed = new Set<Element>();
    queryAll(scope, ATTRIBUTE_SELECTORS, attributed);
    for (const el of attributed) if (attributeHidden(el)) bySheet.add(el);
    listed = (el) => bySheet.size !== 0 && bySheet.has(el);
  }
  if (scan.complete || !view) return { isHidden: listed, layoutOf, generatedOf, transformOf, cellTransformOf, isIcon, drawsGlyph, gapOf, drawnOrder };

  // Unreadable stylesheet: one computed-style check per element shape (tag, class, cell position), for both questions.
  const byShape = new Map<string, { hidden: boolean; layout: Layout; gap: Gap | undefined }>();
  const shapeOf = (el: Element): { hidden: boolean; layout: Layout; gap: Gap | undefined } => {
    const cellIndex = (el as HTMLTableCellElement).cellIndex;
    const shape = `${el.tagName}|${el.getAttribute('class') ?? ''}|${typeof cellIndex === 'number' ? cellIndex : ''}`;
    let known = byShape.get(shape);
    if (known === undefined) {
      const style = view.getComputedStyle(el);
      const visibility = style.visibility.toLowerCase();
      known = { hidden: style.display.toLowerCase() === 'none' || visibility === 'hidden' || visibility === 'collapse', layout: layoutFromStyle(style), gap: gapFromStyle(style) };
      byShape.set(shape, known);
    }
    return known;
  };
  return {
    isHidden: (el, hasAttributes) => listed(el, hasAttributes) || shapeOf(el).hidden,
    layoutOf: (el) => layoutOf(el) ?? shapeOf(el).layout,
    generatedOf,
    transformOf,
    cellTransformOf,
    isIcon,
    drawsGlyph,
    gapOf: (el) => gapOf(el) ?? shapeOf(el).gap,
    drawnOrder,
  };
}

/** True when the element and its ancestors are rendered (uses checkVisibility where the browser has it). */
export function isRendered(el: Element): boolean {
  const check = (el as Element & { checkVisibility?: (o?: { visibilityProperty?: boolean }) => boolean }).checkVisibility;
  if (typeof check === 'function') return check.call(el, { visibilityProperty: true });
  const view = el.ownerDocument.defaultView;
  for (let cur: Element | null = el; cur; cur = cur.parentElement) {
    if (cur.hasAttribute('hidden')) return false;
    if (view && view.getComputedStyle(cur).display === 'none') return false;
  }
  return !(view && view.getComputedStyle(el).visibility === 'hidden');
}
