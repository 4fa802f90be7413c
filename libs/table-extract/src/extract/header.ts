import { CellGrid } from './table-grid';

const NUMERIC = /^[-+−▲▼△▽↑↓]?\s*[₩$€£¥￦]?\s*\(?[-+]?[\d.,]*\d[\d.,]*\)?\s*(%|원|만원|억원|억|만|천|개|건|명|주|회|점|kg|g|km|m)?$/i;

// A year is a number, but a row of them in bold above the data is a row of headings (statistics by year).
const YEAR = /^(1[89]|20)\d\d(년|년도)?$/;

/** True for text that reads as a number, amount or percentage. */
export function looksNumeric(text: string): boolean {
  return text.length > 0 && text.length < 40 && NUMERIC.test(text);
}

/** True when the cell's computed font weight is bold (a stylesheet rule on a heading row's class, say). */
function styledBold(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  if (!view) return false;
  const weight = view.getComputedStyle(el).fontWeight.toLowerCase();
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

/** True when all of the cell's text is bold: inside b/strong, or the cell drawn bold, or each piece of its text drawn bold (a span styled bold, as HWP writes). */
export function isAllBold(el: Element): boolean {
  const text = (el.textContent ?? '').replace(/\s+/g, '');
  if (!text) return false;
  let bold = '';
  for (const b of Array.from(el.querySelectorAll('b, strong'))) bold += (b.textContent ?? '').replace(/\s+/g, '');
  if (bold.length >= text.length || styledBold(el)) return true;
  if (!el.firstElementChild) return false;
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  let parent: Element | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/\S/.test((n as Text).data) || n.parentElement === parent) continue;
    parent = n.parentElement;
    if (!parent || parent === el || !styledBold(parent)) return false;
  }
  return true;
}

// A note in brackets after a title (`(50 ovs maximum)`, `(USD)`, `（단위: 명）`).
const BRACKETED_NOTE = /^[(（[][^()（）[\]]{1,60}[)）\]]$/;

/**
 * True when an element's text is drawn bold up to a note in brackets drawn plain after it: a title with its note
 * (`<b>Australia</b> (50 ovs maximum)`, `<strong>Sales by region</strong> (USD)`).
 */
export function isBoldWithNote(el: Element): boolean {
  if (!el.firstElementChild) return false;
  const walker = el.ownerDocument.createTreeWalker(el, 4);
  let bold = false;
  let note = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = (n as Text).data.trim();
    if (!text) continue;
    const parent = n.parentElement;
    const drawnBold = !!parent && parent !== el && (!!parent.closest('b, strong') || styledBold(parent));
    if (drawnBold && note) return false;
    if (drawnBold) bold = true;
    else if (!bold) return false;
    else note += text;
  }
  return bold && BRACKETED_NOTE.test(note);
}

/** The colours a cell is drawn in: its row's and its own background, and the colour of its first text element. */
function paintOf(cell: Element, view: Window): string {
  let inner: Element = cell;
  while (inner.firstElementChild) inner = inner.firstElementChild;
  const row = cell.parentElement;
  // The presentational attributes too, where the computed style does not map them (jsdom).
  const attributes = `${row?.getAttribute('bgcolor') ?? ''}|${cell.getAttribute('bgcolor') ?? ''}|${cell.querySelector('font[color]')?.getAttribute('color') ?? ''}`;
  return `${row ? view.getComputedStyle(row).backgroundColor : ''}|${view.getComputedStyle(cell).backgroundColor}|${view.getComputedStyle(inner).color}|${attributes.toLowerCase()}`;
}

/** True when the first row's colours differ from those of every other row (up to ten read). */
function paintedApart(cells: CellGrid, distinctCells: (r: number) => number[]): boolean {
  const first = distinctCells(0);
  const el0 = cells.cellElements[first[0] as number] as Element | undefined;
  const view = el0?.ownerDocument.defaultView;
  if (!el0 || !view) return false;
  const head = paintOf(el0, view);
  for (let r = 1; r < Math.min(cells.height, 11); r++) {
    const i = distinctCells(r)[0];
    if (i === undefined) continue;
    if (paintOf(cells.cellElements[i] as Element, view) === head) return false;
  }
  return true;
}

