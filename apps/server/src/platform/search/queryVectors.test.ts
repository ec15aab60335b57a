import { describe, expect, it } from 'vitest';
import { QueryVectorCache } from './queryVectors';
import { AxisEmbedder } from '../../composition/searchTestSupport';

describe('QueryVectorCache', () => {
  it('embeds a query once per model and keeps at most maxEntries, least recently used out', async () => {
    const cache = new QueryVectorCache(2);
    const embedder = new AxisEmbedder();
    await cache.vectorFor(embedder, 'ocean');
    await cache.vectorFor(embedder, 'forest');
    await cache.vectorFor(embedder, 'ocean'); // used again: forest is now the oldest
    await cache.vectorFor(embedder, 'energy');
    expect(cache.size).toBe(2);
    await cache.vectorFor(embedder, 'ocean');
    await cache.vectorFor(embedder, 'forest');
    expect(embedder.calls).toEqual([['ocean'], ['forest'], ['energy'], ['forest']]);
    // Another model's vector for the same text is another entry.
    const other = new AxisEmbedder('other-model');
    await cache.vectorFor(other, 'forest');
    expect(other.calls).toEqual([['forest']]);
  });

  it('remembers nothing when the embedder fails', async () => {
    const cache = new QueryVectorCache();
    const embedder = new AxisEmbedder();
    embedder.failing = true;
    await expect(cache.vectorFor(embedder, 'ocean')).rejects.toThrow('embedder down');
    expect(cache.size).toBe(0);
  });
});
