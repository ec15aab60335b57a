import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStoryServer } from './fakeStoryServer';
import { createStoryStore, type StoryStore } from './storyStore';

let server: ReturnType<typeof createFakeStoryServer>;
let store: StoryStore;
const state = () => store.getState();
const slideTitles = () => state().story!.slides.map((s) => s.title);

beforeEach(() => {
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  store = createStoryStore(server.goLive);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function newStory(template = 'trueForWho', question?: string) {
  const id = await state().createFromTemplate(template, question);
  return id;
}

describe('creating and loading', () => {
  it('creates a story from a template, titled after the big question', async () => {
    const id = await newStory('takeAStand', 'Is the ocean getting warmer?');
    const post = server.lastCall('POST')!;
    expect(post.url).toBe('/api/stories');
    expect(post.body).toMatchObject({
      title: 'Untitled: Is the ocean getting warmer?',
      bigQuestion: 'Is the ocean getting warmer?',
      template: 'takeAStand',
    });
    expect(slideTitles()).toEqual([
      'What do you believe?',
      'What proves your point?',
      'What might others say?',
      'Why should people care?',
    ]);
    expect(state().story!._id).toBe(id);
    expect(state().isDirty).toBe(false);
  });

  it("is 'Untitled Story' without a big question", async () => {
    await newStory('blank');
    expect(state().story!.title).toBe('Untitled Story');
    expect(slideTitles()).toEqual(['Untitled Slide']);
  });

  it('loads a story, and reports a failed load with the server message', async () => {
    const id = await newStory();
    const other = createStoryStore(server.goLive);
    expect(await other.getState().loadStory(id)).toBe('loaded');
    expect(other.getState()).toMatchObject({ loadStatus: 'ready', isDirty: false });
    expect(other.getState().story!.slides).toHaveLength(4);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await other.getState().loadStory('missing')).toBe('failed');
    expect(other.getState()).toMatchObject({ loadStatus: 'error', loadError: 'Story not found' });
  });

  it('fetches once when the same story is asked for twice while loading (StrictMode effects)', async () => {
    const id = await newStory();
    const other = createStoryStore(server.goLive);
    const gets = () => server.calls.filter((c) => c.method === 'GET').length;
    const first = other.getState().loadStory(id);
    const second = other.getState().loadStory(id);
    expect(await Promise.all([first, second])).toEqual(['loaded', 'loaded']);
    expect(gets()).toBe(1);
    expect(other.getState()).toMatchObject({ loadStatus: 'ready' });
    expect(other.getState().story!._id).toBe(id);
  });

  it("answers 'superseded', not a failure, when another story is opened meanwhile", async () => {
    const first = await newStory();
    const second = await newStory('blank');
    const other = createStoryStore(server.goLive);
    const release = server.hold();
    const loadingFirst = other.getState().loadStory(first);
    const loadingSecond = other.getState().loadStory(second);
    release();
    expect(await loadingFirst).toBe('superseded');
    expect(await loadingSecond).toBe('loaded');
    expect(other.getState().story!._id).toBe(second);
  });

  it('does not load the story open here again (its document keeps it up to date)', async () => {
    const id = await newStory();
    state().setTitle('Mine');
    const gets = server.calls.length;
    await state().loadStory(id);
    expect(server.calls.length).toBe(gets);
    expect(state().story!.title).toBe('Mine');
  });
});

describe('editing and saving', () => {
  /** The story as the fake server stores it (written from the shared document). */
  const stored = () => server.stories.get(state().story!._id!)!;

  it('writes each edit into the shared document, which the server stores: one save path', async () => {
    await newStory();
    state().setTitle('   ');
    expect(state().isDirty).toBe(false); // empty titles are ignored
    state().setTitle('  Heat waves  ');
    state().updateSlide(1, { script: 'Here is who is in the data.' });
    expect(state().story!.title).toBe('Heat waves');
    expect(await state().save()).toBe(true);
    expect(stored().title).toBe('Heat waves');
    expect(stored().slides[1]!.script).toBe('Here is who is in the data.');
    // Nothing goes out as a PATCH or PUT of the story.
    expect(server.calls.filter((c) => c.method === 'PATCH' || c.method === 'PUT')).toEqual([]);
    expect(state()).toMatchObject({ isDirty: false, isSaving: false, saveError: null });
  });

  it('shows another member’s change, keeping what it did not touch as it was', async () => {
    await newStory();
    const before = state().story!;
    server.editElsewhere(before._id!, { title: 'Ben renamed it' });
    expect(state().story!.title).toBe('Ben renamed it');
    expect(state().story!.slides).toBe(before.slides);
  });

  it('sets the title from the big question', async () => {
    await newStory();
    state().setBigQuestion('Who rides the bus?');
    expect(state().story).toMatchObject({
      bigQuestion: 'Who rides the bus?',
      title: 'Untitled: Who rides the bus?',
    });
  });

  it('cannot be saved without a story, and waits for the database with one', async () => {
    expect(await state().save()).toBe(false);
    await newStory();
    const live = state().live!;
    const whenSaved = vi.spyOn(live, 'whenSaved');
    expect(await state().save()).toBe(true);
    expect(whenSaved).toHaveBeenCalled();
    store.setState({ offline: true });
    expect(await state().save()).toBe(false); // offline: kept on the device, not saved
  });
});

describe('slides', () => {
  const stored = () => server.stories.get(state().story!._id!)!;

  it('removing the last slide leaves a fresh Slide 1, saved', async () => {
    await newStory('blank');
    expect(await state().removeSlide(0)).toBe(true);
    expect(slideTitles()).toEqual(['Slide 1']);
    expect(stored().slides.map((s) => s.title)).toEqual(['Slide 1']);
    expect(stored().slides[0]!.id).toBe(state().story!.slides[0]!.id);
    expect(state().isDirty).toBe(false);
  });

  it("renumbers 'Slide N' titles after a removal", async () => {
    await newStory('blank');
    state().addSlide();
    state().addSlide();
    expect(slideTitles()).toEqual(['Untitled Slide', 'Slide 2', 'Slide 3']);
    await state().removeSlide(0);
    expect(slideTitles()).toEqual(['Slide 1', 'Slide 2']);
    expect(await state().removeSlide(5)).toBe(false);
  });

  it('reorders by ids and refuses an order that would lose a slide', async () => {
    await newStory();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ids = state().story!.slides.map((s) => s.id);
    expect(state().reorder([ids[0]!, ids[1]!, ids[2]!])).toBe(false);
    expect(state().reorder([ids[0]!, ids[0]!, ids[2]!, ids[3]!])).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    expect(state().story!.slides.map((s) => s.id)).toEqual(ids);

    expect(state().reorder([ids[1]!, ids[0]!, ids[2]!, ids[3]!])).toBe(true);
    expect(state().story!.slides.map((s) => s.id)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
    expect(stored().slides.map((s) => s.id)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
  });

  it('applies a template by adding or replacing', async () => {
    await newStory('blank');
    expect(await state().applyTemplate('whatCanBe', 'add')).toBe(true);
    expect(slideTitles()).toHaveLength(5);
    expect(state().story!.template).toBe('blank');
    expect(stored().slides).toHaveLength(5);

    expect(await state().applyTemplate('takeAStand', 'replace')).toBe(true);
    expect(slideTitles()[0]).toBe('What do you believe?');
    expect(state().story).toMatchObject({ template: 'takeAStand' });
    expect(stored().slides).toHaveLength(4);
    expect(await state().applyTemplate('no-such-template', 'add')).toBe(false);
  });
});

describe('switching and closing', () => {
  it('closes the open story’s document when another story opens, and on reset', async () => {
    const first = await newStory();
    const live = state().live!;
    const close = vi.spyOn(live, 'close');
    const second = await newStory('blank');
    expect(close).toHaveBeenCalledOnce();
    expect(state().story!._id).toBe(second);
    expect(await state().loadStory(first)).toBe('loaded');
    expect(state().story!._id).toBe(first);
    const now = vi.spyOn(state().live!, 'close');
    state().reset();
    expect(now).toHaveBeenCalledOnce();
    expect(state()).toMatchObject({ story: null, live: null, loadStatus: 'idle' });
  });
});
