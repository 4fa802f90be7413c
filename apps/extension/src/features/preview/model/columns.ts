import { COLUMN_KINDS, extendsRows, type CollectedTable, type ColumnKind, type ColumnSpec } from '../../table';

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

/**
 * availableKinds for every column, kept up to date as rows are appended: each call looks only at the rows added since
 * the last one (and stops looking at a column once it has both a link and an image), so the column editor of a
 * 100,000-row crawl costs nothing per page. A table that is not the last one extended starts over. The answer keeps
 * its identity while no column gains a kind.
 */
export function createKindScanner(): (table: CollectedTable) => readonly (readonly ColumnKind[])[] {
  let last: { rows: CollectedTable['rows']; width: number; link: boolean[]; image: boolean[]; kinds: ColumnKind[][] } | undefined;
  return (table) => {
    const width = table.columns.length;
    const fresh = !last || last.width !== width || !extendsRows(last.rows, table.rows);
    const state = fresh || !last ? { rows: table.rows, width, link: Array<boolean>(width).fill(false), image: Array<boolean>(width).fill(false), kinds: [] as ColumnKind[][] } : last;
    const from = fresh ? 0 : state.rows.length;
    let changed = fresh;
    for (let i = from; i < table.rows.length; i += 1) {
      const row = table.rows[i] as CollectedTable['rows'][number];
      if (!row.link && !row.image) continue;
      for (let source = 0; source < width; source += 1) {
        if (!state.link[source] && (row.link?.[source] ?? '') !== '') changed = state.link[source] = true;
        if (!state.image[source] && (row.image?.[source] ?? '') !== '') changed = state.image[source] = true;
      }
    }
    if (changed) {
      state.kinds = state.link.map((link, source) => [COLUMN_KINDS.TEXT, ...(link ? [COLUMN_KINDS.LINK] : []), ...(state.image[source] ? [COLUMN_KINDS.IMAGE] : [])]);
    }
    last = { ...state, rows: table.rows };
    return state.kinds;
  };
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
    const grows = !!before && before.specs === specs && extendsRows(before.rows, table.rows);
    let shaped: ShapedTable;
    if (before && grows) {
      const used = specs.filter((s) => s.included);
      shaped = table.rows.length === n ? before.shaped : { columns: before.shaped.columns, rows: before.shaped.rows.concat(table.rows.slice(n).map((row) => shapeRow(row, used))) };
    } else shaped = shapeRows(table, specs);
    last = { rows: table.rows, specs, shaped };
    return shaped;
  };
}
