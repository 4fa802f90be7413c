import { drawnText, extractRepeated, extractTable, findCandidates, repeatedItems, tableSize, type TableCandidate, type TableKind } from '@tablecrawler/table-extract';
import { locateTable, ownRowViewport, type TableFingerprint } from '../../table';
import { PREVIEW_CELL_LENGTH, PREVIEW_COLUMNS, PREVIEW_ROWS, PREVIEWED_CANDIDATES, type CandidateSummary, type FoundCandidate } from '../messages';

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
  // A table drawn with CSS grid alone has no row elements: its rows are what table-extract lays out.
  if (kind === 'table' && element.tagName !== 'TABLE') return extractTable(element, columnName ? { columnName } : {}).grid.slice(0, PREVIEW_ROWS + 1);
  const rows = element.tagName === 'TABLE' ? Array.from((element as HTMLTableElement).rows).slice(0, PREVIEW_ROWS + 1) : Array.from(element.querySelectorAll('[role="row"]')).slice(0, PREVIEW_ROWS + 1);
  return rows.map((row) => Array.from(row.tagName === 'TR' ? (row as HTMLTableRowElement).cells : row.querySelectorAll(ARIA_CELLS), (cell) => drawnText(cell)));
}

const previewOf = (element: Element, kind: TableKind, columnName?: ColumnName): string[][] => firstRows(element, kind, columnName).map(previewRow);

function titleOf(element: Element): string | undefined {
  const title = collapse(element.tagName === 'TABLE' ? ((element as HTMLTableElement).caption?.textContent ?? null) : null) || collapse(element.getAttribute('aria-label'));
  return title ? cut(title) : undefined;
}

/** Body rows a virtualised grid says it has, when the pick will scroll it to read them (see collectWholeGrid). */
const declaredBodyRows = (candidate: Pick<TableCandidate, 'element' | 'virtual'>): number | null =>
  candidate.virtual?.declaredBodyRows != null && ownRowViewport(candidate.element) ? candidate.virtual.declaredBodyRows : null;

/** The list entry less its id: sized as the pick gives the table (findCandidates' extracted size; a scrolled grid's declared rows). */
export const describeCandidate = (candidate: Pick<TableCandidate, 'element' | 'kind' | 'rows' | 'columns' | 'virtual'>, columnName?: ColumnName, withPreview = true): Omit<CandidateSummary, 'id'> => {
  const title = titleOf(candidate.element);
  const declared = declaredBodyRows(candidate);
  return {
    kind: candidate.kind,
    rows: declared ?? candidate.rows,
    columns: candidate.columns,
    ...(declared !== null ? { scrolled: true } : {}),
    ...(title ? { title } : {}),
    ...(withPreview ? { preview: previewOf(candidate.element, candidate.kind, columnName) } : {}),
  };
};

const summarise = (id: number, candidate: Pick<TableCandidate, 'element' | 'kind' | 'rows' | 'columns' | 'virtual'>, columnName?: ColumnName, withPreview = true): CandidateSummary => ({
  id,
  ...describeCandidate(candidate, columnName, withPreview),
});

/** Child indexes from the document element down to `element` (found again by `elementAt`). */
export function pathOf(element: Element, indexes: Map<Element, number>): number[] {
  const path: number[] = [];
  for (let el: Element = element; el.parentElement; el = el.parentElement) {
    const parent = el.parentElement;
    if (!indexes.has(el)) Array.from(parent.children).forEach((child, i) => indexes.set(child, i));
    path.push(indexes.get(el) as number);
  }
  return path.reverse();
}

/** The element at `path` (see pathOf) when it is a `tag`, else undefined. */
function elementAt(doc: Document, path: readonly number[], tag: string): Element | undefined {
  let el: Element | undefined = doc.documentElement;
  for (const index of path) el = el?.children[index];
  return el?.tagName === tag ? el : undefined;
}

