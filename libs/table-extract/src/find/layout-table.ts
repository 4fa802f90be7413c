// Tells data tables from layout tables, after the signals browsers use to guess the same thing for
// accessibility (Firefox's IsProbablyLayoutTable, Chromium's AXTable::IsDataTable).
import { ARIA_TABLE_ROLES } from '../extract/aria-grid';
import { sameColumnModel, tableBeside } from '../extract/detached';
import { looksNumeric } from '../extract/header';
import { isRendered } from '../text/visibility';

export interface TableShape {
  rows: number;
  columns: number;
  /** 1 for a table that looks like data; lower for one that may be page furniture (a link grid, a schedule calendar), which ranks it low. */
  interest: number;
}

/** How much less a table that may be page furniture is worth than a data table of the same size. */
export const FURNITURE = { LINKS: 0.1, FOOTER: 0.1, ASIDE: 0.1, OVERLAY: 0.1, CALENDAR: 0.05, NOTES: 0.02 } as const;

const BLOCK_CONTENT = 'table, form, nav, iframe, object, embed, h1, h2, h3, ul, ol, dl, div, p, section, article, aside, header, footer, main, textarea, select';

/** Rows of the table itself (nested tables excluded) and its widest row in columns. */
export function tableShape(table: Element): TableShape {
  const rows = (table as HTMLTableElement).rows;
  if (!rows) return { rows: 0, columns: 0, interest: 1 };
  let columns = 0;
  const count = rows.length;
  // Sample the first rows and a few more spread over the table.
  const step = count > 20 ? Math.floor(count / 10) : 1;
  for (let r = 0; r < count; r = r < 10 ? r + 1 : r + step) {
    const cells = (rows[r] as HTMLTableRowElement).cells;
    let width = 0;
    for (let c = 0; c < cells.length; c++) width += (cells[c] as HTMLTableCellElement).colSpan || 1;
    if (width > columns) columns = width;
  }
  return { rows: count, columns, interest: 1 };
}

function hasDataMarkup(table: HTMLTableElement): boolean {
  if (table.caption && table.caption.textContent?.trim()) return true;
  if (table.tHead || table.getAttribute('summary')) return true;
  for (let child = table.firstElementChild; child; child = child.nextElementSibling) if (child.tagName === 'COLGROUP' || child.tagName === 'COL') return true;
  const rows = table.rows;
  const sample = Math.min(rows.length, 30);
  for (let r = 0; r < sample; r++) {
    for (let cell = (rows[r] as HTMLTableRowElement).firstElementChild; cell; cell = cell.nextElementSibling) {
      if (cell.tagName === 'TH' || cell.hasAttribute('headers') || cell.hasAttribute('scope') || cell.hasAttribute('abbr')) return true;
    }
  }
  return false;
}

/** Mean of `value` over the cells (td, th) of the first 20 rows; 0 for none. */
function sampledCellMean(table: HTMLTableElement, value: (cell: Element) => number): number {
  const rows = table.rows;
  let cells = 0;
  let sum = 0;
  const sample = Math.min(rows.length, 20);
  for (let r = 0; r < sample; r++) {
    for (let cell = (rows[r] as HTMLTableRowElement).firstElementChild; cell; cell = cell.nextElementSibling) {
      if (cell.tagName !== 'TD' && cell.tagName !== 'TH') continue;
      cells++;
      sum += value(cell);
    }
  }
  return cells ? sum / cells : 0;
}

/**
 * Share of sampled cells whose content is page structure (blocks, forms, nested tables) rather than values. Text-only
 * cells (the common case) cost one property read each; only cells with child elements are queried.
 */
const blockShare = (table: HTMLTableElement, linesAreValues = false): number => sampledCellMean(table, (cell) => (cell.firstElementChild && holdsStructure(cell, linesAreValues) ? 1 : 0));

// Blocks that only wrap what they hold (a framework's cell-content div, an editor's paragraph).
const WRAPPER = new Set(['DIV', 'P']);

/**
 * True when a cell holds page structure: two blocks or more, unless they are only divs and paragraphs wrapping one
 * value (`div.se-module > p > span` of an editor's table, `div.euiTableCellContent > div` beside a mobile-only label
 * the stylesheet hides): at most one of them drawn with words of its own.
 */
