import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  LTI_CLAIMS,
  LTI_CUSTOM,
  type CurrentUserResponse,
  type CustomLink,
  type Story,
} from '@dsb/core';
import { customLinks } from '../customLinks';
import { users } from '../../platform/auth/tables';
import { activityLog } from '../../platform/activity/tables';
import { callAs, signInAs } from '../../platform/test/testApp';
import { LTI_MESSAGES } from './messages';
import { ltiDeepLinkRequests, ltiResourceLinks, ltiUsers } from './tables';
import {
  ADMIN_EMAIL,
  callWithToken,
  createLtiWorld,
  landed,
  launchAs,
  sessionCount,
  type LtiWorld,
} from './ltiTestSupport';

let w: LtiWorld;
beforeAll(async () => {
  w = await createLtiWorld();
});
afterAll(() => w?.close());

const me = async (token: string) => {
  const response = await callWithToken(w.app, 'GET', '/auth/current-user', token);
  const user = response.json<CurrentUserResponse>().user;
  if (!user) throw new Error(`not signed in: ${response.body}`);
  return user;
};
const slide = { id: 'slide-1700000000000-0', title: 'Slide 1', script: 'Rain.', canvasState: [] };

describe('a resource-link launch', () => {
  it('tells a learner whose teacher has not set the activity up, and opens no session', async () => {
    const before = await sessionCount(w.app);
    const response = await launchAs(w, 'early-pupil', w.platform.claims.learner({ sub: 'early' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(LTI_MESSAGES.notSetUp);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount(w.app)).toBe(before);
  });

  it('makes the instructor a class link on the first launch and lands them on its class view', async () => {
    const response = await launchAs(w, 'teacher', w.platform.claims.instructor());
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { path, token } = landed(String(response.headers.location));
    const [row] = await w.app.db.select().from(ltiResourceLinks);
    expect(path).toBe(`/links/${row!.linkId}/class`);
    expect(row).toMatchObject({
      resourceLinkId: 'resource-link-1',
      contextTitle: 'Year 8 Geography',
      namesRolesUrl: w.platform.url('/nrps/course-1/memberships'),
      lineItemsUrl: w.platform.url('/ags/course-1/lineitems'),
      lineItemUrl: w.platform.url('/ags/course-1/lineitems/1'),
    });
    expect(row!.gradeScopes).toHaveLength(2);
    const user = await me(token);
    // The platform's e-mail is not kept: signing in here by that address later is someone else.
    expect(user).toMatchObject({ displayName: 'Grace Teacher' });
    expect(user.email).toMatch(/^lti-[0-9a-f]{32}@lti\.invalid$/);
    await signInAs(w.app, 'grace@school.example', 'Grace by e-mail');
    const [byEmail] = await w.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'grace@school.example'));
    expect(byEmail!.uid).not.toBe(user.uid);
    expect((await me(token)).uid).toBe(user.uid);
    expect(user.uid).toBe(`lti:${w.registered._id}:${w.platform.deploymentId}:instructor-1`);
    // The class link is theirs: their own list has it, with the course as its room.
    const links = (await callWithToken(w.app, 'GET', '/api/custom-links', token)).json<
      CustomLink[]
    >();
    expect(links).toEqual([
      expect.objectContaining({
        _id: row!.linkId,
        name: 'Rainfall data story',
        room: 'Year 8 Geography',
      }),
    ]);
    // A second launch keeps the same link.
    const again = await launchAs(w, 'teacher', w.platform.claims.instructor());
    expect(landed(String(again.headers.location)).path).toBe(path);
  });

  it('starts a learner on the class link, then reopens the same story on the next launch', async () => {
    const first = await launchAs(w, 'pupil', w.platform.claims.learner());
    expect(first.statusCode, first.body).toBe(303);
    const [link] = await w.app.db.select().from(customLinks);
    const { path, token } = landed(String(first.headers.location));
    expect(path).toBe(`/tool?tid=${link!.trackingId}`);
    expect((await me(token)).displayName).toBe('Ada Pupil');
    // The web app starts the story through the link (as the class-link landing does).
    const created = await callWithToken(w.app, 'POST', '/api/stories', token, {
      template: 'blank',
      title: 'Rainfall',
      trackingId: link!.trackingId,
      slides: [slide],
    });
    expect(created.statusCode, created.body).toBe(201);
    const story = created.json<Story>();
    const second = await launchAs(w, 'pupil', w.platform.claims.learner());
    expect(landed(String(second.headers.location)).path).toBe(`/tool?slide=0&story=${story._id}`);
    // One app user for the platform user; the teacher's class view lists the story.
    const mapped = await w.app.db.select().from(ltiUsers).where(eq(ltiUsers.sub, 'learner-1'));
    expect(mapped).toHaveLength(1);
    const teacher = landed(
      String((await launchAs(w, 'teacher', w.platform.claims.instructor())).headers.location),
    );
    const view = await callWithToken(
      w.app,
      'GET',
      `/api/custom-links/${link!.id}/class`,
      teacher.token,
    );
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).toContain(story._id);
    const [signIns] = await w.app.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'lti_sign_in'), eq(activityLog.userId, mapped[0]!.userId)));
    expect(signIns!.n).toBe(2);
  });

  it('makes another instructor of the course a co-teacher who sees the class view; a pupil does not', async () => {
    const [link] = await w.app.db.select().from(customLinks);
    const response = await launchAs(
      w,
      'co-teacher',
      w.platform.claims.instructor({ sub: 'instructor-3', name: 'Alan Coteacher' }),
    );
    const { path, token } = landed(String(response.headers.location));
    expect(path).toBe(`/links/${link!.id}/class`);
    const classView = `/api/custom-links/${link!.id}/class`;
    expect((await callWithToken(w.app, 'GET', classView, token)).statusCode).toBe(200);
    // Only the owner edits the link; the co-teacher's own list does not have it.
    const own = await callWithToken(w.app, 'GET', '/api/custom-links', token);
    expect(own.json<unknown[]>()).toEqual([]);
    const pupil = landed(
      String((await launchAs(w, 'pupil', w.platform.claims.learner())).headers.location),
    );
    expect((await callWithToken(w.app, 'GET', classView, pupil.token)).statusCode).toBe(404);
  });

  it('never links to an existing account by e-mail, and opens the link Deep Linking named', async () => {
    await signInAs(w.app, 'taken@school.example', 'Existing Person');
    const [owner] = await w.app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const other = await w.app.db
      .insert(customLinks)
      .values({ ownerId: owner!.id, name: 'Chosen by deep linking', trackingId: 'deep-linked-1' })
      .returning();
    const response = await launchAs(
      w,
      'someone',
      w.platform.claims.instructor({
        sub: 'instructor-2',
        email: 'taken@school.example',
        name: undefined,
        given_name: 'Marie',
        [LTI_CLAIMS.resourceLink]: { id: 'resource-link-2' },
        [LTI_CLAIMS.custom]: { [LTI_CUSTOM.linkId]: other[0]!.id },
      }),
    );
    expect(response.statusCode, response.body).toBe(303);
    const { path, token } = landed(String(response.headers.location));
    expect(path).toBe(`/links/${other[0]!.id}/class`);
    const user = await me(token);
    expect(user.displayName).toBe('Marie');
    expect(user.email).toMatch(/@lti\.invalid$/);
  });
});