/**
 * True for a table laid out sideways, one record per column (an hourly forecast, plans compared): three or more columns,
 * every row a th heading followed only by data cells, and a first row of distinct, non-empty texts, not all figures. Its first row says
 * what each column is, as a column header does. With two columns the rows are key–value pairs, which have no header.
 */
function sidewaysHeader(cells: CellGrid, first: readonly string[]): boolean {
  const rows = cells.height;
  const width = cells.width;
  if (width < 3 || rows < 2) return false;
  for (let r = 0; r < rows; r++) {
    const head = cells.cellAt(r, 0);
    if (head < 0 || cells.cellHeader[head] !== 1 || cells.cellRow[head] !== cells.rows[r]) return false;
    for (let c = 1; c < width; c++) {
      const i = cells.cellAt(r, c);
      if (i === head || (i >= 0 && cells.cellHeader[i] === 1)) return false;
    }
  }
  const seen = new Set<string>();
  let figures = 0;
  for (let c = 1, prev = -1; c < width; c++) {
    const i = cells.cellAt(0, c);
    if (i === prev) continue;
    prev = i;
    const t = first[c] ?? '';
    if (!t || seen.has(t)) return false;
    seen.add(t);
    if (looksNumeric(t) && !YEAR.test(t)) figures++;
  }
  // A first row of figures is a record with its row heading (a statistics table's `계` row under a header drawn apart).
  return seen.size >= 2 && figures < seen.size;
}

/** The text of the cell drawn at grid row `r`, column `c` ('' where none); read only where a rule needs it. */
export type TextAt = (r: number, c: number) => string;

/**
 * Counts header rows: leading thead rows; else leading rows made only of header cells (th, columnheader); else the
 * first row of a sideways table (see sidewaysHeader);
 * else a first row that stands apart (all bold — b/strong or a bold computed font weight — while the next is not, or
 * drawn in colours no other row has, or label-like text above a numeric column), with the bold rows of words right under it (up to three rows in all).
 * Without thead, the rows of labels that name the parts of a spanning header cell follow it (see headerUnderSpans).
 */
export function detectHeaderRows(cells: CellGrid, textAt: TextAt): number {
  const head = leadingHeaderRows(cells, textAt);
  if (head === 0 || cells.sections[0] === 'head') return head;
  const found = headerUnderSpans(cells, textAt, head);
  return found === head && firstGroupRow(cells, textAt, head - 1) ? 0 : found;
}

/** The cell drawing row `r` alone across the whole width (two columns or more) with words, -1 for none. */
function fullWidthCell(cells: CellGrid, textAt: TextAt, r: number): number {
  const width = cells.width;
  if (width < 2) return -1;
  const i = cells.cellAt(r, 0);
  if (i < 0 || cells.cellAt(r, width - 1) !== i || cells.cellRow[i] !== cells.rows[r] || textAt(r, 0) === '') return -1;
  return i;
}

/** Cells drawn alike: the same tag and classes (a spec sheet's group headings), unlike an infobox's title over its group headings. */
const alike = (a: Element, b: Element): boolean => a.tagName === b.tagName && (a.getAttribute('class') ?? '') === (b.getAttribute('class') ?? '');

/**
 * Whether the only header row found, `r` (rows above it have no words), is one cell across the whole width that the
 * body repeats: another row drawn alone across the width by the same kind of cell, with rows after it, divides the
 * body into groups (a spec sheet's `기본 사양` … `프로세서` … over key–value rows), so the first one heads the first
 * group, not the columns. A title row whose table only ends in such a line (a phone number under a key–value box)
 * keeps its header.
 */
function firstGroupRow(cells: CellGrid, textAt: TextAt, r: number): boolean {
  const first = fullWidthCell(cells, textAt, r);
  if (first < 0) return false;
  for (let below = r + 2; below < cells.height - 1; below++) {
    const i = cells.cellAt(below, 0);
    if (i < 0 || cells.cellAt(below, cells.width - 1) !== i) continue;
    if (cells.cellHeader[i] === cells.cellHeader[first] && alike(cells.cellElements[i] as Element, cells.cellElements[first] as Element) && fullWidthCell(cells, textAt, below) >= 0) return true;
  }
  return false;
}