export function holdsStructure(cell: Element, linesAreValues = false): boolean {
  const blocks = cell.querySelectorAll(BLOCK_CONTENT);
  if (blocks.length < 2) return false;
  let first: Element | null = null;
  for (const block of Array.from(blocks)) {
    // Boxes inside a control (MDN's compatibility cells: a `button` wrapping divs of icon and version) draw its label.
    const control = block.closest('button');
    if (control && cell.contains(control)) continue;
    if (!WRAPPER.has(block.tagName)) return true;
    if (linesAreValues) continue;
    // A picture is a value of its own (a card's image above its name): it counts as words do.
    if (!ownWords(block) && !block.querySelector('img, picture, video')) continue;
    if (!first) {
      first = block;
      continue;
    }
    // Drawn boxes are read only now, when a second one would make the cell structure: one the stylesheet hides is not drawn.
    if (!isRendered(block)) continue;
    if (isRendered(first)) return true;
    first = block;
  }
  return false;
}


/** True when the element has text with letters or digits of its own, or in inline elements (not in nested blocks). */
function ownWords(el: Element): boolean {
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3 ? /[\p{L}\p{N}]/u.test((n as Text).data) : n.nodeType === 1 && !WRAPPER.has((n as Element).tagName) && !(n as Element).matches(BLOCK_CONTENT) && /[\p{L}\p{N}]/u.test(n.textContent ?? '')) return true;
  }
  return false;
}

/** True when the table's first row is a `<thead>` row of `<th>` column headers. */
function columnHeaders(table: HTMLTableElement): boolean {
  const head = table.tHead?.rows[0];
  return !!head && head.cells.length >= 2 && Array.from(head.cells).every((c) => c.tagName === 'TH');
}

/** Mean text length of the sampled cells (each counted up to 2,000 characters). */
const averageCellText = (table: HTMLTableElement): number => sampledCellMean(table, (cell) => Math.min((cell.textContent ?? '').length, 2000));

const NAVIGATION = 'nav, [role="navigation"], [role="menu"], [role="menubar"], [role="tablist"], .navbox';
const FOOTER = 'footer, [role="contentinfo"]';
// Boxes drawn over the page (cookie banners, consent and other dialogs): they interrupt the page, not what it shows.
const OVERLAY = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
const CONTROL = 'input:not([type="hidden"]), select, textarea';
const BUTTON = 'button, [role="button"]';
// Boxes beside the article (a Wikipedia infobox, a sidebar): key facts, rarely the table a reader came for.
// Not role=complementary: Grid.js puts it on the container of the table it draws.
export const ASIDE = 'aside, .infobox, .sidebar';

/** Cells of the first `limit` rows (td and th), row by row. */
function sampledRows(table: HTMLTableElement, limit = 20): Element[][] {
  const rows = table.rows;
  const out: Element[][] = [];
  for (let r = 0, n = Math.min(rows.length, limit); r < n; r++) {
    const cells: Element[] = [];
    for (let cell = (rows[r] as HTMLTableRowElement).firstElementChild; cell; cell = cell.nextElementSibling) if (cell.tagName === 'TD' || cell.tagName === 'TH') cells.push(cell);
    out.push(cells);
  }
  return out;
}

export const cellWords = (cell: Element): string => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();

const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'BR']);

/** True when a cell draws something: words, or an element other than a script or line break (an image, a control). */
function drawsContent(cell: Element): boolean {
  let el = cell.firstElementChild;
  if (!el) return /\S/.test(cell.textContent ?? '');
  for (let node = cell.firstChild; node; node = node.nextSibling) if (node.nodeType === 3 && /\S/.test((node as Text).data)) return true;
  for (; el; el = el.nextElementSibling) if (!NOT_DRAWN.has(el.tagName)) return true;
  return false;
}

/** True when at least two of the first rows draw something: a heading over rows left empty (an ad slot filled by script) holds no data. */
function twoRowsDrawn(table: HTMLTableElement): boolean {
  const rows = table.rows;
  let drawn = 0;
  for (let r = 0, n = Math.min(rows.length, 20); r < n; r++) {
    for (let cell = (rows[r] as HTMLTableRowElement).firstElementChild; cell; cell = cell.nextElementSibling) {
      if ((cell.tagName === 'TD' || cell.tagName === 'TH') && drawsContent(cell)) {
        if (++drawn === 2) return true;
        break;
      }
    }
  }
  return false;
}

