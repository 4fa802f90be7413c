import { TABLE_KINDS, type TableCandidate } from '../model';
import { ASIDE, FURNITURE, isDataTable } from '../find/layout-table';
import { walkElements } from '../find/walk';
import { isRendered, visibilityFor } from '../text/visibility';
import { HEADING, isHeading } from '../extract/title';
import { mergeFields, pickedWidth, readItems, repeatedItems, withoutSection, type ItemFields } from './extract-repeated';

export interface FindRepeatedOptions {
  /** Fewest items a group needs. Default 3. */
  minItems?: number;
  /** Most candidates returned. Default 10. */
  limit?: number;
}

export interface RepeatedCandidate extends TableCandidate {
  items: Element[];
  /** Every item is only short links (a menu's entries, a mega-menu's sub-menus): navigation, not data (see linkOnlyItems). */
  linksOnly: boolean;
}

const NOT_CONTAINERS = new Set(['PRE', 'CODE', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'COLGROUP', 'SELECT', 'DATALIST', 'OPTGROUP', 'HEAD', 'SCRIPT', 'STYLE', 'TEMPLATE', 'svg', 'SVG', 'MAP', 'PICTURE', 'BR']);
const NAVIGATION = 'nav, header, footer, [role="navigation"], [role="menu"], [role="menubar"], [role="tablist"], [role="banner"], [role="contentinfo"]';
/** Navigation proper, as opposed to a page's header or footer, which may hold a list of records (a footer's offices). */
const MENUS = 'nav, [role="navigation"], [role="menu"], [role="menubar"], [role="tablist"]';
const ARIA_PARTS = new Set(['row', 'rowgroup', 'grid', 'table', 'treegrid', 'listbox', 'menu', 'menubar', 'tablist']);

/** The words each item starts with (its label: a `dt`, a first box), for the first items of a list. */
function itemLabels(items: readonly Element[]): string[] {
  return items.slice(0, 8).map((i) => ((i.firstElementChild ?? i).textContent ?? '').trim()).filter(Boolean);
}

/**
 * True when two lists' items start with the same labels, two thirds of them at least, each label once in a list (a
 * record's facts are named once each; a badge repeated down a list of records is no label).
 */
function sameLabels(a: readonly Element[], b: readonly Element[]): boolean {
  const la = itemLabels(a);
  const lb = new Set(itemLabels(b));
  return la.length >= 3 && new Set(la).size === la.length && la.filter((l) => lb.has(l)).length * 3 >= la.length * 2;
}

/** Controls whose words name an action, not a fact: buttons, tabs, selects. */
const TOOLS = 'button, [role="button"], [role="tab"], select';

function quickTextLength(el: Element): number {
  return (el.textContent ?? '').replace(/\s+/g, '').length;
}

/** Characters other than whitespace in an element's text, counted up to `cap` (a list's items are weighed up to 400 each). */
function cappedTextLength(el: Element, cap: number): number {
  const text = el.textContent ?? '';
  let n = 0;
  for (let i = 0; i < text.length && n < cap; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 && c !== 0xa0 && c !== 0x3000) n++;
  }
  return n;
}

/** True when nearly all of an item's text is in one data table inside it: a box around a table, not a record. */
function wrapsTable(item: Element): boolean {
  const table = item.querySelector('table');
  if (!table || !isDataTable(table)) return false;
  return quickTextLength(table) >= quickTextLength(item) * 0.8;
}

// Letters or digits: a field of words, as opposed to a separator drawn between links.
const WORDS = /[\p{L}\p{N}]/u;
/** Longest link text read as a menu entry; longer link-only entries (headlines, document titles) are not taken for navigation. */
const MENU_LABEL = 60;
const LISTS = new Set(['UL', 'OL', 'MENU']);
/** Links under a heading that make a box a menu. */
const MENU_BOX_LINKS = 4;

