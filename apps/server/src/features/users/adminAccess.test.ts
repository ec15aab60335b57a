import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, createSlide } from '@dsb/core';
import { articles } from '../articles/tables';
import { evidence } from '../evidence/tables';
import { prompts } from '../prompts/tables';
import { stories } from '../stories/tables';
import { activityLog } from '../../platform/activity/tables';
import { passwordTokens, users } from '../../platform/auth/tables';
import { createTestApp, currentUser, signInAs, type TestApp } from '../../platform/test/testApp';
import { callAs, type Method } from '../../platform/test/testApp';

// Every route under /api/admin/, whoever registered it: a signed-in student gets 403 on each,
// before anything runs, and nothing in the database changes.
let app: TestApp;
let student: string;
let targetId: string;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await signInAs(app, 'admin@example.com', 'Admin');
  targetId = (await currentUser(app, admin)).body.user!._id;
  student = await signInAs(app, 'student@school.org', 'Student');
  await callAs(app, 'POST', '/api/stories', student, {
    title: 'Mine',
    template: 'blank',
    slides: [createSlide(0)],
  });
  await app.db.insert(evidence).values({ label: 'A chart', topicTagStatic: 'climate' });
  await app.db
    .insert(articles)
    .values({ articleTitle: 'A story', sourceUrl: 'https://a.example/' });
});
afterAll(() => app?.close());

const adminRoutes = () =>
  app.routeAccess.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');

/** Everything an admin route could change, as one comparable value. */
const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      app.db.select().from(users).orderBy(asc(users.id)),
      app.db.select().from(stories).orderBy(asc(stories.id)),
      app.db.select().from(evidence).orderBy(asc(evidence.id)),
      app.db.select().from(prompts).orderBy(asc(prompts.id)),
      app.db.select().from(activityLog).orderBy(asc(activityLog.id)),
      app.db.select().from(passwordTokens),
      app.db.select().from(articles).orderBy(asc(articles.id)),
    ]),
  );

/** A plausible body, so a refusal cannot be a validation error in disguise. */
const body = () => ({
  displayName: 'Taken Over',
  email: 'student@school.org',
  isAdmin: true,
  status: 'active',
  id: targetId,
  ids: [],
  deleteAll: true,
});

describe('admin routes', () => {
  it('include the User Manager and statistics, and every one declares admin access', () => {
    const routes = adminRoutes();
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'POST /api/admin/users/:id/password-link',
        'GET /api/admin/users/:id/activity',
        'GET /api/admin/users/:id/activity.csv',
        'GET /api/admin/stats',
        'GET /api/admin/articles',
        'DELETE /api/admin/articles',
      ]),
    );
    expect(routes.filter((r) => r.access !== 'admin')).toEqual([]);
  });

  it('answer a signed-in student 403 on every route, and nothing changes', async () => {
    const before = await snapshot();
    const statuses: string[] = [];
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:(\w+)/g, targetId);
      const method = route.method as Method;
      const payload = method === 'GET' || method === 'DELETE' ? undefined : body();
      const response = await callAs(app, method, url, student, payload);
      statuses.push(`${route.method} ${route.url} ${response.statusCode}`);
      expect(response.json(), `${route.method} ${route.url}`).toEqual({
        error: MESSAGES.adminRequired,
      });
    }
    expect(
      statuses.every((s) => s.endsWith(' 403')),
      statuses.join('\n'),
    ).toBe(true);
    // A DELETE with a body as well (the evidence and article deletes take one).
    for (const route of adminRoutes().filter((r) => r.method === 'DELETE')) {
      const url = route.url.replace(/:(\w+)/g, targetId);
      expect((await callAs(app, 'DELETE', url, student, body())).statusCode).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it('answer a visitor 401', async () => {
    for (const route of adminRoutes()) {
      const url = route.url.replace(/:(\w+)/g, targetId);
      const response = await callAs(app, route.method as Method, url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
