import { LIMITS } from '@tablecrawler/contract';

export interface PageBlock {
  /** Page numbers of the block holding the current page. */
  pages: number[];
  /** Target of the previous button (last page of the previous block), or null when this is the first block. */
  previous: number | null;
  /** Target of the next button (first page of the next block), or null when this is the last block. */
  next: number | null;
}

/** The block of `blockSize` page numbers around `page` (1-based, clamped to 1..totalPages). Default block LIMITS.paginationBlock (10). */
export function pageBlock(page: number, totalPages: number, blockSize: number = LIMITS.paginationBlock): PageBlock {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return { pages: [], previous: null, next: null };
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const start = Math.floor((current - 1) / blockSize) * blockSize + 1;
  const end = Math.min(start + blockSize - 1, total);
  return {
    pages: Array.from({ length: end - start + 1 }, (_, i) => start + i),
    previous: start > 1 ? start - 1 : null,
    next: end < total ? end + 1 : null,
  };
}
