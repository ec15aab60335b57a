import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { authThrottle } from '../../platform/auth/tables';

/**
 * Password sign-in attempts counted per account and per address in a 15-minute window, in the
 * database so every server counts the same attempts. A whole class signs in from one school
 * address, so the address limit is generous; the account limit is what stops guessing.
 *
 * An attempt is counted before its password is checked, in one statement that also refuses it
 * when the limit is reached: attempts sent all at once (to one server or several) cannot all be
 * checked before the first failure is counted. A successful sign-in then takes its attempt back
 * from the address and clears the account, so only failures stay counted.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 100,
} as const;

export type ThrottleKeys = { account: string; address: string };

const accountKey = (account: string) => `account:${account}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Counts one attempt against `key` unless its window already holds `max`; true when counted.
 * The insert-or-update locks the row, so concurrent attempts are counted one after the other
 * and each sees the count the one before it left.
 */
async function takeAttempt(db: Db, key: string, max: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const expired = sql`${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const counted = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${authThrottle.failures} < ${max}`,
    })
    .returning({ failures: authThrottle.failures });
  return counted.length > 0;
}

/** Takes back an attempt counted against `key` (never below zero). */
async function giveBackAttempt(db: Db, key: string) {
  await db
    .update(authThrottle)
    .set({ failures: sql`${authThrottle.failures} - 1` })
    .where(and(eq(authThrottle.key, key), gt(authThrottle.failures, 0)));
}

/**
 * Counts a sign-in attempt for the account and the address before the password is checked.
 * False, and nothing counted, when either has used up its failures in the current window.
 */
export async function reserveLoginAttempt(
  db: Db,
  { account, address }: ThrottleKeys,
  now = new Date(),
): Promise<boolean> {
  if (!(await takeAttempt(db, accountKey(account), LOGIN_THROTTLE.maxFailuresPerAccount, now))) {
    return false;
  }
  if (!(await takeAttempt(db, addressKey(address), LOGIN_THROTTLE.maxFailuresPerAddress, now))) {
    await giveBackAttempt(db, accountKey(account));
    return false;
  }
  return true;
}

/** A failed attempt stays counted; windows long past are removed (the table stays small). */
export async function forgetOldAttempts(db: Db, now = new Date()) {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, windowStart));
}

/** A successful sign-in clears the account's count and takes its attempt back from the address. */
export async function loginSucceeded(db: Db, { account, address }: ThrottleKeys) {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [accountKey(account)]));
  await giveBackAttempt(db, addressKey(address));
}
