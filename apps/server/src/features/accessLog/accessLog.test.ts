import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccessLogResponse, MyAccessLogResponse } from '@dsb/core';
import { currentUser } from '../../platform/test/testApp';
import {
  classStory,
  createFeedbackClass,
  handIn,
  type FeedbackClass,
} from '../feedback/feedbackTestSupport';
import { recordAccess } from './accessLogService';
import { accessLog } from './tables';

let c: FeedbackClass;
let storyId: string;
let handinId: string;
let ids: Record<'teacher' | 'pupil' | 'admin', string>;

beforeAll(async () => {
  c = await createFeedbackClass();
  const story = await classStory(c);
  storyId = story._id;
  handinId = (await handIn(c, storyId)).handinId;
  const idOf = async (cookie: string) => (await currentUser(c.app, cookie)).body.user!._id;
  ids = { teacher: await idOf(c.teacher), pupil: await idOf(c.pupil), admin: await idOf(c.admin) };
});
afterAll(() => c?.app.close());

const myLog = async (cookie: string) => {
  const response = await c.as(cookie, 'GET', '/api/me/access-log');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyAccessLogResponse>();
};
const adminLog = async (query = '') => {
  const response = await c.as(c.admin, 'GET', `/api/admin/access-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAccessLogResponse>();
};
const rowsAbout = (ownerId: string) =>
  c.app.db.select().from(accessLog).where(eq(accessLog.ownerId, ownerId));

describe('what is recorded', () => {
  it('nothing when the pupil and co-author open their own story and hand-in', async () => {
    expect((await c.as(c.pupil, 'GET', `/api/stories/${storyId}`)).statusCode).toBe(200);
    expect((await c.as(c.pupil, 'GET', `/api/handins/${handinId}`)).statusCode).toBe(200);
    expect((await c.as(c.coAuthor, 'GET', `/api/handins/${handinId}`)).statusCode).toBe(200);
    expect(await rowsAbout(ids.pupil)).toEqual([]);
    expect((await myLog(c.pupil)).entries).toEqual([]);
  });

  it("one entry when the teacher opens the pupil's hand-in, however often they reload", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await c.as(c.teacher, 'GET', `/api/handins/${handinId}`)).statusCode).toBe(200);
    }
    const log = await myLog(c.pupil);
    expect(log.total).toBe(1);
    expect(log.entries[0]).toMatchObject({
      readerName: 'Ms Rivera',
      readerRole: 'teacher',
      kind: 'handin',
      title: 'Rising seas',
    });
    // The pupil sees who, never the reader's e-mail address.
    expect(JSON.stringify(log)).not.toContain('teacher@school.example');
  });

  it('a story opened in the class view, and an activity log opened by an admin', async () => {
    const url = `/api/custom-links/${c.linkId}/class/stories/${storyId}`;
    expect((await c.as(c.teacher, 'GET', url)).statusCode).toBe(200);
    const activity = `/api/admin/users/${ids.pupil}/activity`;
    expect((await c.as(c.admin, 'GET', activity)).statusCode).toBe(200);
    const log = await myLog(c.pupil);
    expect(log.entries.map((e) => [e.kind, e.readerRole]).sort()).toEqual([
      ['activity', 'administrator'],
      ['handin', 'teacher'],
      ['story', 'teacher'],
    ]);
  });

  it("a teacher's own log holds nothing of what they read", async () => {
    expect((await myLog(c.teacher)).entries).toEqual([]);
  });
});

describe('de-duplication and retention', () => {
  const read = () => ({
    reader: { id: ids.teacher, isAdmin: false },
    ownerId: ids.pupil,
    kind: 'chat' as const,
    itemId: 'chat-1',
    title: 'Chat',
  });

  // A window boundary a day ago: far from "now", and never later than it (the sweep's clock).
  const TEN_MINUTES = 10 * 60_000;
  const boundary = Math.floor(Date.now() / TEN_MINUTES) * TEN_MINUTES - 24 * 3600_000;
  const at = (msAfterBoundary: number) => new Date(boundary + msAfterBoundary);

  it('one entry per reader and item in a ten-minute window, a new one after it', async () => {
    expect(await recordAccess(c.app.db, read(), at(0))).toBe(true);
    expect(await recordAccess(c.app.db, read(), at(TEN_MINUTES - 1000))).toBe(false);
    expect(await recordAccess(c.app.db, read(), at(TEN_MINUTES))).toBe(true);
    const other = { ...read(), reader: { id: ids.admin, isAdmin: true } };
    expect(await recordAccess(c.app.db, other, at(0))).toBe(true);
    expect((await rowsAbout(ids.pupil)).filter((row) => row.kind === 'chat')).toHaveLength(3);
  });

  it('never for the owner', async () => {
    const own = { ...read(), reader: { id: ids.pupil, isAdmin: false } };
    expect(await recordAccess(c.app.db, own)).toBe(false);
  });

  it('entries older than 12 months are never listed, and go when a new one is written', async () => {
    const thirteenMonthsAgo = new Date();
    thirteenMonthsAgo.setUTCMonth(thirteenMonthsAgo.getUTCMonth() - 13);
    await recordAccess(c.app.db, { ...read(), itemId: 'chat-old' }, thirteenMonthsAgo);
    const itemIds = async () => (await rowsAbout(ids.pupil)).map((row) => row.itemId);
    expect(await itemIds()).toContain('chat-old');
    expect((await adminLog('?kind=chat')).entries.map((e) => e.itemId)).not.toContain('chat-old');
    await recordAccess(c.app.db, { ...read(), itemId: 'chat-new' });
    expect(await itemIds()).not.toContain('chat-old');
    expect(await itemIds()).toContain('chat-new');
    await c.app.db.delete(accessLog).where(eq(accessLog.kind, 'chat'));
  });
});

describe('who may read the log', () => {
  it('the admin route is for administrators only', async () => {
    expect((await c.as(c.teacher, 'GET', '/api/admin/access-log')).statusCode).toBe(403);
    expect((await c.as(c.pupil, 'GET', '/api/admin/access-log.csv')).statusCode).toBe(403);
    expect((await c.as(undefined, 'GET', '/api/me/access-log')).statusCode).toBe(401);
  });

  it('filters by reader, pupil, kind and days', async () => {
    expect((await adminLog()).total).toBe(3);
    expect((await adminLog('?reader=rivera')).total).toBe(2);
    expect((await adminLog('?reader=admin%40example.com')).entries[0]!.kind).toBe('activity');
    expect((await adminLog('?owner=pupil%40school')).total).toBe(3);
    expect((await adminLog('?owner=nobody')).total).toBe(0);
    const handins = await adminLog('?kind=handin');
    expect(handins.entries).toHaveLength(1);
    expect(handins.entries[0]).toMatchObject({
      readerEmail: 'teacher@school.example',
      ownerName: 'Sam Pupil',
      ownerEmail: 'pupil@school.example',
      itemId: handinId,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((await adminLog(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await adminLog('?to=2020-01-01')).total).toBe(0);
    expect((await adminLog('?limit=1&page=2')).entries).toHaveLength(1);
  });

  it('refuses bad filters with a clear message', async () => {
    const bad = async (query: string) => {
      const response = await c.as(c.admin, 'GET', `/api/admin/access-log${query}`);
      expect(response.statusCode).toBe(400);
      return response.json().error as string;
    };
    expect(await bad('?from=yesterday')).toBe('from must be a date like 2026-01-31');
    expect(await bad('?from=2026-02-02&to=2026-02-01')).toBe('from must not be after to');
    expect(await bad('?kind=diary')).toMatch(/kind|Invalid/);
    expect(await bad('?limit=1000')).toBe('limit must be at most 200');
  });

  it('exports the filtered log as CSV', async () => {
    const response = await c.as(c.admin, 'GET', '/api/admin/access-log.csv?reader=rivera');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="access-log-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'When,Reader,Reader e-mail,Reader role,Pupil,Pupil e-mail,Kind,Item,Item id',
    );
    expect(lines).toHaveLength(3);
    expect(response.body).toContain('Ms Rivera,teacher@school.example,teacher,Sam Pupil');
    expect(response.body).not.toContain('Ada Admin');
  });
});
