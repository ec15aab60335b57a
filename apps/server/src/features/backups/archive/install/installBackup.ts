import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { acquireDirLock } from '../../../../platform/db/lock';
import { TEMP_PREFIXES, makeOwnedTempDir } from '../../../../platform/media/tempDirs';
import { APP_VERSION } from '../../../../platform/config/version';
import { extractVerified, writeArchive } from '../archive';
import { BackupRefusedError, INSTALL_LIMITS } from '../format';
import {
  INSTALL_FORMAT,
  INSTALL_FORMAT_VERSION,
  InstallBackupError,
  LOCK_FILE,
  PREVIOUS_PREFIX,
  STAGING_PREFIX,
  countDifferences,
  countTables,
  fileOfPart,
  hashDataDir,
  makeDirectories,
  parseInstallManifest,
  type InstallManifest,
} from './installArchive';

export type InstallOptions = {
  dataDir: string;
  /** The archive to write, or to restore from. */
  file: string;
  log: (line: string) => void;
  now?: Date;
};

const stampOf = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Holds the server's own lock on DATA_DIR/pgdata while `run` works, so no server can start on
 * the data meanwhile; a running server makes it fail with DataDirLockedError before anything.
 */
async function whileLocked<T>(dataDir: string, run: () => Promise<T>): Promise<T> {
  const release = acquireDirLock(path.join(dataDir, 'pgdata'), LOCK_FILE);
  try {
    return await run();
  } finally {
    release();
  }
}

/**
 * Checks an install archive: every file's SHA-256 and size, then the database it holds opened
 * in a scratch folder, its tables counted against the manifest. Only pgdata/ is unpacked.
 */
