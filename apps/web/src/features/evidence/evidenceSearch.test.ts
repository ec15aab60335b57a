import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { EvidenceItem, EvidenceSearchType } from '@dsb/core';
import { searchKeys, type SearchAnswer } from '../../lib/collectionSearch';
import { createEvidenceSearchActions, evidenceLookups } from './evidenceSearch';
import { createEvidenceSearchState } from './searchState';

/** Lets lookups that were started run up to their first await. */
const tick = () => new Promise((r) => setTimeout(r, 0));

const item = (id: string, label = id) => ({ _id: id, label }) as EvidenceItem;
type Answer = SearchAnswer<EvidenceItem>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

type Calls = {
  search: (query: string, mode: EvidenceSearchType) => Promise<Answer>;
  list: (topic: string) => Promise<EvidenceItem[]>;
};

function setup(overrides: Partial<Calls> = {}) {
  const calls = {
    search: vi.fn(async (query: string): Promise<Answer> => ({
      items: [item(`${query}-1`), item(`${query}-2`)],
      fellBack: false,
    })),
    list: vi.fn(async (topic: string) => [item(`${topic}-topic`)]),
    ...overrides,
  };
  const client = new QueryClient();
  const store = createEvidenceSearchState();
  const actions = createEvidenceSearchActions(client, store, evidenceLookups(calls));
  const state = () => store.getState();
  /** What the panel shows: the cached answer (or error) of the shown lookup. */
  const shownQuery = () => {
    const shown = state().shown;
    return shown ? client.getQueryState(searchKeys.one('evidence', shown.mode, shown.query)) : null;
  };
  const shownIds = () => (shownQuery()?.data as Answer | undefined)?.items.map((e) => e._id);
  return { actions, calls, client, state, shownQuery, shownIds };
}

describe('searching', () => {
  it('searches the box text and shows its results', async () => {
    const { actions, calls, state, shownIds } = setup();
    actions.setInput('  sea level ');
    expect(await actions.search()).toBe(true);
    expect(calls.search).toHaveBeenCalledWith('sea level', 'text');
    expect(state()).toMatchObject({ shown: { query: 'sea level', mode: 'text' }, page: 1 });
    expect(shownIds()).toEqual(['sea level-1', 'sea level-2']);
  });

  it('makes no call for an empty query', async () => {
    const { actions, calls, state } = setup();
    expect(await actions.search('   ')).toBe(false);
    expect(calls.search).not.toHaveBeenCalled();
    expect(state().shown).toBeNull();
  });

  it('ignores the same search while it runs, and answers repeats from the cache', async () => {
    const pending = deferred<Answer>();
    const { actions, calls } = setup({ search: vi.fn(() => pending.promise) });
    const first = actions.search('ice');
    const second = actions.search('ICE ');
    await tick();
    expect(calls.search).toHaveBeenCalledTimes(1);
    pending.resolve({ items: [item('a')], fellBack: false });
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    await actions.search('ice');
    expect(calls.search).toHaveBeenCalledTimes(1);
    actions.setMode('vector'); // another mode is another search
    await tick();
    expect(calls.search).toHaveBeenCalledTimes(2);
    expect(calls.search).toHaveBeenLastCalledWith('ice', 'vector');
  });

  it('shows only the newest search when an older one answers late', async () => {
    const slow = deferred<Answer>();
    const search = vi.fn((query: string) =>
      query === 'slow' ? slow.promise : Promise.resolve({ items: [item('fast')], fellBack: false }),
    );
    const { actions, shownIds } = setup({ search });
    const old = actions.search('slow');
    await actions.search('fast');
    slow.resolve({ items: [item('slow')], fellBack: false });
    expect(await old).toBe(false);
    expect(shownIds()).toEqual(['fast']);
  });

  it('reports a failure as the shown error and resolves false', async () => {
    const { actions, shownQuery } = setup({
      search: vi.fn(() => Promise.reject(new Error('Invalid response format from search API'))),
    });
    expect(await actions.search('x')).toBe(false);
    expect(shownQuery()).toMatchObject({ status: 'error', data: undefined });
    expect(shownQuery()!.error!.message).toBe('Invalid response format from search API');
  });

  it('asks again when the same failed search is repeated', async () => {
    const search = vi.fn(() => {
      throw new Error('boom');
    });
    const { actions, shownQuery } = setup({ search });
    expect(await actions.search('ice')).toBe(false);
    expect(await actions.search('ice')).toBe(false);
    expect(search).toHaveBeenCalledTimes(2);
    expect(shownQuery()!.error!.message).toBe('boom');
  });

  it('does not keep fallback answers', async () => {
    const { actions, calls, shownQuery } = setup({
      search: vi.fn(async () => ({ items: [item('t')], fellBack: true })),
    });
    actions.setMode('vector');
    await actions.search('glaciers');
    expect((shownQuery()!.data as Answer).fellBack).toBe(true);
    actions.clear();
    await actions.search('glaciers');
    expect(calls.search).toHaveBeenCalledTimes(2);
  });
});