/** The links a field's element stands for when all of its words are theirs (one link, or links with separators between); null when it has words of its own. */
function linksOf(el: Element): Element[] | null {
  const link = el.closest('a[href]');
  if (link) return [link];
  const walker = el.ownerDocument.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (WORDS.test((n as Text).data) && !n.parentElement?.closest('a[href]')) return null;
  return Array.from(el.querySelectorAll('a[href]'));
}

/** Most characters an entry of a menu draws beside its link (a `[new]` badge). */
const MENU_BADGE = 10;
/** Most words a menu's box draws outside its list (its heading and tools: `下へ移動` `一覧` `Yahoo!サービス`). */
const MENU_BOX_WORDS = 40;

/**
 * True for a box holding one menu, a list whose entries are each one short link (a badge beside it at most), with only a
 * heading and tools besides.
 */
function menuBox(item: Element): boolean {
  const lists = item.querySelectorAll('ul, ol');
  const list = lists[0];
  if (lists.length !== 1 || !list || list.childElementCount === 0) return false;
  for (let li = list.firstElementChild; li; li = li.nextElementSibling) {
    const links = li.querySelectorAll('a[href]');
    const link = quickTextLength(links[0] ?? li);
    if (links.length !== 1 || link === 0 || link > MENU_LABEL || quickTextLength(li) - link > MENU_BADGE) return false;
  }
  return quickTextLength(item) - quickTextLength(list) <= MENU_BOX_WORDS;
}

/**
 * True when every item is only links, as a menu's entries are: each field of words is the whole text of a link of its
 * own (symbols between links, `Home |`, are no words), at most MENU_LABEL characters, and the item holds no other words.
 * Search results, boards and product cards carry words outside their links (a snippet, a date, a price, an author),
 * or several fields inside one link (a card wrapped in a link), and are not.
 */
function linkOnlyItems(container: Element, read: readonly ItemFields[]): boolean {
  let entries = 0;
  for (const item of read) {
    const used = new Set<Element>();
    // A menu box may open with a heading of its own words (`Main Menu` over its links): only as the first field, and
    // only over enough links that the box is the links' (a record has one or two links among its facts).
    let heading = false;
    let first = true;
    let links = 0;
    for (const [key, value] of item.fields) {
      if (key.includes('@') || !WORDS.test(value)) continue;
      const el = item.elements.get(key);
      const found = el ? linksOf(el) : null;
      if (!found?.length || value.length > MENU_LABEL) {
        if (!first || value.length > MENU_LABEL) return false;
        heading = true;
        first = false;
        continue;
      }
      first = false;
      for (const link of found) {
        if (used.has(link) || link.contains(container)) return false;
        used.add(link);
      }
      links++;
      entries++;
    }
    if (heading && links < MENU_BOX_LINKS) return false;
  }
  return entries > 0;
}

const TABLE_PARTS = new Set(['THEAD', 'TBODY', 'TFOOT', 'TR']);
/** Average text length of one-field paragraphs or list items read as prose, not records. */
const PROSE_LENGTH = 60;
/**
 * Records share their fields: the items of a list of records fill most of its columns (an optional badge or price
 * aside; no labelled list fills fewer than 1/1.3 of them). Items that together draw several times more fields than
 * one of them holds are blocks of different kinds — a documentation page's sections, each a heading, prose, code and
 * a table — and weigh a tenth.
 */
