import type { ExtractedTable } from '../model';
import { foldText, holdsKeyword, keywordMatcher, unstableFold, type KeywordMatcher } from './normalize';

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
  const { keywords: words, any } = matcher;
  const n = words.length;
  let found = 0;
  for (const c of columns) {
    const cell = row[c];
    if (!cell || !any.test(cell)) continue;
    const folded = unstableFold(cell);
    for (let i = 0; i < n; i++) {
      if (hits[i]) continue;
      if (holdsKeyword(matcher, cell, folded, i)) {
        hits[i] = 1;
        found++;
      }
    }
    if (found === n) return;
  }
}

// What is known of each keyword in each row, per grid and column set. Filters read these states and look at the cells
// of a row only while its answer is unknown, so refiltering reads arrays and typing on from a cached keyword looks
// only at the rows that hold it. Grids are treated as immutable, as everywhere in this library.
const UNKNOWN = 0;
const ABSENT = 1;
const PRESENT = 2;
type State = typeof UNKNOWN | typeof ABSENT | typeof PRESENT;
interface GridIndex {
  length: number;
  byKeyword: Map<string, Uint8Array>;
}
const MAX_CACHED_KEYWORDS = 48;
const gridCache = new WeakMap<readonly string[][], Map<string, GridIndex>>();

/** Row states of each keyword (created as unknown, or absent where a cached keyword that it contains is absent); `fresh` when nothing is known of any of them yet. */
function keywordStates(grid: readonly string[][], key: string, words: readonly string[]): { states: Uint8Array[]; fresh: boolean } {
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
  const { byKeyword } = index;
  const missing = words.filter((w) => !byKeyword.has(w));
  if (byKeyword.size + missing.length > MAX_CACHED_KEYWORDS) byKeyword.clear();
  let fresh = missing.length === words.length;
  for (const word of words) {
    if (byKeyword.has(word)) continue;
    const states = new Uint8Array(grid.length);
    for (const [cached, known] of byKeyword) {
      if (!word.includes(cached)) continue;
      fresh = false;
      for (let r = 0; r < known.length; r++) if (known[r] === ABSENT) states[r] = ABSENT;
    }
    byKeyword.set(word, states);
  }
  return { states: words.map((w) => byKeyword.get(w) as Uint8Array), fresh };
}

/** 'any': present if one keyword is, absent if all are; 'all': absent if one is, present if all are; else unknown. */
function decide(states: readonly Uint8Array[], r: number, all: boolean): State {
  let unknown = false;
  for (const s of states) {
    const v = s[r] as State;
    if (v === (all ? ABSENT : PRESENT)) return v;
    if (v === UNKNOWN) unknown = true;
  }
  return unknown ? UNKNOWN : all ? PRESENT : ABSENT;
}

// Roles of a keyword in a filter (a keyword may be both included and excluded).
const INCLUDED = 1;
const EXCLUDED = 2;

interface Decision {
  inc: readonly Uint8Array[];
  exc: readonly Uint8Array[];
  includeAll: boolean;
  excludeAll: boolean;
  /** Per keyword of the matcher: INCLUDED, EXCLUDED or both (bits). */
  roles: Uint8Array;
}

/**
 * Reads row r's cells for the keywords, from index `from` into `columns` (the cells before are known to hold none; with
 * `passed`, that first cell already passed the matcher's `any` test). It stops as soon as the row's outcome is settled
 * — an exclusion present (the row goes), or the inclusion met with no exclusion to look for (the row stays) — and once
 * the inclusion is met it looks only for exclusion keywords. A keyword it stopped looking for stays unknown for this
 * row (a later filter reads the row again if it needs it); one looked for in every cell and not found becomes absent.
 */
function evaluate(row: readonly string[], columns: readonly number[], matcher: KeywordMatcher, states: readonly Uint8Array[], r: number, d: Decision, from = 0, passed = false): void {
  const { keywords: words, any } = matcher;
  const n = words.length;
  // Once the inclusion is met, keywords only included are no longer looked for (from then on they cannot be absent).
  let includeMet = false;
  for (let k = from; k < columns.length; k++) {
    const cell = row[columns[k] as number];
    if (!cell || (!(passed && k === from) && !any.test(cell))) continue;
    const folded = unstableFold(cell);
    let hit = false;
    for (let i = 0; i < n; i++) {
      const s = states[i] as Uint8Array;
      if (s[r] === PRESENT || (includeMet && d.roles[i] === INCLUDED)) continue;
      if (holdsKeyword(matcher, cell, folded, i)) {
        s[r] = PRESENT;
        hit = true;
      }
    }
    if (!hit) continue;
    if (d.exc.length && decide(d.exc, r, d.excludeAll) === PRESENT) return;
    if (!includeMet && (!d.inc.length || decide(d.inc, r, d.includeAll) === PRESENT)) {
      if (!d.exc.length) return;
      includeMet = true;
    }
  }
  for (let i = 0; i < n; i++) {
    const s = states[i] as Uint8Array;
    if (s[r] !== PRESENT && !(includeMet && d.roles[i] === INCLUDED)) s[r] = ABSENT;
  }
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
  const passes = (hits: Uint8Array, all: boolean): boolean => (all ? hits.every((h) => h === 1) : hits.some((h) => h === 1));
  return (row) => {
    if (inc) {
      incHits.fill(0);
      rowHits(row, columns, inc, incHits);
      if (!passes(incHits, includeAll)) return false;
    }
    if (exc) {
      excHits.fill(0);
      rowHits(row, columns, exc, excHits);
      if (passes(excHits, excludeAll)) return false;
    }
    return true;
  };
}

