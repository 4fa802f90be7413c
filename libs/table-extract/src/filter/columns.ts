import type { ExtractedTable } from '../model';
import { uniqueNames } from '../extract/columns';
import { resolveColumns } from './row-filter';

/** Keeps the given columns (by index or name) in the given order. */
export function selectColumns(table: ExtractedTable, columns: readonly (number | string)[]): ExtractedTable {
  const picked = resolveColumns(table, columns);
  return {
    ...table,
    grid: table.grid.map((row) => picked.map((c) => row[c] ?? '')),
    columns: picked.map((c) => table.columns[c] as string),
  };
}

/** Renames columns: a map from old name (or index) to new name; names stay unique. */
export function renameColumns(table: ExtractedTable, names: Readonly<Record<string, string>> | readonly string[]): ExtractedTable {
  const next = table.columns.map((name, i) => {
    if (Array.isArray(names)) return (names as readonly string[])[i] ?? name;
    const map = names as Readonly<Record<string, string>>;
    return map[name] ?? map[String(i)] ?? name;
  });
  const columns = uniqueNames(next);
  // The last header row carries the names, so a rename shows in exports that write header rows.
  const grid = table.headerRows > 0 ? table.grid.map((row, r) => (r === table.headerRows - 1 ? row.map((t, c) => (columns[c] !== table.columns[c] ? (columns[c] as string) : t)) : row)) : table.grid;
  return { ...table, grid, columns };
}

/** Drops body rows equal to an earlier body row (all columns, or the given key columns), e.g. where the pages of a crawl overlap. */
export function dedupeRows(table: ExtractedTable, keyColumns?: readonly (number | string)[]): ExtractedTable {
  const cols = keyColumns ? resolveColumns(table, keyColumns) : null;
  const seen = new Set<string>();
  const footer = table.footerRows ?? 0;
  const bodyEnd = table.grid.length - footer;
  const grid = table.grid.slice(0, table.headerRows);
  for (let r = table.headerRows; r < bodyEnd; r++) {
    const row = table.grid[r] as string[];
    const key = cols ? cols.map((c) => row[c] ?? '').join('\u0001') : row.join('\u0001');
    if (seen.has(key)) continue;
    seen.add(key);
    grid.push(row);
  }
  for (let r = bodyEnd; r < table.grid.length; r++) grid.push(table.grid[r] as string[]);
  return { ...table, grid };
}

/** Appends the body rows of later tables (pages of one crawl) to the first, matching columns by name; columns only later tables have are added at the end. */
export function concatTables(tables: readonly ExtractedTable[]): ExtractedTable {
  const first = tables[0];
  if (!first) return { grid: [], headerRows: 0, columns: [], footerRows: 0 };
  const columns = [...first.columns];
  for (const t of tables.slice(1)) for (const c of t.columns) if (!columns.includes(c)) columns.push(c);
  const width = columns.length;
  const pad = (row: readonly string[]): string[] => (row.length >= width ? [...row] : [...row, ...new Array<string>(width - row.length).fill('')]);
  const grid: string[][] = first.grid.slice(0, first.headerRows).map((row, r) => (r === first.headerRows - 1 ? columns.map((c, i) => row[i] ?? c) : pad(row)));
  for (const t of tables) {
    const map = t.columns.map((c) => columns.indexOf(c));
    const end = t.grid.length - (t.footerRows ?? 0);
    for (let r = t.headerRows; r < end; r++) {
      const src = t.grid[r] as string[];
      const row = new Array<string>(width).fill('');
      map.forEach((to, from) => {
        row[to] = src[from] ?? '';
      });
      grid.push(row);
    }
  }
  return { grid, headerRows: first.headerRows, columns, footerRows: 0, ...(first.title ? { title: first.title } : {}), ...(first.kind ? { kind: first.kind } : {}) };
}
