/**
 * At most `perHost` requests at a time to one host (docs/product/data-collector.md, Politeness: 2
 * per host). Waiters are served in arrival order. Per server: with N servers the bound is N times
 * this.
 */
export class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly perHost: number) {}

  /** Runs `task` once the host has a free slot. */
  async run<T>(url: string, task: () => Promise<T>): Promise<T> {
    const host = new URL(url).host;
    await this.acquire(host);
    try {
      return await task();
    } finally {
      this.release(host);
    }
  }

  private acquire(host: string): Promise<void> {
    const count = this.active.get(host) ?? 0;
    if (count < this.perHost) {
      this.active.set(host, count + 1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(host) ?? [];
      queue.push(resolve);
      this.waiting.set(host, queue);
    });
  }

  private release(host: string): void {
    const next = this.waiting.get(host)?.shift();
    // The slot passes straight to the next waiter, so the count stays as it is.
    if (next) return next();
    if (this.waiting.get(host)?.length === 0) this.waiting.delete(host);
    const count = (this.active.get(host) ?? 1) - 1;
    if (count === 0) this.active.delete(host);
    else this.active.set(host, count);
  }
}
