import type { ExtractedTable } from '../model';

/** Body rows of an extracted table with their keys (null when the grid gives none). */
interface Window {
  rows: string[][];
  keys: string[] | null;
}

const bodyOf = (table: ExtractedTable): Window => ({
  rows: table.grid.slice(table.headerRows, table.grid.length - (table.footerRows ?? 0)),
  keys: table.rowKeys ?? null,
});

const sameRow = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * Merges what a virtualised grid showed at successive scroll positions into one table, in the grid's order. Keyed rows
 * (see ExtractedTable.rowKeys) are merged by key — a later sighting of a key replaces the earlier one, and a key never
 * seen before goes after the last known key seen before it in its window. Rows without keys are aligned by content:
 * each window continues the rows so far where its first rows repeat the last ones collected (the scroll steps overlap).
 */
export class RowMerger {
  private readonly head: string[][];
  private readonly foot: string[][];
  private readonly columns: string[];
  private readonly keyed = new Map<string, string[]>();
  private readonly order: string[] = [];
  /** Index of each key in `order`; kept by appends, rebuilt after an insertion in the middle (rare). */
  private readonly at = new Map<string, number>();
  private readonly plain: string[][] = [];
  private useKeys: boolean;

  constructor(private readonly first: ExtractedTable) {
    this.head = first.grid.slice(0, first.headerRows);
    this.foot = first.grid.slice(first.grid.length - (first.footerRows ?? 0));
    this.columns = first.columns;
    this.useKeys = first.rowKeys !== undefined || bodyOf(first).rows.length === 0;
    this.add(first);
  }

  /** Adds the rows of one more window (extracted as the first one was). */
  add(table: ExtractedTable): void {
    const window = bodyOf(table);
    if (!window.rows.length) return;
    if (this.useKeys && window.keys) this.addKeyed(window.rows, window.keys);
    else {
      this.useKeys = false;
      this.addAligned(window.rows);
    }
  }

  private addKeyed(rows: string[][], keys: string[]): void {
    // New rows come after what was read (the grid is read top to bottom), unless a row read before follows them in
    // this window: then they go just before it. A window sharing no row with what was read (a step the grid drew only
    // in part before it was read) is appended, not put first.
    const known = keys.findIndex((key) => this.at.has(key));
    let after = known < 0 ? this.order.length - 1 : (this.at.get(keys[known] as string) as number) - 1;
    rows.forEach((row, i) => {
      const key = keys[i] as string;
      const at = this.at.get(key);
      if (at !== undefined) after = at;
      else if (after + 1 === this.order.length) {
        this.order.push(key);
        this.at.set(key, ++after);
      } else {
        this.order.splice(++after, 0, key);
        this.order.forEach((k, j) => this.at.set(k, j));
      }
      this.keyed.set(key, row);
    });
  }

  private addAligned(rows: string[][]): void {
    const have = this.plain;
    // The longest overlap: the window's first k rows equal the last k collected.
    for (let k = Math.min(rows.length, have.length); k > 0; k--) {
      let match = true;
      for (let i = 0; i < k && match; i++) match = sameRow(have[have.length - k + i] as string[], rows[i] as string[]);
      if (match) {
        for (const row of rows.slice(k)) have.push(row);
        return;
      }
    }
    // A window that lies wholly inside what was collected (a scroll that brought nothing new) adds nothing.
    for (let start = 0; start + rows.length <= have.length; start++) {
      if (rows.every((row, i) => sameRow(have[start + i] as string[], row))) return;
    }
    for (const row of rows) have.push(row);
  }

  /** Number of body rows merged so far. */
  get size(): number {
    return this.useKeys ? this.order.length : this.plain.length;
  }

  /** The merged table: the first window's header and footer rows around every body row seen. */
  table(): ExtractedTable {
    const keyed = this.useKeys && this.order.length > 0;
    const body = keyed ? this.order.map((k) => this.keyed.get(k) as string[]) : this.plain;
    const out: ExtractedTable = { ...this.first, grid: [...this.head, ...body, ...this.foot], columns: this.columns };
    if (keyed) out.rowKeys = [...this.order];
    else delete out.rowKeys;
    return out;
  }
}