/**
 * The first filter of a grid for these keywords, when nothing is known yet: a tight loop that settles rows without any
 * keyword (most of them, usually) with one regular-expression test per cell, and reads the others cell by cell.
 */
function firstFilter(rows: readonly string[][], from: number, to: number, columns: readonly number[], matcher: KeywordMatcher, states: readonly Uint8Array[], out: string[][], d: Decision): void {
  const { any } = matcher;
  const width = columns.length;
  const contiguous = columns.every((c, i) => c === i);
  const keepWithout = !d.inc.length;
  for (let r = from; r < to; r++) {
    const row = rows[r] as string[];
    let hit = 0;
    if (contiguous) {
      while (hit < width) {
        const cell = row[hit];
        if (cell && any.test(cell)) break;
        hit++;
      }
    } else {
      while (hit < width) {
        const cell = row[columns[hit] as number];
        if (cell && any.test(cell)) break;
        hit++;
      }
    }
    if (hit === width) {
      for (let i = 0; i < states.length; i++) (states[i] as Uint8Array)[r] = ABSENT;
      if (keepWithout) out.push(row);
      continue;
    }
    evaluate(row, columns, matcher, states, r, d, hit, true);
    const kept = d.inc.length ? decide(d.inc, r, d.includeAll) : PRESENT;
    const dropped = d.exc.length ? decide(d.exc, r, d.excludeAll) : ABSENT;
    if (kept === PRESENT && dropped === ABSENT) out.push(row);
  }
}

/** Keeps body rows that pass the filter (case-insensitive, NFKC-normalised substring match); header and footer rows stay. An empty filter keeps everything. */
export function filterRows(table: ExtractedTable, filter: RowFilter): ExtractedTable {
  const include = keywords(filter.include);
  const exclude = keywords(filter.exclude);
  if (!include.length && !exclude.length) return table;
  const columns = resolveColumns(table, filter.columns);
  const footer = table.footerRows ?? 0;
  const bodyEnd = table.grid.length - footer;
  const words = [...new Set([...include, ...exclude])];
  const { states, fresh } = keywordStates(table.grid, columns.join(','), words);
  const statesOf = (list: readonly string[]): Uint8Array[] => list.map((w) => states[words.indexOf(w)] as Uint8Array);
  const inc = statesOf(include);
  const exc = statesOf(exclude);
  const roles = new Uint8Array(words.length);
  words.forEach((w, i) => {
    roles[i] = (include.includes(w) ? INCLUDED : 0) | (exclude.includes(w) ? EXCLUDED : 0);
  });
  const d: Decision = { inc, exc, includeAll: filter.includeMode === 'all', excludeAll: filter.excludeMode === 'all', roles };
  const grid: string[][] = table.grid.slice(0, table.headerRows);
  if (fresh) {
    firstFilter(table.grid, table.headerRows, bodyEnd, columns, keywordMatcher(words), states, grid, d);
  } else {
    let matcher: KeywordMatcher | null = null;
    for (let r = table.headerRows; r < bodyEnd; r++) {
      const row = table.grid[r] as string[];
      let kept = inc.length ? decide(inc, r, d.includeAll) : PRESENT;
      if (kept === ABSENT) continue;
      let dropped = exc.length ? decide(exc, r, d.excludeAll) : ABSENT;
      if (dropped === PRESENT) continue;
      if (kept === UNKNOWN || dropped === UNKNOWN) {
        evaluate(row, columns, (matcher ??= keywordMatcher(words)), states, r, d);
        if (inc.length) kept = decide(inc, r, d.includeAll);
        if (exc.length) dropped = decide(exc, r, d.excludeAll);
      }
      if (kept === PRESENT && dropped === ABSENT) grid.push(row);
    }
  }
  for (let r = bodyEnd; r < table.grid.length; r++) grid.push(table.grid[r] as string[]);
  return { ...table, grid };
}
