import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETENTION_KINDS, RETENTION_LIMITS, type RetentionResponse } from '@dsb/core';
import { activityLog } from '../../platform/activity/tables';
import { activityRetention } from '../../platform/activity/retention';
import { accessLog } from '../accessLog/tables';
import { accessLogRetention } from '../accessLog';
import { chatSessions, chatMessages } from '../aiHelp/tables';
import { chatRetention } from '../aiHelp';
import {
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { runRetention, type RetentionDeps } from './retentionService';
import { retentionRuns, retentionSettings, retentionWarnings } from './tables';

let app: TestApp;
let admin: string;
let pupil: string;
let pupilId: string;
let deps: RetentionDeps;

const DAY = 86_400_000;
// The moved clock: every run below happens at a day counted from here (a minute after the real
// now, so the sign-ins of this test's accounts are fresh).
const T0 = new Date(Date.now() + 60_000);
const day = (n: number) => new Date(T0.getTime() + n * DAY);

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Head Teacher');
  pupil = await signInAs(app, 'pupil@example.com', 'Pupil');
  pupilId = (await currentUser(app, pupil)).body.user!._id;
  deps = {
    db: app.db,
    handlers: [activityRetention(app.db), chatRetention(app.db), accessLogRetention(app.db)],
  };
});
afterAll(() => app?.close());

beforeEach(async () => {
  await app.db.delete(retentionSettings);
  await app.db.delete(retentionRuns);
  await app.db.delete(retentionWarnings);
  await app.db.delete(chatSessions).where(eq(chatSessions.userId, pupilId));
  await app.db.delete(activityLog).where(eq(activityLog.userId, pupilId));
});

const addEntry = async (at: Date, action = 'story created') =>
  (
    await app.db
      .insert(activityLog)
      .values({ userId: pupilId, action, timestamp: at })
      .returning({ id: activityLog.id })
  )[0]!.id;

const addChat = async (updatedAt: Date, storyId: string) => {
  const [chat] = await app.db
    .insert(chatSessions)
    .values({ userId: pupilId, storyId, chatType: 'chart-analysis', updatedAt })
    .returning({ id: chatSessions.id });
  await app.db.insert(chatMessages).values({ chatId: chat!.id, sender: 'user', content: 'why?' });
  return chat!.id;
};

const pupilActivity = async () =>
  (await app.db.select().from(activityLog).where(eq(activityLog.userId, pupilId))).map((r) => r.id);
const notices = async () => (await callAs(app, 'GET', '/api/me/notices', pupil)).json().notices;