describe('automatic and topic searches', () => {
  it('runs the first search once per story, with the big question or "data"', async () => {
    const { actions, calls, state } = setup();
    actions.autoSearch('story-1', 'Is the sea rising?');
    actions.autoSearch('story-1', 'Is the sea rising?');
    await tick();
    expect(calls.search).toHaveBeenCalledTimes(1);
    expect(state().input).toBe('Is the sea rising?');
    actions.autoSearch('none', null);
    await tick();
    expect(calls.search).toHaveBeenLastCalledWith('data', 'text');
  });

  it('leaves a search the pupil typed before the story opened', async () => {
    const { actions, calls, state } = setup();
    await actions.search('sea level');
    actions.autoSearch('story-1', null);
    await tick();
    expect(calls.search).toHaveBeenCalledTimes(1);
    expect(state().input).toBe('sea level');
  });

  it("replaces the backup search's 'data' with the big question of a story that opens late", async () => {
    const { actions, calls, state } = setup();
    actions.backupSearch();
    await tick();
    actions.autoSearch('story-1', 'Is the sea rising?');
    await tick();
    expect(calls.search).toHaveBeenLastCalledWith('Is the sea rising?', 'text');
    expect(state().input).toBe('Is the sea rising?');
  });

  it('runs the backup search only when nothing was searched', async () => {
    const { actions, calls } = setup();
    await actions.search('forests');
    actions.backupSearch();
    await tick();
    expect(calls.search).toHaveBeenCalledTimes(1);
    const fresh = setup();
    fresh.actions.backupSearch();
    await tick();
    expect(fresh.calls.search).toHaveBeenCalledWith('data', 'text');
  });

  it('lists a topic, and quietly keeps the earlier results when that fails', async () => {
    const { actions, calls, state, shownIds } = setup();
    expect(await actions.showTopic('climate')).toBe(true);
    expect(calls.list).toHaveBeenCalledWith('climate');
    expect(state()).toMatchObject({ input: 'climate', shown: { query: 'climate', mode: 'topic' } });
    expect(shownIds()).toEqual(['climate-topic']);

    const failing = setup({ list: vi.fn(() => Promise.reject(new Error('offline'))) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await failing.actions.search('ice');
    expect(await failing.actions.showTopic('energy')).toBe(false);
    expect(failing.state()).toMatchObject({ input: 'ice', shown: { query: 'ice', mode: 'text' } });
    expect(failing.shownIds()).toEqual(['ice-1', 'ice-2']);
    expect(warn).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});

describe('admin changes', () => {
  it('updates and removes shown results at once, and asks for cached searches again', async () => {
    const { actions, calls, shownIds, shownQuery } = setup();
    await actions.search('sea');
    await actions.applyUpdate({ _id: 'sea-1', label: 'New title' });
    expect((shownQuery()!.data as Answer).items[0]!.label).toBe('New title');
    await actions.applyDelete('sea-2');
    expect(shownIds()).toEqual(['sea-1']);
    await actions.search('sea');
    expect(calls.search).toHaveBeenCalledTimes(2);
  });
});
