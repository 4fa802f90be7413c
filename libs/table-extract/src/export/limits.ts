import { parseNumber } from '../types/infer';

/** Excel's limits (Excel 2007+ worksheets). */
export const EXCEL_LIMITS = { MAX_ROWS: 1_048_576, MAX_COLUMNS: 16_384, MAX_CELL_CHARS: 32_767, MAX_SHEET_NAME: 31 } as const;

/** Marker appended to a cell cut at Excel's 32,767-character limit. */
export const DEFAULT_TRUNCATION_MARKER = ' […]';

/** Cuts text longer than Excel's cell limit, ending it with the marker (default ' […]'); the result is never longer than the limit. */
export function truncateCell(text: string, marker: string = DEFAULT_TRUNCATION_MARKER, max: number = EXCEL_LIMITS.MAX_CELL_CHARS): string {
  if (text.length <= max) return text;
  let cut = max - marker.length;
  // Do not split a surrogate pair.
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return text.slice(0, cut) + marker;
}

/** A plain signed number (-3.5, +1,234, -12%): a value, not a formula. Source shared with the CSV writer's one-test-per-cell pattern. */
export const PLAIN_SIGNED_NUMBER_SOURCE = '[-+]\\d[\\d,]*(?:\\.\\d+)?%?';
const PLAIN_SIGNED_NUMBER = new RegExp(`^${PLAIN_SIGNED_NUMBER_SOURCE}$`);

/** True when a spreadsheet would read the text as a formula (starts with =, +, -, @, tab or CR) and it is not simply a signed number. */
export function isFormulaLike(text: string): boolean {
  const c = text.charCodeAt(0);
  if (c !== 61 && c !== 43 && c !== 45 && c !== 64 && c !== 9 && c !== 13) return false;
  if (text === '-' || text === '+' || PLAIN_SIGNED_NUMBER.test(text)) return false;
  return parseNumber(text) === null;
}

/** Prefixes formula-like text with an apostrophe so spreadsheets show it as text instead of running it (OWASP CSV injection advice). */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
