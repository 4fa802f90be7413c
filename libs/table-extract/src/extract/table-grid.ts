// The HTML table model as browsers draw it (https://html.spec.whatwg.org/#forming-a-table, with the
// browser's clipping): spans are laid out row group by row group, rowspan=0 and rowspans past the
// end of a row group stop at the group's end, overlapping cells are drawn over by the later one,
// and grid columns/rows in which no cell starts take no space in the drawn table, so they are dropped.

export const SECTIONS = { HEAD: 'head', BODY: 'body', FOOT: 'foot' } as const;
export type Section = (typeof SECTIONS)[keyof typeof SECTIONS];

export interface CellSource {
  el: Element;
  /** 0 = to the end of the row group. */
  rowSpan: number;
  colSpan: number;
  /** Explicit 0-based column (aria-colindex), when given. */
  colIndex?: number;
  header: boolean;
}

export interface RowSource {
  cells: CellSource[];
}

export interface RowGroupSource {
  section: Section;
  rows: RowSource[];
}

export interface CellRef {
  el: Element;
  row: number;
  col: number;
  header: boolean;
}

const MAX_COLSPAN = 1000;
const MAX_ROWSPAN = 65534;

function parseNonNegative(value: string | null): number | null {
  if (value === null) return null;
  const m = /^[\t\n\f\r ]*\+?(\d+)/.exec(value);
  return m ? Number(m[1]) : null;
}

/** colspan as browsers read it: invalid or 0 → 1, capped at 1000. */
export function parseColSpan(value: string | null): number {
  const n = parseNonNegative(value);
  return n === null || n === 0 ? 1 : Math.min(n, MAX_COLSPAN);
}

/** rowspan as browsers read it: invalid → 1, 0 stays 0 (to the end of the row group), capped at 65534. */
export function parseRowSpan(value: string | null): number {
  const n = parseNonNegative(value);
  return n === null ? 1 : Math.min(n, MAX_ROWSPAN);
}

/**
 * The laid-out table. Cells are kept in flat arrays (index = order of appearance) and slots in one typed array,
 * so a 100,000-cell table costs a few arrays rather than an object per cell and per row.
 */
export class CellGrid {
  private slotRefs: (CellRef | null)[][] | null = null;

  constructor(
    /** Rows × width, row-major: index of the cell drawn at each slot, -1 where no cell is (a ragged row). */
    readonly index: Int32Array,
    /** Per cell: its element, whether it is a header cell, and where it starts in the full slot grid (see `columns`, `rows`). */
    readonly cellElements: readonly Element[],
    readonly cellHeader: Uint8Array,
    readonly cellRow: Int32Array,
    readonly cellCol: Int32Array,
    readonly sections: readonly Section[],
    readonly width: number,
    /** For each grid column, its index in the full slot grid before empty columns were dropped. */
    readonly columns: readonly number[],
    /** For each grid row, its index before rows without cells were dropped. */
    readonly rows: readonly number[],
  ) {}

  get height(): number {
    return this.rows.length;
  }

  /** Index of the cell drawn at a slot, -1 for none. */
  cellAt(row: number, col: number): number {
    return this.index[row * this.width + col] ?? -1;
  }

  /** Slot → cell drawn there (null: no cell, a ragged row); one CellRef per cell, built on first use. */
  get slots(): (CellRef | null)[][] {
    if (!this.slotRefs) {
      const refs = this.cellElements.map((el, i): CellRef => ({ el, row: this.cellRow[i] as number, col: this.cellCol[i] as number, header: this.cellHeader[i] === 1 }));
      const out: (CellRef | null)[][] = [];
      for (let r = 0; r < this.height; r++) {
        const row = new Array<CellRef | null>(this.width);
        for (let c = 0; c < this.width; c++) {
          const i = this.cellAt(r, c);
          row[c] = i >= 0 ? (refs[i] as CellRef) : null;
        }
        out.push(row);
      }
      this.slotRefs = out;
    }
    return this.slotRefs;
  }
}

// Slots kept in one typed array of rows × stride at most (16 MB); past that (a very wide reach on a long table, e.g. a
// huge colspan or aria-colindex), each row gets its own array sized to what it holds, as a sparse fallback.
const MAX_FLAT_SLOTS = 1 << 22;

