import { toSupportedLanguage } from './create-i18n';

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats a date in the browser's local time zone: Korean `YYYY년 MM월 DD일`, English `Nov 21, 2026`.
 * Any language other than English formats as Korean (the fallback). Invalid dates give ''.
 */
export function formatDate(date: Date | string | number, lng?: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  if (toSupportedLanguage(lng) === 'en') {
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
  }
  return `${d.getFullYear()}년 ${pad2(d.getMonth() + 1)}월 ${pad2(d.getDate())}일`;
}

/**
 * Formats a byte count with B/KB/MB/GB in 1024 steps, rounded up to an integer: below 1024 in B,
 * otherwise in the largest unit whose value is at least 1 (a value that rounds up to 1024 moves to the
 * next unit; GB is the largest). Throws RangeError for negative or non-finite input.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`invalid file size: ${bytes}`);
  let unit = 0;
  while (unit < FILE_SIZE_UNITS.length - 1 && bytes >= STEP ** (unit + 1)) unit += 1;
  let value = Math.ceil(bytes / STEP ** unit);
  if (value >= STEP && unit < FILE_SIZE_UNITS.length - 1) {
    unit += 1;
    value = Math.ceil(bytes / STEP ** unit);
  }
  return `${value} ${FILE_SIZE_UNITS[unit]}`;
}

const priceFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Formats a price with thousands separators and at most two decimals (`12900` → `12,900`). */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}
