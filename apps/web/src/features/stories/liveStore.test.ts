import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStoryServer } from './fakeStoryServer';
import { LiveStoryError } from './storyModel';
import { createStoryStore } from './storyStore';

/** The store with a shared document (live editing), stood in for by a link the test watches. */

let server: ReturnType<typeof createFakeStoryServer>;

beforeEach(() => {
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('edited live', () => {
  const link = (storyId: string) => ({
    storyId,
    start: vi.fn(),
    whenSaved: vi.fn(async () => true),
    undoFor: () => null,
    presence: { set() {}, others: () => [], subscribe: () => () => {}, person: () => null },
    replaced: { notices: () => [], dismiss() {}, subscribe: () => () => {} },
    close: vi.fn(),
  });

  it('shows the story from its document and saves through it', async () => {
    const opened: ReturnType<typeof link>[] = [];
    const live = createStoryStore(async (storyId, target) => {
      const l = link(storyId);
      opened.push(l);
      const fields =
        target.getState().story ?? (await (await fetch(`/api/stories/${storyId}`)).json());
      return { link: l, fields: { ...fields, title: 'From the document' } };
    });
    const id = await live.getState().createFromTemplate('trueForWho');
    expect(live.getState().story?.title).toBe('From the document');
    expect(opened[0]!.start).toHaveBeenCalledOnce();
    live.getState().setTitle('Renamed');
    expect(await live.getState().save()).toBe(true);
    expect(opened[0]!.whenSaved).toHaveBeenCalled();
    expect(server.calls.filter((c) => c.method === 'PATCH' || c.method === 'PUT')).toEqual([]);
    live.getState().reset();
    expect(opened[0]!.close).toHaveBeenCalledOnce();
    expect(id).toBeTruthy();
  });

  it('a story that cannot be opened for editing says why, and the store is not left loading', async () => {
    const live = createStoryStore(async () => {
      throw new LiveStoryError('This story could not be opened for editing.');
    });
    await expect(live.getState().createFromTemplate('trueForWho')).rejects.toThrow(
      'could not be opened',
    );
    expect(live.getState().loadStatus).toBe('error');
    expect(live.getState().loadError).toBe('This story could not be opened for editing.');
  });
});
