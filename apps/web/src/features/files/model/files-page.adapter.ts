import { LIMITS, type FileItem } from '@tablecrawler/contract';
import { formatDate, formatFileSize } from '@tablecrawler/i18n';

/** One page of the history as the screen needs it. */
export interface FilesPageView {
  items: FileItem[];
  total: number;
  totalPages: number;
}

/** One table row: the item's texts formatted for the UI language. */
export interface FileRowView {
  id: string;
  host: string;
  fileSize: string;
  createdAt: string;
  note: string;
}

function isFileItem(value: unknown): value is FileItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.host === 'string' &&
    typeof item.fileSize === 'number' &&
    typeof item.createdAt === 'string' &&
    (typeof item.note === 'string' || item.note === null || item.note === undefined)
  );
}

/**
 * Reads a list answer (`data.items`, `data.total`); null when the data is missing or malformed, which the screen
 * shows as its error text (spec section 2: "an error text is shown on error or missing data").
 */
export function toFilesPage(response: unknown, pageSize: number = LIMITS.historyPageSize): FilesPageView | null {
  if (typeof response !== 'object' || response === null) return null;
  const data = (response as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { items, total } = data as { items?: unknown; total?: unknown };
  if (!Array.isArray(items) || !items.every(isFileItem)) return null;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return null;
  const normalised = items.map((item) => ({ ...item, note: item.note ?? '' }));
  return { items: normalised, total, totalPages: Math.ceil(total / pageSize) };
}

/** Size rounded up in B/KB/MB/GB, the date in the local format of `lng` (libs/i18n formatters). */
export function toFileRow(item: FileItem, lng: string): FileRowView {
  return {
    id: item.id,
    host: item.host,
    fileSize: formatFileSize(item.fileSize),
    createdAt: formatDate(item.createdAt, lng),
    note: item.note,
  };
}

/** The `page` query parameter as a page number: a positive integer, otherwise 1 (spec section 2: default 1). */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}
