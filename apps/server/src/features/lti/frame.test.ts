import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LTI_CLAIMS, LTI_FRAME_QUERY, LTI_FRAME_TOKEN_MINUTES, type Story } from '@dsb/core';
import { sessions } from '../../platform/auth/tables';
import { hashToken } from '../../platform/auth/sessionService';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';
import { redactUrl } from '../../platform/http/logRedaction';
import { callAs, sessionCookieFrom, TEST_ORIGIN } from '../../platform/test/testApp';
import { connectCollab, refusedStatus } from '../collab/testSupport';
import { LTI_MESSAGES } from './messages';
import { callWithToken, createLtiWorld, landed, launchAs, type LtiWorld } from './ltiTestSupport';

/** The app inside the platform's frame: the bearer frame token, its renewal, the new-tab ticket. */

let w: LtiWorld;
let baseUrl: string;
let teacherToken: string;
beforeAll(async () => {
  w = await createLtiWorld();
  baseUrl = await w.app.listen({ port: 0, host: '127.0.0.1' });
  const launched = await launchAs(w, 'teacher', w.platform.claims.instructor());
  teacherToken = landed(String(launched.headers.location)).token;
});
afterAll(() => w?.close());

const me = async (headers: Record<string, string>) =>
  (await w.app.inject({ method: 'GET', url: '/auth/current-user', headers })).json<{
    user: { displayName: string } | null;
  }>().user;

