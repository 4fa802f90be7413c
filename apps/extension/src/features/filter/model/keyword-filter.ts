import { filterRows } from '@tablecrawler/table-extract';
import { extendsRows, type KeywordFilterSpec } from '../../table';

export const EMPTY_FILTER: KeywordFilterSpec = { include: [], exclude: [], mode: 'any', column: null };

export const KEYWORD_LISTS = { INCLUDE: 'include', EXCLUDE: 'exclude' } as const;
export type KeywordList = (typeof KEYWORD_LISTS)[keyof typeof KEYWORD_LISTS];

/** Adds a keyword chip (trimmed; blank or already listed keywords are ignored). */
export function addKeyword(spec: KeywordFilterSpec, list: KeywordList, keyword: string): KeywordFilterSpec {
  const word = keyword.trim();
  if (!word || spec[list].includes(word)) return spec;
  return { ...spec, [list]: [...spec[list], word] };
}

export function removeKeyword(spec: KeywordFilterSpec, list: KeywordList, keyword: string): KeywordFilterSpec {
  return { ...spec, [list]: spec[list].filter((w) => w !== keyword) };
}

export const isFilterActive = (spec: KeywordFilterSpec): boolean => spec.include.length > 0 || spec.exclude.length > 0;

/**
 * The rows a filter keeps. Matching is table-extract's: case-insensitive substrings of NFKC-folded text, so
 * decomposed and composed Hangul, full-width and half-width letters and digits compare equal. `mode` says whether
 * any or all include keywords must be present; a row holding any exclude keyword is dropped. `column` (an index into
 * `columns`) limits the search to one column. The same `rows` array may be passed again as keywords change: the
 * library keeps what it learnt per keyword for that array.
 */
export function applyFilter(columns: readonly string[], rows: string[][], spec: KeywordFilterSpec): string[][] {
  if (!isFilterActive(spec)) return rows;
  const column = spec.column !== null && spec.column < columns.length ? [spec.column] : undefined;
  return filterRows(
    { grid: rows, headerRows: 0, columns: [...columns] },
    { include: spec.include, exclude: spec.exclude, includeMode: spec.mode, excludeMode: 'any', ...(column ? { columns: column } : {}) },
  ).grid;
}

/**
 * applyFilter that remembers its last answer: when the same columns and filter meet rows that extend the last rows (a
 * crawl appending page after page), only the new rows are filtered and appended to the rows kept before, so a live
 * filter over a growing 100,000-row preview costs per page what the page brings.
 */
export function createRowFilter(): (columns: readonly string[], rows: string[][], spec: KeywordFilterSpec) => string[][] {
  let last: { columns: readonly string[]; rows: string[][]; spec: KeywordFilterSpec; kept: string[][] } | undefined;
  return (columns, rows, spec) => {
    if (!isFilterActive(spec)) {
      last = undefined;
      return rows;
    }
    const before = last;
    let kept: string[][];
    if (before && before.columns === columns && before.spec === spec && extendsRows(before.rows, rows)) {
      kept = rows.length === before.rows.length ? before.kept : before.kept.concat(applyFilter(columns, rows.slice(before.rows.length), spec));
    } else kept = applyFilter(columns, rows, spec);
    last = { columns, rows, spec, kept };
    return kept;
  };
}