/** Storage sizes, for tests that drive the growth and sparse paths on small tables. */
export interface LayoutTuning {
  /** Initial slots per row (default 16). */
  stride?: number;
  /** Largest flat slot array before rows get their own arrays (default 4M). */
  maxFlatSlots?: number;
}

/** Lays cells out row by row (the HTML table model), storing slots in one Int32Array of rows × stride. */
class GridBuilder {
  private stride: number;
  private slot: Int32Array;
  /** Per-row slots once the flat array would grow past MAX_FLAT_SLOTS. */
  private rowSlots: Int32Array[] | null = null;
  private colStarts: Uint8Array;
  private count = 0;
  private readonly els: Element[] = [];
  private header: Uint8Array;
  private rowOf: Int32Array;
  private colOf: Int32Array;
  private readonly sections: Section[] = [];
  private section: Section = SECTIONS.BODY;
  private width = 0;
  private y = -1;
  private x = 0;
  private groupEnd = 0;

  constructor(
    private readonly totalRows: number,
    cellHint = 0,
    private readonly layout: LayoutTuning = {},
  ) {
    this.stride = layout.stride ?? 16;
    this.slot = new Int32Array(totalRows * this.stride).fill(-1);
    this.colStarts = new Uint8Array(this.stride);
    const capacity = Math.max(cellHint, 16);
    this.header = new Uint8Array(capacity);
    this.rowOf = new Int32Array(capacity);
    this.colOf = new Int32Array(capacity);
  }

  /** Widens the slot rows to at least `need` (doubling, so a wide table is copied a few times at most). */
  private widen(need: number): void {
    const stride = Math.max(need, this.stride * 2);
    const starts = new Uint8Array(stride);
    starts.set(this.colStarts);
    this.colStarts = starts;
    if (this.totalRows * stride > (this.layout.maxFlatSlots ?? MAX_FLAT_SLOTS)) {
      this.rowSlots = [];
      for (let r = 0; r < this.totalRows; r++) this.rowSlots.push(this.slot.slice(r * this.stride, (r + 1) * this.stride));
      this.slot = new Int32Array(0);
    } else {
      const slot = new Int32Array(this.totalRows * stride).fill(-1);
      for (let r = 0; r < this.totalRows; r++) slot.set(this.slot.subarray(r * this.stride, (r + 1) * this.stride), r * stride);
      this.slot = slot;
    }
    this.stride = stride;
  }

  /** Sparse mode: row r's slots, grown to at least `need`. */
  private rowAt(rows: Int32Array[], r: number, need: number): Int32Array {
    let row = rows[r] as Int32Array;
    if (row.length < need) {
      const grown = new Int32Array(Math.max(need, row.length * 2)).fill(-1);
      grown.set(row);
      rows[r] = grown;
      row = grown;
    }
    return row;
  }

  group(section: Section, rowCount: number): void {
    this.section = section;
    this.groupEnd = this.y + 1 + rowCount;
  }

  row(): void {
    this.y++;
    this.x = 0;
    this.sections.push(this.section);
  }

  /** Places a cell spanning one slot (a table's cells mostly are): cell() without its span and storage cases. */
  single(el: Element, header: boolean): number {
    const index = this.count;
    if (this.rowSlots || index === this.rowOf.length) return this.cell(el, 1, 1, header);
    const slot = this.slot;
    const base = this.y * this.stride;
    let x = this.x;
    while (x < this.stride && slot[base + x] !== -1) x++;
    if (x === this.stride) return this.cell(el, 1, 1, header);
    this.count = index + 1;
    slot[base + x] = index;
    return this.placed(el, index, x, 1, header);
  }

