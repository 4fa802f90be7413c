import { extractTable, type ExtractedTable, type TableKind } from '@tablecrawler/table-extract';
import type { CollectedRow, CollectedTable } from './index';

const LINK_SUFFIX = ' (link)';
const IMAGE_SUFFIX = ' (image)';
const IMAGE_ALT_SUFFIX = ' (image alt)';

export interface CollectOptions {
  /** Name of a column without header text (0-based index); the panel passes a localised one. */
  columnName?: (index: number) => string;
}

/** A collected table and what the extraction knew about it. */
export interface Collected {
  table: CollectedTable;
  kind: TableKind;
  title?: string;
  /** Per row of `table.rows`, the key its grid library wrote on it (see ExtractedTable.rowKeys); only when every row has one. */
  rowKeys?: string[];
}

interface Folded {
  /** Extracted column index of each collected column. */
  text: number[];
  /** Extracted column holding each collected column's link URLs, or -1. */
  link: number[];
  image: number[];
}

/**
 * Which extracted columns are cells and which are the `<column> (link)` / `(image)` / `(image alt)` columns that
 * table-extract adds for a column it has (alt text is already part of the cell's text, so it is dropped). A link or
 * image column whose base column does not exist (an image-only field of a product card) stays a column of its own.
 */
function foldColumns(columns: readonly string[]): Folded {
  const index = new Map(columns.map((name, i) => [name, i]));
  const baseOf = (name: string, suffix: string): number => (name.endsWith(suffix) ? (index.get(name.slice(0, -suffix.length)) ?? -1) : -1);
  const linkOf = new Map<number, number>();
  const imageOf = new Map<number, number>();
  const extra = new Set<number>();
  columns.forEach((name, i) => {
    const alt = baseOf(name, IMAGE_ALT_SUFFIX);
    if (alt >= 0) return void extra.add(i);
    const link = baseOf(name, LINK_SUFFIX);
    if (link >= 0 && !linkOf.has(link)) {
      linkOf.set(link, i);
      return void extra.add(i);
    }
    const image = baseOf(name, IMAGE_SUFFIX);
    if (image >= 0 && !imageOf.has(image)) {
      imageOf.set(image, i);
      extra.add(i);
    }
  });
  const text = columns.map((_, i) => i).filter((i) => !extra.has(i));
  return { text, link: text.map((i) => linkOf.get(i) ?? -1), image: text.map((i) => imageOf.get(i) ?? -1) };
}

const pick = (row: readonly string[], columns: readonly number[]): string[] => columns.map((c) => (c < 0 ? '' : (row[c] ?? '')));

/** Turns an extraction (with links and images) into collected rows: body and footer rows, each cell with its absolute link and image URL. */
export function toCollectedTable(extracted: ExtractedTable): CollectedTable {
  const folded = foldColumns(extracted.columns);
  const hasLinks = folded.link.some((c) => c >= 0);
  const hasImages = folded.image.some((c) => c >= 0);
  const rows: CollectedRow[] = [];
  for (let r = extracted.headerRows; r < extracted.grid.length; r++) {
    const cells = extracted.grid[r] as string[];
    const row: CollectedRow = { text: pick(cells, folded.text) };
    // Several links in one cell come joined by line breaks; the cell's URL is its first.
    if (hasLinks) {
      const link = pick(cells, folded.link).map((v) => v.split('\n', 1)[0] as string);
      if (link.some((v) => v !== '')) row.link = link;
    }
    if (hasImages) {
      const image = pick(cells, folded.image).map((v) => v.split('\n', 1)[0] as string);
      if (image.some((v) => v !== '')) row.image = image;
    }
    rows.push(row);
  }
  return { columns: folded.text.map((c) => extracted.columns[c] as string), rows };
}

const extractOptions = (options: CollectOptions): { includeLinks: true; includeImages: true; columnName?: (index: number) => string } => ({
  includeLinks: true,
  includeImages: true,
  ...(options.columnName ? { columnName: options.columnName } : {}),
});

/** What `collectTable` extracts (cells, links, images) with these options, before it is collected. */
export function extractForCollect(element: Element, options: CollectOptions = {}): ExtractedTable {
  return extractTable(element, extractOptions(options));
}

/** A Collected from an extraction made with `extractForCollect` (or a merge of several, as when a grid is scrolled through). */
export function collectedOf(extracted: ExtractedTable): Collected {
  const collected: Collected = { table: toCollectedTable(extracted), kind: extracted.kind ?? 'table' };
  if (extracted.title) collected.title = extracted.title;
  // rowKeys cover body rows only; with footer rows the collected rows would not line up with them.
  if (extracted.rowKeys && !extracted.footerRows) collected.rowKeys = extracted.rowKeys;
  return collected;
}

/** Extracts a table, ARIA grid or list of repeated elements as a CollectedTable with absolute link and image URLs per cell. */
export function collectTable(element: Element, options: CollectOptions = {}): Collected {
  return collectedOf(extractForCollect(element, options));
}