/** True when all of a cell's text is on buttons (a login or search button): an action, neither a label nor a value. */
function onlyButtons(cell: Element): boolean {
  if (!cell.firstElementChild) return false;
  const buttons = cell.querySelectorAll(BUTTON);
  if (buttons.length === 0) return false;
  let text = '';
  for (const b of Array.from(buttons)) text += cellWords(b);
  return text.replace(/\s/g, '') === cellWords(cell).replace(/\s/g, '');
}

/** True when a cell is only controls: all its words are on buttons, or it holds a control and no words. */
function onlyControls(cell: Element): boolean {
  if (!cell.firstElementChild) return false;
  return onlyButtons(cell) || (!cellWords(cell) && !!cell.querySelector(CONTROL));
}

/**
 * A grid of controls (a seat map of seat buttons, a keypad), asked of tables with a grid role (an interactive widget,
 * as a date picker is): most of its filled body cells (td) are only buttons or controls, at least four of them. It
 * draws a control panel, not records; a table of records with an action column has more cells of words than of
 * buttons. A table without the role keeps its buttons as values (MDN's compatibility cells are disclosure buttons).
 */
function ofControls(table: HTMLTableElement): boolean {
  if (!table.querySelector(BUTTON) && !table.querySelector(CONTROL)) return false;
  let filled = 0;
  let controls = 0;
  for (const cells of sampledRows(table)) {
    for (const cell of cells) {
      if (cell.tagName !== 'TD' || !drawsContent(cell)) continue;
      filled++;
      if (onlyControls(cell)) controls++;
    }
  }
  return controls >= 4 && controls >= filled * 0.6;
}

/**
 * A table that only arranges a form: most rows pair labels with controls (inputs, selects, text areas), and no row has
 * more label cells than control cells. Tables of records with a checkbox or quantity column have more text than controls.
 */
function arrangesForm(table: HTMLTableElement, columns: number): boolean {
  if (table.tHead || !table.querySelector(CONTROL)) return false;
  let withContent = 0;
  let formRows = 0;
  for (const cells of sampledRows(table)) {
    let controls = 0;
    let labels = 0;
    for (const cell of cells) {
      if (cell.firstElementChild && cell.querySelector(CONTROL)) controls++;
      else if (onlyButtons(cell)) continue;
      else if (cellWords(cell)) labels++;
    }
    if (controls || labels) withContent++;
    if (controls && labels <= controls) formRows++;
    else if (controls) return false;
  }
  // A wide one (a screener's filters: label, select, label, select… across the row) only when every row is.
  return formRows > 0 && (columns > 4 ? formRows === withContent : formRows * 2 >= withContent);
}

