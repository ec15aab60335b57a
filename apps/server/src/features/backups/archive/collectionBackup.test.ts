import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupType } from '@dsb/core';
import type { DbHandle } from '../../../platform/db/client';
import { articles } from '../../articles/tables';
import { evidence } from '../../evidence/tables';
import { openTestDb } from '../../../platform/jobs/testSupport';
import { LocalObjectStorage } from '../../../platform/storage/local';
import { BackupCatalog } from './catalog';
import {
  createCollectionBackup,
  restoreCollectionBackup,
  type BackupDeps,
} from './collectionBackup';
import { BackupRefusedError, REFUSALS, type Manifest } from './format';
import { BackupSigner } from './signature';
import {
  packArchive,
  rowsAsText,
  seedArticles,
  seedEvidenceCollection,
  storedBytes,
  unpackArchive,
} from './testSupport';

let handle: DbHandle;
let storage: LocalObjectStorage;
let deps: BackupDeps & { afterRestore: (kind: BackupType) => Promise<number> };
const restoredKinds: BackupType[] = [];
const noProgress = { report: async () => {} };
const never = new AbortController().signal;

beforeAll(async () => {
  handle = await openTestDb();
  storage = new LocalObjectStorage(mkdtempSync(path.join(tmpdir(), 'dsb-backup-test-')), 'secret');
  deps = {
    db: handle.db,
    storage,
    signer: new BackupSigner('backup-test-secret'),
    afterRestore: async (kind) => {
      restoredKinds.push(kind);
      return 0;
    },
  };
});
afterAll(async () => {
  await handle?.close();
  rmSync(path.dirname(storage.root), { recursive: true, force: true });
});

/** Staging tables a restore loads into: none may be left behind. */
const stagingTables = async () =>
  (
    (await handle.db.execute(
      sql`select tablename from pg_tables where tablename like 'evidence_restore_%' or tablename like 'articles_restore_%'`,
    )) as unknown as { rows: unknown[] }
  ).rows;

const backUp = (kind: BackupType, at = new Date()) =>
  createCollectionBackup(deps, kind, noProgress, never, at);
const restore = (key: string, kind: BackupType, confirmNotMadeHere = false) =>
  restoreCollectionBackup(deps, { key, kind, confirmNotMadeHere }, noProgress, never, (error) => {
    throw error;
  });

