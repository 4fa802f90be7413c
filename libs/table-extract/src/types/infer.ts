import type { ExtractedTable } from '../model';
import { dateForm, formatOfForm, type DateForm } from './date-form';

export const CELL_TYPES = { TEXT: 'text', INTEGER: 'integer', DECIMAL: 'decimal', CURRENCY: 'currency', PERCENT: 'percent', DATE: 'date' } as const;
export type CellType = (typeof CELL_TYPES)[keyof typeof CELL_TYPES];

export interface ColumnType {
  type: CellType;
  /** Excel number format for the column ('General' for text and plain integers). */
  format: string;
}

export interface ParsedNumber {
  value: number;
  type: 'integer' | 'decimal' | 'currency' | 'percent';
  decimals: number;
  grouped: boolean;
  /** Currency symbol and where it stands, e.g. '₩' prefix or '원' suffix. */
  currency?: string;
  suffix?: boolean;
}

export interface ParsedDate {
  /** Excel serial date (days since 1899-12-30, time as the fraction). */
  serial: number;
  time: boolean;
}

const NUMBER = /^([-+\u2212]?)\s*(US\$|\$|₩|￦|€|£|¥|￥)?\s*([-+\u2212]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(%|원|달러|円)?$/;
const PLACEHOLDERS = new Set(['-', '–', '—', '−', 'N/A', 'n/a', 'NA', '.', '..', '...', '…']);
const DATE_SEP = /^(\d{4})\s*([-./])\s*(\d{1,2})\s*\2\s*(\d{1,2})\.?(?:\s*\([^)]{1,3}\))?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const DATE_KO = /^(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일(?:\s*\([^)]{1,3}\))?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
// English month names, written out or abbreviated (`May 31, 2013`, `Sept. 5, 2024`, `31 May 2013`, `05-Jan-2024`), an
// optional weekday before and time after (`3:30 PM`). All-number day/month orders (`05/06/2024`) stay text: they read
// differently in the US and elsewhere.
const MONTH = '([A-Za-z]{3,9})\\.?';
const TIME = '(?:,?\\s+(?:at\\s+)?(\\d{1,2}):(\\d{2})(?::(\\d{2}))?\\s*([AaPp]\\.?[Mm]\\.?)?)?';
const WEEKDAY = '(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,6}\\.?,?\\s+)?';
const DATE_MDY = new RegExp(`^${WEEKDAY}${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})${TIME}$`);
const DATE_DMY = new RegExp(`^${WEEKDAY}(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+|-)${MONTH}(?:,?\\s+|-)(\\d{4})${TIME}$`);
const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6, jul: 7, july: 7,
  aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const MAX_SIGNIFICANT = 15;

/** Reads a cell as a number, amount or percentage ('1,234', '-3.5', '₩1,000', '1,000원', '$12.50', '12.5%'); null when it is not one or is ambiguous (leading zeros, more than 15 digits). */
export function parseNumber(text: string): ParsedNumber | null {
  const first = text.charCodeAt(0);
  // Fast reject: numbers start with a digit, a sign or a currency sign.
  if (!(first >= 48 && first <= 57) && first !== 45 && first !== 43 && first !== 0x2212 && first !== 36 && first !== 0x20a9 && first !== 0xffe6 && first !== 0x20ac && first !== 0xa3 && first !== 0xa5 && first !== 0xffe5 && first !== 85) return null;
  const m = NUMBER.exec(text);
  if (!m) return null;
  const [, sign1, prefix, sign2, intPart = '', frac, suffix] = m;
  if (sign1 && sign2) return null;
  const digits = intPart.replace(/,/g, '');
  if (digits.length > 1 && digits[0] === '0') return null;
  if ((digits.replace(/^0+/, '') + (frac ?? '')).length > MAX_SIGNIFICANT) return null;
  const negative = (sign1 || sign2) === '-' || (sign1 || sign2) === '\u2212';
  let value = Number(frac ? `${digits}.${frac}` : digits);
  if (negative) value = -value;
  const decimals = frac ? frac.length : 0;
  const grouped = intPart.includes(',');
  if (prefix && suffix) return null;
  // Shift the decimal point in text so 5.9% is exactly the double nearest 0.059.
  if (suffix === '%') return { value: Number(`${negative ? '-' : ''}${digits}${frac ? `.${frac}` : ''}e-2`), type: 'percent', decimals, grouped };
  if (prefix) return { value, type: 'currency', decimals, grouped, currency: prefix === '￦' ? '₩' : prefix === '￥' ? '¥' : prefix, suffix: false };
  if (suffix) return { value, type: 'currency', decimals, grouped, currency: suffix, suffix: true };
  return { value, type: decimals ? 'decimal' : 'integer', decimals, grouped };
}

