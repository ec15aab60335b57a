import { describe, expect, it, vi } from 'vitest';
import type { EvidenceItem } from '@dsb/core';
import type { EvidenceSearchResult } from './api';
import { createEvidenceSearchStore, type SearchDeps } from './searchStore';

/** Lookups start a microtask after the search is asked for. */
const tick = () => new Promise((r) => setTimeout(r, 0));

const item = (id: string, label = id) => ({ _id: id, label }) as EvidenceItem;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<SearchDeps> = {}) {
  const deps = {
    search: vi.fn(async (query: string): Promise<EvidenceSearchResult> => ({
      items: [item(`${query}-1`), item(`${query}-2`)],
      fellBack: false,
    })),
    list: vi.fn(async (topic: string) => [item(`${topic}-topic`)]),
    ...overrides,
  };
  const store = createEvidenceSearchStore(deps);
  return { store, deps, state: () => store.getState() };
}

describe('searching', () => {
  it('searches the box text and keeps the results', async () => {
    const { state, deps } = setup();
    state().setInput('  sea level ');
    expect(await state().search()).toBe(true);
    expect(deps.search).toHaveBeenCalledWith('sea level', 'text');
    expect(state()).toMatchObject({ query: 'sea level', status: 'success', page: 1 });
    expect(state().results.map((e) => e._id)).toEqual(['sea level-1', 'sea level-2']);
  });

  it('makes no call for an empty query', async () => {
    const { state, deps } = setup();
    expect(await state().search('   ')).toBe(false);
    expect(deps.search).not.toHaveBeenCalled();
    expect(state().status).toBe('idle');
  });

  it('ignores the same search while it runs, and answers repeats from the cache', async () => {
    const pending = deferred<EvidenceSearchResult>();
    const { state, deps } = setup({ search: vi.fn(() => pending.promise) });
    const first = state().search('ice');
    const second = state().search('ICE ');
    await tick();
    expect(deps.search).toHaveBeenCalledTimes(1);
    pending.resolve({ items: [item('a')], fellBack: false });
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    await state().search('ice');
    expect(deps.search).toHaveBeenCalledTimes(1);
    state().setMode('vector'); // another mode is another search
    await tick();
    expect(deps.search).toHaveBeenCalledTimes(2);
    expect(deps.search).toHaveBeenLastCalledWith('ice', 'vector');
  });

  it('shows only the newest search when an older one answers late', async () => {
    const slow = deferred<EvidenceSearchResult>();
    const search = vi.fn((query: string) =>
      query === 'slow' ? slow.promise : Promise.resolve({ items: [item('fast')], fellBack: false }),
    );
    const { state } = setup({ search });
    const old = state().search('slow');
    await state().search('fast');
    slow.resolve({ items: [item('slow')], fellBack: false });
    expect(await old).toBe(false);
    expect(state().results.map((e) => e._id)).toEqual(['fast']);
  });

  it('reports a failure as an error and resolves false', async () => {
    const { state } = setup({
      search: vi.fn(() => Promise.reject(new Error('Invalid response format from search API'))),
    });
    expect(await state().search('x')).toBe(false);
    expect(state()).toMatchObject({
      status: 'error',
      error: 'Invalid response format from search API',
      results: [],
    });
  });

  it('is not stuck when a lookup throws at once', async () => {
    const search = vi.fn(() => {
      throw new Error('boom');
    });
    const { state } = setup({ search });
    expect(await state().search('ice')).toBe(false);
    expect(await state().search('ice')).toBe(false);
    expect(search).toHaveBeenCalledTimes(2);
    expect(state().error).toBe('boom');
  });

  it('does not cache fallback answers', async () => {
    const { state, deps } = setup({
      search: vi.fn(async () => ({ items: [item('t')], fellBack: true })),
    });
    state().setMode('vector');
    await state().search('glaciers');
    expect(state().fellBack).toBe(true);
    state().clear();
    await state().search('glaciers');
    expect(deps.search).toHaveBeenCalledTimes(2);
  });
});

describe('automatic and topic searches', () => {
  it('runs the first search once per story, with the big question or "data"', async () => {
    const { state, deps } = setup();
    state().autoSearch('story-1', 'Is the sea rising?');
    state().autoSearch('story-1', 'Is the sea rising?');
    await tick();
    expect(deps.search).toHaveBeenCalledTimes(1);
    expect(state().input).toBe('Is the sea rising?');
    state().autoSearch('none', null);
    await tick();
    expect(deps.search).toHaveBeenLastCalledWith('data', 'text');
  });

  it('runs the backup search only when nothing was searched', async () => {
    const { state, deps } = setup();
    await state().search('forests');
    state().backupSearch();
    await tick();
    expect(deps.search).toHaveBeenCalledTimes(1);
    const fresh = setup();
    fresh.state().backupSearch();
    await tick();
    expect(fresh.deps.search).toHaveBeenCalledWith('data', 'text');
  });

  it('lists a topic, and quietly keeps the earlier results when that fails', async () => {
    const { state, deps } = setup();
    await state().searchTopic('climate');
    expect(deps.list).toHaveBeenCalledWith('climate');
    expect(state()).toMatchObject({ input: 'climate', query: 'climate', status: 'success' });

    const failing = setup({ list: vi.fn(() => Promise.reject(new Error('offline'))) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await failing.state().search('ice');
    expect(await failing.state().searchTopic('energy')).toBe(false);
    expect(failing.state()).toMatchObject({ input: 'ice', query: 'ice', status: 'success' });
    vi.restoreAllMocks();
  });
});

describe('admin changes', () => {
  it('updates and removes results, and forgets cached searches', async () => {
    const { state, deps } = setup();
    await state().search('sea');
    state().applyUpdate({ _id: 'sea-1', label: 'New title' });
    expect(state().results[0]!.label).toBe('New title');
    state().applyDelete('sea-2');
    expect(state().results.map((e) => e._id)).toEqual(['sea-1']);
    await state().search('sea');
    expect(deps.search).toHaveBeenCalledTimes(2);
  });
});
