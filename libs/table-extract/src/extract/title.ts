import { cellContent, type TextContext } from '../text/cell-text';
import { isRendered, visibilityFor } from '../text/visibility';
import { collapseWhitespace } from '../text/whitespace';
import { calendarKind } from '../find/layout-table';
import { isAllBold, isBoldWithNote } from './header';

export const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** el.matches(HEADING), cheaply (asked of every child of every container when lists are looked for). */
export const isHeading = (el: Element): boolean => HEADING_TAGS.has(el.tagName) || el.getAttribute('role') === 'heading';
// Elements that draw nothing between a heading and its table.
const NOTHING = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'LINK', 'META', 'BR', 'HR']);
// The table's title is looked for no further out than this: a cell of a layout table or the page body bounds it.
const BOUNDARY = new Set(['TD', 'TH', 'BODY', 'HTML', 'DIALOG']);
// Component libraries wrap a table in up to seven boxes of its own (Ant Design: wrapper, spin, container, table,
// container, then content, or with a fixed header its header and body boxes), and a card's body around them, below
// the bar holding its title.
const MAX_CLIMB = 8;
// Elements that may hold a caption line (a paragraph, a box, a bold or font run), and what a line of words never holds.
const LINE_TAGS = new Set(['P', 'DIV', 'SPAN', 'B', 'STRONG', 'FONT', 'CENTER', 'LABEL', 'EM', 'I', 'U', 'SMALL', 'DT', 'LEGEND', 'FIGCAPTION']);
const NOT_A_LINE = 'table, ul, ol, dl, form, input, select, textarea, button, [role="button"], [role="tab"], [role="tablist"]';
/** A caption-like line is short; a longer text above a table is prose, not its title. */
const MAX_TITLE = 200;
const MAX_BOLD_LINE = 100;
/** True for words that may be a title line: short, and not a sentence (`6 bugs found.`). */
const titleLine = (text: string): boolean => text !== '' && text.length <= MAX_BOLD_LINE && !/[.。]$/.test(text);
// Wording of a caption: "Table 1: …", "Tbl. 2", "<표 3> …", "[표 2] …", "표 1. …".
const CAPTION_WORDING = /^(?:table|tbl\.?|exhibit|[<[(]?\s*표)\s*\d/i;
// Title boxes drawn as divs by component libraries and site skins (ESPN's `Table__Title`, `tbl-title`, `tit_table`).
const TITLE_CLASS = /(?:^|[\s_-])(?:title|tit|heading)(?:$|[\s_-])/i;
// A grid's caption bar (jqGrid's `ui-jqgrid-titlebar ui-jqgrid-caption`), see captionBar.
const TITLE_BAR = /(?:^|[\s_-])(?:title|titlebar|caption)(?:$|[\s_-])/i;
const MAX_TITLE_BOX = 120;
// The one line a heading group holds beside its heading (a date, a place) is no longer than this.
const MAX_SUBTITLE = 60;
// An edit link after a wiki heading ("[edit]", "[편집]").
const EDIT_LINK = /\s*\[[^\]\n]{1,12}\]$/;

/** Text of an element as a person sees it (hidden parts left out), its lines joined by a space unless `lines`. */
function shownText(el: Element, lines = false): string {
  const ctx: TextContext = { visibility: visibilityFor(el, { attributes: 'visit' }), footnotes: 'drop', collectLinks: false, collectImages: false };
  const text = cellContent(el, ctx).text;
  return lines ? text : collapseWhitespace(text.replace(/\n/g, ' '));
}

const CONTROLS = 'a, button, [role="button"]';
// A switch or checkbox beside a table's heading sets how the table is shown (`1분마다 자동 새로고침`): a tool.
const SWITCH = 'input[type="checkbox"], input[type="radio"], [role="switch"]';
// Controls of a table's toolbar: links, buttons, pickers (a time frame, a date range, "엑셀다운로드", "Download").
const TOOLS = 'a, button, [role="button"], [role="link"], select, [role="combobox"]';

/**
 * The text of a heading: without the links or buttons drawn beside its words (`Recent orders <a>View all</a>`, a wiki's
 * `[edit]`), unless they hold all of them (a heading that is a link).
 */
function headingText(heading: Element): string {
  const shown = shownText(heading);
  if (!heading.querySelector(CONTROLS)) return shown;
  let own = '';
  const walker = heading.ownerDocument.createTreeWalker(heading, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const owner = n.parentElement;
    if (owner && !owner.closest(CONTROLS) && isRendered(owner)) own += (n as Text).data;
  }
  own = collapseWhitespace(own.replace(/\[\s*\]$/, ''));
  return /[\p{L}\p{N}]/u.test(own) ? own : shown;
}

/** Text outside `heading` and outside the table's tools (links, buttons, pickers) in `box`, its white space collapsed. */
function textBeside(box: Element, heading: Element): string {
  let rest = '';
  const walker = box.ownerDocument.createTreeWalker(box, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const owner = n.parentElement;
    if (!owner || heading.contains(owner) || owner.closest(TOOLS)) continue;
    rest += ` ${(n as Text).data}`;
  }
  return collapseWhitespace(rest);
}

// A chip of the filters the table shows (`Age class: From 15 to 74 years`, `Sex: Total`) or a labelled fact about it: a
// short label, a colon, a value.
const FILTER_CHIP = /^[^:：]{1,30}[:：]\s*\S.{0,80}$/u;

/** True for a line of labelled facts about the table (`Online data code: une_rt_a · Last update: 24/04/2025 · Source: Eurostat`). */
function labelledFacts(line: string): boolean {
  const parts = line.split(/\s[·|•]\s/);
  return parts.length >= 2 && parts.every((part) => FILTER_CHIP.test(part.trim()));
}

/**
 * True for a heading group: besides its heading (and controls), the box draws at most one short line that is not a
 * sentence — a date, a place, a subtitle (`<hgroup>`'s paragraph, F1's `02 Mar 2024 · Sakhir, Bahrain` under the
 * race name), and holds no list, table or form. Words beside it of more than that (an introduction) are prose.
 */
function headingGroup(box: Element, heading: Element): boolean {
  const rest = textBeside(box, heading);
  if (rest.replace(/\s/g, '').length <= 3 || labelledFacts(rest)) return true;
  if (rest.length > MAX_SUBTITLE || /[.!?。:：]$/.test(rest)) return false;
  for (const el of Array.from(box.querySelectorAll(NOT_A_LINE))) if (!heading.contains(el) && !el.matches(TOOLS) && !el.matches(SWITCH)) return false;
  // Lines holding only the table's tools (`Add to Portfolio`, a settings button, a labelled auto-refresh switch) are no line of words.
  const tools: string[] = [];
  for (const el of Array.from(box.querySelectorAll(`${TOOLS}, label`))) {
    if (heading.contains(el) || (el.tagName === 'LABEL' && !(el as HTMLLabelElement).control?.matches(SWITCH))) continue;
    for (const t of [shownText(el), el.getAttribute('aria-label'), el.getAttribute('title')]) if (t?.trim()) tools.push(t.trim());
  }
  // A line of notes on the table (its source, unit or a count of its rows) is the table's own, no line of words.
  const words = (line: string): boolean => {
    let rest = line;
    for (const tool of tools) rest = rest.replace(tool, ' ');
    rest = collapseWhitespace(rest);
    return /[\p{L}\p{N}]/u.test(rest) && !NOTE.test(rest) && !countNote(rest);
  };
  const lines = (el: Element): number => shownText(el, true).split('\n').filter(words).length;
  return lines(box) - lines(heading) <= 1;
}

/** True for the page's banner or a navigation block: a heading there names the site or a menu, not a table. */
function isBanner(el: Element): boolean {
  const role = el.getAttribute('role');
  if (role === 'banner' || role === 'navigation' || el.tagName === 'NAV') return true;
  // A page header drawn as the body's child (a component's own `<header>`, a panel's title bar, titles its content).
  return el.tagName === 'HEADER' && el.parentElement === el.ownerDocument.body;
}

// What a toolbar never holds: a form or text field (a search form titles itself), a list, a table, a heading.
const NOT_TOOLBAR = 'form, table, ul, ol, dl, textarea, input, h1, h2, h3, h4, h5, h6, [role="heading"]';
const BUTTON_INPUT = /^(?:button|submit|reset|image|hidden)$/i;
const FILTER_INPUT = /^(?:text|search|)$/i;

/** True when `owner` is inside a `<label>` of a field or control that `box` holds. */
function labelsToolIn(owner: Element, box: Element): boolean {
  const label = owner.closest('label');
  if (!label || !box.contains(label)) return false;
  // A label tied to no control by markup labels the one field drawn beside it in its box (a text field's floating label).
  const beside = label.parentElement?.querySelectorAll('input, select, textarea');
  const control = (label as HTMLLabelElement).control ?? (!label.hasAttribute('for') && beside?.length === 1 ? beside[0] : null);
  return !!control && box.contains(control);
}

const BUTTONS = 'button, [role="button"]';

/**
 * True for a list whose every item holds a button and no link: a pager's or a toolbar's buttons laid out as a list
 * (AWS's `‹ 1 › ⚙`), not a menu or a list of links.
 */
function isButtonList(el: Element): boolean {
  if (el.tagName !== 'UL' && el.tagName !== 'OL') return false;
  const items = Array.from(el.children);
  return items.length > 0 && items.every((li) => li.tagName === 'LI' && !!li.querySelector(BUTTONS) && !li.querySelector('a, ul, ol, input, select, textarea'));
}

const FIELD = 'input, select, textarea, label';

/**
 * The boxes of the date pickers `el` holds (a month grid of bare day numbers under weekday headings, with its title and
 * month buttons: the outermost box inside `el` holding the grid and no field): a field's picker opened under it is
 * part of that tool (Vuetify's `Delivered on` field and its open `v-date-picker`).
 */
function pickersIn(el: Element): Element[] {
  const boxes: Element[] = [];
  for (const table of Array.from(el.querySelectorAll('table')) as HTMLTableElement[]) {
    const rows = Array.from(table.rows).slice(0, 8).map((row) => Array.from(row.cells));
    if (calendarKind(rows, Math.max(0, ...rows.map((cells) => cells.length))) !== 'picker') return [];
    let box: Element = table;
    while (box.parentElement && box.parentElement !== el && !box.parentElement.querySelector(FIELD)) box = box.parentElement;
    boxes.push(box);
  }
  return boxes;
}

/**
 * True for a toolbar drawn between a heading and its table: a control, or a box whose words are all in controls (links,
 * buttons, pickers) — nothing but the table's tools (export, time frame, pager). Forms, text fields, lists and
 * other words are no toolbar.
 */
function isToolbar(el: Element): boolean {
  if (el.matches('form, ul, ol, dl, table, textarea')) return false;
  if (el.tagName === 'INPUT') return BUTTON_INPUT.test(el.getAttribute('type') ?? '') || FILTER_INPUT.test(el.getAttribute('type') ?? 'text');
  // One text or search field outside a form is the table's filter box (Angular Material's and Quasar's `Filter`);
  // a second field, or a form, makes a search form, which titles itself.
  let filters = 0;
  const pickers = el.querySelector('table') ? pickersIn(el) : [];
  // A heading right before a picker names it (Radzen's inline `Order date` calendar card): the picker's label.
  const pickerLabel = (h: Element): boolean => {
    const next = h.nextElementSibling;
    return !!next && pickers.some((box) => next === box || next.contains(box));
  };
  for (const inner of Array.from(el.querySelectorAll(NOT_TOOLBAR))) {
    if (pickers.some((box) => box.contains(inner))) continue;
    if (inner.matches(HEADING) && pickerLabel(inner)) continue;
    if (inner.tagName === 'INPUT' && BUTTON_INPUT.test(inner.getAttribute('type') ?? '')) continue;
    if (inner.tagName === 'INPUT' && FILTER_INPUT.test(inner.getAttribute('type') ?? 'text') && ++filters === 1) continue;
    if (isButtonList(inner)) continue;
    return false;
  }
  if (el.matches(TOOLS)) return true;
  if (!filters && !el.querySelector(TOOLS)) return false;
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  // Words outside the tools may only count the table's rows or its selection (`1 of 48 selected`, `1명 선택됨`).
  let words = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/\S/.test((n as Text).data)) continue;
    const owner = n.parentElement;
    if (!owner || NOTHING.has(owner.tagName)) continue;
    // An icon's ligature word hidden from assistive technology (`<i aria-hidden="true">search</i>`) says nothing; a
    // field's own label (`Pickup date`) is part of that tool.
    // An image icon's glyph (`<span role="img" aria-label="reload">⟳</span>`) is a picture, not words.
    const heading = owner.closest(HEADING);
    if (!owner.closest(TOOLS) && !owner.closest('[aria-hidden="true"], [role="img"]') && !labelsToolIn(owner, el) && !pickers.some((box) => box.contains(owner)) && !(heading && el.contains(heading) && pickerLabel(heading))) words += ` ${(n as Text).data}`;
  }
  words = collapseWhitespace(words);
  return !words || countNote(words) || figureLine(words);
}