function serialOf(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  // Excel's serials before 1900-03-01 are off by its 1900 leap-year bug: keep those as text.
  if (y < 1900 || (y === 1900 && mo < 3) || y > 9999) return null;
  return (ms - EXCEL_EPOCH) / 86400000 + (h * 3600 + mi * 60 + s) / 86400;
}

/** A date written with an English month name; null when it is not one. */
function parseNamedDate(text: string): ParsedDate | null {
  let m = DATE_MDY.exec(text);
  let month: string | undefined;
  let day: string | undefined;
  if (m) [, month, day] = m;
  else {
    m = DATE_DMY.exec(text);
    if (!m) return null;
    [, day, month] = m;
  }
  const mo = MONTHS[(month ?? '').toLowerCase()];
  if (!mo) return null;
  const [, , , year, hh, mm, ss, ampm] = m;
  let h = hh === undefined ? 0 : Number(hh);
  if (ampm) {
    if (h < 1 || h > 12) return null;
    const pm = ampm[0] === 'p' || ampm[0] === 'P';
    h = (h % 12) + (pm ? 12 : 0);
  }
  const serial = serialOf(Number(year), mo, Number(day), h, mm === undefined ? 0 : Number(mm), ss === undefined ? 0 : Number(ss));
  return serial === null ? null : { serial, time: hh !== undefined };
}

/**
 * Reads a cell as a date ('2026-11-21', '2026.11.21', '2026. 11. 21.', '2026/11/21', '2026년 11월 21일', 'Nov 21, 2026',
 * '21 November 2026', '21-Nov-2026', optionally with a time); null otherwise.
 */
export function parseDate(text: string): ParsedDate | null {
  const first = text.charCodeAt(0);
  if (text.length < 8) return null;
  if ((first >= 65 && first <= 90) || (first >= 97 && first <= 122) || ((first >= 48 && first <= 57) && text.length < 30 && /^\d{1,2}(?:st|nd|rd|th)?[\s-][A-Za-z]/.test(text))) return parseNamedDate(text);
  if (first < 49 || first > 57) return null;
  let m = DATE_SEP.exec(text);
  let parts: (string | undefined)[];
  if (m) parts = [m[1], m[3], m[4], m[5], m[6], m[7]];
  else {
    m = DATE_KO.exec(text);
    if (!m) return null;
    parts = [m[1], m[2], m[3], m[4], m[5], m[6]];
  }
  const [y, mo, d, h, mi, s] = parts.map((p) => (p === undefined ? 0 : Number(p))) as [number, number, number, number, number, number];
  const serial = serialOf(y, mo, d, h, mi, s);
  return serial === null ? null : { serial, time: parts[3] !== undefined };
}

/** True for cells that stand for "no value" ('-', 'N/A', …) and so do not decide a column's type. */
export function isPlaceholder(text: string): boolean {
  return text === '' || PLACEHOLDERS.has(text);
}

function numberFormat(grouped: boolean, decimals: number): string {
  const int = grouped ? '#,##0' : '0';
  return decimals > 0 ? `${int}.${'0'.repeat(Math.min(decimals, 10))}` : int;
}

/**
 * Infers each column's type from its body and footer cells: a column is numeric, currency, percent or date only when
 * every non-empty cell reads as that; a currency or percent column is one whose numbers share one unit, printed on
 * some of them at least (`$9.05`, `13.90`: currency "$"); anything mixed (two currencies, numbers and dates) or
 * ambiguous stays text.
 */
export function inferColumnTypes(table: ExtractedTable): ColumnType[] {
  return inferColumnValues(table).types;
}

export interface TypedColumns {
  types: ColumnType[];
  /** Per typed column, the value of each grid row (NaN where the cell stays text, e.g. '-'); null for text columns. */
  values: (Float64Array | null)[];
}

/** Column types plus the typed values read while inferring them (so writers need not parse every cell twice). */
export function inferColumnValues(table: ExtractedTable): TypedColumns {
  const width = table.columns.length;
  const types: ColumnType[] = [];
  const values: (Float64Array | null)[] = [];
  const sections = sectionRows(table.grid, table.headerRows, width);
  for (let c = 0; c < width; c++) {
    const column = new Float64Array(table.grid.length).fill(NaN);
    const type = inferColumn(table.grid, table.headerRows, c, column, sections);
    types.push(type);
    values.push(type.type === CELL_TYPES.TEXT ? null : column);
  }
  return { types, values };
}

/** A plain number read in a percent column: the column's unit applies (`12.5` under `5.9%` is 12.5 %), shifted in text so it is exact. */
function asPercent(value: number): number {
  return Number(`${value}e-2`);
}

