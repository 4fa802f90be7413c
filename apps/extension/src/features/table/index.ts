import type { FileFormat } from '@tablecrawler/contract';

export { collectedOf, collectTable, extractForCollect, toCollectedTable, type Collected, type CollectOptions } from './collect';
export { CollectedTableSchema } from './schema';
export { elementPath, fingerprintOf, locateTable, TableFingerprintSchema, type TableFingerprint } from './fingerprint';
export { extendsRows } from './rows-grow';
export { collectWholeGrid, GRID_ROWS, ownRowViewport, quiet, rowKeysIn, waitUntil, type WholeGrid, type WholeGridOptions } from './whole-grid';

/**
 * The table model every extension feature shares: what a crawl or a single-page pick collects (raw, unfiltered),
 * how the user shapes it (columns, filters) and what leaves as a file; and `collectTable`, which reads one from the page.
 */

/** One collected row: the text a person reads in each cell, plus absolute link and image URLs where a cell has them. */
export interface CollectedRow {
  text: string[];
  /** Same length as `text` when present; '' where the cell has no link. Absent when no cell of the row has one. */
  link?: string[];
  /** Same length as `text` when present; '' where the cell has no image. Absent when no cell of the row has one. */
  image?: string[];
}

/** Everything collected so far, under the first page's columns. Filters never touch this. */
export interface CollectedTable {
  columns: string[];
  rows: CollectedRow[];
}

export const COLUMN_KINDS = { TEXT: 'text', LINK: 'link', IMAGE: 'image' } as const;
export type ColumnKind = (typeof COLUMN_KINDS)[keyof typeof COLUMN_KINDS];

/** One output column, in output order: which collected column it reads, under which name, as which kind. */
export interface ColumnSpec {
  source: number;
  name: string;
  kind: ColumnKind;
  included: boolean;
}

/** Include/exclude keywords applied to the output (never to what is collected). */
export interface KeywordFilterSpec {
  include: string[];
  exclude: string[];
  mode: 'any' | 'all';
  /** Output column index searched, or null for all columns. */
  column: number | null;
}

/** Where the rows came from. */
export interface TableSource {
  url: string;
  pages: number;
  crawledAt: string;
}

/** What the export writes: the shaped, filtered rows. */
export interface OutputTable {
  columns: string[];
  rows: string[][];
  source: TableSource;
}

export type ExportFormat = FileFormat;
