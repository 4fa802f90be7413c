import type { ExtractedTable } from '../model';
import { foldText } from './normalize';

export interface RowFilter {
  /** Keep rows that contain these keywords (see `includeMode`). Empty: keep every row. */
  include?: readonly string[];
  /** Drop rows that contain these keywords (see `excludeMode`). */
  exclude?: readonly string[];
  /** 'any' keyword or 'all' keywords must match for a row to be kept. Default 'any'. */
  includeMode?: 'any' | 'all';
  /** 'any' keyword or 'all' keywords must match for a row to be dropped. Default 'any'. */
  excludeMode?: 'any' | 'all';
  /** Columns searched, by index or name. Default: all columns. */
  columns?: readonly (number | string)[];
}

// Cells are joined with a character no keyword holds, so a keyword never matches across two cells.
const SEPARATOR = '\u0001';
const foldedCache = new WeakMap<string[], Map<string, string>>();
const gridCache = new WeakMap<readonly string[][], Map<string, (string | undefined)[]>>();

/** Column indexes named by index or name (unknown names and out-of-range indexes are ignored). */
export function resolveColumns(table: ExtractedTable, columns: readonly (number | string)[] | undefined): number[] {
  const width = table.columns.length;
  if (!columns) return Array.from({ length: width }, (_, i) => i);
  const out: number[] = [];
  for (const c of columns) {
    const i = typeof c === 'number' ? c : table.columns.indexOf(c);
    if (i >= 0 && i < width && !out.includes(i)) out.push(i);
  }
  return out;
}

function foldedRow(row: string[], key: string, columns: readonly number[]): string {
  let cache = foldedCache.get(row);
  if (!cache) {
    cache = new Map();
    foldedCache.set(row, cache);
  }
  let folded = cache.get(key);
  if (folded === undefined) {
    let joined = '';
    for (const c of columns) joined += (row[c] ?? '') + SEPARATOR;
    folded = foldText(joined);
    cache.set(key, folded);
  }
  return folded;
}

/** Folded text of every row of a grid for one column set, cached per grid so refiltering reads an array. */
function foldedRows(grid: readonly string[][], key: string): (string | undefined)[] {
  let byKey = gridCache.get(grid);
  if (!byKey) {
    byKey = new Map();
    gridCache.set(grid, byKey);
  }
  let rows = byKey.get(key);
  if (!rows) {
    rows = new Array<string | undefined>(grid.length);
    byKey.set(key, rows);
  }
  return rows;
}

function keywords(list: readonly string[] | undefined): string[] {
  return (list ?? []).map(foldText).filter((k) => k.length > 0);
}

function matches(text: string, words: readonly string[], mode: 'any' | 'all'): boolean {
  if (mode === 'all') {
    for (const w of words) if (!text.includes(w)) return false;
    return true;
  }
  for (const w of words) if (text.includes(w)) return true;
  return false;
}

/** Builds a reusable row predicate (folded row texts are cached per row, so refiltering while the user types is cheap). */
export function rowMatcher(table: ExtractedTable, filter: RowFilter): (row: string[]) => boolean {
  const include = keywords(filter.include);
  const exclude = keywords(filter.exclude);
  if (!include.length && !exclude.length) return () => true;
  const columns = resolveColumns(table, filter.columns);
  const key = columns.join(',');
  const includeMode = filter.includeMode ?? 'any';
  const excludeMode = filter.excludeMode ?? 'any';
  return (row) => {
    const text = foldedRow(row, key, columns);
    if (include.length && !matches(text, include, includeMode)) return false;
    if (exclude.length && matches(text, exclude, excludeMode)) return false;
    return true;
  };
}

/** Keeps body rows that pass the filter (case-insensitive, NFKC-normalised substring match); header and footer rows stay. An empty filter keeps everything. */
export function filterRows(table: ExtractedTable, filter: RowFilter): ExtractedTable {
  const include = keywords(filter.include);
  const exclude = keywords(filter.exclude);
  if (!include.length && !exclude.length) return table;
  const columns = resolveColumns(table, filter.columns);
  const key = columns.join(',');
  const includeMode = filter.includeMode ?? 'any';
  const excludeMode = filter.excludeMode ?? 'any';
  const folded = foldedRows(table.grid, key);
  const allColumns = columns.length === table.columns.length && columns.every((c, i) => c === i);
  const footer = table.footerRows ?? 0;
  const bodyEnd = table.grid.length - footer;
  const grid: string[][] = table.grid.slice(0, table.headerRows);
  for (let r = table.headerRows; r < bodyEnd; r++) {
    const row = table.grid[r] as string[];
    let text = folded[r];
    if (text === undefined) {
      let joined: string;
      if (allColumns) joined = row.join(SEPARATOR);
      else {
        joined = '';
        for (const c of columns) joined += (row[c] ?? '') + SEPARATOR;
      }
      text = folded[r] = foldText(joined);
    }
    if (include.length && !matches(text, include, includeMode)) continue;
    if (exclude.length && matches(text, exclude, excludeMode)) continue;
    grid.push(row);
  }
  for (let r = bodyEnd; r < table.grid.length; r++) grid.push(table.grid[r] as string[]);
  return { ...table, grid };
}