export async function verifyInstallArchive(file: string, log: (line: string) => void) {
  const scratch = await makeOwnedTempDir(TEMP_PREFIXES.installVerify);
  try {
    const { manifest } = await extractVerified(createReadStream(file), scratch, {
      parse: parseInstallManifest,
      limits: INSTALL_LIMITS,
      place: (partPath) => (partPath.startsWith('pgdata/') ? fileOfPart(scratch, partPath) : null),
    });
    log(`  ${manifest.parts.length} files match their SHA-256`);
    await makeDirectories(scratch, manifest, (directory) => directory.startsWith('pgdata/'));
    await checkDatabase(path.join(scratch, 'pgdata'), manifest);
    return manifest;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function checkDatabase(pgdata: string, manifest: InstallManifest): Promise<void> {
  const differences = countDifferences(manifest.tables, await countTables(pgdata));
  if (differences.length > 0) {
    throw new BackupRefusedError(
      `The database in the backup does not hold the rows its manifest lists (${differences.slice(0, 5).join('; ')}). Nothing was changed.`,
    );
  }
}

/**
 * `npm run backup -- <file>`: the whole embedded install, with the server stopped. Written to
 * `<file>.partial`, verified by reading it back, and only then given its name.
 */
export async function backupInstall(options: InstallOptions): Promise<InstallManifest> {
  const { dataDir, log } = options;
  const file = path.resolve(options.file);
  const partial = `${file}.partial`;
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new InstallBackupError(
      `No embedded database in ${path.join(dataDir, 'pgdata')}: check DATA_DIR (start the server once to create it).`,
    );
  }
  return whileLocked(dataDir, async () => {
    try {
      log('Counting the rows of every table ...');
      const tables = await countTables(path.join(dataDir, 'pgdata'));
      log('Hashing the files of DATA_DIR ...');
      const { parts, directories } = await hashDataDir(dataDir, new Set([file, partial]));
      const manifest: InstallManifest = {
        format: INSTALL_FORMAT,
        formatVersion: INSTALL_FORMAT_VERSION,
        appVersion: APP_VERSION,
        createdAt: (options.now ?? new Date()).toISOString(),
        database: 'pglite',
        tables,
        parts: parts.map(({ file: _file, ...part }) => part),
        directories,
      };
      log(`Writing ${parts.length} files ...`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeArchive(partial, manifest, parts, async () => {});
      log('Verifying the archive (hashes, then the database it holds) ...');
      await verifyInstallArchive(partial, log);
      await rename(partial, file);
      const { size } = await stat(file);
      log(
        `Backup written to ${file} (${size} bytes). It holds the session secret: keep it private.`,
      );
      return manifest;
    } finally {
      await rm(partial, { force: true });
    }
  });
}

/** Moves every entry of `from` (but `except`) into `to`; returns what it moved. */
async function moveEntries(from: string, to: string, except: (name: string) => boolean) {
  const moved: string[] = [];
  for (const name of await readdir(from)) {
    if (except(name)) continue;
    await rename(path.join(from, name), path.join(to, name));
    moved.push(name);
  }
  return moved;
}

/**
 * `npm run restore -- <file>`: refuses while a server holds DATA_DIR; checks every hash and the
 * restored database's row counts in a staging folder inside DATA_DIR before anything changes;
 * then moves the current data aside (DATA_DIR/.before-restore-<time>) and the restored data in.
 */
export async function restoreInstall(options: InstallOptions): Promise<InstallManifest> {
  const { dataDir, log } = options;
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new InstallBackupError(`No such file: ${file}`);
  await mkdir(dataDir, { recursive: true });
  const stamp = stampOf(options.now ?? new Date());
  const staging = path.join(dataDir, `${STAGING_PREFIX}${stamp}`);
  const previous = path.join(dataDir, `${PREVIOUS_PREFIX}${stamp}`);
  const ours = (name: string) =>
    name.startsWith(STAGING_PREFIX) || name.startsWith(PREVIOUS_PREFIX);
  return whileLocked(dataDir, async () => {
    // Holding the lock, no other restore runs: staging folders here are of one that was killed.
    for (const name of await readdir(dataDir)) {
      if (name.startsWith(STAGING_PREFIX)) {
        await rm(path.join(dataDir, name), { recursive: true, force: true });
      }
    }
    try {
      log('Checking every file of the archive against its SHA-256 ...');
      const { manifest } = await extractVerified(createReadStream(file), staging, {
        parse: parseInstallManifest,
        limits: INSTALL_LIMITS,
        place: (partPath) => fileOfPart(staging, partPath),
      });
      await makeDirectories(staging, manifest);
      log('Opening the restored database and counting its rows ...');
      await checkDatabase(path.join(staging, 'pgdata'), manifest);
      // The restored database is locked by us before it takes the current one's place.
      writeFileSync(path.join(staging, 'pgdata', LOCK_FILE), String(process.pid), { mode: 0o600 });
      await mkdir(previous);
      const movedAside = await moveEntries(dataDir, previous, ours);
      try {
        await moveEntries(staging, dataDir, () => false);
      } catch (error) {
        // Put the data back as it was before giving up.
        for (const name of await readdir(dataDir)) {
          if (!ours(name)) await rm(path.join(dataDir, name), { recursive: true, force: true });
        }
        for (const name of movedAside) {
          await rename(path.join(previous, name), path.join(dataDir, name));
        }
        throw error;
      }
      await rm(path.join(previous, 'pgdata', LOCK_FILE), { force: true });
      await keepDeletionLedger(previous, dataDir);
      log(
        `Restored ${manifest.parts.length} files and ${Object.keys(manifest.tables).length} tables.`,
      );
      log(`The data from before the restore is in ${previous}: delete it once the app is checked.`);
      return manifest;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

/** DATA_DIR/deletions: the record of every user deletion (features/deletion/ledger.ts). */
const DELETION_LEDGER = 'deletions';

/**
 * The restored data may predate user deletions made since: the ledger of the data it replaced is
 * kept beside the archive's own, so the next start deletes those people again before serving
 * (docs/decisions/0052-complete-user-deletion.md).
 */
async function keepDeletionLedger(previous: string, dataDir: string): Promise<void> {
  const from = path.join(previous, DELETION_LEDGER);
  const names = await readdir(from).catch(() => [] as string[]);
  if (names.length === 0) return;
  const to = path.join(dataDir, DELETION_LEDGER);
  await mkdir(to, { recursive: true });
  for (const name of names) {
    if (!existsSync(path.join(to, name)))
      await copyFile(path.join(from, name), path.join(to, name));
  }
}
