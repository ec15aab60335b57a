import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type Slide, type Story, type StorySummary } from '@dsb/core';
import {
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type Method,
  type TestApp,
} from '../../platform/test/testApp';

let app: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signInAs(app, 'alice@example.com', 'Alice');
  bob = await signInAs(app, 'bob@example.com', 'Bob');
});
afterAll(() => app.close());

const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  callAs(app, method, url, cookie, payload);

/** A slide with `objects` rectangles, like the editor saves. */
const slideWith = (index: number, objects = 0): Slide => ({
  ...createSlide(index),
  script: `Script for slide ${index + 1}`,
  canvasState: Array.from({ length: objects }, (_, i) => ({
    type: 'rect',
    left: i,
    top: i,
    width: 100,
    height: 50,
    fill: '#007AFF',
  })),
});

async function createStory(cookie = alice, extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/stories', cookie, {
    title: 'Ice',
    template: 'blank',
    slides: [slideWith(0, 2)],
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Story>();
}

describe('creating stories', () => {
  it('needs sign-in, a template and slides', async () => {
    expect(
      (
        await call('POST', '/api/stories', undefined, { template: 'blank', slides: [slideWith(0)] })
      ).json(),
    ).toEqual({
      error: 'Authentication required',
    });
    for (const body of [
      { slides: [slideWith(0)] },
      { template: 'none', slides: [slideWith(0)] },
      { template: 'blank', slides: [] },
    ]) {
      const response = await call('POST', '/api/stories', alice, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Cannot create story without template and slides');
    }
  });

  it('returns the story with _id, version 1 and defaults', async () => {
    const story = await createStory(alice, {
      title: undefined,
      trackingId: 'class-7b',
      savedEvidence: [{ _id: 'ev1' }],
    });
    expect(story).toMatchObject({
      title: 'Untitled Story',
      template: 'blank',
      trackingId: 'class-7b',
      version: 1,
      savedEvidence: [{ _id: 'ev1' }],
    });
    expect(story._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(story.slides[0]!.canvasState).toHaveLength(2);
    expect(
      (await call('POST', '/api/story', alice, { template: 'blank', slides: [slideWith(0)] }))
        .statusCode,
    ).toBe(201);
  });

  it('enforces limits with clear errors', async () => {
    const tooManySlides = await call('POST', '/api/stories', alice, {
      template: 'blank',
      slides: Array.from({ length: 101 }, (_, i) => slideWith(i)),
    });
    expect(tooManySlides.statusCode).toBe(400);
    expect(tooManySlides.json().error).toContain('at most 100 slides');
    const tooManyObjects = await call('POST', '/api/stories', alice, {
      template: 'blank',
      slides: [slideWith(0, 501)],
    });
    expect(tooManyObjects.json().error).toContain('at most 500 canvas objects');
    const embedded = {
      ...slideWith(0),
      canvasState: [{ type: 'image', src: 'data:image/png;base64,iVBORw0KGgo=' }],
    };
    const dataUrl = await call('POST', '/api/stories', alice, {
      template: 'blank',
      slides: [embedded],
    });
    expect(dataUrl.statusCode).toBe(400);
    expect(dataUrl.json().error).toBe('Images must be uploaded, not embedded in the story');
    const badId = await call('POST', '/api/stories', alice, {
      template: 'blank',
      slides: [{ ...slideWith(0), id: 'slide-abc' }],
    });
    expect(badId.statusCode).toBe(400);
    const duplicate = slideWith(0);
    expect(
      (
        await call('POST', '/api/stories', alice, {
          template: 'blank',
          slides: [duplicate, duplicate],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 413 with a story message past 2 MB', async () => {
    const big = {
      ...slideWith(0),
      script: 'x'.repeat(9000),
      canvasState: Array.from({ length: 300 }, () => ({ type: 'i-text', text: 'y'.repeat(8000) })),
    };
    const response = await call('POST', '/api/stories', alice, {
      template: 'blank',
      slides: [big],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toContain('too large to save');
  });
});

describe('reading, updating and deleting', () => {
  it('lists the caller’s stories newest first without slide contents', async () => {
    const older = await createStory(alice, { title: 'Older' });
    const newer = await createStory(alice, { title: 'Newer' });
    const list = (await call('GET', '/api/stories', alice)).json<StorySummary[]>();
    const ids = list.map((s) => s._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(list[0]).toMatchObject({ slideCount: 1 });
    expect(list[0]).not.toHaveProperty('slides');
    expect((await call('GET', '/api/stories', bob)).json()).toEqual([]);
  });

  it("numbers a new story whose 'Untitled: {question}' another story of the user has", async () => {
    const title = 'Untitled: Who rides the bus?';
    const titles = [];
    for (let i = 0; i < 3; i++) titles.push((await createStory(alice, { title })).title);
    expect(titles).toEqual([title, `${title} (2)`, `${title} (3)`]);
    expect((await createStory(bob, { title })).title).toBe(title); // each user's own stories
    expect((await createStory(alice, { title: 'Ice' })).title).toBe('Ice'); // a pupil's own
  });

  it('keeps other users out (404) for read, update and delete', async () => {
    const story = await createStory(alice);
    expect((await call('GET', `/api/stories/${story._id}`, bob)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/stories/${story._id}`, bob, { version: 1, title: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/stories/${story._id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/stories/${story._id}`, alice)).json<Story>().title).toBe('Ice');
    expect((await call('GET', '/api/stories/not-a-uuid', alice)).json()).toEqual({
      error: 'Story not found',
    });
  });

  it('saves with the current version and answers 409 with the latest story when stale', async () => {
    const story = await createStory(alice);
    const first = await call('PUT', `/api/stories/${story._id}`, alice, {
      version: 1,
      title: '  Tab one  ',
    });
    expect(first.json<Story>()).toMatchObject({ version: 2, title: 'Tab one' });

    const stale = await call('PUT', `/api/stories/${story._id}`, alice, {
      version: 1,
      title: 'Tab two',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: expect.stringContaining('changed'),
      story: { version: 2, title: 'Tab one' },
    });

    const kept = await call('PUT', `/api/stories/${story._id}`, alice, {
      version: 1,
      force: true,
      title: 'Tab two',
    });
    expect(kept.json<Story>()).toMatchObject({ version: 3, title: 'Tab two' });
  });

  it('ignores an empty title and replaces slides', async () => {
    const story = await createStory(alice);
    const response = await call('PUT', `/api/stories/${story._id}`, alice, {
      version: 1,
      title: '   ',
      slides: [slideWith(0), slideWith(1, 30)],
    });
    const saved = response.json<Story>();
    expect(saved.title).toBe('Ice');
    expect(saved.slides).toHaveLength(2);
    expect(
      (await call('GET', '/api/stories', alice))
        .json<StorySummary[]>()
        .find((s) => s._id === story._id)!.slideCount,
    ).toBe(2);
  });

  it('deletes', async () => {
    const story = await createStory(alice);
    expect((await call('DELETE', `/api/stories/${story._id}`, alice)).json()).toEqual({
      success: true,
    });
    expect((await call('GET', `/api/stories/${story._id}`, alice)).statusCode).toBe(404);
  });

  it("removes the story's video files from storage, and only that story's", async () => {
    const story = await createStory(alice);
    const other = await createStory(alice);
    const me = (await currentUser(app, alice)).body.user!._id;
    const folder = (id: string) => `videos/${me}/${id}/`;
    await app.storage.putObject(`${folder(story._id)}render.mp4`, Buffer.from('mp4'), 'video/mp4');
    await app.storage.putObject(`${folder(story._id)}render.vtt`, Buffer.from('vtt'), 'text/vtt');
    await app.storage.putObject(`${folder(other._id)}keep.mp4`, Buffer.from('mp4'), 'video/mp4');
    await call('DELETE', `/api/stories/${story._id}`, alice);
    expect(await app.storage.list(folder(story._id))).toEqual([]);
    expect(await app.storage.list(folder(other._id))).toHaveLength(1);
  });
});