/** Header rows of a table at most (a title row, two levels of groups, the labels). */
const MAX_HEADER_ROWS = 5;
/** Labels are short: longer text under a spanning heading is a value. */
const MAX_LABEL = 40;

/**
 * The header rows with the rows under them that name the parts of a spanning header cell: Excel's "Save as Web Page",
 * HWP's HTML export, statistics tables and wikis draw two-row headers with plain cells — `2025년 상반기` spanning two
 * columns over `내국인 | 외국인`, a full-width title row over the column labels. A row (rows without text in between
 * go with it) is a header row when each of its cells lies under a header cell spanning several columns and holds a
 * short, non-numeric label (years allowed) other than that cell's text, distinct within the span and at least two under
 * it, and the row is set
 * apart from data: a header cell reaches down into it (rowspan), or it is bold or painted unlike the rows below, or a
 * column under it holds numbers. Repeats for deeper headers.
 */
function headerUnderSpans(cells: CellGrid, textAt: TextAt, head: number): number {
  const rows = cells.height;
  const width = cells.width;
  const filled = (r: number): boolean => {
    for (let c = 0; c < width; c++) if (textAt(r, c) !== '') return true;
    return false;
  };
  let above = head - 1;
  while (above > 0 && !filled(above)) above--;
  while (head < MAX_HEADER_ROWS) {
    let r = head;
    while (r < rows && !filled(r)) r++;
    // A body row must stay under the header.
    if (r + 1 >= rows || r >= MAX_HEADER_ROWS) break;
    const own: number[] = [];
    const ownCols: number[] = [];
    let reached = false;
    let spans = 0;
    const labels = new Map<number, Set<string>>();
    let ok = true;
    for (let c = 0, prev = -1; c < width && ok; c++) {
      const i = cells.cellAt(r, c);
      if (i < 0 || i === prev) continue;
      prev = i;
      if (cells.cellRow[i] !== cells.rows[r]) {
        // Drawn here by a cell from above: a header cell (with words) reaching down into this row.
        if (textAt(r, c) !== '') reached = true;
        continue;
      }
      own.push(i);
      ownCols.push(c);
      const over = cells.cellAt(above, c);
      const t = textAt(r, c);
      const overText = textAt(above, c);
      const spanning = over >= 0 && overText !== '' && ((c > 0 && cells.cellAt(above, c - 1) === over) || (c + 1 < width && cells.cellAt(above, c + 1) === over));
      if (!spanning || !t || t.length > MAX_LABEL || t === overText || (looksNumeric(t) && !YEAR.test(t))) ok = false;
      else {
        const seen = labels.get(over) ?? new Set<string>();
        if (seen.has(t)) ok = false;
        seen.add(t);
        labels.set(over, seen);
        spans++;
      }
    }
    // Each spanning cell is named in parts: two labels or more under it.
    for (const seen of labels.values()) if (seen.size < 2) ok = false;
    if (!ok || own.length === 0 || spans === 0) break;
    if (!reached && !setApart(cells, textAt, r, own, ownCols)) break;
    head = r + 1;
    above = r;
  }
  return head;
}

/** True when row `r` (its own cells `own`, starting in columns `cols`) looks unlike the data below it: bold or painted apart, or over a numeric column. */
function setApart(cells: CellGrid, textAt: TextAt, r: number, own: readonly number[], cols: readonly number[]): boolean {
  const rows = cells.height;
  const elements = cells.cellElements;
  // The first cell with text that starts in `row`, -1 for none.
  const firstCell = (row: number): number => {
    for (let c = 0; c < cells.width; c++) {
      const i = cells.cellAt(row, c);
      if (i >= 0 && cells.cellRow[i] === cells.rows[row] && textAt(row, c) !== '') return i;
    }
    return -1;
  };
  let next = r + 1;
  while (next < rows && firstCell(next) < 0) next++;
  if (next >= rows) return false;
  if (own.every((i) => isAllBold(elements[i] as Element)) && !rowAllBold(cells, next)) return true;
  const el0 = elements[own[0] as number] as Element;
  const view = el0.ownerDocument.defaultView;
  if (view) {
    const paint = paintOf(el0, view);
    let apart = true;
    for (let b = next; b < Math.min(rows, next + 10) && apart; b++) {
      const i = firstCell(b);
      if (i >= 0 && paintOf(elements[i] as Element, view) === paint) apart = false;
    }
    if (apart) return true;
  }
  return cols.some((c) => numericColumn(cells, textAt, next, c));
}

