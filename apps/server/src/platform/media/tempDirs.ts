import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Prefixes of the temporary folders this app makes under the system's temp folder. */
export const TEMP_PREFIXES = {
  video: 'dsb-video-',
  flite: 'dsb-flite-',
  /** Staging of collection backups and restores (makeOwnedTempDir). */
  backup: 'dsb-backup-',
  /** `npm run backup`'s read-back check of the archive it wrote (makeOwnedTempDir). */
  installVerify: 'dsb-verify-',
} as const;

/** A new folder of its own under the system temp folder. */
export const makeTempDir = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));

/**
 * A new folder named `<prefix><pid>-<random>`: once that process has ended, the next server start
 * removes it whatever its age (a backup's staging can hold gigabytes).
 */
export const makeOwnedTempDir = (prefix: string) =>
  mkdtemp(path.join(tmpdir(), `${prefix}${process.pid}-`));

/** The process id in a makeOwnedTempDir folder's name, or null. */
function ownerOf(name: string, prefix: string): number | null {
  const match = /^(\d+)-/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : null;
}

/** Whether a process runs under that id (one of another user counts as running). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes this app's temporary folders that a killed process could not clean up: those whose
 * owner (makeOwnedTempDir) has ended, and any older than `olderThanMs`. The age keeps folders of
 * other processes still at work (tests, a second server) when the owner is not in the name, or
 * its id was taken again (a restarted container).
 */
export async function sweepStaleTempDirs(olderThanMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  const prefixes = Object.values(TEMP_PREFIXES);
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    const prefix = prefixes.find((candidate) => name.startsWith(candidate));
    if (!prefix) continue;
    const dir = path.join(tmpdir(), name);
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory()) continue;
    const owner = ownerOf(name, prefix);
    const ownerEnded = owner !== null && !isRunning(owner);
    if (!ownerEnded && now - info.mtimeMs < olderThanMs) continue;
    await rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
