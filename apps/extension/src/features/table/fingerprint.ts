import { Type, type Static } from '@sinclair/typebox';
import { extractTable, findCandidates, type TableCandidate } from '@tablecrawler/table-extract';

/**
 * Finds "the same table" again on another page of a crawl or on a later visit: by its header texts first, then its
 * place (a CSS path, across same-origin frames), kind, width and rank among the candidates. A CSS path alone breaks
 * when a site adds a banner; header texts alone confuse two tables with the same columns.
 */
export const TableFingerprintSchema = Type.Object({
  kind: Type.String(),
  /** Column names as extracted (at most 40). */
  headers: Type.Array(Type.String(), { maxItems: 40 }),
  columns: Type.Integer({ minimum: 0 }),
  /** Rank among findCandidates(document) when fingerprinted. */
  index: Type.Integer({ minimum: 0 }),
  /** `tag:nth-of-type(n)` steps from the document element; ` >> ` enters a same-origin iframe. */
  path: Type.String({ maxLength: 4000 }),
});
export type TableFingerprint = Static<typeof TableFingerprintSchema>;

const MAX_HEADERS = 40;
/** Candidates whose headers are compared (the best-ranked ones); deeper ones are compared by path only. */
const COMPARED_CANDIDATES = 30;

function stepsOf(el: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = el; node && node.parentElement; node = node.parentElement) {
    let n = 1;
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) if (sib.tagName === node.tagName) n += 1;
    steps.unshift(`${node.tagName.toLowerCase()}:nth-of-type(${n})`);
  }
  return steps.join('>');
}

/** The element's path from its document root, prefixed by the path of each same-origin frame it sits in. */
export function elementPath(el: Element): string {
  const parts = [stepsOf(el)];
  for (let frame = el.ownerDocument.defaultView?.frameElement ?? null; frame; frame = frame.ownerDocument.defaultView?.frameElement ?? null) parts.unshift(stepsOf(frame));
  return parts.join(' >> ');
}

/** The element at a path made by elementPath (its steps are CSS), from the document `root` belongs to; null when the page has none there. */
export function elementAtPath(root: ParentNode, path: string): Element | null {
  let doc: Document | null = (root as Node).nodeType === 9 ? (root as Document) : ((root as Node).ownerDocument ?? null);
  let el: Element | null = null;
  for (const part of path.split(' >> ')) {
    if (!doc) return null;
    try {
      el = part ? doc.querySelector(`:root>${part}`) : doc.documentElement;
    } catch {
      return null;
    }
    if (!el) return null;
    doc = (el as HTMLIFrameElement).contentDocument ?? null;
  }
  return el;
}

const headersOf = (el: Element): string[] => extractTable(el).columns.slice(0, MAX_HEADERS);
const norm = (s: string): string => s.normalize('NFKC').trim().toLowerCase();

function headerSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const left = new Set(a.map(norm));
  const right = new Set(b.map(norm));
  let shared = 0;
  for (const h of left) if (right.has(h)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** The fingerprint of a candidate (as found by findCandidates at rank `index`). */
export function fingerprintOf(candidate: Pick<TableCandidate, 'element' | 'kind' | 'columns'>, index: number): TableFingerprint {
  return {
    kind: candidate.kind,
    headers: headersOf(candidate.element),
    columns: candidate.columns,
    index,
    path: elementPath(candidate.element),
  };
}

/** The candidate of `root` that best matches `fingerprint`, or null when none is close enough (`candidates`: root's, when already found). */
export function locateTable(root: ParentNode, fingerprint: TableFingerprint, candidates: readonly TableCandidate[] = findCandidates(root)): Element | null {
  let best: Element | null = null;
  let bestScore = 0;
  for (const [rank, candidate] of candidates.entries()) {
    const samePath = elementPath(candidate.element) === fingerprint.path;
    if (rank >= COMPARED_CANDIDATES && !samePath) continue;
    const sameWidth = candidate.columns === fingerprint.columns;
    const headers = headerSimilarity(headersOf(candidate.element), fingerprint.headers);
    // Either most headers match, or the table is where it was and as wide as it was (headers of a later page may
    // differ) — a list where it was at any width: its columns are the fields its items draw, more on one page than on
    // another (an API reference's functions with two parameters, then with five), named by their place.
    const sameList = samePath && candidate.kind === 'repeated' && fingerprint.kind === 'repeated';
    if (headers < 0.5 && !(samePath && sameWidth) && !sameList) continue;
    const score = 5 * headers + (samePath ? 3 : 0) + (candidate.kind === fingerprint.kind ? 1 : 0) + (sameWidth ? 1 : 0) + (rank === fingerprint.index ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = candidate.element;
    }
  }
  return best ?? leftWhereItWas(root, fingerprint, candidates);
}

/**
 * The table where it was when the candidates do not offer it, too small to be offered: an index's last page holding one
 * entry, a table's last page holding one row. It must read as the same kind, a table as wide as it was.
 */
function leftWhereItWas(root: ParentNode, fingerprint: TableFingerprint, candidates: readonly TableCandidate[]): Element | null {
  const there = elementAtPath(root, fingerprint.path);
  if (!there || candidates.some((c) => c.element === there)) return null;
  const table = extractTable(there);
  if (table.grid.length <= table.headerRows || (table.kind ?? 'table') !== fingerprint.kind) return null;
  return fingerprint.kind === 'repeated' || table.columns.length === fingerprint.columns ? there : null;
}