/** The page's table candidates under stable ids (an element keeps its id for the life of the content script). */
export interface CandidateRegistry {
  /** Finds every candidate now, best first (table-extract's order). `columnName` names list columns nothing on the page names (localised). */
  list(columnName?: ColumnName): CandidateSummary[];
  /**
   * Takes the candidates the page's own world found (see page-world/find-in-page.ts) as the list; undefined when one
   * of them is not where it was found (the page changed in between), and the list should be found here instead.
   */
  adopt(found: readonly FoundCandidate[]): CandidateSummary[] | undefined;
  /** The id of the last list's candidate that `fingerprint` locates (a table chosen on an earlier page), or undefined. */
  follow(fingerprint: TableFingerprint): number | undefined;
  /** Elements of the last list with their kinds, for picking on the page. */
  listed(): ReadonlyMap<Element, TableKind>;
  get(id: number): Element | undefined;
  /** Previews of listed candidates (ids no longer listed or on the page are left out). */
  previews(ids: readonly number[], columnName?: ColumnName): { id: number; preview: string[][] }[];
  /** Body rows a listed virtualised grid says it has (null when it does not say or was not listed). */
  declaredRows(element: Element): number | null;
  /** Registers an element the user picked on the page (also one the list did not offer). */
  add(element: Element, kind: TableKind, columnName?: ColumnName): CandidateSummary;
}

export function createCandidateRegistry(doc: Document): CandidateRegistry {
  const ids = new WeakMap<Element, number>();
  const elements = new Map<number, WeakRef<Element>>();
  let listed = new Map<Element, TableKind>();
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
      listed = new Map(candidates.map((c) => [c.element, c.kind]));
      return candidates.map((c, i) => summarise(idOf(c.element), c, columnName, i < PREVIEWED_CANDIDATES));
    },
    adopt(found) {
      const shapes: TableCandidate[] = [];
      const summaries: CandidateSummary[] = [];
      for (const entry of found) {
        const element = elementAt(doc, entry.path, entry.tag);
        if (!element) return undefined;
        const { kind, rows, columns } = entry.summary;
        // Only the declared body rows are read back from a shape (declaredRows); the grid's viewport is found when read.
        const virtual = entry.declaredBodyRows === null ? {} : { virtual: { viewport: element, declaredRows: null, declaredBodyRows: entry.declaredBodyRows } };
        shapes.push({ element, kind, rows, columns, score: 0, ...virtual });
        summaries.push({ id: idOf(element), ...entry.summary });
      }
      lastShapes = new Map(shapes.map((c) => [c.element, c]));
      listed = new Map(shapes.map((c) => [c.element, c.kind]));
      return summaries;
    },
    follow(fingerprint) {
      const element = locateTable(doc, fingerprint, [...lastShapes.values()]);
      return element && lastShapes.has(element) ? idOf(element) : undefined;
    },
    listed: () => listed,
    get: (id) => elements.get(id)?.deref(),
    previews(ids, columnName) {
      return ids.flatMap((id) => {
        const element = elements.get(id)?.deref();
        const shape = element?.isConnected ? lastShapes.get(element) : undefined;
        return shape ? [{ id, preview: previewOf(shape.element, shape.kind, columnName) }] : [];
      });
    },
    declaredRows: (element) => lastShapes.get(element)?.virtual?.declaredBodyRows ?? null,
    add(element, kind, columnName) {
      const known = lastShapes.get(element);
      if (known) return summarise(idOf(element), known, columnName);
      // Not a candidate table-extract offered: a table is sized as findCandidates sizes its own, a list by its items.
      const size = kind === 'repeated' ? { rows: repeatedItems(element).length, columns: Math.max(0, ...firstRows(element, kind, columnName).map((r) => r.length)) } : tableSize(element);
      return summarise(idOf(element), { element, kind, rows: size.rows, columns: size.columns }, columnName);
    },
  };
}
