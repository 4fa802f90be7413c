import { COLUMN_KINDS, type CollectedTable, type ColumnKind, type ColumnSpec } from '../../table';

/** One output column per collected column, in page order, as text, all included. */
export function defaultColumns(table: CollectedTable): ColumnSpec[] {
  return table.columns.map((name, source) => ({ source, name, kind: COLUMN_KINDS.TEXT, included: true }));
}

/** Moves the spec at `from` to position `to` (both clamped to the list). */
export function moveColumn(specs: readonly ColumnSpec[], from: number, to: number): ColumnSpec[] {
  const next = [...specs];
  if (from < 0 || from >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved as ColumnSpec);
  return next;
}

export function updateColumn(specs: readonly ColumnSpec[], index: number, change: Partial<Omit<ColumnSpec, 'source'>>): ColumnSpec[] {
  return specs.map((spec, i) => (i === index ? { ...spec, ...change } : spec));
}

/** Which kinds a collected column can be read as: text always; link / image when some row has one there. */
export function availableKinds(table: CollectedTable, source: number): ColumnKind[] {
  const kinds: ColumnKind[] = [COLUMN_KINDS.TEXT];
  if (table.rows.some((row) => (row.link?.[source] ?? '') !== '')) kinds.push(COLUMN_KINDS.LINK);
  if (table.rows.some((row) => (row.image?.[source] ?? '') !== '')) kinds.push(COLUMN_KINDS.IMAGE);
  return kinds;
}

/** The shaped table: included columns in spec order under their names, each cell read as its column's kind. */
export interface ShapedTable {
  columns: string[];
  rows: string[][];
}

const shapeRow = (row: CollectedTable['rows'][number], used: readonly ColumnSpec[]): string[] =>
  used.map((spec) => {
    if (spec.kind === COLUMN_KINDS.LINK) return row.link?.[spec.source] ?? '';
    if (spec.kind === COLUMN_KINDS.IMAGE) return row.image?.[spec.source] ?? '';
    return row.text[spec.source] ?? '';
  });

/** Applies column choices to collected rows (filters come after, on the shaped rows). */
export function shapeRows(table: CollectedTable, specs: readonly ColumnSpec[]): ShapedTable {
  const used = specs.filter((s) => s.included);
  return { columns: used.map((s) => s.name), rows: table.rows.map((row) => shapeRow(row, used)) };
}

/**
 * shapeRows that remembers its last answer: when the same column specs meet rows that extend the last rows (a crawl
 * appending page after page), only the new rows are shaped, so a growing 100,000-row preview is not rebuilt per page.
 */
export function createRowShaper(): (table: CollectedTable, specs: readonly ColumnSpec[]) => ShapedTable {
  let last: { rows: CollectedTable['rows']; specs: readonly ColumnSpec[]; shaped: ShapedTable } | undefined;
  return (table, specs) => {
    const before = last;
    const n = before?.rows.length ?? 0;
    const grows = !!before && before.specs === specs && table.rows.length >= n && (n === 0 || (table.rows[0] === before.rows[0] && table.rows[n - 1] === before.rows[n - 1]));
    let shaped: ShapedTable;
    if (before && grows) {
      const used = specs.filter((s) => s.included);
      shaped = table.rows.length === n ? before.shaped : { columns: before.shaped.columns, rows: before.shaped.rows.concat(table.rows.slice(n).map((row) => shapeRow(row, used))) };
    } else shaped = shapeRows(table, specs);
    last = { rows: table.rows, specs, shaped };
    return shaped;
  };
}
