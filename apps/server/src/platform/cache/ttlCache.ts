/**
 * A small in-process cache with expiry and a size bound (oldest entries dropped first). Used only
 * for read-mostly, rebuildable data: each server may serve a value up to `ttlMs` old, which is why
 * admin writes also clear the cache of the server that made them.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  /** Bumped by clear(), so a load that started before a clear cannot store its stale answer after. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or the loader's (which is then cached). Failures are not cached. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const startedIn = this.generation;
    const value = await load();
    if (startedIn === this.generation) this.set(key, value);
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
