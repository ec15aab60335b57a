import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { LTI_CLAIMS, LTI_LAUNCH_PROBLEMS, type LtiLaunchProblem } from '@dsb/core';
import type { LightMyRequestResponse } from 'fastify';
import { activityLog } from '../../platform/activity/tables';
import { callAs } from '../../platform/test/testApp';
import { hashState } from './launchService';
import { LTI_MESSAGES } from './messages';
import { ltiLoginStates } from './tables';
import { startTestPlatform, type TestPlatform } from './testPlatform';
import {
  activityCount,
  createLtiWorld,
  postLaunch,
  refusalLogs,
  sessionCount,
  startLogin,
  type LtiWorld,
} from './ltiTestSupport';

/**
 * Every refusal the launch knows (docs/product/lti.md, "What the app checks at every launch"): its
 * status, its page, no session, a security-log line and an activity-log entry.
 */

let w: LtiWorld;
let elsewhere: TestPlatform;
beforeAll(async () => {
  w = await createLtiWorld();
  // A platform on loopback that OUTBOUND_ALLOW does not name: the tool must never reach it.
  elsewhere = await startTestPlatform({ clientId: 'private-client' });
  // Launches that succeed come from an instructor (a learner's first launch waits for them).
  for (const hint of ['replayer', 'rotation'])
    w.platform.launchAs(hint, w.platform.claims.instructor());
});
afterAll(async () => {
  await w?.close();
  await elsewhere?.close();
});

/** Runs `attempt` and checks the refusal it must be, with nothing signed in. */
async function expectRefused(
  problem: LtiLaunchProblem,
  status: number,
  attempt: () => Promise<LightMyRequestResponse>,
) {
  const sessions = await sessionCount(w.app);
  const activities = await activityCount(w.app);
  const logged = refusalLogs(w.logs).length;
  const response = await attempt();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.body).toContain(LTI_LAUNCH_PROBLEMS[problem].replace(/'/g, '&#39;'));
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.headers.location).toBeUndefined();
  expect(await sessionCount(w.app)).toBe(sessions);
  const lines = refusalLogs(w.logs);
  expect(lines).toHaveLength(logged + 1);
  expect(lines.at(-1)).toMatchObject({ problem, level: 40 });
  expect(await activityCount(w.app)).toBe(activities + 1);
  const refused = await w.app.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, 'lti_sign_in_refused'), isNull(activityLog.userId)));
  expect(refused.map((row) => (row.details as { problem?: string }).problem)).toContain(problem);
}

/** A login, then a token the test signs itself with these claims (nonce from the login). */
async function launchSigned(
  claims: Record<string, unknown>,
  options: Parameters<TestPlatform['signIdToken']>[1] = {},
) {
  const { state, nonce } = await startLogin(w, 'hand-signed');
  const idToken = await w.platform.signIdToken({ nonce, ...claims }, options);
  return postLaunch(w, { id_token: idToken, state });
}

