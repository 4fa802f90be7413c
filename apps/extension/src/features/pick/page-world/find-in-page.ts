import { findCandidates } from '@tablecrawler/table-extract';
import { describeCandidate, pathOf } from '../content/candidates';
import { COLUMN_NUMBER, PREVIEWED_CANDIDATES, type FoundCandidate } from '../messages';

/**
 * The page's table candidates, found in the page's own (main) world. There the search is about a third faster than in
 * the content script's isolated world, where every element it touches needs a wrapper of that world (decision 139).
 * Only data comes back (the page's own texts and where each candidate is); the content script holds the elements.
 * `elements`, when given, receives each candidate's element in the same order (for `foundWhereNow`).
 */
export function findInPage(doc: Document, columnTemplate: string, elements?: Element[]): FoundCandidate[] {
  const columnName = (index: number): string => columnTemplate.replace(COLUMN_NUMBER, String(index + 1));
  const indexes = new Map<Element, number>();
  return findCandidates(doc).map((candidate, i) => {
    elements?.push(candidate.element);
    const summary = describeCandidate(candidate, columnName, i < PREVIEWED_CANDIDATES);
    return {
      path: pathOf(candidate.element, indexes),
      tag: candidate.element.tagName,
      declaredBodyRows: candidate.virtual?.declaredBodyRows ?? null,
      summary,
    };
  });
}

/**
 * A list found earlier (`found`, its candidates' `elements`), each entry placed where its element is now: entries whose
 * element left the document are dropped. Sizes and previews are as they were found.
 */
export function foundWhereNow(found: readonly FoundCandidate[], elements: readonly Element[]): FoundCandidate[] {
  const indexes = new Map<Element, number>();
  return found.flatMap((entry, i) => {
    const element = elements[i];
    return element?.isConnected ? [{ ...entry, path: pathOf(element, indexes) }] : [];
  });
}
