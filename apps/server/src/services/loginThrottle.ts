import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';

/**
 * Failed password sign-ins counted per account and per address in a 15-minute window, in the
 * database so every server counts the same attempts. A whole class signs in from one school
 * address, so the address limit is generous; the account limit is what stops guessing.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 100,
} as const;

export type ThrottleKeys = { account: string; address: string };

const keysOf = ({ account, address }: ThrottleKeys) => [
  { key: `account:${account}`, max: LOGIN_THROTTLE.maxFailuresPerAccount },
  { key: `address:${address}`, max: LOGIN_THROTTLE.maxFailuresPerAddress },
];

/** True when the account or the address has used up its failures in the current window. */
export async function isLoginThrottled(db: Db, keys: ThrottleKeys, now = new Date()) {
  const limits = keysOf(keys);
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      and(
        inArray(
          authThrottle.key,
          limits.map((l) => l.key),
        ),
        gt(authThrottle.windowStartedAt, windowStart),
      ),
    );
  return rows.some((row) => row.failures >= (limits.find((l) => l.key === row.key)?.max ?? 0));
}

/** Counts one failure for the account and the address; a window that has passed starts over. */
export async function recordLoginFailure(db: Db, keys: ThrottleKeys, now = new Date()) {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  for (const { key } of keysOf(keys)) {
    await db
      .insert(authThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
        },
      });
  }
  // Windows long past are of no use; the table stays as small as the last quarter hour's failures.
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, windowStart));
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearAccountFailures(db: Db, account: string) {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [`account:${account}`]));
}
