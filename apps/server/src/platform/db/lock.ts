import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory is in use by another server process (pid ${holderPid}). ` +
        `Stop that process, or start this one with a different DATA_DIR. Lock file: ${lockFile}`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two servers on one directory would corrupt it. Take an exclusive lock
 * file holding our pid; a lock left by a dead process is taken over. Returns the release function.
 */
export function acquireDirLock(dir: string, fileName = 'server.lock'): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, fileName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readLockSafely(lockFile), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(lockFile, holder);
      }
      rmSync(lockFile, { force: true }); // stale (dead holder or unreadable): take it over
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function readLockSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}