const HEADER_BAR = /(?:^|[\s_-])header(?:$|[\s_-])/i;
const TOOLBAR_CLASS = /(?:^|[\s_-])(?:tool-?bar|toolbox)(?:$|[\s_-])/i;

// A note on the table's figures: their unit, reference date or source (`(단위: 개, 명)`, `기준일: 2025년 4월 1일`, `※ …`,
// `Units: USD`, `Source: …`, `As of Nov 26`); see also countNote.
const NOTE = /^[([（]?\s*(?:※|(?:단위|기준(?:일자?|시점|연도|년도|년월)?|자료(?:\s*제공|\s*출처)?|출처|units?|source)\s*[:：]|as of\s|단위\s|(?:[$€£₩¥]\s*)?in\s+(?:thousands|millions|billions)\b)/i;

// A line ending in the date its figures are as of (`정규리그 · 2025.11.15 기준`, `11월 26일 15시 기준`): no sentence.
const AS_OF = /^.{0,60}\d[^.!?。\d]{0,12}\s*기준\)?$/;

// A labelled total of the table's figures (`합계: 1,204`), or the label of one its tools show (Redmine's `Estimated
// time:` before the linked `129:30`, `Sort by:` before its menu).
const FIGURE_NOTE = /^[^:：\d]{1,30}[:：](?:\s*\d[\d.,:]*\s*\S{0,4})?$/u;

/**
 * True for a line of notes on the table drawn between its heading and it — each of its parts a unit, reference date
 * or source note or a count, beside the table's tools (`기준일: …` · `(단위: 개, 명)` · `엑셀 저장`): the table's own, passed over.
 */
function isTableNote(el: Element): boolean {
  if ((el.textContent ?? '').length > MAX_TITLE_BOX * 2) return false;
  for (const inner of Array.from(el.querySelectorAll(NOT_TOOLBAR))) if (inner.tagName !== 'INPUT' || !BUTTON_INPUT.test(inner.getAttribute('type') ?? '')) return false;
  const parts: string[] = [];
  let part = '';
  const walker = el.ownerDocument.createTreeWalker(el, 5);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === 1) {
      // Each child of the box starts a part.
      if ((n as Element).parentElement === el) {
        parts.push(part);
        part = '';
      }
      continue;
    }
    const owner = n.parentElement;
    if (owner && !owner.closest(TOOLS) && isRendered(owner)) part += (n as Text).data;
  }
  parts.push(part);
  const notes = parts.map((p) => collapseWhitespace(p)).filter((p) => p);
  if (notes.length >= 2 && notes.every((p) => FILTER_CHIP.test(p))) return true;
  return notes.length > 0 && notes.every((p) => NOTE.test(p) || countNote(p) || FIGURE_NOTE.test(p) || (AS_OF.test(p) && !/[.!?。]\s/.test(p)));
}

