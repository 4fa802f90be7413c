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

/** True when all of the cell's text is bold: inside b/strong, or the cell drawn bold. */
function isAllBold(el: Element): boolean {
  const text = (el.textContent ?? '').replace(/\s+/g, '');
  if (!text) return false;
  let bold = '';
  for (const b of Array.from(el.querySelectorAll('b, strong'))) bold += (b.textContent ?? '').replace(/\s+/g, '');
  return bold.length >= text.length || styledBold(el);
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
 * every row a th heading followed only by data cells, and a first row of distinct, non-empty texts. Its first row says
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
  for (let c = 1, prev = -1; c < width; c++) {
    const i = cells.cellAt(0, c);
    if (i === prev) continue;
    prev = i;
    const t = first[c] ?? '';
    if (!t || seen.has(t)) return false;
    seen.add(t);
  }
  return seen.size >= 2;
}

/** The text of the cell drawn at grid row `r`, column `c` ('' where none); read only where a rule needs it. */
export type TextAt = (r: number, c: number) => string;

/**
 * Counts header rows: leading thead rows; else leading rows made only of header cells (th, columnheader); else the
 * first row of a sideways table (see sidewaysHeader);
 * else a first row that stands apart (all bold — b/strong or a bold computed font weight — while the next is not, or
 * drawn in colours no other row has, or label-like text above a numeric column), with the bold rows of words right under it (up to three rows in all).
 */
export function detectHeaderRows(cells: CellGrid, textAt: TextAt): number {
  const rows = cells.height;
  const width = cells.width;
  let head = 0;
  while (head < rows && cells.sections[head] === 'head') head++;
  if (head > 0) return head;
  const rowText = (r: number): string[] => (r < rows ? Array.from({ length: width }, (_, c) => textAt(r, c)) : []);
  // Rows without text on top (a coloured rule drawn as a 2px row, a spacer) are lines, not rows: the header a person
  // sees is the first row with words, and the rules above it go with it.
  let lead = 0;
  while (lead < rows && rowText(lead).every((t) => t === '')) lead++;
  if (lead > 0) {
    if (lead === rows) return 0;
    const below = new CellGrid(cells.index.subarray(lead * width), cells.cellElements, cells.cellHeader, cells.cellRow, cells.cellCol, cells.sections.slice(lead), width, cells.columns, cells.rows.slice(lead));
    const found = detectHeaderRows(below, (r, c) => textAt(r + lead, c));
    return found > 0 ? lead + found : 0;
  }

  // The top-left corner of a matrix (distance chart, comparison) is often an empty td above the row headings.
  const emptyCorner = (r: number, c: number): boolean => c === 0 && (r < rows ? textAt(r, 0) : '') === '';
  const allHeader = (r: number): boolean => {
    let present = false;
    for (let c = 0; c < width; c++) {
      const i = cells.cellAt(r, c);
      if (i < 0) continue;
      if (cells.cellHeader[i] !== 1) {
        if (emptyCorner(r, c)) continue;
        return false;
      }
      present = true;
    }
    return present;
  };
  let th = 0;
  while (th < rows - 1 && allHeader(th)) th++;
  if (th > 0) return th;
  const first = rowText(0);
  if (sidewaysHeader(cells, first)) return 1;
  // A lone row counts as a header only when all of it is header cells (every kept row holds a cell).
  if (rows === 1) return allHeader(0) ? 1 : 0;

  if (rows < 3) return 0;
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

  for (let c = 0; c < width; c++) {
    let numeric = 0;
    let filled = 0;
    for (let r = 1; r < rows; r++) {
      const t = textAt(r, c);
      if (!t) continue;
      filled++;
      if (looksNumeric(t)) numeric++;
    }
    if (filled >= 2 && numeric / filled >= 0.8) return 1;
  }
  return 0;
}
