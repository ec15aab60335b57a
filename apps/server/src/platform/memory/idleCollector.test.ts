import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleCollector } from './idleCollector';

const MB = 1024 * 1024;

describe('collecting once the server is quiet', () => {
  let heap: number;
  let utilization: number;
  let collections: number;
  const start = () =>
    startIdleCollector({
      checkEveryMs: 1000,
      quietChecks: 2,
      growthBytes: 64 * MB,
      heapUsed: () => heap,
      loopUtilization: () => utilization,
      collect: () => {
        collections++;
        heap = 60 * MB; // what was live
      },
    });

  beforeEach(() => {
    vi.useFakeTimers();
    heap = 60 * MB;
    utilization = 0.01;
    collections = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('collects a grown heap after two quiet checks, once', () => {
    const collector = start();
    heap = 300 * MB;
    vi.advanceTimersByTime(1000);
    expect(collections).toBe(0); // one quiet check is not enough
    vi.advanceTimersByTime(1000);
    expect(collections).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(collections).toBe(1); // nothing grew since
    collector.stop();
  });

  it('waits while the loop is busy, and ignores small growth', () => {
    const collector = start();
    heap = 300 * MB;
    utilization = 0.5;
    vi.advanceTimersByTime(10_000);
    expect(collections).toBe(0);
    utilization = 0.01;
    heap = 100 * MB; // V8 collected by itself: 40 MB over the live size is not worth it
    vi.advanceTimersByTime(10_000);
    expect(collections).toBe(0);
    collector.stop();
  });

  it('really frees memory with V8 collection (no --expose-gc needed)', async () => {
    vi.useRealTimers();
    const freed: number[] = [];
    const collector = startIdleCollector({
      checkEveryMs: 20,
      quietChecks: 1,
      growthBytes: 8 * MB,
      loopUtilization: () => 0,
      onCollected: (bytes) => freed.push(bytes),
    });
    // Unreachable once made, but in the heap until a full collection.
    const makeGarbage = () =>
      Array.from({ length: 300_000 }, (_, i) => ({ i, s: `item ${i}` })).length;
    expect(makeGarbage()).toBe(300_000);
    await vi.waitFor(() => expect(freed.length).toBeGreaterThan(0), { timeout: 2000 });
    collector.stop();
    expect(freed[0]).toBeGreaterThan(8 * MB);
  });
});
