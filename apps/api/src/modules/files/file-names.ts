import { FILE_FORMATS, type FileFormat } from '@tablecrawler/contract';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  [FILE_FORMATS.CSV]: 'text/csv; charset=utf-8',
  [FILE_FORMATS.XLSX]: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  [FILE_FORMATS.JSON]: 'application/json; charset=utf-8',
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** `host_YYYYMMDD_HHmm.ext`, the creation time in UTC; anything but letters, digits, dots and hyphens (a port's colon) becomes `_`. */
export function downloadFileName(host: string, createdAt: Date, format: FileFormat): string {
  const stamp = `${createdAt.getUTCFullYear()}${pad(createdAt.getUTCMonth() + 1)}${pad(createdAt.getUTCDate())}_${pad(createdAt.getUTCHours())}${pad(createdAt.getUTCMinutes())}`;
  const safeHost = host.replace(/[^A-Za-z0-9.-]/g, '_') || 'file';
  return `${safeHost}_${stamp}.${format}`;
}

/** RFC 5987 ext-value characters (attr-char) kept as they are; everything else percent-encoded from UTF-8. */
function encodeExtValue(value: string): string {
  return Array.from(new TextEncoder().encode(value))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9!#$&+.^_`|~-]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** RFC 6266 `attachment` with an ASCII fallback `filename` and the UTF-8 `filename*`. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
