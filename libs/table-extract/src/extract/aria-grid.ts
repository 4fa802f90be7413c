import { parseColSpan, parseRowSpan, SECTIONS, type CellSource, type HiddenTest, type RowGroupSource, type RowSource } from './table-grid';

/** The roles that make an element an ARIA table or grid. */
export const ARIA_TABLE_ROLES: ReadonlySet<string> = new Set(['table', 'grid', 'treegrid']);
export const ARIA_TABLE_SELECTOR = [...ARIA_TABLE_ROLES].map((role) => `[role="${role}"]`).join(',');
const CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);

/** True for an element that is an ARIA table or grid (and not a native `<table>`). */
export function isAriaTable(el: Element): boolean {
  const role = el.getAttribute('role');
  return el.tagName !== 'TABLE' && role !== null && ARIA_TABLE_ROLES.has(role);
}

function ownerTable(el: Element): Element | null {
  return el.parentElement?.closest(ARIA_TABLE_SELECTOR) ?? null;
}

function cellsOf(row: Element, hidden: HiddenTest): CellSource[] {
  const cells: CellSource[] = [];
  const visit = (parent: Element): void => {
    for (let el = parent.firstElementChild; el; el = el.nextElementSibling) {
      if (hidden(el)) continue;
      const role = el.getAttribute('role');
      if (role && CELL_ROLES.has(role)) {
        const colIndex = Number(el.getAttribute('aria-colindex'));
        cells.push({
          el,
          rowSpan: parseRowSpan(el.getAttribute('aria-rowspan') ?? el.getAttribute('rowspan')),
          colSpan: parseColSpan(el.getAttribute('aria-colspan') ?? el.getAttribute('colspan')),
          colIndex: Number.isInteger(colIndex) && colIndex >= 1 ? colIndex - 1 : undefined,
          header: role === 'columnheader',
        });
      } else if (role !== 'row' && !(role && ARIA_TABLE_ROLES.has(role))) {
        visit(el);
      }
    }
  };
  visit(row);
  return cells;
}

/** Row groups of an ARIA table/grid: rows (role=row) grouped by their rowgroup, ordered by aria-rowindex when given; header groups are those whose every cell is a columnheader. */
export function ariaRowGroups(grid: Element, hidden: HiddenTest): RowGroupSource[] {
  const rows = Array.from(grid.querySelectorAll('[role="row"]')).filter((row) => ownerTable(row) === grid && !hidden(row));
  const hiddenAncestor = (row: Element): boolean => {
    for (let cur = row.parentElement; cur && cur !== grid; cur = cur.parentElement) if (hidden(cur)) return true;
    return false;
  };
  const indexed = rows
    .filter((row) => !hiddenAncestor(row))
    .map((row, order) => ({ row, order, index: Number(row.getAttribute('aria-rowindex')) || 0 }));
  // Virtualised grids give every row its aria-rowindex; only then is that order trusted over the DOM's.
  if (indexed.length && indexed.every((r) => r.index > 0)) indexed.sort((a, b) => a.index - b.index || a.order - b.order);
  const groups: { key: Element | null; rows: RowSource[] }[] = [];
  let previous: { index: number; source: RowSource } | null = null;
  const placed = (cells: CellSource[]): boolean => cells.every((c) => c.colIndex !== undefined);
  for (const { row, index } of indexed) {
    const cells = cellsOf(row, hidden);
    // Grids with pinned columns draw one row as several row elements (left, centre, right) sharing aria-rowindex,
    // their cells placed by aria-colindex: one row.
    if (previous && index > 0 && previous.index === index && placed(cells) && placed(previous.source.cells)) {
      previous.source.cells.push(...cells);
      continue;
    }
    const key = row.closest('[role="rowgroup"]');
    const groupKey = key && grid.contains(key) ? key : null;
    let group = groups[groups.length - 1];
    if (!group || group.key !== groupKey) {
      group = { key: groupKey, rows: [] };
      groups.push(group);
    }
    const source = { cells };
    group.rows.push(source);
    previous = { index, source };
  }
  // Virtualised grids move cells around the DOM as columns scroll or are reordered: aria-colindex says where each is drawn.
  for (const group of groups) for (const row of group.rows) if (row.cells.length > 1 && placed(row.cells)) row.cells.sort((a, b) => (a.colIndex as number) - (b.colIndex as number));
  return groups.map((g) => ({
    section: g.rows.length > 0 && g.rows.every((r) => r.cells.length > 0 && r.cells.every((c) => c.header)) ? SECTIONS.HEAD : SECTIONS.BODY,
    rows: g.rows,
  }));
}
