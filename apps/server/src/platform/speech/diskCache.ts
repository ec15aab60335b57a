import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

type Entry = { size: number; usedAt: number };

const NAME = /^[a-z0-9][a-z0-9._-]{0,200}$/;

/**
 * A folder of files kept under a size cap, least recently used out first. The index lives in
 * memory, read from the folder (sizes and modification times) on first use, so a restart keeps
 * the cache; a hit touches the file's time. One server owns its folder (DATA_DIR is per server).
 */
export class DiskLruCache {
  private index: Map<string, Entry> | null = null;
  private loading: Promise<Map<string, Entry>> | null = null;
  private totalBytes = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** The stored bytes, or null. Names are file names: lower-case letters, digits, '.', '_', '-'. */
  async get(name: string): Promise<Buffer | null> {
    this.check(name);
    const index = await this.loaded();
    const entry = index.get(name);
    if (!entry) return null;
    try {
      const bytes = await readFile(this.fileOf(name));
      entry.usedAt = Date.now();
      // Re-inserted so the map's order stays oldest-used first.
      index.delete(name);
      index.set(name, entry);
      const seconds = entry.usedAt / 1000;
      await utimes(this.fileOf(name), seconds, seconds).catch(() => undefined);
      return bytes;
    } catch {
      this.forget(index, name);
      return null;
    }
  }

  /** Stores bytes (atomically: written aside, then renamed) and evicts past the cap. */
  async set(name: string, bytes: Buffer): Promise<void> {
    this.check(name);
    if (bytes.length > this.maxBytes) return;
    const index = await this.loaded();
    const temp = path.join(this.dir, `.tmp-${randomBytes(6).toString('hex')}`);
    await writeFile(temp, bytes);
    await rename(temp, this.fileOf(name));
    this.forget(index, name);
    index.set(name, { size: bytes.length, usedAt: Date.now() });
    this.totalBytes += bytes.length;
    await this.evict(index);
  }

  /** Removes an entry (a deleted person's audio); true when there was one. */
  async delete(name: string): Promise<boolean> {
    this.check(name);
    const index = await this.loaded();
    if (!index.has(name)) return false;
    this.forget(index, name);
    await rm(this.fileOf(name), { force: true });
    return true;
  }

  /** Bytes held now (for tests and the docs' sizing note). */
  async size(): Promise<number> {
    await this.loaded();
    return this.totalBytes;
  }

  private async evict(index: Map<string, Entry>): Promise<void> {
    for (const [name] of index) {
      if (this.totalBytes <= this.maxBytes) break;
      this.forget(index, name);
      await rm(this.fileOf(name), { force: true });
    }
  }

  private forget(index: Map<string, Entry>, name: string): void {
    const entry = index.get(name);
    if (!entry) return;
    index.delete(name);
    this.totalBytes -= entry.size;
  }

  private loaded(): Promise<Map<string, Entry>> {
    if (this.index) return Promise.resolve(this.index);
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<Map<string, Entry>> {
    await mkdir(this.dir, { recursive: true });
    const entries: Array<[string, Entry]> = [];
    for (const name of await readdir(this.dir)) {
      const file = this.fileOf(name);
      // Leftovers of a write that never finished.
      if (name.startsWith('.tmp-')) {
        await rm(file, { force: true });
        continue;
      }
      if (!NAME.test(name)) continue;
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) entries.push([name, { size: info.size, usedAt: info.mtimeMs }]);
    }
    entries.sort((a, b) => a[1].usedAt - b[1].usedAt);
    const index = new Map(entries);
    this.totalBytes = entries.reduce((sum, [, entry]) => sum + entry.size, 0);
    this.index = index;
    await this.evict(index);
    return index;
  }

  private fileOf(name: string): string {
    return path.join(this.dir, name);
  }

  private check(name: string): void {
    if (!NAME.test(name)) throw new Error(`invalid cache entry name: ${name.slice(0, 40)}`);
  }
}
