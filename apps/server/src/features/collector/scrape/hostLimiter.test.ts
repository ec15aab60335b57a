import { describe, expect, it } from 'vitest';
import { HostLimiter } from './hostLimiter';

describe('HostLimiter', () => {
  it('runs at most 2 requests at a time to one host, and other hosts alongside', async () => {
    const limiter = new HostLimiter(2);
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const task = (url: string) =>
      limiter.run(url, async () => {
        const host = new URL(url).host;
        running.set(host, (running.get(host) ?? 0) + 1);
        most.set(host, Math.max(most.get(host) ?? 0, running.get(host)!));
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.set(host, running.get(host)! - 1);
        return url;
      });
    const urls = [
      ...Array.from({ length: 6 }, (_, i) => `https://a.example/${i}`),
      ...Array.from({ length: 3 }, (_, i) => `https://b.example:8080/${i}`),
    ];
    expect(await Promise.all(urls.map(task))).toEqual(urls);
    expect(Object.fromEntries(most)).toEqual({ 'a.example': 2, 'b.example:8080': 2 });
  });

  it('frees the slot when a request fails', async () => {
    const limiter = new HostLimiter(1);
    await expect(
      limiter.run('https://a.example/', () => Promise.reject(new Error('x'))),
    ).rejects.toThrow('x');
    expect(await limiter.run('https://a.example/', async () => 'next')).toBe('next');
  });
});
