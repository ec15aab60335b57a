import { z } from 'zod';

/** Platform statistics (docs/product/admin-stats.md): GET /api/admin/stats. */

/** Top 5 by count and 3 recent additions. */
export const STATS_TOP_COUNT = 5;
export const STATS_RECENT_COUNT = 3;

export const STATS_MESSAGES = {
  title: 'System Statistics',
  refresh: 'Refresh Stats',
  refreshing: 'Refreshing...',
  noTopics: 'No topic data available',
  noSources: 'No source data available',
  noRecent: 'No recent additions',
  noRoles: 'No role data available',
  never: 'Never',
} as const;

/** Name -> count, the top entries only, largest first. */
const countMap = z.record(z.string(), z.number().int());

export const evidenceStatsSchema = z.object({
  total: z.number().int(),
  byTopic: countMap,
  bySource: countMap,
  recentAdditions: z.array(z.object({ title: z.string(), createdAt: z.string() })),
});

export const articleStatsSchema = z.object({
  total: z.number().int(),
  byTopic: countMap,
  bySource: countMap,
  recentAdditions: z.array(z.object({ headline: z.string(), createdAt: z.string() })),
});

export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Everyone not active: inactive and suspended together (the card shows active/inactive). */
  inactive: z.number().int(),
  /** Of `inactive`, how many are suspended. */
  suspended: z.number().int(),
  /** Keyed by the role labels Admin and User. */
  byRole: countMap,
});

export const systemStatsSchema = z.object({
  /** ISO time of the last evidence sync; null shows 'Never'. */
  lastSync: z.string().nullable(),
  lastBackup: z.string().nullable(),
  /**
   * Bytes. Local storage: used and free space of the disk holding DATA_DIR. S3: the bucket's
   * total object size and null available (a bucket has no fixed capacity). Null when unknown.
   */
  storageUsed: z.number().nullable(),
  storageAvailable: z.number().nullable(),
  storageKind: z.enum(['disk', 's3']),
});

/** The news service behind the headlines panel today (UTC day): its use and its failures. */
export const newsServiceStatsSchema = z.object({
  /** A news service key is set (NEWS_API_KEY); without one the library alone answers. */
  configured: z.boolean(),
  /** NEWS_API_DAILY_BUDGET; 0: no limit. */
  dailyBudget: z.number().int(),
  callsToday: z.number().int(),
  failuresToday: z.number().int(),
  /** Searches that did not call the service because today's budget was spent. */
  overBudgetToday: z.number().int(),
  /** The newest failure (any day): when, and why (refused, unreachable, blocked, bad answer). */
  lastFailure: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type NewsServiceStats = z.infer<typeof newsServiceStatsSchema>;

export const statsResponseSchema = z.object({
  success: z.literal(true),
  evidence: evidenceStatsSchema,
  articles: articleStatsSchema,
  users: userStatsSchema,
  system: systemStatsSchema,
  news: newsServiceStatsSchema.optional(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes, KB, MB, GB, TB at 1024 steps with two decimals ('0 Bytes' for zero). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  return `${(bytes / 1024 ** step).toFixed(2)} ${BYTE_UNITS[step]}`;
}

/** Percentages rounded to whole numbers (0 when there is nothing to divide by). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** Missing dates show 'Never'; others short month, day, year (e.g. Mar 5, 2026). */
export function formatStatsDate(iso: string | null | undefined): string {
  if (!iso) return STATS_MESSAGES.never;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return STATS_MESSAGES.never;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
