import { EVIDENCE_PAGE_SIZE } from '@dsb/core';

/**
 * Mantine's Pagination shows every page while total <= 2 * siblings + 3 + 2 * boundaries, else
 * the first and last `boundaries` pages, the current page with `siblings` on each side, and
 * ellipses between. Search results (docs/product/evidence.md): up to 7 pages in full. Saved
 * evidence: up to 5 in full.
 */
export const SEARCH_PAGINATION = { siblings: 1, boundaries: 1 } as const;
export const SAVED_PAGINATION = { siblings: 0, boundaries: 1 } as const;

/** How many pages Mantine shows in full with a layout (beyond it, ellipses appear). */
export function pagesShownInFull(layout: { siblings: number; boundaries: number }): number {
  return layout.siblings * 2 + 3 + layout.boundaries * 2;
}

export type Page<T> = {
  items: T[];
  /** The page shown: the requested one clamped to 1..totalPages. */
  page: number;
  totalPages: number;
};

/** One page of a client-side list (results are paged in the browser). */
export function paginate<T>(
  all: readonly T[],
  requested: number,
  pageSize: number = EVIDENCE_PAGE_SIZE,
): Page<T> {
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(totalPages, Math.max(1, Math.trunc(requested) || 1));
  return { items: all.slice((page - 1) * pageSize, page * pageSize), page, totalPages };
}
