import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type CustomLink, type Story } from '@dsb/core';
import { retentionHandlers } from '../../composition/retentionHandlers';
import { users } from '../../platform/auth/tables';
import {
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { stories } from '../stories';
import { storyMembers } from '../stories/members/tables';
import { videos } from '../video/tables';
import { myNotices, runRetention, type RetentionDeps } from './retentionService';
import { retentionWarnings } from './tables';

let app: TestApp;
let deps: RetentionDeps;
const DAY = 86_400_000;
// The moved clock, as in retention.test.ts: a minute after the real now.
const T0 = new Date(Date.now() + 60_000);
const day = (n: number) => new Date(T0.getTime() + n * DAY);

beforeAll(async () => {
  app = await createTestApp();
  // The handlers as the server registers them (composition/jobHandlers.ts).
  deps = { db: app.db, handlers: retentionHandlers(app) };
});
afterAll(() => app?.close());

const idOf = async (cookie: string) => (await currentUser(app, cookie)).body.user!._id;

async function newStory(cookie: string, title: string): Promise<Story> {
  const response = await callAs(app, 'POST', '/api/stories', cookie, {
    title,
    template: 'blank',
    slides: [{ ...createSlide(0), script: 'Words.' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Story>();
}

const exists = async (key: string) => (await app.storage.headObject(key)) !== null;

describe('rendered videos', () => {
  it('go with their files after 183 days, the owner warned 14 days before', async () => {
    const owner = await signInAs(app, 'video-owner@school.example', 'Vi');
    const userId = await idOf(owner);
    const story = await newStory(owner, 'Rivers');
    const add = async (createdAt: Date) => {
      const renderId = randomUUID();
      const videoKey = `videos/${userId}/${story._id}/${renderId}.mp4`;
      const captionsKey = videoKey.replace(/mp4$/, 'vtt');
      await app.storage.putObject(videoKey, Buffer.from('mp4'), 'video/mp4');
      await app.storage.putObject(captionsKey, Buffer.from('WEBVTT'), 'text/vtt');
      const [row] = await app.db
        .insert(videos)
        .values({
          userId,
          storyId: story._id,
          renderId,
          videoKey,
          captionsKey,
          voice: 'alloy',
          description: 'Rivers',
          createdAt,
        })
        .returning();
      return row!;
    };
    const old = await add(T0);
    const recent = await add(day(100));

    let run = await runRetention(deps, day(168));
    expect(run.warned.videos ?? 0).toBe(0);
    run = await runRetention(deps, day(170));
    expect(run.warned.videos).toBe(1);
    expect((await myNotices(app.db, userId)).notices.map((n) => n.kind)).toContain('videos');
    expect(run.deleted.videos).toBe(0);

    run = await runRetention(deps, day(184));
    expect(run.deleted.videos).toBe(1);
    const left = await app.db.select().from(videos).where(eq(videos.userId, userId));
    expect(left.map((v) => v.id)).toEqual([recent.id]);
    expect(await exists(old.videoKey)).toBe(false);
    expect(await exists(old.captionsKey!)).toBe(false);
    expect(await exists(recent.videoKey)).toBe(true);
  });
});

describe('stories of inactive pupils', () => {
  it('go after 548 days without sign-in; a group story passes to an active co-author', async () => {
    const pupil = await signInAs(app, 'away@school.example', 'Away');
    const mate = await signInAs(app, 'mate@school.example', 'Mate');
    const teacher = await signInAs(app, 'teacher-away@school.example', 'Teacher');
    const pupilId = await idOf(pupil);
    const mateId = await idOf(mate);
    const teacherId = await idOf(teacher);
    const link = await callAs(app, 'POST', '/api/custom-links', teacher, {
      name: 'Class 9',
      trackingId: 'class-9-retention',
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json<CustomLink>()._id).toBeTruthy();

    const solo = await newStory(pupil, 'Solo');
    const group = await newStory(pupil, 'Group');
    const matesOwn = await newStory(mate, 'Mate’s');
    const teachers = await newStory(teacher, 'Teacher’s');
    // The pupil co-authors the mate's story; the mate co-authors the pupil's group story.
    await app.db.insert(storyMembers).values([
      { storyId: group._id, userId: mateId, joinedAt: T0 },
      { storyId: matesOwn._id, userId: pupilId, joinedAt: T0 },
    ]);
    const soloFile = `videos/${pupilId}/${solo._id}/render.mp4`;
    await app.storage.putObject(soloFile, Buffer.from('mp4'), 'video/mp4');
    // The mate keeps signing in; the pupil and the teacher do not.
    await app.db
      .update(users)
      .set({ lastLogin: day(540) })
      .where(eq(users.id, mateId));

    let run = await runRetention(deps, day(533));
    expect(run.warned['inactive-pupil-stories'] ?? 0).toBe(0);
    run = await runRetention(deps, day(535));
    const warned = await app.db
      .select({ userId: retentionWarnings.userId })
      .from(retentionWarnings)
      .where(eq(retentionWarnings.kind, 'inactive-pupil-stories'));
    expect(warned.map((w) => w.userId)).toContain(pupilId);
    expect(warned.map((w) => w.userId)).not.toContain(teacherId);
    expect(warned.map((w) => w.userId)).not.toContain(mateId);
    expect(run.deleted['inactive-pupil-stories']).toBe(0);

    run = await runRetention(deps, day(549));
    expect(run.errors).toEqual({});
    // The solo story, and the earlier test's video owner's story (nobody signed in since).
    expect(run.deleted['inactive-pupil-stories']).toBe(2);
    const ids = [solo._id, group._id, matesOwn._id, teachers._id];
    const left = await app.db
      .select({ id: stories.id, userId: stories.userId })
      .from(stories)
      .where(inArray(stories.id, ids));
    const ownerOf = new Map(left.map((s) => [s.id, s.userId]));
    expect(ownerOf.has(solo._id)).toBe(false);
    expect(await exists(soloFile)).toBe(false);
    expect(ownerOf.get(group._id)).toBe(mateId);
    expect(ownerOf.get(matesOwn._id)).toBe(mateId);
    expect(ownerOf.get(teachers._id)).toBe(teacherId);
    const members = await app.db
      .select()
      .from(storyMembers)
      .where(eq(storyMembers.storyId, group._id));
    expect(members).toEqual([]);
  });

  it('a pupil who signs in again keeps their stories', async () => {
    const pupil = await signInAs(app, 'back@school.example', 'Back');
    const pupilId = await idOf(pupil);
    const story = await newStory(pupil, 'Kept');
    await app.db
      .update(users)
      .set({ lastLogin: day(500) })
      .where(eq(users.id, pupilId));
    await runRetention(deps, day(549));
    const [row] = await app.db.select().from(stories).where(eq(stories.id, story._id));
    expect(row?.userId).toBe(pupilId);
  });
});
