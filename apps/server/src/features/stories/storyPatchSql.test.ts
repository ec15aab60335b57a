import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type Story, type StoryPatch, type VersionedSlide } from '@dsb/core';
import {
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { isSlideContentPatch, writeSlidesInPlace } from './storyPatchSql';

type VersionedStory = Omit<Story, 'slides'> & { slides: VersionedSlide[] };

let app: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await signInAs(app, 'inplace@example.com', 'In Place');
  userId = (await currentUser(app, cookie)).body.user!._id;
});
afterAll(() => app?.close());

async function threeSlideStory(): Promise<VersionedStory> {
  const slides = Array.from({ length: 3 }, (_, i) => ({
    ...createSlide(i, `Slide ${i + 1}`, '', 1_700_000_000_000),
    canvasState: [{ type: 'rect', left: i, top: 0, width: 10, height: 10 }],
  }));
  const response = await callAs(app, 'POST', '/api/stories', cookie, {
    title: 'In place',
    template: 'blank',
    slides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VersionedStory>();
}

const read = async (id: string) =>
  (await callAs(app, 'GET', `/api/stories/${id}`, cookie)).json<VersionedStory>();

/** A content patch of slide `index`, moved to `left`, based on the slide's version. */
const contentPatch = (story: VersionedStory, index: number, left: number): StoryPatch => {
  const slide = story.slides[index]!;
  return {
    version: story.version,
    slides: [{ ...slide, canvasState: [{ ...slide.canvasState[0]!, left }] }],
  };
};

describe('writeSlidesInPlace', () => {
  it('writes the changed slide, stamps it with the new version and leaves the others alone', async () => {
    const story = await threeSlideStory();
    const written = await writeSlidesInPlace(app.db, userId, story._id, contentPatch(story, 1, 42));
    expect(written).toMatchObject({ _id: story._id, version: 2 });
    const after = await read(story._id);
    expect(after.version).toBe(2);
    expect(after.slides.map((s) => s.id)).toEqual(story.slides.map((s) => s.id));
    expect(after.slides[1]).toMatchObject({ version: 2, canvasState: [{ left: 42 }] });
    expect(after.slides[0]).toEqual(story.slides[0]);
    expect(after.slides[2]).toEqual(story.slides[2]);
  });

  it('writes nothing when the slide moved on since the client read it', async () => {
    const story = await threeSlideStory();
    await writeSlidesInPlace(app.db, userId, story._id, contentPatch(story, 0, 10));
    const stale = await writeSlidesInPlace(app.db, userId, story._id, contentPatch(story, 0, 20));
    expect(stale).toBeNull();
    expect((await read(story._id)).slides[0]!.canvasState[0]).toMatchObject({ left: 10 });
  });

  it('another slide changed meanwhile does not stop the write (two tabs, two slides)', async () => {
    const story = await threeSlideStory();
    expect(
      await writeSlidesInPlace(app.db, userId, story._id, contentPatch(story, 0, 1)),
    ).not.toBeNull();
    const second = await writeSlidesInPlace(app.db, userId, story._id, contentPatch(story, 2, 2));
    expect(second).toMatchObject({ version: 3 });
    const after = await read(story._id);
    expect(after.slides.map((s) => s.canvasState[0]!.left)).toEqual([1, 1, 2]);
  });

  it("writes nothing for another user's story", async () => {
    const story = await threeSlideStory();
    const other = await signInAs(app, 'someone-else@example.com');
    const otherId = (await currentUser(app, other)).body.user!._id;
    expect(
      await writeSlidesInPlace(app.db, otherId, story._id, contentPatch(story, 0, 5)),
    ).toBeNull();
  });

  it('keeps the story thumbnail in step with the slides', async () => {
    const story = await threeSlideStory();
    const patch = contentPatch(story, 1, 7);
    patch.slides![0]!.previewImage = '/files/previews/thumb.png';
    await writeSlidesInPlace(app.db, userId, story._id, patch);
    const list = (await callAs(app, 'GET', '/api/stories', cookie)).json<
      Array<{ _id: string; previewImage: string | null }>
    >();
    expect(list.find((s) => s._id === story._id)?.previewImage).toBe('/files/previews/thumb.png');
  });
});

describe('isSlideContentPatch', () => {
  const slide = { ...createSlide(0, 'A', '', 1), version: 3 };
  it.each([
    [{ version: 3, slides: [slide] }, true],
    [{ version: 3, slides: [{ ...slide, version: 0 }], order: ['x'], baseOrder: [] }, false],
    [{ version: 3, slides: [slide], title: 'New', baseFields: { title: 'Old' } }, false],
    [
      { version: 3, removedSlides: [{ id: slide.id, version: 3 }], order: [], baseOrder: [] },
      false,
    ],
  ])('%# -> %s', (patch, expected) => {
    expect(isSlideContentPatch(patch as StoryPatch)).toBe(expected);
  });
});