describe('evidence backup and restore', () => {
  let key: string;
  let manifest: Manifest;
  let rowsBefore: string[];
  let files: Record<string, Buffer>;

  beforeAll(async () => {
    ({ files } = await seedEvidenceCollection(handle.db, storage));
    rowsBefore = await rowsAsText(handle.db, 'evidence');
    const made = await backUp('evidence', new Date('2026-03-04T05:06:07.089Z'));
    key = made.entry.s3URL;
    manifest = made.manifest;
  });

  it('describes itself: format, version, kind, counts and a SHA-256 of every part', async () => {
    expect(key).toMatch(
      /^backups\/evidence-backup-2026-03-04T05-06-07-089Z-[0-9a-f]{16}\.tar\.gz$/,
    );
    expect(manifest).toMatchObject({
      format: 'data-story-builder/collection-backup',
      formatVersion: 1,
      kind: 'evidence',
      table: 'evidence',
      createdAt: '2026-03-04T05:06:07.089Z',
      counts: { rows: 12, main: 4, temp: 4, deleted: 4, files: 11, missingFiles: 1 },
      missingFiles: ['charts/backup-5.png'],
    });
    expect(manifest.columns).toContain('embedding');
    expect(manifest.columns).not.toContain('search_vector');
    expect(manifest.parts).toHaveLength(12);
    for (const part of manifest.parts) expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);
    const entries = await unpackArchive((await storedBytes(storage, key))!);
    expect(entries.map((e) => e.name)).toEqual([
      'manifest.json',
      'rows/evidence.jsonl',
      ...manifest.parts.slice(1).map((p) => p.path),
    ]);
    expect(entries[1]!.body.toString().trim().split('\n')).toHaveLength(12);
  });

  it('lists with every entry field', async () => {
    const { evidence: listed, articles: none } = await new BackupCatalog(
      storage,
      deps.signer,
    ).organized();
    expect(none).toEqual([]);
    expect(listed[0]).toMatchObject({
      filename: key.slice('backups/'.length),
      madeHere: true,
      s3URL: key,
      action: 'backup',
      formattedDate: 'Mar 4, 2026',
      formattedTime: '5:06:07 AM UTC',
      stats: { totalItems: 12 },
    });
    expect(listed[0]!.sizeFormatted).toMatch(/^\d+\.\d\d (Bytes|KB)$/);
  });

  it('restores every row and file byte for byte, replacing what changed since', async () => {
    const [first] = await handle.db.select({ id: evidence.id }).from(evidence).limit(1);
    await handle.db.update(evidence).set({ label: 'changed' }).where(eq(evidence.id, first!.id));
    await handle.db.delete(evidence).where(eq(evidence.status, 'temp'));
    await handle.db.insert(evidence).values({ label: 'added after the backup' });
    await storage.putObject('charts/backup-1.png', Buffer.from('other bytes'), 'image/png');
    await storage.deleteObject('charts/backup-2.png');

    const outcome = await restore(key, 'evidence');

    expect(outcome).toMatchObject({ type: 'evidence', rows: 12, files: 11 });
    expect(await rowsAsText(handle.db, 'evidence')).toEqual(rowsBefore);
    for (const [fileKey, bytes] of Object.entries(files)) {
      expect(await storedBytes(storage, fileKey)).toEqual(bytes);
    }
    expect(await storedBytes(storage, 'charts/backup-5.png')).toBeNull();
    expect(restoredKinds).toContain('evidence');
    expect(await stagingTables()).toEqual([]);
  });

  describe('refuses, and changes nothing, when the archive is', () => {
    let current: string[];
    const changedFile = Buffer.from('changed after the backup');

    beforeAll(async () => {
      await handle.db.insert(evidence).values({ label: 'must survive a refused restore' });
      await storage.putObject('charts/backup-1.png', changedFile, 'image/png');
      current = await rowsAsText(handle.db, 'evidence');
    });

    const expectRefused = async (
      archiveKey: string,
      message: string,
      kind: BackupType = 'evidence',
      confirmNotMadeHere = false,
    ) => {
      const refused = await restore(archiveKey, kind, confirmNotMadeHere).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(BackupRefusedError);
      expect((refused as Error).message).toBe(message);
      expect(await rowsAsText(handle.db, 'evidence')).toEqual(current);
      expect(await storedBytes(storage, 'charts/backup-1.png')).toEqual(changedFile);
      expect(await stagingTables()).toEqual([]);
    };
    const store = (name: string, bytes: Buffer) =>
      storage.putObject(`backups/${name}`, bytes, 'application/gzip').then(() => `backups/${name}`);
    const original = async () => unpackArchive((await storedBytes(storage, key))!);

    it('not a gzip file at all', async () => {
      await expectRefused(await store('text.tar.gz', Buffer.from('hello')), REFUSALS.notGzip);
    });

    it("another program's tar.gz (no manifest)", async () => {
      const foreign = await packArchive([{ name: 'README.txt', body: Buffer.from('hi') }]);
      await expectRefused(await store('foreign.tar.gz', foreign), REFUSALS.noManifest);
    });

    it('a manifest of another format', async () => {
      const manifestOf = Buffer.from(JSON.stringify({ format: 'someone-else/backup', parts: [] }));
      const foreign = await packArchive([{ name: 'manifest.json', body: manifestOf }]);
      await expectRefused(
        await store('other.tar.gz', foreign),
        REFUSALS.foreignFormat('someone-else/backup'),
      );
    });

    it('a row changed after it was hashed', async () => {
      const entries = await original();
      const rows = entries[1]!;
      // Same length, one character different: only the hash can tell.
      rows.body = Buffer.from(rows.body.toString().replace('Chart 3', 'Chart 4'));
      await expectRefused(
        await store('tampered-row.tar.gz', await packArchive(entries)),
        REFUSALS.hashMismatch('rows/evidence.jsonl'),
      );
    });

    it('an image changed after it was hashed (checked before any file is written)', async () => {
      const entries = await original();
      const last = entries[entries.length - 1]!;
      last.body = Buffer.from(
        last.body.map((byte, i) => (i === last.body.length - 5 ? byte ^ 1 : byte)),
      );
      await expectRefused(
        await store('tampered-file.tar.gz', await packArchive(entries)),
        REFUSALS.hashMismatch(last.name),
      );
    });

    it('cut short', async () => {
      const whole = (await storedBytes(storage, key))!;
      const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
      await expectRefused(await store('cut.tar.gz', cut), REFUSALS.truncated);
    });

    it('missing a part its manifest lists', async () => {
      const entries = (await original()).slice(0, -1);
      const missing = manifestPaths(entries).at(-1)!;
      await expectRefused(
        await store('short.tar.gz', await packArchive(entries)),
        REFUSALS.missingPart(missing),
      );
    });

    it('holding fewer rows than its manifest counts (hashes made to match)', async () => {
      const entries = await original();
      const rows = entries[1]!;
      rows.body = Buffer.from(rows.body.toString().split('\n').slice(1).join('\n'));
      const manifest = JSON.parse(entries[0]!.body.toString()) as Manifest;
      manifest.parts[0] = {
        ...manifest.parts[0]!,
        size: rows.body.length,
        sha256: createHash('sha256').update(rows.body).digest('hex'),
      };
      entries[0]!.body = Buffer.from(JSON.stringify(manifest));
      await expectRefused(
        await store('short-rows.tar.gz', await packArchive(entries)),
        REFUSALS.rowCount,
        'evidence',
        true,
      );
    });

    it('of the other kind', async () => {
      await expectRefused(key, REFUSALS.wrongKind('evidence', 'articles'), 'articles');
    });

    it('and the listing leaves out what is not one of our archives', async () => {
      const listed = await new BackupCatalog(storage, deps.signer).organized();
      const names = listed.evidence.map((e) => e.filename);
      expect(names).toContain(key.slice('backups/'.length));
      for (const foreign of ['text.tar.gz', 'foreign.tar.gz', 'other.tar.gz']) {
        expect(names).not.toContain(foreign);
      }
    });
  });
});

const manifestPaths = (entries: Array<{ name: string; body: Buffer }>) =>
  (JSON.parse(entries[0]!.body.toString()) as Manifest).parts.map((p) => p.path);

describe('articles backup and restore', () => {
  it('round-trips the collection (one collection: temp is honestly 0)', async () => {
    await seedArticles(handle.db);
    const before = await rowsAsText(handle.db, 'articles');
    const { entry, manifest } = await backUp('articles');
    expect(entry).toMatchObject({
      action: 'articles_backup',
      stats: { mainCollectionCount: 5, tempCollectionCount: 0 },
    });
    expect(manifest.parts).toHaveLength(1);

    await handle.db.delete(articles).where(sql`true`);
    await seedArticles(handle.db, 2);
    await restore(entry.s3URL, 'articles');

    expect(await rowsAsText(handle.db, 'articles')).toEqual(before);
  });
});
