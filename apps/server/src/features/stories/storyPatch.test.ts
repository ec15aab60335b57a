import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STORY_MESSAGES,
  STORY_PATCH_MESSAGES as M,
  createSlide,
  type Slide,
  type Story,
  type StoryPatchResult,
  type VersionedSlide,
} from '@dsb/core';
import { labelledShapes } from '@dsb/core/testing';
import {
  createTestApp,
  signInAs,
  type TestApp,
  callAs,
  type Method,
} from '../../platform/test/testApp';

/** PATCH /api/stories/{id}: autosave sends only what changed (issue #10 item 2). */

type VersionedStory = Omit<Story, 'slides'> & { slides: VersionedSlide[] };

let app: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signInAs(app, 'patch-alice@example.com', 'Alice');
  bob = await signInAs(app, 'patch-bob@example.com', 'Bob');
});
afterAll(() => app.close());

const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  callAs(app, method, url, cookie, payload);

/** A slide with `objects` labelled shapes, about as large as the editor saves them. */
const slideWith = (index: number, objects = 30): Slide => ({
  ...createSlide(index, `Slide ${index + 1}`, '', 1_700_000_000_000),
  script: `What slide ${index + 1} shows about the data.`,
  canvasState: labelledShapes(objects),
});

/** A 10-slide story with 30 objects a slide (issue #10's measure). */
async function tenSlideStory(): Promise<VersionedStory> {
  const response = await call('POST', '/api/stories', alice, {
    title: 'Heat',
    template: 'blank',
    bigQuestion: 'Is it getting hotter?',
    slides: Array.from({ length: 10 }, (_, i) => slideWith(i)),
  });
  expect(response.statusCode).toBe(201);
  return response.json<VersionedStory>();
}

const read = async (id: string) =>
  (await call('GET', `/api/stories/${id}`, alice)).json<VersionedStory>();
const patch = (id: string, body: unknown, cookie = alice) =>
  call('PATCH', `/api/stories/${id}`, cookie, body);

/** `slide` with one object moved, based on the version it was read at. */
const moved = (slide: VersionedSlide, left = 300): VersionedSlide => ({
  ...slide,
  canvasState: slide.canvasState.map((o, i) => (i === 0 ? { ...o, left } : o)),
});