const MAX_COUNT_NOTE = 60;
// A count of rows, results or a selection: `812,347 rows`, `1 of 48`, `out of 812,347`, `총 4,218건`, `1명 선택됨`.
const COUNTED = /\d[\d,.]*\s*(?:건|개|명|행|rows?|results?|entries|items?|records?|selected|seats)\b|\d[\d,.]*\s*(?:건|개|명|행)|\bof\s+\d|총\s*\d|선택/i;

/**
 * True for a short line that counts the table's rows or its selection, or tells how far its figures go (`Showing rows
 * 1-10 out of 812,347`, `총 4,218건`, `After 650 of 650 seats`): no sentence, a count's wording.
 */
function countNote(text: string): boolean {
  return text.length <= MAX_COUNT_NOTE && !/[.!?。]$/.test(text) && COUNTED.test(text);
}

/** A date, a date range or a figure shown between the table's tools (`2025.12.01 ~ 2025.12.05`, `2025.11.26(수)`): no words. */
const figureLine = (text: string): boolean => /\d/.test(text) && !/\p{L}/u.test(text.replace(/\([^)]{1,3}\)/g, ''));

const MAX_PARTS_DEPTH = 3;
// The parts after a title in its box that only count or date it: they hold a digit, the title none.
const DIGIT = /\d/;

