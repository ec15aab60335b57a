import { count } from 'drizzle-orm';
import type { LtiPlatform } from '@dsb/core';
import { sessions } from '../../platform/auth/tables';
import { activityLog } from '../../platform/activity/tables';
import {
  callAs,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
} from '../../platform/test/testApp';
import { startTestPlatform, type TestPlatform } from './testPlatform';

/**
 * TEST CODE ONLY: an app with a registered platform stand-in (testPlatform.ts) that its outbound
 * policy may reach (OUTBOUND_ALLOW names exactly that loopback target), an admin, and helpers that
 * walk the login → launch round trip as a browser in the platform's frame would.
 */

export type LtiWorld = {
  app: TestApp;
  platform: TestPlatform;
  registered: LtiPlatform;
  admin: string;
  logs: string[];
  close: () => Promise<void>;
};

export const ADMIN_EMAIL = 'lti-admin@school.example';

export async function createLtiWorld(env: Record<string, string> = {}): Promise<LtiWorld> {
  const platform = await startTestPlatform();
  const logs: string[] = [];
  const app = await createTestApp(
    { OUTBOUND_ALLOW: platform.target, ADMIN_EMAILS: ADMIN_EMAIL, ...env },
    { logTo: logs },
  );
  const admin = await signInAs(app, ADMIN_EMAIL, 'LTI Admin');
  const response = await callAs(app, 'POST', '/api/admin/lti/platforms', admin, {
    ...platform.registration(),
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.body}`);
  return {
    app,
    platform,
    registered: response.json<LtiPlatform>(),
    admin,
    logs,
    close: async () => {
      await app.close();
      await platform.close();
    },
  };
}

/** GET /lti/login as the platform sends the browser; the tool's redirect and its state and nonce. */
export async function startLogin(
  w: Pick<LtiWorld, 'app' | 'platform'>,
  loginHint: string,
  extra = {},
) {
  const response = await w.app.inject({
    method: 'GET',
    url: `/lti/login?${w.platform.loginQuery(loginHint, extra)}`,
  });
  const location = String(response.headers.location ?? '');
  const query = location ? new URL(location).searchParams : new URLSearchParams();
  return { response, location, state: query.get('state') ?? '', nonce: query.get('nonce') ?? '' };
}

/** The platform's auto-posted form arriving at /lti/launch (cross-site: the platform's Origin). */
export const postLaunch = (
  w: Pick<LtiWorld, 'app' | 'platform'>,
  form: { id_token?: string; state?: string },
) =>
  w.app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: w.platform.issuer,
    },
    payload: new URLSearchParams(form).toString(),
  });

/** A whole launch: login, the platform's answer (with these claims), and the post. */
export async function launchAs(
  w: Pick<LtiWorld, 'app' | 'platform'>,
  loginHint: string,
  claims: Record<string, unknown>,
) {
  w.platform.launchAs(loginHint, claims);
  const login = await startLogin(w, loginHint);
  if (login.response.statusCode !== 302) {
    throw new Error(`login: ${login.response.statusCode} ${login.response.body}`);
  }
  const answer = await w.platform.authorize(login.location);
  return postLaunch(w, { id_token: answer.idToken, state: answer.state });
}

/** Where a successful launch went, and the frame token from the address fragment. */
export function landed(location: string) {
  const [path = '', fragment = ''] = location.split('#');
  return { path, token: new URLSearchParams(fragment).get('lti') ?? '' };
}

/** A JSON call with the frame token as a bearer header, as the app in the frame sends it. */
export const callWithToken = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

export async function sessionCount(app: TestApp): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(sessions);
  return Number(row?.n ?? 0);
}

export async function activityCount(app: TestApp): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(activityLog);
  return Number(row?.n ?? 0);
}

/** The security-log lines of refused launches, parsed. */
export const refusalLogs = (logs: string[]) =>
  logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.security === 'lti-launch-refused');