/**
 * Body rows that are one cell spanning the table (a group heading such as `Proximates` or `Minerals` over the rows
 * below it: a spanning cell repeats its text in every slot), or null when there are none. Such a row is no value of
 * any column: it does not make a numeric column text.
 */
function sectionRows(grid: readonly (readonly string[])[], start: number, width: number): Set<number> | null {
  if (width < 2) return null;
  let rows: Set<number> | null = null;
  for (let r = start; r < grid.length; r++) {
    const row = grid[r];
    const first = row?.[0];
    if (!row || !first || row.length < width) continue;
    let same = true;
    for (let c = 1; c < width && same; c++) same = row[c] === first;
    if (same) (rows ??= new Set()).add(r);
  }
  return rows;
}

function inferColumn(grid: readonly (readonly string[])[], start: number, c: number, values: Float64Array, sections: Set<number> | null = null): ColumnType {
  // Plain numbers and numbers carrying the column's one unit (a currency sign or %) may mix: a table often prints the
  // unit on the first row or the total only (`$9.05`, `13.90`, `4.70`); the column is then of that unit throughout.
  let plain: CellType | null = null;
  let unit: CellType | null = null;
  let dates = false;
  let grouped = false;
  let decimals = 0;
  let currency: string | undefined;
  let suffix = false;
  let time = false;
  // The written form every date shares (null once two differ: the column is then drawn `yyyy-mm-dd`).
  let form: DateForm | null | undefined;
  let plainRows: number[] | null = null;
  const text: ColumnType = { type: CELL_TYPES.TEXT, format: 'General' };
  for (let r = start; r < grid.length; r++) {
    const cell = grid[r]?.[c] ?? '';
    if (isPlaceholder(cell)) continue;
    // A group heading's text (written as text) decides nothing; a row of equal numbers is still numbers.
    if (sections?.has(r) && !parseNumber(cell) && !parseDate(cell)) continue;
    if (!dates) {
      const n = parseNumber(cell);
      if (n) {
        if (n.type === 'integer' || n.type === 'decimal') {
          plain = plain === CELL_TYPES.DECIMAL || n.type === 'decimal' ? CELL_TYPES.DECIMAL : CELL_TYPES.INTEGER;
          (plainRows ??= []).push(r);
        } else {
          if (unit !== null && unit !== n.type) return text;
          if (n.type === 'currency') {
            if (currency !== undefined && currency !== n.currency) return text;
            currency = n.currency;
            suffix = n.suffix ?? false;
          }
          unit = n.type;
        }
        values[r] = n.value;
        grouped ||= n.grouped;
        if (n.decimals > decimals) decimals = n.decimals;
        continue;
      }
    }
    const d = parseDate(cell);
    if (d && plain === null && unit === null) {
      dates = true;
      values[r] = d.serial;
      time ||= d.time;
      if (form !== null) {
        const f = dateForm(cell);
        if (!f || (form && form.shape !== f.shape)) form = null;
        else if (form) form.written |= f.written;
        else form = f;
      }
      continue;
    }
    return text;
  }
  if (unit === CELL_TYPES.PERCENT && plainRows) for (const r of plainRows) values[r] = asPercent(values[r] as number);
  const kind: CellType | null = dates ? CELL_TYPES.DATE : (unit ?? plain);
  switch (kind) {
    case null:
      return text;
    case CELL_TYPES.INTEGER:
      return { type: kind, format: grouped ? '#,##0' : 'General' };
    case CELL_TYPES.DECIMAL:
      return { type: kind, format: numberFormat(grouped, decimals) };
    case CELL_TYPES.PERCENT:
      return { type: kind, format: decimals > 0 ? `0.${'0'.repeat(Math.min(decimals, 10))}%` : '0%' };
    case CELL_TYPES.DATE:
      return { type: kind, format: form ? formatOfForm(form) : time ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd' };
    case CELL_TYPES.CURRENCY: {
      const body = numberFormat(true, decimals);
      const sym = `"${currency ?? ''}"`;
      return { type: kind, format: suffix ? `${body}${sym}` : `${sym}${body}` };
    }
  }
}

/** The value a typed cell holds: a number (dates as Excel serials) when the text reads as the column's type, else null (write it as text). */
export function typedValue(text: string, type: ColumnType): number | null {
  switch (type.type) {
    case CELL_TYPES.TEXT:
      return null;
    case CELL_TYPES.DATE:
      return parseDate(text)?.serial ?? null;
    default: {
      const n = parseNumber(text);
      if (!n) return null;
      // A plain number in a percent column is a percentage, as inferColumnValues reads it.
      return type.type === CELL_TYPES.PERCENT && n.type !== 'percent' ? asPercent(n.value) : n.value;
    }
  }
}
