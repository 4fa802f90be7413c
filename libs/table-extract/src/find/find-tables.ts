import { TABLE_KINDS, type TableCandidate } from '../model';
import { isAriaTable } from '../extract/aria-grid';
import { findRepeated, type FindRepeatedOptions } from '../repeated/find-repeated';
import { isRendered } from '../text/visibility';
import { isDataTable, tableShape } from './layout-table';
import { queryDeep } from './walk';

function ariaShape(el: Element): { rows: number; columns: number } {
  const rows = Array.from(el.querySelectorAll('[role="row"]'));
  let columns = 0;
  for (const row of rows.slice(0, 20)) {
    const n = row.querySelectorAll('[role="cell"],[role="gridcell"],[role="columnheader"],[role="rowheader"]').length;
    if (n > columns) columns = n;
  }
  return { rows: rows.length, columns };
}

const TABLE_QUERY = { tag: 'table', roles: ['table', 'grid', 'treegrid'] } as const;

/** Data tables under `root` in document order: `<table>` elements that hold data (layout tables left out) and ARIA tables/grids, including those in open shadow roots and same-origin iframes. Hidden ones are left out. */
export function findTables(root: ParentNode): Element[] {
  return queryDeep(root, TABLE_QUERY).filter((el) => {
    if (el.tagName === 'TABLE') return isDataTable(el) && isRendered(el);
    if (!isAriaTable(el)) return false;
    const shape = ariaShape(el);
    return shape.rows >= 2 && shape.columns >= 1 && isRendered(el);
  });
}

/** Every candidate on the page — data tables, ARIA grids and repeated structures — best first by score (about the number of useful cells; markup tables weigh double). Options as for findRepeated. */
export function findCandidates(root: ParentNode, options: FindRepeatedOptions = {}): TableCandidate[] {
  const tables: TableCandidate[] = findTables(root).map((element) => {
    const aria = element.tagName !== 'TABLE';
    const shape = aria ? ariaShape(element) : tableShape(element);
    return { element, kind: aria ? TABLE_KINDS.ARIA : TABLE_KINDS.TABLE, score: 2 * shape.rows * shape.columns, rows: shape.rows, columns: shape.columns };
  });
  const repeated: TableCandidate[] = findRepeated(root, options).map(({ element, kind, score, rows, columns }) => ({ element, kind, score, rows, columns }));
  return [...tables, ...repeated].sort((a, b) => b.score - a.score);
}