/** True when every cell with text that starts in row `r` is all bold. */
function rowAllBold(cells: CellGrid, r: number): boolean {
  for (let c = 0, prev = -1; c < cells.width; c++) {
    const i = cells.cellAt(r, c);
    if (i < 0 || i === prev) continue;
    prev = i;
    if (cells.cellRow[i] !== cells.rows[r]) continue;
    const el = cells.cellElements[i] as Element;
    if ((el.textContent ?? '').trim() && !isAllBold(el)) return false;
  }
  return true;
}

/** True when column `c`, from row `from` down, holds at least two values and at least 80 % of them read as numbers. */
function numericColumn(cells: CellGrid, textAt: TextAt, from: number, c: number): boolean {
  let numeric = 0;
  let filled = 0;
  for (let r = from; r < cells.height; r++) {
    const t = textAt(r, c);
    if (!t) continue;
    filled++;
    if (looksNumeric(t)) numeric++;
  }
  return filled >= 2 && numeric / filled >= 0.8;
}

function leadingHeaderRows(cells: CellGrid, textAt: TextAt): number {
  const rows = cells.height;
  const width = cells.width;
  let head = 0;
  while (head < rows && cells.sections[head] === 'head') head++;
  if (head > 0) return head + (head === 1 && columnRuler(cells, textAt, 0) && headingUnderRuler(cells, textAt) ? 1 : 0);
  const rowText = (r: number): string[] => (r < rows ? Array.from({ length: width }, (_, c) => textAt(r, c)) : []);
  // Rows without text on top (a coloured rule drawn as a 2px row, a spacer) are lines, not rows: the header a person
  // sees is the first row with words, and the rules above it go with it.
  let lead = 0;
  while (lead < rows && rowText(lead).every((t) => t === '')) lead++;
  if (lead > 0) {
    if (lead === rows) return 0;
    const below = new CellGrid(cells.index.subarray(lead * width), cells.cellElements, cells.cellHeader, cells.cellRow, cells.cellCol, cells.sections.slice(lead), width, cells.columns, cells.rows.slice(lead));
    const found = leadingHeaderRows(below, (r, c) => textAt(r + lead, c));
    return found > 0 ? lead + found : 0;
  }

  // The top-left corner of a matrix (distance chart, comparison) is often an empty td above the row headings.
  const emptyCorner = (r: number, c: number): boolean => c === 0 && (r < rows ? textAt(r, 0) : '') === '';
  // Empty data cells between header cells (a texinfo index: `<td></td><th>Index Entry</th><td>&nbsp;</td><th>Section</th>`)
  // are spacers of the header row when two header cells or more name columns.
  const allHeader = (r: number): boolean => {
    let present = false;
    let named = 0;
    let spacers = false;
    for (let c = 0; c < width; c++) {
      const i = cells.cellAt(r, c);
      if (i < 0) continue;
      if (cells.cellHeader[i] !== 1) {
        if (emptyCorner(r, c)) continue;
        if (textAt(r, c) !== '') return false;
        spacers = true;
        continue;
      }
      present = true;
      if (textAt(r, c) !== '') named++;
    }
    return spacers ? named >= 2 : present;
  };
  let th = 0;
  while (th < rows - 1 && allHeader(th)) th++;
  if (th > 0) return th;
  const first = rowText(0);
  if (sidewaysHeader(cells, first)) return 1;
  // A lone row counts as a header only when all of it is header cells (every kept row holds a cell).
  if (rows === 1) return allHeader(0) ? 1 : 0;

  if (first.length < 2 || first.some((t, c) => !t && !emptyCorner(0, c))) return 0;
  const numericFirst = first.some(looksNumeric);
  if (numericFirst && !first.every((t) => !looksNumeric(t) || YEAR.test(t))) return 0;
  // Cells of a row in order, each once (a colspan fills several slots).
  const distinctCells = (r: number): number[] => {
    const out: number[] = [];
    for (let c = 0, prev = -1; c < width; c++) {
      const i = cells.cellAt(r, c);
      if (i >= 0 && i !== prev) out.push(i);
      prev = i;
    }
    return out;
  };
  const starts: number[] = [];
  for (let c = first[0] ? 0 : 1, prev = -1; c < width; c++) {
    const i = cells.cellAt(0, c);
    if (i >= 0 && i !== prev) starts.push(c);
    prev = i;
  }
  const distinctTexts = starts.map((c) => first[c] ?? '');
  if (new Set(distinctTexts).size !== distinctTexts.length) return 0;
  const boldFirst = starts.every((c) => isAllBold(cells.cellElements[cells.cellAt(0, c)] as Element));
  const boldSecond = distinctCells(1).some((i) => isAllBold(cells.cellElements[i] as Element));
  // Two rows (a heading row and one record, as a report's small table): only a first row both bold and painted apart.
  // Or a row of short labels painted apart over a row holding figures (a receipt's `Amount paid | Date paid` in grey
  // small capitals over `$234.30 | Jun 12, 2025`).
  if (rows === 2) {
    if (!paintedApart(cells, distinctCells)) return 0;
    const labels = distinctTexts.every((t) => t.length <= MAX_LABEL && !/\d/.test(t));
    return (boldFirst && !boldSecond) || (labels && rowText(1).some((t) => /\d/.test(t))) ? 1 : 0;
  }
  if (boldFirst && !boldSecond) return 1;
  // A first row of words painted apart from every other row (bgcolor, <font color>, a heading class's colours).
  if (paintedApart(cells, distinctCells)) return 1;
  // Two or three bold rows of words above plain rows (periods over dates in a financial statement): all headings.
  const boldWords = (r: number): boolean =>
    distinctCells(r).every((i) => {
      const el = cells.cellElements[i] as Element;
      const t = (el.textContent ?? '').trim();
      if (!t) return true;
      return (!looksNumeric(t) || YEAR.test(t)) && isAllBold(el);
    }) && rowText(r).some((t) => t);
  if (boldFirst) {
    let k = 1;
    while (k < 3 && k < rows - 2 && boldWords(k)) k++;
    if (k > 1 && !distinctCells(k).some((i) => isAllBold(cells.cellElements[i] as Element))) return k;
  }
  if (numericFirst) return 0;
  // A first row of words over a row of labels naming the parts of its spanning cells.
  if (headerUnderSpans(cells, textAt, 1) > 1) return 1;
  for (let c = 0; c < width; c++) if (numericColumn(cells, textAt, 1, c)) return 1;
  return 0;
}

