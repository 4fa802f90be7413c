// Row identity that grid libraries write on their rows: ids first (stable when the grid is sorted or scrolled), then
// positions. ag-grid: row-id, row-index, aria-rowindex; MUI DataGrid: data-id, data-rowindex; Ant Design: data-row-key;
// PrimeFaces: data-ri; TanStack Virtual and most hand-made virtual lists: data-index.
const CELL_KEY = 'data-row-key';
const KEY_ATTRIBUTES = ['row-id', 'data-row-key', 'data-rowkey', 'data-key', 'data-id', 'aria-rowindex', 'row-index', 'data-rowindex', 'data-row-index', 'data-ri', 'data-index'];


/**
 * The key a grid library wrote on a row element (`tr` or role=row) as `attribute=value`, or null when it wrote none.
 * TOAST UI Grid writes `data-row-key` on every cell of a row rather than on the `tr`: a `tr`'s first cell's counts.
 */
export function rowKeyOf(row: Element): string | null {
  if (row.hasAttributes()) {
    for (const name of KEY_ATTRIBUTES) {
      const value = row.getAttribute(name);
      if (value !== null && value.trim() !== '') return `${name}=${value.trim()}`;
    }
  }
  const cellKey = row.tagName === 'TR' ? row.firstElementChild?.getAttribute(CELL_KEY)?.trim() : undefined;
  return cellKey ? `${CELL_KEY}=${cellKey}` : null;
}
