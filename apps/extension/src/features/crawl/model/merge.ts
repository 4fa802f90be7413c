import type { CollectedRow, CollectedTable } from '../../table';

/** Maps each of the first page's columns to a column of a later page: by header name, else by position when the shape is the same; -1 where the page lacks it. */
export function columnMapping(first: readonly string[], page: readonly string[]): number[] {
  const byName = new Map<string, number>();
  page.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (!byName.has(key)) byName.set(key, index);
  });
  return first.map((name, index) => byName.get(name.trim().toLowerCase()) ?? (page.length === first.length ? index : -1));
}

const pick = (cells: readonly string[] | undefined, mapping: readonly number[]): string[] | undefined => {
  if (!cells) return undefined;
  const out = mapping.map((j) => (j < 0 ? '' : (cells[j] ?? '')));
  return out.some((c) => c !== '') ? out : undefined;
};

/** A page's rows under the first page's columns (columns a later page adds are dropped, those it lacks are empty). */
export function alignRows(first: readonly string[], page: CollectedTable): CollectedRow[] {
  const mapping = columnMapping(first, page.columns);
  const identity = mapping.length === page.columns.length && mapping.every((j, i) => j === i);
  if (identity) return page.rows;
  return page.rows.map((row) => {
    const aligned: CollectedRow = {
      text: mapping.map((j) => (j < 0 ? '' : (row.text[j] ?? ''))),
    };
    const link = pick(row.link, mapping);
    const image = pick(row.image, mapping);
    if (link) aligned.link = link;
    if (image) aligned.image = image;
    return aligned;
  });
}

const NO_RESULTS_PATTERN = /no (results|data|records|items)|nothing found|not found|없습니다|없음|결과가 없|데이터가 없|내역이 없|게시물이 없/i;

/**
 * A "no results" placeholder rather than data: one non-empty text across the whole width (a spanning cell repeats its
 * text in every column), or a single cell saying there is nothing.
 */
export function isPlaceholderRow(row: CollectedRow): boolean {
  const filled = row.text.filter((c) => c.trim() !== '');
  if (filled.length === 0) return true;
  const first = filled[0] ?? '';
  const distinct = new Set(filled.map((c) => c.trim()));
  if (distinct.size !== 1) return false;
  if (row.text.length >= 2 && filled.length === row.text.length) return true;
  return filled.length === 1 && NO_RESULTS_PATTERN.test(first);
}

/** A stable key for "identical row" (text and URLs): FNV-1a over the cells, 2×32 bits in base 36. */
export function rowKey(row: CollectedRow): string {
  const parts = [row.text.join('\u001f'), row.link?.join('\u001f') ?? '', row.image?.join('\u001f') ?? ''].join('\u001e');
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ parts.length;
  for (let i = 0; i < parts.length; i += 1) {
    const c = parts.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0).toString(36) + (h2 >>> 0).toString(36).padStart(7, '0');
}
