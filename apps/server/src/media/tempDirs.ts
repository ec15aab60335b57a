import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Prefixes of the temporary folders this app makes under the system's temp folder. */
export const TEMP_PREFIXES = { video: 'dsb-video-', flite: 'dsb-flite-' } as const;

/** A new folder of its own under the system temp folder. */
export const makeTempDir = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));

/**
 * Removes this app's temporary folders older than `olderThanMs`: those a killed process could not
 * clean up. The age keeps folders of other processes still at work (tests, a second server).
 */
export async function sweepStaleTempDirs(olderThanMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  const prefixes = Object.values(TEMP_PREFIXES);
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!prefixes.some((prefix) => name.startsWith(prefix))) continue;
    const dir = path.join(tmpdir(), name);
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < olderThanMs) continue;
    await rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