  /** Places a cell; returns its index (order of appearance). */
  cell(el: Element, rowSpan: number, colSpan: number, header: boolean, colIndex?: number): number {
    const y = this.y;
    let x = this.x;
    if (colIndex !== undefined && colIndex >= x) x = colIndex;
    const rs = rowSpan === 0 ? this.groupEnd - y : Math.min(rowSpan, this.groupEnd - y);
    const index = this.count++;
    if (index === this.rowOf.length) {
      const capacity = index * 2;
      const grow = <T extends Uint8Array | Int32Array>(a: T, make: (n: number) => T): T => {
        const b = make(capacity);
        b.set(a);
        return b;
      };
      this.header = grow(this.header, (n) => new Uint8Array(n));
      this.rowOf = grow(this.rowOf, (n) => new Int32Array(n));
      this.colOf = grow(this.colOf, (n) => new Int32Array(n));
    }
    // Skip slots taken by cells spanning down from rows above; then fill the cell's rectangle.
    if (!this.rowSlots) {
      const base = y * this.stride;
      while (x < this.stride && this.slot[base + x] !== -1) x++;
      if (x + colSpan > this.stride) this.widen(x + colSpan);
    }
    if (!this.rowSlots) {
      const base = y * this.stride;
      const slot = this.slot;
      if (rs === 1 && colSpan === 1) slot[base + x] = index;
      else for (let r = 0, at = base + x; r < rs; r++, at += this.stride) slot.fill(index, at, at + colSpan);
    } else {
      const rows = this.rowSlots;
      let current = rows[y] as Int32Array;
      while (x < current.length && current[x] !== -1) x++;
      if (x + colSpan > this.colStarts.length) {
        const starts = new Uint8Array(Math.max(x + colSpan, this.colStarts.length * 2));
        starts.set(this.colStarts);
        this.colStarts = starts;
      }
      for (let r = y; r < y + rs; r++) {
        current = this.rowAt(rows, r, x + colSpan);
        current.fill(index, x, x + colSpan);
      }
    }
    return this.placed(el, index, x, colSpan, header);
  }

  /** Records cell `index`, placed at column `x` of the current row and `span` columns wide; returns its index. */
  private placed(el: Element, index: number, x: number, span: number, header: boolean): number {
    this.els.push(el);
    this.header[index] = header ? 1 : 0;
    this.rowOf[index] = this.y;
    this.colOf[index] = x;
    this.colStarts[x] = 1;
    this.x = x + span;
    if (this.x > this.width) this.width = this.x;
    return index;
  }

  /** `keepColumns`: the first columns are kept even where no cell starts (a part laid out over another table's columns). */
  finish(keepColumns = 0): CellGrid {
    const keptCols: number[] = [];
    for (let c = 0; c < this.width; c++) if (this.colStarts[c] || c < keepColumns) keptCols.push(c);
    const rowStarts = new Uint8Array(this.y + 1);
    for (let i = 0; i < this.count; i++) rowStarts[this.rowOf[i] as number] = 1;
    const keptRows: number[] = [];
    const sections: Section[] = [];
    for (let r = 0; r <= this.y; r++) {
      if (!rowStarts[r]) continue;
      keptRows.push(r);
      sections.push(this.sections[r] as Section);
    }
    const width = keptCols.length;
    const index = new Int32Array(keptRows.length * width);
    const dense = !this.rowSlots && width === this.stride;
    let o = 0;
    for (const r of keptRows) {
      if (this.rowSlots) {
        const row = this.rowSlots[r] as Int32Array;
        for (const c of keptCols) index[o++] = c < row.length ? (row[c] as number) : -1;
        continue;
      }
      const base = r * this.stride;
      if (dense) {
        index.set(this.slot.subarray(base, base + width), o);
        o += width;
      } else {
        for (const c of keptCols) index[o++] = this.slot[base + c] as number;
      }
    }
    const n = this.count;
    return new CellGrid(index, this.els, this.header.subarray(0, n), this.rowOf.subarray(0, n), this.colOf.subarray(0, n), sections, width, keptCols, keptRows);
  }
}

/** Lays out row groups into a rectangular slot grid. */
export function layoutGrid(groups: readonly RowGroupSource[], tuning: LayoutTuning = {}): CellGrid {
  let total = 0;
  for (const g of groups) total += g.rows.length;
  const builder = new GridBuilder(total, 0, tuning);
  for (const group of groups) {
    builder.group(group.section, group.rows.length);
    for (const row of group.rows) {
      builder.row();
      for (const cell of row.cells) builder.cell(cell.el, cell.rowSpan, cell.colSpan, cell.header, cell.colIndex);
    }
  }
  return builder.finish();
}

