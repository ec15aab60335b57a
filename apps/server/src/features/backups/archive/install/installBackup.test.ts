import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../platform/db/client';
import { DataDirLockedError } from '../../../../platform/db/lock';
import { evidence } from '../../../evidence/tables';
import { makePng } from '../../../../platform/test/images';
import { BackupRefusedError, INSTALL_LIMITS, REFUSALS } from '../format';
import { packArchive, rowsAsText, unpackArchive } from '../testSupport';
import { PREVIOUS_PREFIX, countTables, type InstallManifest } from './installArchive';
import { backupInstall, restoreInstall } from './installBackup';

// The operators' whole-install backup on the embedded default: a real PGlite directory, files
// and the session secret, backed up, changed, and restored.

const scratch = mkdtempSync(path.join(tmpdir(), 'dsb-install-'));
const dataDir = path.join(scratch, 'data');
const archive = path.join(scratch, 'out', 'install.tar.gz');
const image = makePng(12, 8);
const quiet = () => {};

/** Opens the install's database as the server does (migrations included), runs `use`, closes. */
async function withDb<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const handle = await openDatabase({
    kind: 'pglite',
    dir: path.join(dataDir, 'pgdata'),
    worker: false,
  });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

let rowsBefore: string[];
let tablesBefore: Record<string, number>;

beforeAll(async () => {
  await withDb(async (db) => {
    await db
      .insert(evidence)
      .values([{ label: 'Kept chart' }, { label: 'Another', status: 'temp' }]);
    rowsBefore = await rowsAsText(db, 'evidence');
  });
  await mkdir(path.join(dataDir, 'files', 'charts'), { recursive: true });
  await writeFile(path.join(dataDir, 'files', 'charts', 'kept.png'), image);
  await writeFile(path.join(dataDir, 'session-secret'), 'the-secret');
  tablesBefore = await countTables(path.join(dataDir, 'pgdata'));
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run backup / restore', () => {
  it('backs up the database, files and secret, verified, with every table counted', async () => {
    const manifest = await backupInstall({ dataDir, file: archive, log: quiet });

    expect(existsSync(archive)).toBe(true);
    expect(existsSync(`${archive}.partial`)).toBe(false);
    expect(manifest.tables).toEqual(tablesBefore);
    expect(manifest.tables['public.evidence']).toBe(2);
    const paths = manifest.parts.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['pgdata/PG_VERSION', 'files/charts/kept.png', 'session-secret']),
    );
    expect(paths).not.toContain('pgdata/server.lock');
    // The lock was given back.
    expect(existsSync(path.join(dataDir, 'pgdata', 'server.lock'))).toBe(false);
  }, 120_000);

  it('restores it all over changed data, keeping the data it replaced aside', async () => {
    await withDb(async (db) => {
      await db.delete(evidence);
      await db.insert(evidence).values({ label: 'Added after the backup' });
    });
    await writeFile(path.join(dataDir, 'files', 'charts', 'kept.png'), 'overwritten');
    await writeFile(path.join(dataDir, 'session-secret'), 'another-secret');
    // A user deletion made after the backup: its record must survive the restore.
    await mkdir(path.join(dataDir, 'deletions'), { recursive: true });
    await writeFile(path.join(dataDir, 'deletions', 'made-later.json'), '{}');
    // What a restore killed mid-run leaves behind.
    const killed = path.join(dataDir, '.restore-staging-2026-01-01T00-00-00-000Z');
    await mkdir(path.join(killed, 'pgdata'), { recursive: true });

    await restoreInstall({ dataDir, file: archive, log: quiet });

    expect(existsSync(killed)).toBe(false);
    expect(readFileSync(path.join(dataDir, 'deletions', 'made-later.json'), 'utf8')).toBe('{}');

    expect(await withDb((db) => rowsAsText(db, 'evidence'))).toEqual(rowsBefore);
    expect(await readFile(path.join(dataDir, 'files', 'charts', 'kept.png'))).toEqual(image);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe('the-secret');
    const previous = readdirSync(dataDir).filter((name) => name.startsWith(PREVIOUS_PREFIX));
    expect(previous).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, previous[0]!, 'session-secret'), 'utf8')).toBe(
      'another-secret',
    );
    expect(existsSync(path.join(dataDir, 'pgdata', 'server.lock'))).toBe(false);
  }, 120_000);

  it('refuses while a server holds the data directory, and changes nothing', async () => {
    // A live process other than this one holds the lock, as a running server would.
    writeFileSync(path.join(dataDir, 'pgdata', 'server.lock'), String(process.ppid));
    try {
      const refused = await restoreInstall({ dataDir, file: archive, log: quiet }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(DataDirLockedError);
      const backup = await backupInstall({ dataDir, file: `${archive}.2`, log: quiet }).catch(
        (e: unknown) => e,
      );
      expect(backup).toBeInstanceOf(DataDirLockedError);
    } finally {
      rmSync(path.join(dataDir, 'pgdata', 'server.lock'), { force: true });
    }
  });

  it('refuses a cut-short archive before changing anything', async () => {
    const cut = path.join(scratch, 'cut.tar.gz');
    const whole = await readFile(archive);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const before = (await stat(path.join(dataDir, 'session-secret'))).mtimeMs;

    const refused = await restoreInstall({ dataDir, file: cut, log: quiet }).catch(
      (e: unknown) => e,
    );

    expect(refused).toBeInstanceOf(BackupRefusedError);
    expect((refused as Error).message).toBe(REFUSALS.truncated);
    expect((await stat(path.join(dataDir, 'session-secret'))).mtimeMs).toBe(before);
    expect(await withDb((db) => rowsAsText(db, 'evidence'))).toEqual(rowsBefore);
    expect(readdirSync(dataDir).filter((n) => n.startsWith('.restore-staging-'))).toEqual([]);
  }, 60_000);

  it('refuses a part larger than a restore unpacks, before unpacking anything', async () => {
    const entries = await unpackArchive(await readFile(archive));
    const manifest = JSON.parse(entries[0]!.body.toString()) as InstallManifest;
    const huge = INSTALL_LIMITS.maxPartBytes('pgdata/PG_VERSION') + 1;
    manifest.parts.find((part) => part.path === 'pgdata/PG_VERSION')!.size = huge;
    entries[0]!.body = Buffer.from(JSON.stringify(manifest));
    const bloated = path.join(scratch, 'bloated.tar.gz');
    await writeFile(bloated, await packArchive(entries));

    const refused = await restoreInstall({ dataDir, file: bloated, log: quiet }).catch(
      (e: unknown) => e,
    );

    expect((refused as Error).message).toBe(
      REFUSALS.partTooLarge('pgdata/PG_VERSION', huge, INSTALL_LIMITS.maxPartBytes('')),
    );
    expect(await withDb((db) => rowsAsText(db, 'evidence'))).toEqual(rowsBefore);
  }, 60_000);
});
