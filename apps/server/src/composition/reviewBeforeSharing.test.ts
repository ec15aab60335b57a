import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_MESSAGES, type CustomLink } from '@dsb/core';
import { videoStorageKeys } from '../features/video/videoService';
import { users } from '../platform/auth/tables';
import { callAs, createTestApp, signInAs, type TestApp } from '../platform/test/testApp';

let app: TestApp;
let teacher: string;
let pupil: string;
let coAuthor: string;
let stranger: string;
let admin: string;
let pupilId: string;

const post = (cookie: string, url: string, body?: unknown) =>
  callAs(app, 'POST', url, cookie, body);
const link = async (trackingId: string, reviewBeforeSharing: boolean) => {
  const response = await post(teacher, '/api/custom-links', {
    name: trackingId,
    trackingId,
    reviewBeforeSharing,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CustomLink>();
};
/** A story of the pupil's (through the link, when given) with a video and its captions stored. */
async function storyWithVideo(trackingId?: string) {
  const response = await post(pupil, '/api/stories', {
    template: 'blank',
    title: 'Rising seas',
    ...(trackingId && { trackingId }),
    slides: [
      { id: 'slide-1700000000000-0', title: 'One', script: 'The sea rose.', canvasState: [] },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  const storyId = response.json()._id as string;
  const keys = videoStorageKeys(pupilId, storyId, 'render-1');
  await app.storage.putObject(keys.video, Buffer.from('mp4'), 'video/mp4');
  await app.storage.putObject(keys.captions, Buffer.from('WEBVTT'), 'text/vtt');
  return { storyId, urls: [`/files/${keys.video}`, `/files/${keys.captions}`] };
}
/** The status each viewer gets for each of the files. */
async function statuses(urls: string[]) {
  const viewers = { pupil, coAuthor, teacher, admin, stranger, visitor: undefined };
  const result: Record<string, number[]> = {};
  for (const [name, cookie] of Object.entries(viewers)) {
    result[name] = [];
    for (const url of urls) result[name].push((await callAs(app, 'GET', url, cookie)).statusCode);
  }
  return result;
}
const everyone = (status: number) => ({
  pupil: [status, status],
  coAuthor: [status, status],
  teacher: [status, status],
  admin: [status, status],
  stranger: [status, status],
  visitor: [status, status],
});

beforeAll(async () => {
  app = await createTestApp();
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
  pupil = await signInAs(app, 'pupil@school.example', 'Sam Pupil');
  coAuthor = await signInAs(app, 'friend@school.example', 'Kim Friend');
  stranger = await signInAs(app, 'other@school.example', 'Someone Else');
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'pupil@school.example'));
  pupilId = row!.id;
});
afterAll(() => app?.close());

describe('review before sharing: a story’s videos wait for the teacher’s approval', () => {
  it('keeps the video and captions to the authors, the link owner and admins until approved', async () => {
    await link('reviewed', true);
    const { storyId, urls } = await storyWithVideo('reviewed');
    const code = (await post(pupil, `/api/stories/${storyId}/invites`)).json().code;
    expect((await post(coAuthor, '/api/stories/join', { code })).statusCode).toBe(200);

    expect(await statuses(urls)).toEqual({
      ...everyone(302),
      stranger: [403, 403],
      visitor: [403, 403],
    });
    const refused = await callAs(app, 'GET', urls[0]!, stranger);
    expect(refused.json()).toEqual({ error: FEEDBACK_MESSAGES.notApproved, code: 'notApproved' });

    // A hand-in returned without approval changes nothing; approving one opens the files.
    const handIn = async () => {
      const response = await post(pupil, `/api/stories/${storyId}/handins`, { note: '' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().handinId as string;
    };
    const first = await handIn();
    expect((await post(teacher, `/api/handins/${first}/return`, {})).statusCode).toBe(200);
    expect((await callAs(app, 'GET', urls[0]!, undefined)).statusCode).toBe(403);
    const second = await handIn();
    expect((await callAs(app, 'GET', urls[0]!, stranger)).statusCode).toBe(403);
    expect((await post(teacher, `/api/handins/${second}/approve`)).statusCode).toBe(200);
    expect(await statuses(urls)).toEqual(everyone(302));
  });

  it('applies from the moment the teacher turns it on, and ends when it is turned off', async () => {
    const later = await link('later', false);
    const { urls } = await storyWithVideo('later');
    expect(await statuses(urls)).toEqual(everyone(302));
    const edit = (reviewBeforeSharing: boolean) =>
      callAs(app, 'PUT', `/api/custom-links/${later._id}`, teacher, {
        name: 'later',
        trackingId: 'later',
        reviewBeforeSharing,
      });
    expect((await edit(true)).statusCode).toBe(200);
    expect((await callAs(app, 'GET', urls[1]!, stranger)).statusCode).toBe(403);
    expect((await callAs(app, 'GET', urls[1]!, pupil)).statusCode).toBe(302);
    await edit(false);
    expect((await callAs(app, 'GET', urls[1]!, stranger)).statusCode).toBe(302);
  });

  it('leaves stories that are not from such a link, and other files, as they were', async () => {
    const { urls } = await storyWithVideo();
    expect(await statuses(urls)).toEqual(everyone(302));
    await app.storage.putObject(`uploads/${pupilId}/picture.png`, Buffer.from('png'), 'image/png');
    const picture = await callAs(app, 'GET', `/files/uploads/${pupilId}/picture.png`, undefined);
    expect(picture.statusCode).toBe(302);
    const missing = await callAs(
      app,
      'GET',
      `/files/videos/${pupilId}/${pupilId}/x.mp4`,
      undefined,
    );
    expect(missing.statusCode).toBe(404);
  });
});
