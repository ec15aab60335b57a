import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStoryServer } from '../stories/fakeStoryServer';
import { createStoryStore, type StoryStore } from '../stories/storyStore';

let server: ReturnType<typeof createFakeStoryServer>;
let store: StoryStore;

beforeEach(() => {
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  store = createStoryStore(server.goLive);
});
afterEach(() => vi.unstubAllGlobals());

describe('storyStore.setPreviewImages', () => {
  it('sets the previews of several slides, by id, in one edit', async () => {
    await store.getState().createFromTemplate('trueForWho');
    const [a, , c] = store.getState().story!.slides;
    const revision = store.getState().revision;
    store.getState().setPreviewImages(
      new Map([
        [a!.id, '/files/a.png'],
        [c!.id, '/files/c.png'],
        ['slide-9-9', '/files/gone.png'],
      ]),
    );
    const state = store.getState();
    expect(state.story!.slides.map((s) => s.previewImage)).toEqual([
      '/files/a.png',
      null,
      '/files/c.png',
      null,
    ]);
    expect(state.revision).toBe(revision + 1);
    expect(await state.save()).toBe(true);
    const stored = server.stories.get(state.story!._id!)!;
    expect(stored.slides.map((s) => s.previewImage)).toEqual([
      '/files/a.png',
      null,
      '/files/c.png',
      null,
    ]);
  });

  it('changes nothing when no preview differs', async () => {
    await store.getState().createFromTemplate('blank');
    const revision = store.getState().revision;
    store.getState().setPreviewImages(new Map([['slide-9-9', '/files/x.png']]));
    expect(store.getState().revision).toBe(revision);
    expect(store.getState().isDirty).toBe(false);
  });
});
