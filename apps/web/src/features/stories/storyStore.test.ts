import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_MESSAGES } from '@dsb/core';
import { createFakeStoryServer } from './fakeStoryServer';
import { createStoryStore, type StoryStore } from './storyStore';

let server: ReturnType<typeof createFakeStoryServer>;
let store: StoryStore;
const state = () => store.getState();
const slideTitles = () => state().story!.slides.map((s) => s.title);

beforeEach(() => {
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  store = createStoryStore();
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
    const other = createStoryStore();
    expect(await other.getState().loadStory(id)).toBe('loaded');
    expect(other.getState()).toMatchObject({ loadStatus: 'ready', isDirty: false });
    expect(other.getState().story!.slides).toHaveLength(4);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await other.getState().loadStory('missing')).toBe('failed');
    expect(other.getState()).toMatchObject({ loadStatus: 'error', loadError: 'Story not found' });
  });

  it('fetches once when the same story is asked for twice while loading (StrictMode effects)', async () => {
    const id = await newStory();
    const other = createStoryStore();
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
    const other = createStoryStore();
    const release = server.hold();
    const loadingFirst = other.getState().loadStory(first);
    const loadingSecond = other.getState().loadStory(second);
    release();
    expect(await loadingFirst).toBe('superseded');
    expect(await loadingSecond).toBe('loaded');
    expect(other.getState().story!._id).toBe(second);
  });

  it('keeps unsaved edits when the same story is loaded again', async () => {
    const id = await newStory();
    state().setTitle('Mine, not saved yet');
    const gets = server.calls.length;
    await state().loadStory(id);
    expect(server.calls.length).toBe(gets);
    expect(state().story!.title).toBe('Mine, not saved yet');
  });
});

describe('editing and saving', () => {
  it('tracks dirtiness and bumps the version on save', async () => {
    await newStory();
    state().setTitle('   ');
    expect(state().isDirty).toBe(false); // empty titles are ignored
    state().setTitle('  Heat waves  ');
    state().updateSlide(1, { script: 'Here is who is in the data.' });
    expect(state()).toMatchObject({ isDirty: true });
    expect(state().story!.title).toBe('Heat waves');

    expect(await state().save()).toBe(true);
    // Only what changed goes out, each part with what it was based on.
    const patch = server.lastCall('PATCH')!;
    expect(patch.body).toMatchObject({
      version: 1,
      title: 'Heat waves',
      baseFields: { title: 'Untitled Story' },
      slides: [{ version: 1, script: 'Here is who is in the data.' }],
    });
    expect(patch.body).not.toHaveProperty('force');
    expect(patch.body).not.toHaveProperty('order');
    expect(server.lastCall('PUT')).toBeUndefined();
    expect(state()).toMatchObject({ isDirty: false, isSaving: false, saveError: null });
    expect(state().story!.version).toBe(2);
    expect(state().lastSavedAt).not.toBeNull();
  });

  it('does not call the server when nothing changed', async () => {
    await newStory();
    const before = server.calls.length;
    expect(await state().save()).toBe(true);
    expect(server.calls.length).toBe(before);
  });

  it('sets the title from the big question', async () => {
    await newStory();
    state().setBigQuestion('Who rides the bus?');
    expect(state().story).toMatchObject({
      bigQuestion: 'Who rides the bus?',
      title: 'Untitled: Who rides the bus?',
    });
  });

  it('keeps edits made during a save, and keeps them unsaved', async () => {
    await newStory();
    state().setTitle('First');
    const release = server.hold();
    const saving = state().save();
    expect(state().isSaving).toBe(true);
    state().updateSlide(0, { script: 'typed while saving' });
    release();
    expect(await saving).toBe(true);
    expect(state()).toMatchObject({ isDirty: true, isSaving: false });
    expect(state().story!.version).toBe(2);
    expect(state().story!.slides[0]!.script).toBe('typed while saving');

    expect(await state().save()).toBe(true);
    expect(server.lastCall('PATCH')!.body).toMatchObject({
      version: 2,
      slides: [{ version: 1, script: 'typed while saving' }],
    });
    expect(server.lastCall('PATCH')!.body).not.toHaveProperty('title');
    expect(state().isDirty).toBe(false);
  });

  it('stays dirty with the message when a save fails', async () => {
    await newStory();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    state().setTitle('Will fail');
    server.failNext({ status: 500, body: { error: 'Database is down' } });
    expect(await state().save()).toBe(false);
    expect(state()).toMatchObject({ isDirty: true, saveError: 'Database is down', failedSaves: 1 });
    expect(log).toHaveBeenCalled();

    server.failNext({ status: 500, body: 'Oops' });
    await state().save();
    expect(state().saveError).toBe('Failed to update story');
    expect(await state().save()).toBe(true);
    expect(state()).toMatchObject({ isDirty: false, saveError: null, failedSaves: 0 });
  });

  it('refuses to create a draft without a template', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.setState({
      story: {
        title: 'Draft',
        bigQuestion: null,
        template: 'none',
        trackingId: null,
        savedEvidence: [],
        slides: [],
      },
      isDirty: true,
    });
    expect(await state().save()).toBe(false);
    expect(state().saveError).toBe(STORY_MESSAGES.cannotCreate);
    expect(server.calls).toHaveLength(0);
  });
});

