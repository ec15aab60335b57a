/**
 * Shaping of the statistics for the cards; number and date formats are core's
 * (docs/product/admin-stats.md).
 */

/** The `limit` largest entries of a count map, largest first (ties by name, for a stable order). */
export function topEntries(
  counts: Record<string, number> | null | undefined,
  limit: number,
): [string, number][] {
  return Object.entries(counts ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit);
}

/** Share of the storage in use, for the bar: used / (used + available), 0..100; null if unknown. */
export function storageUsedPercent(used: number | null, available: number | null): number | null {
  if (used === null || available === null) return null;
  const total = used + available;
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}