/** The first part of a title box when every later part holds a number (a count, a total, a date) and it holds none. */
function countedTitle(box: Element): string | undefined {
  const parts = Array.from(box.children).filter((c) => isRendered(c) && /\S/.test(c.textContent ?? ''));
  if (parts.length < 2) return undefined;
  const [first, ...rest] = parts.map((c) => shownText(c));
  if (!first || DIGIT.test(first) || !rest.every((t) => DIGIT.test(t))) return undefined;
  for (let n = box.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && /\S/.test((n as Text).data)) return undefined;
  return first;
}

/**
 * The title of a box made of parts — one title and the table's tools (a spacer, a filter field, buttons) — or null
 * when a part is other content; undefined when no part gives a title (the box is only tools or wrappers).
 */
function titleOfParts(box: Element, depth: number): string | null | undefined {
  for (let n = box.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && /\S/.test((n as Text).data)) return null;
  let title: string | undefined;
  for (let child = box.firstElementChild; child; child = child.nextElementSibling) {
    const found = titleFrom(child, depth);
    if (found === undefined) continue;
    if (found === null || title !== undefined) return null;
    title = found;
  }
  return title === undefined ? null : title;
}

/**
 * What an element drawn right above a table says of it: the text of a heading, of a box holding only a heading (and
 * edit links or buttons beside it: a wiki's section heading, a dashboard panel's header), of a caption-like paragraph
 * (a caption class such as Word's `MsoCaption`, caption wording such as `Table 1:` or `<표 1>`, or one short line drawn
 * bold); null when it is other content; undefined when it draws nothing (passed over).
 */
