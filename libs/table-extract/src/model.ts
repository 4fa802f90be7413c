/** Where a table came from: a `<table>` (or a grid drawn as several tables, or a table drawn with CSS grid alone), an ARIA table or grid, or repeated items. */
export const TABLE_KINDS = { TABLE: 'table', ARIA: 'aria', REPEATED: 'repeated' } as const;
export type TableKind = (typeof TABLE_KINDS)[keyof typeof TABLE_KINDS];

/** A table as a person reads it: a rectangular grid of cell texts. */
export interface ExtractedTable {
  /** Rectangular: header rows first, then body rows, then footer rows; a cell covered by rowspan/colspan repeats the spanning cell's text. */
  grid: string[][];
  /** How many leading rows of `grid` are header rows. */
  headerRows: number;
  /** One name per column: header texts of that column joined (multi-row headers), or generated names when there is no header. Unique. */
  columns: string[];
  /** How many trailing rows of `grid` came from `<tfoot>` (totals and notes); 0 when absent. */
  footerRows?: number;
  /** The table's title: `<caption>`, or the ARIA label of a grid. */
  title?: string;
  kind?: TableKind;
  /**
   * Per body row (the rows after the header rows, footer rows excluded), the key its grid library wrote on it
   * (`row-id=…`, `aria-rowindex=…`, `data-index=…`, see README); present only when every body row has one. A crawler
   * reading a virtualised grid merges the rows it sees while scrolling by these keys.
   */
  rowKeys?: string[];
}

export interface ExtractOptions {
  /** Number of header rows, or 'auto' to detect them (thead, leading rows of th, a bold or label-like first row). Default 'auto'. */
  headerRows?: number | 'auto';
  /** Add a "<column> (link)" column after every column that holds links, with each link's absolute URL. Default false (true for repeated structures). */
  includeLinks?: boolean;
  /** Add "<column> (image)" and "<column> (image alt)" columns after every column that holds images. Default false (true for repeated structures). */
  includeImages?: boolean;
  /** Keep rows whose cells are all empty (spacer rows). Default false. */
  keepEmptyRows?: boolean;
  /** Footnote markers (`<sup>[1]</sup>`, a superscript after a number, a link to a note on the page showing only a mark: `Food<a href="#n1">(1)</a>`): 'drop' them or 'separate' them from the value with a space. Default 'drop'. */
  footnotes?: 'drop' | 'separate';
  /** Joins the header texts of one column across header rows. Default ' / '. */
  headerSeparator?: string;
  /** Name of a column that has no header text (0-based index). Default `i => 'Column ' + (i + 1)`. */
  columnName?: (index: number) => string;
}

/** The shape of what extractTable gives (default options): what a user gets when they pick the table. */
export interface TableSize {
  /** Rows after the header rows: body and footer rows, empty rows left out. */
  rows: number;
  /** Columns as drawn (a colspan reaching past the other rows adds none), without link and image columns. */
  columns: number;
  /** Header rows of the table itself, empty ones left out (a header drawn as a table of its own above it is not counted). */
  headerRows: number;
}

/** Kind-specific candidates found on a page, best first. */
export interface TableCandidate {
  element: Element;
  kind: TableKind;
  /** Higher is better; comparable across kinds (roughly the number of useful cells). */
  score: number;
  /**
   * The size extractTable gives it (see TableSize): body rows, header rows excepted, and columns as drawn — for a
   * virtual grid the rows drawn now (see `virtual.declaredBodyRows`). Repeated structures likewise: the items with
   * something to read, and the columns less each column's own link and image columns.
   */
  rows: number;
  columns: number;
  /** For a grid that may keep only its visible rows in the DOM: the element to scroll and the rows it says it has in all. See readAllRows. */
  virtual?: VirtualGrid;
}

/** What a crawler needs to read a virtualised grid (one that keeps only the rows in view in the DOM). */
export interface VirtualGrid {
  /** The element whose scrolling brings more rows into the DOM. */
  viewport: Element;
  /** Rows (header included) the grid says it has (aria-rowcount), or null when it does not say. */
  declaredRows: number | null;
  /** Body rows the grid says it has: declaredRows less the header rows extractTable finds; null when it does not say. */
  declaredBodyRows: number | null;
}