// Weekday headings in Korean, Japanese (日 月 火 …, 曜日), Chinese (日 一 二 … 六, 星期/周/週 before them) and English.
const WEEKDAY = /^(?:[일월화수목금토](?:요일)?|[日月火水木金土](?:曜日?)?|(?:星期|周|週)?[日天一二三四五六]|(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?|su|mo|tu|we|th|fr|sa|[smtwf])$/i;
const DAY = /^(?:[1-9]|[12]\d|3[01])(?:\D|$)/;
const DAY_ONLY = /^(?:[1-9]|[12]\d|3[01])$/;

/**
 * 'picker' for a month grid of bare day numbers under weekday headings (a date picker), 'schedule' for one whose days
 * carry events, null otherwise. `rows` are the cells of the first rows (up to 8) of a table or an ARIA grid.
 */
export function calendarKind(rows: readonly (readonly Element[])[], columns: number): 'picker' | 'schedule' | null {
  if (columns !== 7) return null;
  const heading = rows.findIndex((cells) => cells.filter((c) => WEEKDAY.test(cellWords(c))).length >= 6);
  if (heading < 0) return null;
  let filled = 0;
  let days = 0;
  let bare = 0;
  for (const cells of rows.slice(heading + 1)) {
    for (const cell of cells) {
      const text = cellWords(cell);
      if (!text) continue;
      filled++;
      if (DAY.test(text)) days++;
      if (DAY_ONLY.test(text)) bare++;
    }
  }
  if (filled < 7 || days < filled * 0.7) return null;
  return bare >= filled * 0.9 ? 'picker' : 'schedule';
}

/**
 * True when nearly every non-empty sampled cell is nothing but link text (a menu or link bar laid out as a table). A
 * bar of at most three rows is one when every row of cells (td) holds a link and at least half of its filled cells other than
 * headings (th) are links: a manual's navigation header and footer draw Prev, Up, Home and Next links around the
 * names of the chapters they lead to.
 */
function linksOnly(table: HTMLTableElement): boolean {
  if (!table.querySelector('a[href]')) return false;
  const bar = table.rows.length <= 3 && Array.from(table.rows).every((row) => !row.querySelector('td') || row.querySelector('a[href]'));
  let filled = 0;
  let links = 0;
  for (const cells of sampledRows(table)) {
    for (const cell of cells) {
      if (bar && cell.tagName === 'TH') continue;
      const text = cellWords(cell);
      if (!text) continue;
      filled++;
      if (!cell.firstElementChild) continue;
      let linked = '';
      for (const a of Array.from(cell.querySelectorAll('a[href]'))) linked += cellWords(a);
      if (linked.replace(/\s/g, '') === text.replace(/\s/g, '')) links++;
    }
  }
  return filled > 0 && links >= filled * (bar ? 0.5 : 0.9);
}

// A bullet drawn before a menu entry (texinfo's `&bull;`, a middle dot, a small triangle).
const BULLETED_LINK = /^[•·▪▸►‣◦]\s*$/;

/**
 * True for a document's menu laid out as a table (texinfo's `table.menu`: `• Introduction` | `What is Nettle?`): every
 * filled row of more than one cell starts with a cell that is a bullet and one link, its words all link text; the
 * cells beside it say what each part holds, rows of one cell head parts of the menu.
 */
function bulletedMenu(table: HTMLTableElement): boolean {
  if (!table.querySelector('a[href]')) return false;
  let entries = 0;
  for (const cells of sampledRows(table)) {
    // A row of one cell across the menu heads a part of it (`— The Detailed Node Listing —`).
    if (cells.length === 1) continue;
    const first = cells.find((cell) => cellWords(cell) !== '');
    if (!first) continue;
    const links = first.querySelectorAll('a[href]');
    const link = links[0];
    if (links.length !== 1 || !link) return false;
    const text = cellWords(first);
    const linked = cellWords(link);
    if (!linked || !text.endsWith(linked) || !BULLETED_LINK.test(text.slice(0, text.length - linked.length))) return false;
    entries++;
  }
  return entries >= 2;
}

/**
 * True for a box beside the text: inside an aside or an infobox/sidebar, or (a key–value box of ≤ 3 columns) floated
 * right and narrower than half its container. The float is read only for such narrow tables: a style read per table
 * cost a 5 MB page of 532 tables a fifth more.
 */
function besideText(table: Element, columns: number): boolean {
  if (table.closest(ASIDE)) return true;
  if (columns > 3) return false;
  const view = table.ownerDocument.defaultView;
  if (!view || view.getComputedStyle(table).float !== 'right') return false;
  const container = table.parentElement?.getBoundingClientRect().width ?? 0;
  return container > 0 && table.getBoundingClientRect().width < container / 2;
}

const MANY_COLUMNS = 5;

/** What a cell is made of, to compare rows: its class and the tag of its first element. */
const cellKind = (cell: Element): string => `${cell.tagName}.${cell.getAttribute('class') ?? ''}:${cell.firstElementChild?.tagName ?? ''}`;

/**
 * True when the rows are records: at least 3 rows with text built alike, cell for cell, and making up most of the rows
 * with text, each of them made of cells of different kinds (a rank, a cover, the details; a number, a title holding a
 * thumbnail table, a name). Boards and lists of old sites put blocks and nested tables inside such cells (Goodreads'
 * book details, a Korean board's title cell laid out as a table with its thumbnail); a page laid out as a table has few
 * rows, each unlike the others, and a grid of cards repeats one kind of cell across the row.
 */
function recordRows(table: HTMLTableElement): boolean {
  const counts = new Map<string, number>();
  let withText = 0;
  for (const cells of sampledRows(table)) {
    if (cells.length < 2 || !cells.some((c) => cellWords(c))) continue;
    withText++;
    const kinds = cells.map(cellKind);
    if (new Set(kinds).size < 2) continue;
    const key = kinds.join('|');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let most = 0;
  for (const n of counts.values()) if (n > most) most = n;
  return most >= 3 && most * 10 >= withText * 6;
}

/** Least and most lines a record of one cell stacks (a job's title over its place; not a page section). */
const RECORD_LINES = [2, 5] as const;

/**
 * True for one column of records, each row's one cell stacking the same short lines (a job board's table of openings:
 * each row a link holding the title over the place), as the rows of a list are: three rows or more, two to five lines
 * of words each, the lines of every row of the same kinds (tag and class), 200 characters at most, nothing nested
 * but the lines. A menu laid out as a table has one line per row; a page laid out as one has sections unlike each other.
 */
function recordColumn(table: HTMLTableElement): boolean {
  const rows = sampledRows(table);
  if (rows.length < 3) return false;
  let kinds: string | null = null;
  for (const cells of rows) {
    const cell = cells[0];
    if (cells.length !== 1 || !cell || (cell.textContent ?? '').length > 200 || cell.querySelector('table, form, input, select, textarea, ul, ol')) return false;
    const lines = Array.from(cell.querySelectorAll('p, div')).filter((b) => !b.querySelector('p, div') && /\S/.test(b.textContent ?? ''));
    if (lines.length < RECORD_LINES[0] || lines.length > RECORD_LINES[1]) return false;
    const key = lines.map((b) => `${b.tagName}.${b.getAttribute('class') ?? ''}`).join('|');
    if (kinds !== null && key !== kinds) return false;
    kinds = key;
  }
  return true;
}

/**
 * True for a box of labels over empty cells to fill in (a document's approval box: 결재 | 담당 | 팀장 | 과장 above empty
 * stamp cells): the first row has words and every row after it is empty (no text, no image). It holds no record.
 */
function labelsOnly(table: HTMLTableElement): boolean {
  const rows = table.rows;
  if (rows.length > 4 || !/\S/.test(rows[0]?.textContent ?? '')) return false;
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r] as HTMLTableRowElement;
    if (/\S/.test(row.textContent ?? '') || row.querySelector('img, input, select, textarea')) return false;
  }
  return true;
}

