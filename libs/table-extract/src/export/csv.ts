import type { ExtractedTable } from '../model';
import { DEFAULT_TRUNCATION_MARKER, EXCEL_LIMITS, neutraliseFormula, PLAIN_SIGNED_NUMBER_SOURCE, truncateCell } from './limits';

export interface DelimitedOptions {
  /** Field separator. Default ',' for CSV, '\t' for TSV. */
  delimiter?: string;
  /** Line ending. Default '\r\n' (RFC 4180) for CSV, '\n' for TSV. */
  lineEnding?: string;
  /** Start with a UTF-8 byte-order mark so Excel reads Korean text as UTF-8. Default true for CSV, false for TSV. */
  bom?: boolean;
  /** 'columns': one header line of column names; 'rows': the table's header rows as they are; 'none': no header. Default 'columns'. */
  header?: 'columns' | 'rows' | 'none';
  /** Prefix cells that start with =, +, -, @, tab or CR with an apostrophe. Default true. */
  neutraliseFormulas?: boolean;
  /** Cut cells at Excel's 32,767 characters, ending them with this marker; null keeps them whole. Default ' […]'. */
  truncationMarker?: string | null;
}

/** MIME type of the CSV text (UTF-8). */
export const CSV_MIME = 'text/csv;charset=utf-8';

function delimited(table: ExtractedTable, options: DelimitedOptions, defaults: Required<Pick<DelimitedOptions, 'delimiter' | 'lineEnding' | 'bom'>>): string {
  const delimiter = options.delimiter ?? defaults.delimiter;
  const eol = options.lineEnding ?? defaults.lineEnding;
  const header = options.header ?? 'columns';
  const neutralise = options.neutraliseFormulas ?? true;
  const marker = options.truncationMarker === undefined ? DEFAULT_TRUNCATION_MARKER : options.truncationMarker;
  const maxChars = EXCEL_LIMITS.MAX_CELL_CHARS;
  const escaped = delimiter.replace(/[\\\]^-]/g, '\\$&');
  const special = new RegExp(`["\\r\\n${escaped}]`);
  // One test per cell decides whether the row can be written with a plain join (signed numbers are values, not formulas).
  const needsWork = new RegExp(neutralise ? `^(?!${PLAIN_SIGNED_NUMBER_SOURCE}$)[=+\\-@\\t\\r]|["\\r\\n${escaped}]` : `["\\r\\n${escaped}]`);
  const field = (text: string): string => {
    let t = text;
    if (marker !== null && t.length > maxChars) t = truncateCell(t, marker);
    if (neutralise) t = neutraliseFormula(t);
    return special.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const lines: string[] = [];
  const width = table.columns.length;
  const line = (row: readonly string[]): string => {
    let plain = row.length === width;
    for (let c = 0; plain && c < width; c++) {
      const v = row[c] as string;
      if (v.length > maxChars || needsWork.test(v)) plain = false;
    }
    if (plain) return row.join(delimiter);
    let s = '';
    for (let c = 0; c < width; c++) {
      if (c) s += delimiter;
      const v = row[c];
      if (v) s += field(v);
    }
    return s;
  };
  if (header === 'columns') lines.push(line(table.columns));
  if (header === 'rows') for (let r = 0; r < table.headerRows; r++) lines.push(line(table.grid[r] as string[]));
  for (let r = table.headerRows; r < table.grid.length; r++) lines.push(line(table.grid[r] as string[]));
  const body = lines.join(eol) + (lines.length ? eol : '');
  return (options.bom ?? defaults.bom ? '\uFEFF' : '') + body;
}

/** RFC 4180 CSV: quoted where needed, CRLF, UTF-8 BOM, a header line of column names, formula-like cells neutralised. Options default: delimiter ',', lineEnding '\r\n', bom true, header 'columns', neutraliseFormulas true, truncationMarker ' […]'. */
export function toCsv(table: ExtractedTable, options: DelimitedOptions = {}): string {
  return delimited(table, options, { delimiter: ',', lineEnding: '\r\n', bom: true });
}

/** Tab-separated text for the clipboard (pastes into Excel and Google Sheets as cells). Options default: delimiter '\t', lineEnding '\n', bom false, header 'columns', neutraliseFormulas true. */
export function toTsv(table: ExtractedTable, options: DelimitedOptions = {}): string {
  return delimited(table, options, { delimiter: '\t', lineEnding: '\n', bom: false });
}

export interface CsvFilesOptions extends DelimitedOptions {
  /** Lines per file including its header lines (a quoted cell with line breaks is one line); longer tables continue in further files. Default 1,048,576 (Excel's row limit). */
  maxRowsPerFile?: number;
}

/**
 * CSV files of at most Excel's 1,048,576 rows each (Excel silently stops reading a longer file): the table's body rows
 * in order, each file starting with the same header, footer rows in the last one. One file when the table fits.
 */
export function toCsvFiles(table: ExtractedTable, options: CsvFilesOptions = {}): string[] {
  const header = options.header ?? 'columns';
  const headerLines = header === 'columns' ? 1 : header === 'rows' ? table.headerRows : 0;
  const maxRows = Math.min(options.maxRowsPerFile ?? EXCEL_LIMITS.MAX_ROWS, EXCEL_LIMITS.MAX_ROWS);
  const perFile = maxRows - headerLines;
  if (perFile < 1) throw new RangeError(`maxRowsPerFile ${maxRows} leaves no room for body rows after ${headerLines} header lines`);
  const bodyRows = table.grid.length - table.headerRows;
  if (bodyRows <= perFile) return [toCsv(table, options)];
  const head = table.grid.slice(0, table.headerRows);
  const files: string[] = [];
  for (let from = table.headerRows; from < table.grid.length; from += perFile) {
    const part: ExtractedTable = { ...table, grid: head.concat(table.grid.slice(from, from + perFile)) };
    files.push(toCsv(part, options));
  }
  return files;
}
