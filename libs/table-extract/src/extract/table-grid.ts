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
  el: Element | null;
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
  /** Text once read (filled by the extractor, so each spanning cell is read once). */
  text?: string;
}

export interface CellGrid {
  /** Slot → cell drawn there (null: no cell, a ragged row). */
  slots: (CellRef | null)[][];
  sections: Section[];
  rowElements: (Element | null)[];
  width: number;
  /** For each grid column, its index in the full slot grid before empty columns were dropped (CellRef.col is in those terms). */
  columns: number[];
  /** For each grid row, its index before rows without cells were dropped (CellRef.row is in those terms). */
  rows: number[];
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

/** Lays out row groups into a rectangular slot grid. */
export function layoutGrid(groups: readonly RowGroupSource[]): CellGrid {
  const slotRows: Int32Array[] = [];
  const cells: CellRef[] = [];
  const sections: Section[] = [];
  const rowElements: (Element | null)[] = [];
  const colStarts: boolean[] = [];
  let width = 0;
  let y = 0;

  const rowAt = (r: number, need: number): Int32Array => {
    let row = slotRows[r];
    if (!row || row.length < need) {
      const grown = new Int32Array(Math.max(need, row ? row.length * 2 : 16)).fill(-1);
      if (row) grown.set(row);
      slotRows[r] = grown;
      row = grown;
    }
    return row;
  };

  for (const group of groups) {
    const end = y + group.rows.length;
    for (const row of group.rows) {
      sections.push(group.section);
      rowElements.push(row.el);
      let x = 0;
      for (const cell of row.cells) {
        if (cell.colIndex !== undefined && cell.colIndex >= x) x = cell.colIndex;
        let current = rowAt(y, x + 1);
        while (x < current.length && (current[x] ?? -1) !== -1) {
          x++;
          if (x >= current.length) current = rowAt(y, x + 1);
        }
        const rs = cell.rowSpan === 0 ? end - y : Math.min(cell.rowSpan, end - y);
        const cs = cell.colSpan;
        const index = cells.length;
        cells.push({ el: cell.el, row: y, col: x, header: cell.header });
        colStarts[x] = true;
        for (let r = y; r < y + rs; r++) rowAt(r, x + cs).fill(index, x, x + cs);
        x += cs;
        if (x > width) width = x;
      }
      y++;
    }
  }

  const rowStarts = new Array<boolean>(y).fill(false);
  for (const c of cells) rowStarts[c.row] = true;
  const keptCols: number[] = [];
  for (let c = 0; c < width; c++) if (colStarts[c]) keptCols.push(c);

  const slots: (CellRef | null)[][] = [];
  const keptSections: Section[] = [];
  const keptRows: number[] = [];
  const keptRowElements: (Element | null)[] = [];
  for (let r = 0; r < y; r++) {
    if (!rowStarts[r]) continue;
    const src = slotRows[r];
    const out = new Array<CellRef | null>(keptCols.length);
    for (let i = 0; i < keptCols.length; i++) {
      const idx = src ? (src[keptCols[i] as number] ?? -1) : -1;
      out[i] = idx >= 0 ? (cells[idx] as CellRef) : null;
    }
    slots.push(out);
    keptRows.push(r);
    keptSections.push(sections[r] as Section);
    keptRowElements.push(rowElements[r] ?? null);
  }
  return { slots, sections: keptSections, rowElements: keptRowElements, width: keptCols.length, columns: keptCols, rows: keptRows };
}

/** Elements not drawn at all (display:none rows and cells take no place in the table). */
export type HiddenTest = (el: Element) => boolean;
const NONE_HIDDEN: HiddenTest = () => false;

function rowsOf(section: Element, hidden: HiddenTest): RowSource[] {
  const rows: RowSource[] = [];
  for (let tr = section.firstElementChild; tr; tr = tr.nextElementSibling) {
    if (tr.tagName !== 'TR' || hidden(tr)) continue;
    rows.push(rowSource(tr, hidden));
  }
  return rows;
}

function rowSource(tr: Element, hidden: HiddenTest): RowSource {
  const cells: CellSource[] = [];
  for (let cell = tr.firstElementChild; cell; cell = cell.nextElementSibling) {
    const tag = cell.tagName;
    if ((tag !== 'TD' && tag !== 'TH') || hidden(cell)) continue;
    if (!cell.hasAttributes()) {
      cells.push({ el: cell, rowSpan: 1, colSpan: 1, header: tag === 'TH' });
      continue;
    }
    const native = cell as HTMLTableCellElement;
    // The rowSpan/colSpan properties are the attributes as browsers parse and clamp them; parse by hand where a DOM lacks them.
    const rowSpan = typeof native.rowSpan === 'number' ? native.rowSpan : parseRowSpan(cell.getAttribute('rowspan'));
    const colSpan = typeof native.colSpan === 'number' ? native.colSpan : parseColSpan(cell.getAttribute('colspan'));
    cells.push({ el: cell, rowSpan, colSpan, header: tag === 'TH' });
  }
  return { el: tr, cells };
}

/** Row groups of a `<table>` in drawing order: the first thead on top, the first tfoot at the bottom, the rest in source order; loose rows form their own groups. */
export function tableRowGroups(table: Element, hidden: HiddenTest = NONE_HIDDEN): RowGroupSource[] {
  const ordered: RowGroupSource[] = [];
  let head: RowGroupSource | null = null;
  let foot: RowGroupSource | null = null;
  let loose: RowSource[] | null = null;
  for (const child of Array.from(table.children)) {
    const tag = child.tagName;
    if (hidden(child)) continue;
    if (tag === 'TR') {
      if (!loose) {
        loose = [];
        ordered.push({ section: SECTIONS.BODY, rows: loose });
      }
      loose.push(rowSource(child, hidden));
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
  return [...(head ? [head] : []), ...ordered, ...(foot ? [foot] : [])];
}

/** Slot grid of a `<table>` element. */
export function tableCellGrid(table: Element, hidden: HiddenTest = NONE_HIDDEN): CellGrid {
  return layoutGrid(tableRowGroups(table, hidden));
}