/**
 * True for one column of records written as stacked paragraphs (a manual's function table: signature, description and
 * example as `<p>` lines of one cell): a header row over two or more body rows of substantial text (≥ 20 characters
 * on average), with no nested table and no blocks but paragraphs and divs. With one column the blocks are the lines
 * of one value, not a page laid out in cells.
 */
function stackedLines(table: HTMLTableElement, shape: TableShape): boolean {
  if (shape.columns !== 1 || shape.rows < 3 || table.querySelector('table')) return false;
  const first = table.rows[0] as HTMLTableRowElement;
  if (!table.tHead && !(first.cells.length && Array.from(first.cells).every((c) => c.tagName === 'TH'))) return false;
  for (const block of Array.from(table.querySelectorAll(BLOCK_CONTENT))) if (!WRAPPER.has(block.tagName)) return false;
  return averageCellText(table) >= 20;
}

function coversPage(table: Element): boolean {
  const view = table.ownerDocument.defaultView;
  const docWidth = table.ownerDocument.documentElement.clientWidth;
  if (!view || !docWidth) return false;
  const box = table.getBoundingClientRect();
  return box.width >= docWidth * 0.95 && box.height >= Math.max(view.innerHeight * 0.9, 400);
}

/** True when a column holds a figure in every sampled row below the first (a table of figures, not of text boxes). */
function figureColumn(table: HTMLTableElement): boolean {
  const rows = sampledRows(table).slice(1).filter((cells) => cells.length >= 2);
  if (rows.length < 2) return false;
  const width = Math.min(...rows.map((cells) => cells.length));
  for (let c = 1; c < width; c++) if (rows.every((cells) => looksNumeric(cellWords(cells[c] as Element)))) return true;
  return false;
}