describe('a launch is refused', () => {
  it('when its signature is not the platform’s', async () => {
    const key = await w.platform.strangerKey();
    await expectRefused('badSignature', 401, () =>
      launchSigned(w.platform.claims.learner(), { key }),
    );
  });

  it('when it was meant for another tool', async () => {
    await expectRefused('wrongAudience', 401, () =>
      launchSigned(w.platform.claims.learner({ aud: 'another-tool' })),
    );
    await expectRefused('wrongAudience', 401, () =>
      launchSigned(w.platform.claims.learner({ aud: [w.platform.clientId, 'another-tool'] })),
    );
  });

  it('when it has expired, or its login waited too long', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused('expired', 401, () =>
      launchSigned(w.platform.claims.learner({ iat: now - 900, exp: now - 300 })),
    );
    const { state, location } = await startLogin(w, 'slow');
    const answer = await w.platform.authorize(location);
    await w.app.db
      .update(ltiLoginStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ltiLoginStates.stateHash, hashState(state)));
    await expectRefused('expired', 401, () => postLaunch(w, { id_token: answer.idToken, state }));
  });

  it('when its state or nonce was used already, or is unknown', async () => {
    const { state, location } = await startLogin(w, 'replayer');
    const answer = await w.platform.authorize(location);
    expect(answer.state).toBe(state);
    const first = await postLaunch(w, { id_token: answer.idToken, state });
    expect(first.statusCode, first.body).toBe(303);
    await expectRefused('replayed', 401, () => postLaunch(w, { id_token: answer.idToken, state }));
    // The same token with a fresh login's state: its nonce is the old login's.
    const fresh = await startLogin(w, 'replayer');
    await expectRefused('replayed', 401, () =>
      postLaunch(w, { id_token: answer.idToken, state: fresh.state }),
    );
    await expectRefused('unknownState', 401, () =>
      postLaunch(w, { id_token: answer.idToken, state: 'made-up' }),
    );
    await expectRefused('unknownState', 401, () => postLaunch(w, { id_token: answer.idToken }));
  });

  it('when its deployment is not registered, or claims are missing', async () => {
    await expectRefused('unknownDeployment', 400, () =>
      launchSigned(w.platform.claims.learner({ [LTI_CLAIMS.deploymentId]: 'deployment-9' })),
    );
    await expectRefused('unknownDeployment', 400, async () => {
      const login = await startLogin(w, 'x', { lti_deployment_id: 'deployment-9' });
      return login.response;
    });
    const noRoles = w.platform.claims.learner();
    delete noRoles[LTI_CLAIMS.roles];
    await expectRefused('missingClaim', 400, () => launchSigned(noRoles));
    await expectRefused('missingClaim', 400, () =>
      launchSigned(w.platform.claims.learner({ [LTI_CLAIMS.resourceLink]: undefined })),
    );
    await expectRefused('wrongVersion', 400, () =>
      launchSigned(w.platform.claims.learner({ [LTI_CLAIMS.version]: '1.1' })),
    );
  });

  it('takes an id_token larger than ordinary forms may be', async () => {
    const padding = 'x'.repeat(40 * 1024);
    const response = await launchSigned(w.platform.claims.instructor({ padding }));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(303);
  });

  it('when the login misses its issuer or hint: a page, nothing kept', async () => {
    const response = await w.app.inject({ method: 'GET', url: '/lti/login?iss=x' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(LTI_MESSAGES.badLogin);
    expect(response.headers.location).toBeUndefined();
  });

  it('when the platform is not registered', async () => {
    await expectRefused('unknownPlatform', 401, () =>
      w.app.inject({
        method: 'GET',
        url: `/lti/login?${w.platform.loginQuery('x', { iss: 'https://lms.unknown.example' })}`,
      }),
    );
    await expectRefused('unknownPlatform', 401, () =>
      w.app.inject({
        method: 'POST',
        url: '/lti/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://lms.unknown.example',
        },
        payload: w.platform.loginQuery('x', { client_id: 'someone-else' }),
      }),
    );
  });

  it('when the platform’s keys are on a private address the install did not allow, without reaching it', async () => {
    const added = await callAs(w.app, 'POST', '/api/admin/lti/platforms', w.admin, {
      ...elsewhere.registration(),
    });
    expect(added.statusCode, added.body).toBe(201);
    const world = { app: w.app, platform: elsewhere };
    const { location } = await startLogin(world, 'private');
    const answer = await elsewhere.authorize(location);
    await expectRefused('badSignature', 401, () =>
      postLaunch(world, { id_token: answer.idToken, state: answer.state }),
    );
    expect(elsewhere.counts.jwks).toBe(0);
    const line = refusalLogs(w.logs).at(-1)!;
    expect(String(line.detail)).toContain('private or local network');
  });
});

describe('a platform that rotated its keys', () => {
  it('is fetched again once for the new key id, and the launch goes on', async () => {
    const first = await startLogin(w, 'rotation');
    const form = async (location: string) => {
      const answer = await w.platform.authorize(location);
      return { id_token: answer.idToken, state: answer.state };
    };
    const ok = await postLaunch(w, await form(first.location));
    expect(ok.statusCode, ok.body).toBe(303);
    const fetches = w.platform.counts.jwks;
    await w.platform.rotateKeys();
    const second = await startLogin(w, 'rotation');
    const after = await postLaunch(w, await form(second.location));
    expect(after.statusCode, after.body).toBe(303);
    expect(w.platform.counts.jwks).toBe(fetches + 1);
    // Kept afterwards: the next launch fetches nothing.
    const third = await startLogin(w, 'rotation');
    expect((await postLaunch(w, await form(third.location))).statusCode).toBe(303);
    expect(w.platform.counts.jwks).toBe(fetches + 1);
  });
});
