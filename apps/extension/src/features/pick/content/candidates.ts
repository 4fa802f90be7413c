import { extractRepeated, findCandidates, repeatedItems, type TableCandidate, type TableKind } from '@tablecrawler/table-extract';
import { PREVIEW_CELL_LENGTH, PREVIEW_COLUMNS, PREVIEW_ROWS, type CandidateSummary } from '../messages';

const collapse = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();
const cut = (text: string): string => (text.length > PREVIEW_CELL_LENGTH ? `${text.slice(0, PREVIEW_CELL_LENGTH - 1)}…` : text);
const previewRow = (cells: readonly string[]): string[] => cells.slice(0, PREVIEW_COLUMNS).map((c) => cut(collapse(c)));

type ColumnName = (index: number) => string;

const ARIA_CELLS = '[role="cell"],[role="gridcell"],[role="columnheader"],[role="rowheader"]';

/**
 * A cheap preview: the first rows' cell texts, read without extracting the whole table (a 10,000-row table would
 * cost most of the list's time budget). Repeated elements go through table-extract on their first items only.
 */
function firstRows(element: Element, kind: TableKind, columnName?: ColumnName): string[][] {
  if (kind === 'repeated') {
    // One item more than shown: the first may be the list's heading row, which names the columns instead.
    const table = extractRepeated(element, columnName ? { columnName } : {}, repeatedItems(element).slice(0, PREVIEW_ROWS + 1));
    return [table.columns, ...table.grid.slice(table.headerRows, table.headerRows + PREVIEW_ROWS)];
  }
  const rows = element.tagName === 'TABLE' ? Array.from((element as HTMLTableElement).rows).slice(0, PREVIEW_ROWS + 1) : Array.from(element.querySelectorAll('[role="row"]')).slice(0, PREVIEW_ROWS + 1);
  return rows.map((row) => Array.from(row.tagName === 'TR' ? (row as HTMLTableRowElement).cells : row.querySelectorAll(ARIA_CELLS), (cell) => cell.textContent ?? ''));
}

const previewOf = (element: Element, kind: TableKind, columnName?: ColumnName): string[][] => firstRows(element, kind, columnName).map(previewRow);

function titleOf(element: Element): string | undefined {
  const title = collapse(element.tagName === 'TABLE' ? ((element as HTMLTableElement).caption?.textContent ?? null) : null) || collapse(element.getAttribute('aria-label'));
  return title ? cut(title) : undefined;
}

const summarise = (id: number, candidate: Pick<TableCandidate, 'element' | 'kind' | 'rows' | 'columns'>, columnName?: ColumnName): CandidateSummary => {
  const title = titleOf(candidate.element);
  return { id, kind: candidate.kind, rows: candidate.rows, columns: candidate.columns, ...(title ? { title } : {}), preview: previewOf(candidate.element, candidate.kind, columnName) };
};

/** The page's table candidates under stable ids (an element keeps its id for the life of the content script). */
export interface CandidateRegistry {
  /** Finds every candidate now, best first (table-extract's order). `columnName` names list columns nothing on the page names (localised). */
  list(columnName?: ColumnName): CandidateSummary[];
  /** Elements of the last list, for picking on the page. */
  listed(): ReadonlySet<Element>;
  get(id: number): Element | undefined;
  /** Registers an element the user picked on the page (also one the list did not offer). */
  add(element: Element, kind: TableKind, columnName?: ColumnName): CandidateSummary;
}

export function createCandidateRegistry(doc: Document): CandidateRegistry {
  const ids = new WeakMap<Element, number>();
  const elements = new Map<number, WeakRef<Element>>();
  let listed = new Set<Element>();
  let next = 0;
  const idOf = (element: Element): number => {
    let id = ids.get(element);
    if (id === undefined) {
      id = next++;
      ids.set(element, id);
      elements.set(id, new WeakRef(element));
    }
    return id;
  };
  let lastShapes = new Map<Element, TableCandidate>();
  return {
    list(columnName) {
      const candidates = findCandidates(doc);
      lastShapes = new Map(candidates.map((c) => [c.element, c]));
      listed = new Set(lastShapes.keys());
      return candidates.map((c) => summarise(idOf(c.element), c, columnName));
    },
    listed: () => listed,
    get: (id) => elements.get(id)?.deref(),
    add(element, kind, columnName) {
      const known = lastShapes.get(element);
      if (known) return summarise(idOf(element), known, columnName);
      // Not a candidate table-extract offered: its size is estimated from its markup (the collected table is exact).
      const rows = kind === 'table' ? (element as HTMLTableElement).rows.length : kind === 'aria' ? element.querySelectorAll('[role="row"]').length : repeatedItems(element).length;
      return summarise(idOf(element), { element, kind, rows, columns: Math.max(0, ...firstRows(element, kind, columnName).map((r) => r.length)) }, columnName);
    },
  };
}