const UNLIKE_ITEMS = 3;
/** Text columns past which a group's items are blocks, not records. */
const BLOCK_FIELDS = 40;
/** A field read from a paragraph (`…>P.lead#2`). */
const PARAGRAPH_KEY = />P(?:\.[^>#]*)?(?:#\d+)?$/;
function unlike(size: { keys: readonly string[]; rows: readonly { size: number }[] }): number {
  if (size.keys.length <= 12 || !size.rows.length) return 1;
  let held = 0;
  for (const row of size.rows) held += row.size;
  return size.keys.length > (UNLIKE_ITEMS * held) / size.rows.length ? 0.1 : 1;
}

/**
 * Records do not hold data tables: items whose words lie in good part in data tables inside them (a notebook's cells,
 * code over the DataFrame it printed; a documentation page's sections) are boxes around those tables, as cards
 * wrapping a table are. A group a third or more of whose words (text fields, by length) lie in data tables inside its
 * items weighs a tenth: the tables are the candidates. A thread of posts one of which quotes a small table is not
 * touched; no labelled list of batches 1–28 holds a data table.
 */
function aroundTables(container: Element, read: readonly ItemFields[]): number {
  if (!container.querySelector('table')) return 1;
  const data = new Map<Element, boolean>();
  let fields = 0;
  let inTables = 0;
  for (const item of read) {
    for (const [key, el] of item.elements) {
      if (key.includes('@')) continue;
      const length = item.fields.get(key)?.length ?? 0;
      fields += length;
      const table = el.closest('table');
      if (!table || !container.contains(table)) continue;
      let isData = data.get(table);
      if (isData === undefined) data.set(table, (isData = isDataTable(table)));
      if (isData) inTables += length;
    }
  }
  return inTables * 3 >= fields && inTables > 0 ? 0.1 : 1;
}

/**
 * True when words stand between a group's items in half as many places as there are items: definitions or examples
 * set in a document's flow (a manual's `dl` per function among its paragraphs and headings), not the records of a list
 * (separators and the odd ad between results hold no words or are few).
 */
function proseBetween(container: Element, items: readonly Element[]): boolean {
  const set = new Set(items);
  const last = items[items.length - 1];
  let worded = 0;
  for (let child = items[0]?.nextElementSibling ?? null; child && child !== last; child = child.nextElementSibling) {
    if (!set.has(child) && cappedTextLength(child, 1) > 0 && ++worded * 2 >= items.length) return true;
  }
  return false;
}

/** A heading, or a box that starts with one (a heading and its edit link). */
const isHeadingBox = (item: Element): boolean => isHeading(item) || (!!item.firstElementChild && isHeading(item.firstElementChild));

/** Roles naming a page's notes, sources or contents: furniture around the text, not data. */
const NOTES = '[role="doc-endnotes"], [role="doc-footnote"], [role="doc-bibliography"], [role="doc-toc"]';
/**
 * A list whose items link, each to its own place in the page outside the list, is the page's apparatus: notes and
 * references linking back to where they are cited (`^ a b`), a table of contents linking to its sections.
 */
function notesList(container: Element, items: readonly Element[]): boolean {
  if (container.closest(NOTES)) return true;
  const doc = container.ownerDocument;
  const sampled = items.slice(0, 10);
  const targets = new Set<Element>();
  let linked = 0;
  for (const item of sampled) {
    // By the part after `#`: a saved page's links keep the address they were saved from.
    for (const a of Array.from(item.querySelectorAll('a[href*="#"]'))) {
      const href = a.getAttribute('href') ?? '';
      const id = href.slice(href.indexOf('#') + 1);
      if (!id) continue;
      const target = doc.getElementById(fragmentId(id));
      if (!target || container.contains(target) || targets.has(target)) continue;
      targets.add(target);
      linked++;
      break;
    }
  }
  return sampled.length >= 2 && linked * 3 >= sampled.length * 2;
}

function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** A paragraph of prose: a `<p>` of sentences, longer than any record's line. */
function proseParagraph(item: Element): boolean {
  if (item.tagName !== 'P') return false;
  const text = item.textContent ?? '';
  return text.length >= 2 * PROSE_LENGTH && SENTENCE_END.test(text);
}
const SENTENCE_END = /[.!?。](?:\s|$)|다\.(?:\s|$)/;

/** True when the element holds words of its own, outside any link. */
function wordsOutsideLinks(el: Element): boolean {
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3 && /\S/.test((n as Text).data)) return true;
    if (n.nodeType === 1 && (n as Element).tagName !== 'A' && wordsOutsideLinks(n as Element)) return true;
  }
  return false;
}

