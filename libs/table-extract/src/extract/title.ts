import { cellContent, type TextContext } from '../text/cell-text';
import { isRendered, visibilityFor } from '../text/visibility';
import { collapseWhitespace } from '../text/whitespace';
import { isAllBold } from './header';

const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
const HEADING_TAG = /^H[1-6]$/;
// Elements that draw nothing between a heading and its table.
const NOTHING = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'LINK', 'META', 'BR', 'HR']);
// The table's title is looked for no further out than this: a cell of a layout table or the page body bounds it.
const BOUNDARY = new Set(['TD', 'TH', 'BODY', 'HTML', 'DIALOG']);
const MAX_CLIMB = 4;
// Elements that may hold a caption line (a paragraph, a box, a bold or font run), and what a line of words never holds.
const LINE_TAGS = new Set(['P', 'DIV', 'SPAN', 'B', 'STRONG', 'FONT', 'CENTER', 'LABEL', 'EM', 'I', 'U', 'SMALL', 'DT', 'LEGEND', 'FIGCAPTION']);
const NOT_A_LINE = 'table, ul, ol, dl, form, input, select, textarea, button, [role="button"], [role="tab"], [role="tablist"]';
/** A caption-like line is short; a longer text above a table is prose, not its title. */
const MAX_TITLE = 200;
const MAX_BOLD_LINE = 100;
// Wording of a caption: "Table 1: …", "Tbl. 2", "<표 3> …", "[표 2] …", "표 1. …".
const CAPTION_WORDING = /^(?:table|tbl\.?|exhibit|[<[(]?\s*표)\s*\d/i;
// Title boxes drawn as divs by component libraries and site skins (ESPN's `Table__Title`, `tbl-title`, `tit_table`).
const TITLE_CLASS = /(?:^|[\s_-])(?:title|tit|heading)(?:$|[\s_-])/i;
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

/** Text outside `heading` and outside controls (links, buttons) in `box`, its white space collapsed. */
function textBeside(box: Element, heading: Element): string {
  let rest = '';
  const walker = box.ownerDocument.createTreeWalker(box, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const owner = n.parentElement;
    if (!owner || heading.contains(owner) || owner.closest(CONTROLS)) continue;
    rest += ` ${(n as Text).data}`;
  }
  return collapseWhitespace(rest);
}

/**
 * True for a heading group: besides its heading (and controls), the box draws at most one short line that is not a
 * sentence — a date, a place, a subtitle (`<hgroup>`'s paragraph, F1's `02 Mar 2024 · Sakhir, Bahrain` under the
 * race name), and holds no list, table or form. Words beside it of more than that (an introduction) are prose.
 */
function headingGroup(box: Element, heading: Element): boolean {
  const rest = textBeside(box, heading);
  if (rest.replace(/\s/g, '').length <= 3) return true;
  if (rest.length > MAX_SUBTITLE || /[.!?。:：]$/.test(rest)) return false;
  for (const el of Array.from(box.querySelectorAll(NOT_A_LINE))) if (!heading.contains(el) && !el.matches(CONTROLS)) return false;
  const lines = (el: Element): number => shownText(el, true).split('\n').filter((line) => line.trim()).length;
  return lines(box) - lines(heading) <= 1;
}

/** True for the page's banner or a navigation block: a heading there names the site or a menu, not a table. */
function isBanner(el: Element): boolean {
  const role = el.getAttribute('role');
  if (role === 'banner' || role === 'navigation' || el.tagName === 'NAV') return true;
  // A page header drawn as the body's child (a component's own `<header>`, a panel's title bar, titles its content).
  return el.tagName === 'HEADER' && el.parentElement === el.ownerDocument.body;
}

// Controls of a table's toolbar: links, buttons, pickers (a time frame, a date range, "엑셀다운로드", "Download").
const TOOLS = 'a, button, [role="button"], [role="link"], select, [role="combobox"]';
// What a toolbar never holds: a form or text field (a search form titles itself), a list, a table, a heading.
const NOT_TOOLBAR = 'form, table, ul, ol, dl, textarea, input, h1, h2, h3, h4, h5, h6, [role="heading"]';
const BUTTON_INPUT = /^(?:button|submit|reset|image|hidden)$/i;

/**
 * True for a toolbar drawn between a heading and its table: a control, or a box whose words are all in controls (links,
 * buttons, pickers) — nothing but the table's tools (export, time frame, pager). Forms, text fields, lists and
 * other words are no toolbar.
 */
function isToolbar(el: Element): boolean {
  if (el.matches('form, ul, ol, dl, table, textarea')) return false;
  if (el.tagName === 'INPUT') return BUTTON_INPUT.test(el.getAttribute('type') ?? '');
  for (const inner of Array.from(el.querySelectorAll(NOT_TOOLBAR))) if (inner.tagName !== 'INPUT' || !BUTTON_INPUT.test(inner.getAttribute('type') ?? '')) return false;
  if (el.matches(TOOLS)) return true;
  if (!el.querySelector(TOOLS)) return false;
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/\S/.test((n as Text).data)) continue;
    const owner = n.parentElement;
    if (!owner || NOTHING.has(owner.tagName)) continue;
    if (!owner.closest(TOOLS)) return false;
  }
  return true;
}

