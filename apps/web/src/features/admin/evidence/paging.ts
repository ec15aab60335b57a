/** Console lists show 20 a page, the /admin/evidence page 10 (docs/product/admin-evidence.md). */
export const CONSOLE_PAGE_SIZE = 20;
export const EVIDENCE_PAGE_PAGE_SIZE = 10;

/** Pages = max(1, ceil(total / perPage)). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** The requested page clamped to 1..totalPages; nonsense becomes page 1. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, totalPages), Math.max(1, Math.trunc(page) || 1));
}

/** 'Page X of Y (N items)'. */
export function pageSummary(page: number, totalPages: number, total: number): string {
  return `Page ${page} of ${totalPages} (${total} items)`;
}

/** A page number from the address: a whole number from 1, else page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
