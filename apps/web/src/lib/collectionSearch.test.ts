import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { EVIDENCE_SEARCH_CACHE, PROMPT_SEARCH_CACHE_MAX } from '@dsb/core';
import {
  changeSearchResults,
  searchKeys,
  searchQueryOptions,
  type ClientSearch,
  type SearchAnswer,
} from './collectionSearch';

type Item = { _id: string; label: string };
type Mode = 'text' | 'semantic';

function setup(cache: ClientSearch<Item, Mode>['cache']) {
  const fetch = vi.fn(async (query: string, mode: Mode): Promise<SearchAnswer<Item>> => ({
    items: [{ _id: `${mode}:${query}`, label: query }],
    fellBack: false,
  }));
  const search: ClientSearch<Item, Mode> = { collection: 'things', cache, fetch, retry: false };
  const client = new QueryClient();
  const run = (query: string, mode: Mode = 'text') =>
    client.fetchQuery(searchQueryOptions(search, mode, query));
  const kept = () => client.getQueryCache().findAll({ queryKey: searchKeys.of('things') });
  const has = (query: string) =>
    client.getQueryData(searchKeys.one('things', 'text', query)) !== undefined;
  return { search, client, fetch, run, kept, has };
}

const promptLike: ClientSearch<Item, Mode>['cache'] = {
  maxEntries: PROMPT_SEARCH_CACHE_MAX,
  dropWhenFull: 1,
  cachedModes: ['text'],
};

describe('search keys', () => {
  it('treats queries that differ in case or spacing as one, and modes apart', () => {
    expect(searchKeys.one('things', 'text', '  Sea   Ice ')).toEqual([
      'things',
      'search',
      'text',
      'sea ice',
    ]);
    expect(searchKeys.one('things', 'semantic', 'sea ice')).not.toEqual(
      searchKeys.one('things', 'text', 'sea ice'),
    );
  });
});

describe('kept answers', () => {
  it('answers a kept mode from the cache, and asks again in other modes', async () => {
    const { run, fetch } = setup(promptLike);
    await run('Climate');
    await run(' climate ');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('Climate', 'text');
    await run('climate', 'semantic');
    await run('climate', 'semantic');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks again for an answer that fell back', async () => {
    const { run, fetch } = setup({ ...promptLike, cachedModes: ['text', 'semantic'] });
    fetch.mockResolvedValueOnce({ items: [], fellBack: true });
    await run('glaciers', 'semantic');
    await run('glaciers', 'semantic');
    await run('glaciers', 'semantic');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('cache bounds', () => {
  it('prompts: keeps at most 20, dropping the oldest', async () => {
    const { run, kept, has } = setup(promptLike);
    for (let i = 0; i < PROMPT_SEARCH_CACHE_MAX + 3; i++) await run(`q${i}`);
    expect(kept()).toHaveLength(PROMPT_SEARCH_CACHE_MAX);
    expect([has('q0'), has('q2'), has('q3'), has(`q${PROMPT_SEARCH_CACHE_MAX + 2}`)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('evidence: holds up to 50, then drops the 10 oldest at once', async () => {
    const { run, kept, has } = setup({ ...EVIDENCE_SEARCH_CACHE, cachedModes: ['text'] });
    for (let i = 0; i < EVIDENCE_SEARCH_CACHE.maxEntries; i++) await run(`q${i}`);
    expect(kept()).toHaveLength(50);
    await run('q50'); // the 51st
    expect(kept()).toHaveLength(41);
    expect([has('q9'), has('q10'), has('q50')]).toEqual([false, true, true]);
  });

  it('never drops a search on screen', async () => {
    const { search, client, run, has } = setup({
      maxEntries: 2,
      dropWhenFull: 1,
      cachedModes: ['text'],
    });
    await run('shown');
    const observer = new QueryObserver(client, searchQueryOptions(search, 'text', 'shown'));
    const unsubscribe = observer.subscribe(() => {});
    await run('b');
    await run('c');
    expect([has('shown'), has('b'), has('c')]).toEqual([true, false, true]);
    unsubscribe();
  });
});

describe('changeSearchResults', () => {
  it('changes every cached answer of the collection and marks them to be asked again', async () => {
    const { client, run, fetch } = setup(promptLike);
    await run('sea');
    await changeSearchResults<Item>(client, 'things', (items) =>
      items.map((i) => ({ ...i, label: 'renamed' })),
    );
    const answer = client.getQueryData<SearchAnswer<Item>>(searchKeys.one('things', 'text', 'sea'));
    expect(answer!.items[0]!.label).toBe('renamed');
    await run('sea');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