/** A spreadsheet's column name: A … Z, AA, AB … */
function columnLetters(k: number): string {
  let name = '';
  for (let n = k + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** True when row `r` is a spreadsheet's column ruler (`A B C …` in order, after an empty corner): it names no column of the data. */
function columnRuler(cells: CellGrid, textAt: TextAt, r: number): boolean {
  const start = textAt(r, 0) === '' ? 1 : 0;
  if (cells.width - start < 2) return false;
  for (let c = start; c < cells.width; c++) if (textAt(r, c) !== columnLetters(c - start)) return false;
  return true;
}

/**
 * True when the row under a published sheet's column ruler is the sheet's own heading row: its data cells (not the
 * row ruler's header cells) are bold words, at least two, and the row after it is not bold.
 */
function headingUnderRuler(cells: CellGrid, textAt: TextAt): boolean {
  if (cells.height < 3) return false;
  let words = 0;
  for (let c = 0, prev = -1; c < cells.width; c++) {
    const i = cells.cellAt(1, c);
    if (i < 0 || i === prev) continue;
    prev = i;
    const t = textAt(1, c);
    if (cells.cellHeader[i] === 1 || !t) continue;
    if ((looksNumeric(t) && !YEAR.test(t)) || !isAllBold(cells.cellElements[i] as Element)) return false;
    words++;
  }
  return words >= 2 && !rowAllBold(cells, 2);
}