/** Elements not drawn at all (display:none rows and cells take no place in the table); `hasAttributes`, when given, is el.hasAttributes() already read. */
export type HiddenTest = (el: Element, hasAttributes?: boolean) => boolean;
const NONE_HIDDEN: HiddenTest = () => false;

function rowsOf(section: Element, hidden: HiddenTest): Element[] {
  const rows: Element[] = [];
  for (let tr = section.firstElementChild; tr; tr = tr.nextElementSibling) {
    if (tr.tagName === 'TR' && !hidden(tr)) rows.push(tr);
  }
  return rows;
}

interface TableGroup {
  section: Section;
  rows: Element[];
}

/** Row groups of a `<table>` in drawing order: the first thead on top, the first tfoot at the bottom, the rest in source order; loose rows form their own groups. */
function tableGroups(table: Element, hidden: HiddenTest): TableGroup[] {
  const ordered: TableGroup[] = [];
  let head: TableGroup | null = null;
  let foot: TableGroup | null = null;
  let loose: Element[] | null = null;
  for (let child = table.firstElementChild; child; child = child.nextElementSibling) {
    const tag = child.tagName;
    if (hidden(child)) continue;
    if (tag === 'TR') {
      if (!loose) {
        loose = [];
        ordered.push({ section: SECTIONS.BODY, rows: loose });
      }
      loose.push(child);
      continue;
    }
    loose = null;
    if (tag === 'THEAD' && !head) {
      head = { section: SECTIONS.HEAD, rows: rowsOf(child, hidden) };
    } else if (tag === 'TFOOT' && !foot) {
      foot = { section: SECTIONS.FOOT, rows: rowsOf(child, hidden) };
    } else if (tag === 'THEAD' || tag === 'TBODY' || tag === 'TFOOT') {
      ordered.push({ section: SECTIONS.BODY, rows: rowsOf(child, hidden) });
    }
  }
  if (head) ordered.unshift(head);
  if (foot) ordered.push(foot);
  return ordered;
}

/**
 * Slot grid of a `<table>` element (cells read straight into the layout, no object per cell). `read`, when given, is
 * called with each laid-out cell and its index as the walk reaches it: reading a cell's text there, while its nodes
 * are still in the CPU cache, costs less than walking 100,000 cells a second time. `keepColumns`: see GridBuilder.finish.
 */
export function tableCellGrid(table: Element, hidden: HiddenTest = NONE_HIDDEN, read?: (cell: Element, index: number) => void, keepColumns = 0): CellGrid {
  const groups = tableGroups(table, hidden);
  let total = 0;
  let first: Element | undefined;
  for (const g of groups) {
    total += g.rows.length;
    first ??= g.rows[0];
  }
  // Capacity for as many cells per row as the first row holds (the builder grows past that): counting every row's
  // cells would be a pass over all rows of its own.
  const builder = new GridBuilder(total, total * (first?.childElementCount ?? 0));
  for (const group of groups) {
    builder.group(group.section, group.rows.length);
    for (const tr of group.rows) {
      builder.row();
      for (let cell = tr.firstElementChild; cell; cell = cell.nextElementSibling) {
        const tag = cell.tagName;
        if (tag !== 'TD' && tag !== 'TH') continue;
        const attributed = cell.hasAttributes();
        if (hidden(cell, attributed)) continue;
        if (!attributed) {
          const index = builder.single(cell, tag === 'TH');
          if (read) read(cell, index);
          continue;
        }
        const native = cell as HTMLTableCellElement;
        // The rowSpan/colSpan properties are the attributes as browsers parse and clamp them; parse by hand where a DOM lacks them.
        const rowSpan = typeof native.rowSpan === 'number' ? native.rowSpan : parseRowSpan(cell.getAttribute('rowspan'));
        const colSpan = typeof native.colSpan === 'number' ? native.colSpan : parseColSpan(cell.getAttribute('colspan'));
        const index = rowSpan === 1 && colSpan === 1 ? builder.single(cell, tag === 'TH') : builder.cell(cell, rowSpan, colSpan, tag === 'TH');
        if (read) read(cell, index);
      }
    }
  }
  return builder.finish(keepColumns);
}
