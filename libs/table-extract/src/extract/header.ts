import type { CellGrid } from './table-grid';

const NUMERIC = /^[-+−▲▼△▽↑↓]?\s*[₩$€£¥￦]?\s*\(?[-+]?[\d.,]*\d[\d.,]*\)?\s*(%|원|만원|억원|억|만|천|개|건|명|주|회|점|kg|g|km|m)?$/i;

/** True for text that reads as a number, amount or percentage. */
export function looksNumeric(text: string): boolean {
  return text.length > 0 && text.length < 40 && NUMERIC.test(text);
}

function isAllBold(el: Element): boolean {
  const text = (el.textContent ?? '').replace(/\s+/g, '');
  if (!text) return false;
  let bold = '';
  for (const b of Array.from(el.querySelectorAll('b, strong'))) bold += (b.textContent ?? '').replace(/\s+/g, '');
  return bold.length >= text.length;
}

/**
 * Counts header rows: leading thead rows; else leading rows made only of header cells (th, columnheader);
 * else a first row that stands apart (all bold while the next is not, or label-like text above a numeric column).
 */
export function detectHeaderRows(cells: CellGrid, text: readonly (readonly string[])[]): number {
  const rows = cells.slots.length;
  let head = 0;
  while (head < rows && cells.sections[head] === 'head') head++;
  if (head > 0) return head;

  let th = 0;
  while (th < rows - 1) {
    const row = cells.slots[th] ?? [];
    const present = row.filter((c) => c !== null);
    if (!present.length || !present.every((c) => c.header)) break;
    th++;
  }
  if (th > 0) return th;
  if (rows === 1 && (cells.slots[0] ?? []).every((c) => c === null || c.header)) return 1;

  if (rows < 3) return 0;
  const first = text[0] ?? [];
  const firstCells = cells.slots[0] ?? [];
  if (!first.length || first.some((t) => !t) || first.some(looksNumeric)) return 0;
  const starts = firstCells.map((c, i) => (c && c !== firstCells[i - 1] ? i : -1)).filter((i) => i >= 0);
  const distinctTexts = starts.map((i) => first[i] ?? '');
  if (new Set(distinctTexts).size !== distinctTexts.length) return 0;
  const distinct = starts.map((i) => firstCells[i]);
  const secondCells = (cells.slots[1] ?? []).filter((c, i, a) => c && c !== a[i - 1]);
  const boldFirst = distinct.every((c) => c && isAllBold(c.el));
  const boldSecond = secondCells.some((c) => c && isAllBold(c.el));
  if (boldFirst && !boldSecond) return 1;

  const width = first.length;
  for (let c = 0; c < width; c++) {
    let numeric = 0;
    let filled = 0;
    for (let r = 1; r < rows; r++) {
      const t = text[r]?.[c] ?? '';
      if (!t) continue;
      filled++;
      if (looksNumeric(t)) numeric++;
    }
    if (filled >= 2 && numeric / filled >= 0.8) return 1;
  }
  return 0;
}
