/** One button of the user list's pager: a page number, or a gap between non-adjacent pages. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/** Pages = max(1, ceil(total / perPage)) (docs/product/admin-users.md). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** The requested page clamped to 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, totalPages), Math.max(1, Math.trunc(page) || 1));
}

/**
 * The user list's page buttons: the first, the last, and the current page plus or
 * minus one, with an ellipsis between two shown pages that are not adjacent.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const last = Math.max(1, totalPages);
  const page = clampPage(current, last);
  const shown = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((p, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && p - previous > 1) {
      items.push({ kind: 'ellipsis', key: `gap-${previous}-${p}` });
    }
    items.push({ kind: 'page', page: p });
  });
  return items;
}
