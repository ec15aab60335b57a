import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvidenceItem } from '@dsb/core';
import { createFakeStoryServer } from '../stories/fakeStoryServer';
import { createStoryStore, type StoryStore } from '../stories/storyStore';
import { toggleSavedEvidence } from './savedActions';

let server: ReturnType<typeof createFakeStoryServer>;
let store: StoryStore;

const chart = {
  _id: 'ev-1',
  type: 'chart',
  isChart: true,
  label: 'Sea level since 1880',
  label_easy: null,
  description: 'The sea has risen about 9 inches.',
  description_easy: null,
  research: 'Long text that is not kept',
  altText: 'Line chart',
  sourceURL: 'https://example.org',
  sourceLabel: 'EPA',
  imageURL: '/files/charts/sea.png',
  s3URL: '/files/charts/sea.png',
  topicTagStatic: 'climate',
  bigQuestion: null,
  keywords: ['sea'],
  width: 1500,
  height: 1040,
} satisfies EvidenceItem;

beforeEach(() => {
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  store = createStoryStore(server.goLive);
});

afterEach(async () => {
  await new Promise((r) => setTimeout(r, 20)); // let saves started by a test finish first
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('toggleSavedEvidence', () => {
  it('saves a compact snapshot to the story and sends it to the server', async () => {
    const id = await store.getState().createFromTemplate('blank');
    expect(toggleSavedEvidence(chart, id, store)).toEqual({ ok: true, saved: true });
    expect(store.getState().story!.savedEvidence).toEqual([
      {
        _id: 'ev-1',
        label: 'Sea level since 1880',
        description: 'The sea has risen about 9 inches.',
        imageURL: '/files/charts/sea.png',
        sourceURL: 'https://example.org',
        sourceLabel: 'EPA',
        topicTagStatic: 'climate',
      },
    ]);
    await settle();
    expect(server.stories.get(id)!.savedEvidence).toHaveLength(1);
    expect(server.stories.get(id)!.savedEvidence[0]).not.toHaveProperty('research');
    expect(store.getState().isDirty).toBe(false);
  });

  it('removes it again, leaving other entries untouched', async () => {
    const id = await store.getState().createFromTemplate('blank');
    store.getState().setSavedEvidence([{ _id: 'old', legacy: true }]);
    toggleSavedEvidence(chart, id, store);
    expect(toggleSavedEvidence(chart, id, store)).toEqual({ ok: true, saved: false });
    expect(store.getState().story!.savedEvidence).toEqual([{ _id: 'old', legacy: true }]);
  });

  it('refuses an item without an id, and saving without an active story', async () => {
    expect(toggleSavedEvidence({ ...chart, _id: '' }, undefined, store)).toEqual({
      ok: false,
      reason: 'This data chart cannot be saved because it has no id.',
    });
    const noStory = toggleSavedEvidence(chart, undefined, store);
    expect(noStory.ok).toBe(false);
    const id = await store.getState().createFromTemplate('blank');
    expect(toggleSavedEvidence(chart, 'another-story', store).ok).toBe(false);
    expect(toggleSavedEvidence(chart, 'research-mode', store).ok).toBe(false);
    expect(store.getState().story!.savedEvidence).toEqual([]);
    expect(toggleSavedEvidence(chart, id, store).ok).toBe(true);
  });
});