function titleFrom(el: Element, depth = 0): string | null | undefined {
  if (NOTHING.has(el.tagName)) return undefined;
  const raw = el.textContent ?? '';
  if (!/\S/.test(raw) && !el.querySelector('img, svg, input, select, textarea, canvas, iframe, video, table')) return undefined;
  // A folded panel holding a table (an accordion's other innings, not a date picker waiting to open) is content of
  // its own: the box holding it is a section, not the next table's title bar.
  if (!isRendered(el)) return el.querySelector('table') && !pickersIn(el).length ? null : undefined;
  if (raw.length > 2000 || isBanner(el)) return null;
  if (isHeading(el)) return headingText(el).replace(EDIT_LINK, '') || null;
  const headings = el.querySelectorAll(HEADING);
  const heading = headings[headings.length - 1];
  // A short box whose class names a title, holding no table, reads as a heading: its heading's words when it holds one,
  // else its first part when the parts after it only count (`접수 목록` · `총 213건`).
  if (TITLE_CLASS.test(el.getAttribute('class') ?? '') && !el.querySelector('table') && raw.trim().length <= MAX_TITLE_BOX) return (heading ? headingText(heading) : countedTitle(el) ?? headingText(el)).replace(EDIT_LINK, '') || null;
  if (heading && headingGroup(el, heading)) return headingText(heading).replace(EDIT_LINK, '') || null;
  // A toolbar between the heading and the table, or a line of notes on its figures, is the table's own: passed over.
  if (isToolbar(el) || (!heading && isTableNote(el))) return undefined;
  // So is a form of the table's filters (Redmine's query form between `Open – by last update` and the issues).
  if (!heading && (el.tagName === 'FORM' || el.getAttribute('role') === 'search') && el.querySelector('select, textarea, input:not([type="hidden"])')) return undefined;
  // A bar of a title and the table's tools side by side (Quasar's `q-table__top`: title, spacer, filter field).
  if (!heading && depth < MAX_PARTS_DEPTH && !el.matches(NOT_A_LINE)) {
    const parts = titleOfParts(el, depth + 1);
    if (parts) return parts;
  }
  // A box its class calls a toolbar (w2ui's, Kendo's `k-toolbar`, Syncfusion's `e-toolbar`), with no title in it, is
  // the table's tools however it draws its buttons (a table of `div.w2ui-button` cells).
  if (!heading && TOOLBAR_CLASS.test(el.getAttribute('class') ?? '')) return undefined;
  if (el.tagName === 'TABLE' && !heading) return titleBar(el as HTMLTableElement);
  if (!LINE_TAGS.has(el.tagName) || el.querySelector(NOT_A_LINE)) return null;
  const lines = shownText(el, true);
  const text = collapseWhitespace(lines.replace(/\n/g, ' '));
  if (!text || text.length > MAX_TITLE) return null;
  if (/caption/i.test(el.getAttribute('class') ?? '') || CAPTION_WORDING.test(text)) return text;
  // One line in a bar its class calls the header (w2ui's `w2ui-grid-header`, ClickUp's group header: `IN PROGRESS` and
  // its count, the count left out).
  if (HEADER_BAR.test(el.getAttribute('class') ?? '')) {
    const counted = countedTitle(el);
    if (counted || !lines.includes('\n')) return counted ?? text;
  }
  // One short line drawn bold, not a sentence (`■ 관광지별 방문객(2026년 상반기)`, not `6 bugs found.`), perhaps with a
  // note in brackets drawn plain after it (`Australia (50 ovs maximum)`).
  if (titleLine(text) && !lines.includes('\n') && (isAllBold(el) || isBoldWithNote(el))) return text;
  return null;
}