describe('conflicts', () => {
  async function conflicted() {
    const id = await newStory();
    server.editElsewhere(id, { title: 'Their title', slides: [] });
    state().setTitle('My title');
    expect(await state().save()).toBe(false);
    return id;
  }

  it('a 409 keeps the work unsaved and holds the server story', async () => {
    await conflicted();
    expect(state()).toMatchObject({ isDirty: true, saveError: null });
    expect(state().conflict).toMatchObject({ title: 'Their title', version: 2 });
    expect(state().story!.title).toBe('My title');
    const calls = server.calls.length;
    expect(await state().save()).toBe(false); // no blind retry until the student chooses
    expect(server.calls.length).toBe(calls);
  });

  it("'keep mine' saves over theirs with force", async () => {
    const id = await conflicted();
    expect(await state().resolveConflict('keepMine')).toBe(true);
    expect(server.lastCall('PUT')!.body).toMatchObject({ force: true, title: 'My title' });
    expect(state()).toMatchObject({ conflict: null, isDirty: false });
    expect(server.stories.get(id)).toMatchObject({ title: 'My title', version: 3 });
    expect(state().story!.version).toBe(3);
  });

  it("'reload' takes their version", async () => {
    await conflicted();
    expect(await state().resolveConflict('reload')).toBe(true);
    expect(state()).toMatchObject({ conflict: null, isDirty: false });
    expect(state().story).toMatchObject({ title: 'Their title', version: 2 });
  });
});

