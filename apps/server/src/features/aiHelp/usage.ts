import { and, eq, like, lt, sql } from 'drizzle-orm';
import { AI_MESSAGES } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { aiUsage } from './tables';
import { HttpError } from '../../platform/http/errors';
import type { AiSettings } from '../../platform/languageModel/aiSettings';

/**
 * The per-user rate limit and daily budget of AI help, counted in the database so several
 * servers agree. Each count is one statement that only increments below the limit, so two
 * requests at once cannot both take the last place.
 */

const minuteKey = (now: Date) => `m:${now.toISOString().slice(0, 16)}`;
export const dayKey = (now: Date) => `d:${now.toISOString().slice(0, 10)}`;

/** Counts one request in `period` if the count is below `limit`; false when it is not. */
async function take(
  db: Db,
  userId: string,
  period: string,
  limit: number,
  tokenLimit = 0,
): Promise<boolean> {
  const below = sql`${aiUsage.requests} < ${limit}`;
  const rows = await db
    .insert(aiUsage)
    .values({ userId, period, requests: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.period],
      set: { requests: sql`${aiUsage.requests} + 1`, updatedAt: sql`now()` },
      setWhere:
        limit > 0 && tokenLimit > 0
          ? and(below, sql`${aiUsage.tokens} < ${tokenLimit}`)
          : limit > 0
            ? below
            : tokenLimit > 0
              ? sql`${aiUsage.tokens} < ${tokenLimit}`
              : undefined,
    })
    .returning({ requests: aiUsage.requests });
  return rows.length > 0;
}

/** Seconds until the next minute starts (the rate window), at least 1. */
const secondsToNextMinute = (now: Date) => Math.max(1, 60 - now.getUTCSeconds());

/** Every AI chat request (the offline guide's too): 429 past AI_RATE_LIMIT_PER_MINUTE. */
export async function takeMinuteSlot(
  db: Db,
  userId: string,
  settings: AiSettings,
  now = new Date(),
) {
  // Old minute rows are swept now and then, so the table stays the size of the active users.
  if (Math.random() < 0.02) {
    await db
      .delete(aiUsage)
      .where(
        and(like(aiUsage.period, 'm:%'), lt(aiUsage.updatedAt, sql`now() - interval '1 hour'`)),
      );
  }
  if (!(await take(db, userId, minuteKey(now), settings.requestsPerMinute))) {
    const seconds = secondsToNextMinute(now);
    // `limit` and the numbers let the web write the message in the pupil's language (AiLimitError).
    throw new HttpError(429, AI_MESSAGES.rateLimited(seconds), {
      limit: 'minute',
      retryAfterSeconds: seconds,
    });
  }
}

/** A model request: 429 once today's requests or tokens are used up (UTC day). */
export async function takeDailyModelRequest(
  db: Db,
  userId: string,
  settings: AiSettings,
  now = new Date(),
) {
  const period = dayKey(now);
  if (await take(db, userId, period, settings.requestsPerDay, settings.tokensPerDay)) return;
  const [row] = await db
    .select({ requests: aiUsage.requests })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.period, period)));
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const retryAfterSeconds = Math.ceil((tomorrow - now.getTime()) / 1000);
  const byRequests = settings.requestsPerDay > 0 && (row?.requests ?? 0) >= settings.requestsPerDay;
  throw new HttpError(
    429,
    byRequests ? AI_MESSAGES.dailyLimit(settings.requestsPerDay) : AI_MESSAGES.dailyTokens,
    byRequests
      ? { limit: 'day', retryAfterSeconds, requestsPerDay: settings.requestsPerDay }
      : { limit: 'day-tokens', retryAfterSeconds },
  );
}

/** After the model answered: its tokens count against today's budget. */
export async function recordTokens(db: Db, userId: string, tokens: number, now = new Date()) {
  if (tokens <= 0) return;
  await db
    .update(aiUsage)
    .set({ tokens: sql`${aiUsage.tokens} + ${Math.round(tokens)}` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.period, dayKey(now))));
}

/** The model did not answer: the request does not count against today's budget. */
export async function refundDailyRequest(db: Db, userId: string, now = new Date()) {
  await db
    .update(aiUsage)
    .set({ requests: sql`greatest(${aiUsage.requests} - 1, 0)` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.period, dayKey(now))));
}

/** Today's model requests and tokens, for GET /api/ai/config. */
export async function usageToday(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ requests: aiUsage.requests, tokens: aiUsage.tokens })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.period, dayKey(now))));
  return { requestsToday: row?.requests ?? 0, tokensToday: row?.tokens ?? 0 };
}