describe('PATCH /api/stories/{id}', () => {
  it('saves a one-object change in a request under 8 KB and leaves the other slides alone', async () => {
    const story = await tenSlideStory();
    expect(story.version).toBe(1);
    expect(story.slides.every((s) => s.version === 1)).toBe(true);
    const body = { version: 1, slides: [moved(story.slides[3]!)] };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(8 * 1024);

    const response = await patch(story._id, body);
    expect(response.statusCode).toBe(200);
    expect(response.json<StoryPatchResult>()).toMatchObject({ _id: story._id, version: 2 });
    const saved = await read(story._id);
    expect(saved.version).toBe(2);
    expect(saved.slides[3]).toMatchObject({ version: 2 });
    expect(saved.slides[3]!.canvasState[0]).toMatchObject({ left: 300 });
    expect(saved.slides.filter((s) => s.version === 1)).toHaveLength(9);
    expect(saved.slides.map((s) => s.id)).toEqual(story.slides.map((s) => s.id));
  });

  it('lets two tabs save different slides of the same story without a conflict', async () => {
    const story = await tenSlideStory();
    const tabOne = await patch(story._id, { version: 1, slides: [moved(story.slides[0]!, 111)] });
    const tabTwo = await patch(story._id, { version: 1, slides: [moved(story.slides[5]!, 555)] });
    expect([tabOne.statusCode, tabTwo.statusCode]).toEqual([200, 200]);
    const saved = await read(story._id);
    expect(saved.version).toBe(3);
    expect(saved.slides[0]!.canvasState[0]).toMatchObject({ left: 111 });
    expect(saved.slides[5]!.canvasState[0]).toMatchObject({ left: 555 });
  });

  it('answers 409 with the current story when two tabs change the same slide', async () => {
    const story = await tenSlideStory();
    expect(
      (await patch(story._id, { version: 1, slides: [moved(story.slides[2]!, 1)] })).statusCode,
    ).toBe(200);
    const second = await patch(story._id, { version: 1, slides: [moved(story.slides[2]!, 2)] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: STORY_MESSAGES.conflict,
      story: { _id: story._id, version: 2 },
    });
    expect(second.json<{ story: VersionedStory }>().story.slides[2]!.canvasState[0]).toMatchObject({
      left: 1,
    });
    expect((await read(story._id)).version).toBe(2);
  });

  it('loses nothing when patches of different slides arrive at the same time', async () => {
    const story = await tenSlideStory();
    const answers = await Promise.all(
      [1, 4, 7, 9].map((i) =>
        patch(story._id, { version: 1, slides: [moved(story.slides[i]!, 1000 + i)] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = await read(story._id);
    expect(saved.version).toBe(5);
    for (const i of [1, 4, 7, 9])
      expect(saved.slides[i]!.canvasState[0]).toMatchObject({ left: 1000 + i });
  });

  it('adds, removes and reorders slides against the order it started from', async () => {
    const story = await tenSlideStory();
    const ids = story.slides.map((s) => s.id);
    const added = { ...slideWith(10, 1), id: 'slide-1800000000000-0', version: 0 };
    const order = [added.id, ...ids.slice(2).reverse()];
    const response = await patch(story._id, {
      version: 1,
      slides: [added],
      removedSlides: [ids[0], ids[1]].map((id) => ({ id, version: 1 })),
      order,
      baseOrder: ids,
    });
    expect(response.statusCode).toBe(200);
    const saved = await read(story._id);
    expect(saved.slides.map((s) => s.id)).toEqual(order);
    expect(saved.slides[0]).toMatchObject({ version: 2, title: 'Slide 11' });
    const listed = (await call('GET', '/api/stories', alice)).json<
      Array<{ _id: string; slideCount: number }>
    >();
    expect(listed.find((s) => s._id === story._id)!.slideCount).toBe(9);

    // Another tab still holding the old order: its move meets a conflict, not a silent undo.
    const stale = await patch(story._id, { version: 1, order: [...ids].reverse(), baseOrder: ids });
    expect(stale.statusCode).toBe(409);
  });

  it('changes story fields only on top of the values it saw', async () => {
    const story = await tenSlideStory();
    const retitled = await patch(story._id, {
      version: 1,
      title: 'Heat waves',
      savedEvidence: [{ _id: 'ev-1' }],
      baseFields: { title: 'Heat', savedEvidence: [] },
    });
    expect(retitled.statusCode).toBe(200);
    expect(await read(story._id)).toMatchObject({
      title: 'Heat waves',
      savedEvidence: [{ _id: 'ev-1' }],
    });
    const stale = await patch(story._id, {
      version: 1,
      title: 'Cold',
      baseFields: { title: 'Heat' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await read(story._id)).title).toBe('Heat waves');
  });

  it('meets a conflict after a whole-story PUT, which still works as before', async () => {
    const story = await tenSlideStory();
    const put = await call('PUT', `/api/stories/${story._id}`, alice, {
      version: 1,
      title: 'Put',
      slides: story.slides.map(({ version: _version, ...slide }) => slide),
    });
    expect(put.statusCode).toBe(200);
    const afterPut = put.json<VersionedStory>();
    expect(afterPut).toMatchObject({ version: 2, title: 'Put' });
    expect(afterPut.slides.every((s) => s.version === 2)).toBe(true);
    expect(
      (await patch(story._id, { version: 1, slides: [moved(story.slides[0]!)] })).statusCode,
    ).toBe(409);
    expect(
      (await patch(story._id, { version: 2, slides: [moved(afterPut.slides[0]!)] })).statusCode,
    ).toBe(200);
  });

  describe('refuses bad input and writes nothing', () => {
    const cases: Array<[string, (s: VersionedStory) => unknown, number, string]> = [
      [
        'a new slide that is not placed in the order',
        () => ({ version: 1, slides: [{ ...slideWith(10, 0), id: 'slide-1-99', version: 0 }] }),
        400,
        M.newSlideNotPlaced('slide-1-99'),
      ],
      [
        'removing a slide that does not exist',
        (s) => ({
          version: 1,
          removedSlides: [{ id: 'slide-1-99', version: 1 }],
          order: s.slides.map((x) => x.id),
          baseOrder: s.slides.map((x) => x.id),
        }),
        400,
        M.unknownSlide('slide-1-99'),
      ],
      [
        'a change to a slide that is gone (deleted elsewhere)',
        () => ({ version: 1, slides: [{ ...slideWith(10, 0), id: 'slide-1-99', version: 1 }] }),
        409,
        STORY_MESSAGES.conflict,
      ],
      [
        'a slide sent twice',
        (s) => ({ version: 1, slides: [s.slides[0], s.slides[0]] }),
        400,
        M.duplicateSlide(`${'slide-1700000000000-0'}`),
      ],
      [
        'an order that loses a slide',
        (s) => ({
          version: 1,
          order: s.slides.slice(1).map((x) => x.id),
          baseOrder: s.slides.map((x) => x.id),
        }),
        400,
        M.orderLoses(s0(0)),
      ],
      [
        'an order that invents a slide',
        (s) => ({
          version: 1,
          order: [...s.slides.map((x) => x.id), 'slide-1-99'],
          baseOrder: s.slides.map((x) => x.id),
        }),
        400,
        M.orderInvents('slide-1-99'),
      ],
      [
        'an order with a slide twice',
        (s) => ({
          version: 1,
          order: [...s.slides.map((x) => x.id), s.slides[0]!.id],
          baseOrder: s.slides.map((x) => x.id),
        }),
        400,
        M.duplicateInOrder(s0(0)),
      ],
      [
        'a version from another story',
        (s) => ({ version: 41, slides: [{ ...s.slides[0], version: 40 }] }),
        400,
        M.notThisStory(41),
      ],
      [
        'a slide version above the story version',
        (s) => ({ version: 1, slides: [{ ...s.slides[0], version: 2 }] }),
        400,
        M.versionAboveStory(s0(0)),
      ],
      [
        'an order without the order it was based on',
        (s) => ({ version: 1, order: s.slides.map((x) => x.id) }),
        400,
        M.orderNeedsBase,
      ],
      [
        'a field without its value before',
        () => ({ version: 1, title: 'New' }),
        400,
        M.fieldNeedsBase('title'),
      ],
      ['an empty patch', () => ({ version: 1 }), 400, M.empty],
      [
        'force, which only PUT takes',
        (s) => ({ version: 1, force: true, slides: [s.slides[0]] }),
        400,
        '',
      ],
      [
        'an embedded image',
        (s) => ({
          version: 1,
          slides: [
            { ...s.slides[0], canvasState: [{ type: 'image', src: 'data:image/png;base64,AAAA' }] },
          ],
        }),
        400,
        '',
      ],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const story = await tenSlideStory();
      const response = await patch(story._id, body(story));
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().error).toContain(message);
      expect(await read(story._id)).toEqual(story);
    });

    it('keeps other users and signed-out visitors out', async () => {
      const story = await tenSlideStory();
      const body = { version: 1, slides: [moved(story.slides[0]!)] };
      expect((await patch(story._id, body, bob)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/stories/${story._id}`, undefined, body)).statusCode).toBe(
        401,
      );
      expect((await patch('not-a-uuid', body)).statusCode).toBe(404);
      expect(await read(story._id)).toEqual(story);
    });
  });
});

/** The id of the test story's slide `i`. */
function s0(i: number) {
  return `slide-1700000000000-${i}`;
}
