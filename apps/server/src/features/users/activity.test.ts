import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type ActivityLogResponse, type AdminUser } from '@dsb/core';
import { activityLog } from '../../platform/activity/tables';
import { periodStart, recordActivity } from '../../platform/activity/activityService';
import {
  TEST_ORIGIN,
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { insertEvidence } from '../../composition/searchTestSupport';

let app: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Admin');
  adminId = (await currentUser(app, admin)).body.user!._id;
});
afterAll(() => app?.close());

const activity = async (userId: string, query = '') => {
  const response = await callAs(app, 'GET', `/api/admin/users/${userId}/activity${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityLogResponse>();
};

let counter = 0;
async function newPupil(): Promise<{ user: AdminUser; cookie: string }> {
  const email = `pupil-${++counter}@school.org`;
  const cookie = await signInAs(app, email, `Pupil ${counter}`);
  const user = (await callAs(app, 'GET', `/api/admin/users?search=${email}`, admin)).json()
    .users[0];
  return { user, cookie };
}

describe('what the server records', () => {
  it('sign-in, story create and delete, uploads and sign-out, newest first', async () => {
    const { user, cookie } = await newPupil();
    const story = await callAs(app, 'POST', '/api/stories', cookie, {
      title: 'Glaciers',
      template: 'blank',
      slides: [createSlide(0)],
    });
    const storyId = story.json()._id as string;
    await callAs(app, 'POST', '/api/upload/presigned-url', cookie, {
      filename: 'glacier.png',
      contentType: 'image/png',
    });
    // Slide previews are made by the app, not by the pupil: not in their log.
    await callAs(app, 'POST', '/api/upload/presigned-url', cookie, {
      filename: 'preview.png',
      contentType: 'image/png',
      purpose: 'slide-preview',
    });
    await callAs(app, 'DELETE', `/api/stories/${storyId}`, cookie);
    await callAs(app, 'POST', '/auth/logout', cookie);

    const log = await activity(user._id);
    expect(log.activityLog.map((a) => [a.action, a.type])).toEqual([
      ['logout', 'login'],
      ['delete story', 'data'],
      ['upload image', 'data'],
      ['create story', 'data'],
      ['login', 'login'],
    ]);
    expect(log.activityLog[2]?.details).toMatchObject({ filename: 'glacier.png' });
    expect(log).toMatchObject({
      success: true,
      total: 5,
      unfilteredTotal: 5,
      page: 1,
      totalPages: 1,
    });
  });

  it("admin actions go to the acting admin's log with what changed", async () => {
    const { user } = await newPupil();
    await callAs(app, 'PUT', `/api/admin/users/${user._id}`, admin, { status: 'suspended' });
    const log = await activity(adminId, '?type=admin');
    expect(log.activityLog[0]).toMatchObject({
      action: 'admin update user',
      type: 'admin',
      details: {
        userId: user._id,
        email: user.email,
        changes: { status: { from: 'active', to: 'suspended' } },
      },
    });
  });

  it("promotion, suspension and renaming also go to the changed user's own log", async () => {
    const { user } = await newPupil();
    const put = (body: object) => callAs(app, 'PUT', `/api/admin/users/${user._id}`, admin, body);
    expect((await put({ isAdmin: true })).statusCode).toBe(200);
    expect((await put({ status: 'suspended' })).statusCode).toBe(200);
    expect((await put({ displayName: 'Renamed Pupil' })).statusCode).toBe(200);
    const log = await activity(user._id, '?type=admin');
    expect(log.activityLog.map((a) => a.details)).toEqual([
      {
        by: 'admin@example.com',
        changes: { displayName: { from: user.displayName, to: 'Renamed Pupil' } },
      },
      { by: 'admin@example.com', changes: { status: { from: 'active', to: 'suspended' } } },
      { by: 'admin@example.com', changes: { isAdmin: { from: false, to: true } } },
    ]);
    expect(log.activityLog[0]).toMatchObject({ action: 'admin changed account', type: 'admin' });
    // An admin's change to their own account is logged once, on their own log.
    const before = (await activity(adminId)).unfilteredTotal;
    await callAs(app, 'PUT', `/api/admin/users/${adminId}`, admin, { displayName: 'Admin Two' });
    expect((await activity(adminId)).unfilteredTotal).toBe(before + 1);
  });
});

describe('GET /api/admin/users/{id}/activity filters', () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await newPupil()).user._id;
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
    await app.db.insert(activityLog).values([
      {
        userId,
        action: 'create story',
        type: 'data',
        details: { title: 'Old, "quoted"' },
        timestamp: at(40),
      },
      {
        userId,
        action: 'delete story',
        type: 'data',
        details: { title: 'Week' },
        timestamp: at(5),
      },
      {
        userId,
        action: 'admin update evidence',
        type: 'admin',
        details: { id: 'e1' },
        timestamp: at(20),
      },
      {
        userId,
        action: 'upload image',
        type: 'data',
        details: { filename: '100%_real.png' },
        timestamp: at(0.001),
      },
    ]);
  });

  it.each([
    ['?type=login', ['login']],
    ['?type=data', ['upload image', 'delete story', 'create story']],
    ['?type=admin', ['admin update evidence']],
    ['?period=7days', ['login', 'upload image', 'delete story']],
    ['?period=30days&type=data', ['upload image', 'delete story']],
    ['?search=QUOTED', ['create story']],
    ['?search=delete', ['delete story']],
    ['?search=100%25_', ['upload image']],
    ['?search=%25%25', []],
  ])('%s', async (query, actions) => {
    const log = await activity(userId, query);
    expect(log.activityLog.map((a) => a.action)).toEqual(actions);
    expect(log.total).toBe(actions.length);
    expect(log.unfilteredTotal).toBe(5);
  });

  it('pages newest first', async () => {
    const second = await activity(userId, '?limit=2&page=2');
    expect(second.activityLog.map((a) => a.action)).toEqual([
      'delete story',
      'admin update evidence',
    ]);
    expect(second).toMatchObject({ total: 5, totalPages: 3, page: 2, limit: 2 });
  });

  it('answers 404 for an unknown user and 400 for an unknown filter', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await callAs(app, 'GET', `/api/admin/users/${unknown}/activity`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(app, 'GET', `/api/admin/users/${userId}/activity?type=fun`, admin)).statusCode,
    ).toBe(400);
  });
});

describe('periodStart', () => {
  const now = new Date('2026-03-05T01:30:00Z');
  it('starts today at the viewer’s midnight', () => {
    expect(periodStart('today', now)?.toISOString()).toBe('2026-03-05T00:00:00.000Z');
    // New York (UTC-5, offset +300): it is still 4 March there.
    expect(periodStart('today', now, 300)?.toISOString()).toBe('2026-03-04T05:00:00.000Z');
    // Tokyo (UTC+9, offset -540): 5 March 10:30 there, midnight was 4 March 15:00 UTC.
    expect(periodStart('today', now, -540)?.toISOString()).toBe('2026-03-04T15:00:00.000Z');
  });
  it('counts 7 and 30 days back, and has no start for all time', () => {
    expect(periodStart('7days', now)?.toISOString()).toBe('2026-02-26T01:30:00.000Z');
    expect(periodStart('30days', now)?.toISOString()).toBe('2026-02-03T01:30:00.000Z');
    expect(periodStart('all', now)).toBeUndefined();
  });
});

describe('GET /api/admin/users/{id}/activity.csv', () => {
  it('exports Action, Timestamp, Details, quoted, with formulas disarmed, named by user and date', async () => {
    const { user } = await newPupil();
    await recordActivity(app.db, user._id, 'create story', {
      title: 'Sea ice, "melting"\nfast',
      note: '=HYPERLINK("http://evil.example","click")',
    });
    await recordActivity(app.db, user._id, '=cmd|calc', { x: 1 });
    const response = await callAs(app, 'GET', `/api/admin/users/${user._id}/activity.csv`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pupil-${counter}-activity-${today}.csv"`,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\n');
    expect(lines[0]).toBe('Action,Timestamp,Details');
    // Both entries may carry the same timestamp, so their order is not asserted.
    expect(lines.filter((l) => /^'=cmd\|calc,\d{4}-\d\d-\d\dT[\d:.]+Z,x: 1$/.test(l))).toHaveLength(
      1,
    );
    // The details cell keeps its comma, quotes and line break inside one quoted field (jsonb
    // stores keys shortest first, so note comes before title).
    expect(response.body).toContain('create story,');
    expect(response.body).toContain(
      '"note: =HYPERLINK(""http://evil.example"",""click""); title: Sea ice, ""melting""\nfast"',
    );
    expect(response.body.split('\n').filter((l) => l.startsWith('login,'))).toHaveLength(1);
  });

  it('applies the same filters as the list', async () => {
    const { user } = await newPupil();
    await recordActivity(app.db, user._id, 'create story', { title: 'x' });
    const response = await callAs(
      app,
      'GET',
      `/api/admin/users/${user._id}/activity.csv?type=login`,
      admin,
    );
    const rows = response.body.trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^login,/);
  });

  it('is for admins only', async () => {
    const { user, cookie } = await newPupil();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${user._id}/activity.csv`,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(403);
    expect(
      await app.db.select().from(activityLog).where(eq(activityLog.userId, user._id)),
    ).toHaveLength(1);
  });
});

describe("admin edits of the libraries are in the admin's activity log", () => {
  it('records prompt create, update and delete, and evidence update and delete', async () => {
    const created = await callAs(app, 'POST', '/api/admin/prompts', admin, {
      bigQuestion: 'Are oceans getting warmer?',
      promptScript: 'Look at sea temperatures since 1950.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const promptId = created.json().prompt._id as string;
    const edited = await callAs(app, 'PUT', `/api/admin/prompts/${promptId}`, admin, {
      bigQuestion: 'Are the oceans getting warmer?',
      promptScript: 'Look at sea temperatures since 1950.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await callAs(app, 'DELETE', `/api/admin/prompts/${promptId}`, admin)).statusCode).toBe(
      200,
    );
    const chartId = await insertEvidence(app.db, { label: 'Sea surface temperature' });
    const relabel = await callAs(app, 'PUT', '/api/admin/evidence', admin, {
      id: chartId,
      label: 'Sea surface temperature since 1950',
      description: 'Yearly average',
    });
    expect(relabel.statusCode, relabel.body).toBe(200);
    const removed = await callAs(app, 'DELETE', '/api/admin/evidence', admin, { id: chartId });
    expect(removed.statusCode, removed.body).toBe(200);

    const log = await activity(adminId, '?type=admin');
    const actions = log.activityLog.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'admin create prompt',
        'admin update prompt',
        'admin delete prompt',
        'admin update evidence',
        'admin delete evidence',
      ]),
    );
    const update = log.activityLog.find((entry) => entry.action === 'admin update prompt');
    expect(update?.details).toMatchObject({
      promptId,
      bigQuestion: 'Are the oceans getting warmer?',
    });
  });
});
