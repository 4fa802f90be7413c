// Row identity that grid libraries write on their rows: ids first (stable when the grid is sorted or scrolled), then
// positions. ag-grid: row-id, row-index, aria-rowindex; MUI DataGrid: data-id, data-rowindex; Ant Design: data-row-key;
// PrimeFaces: data-ri; TanStack Virtual and most hand-made virtual lists: data-index.
const CELL_KEY = 'data-row-key';
/** Keys that give a row's place in the whole grid (1-based or 0-based), as opposed to an id. */
const PLACE_ATTRIBUTES = ['aria-rowindex', 'row-index', 'data-rowindex', 'data-row-index', 'data-ri', 'data-index'];
const KEY_ATTRIBUTES = ['row-id', 'data-row-key', 'data-rowkey', 'data-key', 'data-id', ...PLACE_ATTRIBUTES];


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

const PLACE_KEY = new RegExp(`^(?:${PLACE_ATTRIBUTES.join('|')})=(\\d+)$`);

/**
 * The order to read rows in when their keys are places in the grid and the DOM holds them in another order (a
 * recycling grid such as Vaadin's moves its pooled rows with transforms, not in the DOM): the row indices sorted by
 * place; null when the rows already stand in order or their keys are no places.
 */
export function placeOrder(keys: readonly string[]): number[] | null {
  const places: number[] = [];
  for (const key of keys) {
    const m = PLACE_KEY.exec(key);
    if (!m) return null;
    places.push(Number(m[1]));
  }
  if (places.every((p, i) => i === 0 || p > (places[i - 1] as number))) return null;
  return places.map((_, i) => i).sort((a, b) => (places[a] as number) - (places[b] as number));
}
