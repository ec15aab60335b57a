import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStoryServer } from './fakeStoryServer';
import { LOCAL_COPY_PREFIX, createLocalCopies, flushLocalCopy } from './localCopy';
import { STORY_UI_MESSAGES } from './messages';
import { createStoryStore, type StoryStore } from './storyStore';

/** localStorage as the browser has it, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let server: ReturnType<typeof createFakeStoryServer>;
let storage: ReturnType<typeof memoryStorage>;
let store: StoryStore;
const state = () => store.getState();
/** The same browser opening the app again (a new page: a new store, the same storage). */
const reopen = () => createStoryStore(createLocalCopies(storage));

beforeEach(() => {
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  storage = memoryStorage();
  store = reopen();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const fetchInits = () => vi.mocked(fetch).mock.calls.map(([, init]) => init ?? {});

describe('unsaved changes kept in the browser', () => {
  it('keeps an unsaved change until the server has it', async () => {
    const id = await state().createFromTemplate('blank');
    state().updateSlide(0, { script: 'a heading, just added' });
    flushLocalCopy(store);
    expect(storage.items.has(LOCAL_COPY_PREFIX + id)).toBe(true);
    expect(await state().save()).toBe(true);
    expect(storage.items.has(LOCAL_COPY_PREFIX + id)).toBe(false);
  });

  it('writes the kept copy by itself shortly after an edit', async () => {
    const id = await state().createFromTemplate('blank');
    vi.useFakeTimers();
    state().updateSlide(0, { script: 'typed' });
    await vi.advanceTimersByTimeAsync(500);
    expect(JSON.parse(storage.items.get(LOCAL_COPY_PREFIX + id)!).story.slides[0].script).toBe(
      'typed',
    );
  });

  it('puts back and saves a change the closed tab never sent', async () => {
    const id = await state().createFromTemplate('blank');
    state().updateSlide(0, { script: 'lost when the tab closed' });
    flushLocalCopy(store); // the page went away before autosave

    const next = reopen();
    expect(await next.getState().loadStory(id)).toBe('loaded');
    expect(next.getState().isDirty).toBe(true);
    expect(next.getState().story!.slides[0]!.script).toBe('lost when the tab closed');
    expect(await next.getState().save()).toBe(true);
    expect(server.stories.get(id)!.slides[0]!.script).toBe('lost when the tab closed');
    expect(storage.items.has(LOCAL_COPY_PREFIX + id)).toBe(false);
  });

  it('drops a kept copy the server already has (the page-hide save arrived)', async () => {
    const id = await state().createFromTemplate('blank');
    state().updateSlide(0, { script: 'sent as the page closed' });
    flushLocalCopy(store);
    const copy = storage.items.get(LOCAL_COPY_PREFIX + id)!;
    expect(await state().save()).toBe(true);
    storage.items.set(LOCAL_COPY_PREFIX + id, copy); // the answer never reached the page

    const next = reopen();
    await next.getState().loadStory(id);
    expect(next.getState().isDirty).toBe(false);
    expect(storage.items.has(LOCAL_COPY_PREFIX + id)).toBe(false);
  });

  it('offers the choice when the story changed elsewhere since the kept change', async () => {
    const id = await state().createFromTemplate('blank');
    state().updateSlide(0, { script: 'kept here' });
    flushLocalCopy(store);
    const slides = server.stories.get(id)!.slides.map((s) => ({ ...s, script: 'other device' }));
    server.editElsewhere(id, { slides: slides.map((s) => ({ ...s, version: 2 })) });

    const next = reopen();
    await next.getState().loadStory(id);
    expect(next.getState().story!.slides[0]!.script).toBe('kept here');
    expect(await next.getState().save()).toBe(false);
    expect(next.getState().conflict!.slides[0]!.script).toBe('other device');
  });
});

describe('two tabs of one browser', () => {
  /** navigator.locks as two tabs share it: held shared locks by name. */
  function sharedLocks() {
    const held = new Map<string, number>();
    return {
      held,
      query: async () => ({
        held: [...held].filter(([, n]) => n > 0).map(([name]) => ({ name, mode: 'shared' })),
        pending: [],
      }),
      request: async (name: string, _options: unknown, work: () => Promise<void>) => {
        held.set(name, (held.get(name) ?? 0) + 1);
        await work();
        held.set(name, held.get(name)! - 1);
      },
    } as unknown as Pick<LockManager, 'query' | 'request'> & { held: Map<string, number> };
  }

  it("leaves another open tab's unsaved change to that tab, and takes it once that tab is gone", async () => {
    const locks = sharedLocks();
    const first = createStoryStore(createLocalCopies(storage, locks));
    const id = await first.getState().createFromTemplate('blank');
    first.getState().updateSlide(0, { script: 'typed in the first tab' });
    flushLocalCopy(first);

    const second = createStoryStore(createLocalCopies(storage, locks));
    await second.getState().loadStory(id);
    expect(second.getState().isDirty).toBe(false); // the first tab saves it itself
    expect(storage.items.has(LOCAL_COPY_PREFIX + id)).toBe(true);

    first.getState().reset(); // the first tab closes without saving
    second.getState().reset();
    const third = createStoryStore(createLocalCopies(storage, locks));
    await third.getState().loadStory(id);
    expect(third.getState().story!.slides[0]!.script).toBe('typed in the first tab');
    expect(third.getState().isDirty).toBe(true);
  });
});

describe('saving as the page is hidden', () => {
  it('sends the change as a keepalive PATCH', async () => {
    const id = await state().createFromTemplate('blank');
    state().updateSlide(0, { script: 'just before closing' });
    expect(await state().save({ keepalive: true })).toBe(true);
    expect(fetchInits().at(-1)).toMatchObject({ method: 'PATCH', keepalive: true });
    expect(server.stories.get(id)!.slides[0]!.script).toBe('just before closing');
  });

  it('leaves a change over the keepalive size limit to the kept copy', async () => {
    const id = await state().createFromTemplate('blank');
    const sent = fetchInits().length;
    state().updateSlide(0, { script: 'x'.repeat(70_000) });
    expect(await state().save({ keepalive: true })).toBe(false);
    expect(fetchInits()).toHaveLength(sent); // nothing sent
    expect(state()).toMatchObject({ isDirty: true, isSaving: false, saveError: null });
    flushLocalCopy(store);
    expect(storage.items.has(LOCAL_COPY_PREFIX + id)).toBe(true);
  });
});

describe('signed out while editing', () => {
  it('says so, keeps the change, and saves it after signing in again', async () => {
    const id = await state().createFromTemplate('blank');
    state().addSlide();
    server.failNext({ status: 401, body: { error: 'Authentication required' } });
    expect(await state().save()).toBe(false);
    expect(state()).toMatchObject({
      signedOut: true,
      isDirty: true,
      saveError: STORY_UI_MESSAGES.signedOut,
    });
    flushLocalCopy(store);
    expect(storage.items.has(LOCAL_COPY_PREFIX + id)).toBe(true);

    expect(await state().resumeAfterSignIn()).toBe(true);
    expect(state()).toMatchObject({ signedOut: false, isDirty: false, saveError: null });
    expect(server.stories.get(id)!.slides).toHaveLength(2);
  });
});
