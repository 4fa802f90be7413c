import { CSV_MIME, JSON_MIME, toCsv, toTsv, toXlsx, XLSX_MIME, type ExtractedTable } from '@tablecrawler/table-extract';
import type { ExportFormat, OutputTable } from '../../table';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `host_YYYYMMDD_HHmm.ext` in the local time of `at` (the host without port or `www.`; `table` when the URL has none). */
export function exportFileName(url: string, at: Date, format: ExportFormat): string {
  let host = '';
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // Not a URL: fall back below.
  }
  host = host.replace(/[^\p{L}\p{N}.-]+/gu, '_') || 'table';
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}_${pad(at.getHours())}${pad(at.getMinutes())}`;
  return `${host}_${stamp}.${format}`;
}

/** The output as table-extract's table: no header rows in the grid, names in `columns`. */
const asExtracted = (output: OutputTable): ExtractedTable => ({ grid: output.rows, headerRows: 0, columns: output.columns });

/** The JSON file's content: `{ columns, rows, source: { url, pages, crawledAt } }`, rows as arrays in column order. */
export function toExportJson(output: OutputTable): string {
  return JSON.stringify({ columns: output.columns, rows: output.rows, source: output.source });
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

/**
 * Builds the file for a format: CSV per RFC 4180 with a UTF-8 BOM and formula-like cells neutralised; XLSX with a
 * bold frozen header and typed cells where a whole column is numeric or dates (table-extract's toXlsx); JSON.
 */
export function buildExportFile(output: OutputTable, format: ExportFormat, options: { at: Date; sheetName: string }): ExportFile {
  const fileName = exportFileName(output.source.url, options.at, format);
  switch (format) {
    case 'csv':
      return { fileName, blob: new Blob([toCsv(asExtracted(output))], { type: CSV_MIME }) };
    case 'xlsx':
      return { fileName, blob: new Blob([toXlsx([{ table: asExtracted(output), name: options.sheetName }]) as Uint8Array<ArrayBuffer>], { type: XLSX_MIME }) };
    case 'json':
      return { fileName, blob: new Blob([toExportJson(output)], { type: JSON_MIME }) };
  }
}

/** Tab-separated text for pasting into a spreadsheet (header line of column names, formula-like cells neutralised). */
export const toClipboardTsv = (output: OutputTable): string => toTsv(asExtracted(output));
