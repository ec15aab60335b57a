import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskLruCache } from './diskCache';

const newDir = () => mkdtempSync(path.join(tmpdir(), 'dsb-cache-test-'));
const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('DiskLruCache', () => {
  it('returns what was stored, and null for what was not', async () => {
    const cache = new DiskLruCache(newDir(), 1000);
    await cache.set('a.wav', bytes(10, 7));
    expect(await cache.get('a.wav')).toEqual(bytes(10, 7));
    expect(await cache.get('b.wav')).toBeNull();
  });

  it('keeps under its size cap by dropping the least recently used first', async () => {
    const dir = newDir();
    const cache = new DiskLruCache(dir, 300);
    await cache.set('a.mp3', bytes(100));
    await cache.set('b.mp3', bytes(100));
    await cache.set('c.mp3', bytes(100));
    await cache.get('a.mp3'); // a is now newer than b
    await cache.set('d.mp3', bytes(100));
    expect(await cache.get('b.mp3')).toBeNull();
    expect(await cache.get('a.mp3')).not.toBeNull();
    expect(await cache.size()).toBe(300);
    expect(readdirSync(dir).sort()).toEqual(['a.mp3', 'c.mp3', 'd.mp3']);
  });

  it('survives a restart, and evicts then if the cap shrank; half-written files are removed', async () => {
    const dir = newDir();
    const first = new DiskLruCache(dir, 1000);
    await first.set('old.wav', bytes(200));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await first.set('new.wav', bytes(200));
    writeFileSync(path.join(dir, '.tmp-abc'), 'partial');
    const second = new DiskLruCache(dir, 250);
    expect(await second.get('new.wav')).toEqual(bytes(200));
    expect(await second.get('old.wav')).toBeNull();
    expect(readdirSync(dir)).toEqual(['new.wav']);
  });

  it('refuses names that could leave its folder, and stores nothing bigger than its cap', async () => {
    const cache = new DiskLruCache(newDir(), 50);
    await expect(cache.set('../x', bytes(1))).rejects.toThrow(/invalid cache entry name/);
    await cache.set('big.wav', bytes(51));
    expect(await cache.get('big.wav')).toBeNull();
  });
});