/**
 * The title a title bar laid out as a table of one row gives (older Korean sites: a bullet image and a bold
 * `공모주 청약일정` in one cell, a `※ …` note or the table's tools in the others); null for any other table.
 */
function titleBar(table: HTMLTableElement): string | null {
  if (table.rows.length !== 1 || table.querySelector('table')) return null;
  let title: string | null = null;
  for (const cell of Array.from((table.rows[0] as HTMLTableRowElement).cells)) {
    const text = collapseWhitespace(shownText(cell));
    if (!text) continue;
    if (title === null && titleLine(text) && isAllBold(cell)) title = text;
    else if (title === null || !(isTableNote(cell) || isToolbar(cell))) return null;
  }
  return title;
}

// A section's introduction to its table: one paragraph of a sentence or two.
const MAX_INTRO = 400;
const MAX_INTRO_SENTENCES = 2;
// A sentence ends in a full stop, question or exclamation mark (a closing quote or bracket perhaps after it) before
// the next one's capital, digit or opening quote, or at the end: `U.S. city` is no end, `tall. The` is.
const SENTENCE_END = /[.!?。](?:["'”’)\]]*)(?=\s+["“'(]?[\p{Lu}\p{Lo}\p{N}]|\s*$)/gu;

/**
 * True for a paragraph introducing the table under a section heading (Wikipedia's `This list ranks completed Chicago
 * skyscrapers…` between `Tallest buildings` and the list): a `<p>` of a sentence or two ending as a sentence ends,
 * holding no list, table, form or heading.
 */
function isIntro(el: Element): boolean {
  if (el.tagName !== 'P' || el.querySelector(NOT_A_LINE) || el.querySelector(HEADING)) return false;
  const text = shownText(el);
  // Words that are no sentence (`쌀: 국내산`, a line of figures) are content of their own, not an introduction.
  if (!text || text.length > MAX_INTRO || !/[.!?。:：]["'”’)\]]*$/.test(text)) return false;
  return (text.match(SENTENCE_END)?.length ?? 0) <= MAX_INTRO_SENTENCES;
}

/** True for a section's heading: a heading element, or a box holding one (and its edit links, or one short line beside it). */
function isSectionHeading(el: Element): boolean {
  if (isHeading(el)) return true;
  const headings = el.querySelectorAll(HEADING);
  const heading = headings[headings.length - 1];
  return !!heading && headingGroup(el, heading);
}

/**
 * The title a table's surroundings give it: the heading or caption-like paragraph drawn right above it — the nearest
 * element with something drawn before the table (or before the wrappers it is the first content of, up to four
 * levels, not past a table cell or the body, but past a frame: a layout table whose first row is the one cell holding
 * it), or, when `intro` (default true), a section heading over a short introduction (one paragraph, a sentence or two)
 * directly before the table. Undefined when that element is other content (prose, a form, a list).
 */
export function titleAbove(table: Element, intro = true): string | undefined {
  let cur: Element | null = table;
  // Whether a section's introduction was passed over: only a section heading above it titles the table.
  let passed = false;
  for (let depth = 0; cur && depth <= MAX_CLIMB; depth++) {
    for (let at = previousTitled(cur.previousSibling); at; at = at.node && previousTitled(at.node.previousSibling)) {
      if (at.node === null) return undefined;
      if (passed) return at.found !== null && isSectionHeading(at.node) ? at.found : undefined;
      if (at.found === null && intro && isIntro(at.node)) {
        passed = true;
        continue;
      }
      return at.found ?? undefined;
    }
    // Out of a shadow root, on from its host: a web component's table is titled by the heading above the component.
    cur = cur.parentElement ?? ((cur.parentNode as ShadowRoot | null)?.host ?? null);
    // A frame drawn round the table (a layout table whose first row is one cell holding it, notes perhaps in rows
    // below: a wiki's coloured border) is a wrapper: the title is looked for above the frame.
    if (cur && (cur.tagName === 'TD' || cur.tagName === 'TH') && framesFirst(cur)) cur = cur.parentElement;
    else if (cur && (cur.tagName === 'TD' || cur.tagName === 'TH')) return titleInRowAbove(cur);
    else if (!cur || BOUNDARY.has(cur.tagName)) return undefined;
  }
  return undefined;
}

/**
 * The title a layout table draws in the row right above the cell holding the table, when both rows are one cell each
 * (rows of one cell stack as blocks do): a title box there (`<td class="bill_title">관리비 고지서</td>`), or a heading or
 * caption-like line ending that cell.
 */
function titleInRowAbove(cell: Element): string | undefined {
  const row = cell.parentElement;
  if (!row || !onlyCell(row, cell)) return undefined;
  // Spacer rows between (an e-mail's `<td height="8">&nbsp;</td>` rows) are gaps, not rows.
  let above = row.previousElementSibling;
  for (let gaps = 0; above?.tagName === 'TR' && gaps < 2 && Array.from((above as HTMLTableRowElement).cells).every(spacer); gaps++) above = above.previousElementSibling;
  if (above?.tagName !== 'TR') return undefined;
  const top = Array.from((above as HTMLTableRowElement).cells).find((c) => !spacer(c));
  if (!top || !onlyCell(above, top)) return undefined;
  if (TITLE_CLASS.test(top.getAttribute('class') ?? '')) return titleFrom(top) ?? undefined;
  // A cell of words alone drawn bold on one line (an e-mail's `SUMMARY` over its line items), or larger than the
  // table's own text (Search Console's `Top growing queries` at 18px over 14px rows), is such a line itself.
  if (!top.firstElementChild) {
    const text = collapseWhitespace(shownText(top));
    if (titleLine(text) && (isAllBold(top) || drawnLarger(top, cell.querySelector('td, th')))) return text;
  }
  const at = previousTitled(top.lastChild);
  return at?.node ? (at.found ?? undefined) : undefined;
}

/** A cell drawing nothing: no words (a `&nbsp;` is none), no picture, no control (an e-mail's spacer cells and rows). */
const spacer = (cell: Element): boolean => !/[^\s\u00a0]/.test(cell.textContent ?? '') && !cell.querySelector('img, input, select, textarea, svg');

/** True when `cell` is the only cell of `row` drawing anything (the others are spacers beside it). */
const onlyCell = (row: Element, cell: Element): boolean => Array.from(row.children).every((c) => c === cell || spacer(c));

type Titled = { node: Element; found: string | null } | { node: null };

/**
 * Going back from `start` (blank text and elements titleFrom passes over skipped): the first element titleFrom has an
 * answer for, with that answer (a title, or null for other content); `node: null` at text of the parent's own (words
 * between the table and what is above: no title is looked for past them); null when nothing is left before.
 */
function previousTitled(start: ChildNode | null): Titled | null {
  for (let node = start; node; node = node.previousSibling) {
    if (node.nodeType === 3) {
      if (/\S/.test((node as Text).data)) return { node: null };
      continue;
    }
    if (node.nodeType !== 1) continue;
    const found = titleFrom(node as Element);
    if (found !== undefined) return { node: node as Element, found };
  }
  return null;
}

/** True when `el`'s text is drawn at least a fifth larger than `than`'s. */
function drawnLarger(el: Element, than: Element | null): boolean {
  const view = el.ownerDocument.defaultView;
  if (!view || !than) return false;
  const size = parseFloat(view.getComputedStyle(el).fontSize);
  const base = parseFloat(view.getComputedStyle(than).fontSize);
  return size > 0 && base > 0 && size >= base * 1.2;
}

/** True when `cell` is the only cell of its table's first row: nothing of that table is drawn above what it holds. */
function framesFirst(cell: Element): boolean {
  const row = cell.parentElement;
  if (!row || row.children.length !== 1) return false;
  const table = row.closest('table') as HTMLTableElement | null;
  return table?.rows[0] === row;
}

/**
 * The caption bar a grid draws inside itself, above its rows, as a `<caption>` is drawn: the grid's first child when
 * its class names a title or caption, it holds no row or table, and it shows one short line.
 */
export function captionBar(grid: Element, ctx: TextContext): string | undefined {
  const first = grid.firstElementChild;
  if (!first || !TITLE_BAR.test(first.getAttribute('class') ?? '') || first.querySelector('[role="row"], table') || ctx.visibility.isHidden(first)) return undefined;
  // The bar's tools (jqGrid's collapse link, titled "Toggle Expand Collapse Grid") are no part of the title.
  const hasTools = Array.from(first.children).some((c) => c.matches(TOOLS));
  const read = (node: Node): string => (node.nodeType === 3 ? ((node as Text).data ?? '') : node.nodeType === 1 && !(node as Element).matches(TOOLS) ? cellContent(node as Element, ctx).text : '');
  const text = collapseWhitespace((hasTools ? Array.from(first.childNodes, read).join(' ') : cellContent(first, ctx).text).replace(/\n/g, ' '));
  return text && text.length <= MAX_TITLE_BOX ? text : undefined;
}
