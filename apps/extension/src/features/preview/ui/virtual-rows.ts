/** Rows drawn beyond the visible ones on each side, so fast scrolling shows no gap. */
export const OVERSCAN_ROWS = 8;

/** The slice of rows to render for a scroll position: [start, end) with overscan, clamped to the row count. */
export function visibleRange(scrollTop: number, viewportHeight: number, rowHeight: number, rowCount: number): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const count = Math.ceil(viewportHeight / rowHeight) + 1;
  return { start: Math.max(0, first - OVERSCAN_ROWS), end: Math.min(rowCount, first + count + OVERSCAN_ROWS) };
}
