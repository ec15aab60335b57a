import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupType } from '@dsb/core';
import type { DbHandle } from '../../../platform/db/client';
import { openTestDb } from '../../../platform/jobs/testSupport';
import { LocalObjectStorage } from '../../../platform/storage/local';
import { makePng } from '../../../platform/test/images';
import { BackupCatalog } from './catalog';
import {
  createCollectionBackup,
  restoreCollectionBackup,
  type BackupDeps,
} from './collectionBackup';
import { BackupRefusedError, COLLECTION_LIMITS, REFUSALS, type Manifest } from './format';
import { BackupSigner } from './signature';
import {
  packArchive,
  rowsAsText,
  seedEvidenceCollection,
  storedBytes,
  unpackArchive,
  type TarEntry,
} from './testSupport';

// What a restore refuses even when the archive's hashes all match: an edited archive whose
// manifest was re-hashed to fit (issue #23 item 8).
let handle: DbHandle;
let storage: LocalObjectStorage;
let deps: BackupDeps & { afterRestore: () => Promise<number> };
let original: TarEntry[];
let key: string;
const never = new AbortController().signal;
const noProgress = { report: async () => {} };
const pupilImage = makePng(9, 9);
const PUPIL_KEY = 'uploads/pupil-1/drawing.png';

beforeAll(async () => {
  handle = await openTestDb();
  storage = new LocalObjectStorage(mkdtempSync(path.join(tmpdir(), 'dsb-restore-safety-')), 's');
  deps = {
    db: handle.db,
    storage,
    signer: new BackupSigner('this-install-secret'),
    afterRestore: async () => 0,
  };
  await seedEvidenceCollection(handle.db, storage, 6);
  await storage.putObject(PUPIL_KEY, pupilImage, 'image/png');
  const made = await createCollectionBackup(deps, 'evidence', noProgress, never);
  key = made.entry.s3URL;
  original = await unpackArchive((await storedBytes(storage, key))!);
});
afterAll(async () => {
  await handle?.close();
  rmSync(path.dirname(storage.root), { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The archive after `edit`, its manifest made consistent again: every part's size and hash
 * recomputed, and signed by `signer` (null: the signature is left as it was).
 */
async function consistentCopy(
  name: string,
  edit: (entries: TarEntry[], manifest: Manifest) => void,
  signer: BackupSigner | null = null,
): Promise<string> {
  const entries = original.map((entry) => ({ ...entry }));
  const manifest = JSON.parse(entries[0]!.body.toString()) as Manifest;
  edit(entries, manifest);
  const bodies = new Map(entries.slice(1).map((entry) => [entry.name, entry.body]));
  manifest.parts = manifest.parts.map((part) => {
    const body = bodies.get(part.path);
    return body ? { ...part, size: body.length, sha256: sha256(body) } : part;
  });
  if (signer) manifest.signature = signer.sign(manifest);
  entries[0]!.body = Buffer.from(JSON.stringify(manifest));
  const archiveKey = `backups/${name}.tar.gz`;
  await storage.putObject(archiveKey, await packArchive(entries), 'application/gzip');
  return archiveKey;
}

const restore = (archiveKey: string, confirmNotMadeHere: boolean, kind: BackupType = 'evidence') =>
  restoreCollectionBackup(
    deps,
    { key: archiveKey, kind, confirmNotMadeHere },
    noProgress,
    never,
    (e) => {
      throw e;
    },
  );

/** Refused with `message`; the rows, the pupil's image and storage's file list are unchanged. */
async function expectRefused(archiveKey: string, message: string, confirm = true) {
  const rows = await rowsAsText(handle.db, 'evidence');
  const files = (await storage.list('charts/')).map((o) => o.key).sort();
  const refused = await restore(archiveKey, confirm).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(BackupRefusedError);
  expect((refused as Error).message).toBe(message);
  expect(await rowsAsText(handle.db, 'evidence')).toEqual(rows);
  expect(await storedBytes(storage, PUPIL_KEY)).toEqual(pupilImage);
  expect((await storage.list('charts/')).map((o) => o.key).sort()).toEqual(files);
}

/** The rows of the archive with the first row's image pointing at `imageUrl`. */
const pointFirstRowAt = (entries: TarEntry[], imageUrl: string) => {
  const lines = entries[1]!.body.toString().trim().split('\n');
  const row = JSON.parse(lines[0]!) as Record<string, unknown>;
  lines[0] = JSON.stringify({ ...row, image_url: imageUrl, image_key: null });
  entries[1]!.body = Buffer.from(`${lines.join('\n')}\n`);
};

describe('an archive this install did not sign', () => {
  it('is listed as not made here; our own backups are', async () => {
    const other = new BackupSigner('another-install-secret');
    await consistentCopy('evidence-backup-elsewhere', () => {}, other);
    const listed = (await new BackupCatalog(storage, deps.signer).organized()).evidence;
    const byName = new Map(listed.map((entry) => [entry.s3URL, entry.madeHere]));
    expect(byName.get(key)).toBe(true);
    expect(byName.get('backups/evidence-backup-elsewhere.tar.gz')).toBe(false);
  });

  it('is refused without the confirmation, even with every hash matching', async () => {
    const edited = await consistentCopy('evidence-backup-edited', (entries) => {
      entries[1]!.body = Buffer.from(entries[1]!.body.toString().replace('Chart 1', 'Chart X'));
    });
    await expectRefused(edited, REFUSALS.notMadeHere, false);
  });

  it("another install's backup is restored once the admin confirms", async () => {
    const other = new BackupSigner('another-install-secret');
    const elsewhere = await consistentCopy('evidence-backup-confirmed', () => {}, other);
    const outcome = await restore(elsewhere, true);
    expect(outcome).toMatchObject({ rows: 6 });
  });
});

describe('a confirmed restore still writes only what is the collection’s own', () => {
  it("refuses a file outside the collection's folders (a pupil's upload), rows naming it or not", async () => {
    const archiveKey = await consistentCopy('evidence-backup-upload', (entries, manifest) => {
      pointFirstRowAt(entries, `/files/${PUPIL_KEY}`);
      entries.push({ name: `files/${PUPIL_KEY}`, body: Buffer.from('overwritten') });
      manifest.parts.push({ path: `files/${PUPIL_KEY}`, size: 0, sha256: '0'.repeat(64) });
    });
    await expectRefused(archiveKey, REFUSALS.outsideCollection(`files/${PUPIL_KEY}`));
  });

  it('refuses files none of its rows name (3,000 extra charts), writing none of them', async () => {
    const archiveKey = await consistentCopy('evidence-backup-extra', (entries, manifest) => {
      for (let i = 0; i < 3000; i++) {
        const name = `files/charts/extra-${i}.png`;
        entries.push({ name, body: Buffer.from(`extra ${i}`) });
        manifest.parts.push({ path: name, size: 0, sha256: '0'.repeat(64) });
      }
    });
    await expectRefused(archiveKey, REFUSALS.unnamedFile('files/charts/extra-0.png'));
  });

  it('refuses a part over its size limit before unpacking it (400 MB of zeros)', async () => {
    const zeros = 400 * 1024 * 1024;
    const archiveKey = await consistentCopy('evidence-backup-zeros', (entries, manifest) => {
      const part = manifest.parts[1]!;
      // The stated size is what counts: the archive need not even hold the bytes.
      manifest.parts[1] = { ...part, size: zeros };
      entries.splice(
        entries.findIndex((entry) => entry.name === part.path),
        1,
      );
    });
    const path1 = (JSON.parse(original[0]!.body.toString()) as Manifest).parts[1]!.path;
    await expectRefused(
      archiveKey,
      REFUSALS.partTooLarge(path1, zeros, COLLECTION_LIMITS.maxPartBytes(path1)),
    );
  });

  it('refuses more parts, or more bytes in all, than a restore unpacks', async () => {
    const many = COLLECTION_LIMITS.maxParts + 1;
    const tooMany = await consistentCopy('evidence-backup-many', (_entries, manifest) => {
      for (let i = manifest.parts.length; i < many; i++) {
        manifest.parts.push({ path: `files/charts/m${i}.png`, size: 1, sha256: '0'.repeat(64) });
      }
    });
    await expectRefused(tooMany, REFUSALS.tooManyParts(many, COLLECTION_LIMITS.maxParts));

    const each = 45 * 1024 * 1024;
    let total = 0;
    const tooBig = await consistentCopy('evidence-backup-big', (_entries, manifest) => {
      for (let i = 0; i < 500; i++) {
        manifest.parts.push({ path: `files/charts/b${i}.png`, size: each, sha256: '0'.repeat(64) });
      }
      total = manifest.parts.reduce((sum, part) => sum + part.size, 0);
    });
    await expectRefused(tooBig, REFUSALS.tooLargeUnpacked(total, COLLECTION_LIMITS.maxTotalBytes));
  });
});