/**
 * What an element drawn right above a table says of it: the text of a heading, of a box holding only a heading (and
 * edit links or buttons beside it: a wiki's section heading, a dashboard panel's header), of a caption-like paragraph
 * (a caption class such as Word's `MsoCaption`, caption wording such as `Table 1:` or `<표 1>`, or one short line drawn
 * bold); null when it is other content; undefined when it draws nothing (passed over).
 */
function titleFrom(el: Element): string | null | undefined {
  if (NOTHING.has(el.tagName)) return undefined;
  const raw = el.textContent ?? '';
  if (!/\S/.test(raw) && !el.querySelector('img, svg, input, select, textarea, canvas, iframe, video, table')) return undefined;
  if (!isRendered(el)) return undefined;
  if (raw.length > 2000 || isBanner(el)) return null;
  if (HEADING_TAG.test(el.tagName) || el.getAttribute('role') === 'heading') return headingText(el).replace(EDIT_LINK, '') || null;
  // A short box whose class names a title, holding no table, reads as a heading.
  if (TITLE_CLASS.test(el.getAttribute('class') ?? '') && !el.querySelector('table') && raw.trim().length <= MAX_TITLE_BOX) return headingText(el).replace(EDIT_LINK, '') || null;
  const headings = el.querySelectorAll(HEADING);
  const heading = headings[headings.length - 1];
  if (heading && headingGroup(el, heading)) return headingText(heading).replace(EDIT_LINK, '') || null;
  // A toolbar between the heading and the table is the table's own: passed over.
  if (!heading && isToolbar(el)) return undefined;
  if (!LINE_TAGS.has(el.tagName) || el.querySelector(NOT_A_LINE)) return null;
  const lines = shownText(el, true);
  const text = collapseWhitespace(lines.replace(/\n/g, ' '));
  if (!text || text.length > MAX_TITLE) return null;
  if (/caption/i.test(el.getAttribute('class') ?? '') || CAPTION_WORDING.test(text)) return text;
  // One short line drawn bold, not a sentence (`■ 관광지별 방문객(2026년 상반기)`, not `6 bugs found.`).
  if (text.length <= MAX_BOLD_LINE && !lines.includes('\n') && !/[.。]$/.test(text) && isAllBold(el)) return text;
  return null;
}

/**
 * The title a table's surroundings give it: the heading or caption-like paragraph drawn right above it — the nearest
 * element with something drawn before the table (or before the wrappers it is the first content of, up to four
 * levels, not past a table cell or the body). Undefined when that element is other content (prose, a form, a list).
 */
export function titleAbove(table: Element): string | undefined {
  let cur: Element | null = table;
  for (let depth = 0; cur && depth <= MAX_CLIMB; depth++) {
    for (let node = cur.previousSibling; node; node = node.previousSibling) {
      if (node.nodeType === 3) {
        if (/\S/.test((node as Text).data)) return undefined;
        continue;
      }
      if (node.nodeType !== 1) continue;
      const found = titleFrom(node as Element);
      if (found === undefined) continue;
      return found ?? undefined;
    }
    cur = cur.parentElement;
    if (!cur || BOUNDARY.has(cur.tagName)) return undefined;
  }
  return undefined;
}
