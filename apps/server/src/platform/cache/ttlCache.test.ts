import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttlCache';

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('expires entries and drops the oldest past its size', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
    vi.advanceTimersByTime(1001);
    expect(cache.get('c')).toBeUndefined();
  });

  it('loads once and does not cache failures', async () => {
    const cache = new TtlCache<string>(1000);
    const load = vi.fn().mockResolvedValue('v');
    expect(await cache.getOrLoad('k', load)).toBe('v');
    expect(await cache.getOrLoad('k', load)).toBe('v');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.getOrLoad('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.get('x')).toBeUndefined();
  });

  it('does not store a load that was running when the cache was cleared', async () => {
    const cache = new TtlCache<string>(1000);
    let finish: (v: string) => void = () => {};
    const pending = cache.getOrLoad('k', () => new Promise<string>((r) => (finish = r)));
    cache.clear();
    finish('stale');
    expect(await pending).toBe('stale');
    expect(cache.get('k')).toBeUndefined();
  });
});
