import type { ExtractedTable } from '../model';
import { CELL_TYPES, inferColumnTypes, parseDate, typedValue } from '../types/infer';

export interface JsonOptions {
  /** Numbers, amounts and percentages as JSON numbers and dates as 'YYYY-MM-DD' (per inferred column type). Default false: every value a string. */
  typed?: boolean;
  /** Indentation passed to JSON.stringify. Default 0. */
  space?: number;
}

/** MIME type of the JSON text. */
export const JSON_MIME = 'application/json;charset=utf-8';

function isoDate(text: string): string {
  const d = parseDate(text);
  if (!d) return text;
  const ms = Math.round(d.serial * 86400000) + Date.UTC(1899, 11, 30);
  const iso = new Date(ms).toISOString();
  return d.time ? iso.slice(0, 19) : iso.slice(0, 10);
}

/** Body and footer rows as objects keyed by column name. */
export function toRecords(table: ExtractedTable, options: Pick<JsonOptions, 'typed'> = {}): Record<string, string | number>[] {
  const types = options.typed ? inferColumnTypes(table) : null;
  const out: Record<string, string | number>[] = [];
  for (let r = table.headerRows; r < table.grid.length; r++) {
    const row = table.grid[r] as string[];
    const record: Record<string, string | number> = {};
    table.columns.forEach((name, c) => {
      const text = row[c] ?? '';
      const type = types?.[c];
      if (!type || type.type === CELL_TYPES.TEXT) record[name] = text;
      else if (type.type === CELL_TYPES.DATE) record[name] = isoDate(text);
      else record[name] = typedValue(text, type) ?? text;
    });
    out.push(record);
  }
  return out;
}

/** JSON array of objects by column name. Options default: typed false, space 0. */
export function toJson(table: ExtractedTable, options: JsonOptions = {}): string {
  return JSON.stringify(toRecords(table, options), null, options.space ?? 0);
}