describe('slides', () => {
  it('removing the last slide leaves a fresh Slide 1 and saves at once', async () => {
    await newStory('blank');
    expect(await state().removeSlide(0)).toBe(true);
    expect(slideTitles()).toEqual(['Slide 1']);
    expect(server.lastCall('PATCH')!.body!.slides).toMatchObject([{ title: 'Slide 1' }]);
    const stored = server.stories.get(state().story!._id!)!;
    expect(stored.slides.map((s) => s.title)).toEqual(['Slide 1']);
    expect(stored.slides[0]!.id).toBe(state().story!.slides[0]!.id);
    expect(state().isDirty).toBe(false);
  });

  it("renumbers 'Slide N' titles after a removal", async () => {
    await newStory('blank');
    state().addSlide();
    state().addSlide();
    expect(slideTitles()).toEqual(['Untitled Slide', 'Slide 2', 'Slide 3']);
    await state().removeSlide(0);
    expect(slideTitles()).toEqual(['Slide 1', 'Slide 2']);
  });

  it('puts the slide back when the save after a removal fails', async () => {
    await newStory();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.failNext({ status: 500, body: {} });
    expect(await state().removeSlide(1)).toBe(false);
    expect(state().story!.slides).toHaveLength(4);
    expect(state().isDirty).toBe(false);
  });

  it('reorders by ids and refuses an order that would lose a slide', async () => {
    await newStory();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ids = state().story!.slides.map((s) => s.id);
    expect(state().reorder([ids[0]!, ids[1]!, ids[2]!])).toBe(false);
    expect(state().reorder([ids[0]!, ids[0]!, ids[2]!, ids[3]!])).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    expect(state().story!.slides.map((s) => s.id)).toEqual(ids);
    expect(state().isDirty).toBe(false);

    expect(state().reorder([ids[1]!, ids[0]!, ids[2]!, ids[3]!])).toBe(true);
    expect(state().story!.slides.map((s) => s.id)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
    expect(state().isDirty).toBe(true);
  });

  it('applies a template by adding or replacing, then saves', async () => {
    await newStory('blank');
    expect(await state().applyTemplate('whatCanBe', 'add')).toBe(true);
    expect(slideTitles()).toHaveLength(5);
    expect(state().story!.template).toBe('blank');
    expect(server.lastCall('PATCH')!.body!.order).toHaveLength(5);

    expect(await state().applyTemplate('takeAStand', 'replace')).toBe(true);
    expect(slideTitles()[0]).toBe('What do you believe?');
    expect(state().story).toMatchObject({ template: 'takeAStand' });
    expect(state().story!.slides).toHaveLength(4);
    expect(state().isDirty).toBe(false);
  });
});

describe('two tabs and an overloaded server', () => {
  /** A second tab: its own store on the same server, with the story loaded. */
  async function otherTab(id: string) {
    const tab = createStoryStore();
    expect(await tab.getState().loadStory(id)).toBe('loaded');
    return tab;
  }

  it('saves different slides from two tabs without a conflict', async () => {
    const id = await newStory();
    const tab = await otherTab(id);
    state().updateSlide(0, { script: 'from tab one' });
    tab.getState().updateSlide(2, { script: 'from tab two' });
    expect(await state().save()).toBe(true);
    expect(await tab.getState().save()).toBe(true);
    expect(tab.getState().conflict).toBeNull();
    const stored = server.stories.get(id)!;
    expect(stored.slides.map((s) => s.script)).toEqual(['from tab one', '', 'from tab two', '']);
    // Each tab goes on saving its own slides.
    state().updateSlide(0, { script: 'again from tab one' });
    expect(await state().save()).toBe(true);
  });

  it('offers the conflict choice when two tabs change the same slide', async () => {
    const id = await newStory();
    const tab = await otherTab(id);
    state().updateSlide(1, { script: 'mine' });
    tab.getState().updateSlide(1, { script: 'theirs' });
    expect(await state().save()).toBe(true);
    expect(await tab.getState().save()).toBe(false);
    expect(tab.getState().conflict!.slides[1]!.script).toBe('mine');
    expect(await tab.getState().resolveConflict('keepMine')).toBe(true);
    expect(server.lastCall('PUT')!.body).toMatchObject({ force: true });
    expect(server.stories.get(id)!.slides[1]!.script).toBe('theirs');
  });

  it('keeps the change and shows no error while the server answers 503, then saves it', async () => {
    await newStory();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    state().updateSlide(0, { script: 'during overload' });
    server.failNext({
      status: 503,
      body: { error: 'Server busy' },
      headers: { 'Retry-After': '2' },
    });
    expect(await state().save()).toBe(false);
    expect(state()).toMatchObject({
      isDirty: true,
      retrying: true,
      saveError: null,
      failedSaves: 1,
    });
    expect(state().retryDelayMs).toBeGreaterThanOrEqual(2000);
    expect(await state().save()).toBe(true);
    expect(state()).toMatchObject({ isDirty: false, retrying: false, retryDelayMs: null });
    expect(server.lastCall('PATCH')!.body).toMatchObject({
      slides: [{ script: 'during overload' }],
    });
  });

  it('saves the whole story when the server refuses a patch as malformed', async () => {
    const id = await newStory();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state().updateSlide(0, { script: 'kept anyway' });
    server.failNext({ status: 400, body: { error: 'The slide order loses slide x' } });
    expect(await state().save()).toBe(true);
    expect(server.lastCall('PUT')!.body).toMatchObject({ version: 1 });
    expect(server.stories.get(id)!.slides[0]!.script).toBe('kept anyway');
    expect(state().isDirty).toBe(false);
  });
});