describe('who the launch signs in', () => {
  it('accepts several audiences when this tool is the authorized party; a nameless person is a Learner', async () => {
    const response = await launchAs(
      w,
      'nameless',
      w.platform.claims.learner({
        sub: 'nameless-1',
        name: undefined,
        given_name: undefined,
        email: undefined,
        aud: [w.platform.clientId, 'another-tool'],
        azp: w.platform.clientId,
      }),
    );
    expect(response.statusCode, response.body).toBe(303);
    const user = await me(landed(String(response.headers.location)).token);
    expect(user.displayName).toBe('Learner');
    expect(user.email).toMatch(/^lti-[0-9a-f]{32}@lti\.invalid$/);
  });
});

describe('a deep-linking launch', () => {
  it('keeps the request for the picker and lands the instructor on it', async () => {
    const response = await launchAs(w, 'teacher', w.platform.claims.deepLinking());
    expect(response.statusCode, response.body).toBe(303);
    const { path, token } = landed(String(response.headers.location));
    const [request] = await w.app.db.select().from(ltiDeepLinkRequests);
    expect(path).toBe(`/lti/deep-link?request=${request!.id}`);
    expect(request).toMatchObject({
      returnUrl: w.platform.url('/deep-link/return'),
      data: 'opaque-platform-data',
      contextTitle: 'Year 8 Geography',
    });
    expect(request!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60 * 1000);
    expect((await me(token)).displayName).toBe('Grace Teacher');
  });
});