describe('the frame token', () => {
  it('identifies the user as a bearer header, for LTI_FRAME_TOKEN_MINUTES, then not', async () => {
    expect(teacherToken).toMatch(/^[\w-]{40,}$/);
    expect((await me({ authorization: `Bearer ${teacherToken}` }))?.displayName).toBe(
      'Grace Teacher',
    );
    const [row] = await w.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(teacherToken)));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(LTI_FRAME_TOKEN_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(LTI_FRAME_TOKEN_MINUTES);
    // In an ordinary address it counts for nothing (addresses end up in histories and logs).
    const inQuery = await w.app.inject({
      method: 'GET',
      url: `/auth/current-user?${LTI_FRAME_QUERY}=${teacherToken}`,
    });
    expect(inQuery.json<{ user: unknown }>().user).toBeNull();
    // Unknown tokens are visitors; guarded calls answer 401.
    expect(await me({ authorization: 'Bearer not-a-token' })).toBeNull();
    const guarded = await callWithToken(w.app, 'GET', '/api/custom-links', 'not-a-token');
    expect(guarded.statusCode).toBe(401);
    // A renewed token works; the one that expired does not.
    const renewed = await callWithToken(w.app, 'POST', '/api/lti/frame-token', teacherToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ token: string; expiresAt: string }>();
    expect(fresh.token).not.toBe(teacherToken);
    await w.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(teacherToken)));
    forgetRecentSessions();
    expect((await callWithToken(w.app, 'GET', '/api/custom-links', teacherToken)).statusCode).toBe(
      401,
    );
    expect((await callWithToken(w.app, 'GET', '/api/custom-links', fresh.token)).statusCode).toBe(
      200,
    );
    teacherToken = fresh.token;
  });

  it('is renewed only by a frame token, not minted from a cookie session', async () => {
    const cookie = await (async () => {
      const response = await w.app.inject({
        method: 'POST',
        url: '/auth/dev/login',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'cookie@school.example' },
      });
      return sessionCookieFrom(response);
    })();
    expect((await callAs(w.app, 'POST', '/api/lti/frame-token', cookie)).statusCode).toBe(401);
  });

  it('opens the live-editing connection from the query field, and logs never show it', async () => {
    const pupil = landed(
      String((await launchAs(w, 'pupil', w.platform.claims.learner())).headers.location),
    );
    const link = new URLSearchParams(pupil.path.split('?')[1]).get('tid')!;
    const created = await callWithToken(w.app, 'POST', '/api/stories', pupil.token, {
      template: 'blank',
      title: 'Rain',
      trackingId: link,
      slides: [{ id: 'slide-1700000000000-0', title: 'Slide 1', script: 'Rain.', canvasState: [] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const story = created.json<Story>();
    const path = `/api/collab/${story._id}`;
    expect(await refusedStatus(baseUrl, path, { origin: baseUrl })).toBe(401);
    expect(
      await refusedStatus(baseUrl, `${path}?${LTI_FRAME_QUERY}=wrong`, { origin: baseUrl }),
    ).toBe(401);
    const client = connectCollab(baseUrl, `${story._id}?${LTI_FRAME_QUERY}=${pupil.token}`, {
      origin: baseUrl,
    });
    await client.synced;
    client.socket.close();
    await client.closed;
    expect(w.logs.some((line) => line.includes(pupil.token))).toBe(false);
    expect(w.logs.some((line) => line.includes(`${LTI_FRAME_QUERY}=[REDACTED]`))).toBe(true);
  });
});

describe('open in a new tab', () => {
  it('trades the frame token once for the session cookie, and lands on the path', async () => {
    const asked = await callWithToken(w.app, 'POST', '/api/lti/new-tab', teacherToken, {
      path: '/rubrics',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { url } = asked.json<{ url: string }>();
    expect(url).toMatch(/^\/lti\/open\?ticket=/);
    const opened = await w.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/rubrics');
    const cookie = sessionCookieFrom(opened);
    expect((await me({ cookie }))?.displayName).toBe('Grace Teacher');
    const again = await w.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(LTI_MESSAGES.ticketTitle);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(redactUrl(url)).toBe('/lti/open?ticket=[REDACTED]');
  });

  it('refuses another site’s path, a made-up ticket, and a visitor', async () => {
    const offSite = await callWithToken(w.app, 'POST', '/api/lti/new-tab', teacherToken, {
      path: '//evil.example/',
    });
    expect(offSite.statusCode).toBe(400);
    const madeUp = await w.app.inject({ method: 'GET', url: '/lti/open?ticket=made-up' });
    expect(madeUp.statusCode).toBe(410);
    expect((await w.app.inject({ method: 'GET', url: '/lti/open' })).statusCode).toBe(410);
    const visitor = await callAs(w.app, 'POST', '/api/lti/new-tab', undefined, { path: '/' });
    expect(visitor.statusCode).toBe(401);
    // A bearer token does not lift the Origin check: only the LTI login and launch skip it.
    const foreign = await w.app.inject({
      method: 'POST',
      url: '/api/lti/new-tab',
      headers: { origin: w.platform.issuer, authorization: `Bearer ${teacherToken}` },
      payload: { path: '/' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('framing', () => {
  it('lets registered platforms frame the app and no one else, without X-Frame-Options', async () => {
    const response = await w.app.inject({ method: 'GET', url: '/lti/jwks' });
    const csp = String(response.headers['content-security-policy']);
    const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(ancestors.split(/\s+/)).toEqual(["'self'", w.platform.issuer]);
    expect(ancestors).not.toContain('evil.example');
    expect(response.headers['x-frame-options']).toBeUndefined();
    // A platform registered later may frame it at once; removed, it may not.
    const added = await callAs(w.app, 'POST', '/api/admin/lti/platforms', w.admin, {
      ...w.platform.registration({ clientId: 'c2' }),
      issuer: 'https://canvas.example.edu',
      authLoginUrl: 'https://sso.canvas.example.edu/api/lti/authorize_redirect',
    });
    const id = added.json<{ _id: string }>()._id;
    const framed = async () =>
      /frame-ancestors ([^;]*)/.exec(
        String(
          (await w.app.inject({ method: 'GET', url: '/lti/jwks' })).headers[
            'content-security-policy'
          ],
        ),
      )?.[1] ?? '';
    expect(await framed()).toContain('https://canvas.example.edu');
    expect(await framed()).toContain('https://sso.canvas.example.edu');
    await callAs(w.app, 'DELETE', `/api/admin/lti/platforms/${id}`, w.admin);
    expect(await framed()).not.toContain('canvas.example.edu');
  });

  it('lets the site a signed launch returns to frame the app (a hosted Canvas on the school domain)', async () => {
    const ancestors = async () =>
      /frame-ancestors ([^;]*)/.exec(
        String(
          (await w.app.inject({ method: 'GET', url: '/lti/jwks' })).headers[
            'content-security-policy'
          ],
        ),
      )?.[1] ?? '';
    expect(await ancestors()).not.toContain('school.instructure.example');
    const response = await launchAs(
      w,
      'pupil-hosted',
      w.platform.claims.learner({
        sub: 'hosted-1',
        [LTI_CLAIMS.launchPresentation]: {
          return_url: 'https://school.instructure.example/courses/1/external_content/success',
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(303);
    expect(await ancestors()).toContain('https://school.instructure.example');
    // A launch whose return address is not one is still accepted, and adds nothing.
    const odd = await launchAs(
      w,
      'pupil-odd',
      w.platform.claims.learner({ sub: 'hosted-2', [LTI_CLAIMS.launchPresentation]: 'nope' }),
    );
    expect(odd.statusCode, odd.body).toBe(303);
  });
});
