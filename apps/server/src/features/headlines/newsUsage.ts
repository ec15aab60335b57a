import { and, desc, eq, inArray, like, lt, sql } from 'drizzle-orm';
import { NEWS_MESSAGES, type NewsServiceStats } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { newsUsage } from './tables';
import { HttpError } from '../../platform/http/errors';

/**
 * The headline searches' limits, counted in the database so several servers agree (docs/config.md):
 * a per-user rate per clock minute, and a daily budget of calls to the paid news service for all
 * users together. Each count is one statement that increments only below its limit, so two
 * searches at once cannot both take the last place. The service's failures are counted per day
 * with the last reason, for the admin statistics.
 */

const minuteKey = (now: Date) => `m:${now.toISOString().slice(0, 16)}`;
const dayKey = (now: Date) => `d:${now.toISOString().slice(0, 10)}`;
const userKey = (userId: string) => `user:${userId}`;
export const SERVICE_KEYS = {
  calls: 'service:calls',
  failures: 'service:failures',
  overBudget: 'service:over-budget',
} as const;

/** Counts one in (key, period) if below `limit` (0: no limit); false when the limit is reached. */
async function take(db: Db, key: string, period: string, limit: number, detail?: string) {
  const rows = await db
    .insert(newsUsage)
    .values({ key, period, count: 1, detail })
    .onConflictDoUpdate({
      target: [newsUsage.key, newsUsage.period],
      set: {
        count: sql`${newsUsage.count} + 1`,
        updatedAt: sql`now()`,
        ...(detail !== undefined && { detail }),
      },
      setWhere: limit > 0 ? sql`${newsUsage.count} < ${limit}` : undefined,
    })
    .returning({ count: newsUsage.count });
  return rows.length > 0;
}

/** One headline search by a user: 429 past `perMinute` in this clock minute. */
export async function takeSearchSlot(db: Db, userId: string, perMinute: number, now = new Date()) {
  // Old minute rows are swept now and then, so the table stays the size of the active users.
  if (Math.random() < 0.02) {
    await db
      .delete(newsUsage)
      .where(
        and(like(newsUsage.period, 'm:%'), lt(newsUsage.updatedAt, sql`now() - interval '1 hour'`)),
      );
  }
  if (await take(db, userKey(userId), minuteKey(now), perMinute)) return;
  const seconds = Math.max(1, 60 - now.getUTCSeconds());
  throw new HttpError(429, NEWS_MESSAGES.rateLimited(seconds), { retryAfterSeconds: seconds });
}

/** One call to the news service within today's budget (0: no limit); false when it is spent. */
export async function takeServiceCall(db: Db, budget: number, now = new Date()) {
  if (await take(db, SERVICE_KEYS.calls, dayKey(now), budget)) return true;
  await take(db, SERVICE_KEYS.overBudget, dayKey(now), 0);
  return false;
}

/** A news service call that failed (refused, unreachable, blocked, bad answer), with why. */
export async function recordServiceFailure(db: Db, reason: string, now = new Date()) {
  await take(db, SERVICE_KEYS.failures, dayKey(now), 0, reason.slice(0, 500));
}

/** The news service's day for the admin statistics. */
export async function newsServiceStats(
  db: Db,
  config: { configured: boolean; dailyBudget: number },
  now = new Date(),
): Promise<NewsServiceStats> {
  const today = await db
    .select({ key: newsUsage.key, count: newsUsage.count })
    .from(newsUsage)
    .where(
      and(eq(newsUsage.period, dayKey(now)), inArray(newsUsage.key, Object.values(SERVICE_KEYS))),
    );
  const countOf = (key: string) => today.find((row) => row.key === key)?.count ?? 0;
  const [last] = await db
    .select({ at: newsUsage.updatedAt, reason: newsUsage.detail })
    .from(newsUsage)
    .where(eq(newsUsage.key, SERVICE_KEYS.failures))
    .orderBy(desc(newsUsage.updatedAt))
    .limit(1);
  return {
    configured: config.configured,
    dailyBudget: config.dailyBudget,
    callsToday: countOf(SERVICE_KEYS.calls),
    failuresToday: countOf(SERVICE_KEYS.failures),
    overBudgetToday: countOf(SERVICE_KEYS.overBudget),
    lastFailure: last ? { at: last.at.toISOString(), reason: last.reason ?? '' } : null,
  };
}
