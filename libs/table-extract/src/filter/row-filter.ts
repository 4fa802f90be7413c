import type { ExtractedTable } from '../model';
import { foldText, keywordMatcher, type KeywordMatcher } from './normalize';

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

function keywords(list: readonly string[] | undefined): string[] {
  return [...new Set((list ?? []).map(foldText).filter((k) => k.length > 0))];
}

/** For each keyword i, whether any of the row's chosen cells contains it. */
function rowHits(row: readonly string[], columns: readonly number[], matcher: KeywordMatcher, hits: Uint8Array): void {
  const n = matcher.keywords.length;
  let found = 0;
  for (const c of columns) {
    const cell = row[c];
    if (!cell || !matcher.mayMatch(cell)) continue;
    const folded = matcher.unstable(cell);
    for (let i = 0; i < n; i++) {
      if (hits[i]) continue;
      if (folded === null ? matcher.matches(cell, i) : folded.includes(matcher.keywords[i] as string)) {
        hits[i] = 1;
        found++;
      }
    }
    if (found === n) return;
  }
}

// Which body rows hold each keyword, per grid and column set, so refiltering (and typing on from a cached keyword)
// reads bitmaps instead of cells. Grids are treated as immutable, as everywhere in this library.
interface KeywordRows {
  rows: Uint8Array;
  count: number;
}
interface GridIndex {
  length: number;
  byKeyword: Map<string, KeywordRows>;
}
const MAX_CACHED_KEYWORDS = 48;
const gridCache = new WeakMap<readonly string[][], Map<string, GridIndex>>();

function indexFor(grid: readonly string[][], key: string): GridIndex {
  let byColumns = gridCache.get(grid);
  if (!byColumns) {
    byColumns = new Map();
    gridCache.set(grid, byColumns);
  }
  let index = byColumns.get(key);
  if (!index || index.length !== grid.length) {
    index = { length: grid.length, byKeyword: new Map() };
    byColumns.set(key, index);
  }
  return index;
}

/** Rows of `grid` in [from, to) holding each keyword, computed once per keyword; a new keyword that contains a cached one only looks at that one's rows. */
function keywordRows(grid: readonly string[][], from: number, to: number, columns: readonly number[], key: string, words: readonly string[]): KeywordRows[] {
  // `key` names the row range and the column set.
  const index = indexFor(grid, key);
  const missing = [...new Set(words)].filter((w) => !index.byKeyword.has(w));
  if (missing.length) {
    if (index.byKeyword.size + missing.length > MAX_CACHED_KEYWORDS) index.byKeyword.clear();
    // Typing on: rows holding the new word also hold every cached word it contains.
    let candidates: Uint8Array | null = null;
    if (missing.length === 1) {
      const word = missing[0] as string;
      let best: KeywordRows | null = null;
      for (const [cached, rows] of index.byKeyword) if (word.includes(cached) && (!best || rows.count < best.count)) best = rows;
      if (best) candidates = best.rows;
    }
    const matcher = keywordMatcher(missing);
    const found = missing.map(() => ({ rows: new Uint8Array(grid.length), count: 0 }));
    const hits = new Uint8Array(missing.length);
    for (let r = from; r < to; r++) {
      if (candidates && !candidates[r]) continue;
      hits.fill(0);
      rowHits(grid[r] as string[], columns, matcher, hits);
      for (let i = 0; i < missing.length; i++) {
        if (!hits[i]) continue;
        const f = found[i] as KeywordRows;
        f.rows[r] = 1;
        f.count++;
      }
    }
    missing.forEach((w, i) => index.byKeyword.set(w, found[i] as KeywordRows));
  }
  return words.map((w) => index.byKeyword.get(w) as KeywordRows);
}

/** Builds a reusable row predicate for rows of this table or rows like them (each call reads the row's cells). */
export function rowMatcher(table: ExtractedTable, filter: RowFilter): (row: string[]) => boolean {
  const include = keywords(filter.include);
  const exclude = keywords(filter.exclude);
  if (!include.length && !exclude.length) return () => true;
  const columns = resolveColumns(table, filter.columns);
  const includeAll = filter.includeMode === 'all';
  const excludeAll = filter.excludeMode === 'all';
  const inc = include.length ? keywordMatcher(include) : null;
  const exc = exclude.length ? keywordMatcher(exclude) : null;
  const incHits = new Uint8Array(include.length);
  const excHits = new Uint8Array(exclude.length);
  const decide = (hits: Uint8Array, all: boolean): boolean => (all ? hits.every((h) => h === 1) : hits.some((h) => h === 1));
  return (row) => {
    if (inc) {
      incHits.fill(0);
      rowHits(row, columns, inc, incHits);
      if (!decide(incHits, includeAll)) return false;
    }
    if (exc) {
      excHits.fill(0);
      rowHits(row, columns, exc, excHits);
      if (decide(excHits, excludeAll)) return false;
    }
    return true;
  };
}

/** Keeps body rows that pass the filter (case-insensitive, NFKC-normalised substring match); header and footer rows stay. An empty filter keeps everything. */
export function filterRows(table: ExtractedTable, filter: RowFilter): ExtractedTable {
  const include = keywords(filter.include);
  const exclude = keywords(filter.exclude);
  if (!include.length && !exclude.length) return table;
  const columns = resolveColumns(table, filter.columns);
  const footer = table.footerRows ?? 0;
  const bodyEnd = table.grid.length - footer;
  const key = `${table.headerRows}:${bodyEnd}:${columns.join(',')}`;
  const rows = keywordRows(table.grid, table.headerRows, bodyEnd, columns, key, [...include, ...exclude]);
  const inc = rows.slice(0, include.length).map((k) => k.rows);
  const exc = rows.slice(include.length).map((k) => k.rows);
  const includeAll = filter.includeMode === 'all';
  const excludeAll = filter.excludeMode === 'all';
  const grid: string[][] = table.grid.slice(0, table.headerRows);
  for (let r = table.headerRows; r < bodyEnd; r++) {
    if (inc.length) {
      let kept = includeAll;
      for (const bits of inc) {
        if (includeAll ? !bits[r] : bits[r]) {
          kept = !includeAll;
          break;
        }
      }
      if (!kept) continue;
    }
    if (exc.length) {
      let dropped = excludeAll;
      for (const bits of exc) {
        if (excludeAll ? !bits[r] : bits[r]) {
          dropped = !excludeAll;
          break;
        }
      }
      if (dropped) continue;
    }
    grid.push(table.grid[r] as string[]);
  }
  for (let r = bodyEnd; r < table.grid.length; r++) grid.push(table.grid[r] as string[]);
  return { ...table, grid };
}