const COLUMN_HEADERS = ':scope > thead > tr > th, :scope > tr > th[scope="col"], :scope > tbody > tr > th[scope="col"]';

/**
 * A table marked presentational that still draws data, as sites mark their grids (Chromium honours the role; a person
 * copying the page does not): column header cells of its own, or a header table drawn above it over the same column
 * widths (a fixed-header grid). Not inside an ARIA table, which reads its presentational tables as its own parts.
 */
function presentedData(table: HTMLTableElement): boolean {
  if (table.parentElement?.closest('[role="grid"], [role="table"], [role="treegrid"]')) return false;
  if (table.querySelector(COLUMN_HEADERS)) return true;
  // An e-mail marks every table presentational, its tables of figures too: one that lays out no other table is judged
  // as a table without markup is (a header row of labels over rows of figures is data, boxes of text are layout).
  if (!table.querySelector('table') && figureColumn(table)) return true;
  const head = tableBeside(table, false);
  return !!head && !!head.querySelector(COLUMN_HEADERS) && sameColumnModel(head, table);
}

/** The shape of a `<table>` that holds data rather than page layout; null for a layout table. */
export function dataTableShape(table: Element): TableShape | null {
  const role = table.getAttribute('role');
  if ((role === 'presentation' || role === 'none') && !presentedData(table as HTMLTableElement)) return null;
  if (table.getAttribute('datatable') === '0') return null;
  const shape = tableShape(table);
  const t = table as HTMLTableElement;
  // One column is layout unless the markup says data (as Firefox decides): MDN's list of specifications under its
  // `<thead>`, ESPN's team-name column drawn as a table of its own beside the statistics.
  if (shape.rows < 2 || shape.columns < 1 || (shape.columns < 2 && !hasDataMarkup(t) && !recordColumn(t))) return null;
  // A date picker's month table is one whether or not it carries a grid role (Element Plus's `table role=grid`).
  if (role && ARIA_TABLE_ROLES.has(role)) return (shape.columns === 7 && calendarKind(sampledRows(t, 8), 7) === 'picker') || (role === 'grid' && ofControls(t)) ? null : shape;
  if (labelsOnly(t)) return null;
  if (table.closest(NAVIGATION) || arrangesForm(t, shape.columns) || !twoRowsDrawn(t)) return null;
  // Only a seven-column table can be a month grid: the others skip sampling its rows.
  const calendar = shape.columns === 7 ? calendarKind(sampledRows(t, 8), shape.columns) : null;
  if (calendar === 'picker') return null;
  const share = blockShare(t);
  const furniture = (s: TableShape): TableShape => {
    if (calendar) return { ...s, interest: FURNITURE.CALENDAR };
    if (linksOnly(t) || bulletedMenu(t)) return { ...s, interest: FURNITURE.LINKS };
    // Site footers hold sitemaps and company details, rarely what a visitor came for.
    if (table.closest(FOOTER)) return { ...s, interest: FURNITURE.FOOTER };
    if (table.closest(OVERLAY)) return { ...s, interest: FURNITURE.OVERLAY };
    return besideText(table, s.columns) ? { ...s, interest: FURNITURE.ASIDE } : s;
  };
  // Under column headers of its own, divs and paragraphs stacked in a cell are lines of one value (an API reference's
  // name, type and place, each a div), not a page laid out in cells.
  if (hasDataMarkup(t)) return share < 0.5 || stackedLines(t, shape) || (columnHeaders(t) && blockShare(t, true) < 0.5) ? furniture(shape) : null;
  if (averageCellText(t) > 300) return null;
  if ((share >= 0.25 || t.querySelector('table')) && !recordRows(t) && !(shape.columns === 1 && recordColumn(t))) return null;
  // Covering the page is a layout sign only for a table of few columns: with five or more it is data (Firefox's
  // IsProbablyLayoutTable asks this first), such as a newspaper's 100 most-active stocks drawn 100 % wide without <th>.
  if (shape.columns < MANY_COLUMNS && coversPage(table)) return null;
  return furniture(shape);
}

/** True when a `<table>` holds data rather than page layout. */
export function isDataTable(table: Element): boolean {
  return dataTableShape(table) !== null;
}
