/**
 * Whether `after` is `before` with rows appended (a crawl adding page after page), judged by identity of the first
 * and last earlier rows: O(1), so incremental views (shaped rows, filter results, column kinds) can tell "only new
 * rows to look at" from "start over" without scanning.
 */
export function extendsRows<T>(before: readonly T[], after: readonly T[]): boolean {
  const n = before.length;
  return after.length >= n && (n === 0 || (after[0] === before[0] && after[n - 1] === before[n - 1]));
}