describe('the retention job, with a moved clock', () => {
  it('deletes exactly what is past its period and keeps what is not', async () => {
    const oldEntry = await addEntry(day(-366));
    const edgeEntry = await addEntry(day(-365)); // exactly the period old: not yet past it
    const fresh = await addEntry(day(-10));
    const oldChat = await addChat(day(-91), 'story-old');
    const newChat = await addChat(day(-89), 'story-new');

    const run = await runRetention(deps, T0);

    expect(run.deleted).toMatchObject({ 'activity-log': 1, 'ai-chats': 1 });
    expect(await pupilActivity()).toEqual(expect.arrayContaining([edgeEntry, fresh]));
    expect(await pupilActivity()).not.toContain(oldEntry);
    const chats = await app.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(inArray(chatSessions.id, [oldChat, newChat]));
    expect(chats.map((c) => c.id)).toEqual([newChat]);
    // The old chat's messages went with it.
    const messages = await app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, oldChat));
    expect(messages).toEqual([]);
  });

  it('uses the period an administrator set', async () => {
    await addEntry(day(-40));
    const kept = await addEntry(day(-20));
    const put = await callAs(app, 'PUT', '/api/admin/retention', admin, { 'activity-log': 30 });
    expect(put.statusCode, put.body).toBe(200);
    const run = await runRetention(deps, T0);
    expect(run.deleted['activity-log']).toBe(1);
    expect(await pupilActivity()).toEqual([kept]);
  });

  it('warns the owner 14 days before, once, and deletes on time', async () => {
    // This chat passes its 90 days at day 10.
    const chat = await addChat(day(-80), 'story-warned');

    // Day -5: 15 days before the deletion, no warning yet.
    expect((await runRetention(deps, day(-5))).warned['ai-chats']).toBe(0);
    expect(await notices()).toEqual([]);

    // Just into day -4, 14 days before: warned, with the date from which it goes.
    const warnedAt = new Date(day(-4).getTime() + 1000);
    expect((await runRetention(deps, warnedAt)).warned['ai-chats']).toBe(1);
    expect(await notices()).toEqual([
      { kind: 'ai-chats', deleteFrom: new Date(warnedAt.getTime() + 14 * DAY).toISOString() },
    ]);

    // The next days warn nobody again.
    for (const n of [-3, 0, 5, 9]) {
      const run = await runRetention(deps, day(n));
      expect(run.warned['ai-chats']).toBe(0);
      expect(run.deleted['ai-chats']).toBe(0);
    }
    expect(await notices()).toHaveLength(1);

    // Day 10 (and a moment): the chat goes, and the spent notice with it.
    const run = await runRetention(deps, new Date(day(10).getTime() + 1000));
    expect(run.deleted['ai-chats']).toBe(1);
    expect(await notices()).toEqual([]);
    const left = await app.db.select().from(chatSessions).where(eq(chatSessions.id, chat));
    expect(left).toEqual([]);
  });

  it('does not warn about the access log (a record about the pupil, not theirs to keep)', async () => {
    const [entry] = await app.db
      .insert(accessLog)
      .values({
        readerId: (await currentUser(app, admin)).body.user!._id,
        readerRole: 'administrator',
        ownerId: pupilId,
        kind: 'story',
        itemId: 's1',
        windowStart: day(-400),
        at: day(-400),
      })
      .returning({ id: accessLog.id });
    const run = await runRetention(deps, T0);
    expect(run.deleted['access-log']).toBe(1);
    expect(run.warned['access-log']).toBeUndefined();
    expect(await app.db.select().from(accessLog).where(eq(accessLog.id, entry!.id))).toEqual([]);
  });

  it('logs each run, newest first, for the admin view; a failing kind does not stop the others', async () => {
    await addEntry(day(-400));
    const failing = {
      kind: 'ai-chats' as const,
      deleteBefore: () => Promise.reject(new Error('storage unavailable')),
    };
    await runRetention({ db: app.db, handlers: [failing, activityRetention(app.db)] }, day(-1));
    await runRetention(deps, T0);
    const body: RetentionResponse = (
      await callAs(app, 'GET', '/api/admin/retention', admin)
    ).json();
    expect(body.runs.map((r) => r.startedAt)).toEqual([T0.toISOString(), day(-1).toISOString()]);
    expect(body.runs[1]).toMatchObject({
      deleted: { 'activity-log': 1 },
      errors: { 'ai-chats': 'storage unavailable' },
    });
  });
});

describe('GET/PUT /api/admin/retention', () => {
  it('lists every kind with a finite default period', async () => {
    const response = await callAs(app, 'GET', '/api/admin/retention', admin);
    expect(response.statusCode).toBe(200);
    const body: RetentionResponse = response.json();
    expect(body.kinds.map((k) => k.kind)).toEqual([...RETENTION_KINDS]);
    for (const kind of body.kinds) {
      expect(kind.days).toBe(RETENTION_LIMITS[kind.kind].defaultDays);
      expect(kind.days).toBeLessThanOrEqual(kind.maxDays);
    }
    expect(body.warningDays).toBe(14);
  });

  it('refuses periods out of bounds, unknown kinds and non-numbers with a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ 'ai-chats': 3 }, 'AI chats: keep it at least 7 days'],
      [{ 'access-log': 366 }, 'Access log: keep it at most 365 days'],
      [{ 'ai-chats': 10.5 }, 'AI chats: the period must be a whole number of days'],
      [{ 'ai-chats': 'forever' }, 'AI chats: the period must be a number of days'],
      [{ stories: 30 }, 'stories'],
    ];
    for (const [body, message] of cases) {
      const response = await callAs(app, 'PUT', '/api/admin/retention', admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message);
    }
    const after: RetentionResponse = (
      await callAs(app, 'GET', '/api/admin/retention', admin)
    ).json();
    expect(after.kinds.find((k) => k.kind === 'ai-chats')!.days).toBe(90);
  });

  it('shows the periods set on the public policy, without signing in', async () => {
    await callAs(app, 'PUT', '/api/admin/retention', admin, { 'ai-chats': 60 });
    const response = await app.inject({ method: 'GET', url: '/api/retention-policy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kinds: [
        { kind: 'activity-log', days: 365 },
        { kind: 'ai-chats', days: 60 },
        { kind: 'access-log', days: 365 },
        { kind: 'videos', days: 183 },
        { kind: 'inactive-pupil-stories', days: 548 },
      ],
      warningDays: 14,
    });
  });

  it('is for administrators only', async () => {
    expect((await callAs(app, 'GET', '/api/admin/retention', pupil)).statusCode).toBe(403);
    const put = await callAs(app, 'PUT', '/api/admin/retention', pupil, { 'ai-chats': 30 });
    expect(put.statusCode).toBe(403);
  });
});
