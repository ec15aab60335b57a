import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LTI_CLAIMS, LTI_CUSTOM, type LtiDeepLinkRequest } from '@dsb/core';
import { customLinks } from '../customLinks';
import { RUBRIC_CRITERIA } from '../feedback/feedbackTestSupport';
import { prompts } from '../prompts/tables';
import { rubrics } from '../rubrics';
import { TEST_ORIGIN } from '../../platform/test/testApp';
import { DEEP_LINK_DATA_CLAIM } from './deepLinking';
import { DEEP_LINK_MESSAGES } from './deepLinkingMessages';
import { callWithToken, createLtiWorld, landed, launchAs, type LtiWorld } from './ltiTestSupport';
import { ltiDeepLinkRequests } from './tables';
import { addPlatformServices, type PlatformServices } from './testPlatformServices';

let w: LtiWorld;
let services: PlatformServices;
let promptId: string;
beforeAll(async () => {
  w = await createLtiWorld();
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (w.app.server.address() as AddressInfo).port;
  services = addPlatformServices(w.platform, `http://127.0.0.1:${port}/lti/jwks`);
  const [prompt] = await w.app.db
    .insert(prompts)
    .values({ bigQuestion: 'Is it raining more?', promptScript: 'Rain gauges...', topics: [] })
    .returning({ id: prompts.id });
  promptId = prompt!.id;
});
afterAll(() => w?.close());

/** An instructor's "add activity": the picker's request id and frame token. */
async function deepLinkLaunch(sub = 'instructor-1') {
  const response = await launchAs(w, sub, w.platform.claims.deepLinking({ sub }));
  expect(response.statusCode, response.body).toBe(303);
  const { path, token } = landed(String(response.headers.location));
  const requestId = new URL(path, 'http://x').searchParams.get('request')!;
  const [row] = await w.app.db
    .select()
    .from(ltiDeepLinkRequests)
    .where(eq(ltiDeepLinkRequests.id, requestId));
  return { requestId, token, userId: row!.userId };
}

const choose = (fields: Record<string, string>) =>
  w.app.inject({
    method: 'POST',
    url: '/lti/deep-link',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
    payload: new URLSearchParams(fields).toString(),
  });
const formField = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

describe('adding an activity from the platform (Deep Linking)', () => {
  it('round trip: the choice becomes a class link, the platform verifies the signed answer, a learner launch opens it', async () => {
    const { requestId, token, userId } = await deepLinkLaunch();
    const shown = await callWithToken(w.app, 'GET', `/api/lti/deep-link/${requestId}`, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<LtiDeepLinkRequest>()).toMatchObject({
      requestId,
      contextTitle: 'Year 8 Geography',
      platformName: w.registered.name,
    });
    const [rubric] = await w.app.db
      .insert(rubrics)
      .values({ ownerId: userId, name: 'Story rubric', criteria: RUBRIC_CRITERIA })
      .returning({ id: rubrics.id });

    const answer = await choose({
      requestId,
      token,
      promptId,
      rubricId: rubric!.id,
      title: ' Rainfall story ',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(`form-action ${w.platform.issuer}`);
    // The page's own policy replaces the app's (whose form-action 'self' would stop the post).
    expect(csp).not.toContain("form-action 'self'");
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(answer.body).toMatch(
      /<script nonce="[^"]+">document\.forms\[0\]\.submit\(\);<\/script>/,
    );
    const action = /action="([^"]*)"/.exec(answer.body)?.[1];
    expect(action).toBe(w.platform.url('/deep-link/return'));

    // The browser posts the form to the platform, which checks the signature against /lti/jwks.
    const posted = await fetch(action!, {
      method: 'POST',
      body: new URLSearchParams({ JWT: formField(answer.body, 'JWT') }),
    });
    expect(posted.status, services.deepLinkErrors.join()).toBe(200);
    const { payload } = services.deepLinkReturns[0]!;
    const [link] = await w.app.db.select().from(customLinks).where(eq(customLinks.ownerId, userId));
    expect(link).toMatchObject({
      name: 'Rainfall story',
      promptId,
      rubricId: rubric!.id,
      room: 'Year 8 Geography',
    });
    expect(payload[DEEP_LINK_DATA_CLAIM]).toBe('opaque-platform-data');
    expect(payload[LTI_CLAIMS.contentItems]).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Rainfall story',
        url: expect.stringMatching(/\/lti\/launch$/),
        custom: { [LTI_CUSTOM.linkId]: link!.id },
        lineItem: { scoreMaximum: 7, label: 'Rainfall story' },
      },
    ]);

    // The platform makes the resource link with that custom claim; a learner's launch lands in it.
    const launch = await launchAs(
      w,
      'learner-9',
      w.platform.claims.learner({
        sub: 'learner-9',
        [LTI_CLAIMS.resourceLink]: { id: 'resource-link-deep', title: 'Rainfall story' },
        [LTI_CLAIMS.custom]: { [LTI_CUSTOM.linkId]: link!.id },
      }),
    );
    expect(launch.statusCode, launch.body).toBe(303);
    expect(landed(String(launch.headers.location)).path).toBe(`/tool?tid=${link!.trackingId}`);

    // Used once: the same choice again is refused with a page that says so.
    const again = await choose({ requestId, token, promptId, rubricId: '', title: 'Again' });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already sent to your course');
  });

  it('re-shows a refused choice with its message and every field kept, and uses nothing', async () => {
    const { requestId, token } = await deepLinkLaunch('instructor-2');
    const untitled = await choose({ requestId, token, promptId, rubricId: '', title: '  ' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.body).toContain('The activity needs a title');
    expect(formField(untitled.body, 'promptId')).toBe(promptId);
    expect(formField(untitled.body, 'requestId')).toBe(requestId);

    const [foreign] = await w.app.db.select({ id: rubrics.id }).from(rubrics).limit(1);
    const notMine = await choose({ requestId, token, promptId, rubricId: foreign!.id, title: 'T' });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.body).toContain(DEEP_LINK_MESSAGES.rubricNotFound);
    expect(formField(notMine.body, 'title')).toBe('T');

    const badToken = await choose({ requestId, token: 'nope', promptId, rubricId: '', title: 'T' });
    expect(badToken.statusCode).toBe(401);
    const [row] = await w.app.db
      .select({ usedAt: ltiDeepLinkRequests.usedAt })
      .from(ltiDeepLinkRequests)
      .where(eq(ltiDeepLinkRequests.id, requestId));
    expect(row!.usedAt).toBeNull();
    const ok = await choose({ requestId, token, promptId, rubricId: '', title: 'Later' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("answers 404 for another user's request and 410 with a message once it has expired", async () => {
    const { requestId, token } = await deepLinkLaunch('instructor-3');
    const other = await deepLinkLaunch('instructor-4');
    const foreign = await callWithToken(
      w.app,
      'GET',
      `/api/lti/deep-link/${requestId}`,
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    await w.app.db
      .update(ltiDeepLinkRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ltiDeepLinkRequests.id, requestId));
    const expired = await callWithToken(w.app, 'GET', `/api/lti/deep-link/${requestId}`, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(DEEP_LINK_MESSAGES.requestExpired);
  });
});
