import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_USER_MESSAGES,
  MESSAGES,
  createSlide,
  type AdminUser,
  type UserListResponse,
} from '@dsb/core';
import { sessions, users } from '../../platform/auth/tables';
import { createTestApp, currentUser, signInAs, type TestApp } from '../../platform/test/testApp';
import { callAs, type Method } from '../../platform/test/testApp';

let app: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Head Teacher');
  adminId = (await currentUser(app, admin)).body.user!._id;
});
afterAll(() => app?.close());

const asAdmin = (method: Method, url: string, payload?: unknown) =>
  callAs(app, method, url, admin, payload);

let counter = 0;
async function createUser(extra: Record<string, unknown> = {}): Promise<AdminUser> {
  const n = ++counter;
  const response = await asAdmin('POST', '/api/admin/users', {
    displayName: `Pupil ${n}`,
    email: `pupil-${n}@school.org`,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user;
}

const userRow = async (id: string) =>
  (await app.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/admin/users (Create User)', () => {
  it('creates an active, non-admin user by default and answers it as the list shows it', async () => {
    const response = await asAdmin('POST', '/api/admin/users', {
      displayName: '  Maya Ortiz ',
      email: ' Maya.Ortiz@School.org ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: ADMIN_USER_MESSAGES.created,
      user: expect.objectContaining({
        displayName: 'Maya Ortiz',
        email: 'maya.ortiz@school.org',
        isAdmin: false,
        status: 'active',
        hasPassword: false,
        lastLogin: null,
      }),
    });
  });

  it('stores a given password only as an argon2id hash', async () => {
    const user = await createUser({ password: 'correct horse battery' });
    expect(user.hasPassword).toBe(true);
    const row = await userRow(user._id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('correct horse');
  });

  it.each([
    [{ displayName: 'Ada', email: '' }, ADMIN_USER_MESSAGES.emailRequired],
    [{ displayName: 'Ada' }, ADMIN_USER_MESSAGES.emailRequired],
    [{ displayName: 'Ada', email: 'ada@' }, ADMIN_USER_MESSAGES.emailInvalid],
    [{ displayName: '', email: 'ada@school.org' }, ADMIN_USER_MESSAGES.displayNameRequired],
    [{ displayName: 'A', email: 'ada@school.org' }, ADMIN_USER_MESSAGES.displayNameTooShort],
    [
      { displayName: 'Ada', email: 'ada@school.org', password: 'short' },
      'Password must be at least 8 characters',
    ],
  ])('refuses %j with the form message, exactly', async (payload, message) => {
    const response = await asAdmin('POST', '/api/admin/users', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('refuses a second account with the same e-mail, whatever its case, with 409', async () => {
    const first = await createUser();
    const response = await asAdmin('POST', '/api/admin/users', {
      displayName: 'Someone Else',
      email: first.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ADMIN_USER_MESSAGES.emailTaken });
  });
});

describe('GET /api/admin/users', () => {
  let listApp: TestApp;
  let listAdmin: string;
  const list = async (query = '') => {
    const response = await callAs(listApp, 'GET', `/api/admin/users${query}`, listAdmin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UserListResponse>();
  };

  beforeAll(async () => {
    listApp = await createTestApp();
    listAdmin = await signInAs(listApp, 'admin@example.com', 'Admin');
    // 10,000 users, as a district install might hold: every tenth inactive, every 500th an admin.
    await listApp.db.execute(sql`
      insert into users (uid, email, display_name, status, is_admin)
      select 'local:' || i, 'student' || lpad(i::text, 5, '0') || '@district.org',
             'Student ' || lpad(i::text, 5, '0'),
             case when i % 10 = 0 then 'inactive' else 'active' end, i % 500 = 0
      from generate_series(1, 10000) as i`);
  });
  afterAll(() => listApp?.close());

  it('pages 10 at a time in name order, with the total of every page', async () => {
    const first = await list();
    expect(first).toMatchObject({
      success: true,
      total: 10001,
      page: 1,
      limit: 10,
      totalPages: 1001,
    });
    expect(first.users).toHaveLength(10);
    expect(first.users[0]?.displayName).toBe('Admin');
    expect(first.users[1]?.displayName).toBe('Student 00001');
    const last = await list('?page=1001');
    expect(last.users.map((u) => u.displayName)).toEqual(['Student 10000']);
    expect((await list('?page=2000')).users).toEqual([]);
  });

  it('searches display name and e-mail case-insensitively, on the server', async () => {
    const byName = await list('?search=sTuDeNt%200999');
    expect(byName.total).toBe(10); // 09990 .. 09999
    const byEmail = await list('?search=STUDENT04321%40');
    expect(byEmail.users.map((u) => u.email)).toEqual(['student04321@district.org']);
    // LIKE wildcards are taken literally.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('filters by role and status exactly, together with search', async () => {
    expect((await list('?role=admin')).total).toBe(21); // 20 + the signed-in admin
    expect((await list('?role=user')).total).toBe(9980);
    expect((await list('?status=inactive')).total).toBe(1000);
    expect((await list('?status=suspended')).total).toBe(0);
    const combined = await list('?role=admin&status=inactive&search=student04');
    expect(combined.users.map((u) => u.email)).toEqual([
      'student04000@district.org',
      'student04500@district.org',
    ]);
  });

  it.each([
    ['?page=0', 'page'],
    ['?limit=101', 'limit'],
    ['?role=teacher', 'role'],
    ['?status=banned', 'status'],
    ['?sort=name', 'sort'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await callAs(listApp, 'GET', `/api/admin/users${query}`, listAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(field);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('saves a whole edit and answers the updated user', async () => {
    const user = await createUser();
    const response = await asAdmin('PUT', `/api/admin/users/${user._id}`, {
      displayName: 'Renamed Pupil',
      email: 'renamed@school.org',
      isAdmin: true,
      status: 'active',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User updated successfully!',
      user: {
        _id: user._id,
        displayName: 'Renamed Pupil',
        email: 'renamed@school.org',
        isAdmin: true,
      },
    });
  });

  it('takes only {isAdmin} or only {status}, leaving the rest as it was', async () => {
    const user = await createUser();
    await asAdmin('PUT', `/api/admin/users/${user._id}`, { isAdmin: true });
    await asAdmin('PUT', `/api/admin/users/${user._id}`, { status: 'inactive' });
    expect(await userRow(user._id)).toMatchObject({
      displayName: user.displayName,
      email: user.email,
      isAdmin: true,
      status: 'inactive',
    });
  });

  it('validates like Create User and refuses an empty body', async () => {
    const user = await createUser();
    const put = (payload: unknown) => asAdmin('PUT', `/api/admin/users/${user._id}`, payload);
    expect((await put({ email: 'nope' })).json()).toEqual({
      error: ADMIN_USER_MESSAGES.emailInvalid,
    });
    expect((await put({ displayName: 'X' })).json()).toEqual({
      error: ADMIN_USER_MESSAGES.displayNameTooShort,
    });
    expect((await put({})).json()).toEqual({ error: ADMIN_USER_MESSAGES.nothingToUpdate });
    expect((await put({ uid: 'google:123' })).statusCode).toBe(400);
  });

  it('refuses to take another user’s e-mail with 409', async () => {
    const [a, b] = [await createUser(), await createUser()];
    const response = await asAdmin('PUT', `/api/admin/users/${a._id}`, { email: b.email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ADMIN_USER_MESSAGES.emailTaken });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await asAdmin('PUT', `/api/admin/users/${id}`, { isAdmin: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: ADMIN_USER_MESSAGES.notFound });
    }
  });

  it('an admin cannot remove their own admin flag, deactivate or suspend themselves', async () => {
    const self = `/api/admin/users/${adminId}`;
    const demote = await asAdmin('PUT', self, { isAdmin: false });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ error: ADMIN_USER_MESSAGES.cannotRemoveOwnAdmin });
    for (const status of ['inactive', 'suspended']) {
      const response = await asAdmin('PUT', self, { status });
      expect(response.json()).toEqual({ error: ADMIN_USER_MESSAGES.cannotDisableSelf });
    }
    expect(await userRow(adminId)).toMatchObject({ isAdmin: true, status: 'active' });
    // Their own name is theirs to change.
    expect(
      (await asAdmin('PUT', self, { displayName: 'Head Teacher', isAdmin: true })).statusCode,
    ).toBe(200);
  });

  it.each(['inactive', 'suspended'] as const)(
    'making a user %s ends their sessions at once',
    async (status) => {
      const user = await createUser();
      const cookie = await signInAs(app, user.email);
      expect((await currentUser(app, cookie)).body.isAuthenticated).toBe(true);
      await asAdmin('PUT', `/api/admin/users/${user._id}`, { status });
      expect((await currentUser(app, cookie)).body.isAuthenticated).toBe(false);
      expect(await app.db.select().from(sessions).where(eq(sessions.userId, user._id))).toEqual([]);
      // Active again, the old cookie stays dead: they sign in anew.
      await asAdmin('PUT', `/api/admin/users/${user._id}`, { status: 'active' });
      expect((await currentUser(app, cookie)).body.isAuthenticated).toBe(false);
    },
  );
});

describe('the last active admin', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp();
  });
  afterAll(() => solo?.close());

  it('cannot be demoted, deactivated or deleted, even by a second admin who then leaves', async () => {
    const first = await signInAs(solo, 'admin@example.com', 'First Admin');
    const firstId = (await currentUser(solo, first)).body.user!._id;
    const secondUser = (
      await callAs(solo, 'POST', '/api/admin/users', first, {
        displayName: 'Second Admin',
        email: 'second@school.org',
        isAdmin: true,
      })
    ).json().user as AdminUser;
    const second = await signInAs(solo, 'second@school.org');
    // The first admin is demoted by the second: allowed, the second is still an active admin.
    expect(
      (await callAs(solo, 'PUT', `/api/admin/users/${firstId}`, second, { isAdmin: false }))
        .statusCode,
    ).toBe(200);
    // Now the second is the last active admin; a concurrent demotion by the (stale) first admin's
    // session is refused because the first is no longer an admin at all.
    const stale = await callAs(solo, 'PUT', `/api/admin/users/${secondUser._id}`, first, {
      isAdmin: false,
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({ error: MESSAGES.adminRequired });
    expect(
      await solo.db
        .select({ isAdmin: users.isAdmin })
        .from(users)
        .where(eq(users.id, secondUser._id)),
    ).toEqual([{ isAdmin: true }]);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the user with their stories, uploads and sessions, and says what went', async () => {
    const user = await createUser();
    const cookie = await signInAs(app, user.email);
    const story = await callAs(app, 'POST', '/api/stories', cookie, {
      title: 'Sea ice',
      template: 'blank',
      slides: [createSlide(0)],
    });
    expect(story.statusCode, story.body).toBe(201);
    const upload = await callAs(app, 'POST', '/api/upload/presigned-url', cookie, {
      filename: 'ice.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const response = await asAdmin('DELETE', `/api/admin/users/${user._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: ADMIN_USER_MESSAGES.deleted,
      // login, create story, upload image
      removed: { stories: 1, images: 1, sessions: 1, activityEntries: 3 },
      certificate: expect.objectContaining({ status: 'done' }),
    });
    expect(await userRow(user._id)).toBeUndefined();
    expect((await currentUser(app, cookie)).body.isAuthenticated).toBe(false);
    // Asked again, the deletion answers its certificate (docs/decisions/0052).
    const again = await asAdmin('DELETE', `/api/admin/users/${user._id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().certificate).toEqual(response.json().certificate);
    expect((await asAdmin('DELETE', `/api/admin/users/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it('an admin cannot delete themselves', async () => {
    const response = await asAdmin('DELETE', `/api/admin/users/${adminId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: ADMIN_USER_MESSAGES.cannotDeleteSelf });
    expect(await userRow(adminId)).toBeDefined();
  });
});
