import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  activityTypeOf,
  type ActivityEntry,
  type ActivityExportQuery,
  type ActivityLogResponse,
  type ActivityPeriod,
  type ActivityQuery,
} from '@dsb/core';
import type { Db } from '../db/client';
import { activityLog } from './tables';

type ActivityRow = typeof activityLog.$inferSelect;

/**
 * Records one entry of a user's activity log: sign-ins and sign-outs, admin actions and data
 * operations. Actions follow the names in ACTIVITY_ACTIONS (core): `admin_*` for admin actions,
 * `data_*` for data operations; the type filter's kind is derived from the name here.
 * `details` must never hold secrets (passwords, tokens): admins read and export it.
 */
export async function recordActivity(
  db: Db,
  userId: string | null,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(activityLog)
    .values({ userId, action, type: activityTypeOf(action), details: details ?? null });
}

/**
 * Like recordActivity, but a failure to write the log is reported and swallowed: for data
 * operations whose own work has already succeeded and must not turn into an error afterwards.
 */
export async function recordActivitySafely(
  db: Db,
  userId: string | null,
  action: string,
  details: Record<string, unknown> | undefined,
  onError: (error: unknown) => void,
): Promise<void> {
  try {
    await recordActivity(db, userId, action, details);
  } catch (error) {
    onError(error);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The start of a time window. "Today" starts at the viewer's midnight: `tzOffsetMinutes` is the
 * browser's getTimezoneOffset() (UTC minus local, in minutes), UTC when absent.
 */
export function periodStart(
  period: ActivityPeriod,
  now: Date,
  tzOffsetMinutes = 0,
): Date | undefined {
  switch (period) {
    case 'all':
      return undefined;
    case '7days':
      return new Date(now.getTime() - 7 * DAY_MS);
    case '30days':
      return new Date(now.getTime() - 30 * DAY_MS);
    case 'today': {
      const offsetMs = tzOffsetMinutes * 60_000;
      const local = now.getTime() - offsetMs;
      return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + offsetMs);
    }
  }
}

/** LIKE wildcards in a search are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function activityFilter(userId: string, query: ActivityExportQuery, now: Date): SQL {
  const conditions: SQL[] = [eq(activityLog.userId, userId)];
  if (query.type !== 'all') conditions.push(eq(activityLog.type, query.type));
  const since = periodStart(query.period, now, query.tzOffsetMinutes);
  if (since) conditions.push(gte(activityLog.timestamp, since));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(activityLog.action, pattern), ilike(sql`${activityLog.details}::text`, pattern))!,
    );
  }
  return and(...conditions)!;
}

function presentActivity(row: ActivityRow): ActivityEntry {
  return {
    _id: row.id,
    action: row.action,
    type: row.type,
    timestamp: row.timestamp.toISOString(),
    details: row.details ?? null,
  };
}

/** One page of a user's log, newest first, with the filtered and unfiltered totals. */
export async function listActivity(
  db: Db,
  userId: string,
  query: ActivityQuery,
  now = new Date(),
): Promise<ActivityLogResponse> {
  const where = activityFilter(userId, query, now);
  const [rows, [filtered], [all]] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.timestamp), desc(activityLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(activityLog).where(where),
    db.select({ n: count() }).from(activityLog).where(eq(activityLog.userId, userId)),
  ]);
  const total = filtered?.n ?? 0;
  return {
    success: true,
    activityLog: rows.map(presentActivity),
    total,
    unfilteredTotal: all?.n ?? 0,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** Every matching entry for the CSV export, newest first, capped so one export stays bounded. */
export const MAX_EXPORTED_ACTIVITIES = 50_000;

export async function exportActivity(
  db: Db,
  userId: string,
  query: ActivityExportQuery,
  now = new Date(),
): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(activityFilter(userId, query, now))
    .orderBy(desc(activityLog.timestamp), desc(activityLog.id))
    .limit(MAX_EXPORTED_ACTIVITIES);
  return rows.map(presentActivity);
}
