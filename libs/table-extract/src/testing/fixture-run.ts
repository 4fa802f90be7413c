// Runs the library over a fixture page the same way in jsdom (unit tests) and in Chromium (e2e bundle).
import { extractTable } from '../extract/extract-table';
import { findTables } from '../find/find-tables';
import type { ExtractOptions, ExtractedTable } from '../model';
import { findRepeated } from '../repeated/find-repeated';

export interface ExpectedTable extends ExtractedTable {
  options?: ExtractOptions;
}

export interface ExpectedRepeated {
  selector: string;
  columns: string[];
  grid: string[][];
}

export interface FixtureExpectation {
  tables: ExpectedTable[];
  /** Best repeated candidates in order; null: not checked for this page. */
  repeated: ExpectedRepeated[] | null;
}

export interface FixtureResult {
  tables: ExtractedTable[];
  repeated: ExpectedRepeated[];
}

/** Finds and extracts the tables (with each expected table's options) and the best repeated structures of a page. */
export function runFixture(doc: Document, expected: FixtureExpectation): FixtureResult {
  const tables = findTables(doc).map((el, i) => {
    const t = extractTable(el, expected.tables[i]?.options ?? {});
    const out: ExtractedTable = { grid: t.grid, headerRows: t.headerRows, footerRows: t.footerRows ?? 0, columns: t.columns };
    if (t.title) out.title = t.title;
    return out;
  });
  const repeated = expected.repeated
    ? findRepeated(doc)
        .slice(0, expected.repeated.length)
        .map((cand, i) => {
          const want = expected.repeated?.[i];
          const t = extractTable(cand.element);
          return { selector: want && cand.element.matches(want.selector) ? want.selector : `(not ${want?.selector ?? ''}) ${cand.element.tagName}.${cand.element.className}`, columns: t.columns, grid: t.grid };
        })
    : [];
  return { tables, repeated };
}

/** The expectation with the fields runFixture reports (options dropped). */
export function comparable(expected: FixtureExpectation): FixtureResult {
  return {
    tables: expected.tables.map(({ options: _options, ...t }) => t),
    repeated: expected.repeated ?? [],
  };
}