describe('the admin API', () => {
  it('checks what is entered, refuses a second registration and non-admins', async () => {
    const post = (body: unknown, cookie = w.admin) =>
      callAs(w.app, 'POST', '/api/admin/lti/platforms', cookie, body);
    const bad = await post(w.platform.registration({ jwksUrl: 'not a url' }));
    expect(bad.statusCode).toBe(400);
    const empty = await post(w.platform.registration({ deploymentIds: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Add at least one deployment ID');
    const twice = await post(w.platform.registration());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(LTI_MESSAGES.duplicatePlatform);
    const pupil = await signInAs(w.app, 'pupil@school.example');
    expect((await post(w.platform.registration({ clientId: 'x' }), pupil)).statusCode).toBe(403);
    expect((await callAs(w.app, 'GET', '/api/admin/lti/platforms', pupil)).statusCode).toBe(403);
    const list = await callAs(w.app, 'GET', '/api/admin/lti/platforms', w.admin);
    expect(list.json()).toEqual([
      expect.objectContaining({
        issuer: w.platform.issuer,
        registeredBy: 'hand',
        name: w.platform.target,
      }),
    ]);
  });

  it('gives the addresses to copy, rotates keys, and removes a platform', async () => {
    const tool = await callAs(w.app, 'GET', '/api/admin/lti/tool', w.admin);
    expect(tool.json()).toMatchObject({
      loginUrl: 'http://localhost:80/lti/login',
      launchUrl: 'http://localhost:80/lti/launch',
      jwksUrl: 'http://localhost:80/lti/jwks',
    });
    const rotated = await callAs(w.app, 'POST', '/api/admin/lti/keys/rotate', w.admin);
    const keys = rotated.json<{ keys: Array<{ kid: string; current: boolean }> }>().keys;
    expect(keys.map((k) => k.current)).toEqual([true, false]);
    const jwks = await w.app.inject({ method: 'GET', url: '/lti/jwks' });
    expect(jwks.headers['cache-control']).toContain('max-age=');
    expect(jwks.json<{ keys: Array<{ kid: string }> }>().keys.map((k) => k.kid)).toEqual(
      keys.map((k) => k.kid),
    );
    const extra = await callAs(w.app, 'POST', '/api/admin/lti/platforms', w.admin, {
      ...w.platform.registration({ clientId: 'second-client' }),
      issuer: 'https://lms.other.example',
    });
    expect(extra.statusCode).toBe(201);
    const id = extra.json<{ _id: string }>()._id;
    expect(
      (await callAs(w.app, 'DELETE', `/api/admin/lti/platforms/${id}`, w.admin)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(w.app, 'DELETE', `/api/admin/lti/platforms/${id}`, w.admin)).statusCode,
    ).toBe(404);
  });
});