/** Most items of one group read to score it (see findRepeated). */
const SCORED_ITEMS = 100;

/** A section wrapping one list of records: its list and heading hold at least this share of its words. */
const LIST_SHARE = 0.8;

/**
 * Finds sibling groups with the same structure (product lists, search results, card grids) and scores them, best first.
 * Options default: minItems 3, limit 10. `dataTables`, when given (findCandidates passes what findTables found), lets
 * the walk into every other table: the cells of a layout table hold the page (an old board site's hot-deal list in its
 * content column); without it no table is walked into.
 */
export function findRepeated(root: ParentNode, options: FindRepeatedOptions = {}, dataTables?: ReadonlySet<Element>): RepeatedCandidate[] {
  const minItems = options.minItems ?? 3;
  const limit = options.limit ?? 10;
  const pre: { container: Element; items: Element[]; quick: number }[] = [];
  walkElements(root, (el) => {
    const tag = el.tagName;
    if (NOT_CONTAINERS.has(tag)) {
      // A table's rows are no list; a data table's cells are its own, a layout table's are walked.
      if (tag === 'TABLE') return dataTables && !dataTables.has(el) ? undefined : false;
      return dataTables && TABLE_PARTS.has(tag) ? undefined : false;
    }
    if (el.childElementCount < minItems) return;
    const role = el.getAttribute('role');
    if (role && ARIA_PARTS.has(role)) return;
    const items = repeatedItems(el);
    if (items.length < minItems) return;
    // (A description list's definitions stand between its terms: they are the terms' values.)
  if (el.tagName !== 'DL' && items.length < el.childElementCount * 0.5 && (items.length < 6 || proseBetween(el, items))) return;
    // Headings with the document's text between them (a wiki's `div.mw-heading` boxes, each over its section) are the
    // sections' titles, not records.
    if (items.every(isHeadingBox) && proseBetween(el, items)) return;
    // Data tables side by side are candidates of their own, not the records of a list (a table per product card is).
    if (items[0]?.tagName === 'TABLE' && items.some(isDataTable)) return;
    // …and so are cards that only wrap a data table each (a dashboard's stat cards).
    if (items[0]?.querySelector('table') && items.every(wrapsTable)) return;
    // Weighed on its first items (a column of thousands of articles would cost the panel's list its time budget).
    const weighed = Math.min(items.length, SCORED_ITEMS);
    let text = 0;
    let withText = 0;
    for (let i = 0; i < weighed; i++) {
      const item = items[i] as Element;
      const t = cappedTextLength(item, 400);
      text += t;
      if (t > 0 || item.querySelector('img')) withText++;
    }
    if (withText < minItems) return;
    const avg = text / weighed;
    pre.push({ container: el, items, quick: (withText * items.length / weighed) * Math.log2(2 + avg) });
  });
  pre.sort((a, b) => b.quick - a.quick);

  const scored: RepeatedCandidate[] = [];
  // Items found per candidate (the heading row excepted), for telling a wrapper from the list it wraps.
  const found = new Map<RepeatedCandidate, number>();
  const records = new Map<Element, Element[]>();
  for (const cand of pre.slice(0, limit * 4)) {
    if (!isRendered(cand.container)) continue;
    const visibility = visibilityFor(cand.container);
    // A long group (thousands of articles in one column) is scored on its first items: reading every one would cost the
    // panel's list seconds; the rest count as rows.
    const sampled = cand.items.length > SCORED_ITEMS ? cand.items.slice(0, SCORED_ITEMS) : cand.items;
    const unread = cand.items.length - sampled.length;
    const { read: drawn, heading, columns: headed } = readItems(cand.container, sampled, { links: true, images: true, visibility, maxNodes: 800 });
    // The items are weighed as themselves: a section's heading (see sectionedItems) is a column of what they make, no
    // field that turns paragraphs or menu links into records.
    const read = drawn.map(withoutSection);
    if (read.length < minItems) continue;
    // The heading row stays among the items (extractRepeated sets it apart again) but is not counted as a row.
    const items = cand.items.filter((i) => !visibility.isHidden(i));
    const rows = items.length - (heading ? 1 : 0);
    const layout = mergeFields(read, 2);
    const textKeys = layout.keys.filter((k) => !k.includes('@'));
    if (!textKeys.length) continue;
    let filled = 0;
    let textLen = 0;
    let proseItems = 0;
    for (const row of layout.rows) {
      let texts = 0;
      let prose = 0;
      for (const k of layout.keys) {
        const v = row.get(k);
        if (v) {
          filled++;
          if (!k.includes('@')) {
            textLen += Math.min(v.length, 200);
            texts++;
            if (v.length >= PROSE_LENGTH && PARAGRAPH_KEY.test(k)) prose++;
          }
        }
      }
      if (prose >= 2 && prose * 2 >= texts) proseItems++;
    }
    // Items that are mostly paragraphs of prose, several `<p>` each (articles, a documentation page's sections), are no
    // records either: a record's long text (a snippet, a review, an author list) sits among short facts.
    if (proseItems * 3 >= layout.rows.length * 2) continue;
    // Paragraphs or bullets of prose, one text each (an article's or a notice's body, a documentation page's list of
    // options), are no records; a list of long headlines, each the text of its link, is.
    if (textKeys.length === 1 && textLen >= PROSE_LENGTH * read.length && items.every((i) => i.tagName === 'P' || (i.tagName === 'LI' && wordsOutsideLinks(i)))) continue;
    // Paragraphs with links or emphasis in them (an article's body, each link's words a field of their own) are no
    // records either.
    if (sampled.filter(proseParagraph).length * 3 >= sampled.length * 2) continue;
    // Items sharing no field with the others (a carousel slotted between search results) are no records of the list.
    const shown = heading ? items.slice(1) : items;
    records.set(
      cand.container,
      shown.filter((_, i) => i >= read.length || textKeys.some((k) => read[i]?.fields.get(k))),
    );
    const fill = filled / (layout.rows.length * layout.keys.length);
    const linksOnly = linkOnlyItems(cand.container, read);
    const columns = Math.min(textKeys.length === 1 && !linksOnly ? Math.min(layout.keys.length, 2) : layout.keys.length, 20);
    // A list of sub-menus, each a list of links (a mega-menu), is navigation wherever it sits.
    // So is a group of navigation boxes (a wiki's side panel of portals, each a heading over its links).
    // So are boxes each a menu under its heading and tools (a portal's side panel: `Yahoo!サービス` over its links).
    const boxes = sampled.every((i) => i.matches(NAVIGATION)) || sampled.every(menuBox);
    const navigation = boxes || !!cand.container.closest(NAVIGATION) || (linksOnly && items.every((i) => LISTS.has(i.tagName)));
    // Lists in menus proper and navigation boxes weigh as a link grid does, on top; a page's notes and contents less.
    const furniture = boxes || cand.container.closest(MENUS) ? FURNITURE.LINKS : notesList(cand.container, sampled) ? FURNITURE.NOTES : 1;
    // Links only weigh as a table of links does (a link grid, × 0.1); one field of words per item, half, and its
    // links (a line of versions, each a link) are no columns of their own for the score.
    const sparse = linksOnly ? 0.1 : textKeys.length === 1 ? 0.5 : 1;
    // Sized as extractTable gives it (every field, also one a single item has; the items with something to read), each
    // column's own link and image columns not counted, as for a table: what a pick shows.
    const size = mergeFields(drawn, 1, headed);
    // Items drawing dozens of text fields between them are blocks (a documentation page's chapters), not records: no
    // labelled list has more than 13 text columns.
    if (size.keys.filter((k) => !k.includes('@')).length > BLOCK_FIELDS) continue;
    const score = rows * columns * fill * Math.log2(2 + textLen / (sampled === cand.items ? items.length : Math.max(1, read.length))) * (navigation ? 0.3 : 1) * furniture * (cand.container.closest(ASIDE) ? FURNITURE.ASIDE : 1) * sparse * unlike(size) * aroundTables(cand.container, read);
    const candidate: RepeatedCandidate = { element: cand.container, items, kind: TABLE_KINDS.REPEATED, score, rows: size.rows.filter((r) => r.size > 0).length + unread, columns: pickedWidth(size), linksOnly };
    found.set(candidate, rows);
    scored.push(candidate);
  }
  scored.sort((a, b) => b.score - a.score);

  // A group inside one record of a better group (the tags of each card) is part of that record, not a list of its own;
  // inside an item that is no record of it (a carousel between the results), it is a list of its own.
  // A group whose items each hold only a heading and one list found here (a day's heading over its list of webtoons)
  // is a set of lists, as cards that only wrap a table each are those tables: the lists are the candidates.
  // (Lists of records: two fields or more each, not the column of fields inside one card.)
  const lists = scored.filter((c) => c.columns >= 2 && !c.linksOnly).map((c) => c.element);
  const setOfLists = (cand: RepeatedCandidate): boolean => {
    const within = lists.filter((l) => l !== cand.element && cand.element.contains(l));
    if (within.length < 2) return false;
    // Weighed on its first items, as the group was scored.
    const items = cand.items.slice(0, SCORED_ITEMS);
    let wrapping = 0;
    for (const item of items) {
      const inner = within.find((l) => item.contains(l));
      if (!inner) continue;
      // Nothing but the list and a heading naming it, and perhaps a few notes on it (a board column's count badge and
      // totals footer: a fifth of its words at most).
      let heading = 0;
      for (const h of Array.from(item.querySelectorAll(HEADING))) if (!inner.contains(h) && !h.contains(inner)) heading += quickTextLength(h);
      // The words of its controls (a panel's tab buttons: `All Medium Source`) are tools, not notes on the list.
      let tools = 0;
      for (const c of Array.from(item.querySelectorAll(TOOLS))) if (!inner.contains(c)) tools += quickTextLength(c);
      // A row of labels right above the list (`Source  Visitors`) names its columns: part of it.
      const labels = inner.previousElementSibling;
      const list = quickTextLength(inner) + (labels && !labels.matches(HEADING) && !labels.querySelector(`a, ${HEADING}`) ? quickTextLength(labels) : 0);
      if (heading > 0 && list + heading >= (quickTextLength(item) - tools) * LIST_SHARE) wrapping++;
    }
    if (wrapping < 2 || wrapping * 3 < items.length * 2) return false;
    // Lists whose items repeat the same labels from one to the next (each day's `Min` `Max` `Chance of any rain`) are
    // one record's facts each: the sections are the records.
    const innerItems = within.map((l) => scored.find((c) => c.element === l)?.items ?? []).filter((i) => i.length);
    return !(innerItems.length >= 2 && sameLabels(innerItems[0] as Element[], innerItems[1] as Element[]));
  };
  const kept: RepeatedCandidate[] = [];
  for (const cand of scored) {
    if (setOfLists(cand)) continue;
    const inside = kept.some((k) => (records.get(k.element) ?? k.items).some((item) => item !== cand.element && item.contains(cand.element)));
    const wraps = kept.some((k) => cand.element.contains(k.element) && (found.get(cand) ?? 0) <= (found.get(k) ?? 0));
    if (!inside && !wraps) kept.push(cand);
    if (kept.length >= limit) break;
  }
  return kept;
}
