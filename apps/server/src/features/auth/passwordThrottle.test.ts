import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type AdminUser } from '@dsb/core';
import { activityLog } from '../../platform/activity/tables';
import { authThrottle } from '../../platform/auth/tables';
import { LOGIN_THROTTLE } from './loginThrottle';
import {
  TEST_ORIGIN,
  type TestApp,
  callAs,
  createTestApp,
  signInAs,
} from '../../platform/test/testApp';

// The failure counters of password sign-in under attempts sent all at once, and the work an
// unknown e-mail costs. A high per-minute request limit: this file tests the counters only.
const ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
const PASSWORD = 'correct horse battery';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp(ENV);
  admin = await signInAs(app, 'admin@example.com', 'Admin');
});
afterAll(() => app?.close());

let counter = 0;
async function createUser(): Promise<AdminUser> {
  const n = ++counter;
  const response = await callAs(app, 'POST', '/api/admin/users', admin, {
    displayName: `Guessed ${n}`,
    email: `guessed-${n}@school.org`,
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user;
}

const login = (target: TestApp, email: string, password: string, remoteAddress: string) =>
  target.inject({
    method: 'POST',
    url: '/auth/password/login',
    remoteAddress,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });

/** 49 wrong passwords and the right one last, all sent at once; the answers' status codes. */
async function guessAtOnce(targets: TestApp[], email: string, address: string) {
  const guesses = Array.from({ length: 50 }, (_, i) => (i === 49 ? PASSWORD : `guess-${i}-x`));
  const answers = await Promise.all(
    guesses.map((password, i) => login(targets[i % targets.length]!, email, password, address)),
  );
  return answers.map((a) => a.statusCode);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('password guesses sent all at once', () => {
  it(`checks only ${LOGIN_THROTTLE.maxFailuresPerAccount} passwords of an account; the others are refused before their check`, async () => {
    const user = await createUser();
    const statuses = await guessAtOnce([app], user.email, '203.0.113.7');
    expect(count(statuses, 429)).toBe(50 - LOGIN_THROTTLE.maxFailuresPerAccount);
    expect(count(statuses, 401) + count(statuses, 200)).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
    // Sent last, the right password came after the account's attempts were used up.
    expect(statuses.at(-1)).toBe(429);
  });

  it('a successful sign-in does not use up the address: a class signs in from one address', async () => {
    const address = '203.0.113.8';
    for (let i = 0; i < 3; i++) {
      expect((await login(app, (await createUser()).email, PASSWORD, address)).statusCode).toBe(
        200,
      );
    }
    const [row] = await app.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `address:${address}`));
    expect(row?.failures ?? 0).toBe(0);
  });
});

describe('an unknown e-mail costs the same work as a known one', () => {
  const failedWithoutUser = () =>
    app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, ACTIVITY_ACTIONS.loginFailed), isNull(activityLog.userId)));

  it("writes the same 'login failed' entry (without a user, and without the e-mail typed)", async () => {
    const before = (await failedWithoutUser()).length;
    const response = await login(app, 'nobody-here@school.org', 'a guess', '203.0.113.9');
    expect(response.statusCode).toBe(401);
    const after = await failedWithoutUser();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ type: 'login', details: { method: 'password' } });
    expect(JSON.stringify(after)).not.toContain('nobody-here');
  });
});

// Several servers on one PostgreSQL share the counters: the database refuses the eleventh attempt.
describe.skipIf(!process.env.DATABASE_URL)('two servers, one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    const config = app.config.database;
    if (config.kind !== 'postgres') throw new Error('expected PostgreSQL');
    other = await createTestApp({ ...ENV, DATABASE_URL: config.url });
  });
  afterAll(() => other?.close());

  it('counts the attempts both servers receive at once together', async () => {
    const user = await createUser();
    const statuses = await guessAtOnce([app, other], user.email, '203.0.113.10');
    expect(count(statuses, 429)).toBe(50 - LOGIN_THROTTLE.maxFailuresPerAccount);
  });
});
