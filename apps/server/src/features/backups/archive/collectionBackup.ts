import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { BACKUP_MESSAGES, BACKUP_PREFIX, type BackupEntry, type BackupType } from '@dsb/core';
import type { Db } from '../../../platform/db/client';
import { TEMP_PREFIXES, makeOwnedTempDir } from '../../../platform/media/tempDirs';
import { contentTypeForKey, type ObjectStorage } from '../../../platform/storage/storage';
import { APP_VERSION } from '../../../platform/config/version';
import { extractVerified, hashInto, writeArchive, type StagedPart } from './archive';
import { backupFilename, bodyStream, presentBackup } from './catalog';
import { BACKUP_COLLECTIONS } from './collections';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupRefusedError,
  COLLECTION_LIMITS,
  FILES_PREFIX,
  REFUSALS,
  parseCollectionManifest,
  rowsPath,
  type BackupCounts,
  type Manifest,
} from './format';
import { exportRows, stageRows } from './rows';
import type { BackupSigner } from './signature';

/** Phases of creating and restoring, with their share of the whole (platform/jobs/progress.ts). */
export const CREATE_PHASES = {
  rows: [0, 40],
  files: [40, 75],
  packing: [75, 95],
  uploading: [95, 100],
} as const;
export const RESTORE_PHASES = {
  verifying: [0, 30],
  rows: [30, 70],
  files: [70, 85],
  embeddings: [85, 100],
} as const;
export type CreatePhase = keyof typeof CREATE_PHASES;
export type RestorePhase = keyof typeof RESTORE_PHASES;

export type Progress<Phase> = {
  report: (phase: Phase, processed: number, total: number) => Promise<void>;
};

export type BackupDeps = { db: Db; storage: ObjectStorage; signer: BackupSigner };

/** A staging folder that the next server start removes if this process is killed meanwhile. */
const withStagingDir = async <T>(run: (dir: string) => Promise<T>): Promise<T> => {
  const dir = await makeOwnedTempDir(TEMP_PREFIXES.backup);
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * Takes a backup of one collection: every row to JSON Lines, every file the rows name, the
 * manifest with each part's SHA-256, packed into one archive in a local staging folder and only
 * then stored under backups/, so a listing never sees half a backup.
 */
export async function createCollectionBackup(
  deps: BackupDeps,
  kind: BackupType,
  progress: Progress<CreatePhase>,
  signal: AbortSignal,
  now = new Date(),
): Promise<{ entry: BackupEntry; manifest: Manifest }> {
  const collection = BACKUP_COLLECTIONS[kind];
  return withStagingDir(async (dir) => {
    const { rows } = (await deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(collection.table)}`,
    )) as unknown as { rows: Array<{ n: number }> };
    const expected = rows[0]?.n ?? 0;
    await progress.report('rows', 0, expected);
    const rowsFile = path.join(dir, 'rows.jsonl');
    const exported = await exportRows(deps.db, collection, rowsFile, async (done) => {
      signal.throwIfAborted();
      await progress.report('rows', done, Math.max(expected, done));
    });
    const parts: StagedPart[] = [
      { path: rowsPath(kind), size: exported.size, sha256: exported.sha256, file: rowsFile },
    ];
    const keys = [...exported.fileKeys].sort();
    const missingFiles: string[] = [];
    await progress.report('files', 0, keys.length);
    for (const [index, key] of keys.entries()) {
      signal.throwIfAborted();
      const object = await deps.storage.getObject(key);
      if (!object) {
        missingFiles.push(key);
      } else {
        const file = path.join(dir, `file-${index}`);
        const { sha256, size } = await hashInto(bodyStream(object), file);
        parts.push({
          path: `${FILES_PREFIX}${key}`,
          size,
          sha256,
          contentType: object.contentType,
          file,
        });
      }
      await progress.report('files', index + 1, keys.length);
    }
    const counts: BackupCounts = {
      rows: exported.rows,
      main: exported.byStatus.main ?? 0,
      temp: exported.byStatus.temp ?? 0,
      deleted: exported.byStatus.deleted ?? 0,
      files: parts.length - 1,
      missingFiles: missingFiles.length,
    };
    const unsigned: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion: APP_VERSION,
      kind,
      createdAt: now.toISOString(),
      table: collection.table,
      columns: [...collection.columns],
      counts,
      parts: parts.map(({ file: _file, ...part }) => part),
      missingFiles,
    };
    const manifest: Manifest = { ...unsigned, signature: deps.signer.sign(unsigned) };
    const archive = path.join(dir, 'archive.tar.gz');
    await writeArchive(archive, manifest, parts, async (written) => {
      signal.throwIfAborted();
      await progress.report('packing', written, parts.length);
    });
    await progress.report('uploading', 0, 1);
    const key = `${BACKUP_PREFIX}${backupFilename(kind, now)}`;
    await deps.storage.putObjectFile(key, archive, 'application/gzip');
    const { size } = await stat(archive);
    await progress.report('uploading', 1, 1);
    return { entry: presentBackup(key, size, manifest, true), manifest };
  });
}

export type RestoreOutcome = {
  type: BackupType;
  filename: string;
  rows: number;
  files: number;
  counts: BackupCounts;
  /** Rows given an embedding afterwards (their stored one was from another model, or none). */
  embedded: number;
};

export type RestoreRequest = {
  key: string;
  kind: BackupType;
  /** The admin's yes to an archive without this install's signature. */
  confirmNotMadeHere: boolean;
};

/**
 * Restores one collection from an archive under backups/. The manifest is checked first (this
 * install's signature unless the admin confirmed, the collection's folders, the unpack limits);
 * every hash while the archive is unpacked into a staging folder; then the rows are staged and
 * every file must be one they name; only then are the files written to storage and the whole
 * collection replaced in one transaction. A refused archive (BackupRefusedError) changes nothing.
 * `afterRestore` brings search up to date (embeddings, caches) and must not throw: the data is
 * restored by then, and search catches up at the next start if it fails.
 */
export async function restoreCollectionBackup(
  deps: BackupDeps & { afterRestore: (kind: BackupType) => Promise<number> },
  { key, kind, confirmNotMadeHere }: RestoreRequest,
  progress: Progress<RestorePhase>,
  signal: AbortSignal,
  onReportError: (error: unknown) => void,
): Promise<RestoreOutcome> {
  const collection = BACKUP_COLLECTIONS[kind];
  const object = await deps.storage.getObject(key);
  if (!object) throw new BackupRefusedError(BACKUP_MESSAGES.notFound);
  const parse = (bytes: Buffer) => {
    const manifest = parseCollectionManifest(kind)(bytes);
    if (!confirmNotMadeHere && !deps.signer.verify(manifest)) {
      throw new BackupRefusedError(REFUSALS.notMadeHere);
    }
    return manifest;
  };
  return withStagingDir(async (dir) => {
    await progress.report('verifying', 0, object.size);
    const { manifest, staged } = await extractVerified(bodyStream(object), dir, {
      parse,
      limits: COLLECTION_LIMITS,
      onBytes: (bytes) =>
        void progress.report('verifying', bytes, object.size).catch(onReportError),
    });
    signal.throwIfAborted();
    // The rows first, beside the table: a refusal there leaves files and rows as they were.
    await progress.report('rows', 0, manifest.counts.rows);
    const rowsFile = staged.get(rowsPath(kind))!;
    const rows = await stageRows(
      deps.db,
      collection,
      manifest.columns,
      () => createInterface({ input: createReadStream(rowsFile), crlfDelay: Infinity }),
      manifest.counts.rows,
      (done) => progress.report('rows', done, manifest.counts.rows),
    );
    const fileParts = manifest.parts.filter((part) => part.path.startsWith(FILES_PREFIX));
    try {
      // A file no row names is not the collection's, whatever its folder: nothing is written.
      for (const part of fileParts) {
        if (!rows.fileKeys.has(part.path.slice(FILES_PREFIX.length))) {
          throw new BackupRefusedError(REFUSALS.unnamedFile(part.path));
        }
      }
      await progress.report('files', 0, fileParts.length);
      // Then the files: until the rows are swapped in nothing names them, and once they are,
      // every file they name is in place. Files of rows the restore removes are kept (stories
      // may use them).
      for (const [index, part] of fileParts.entries()) {
        signal.throwIfAborted();
        const fileKey = part.path.slice(FILES_PREFIX.length);
        // Local disk reads the type from the extension; S3 keeps the one the file had.
        const type =
          deps.storage.kind === 'local'
            ? contentTypeForKey(fileKey)
            : (part.contentType ?? contentTypeForKey(fileKey));
        await deps.storage.putObjectFile(fileKey, staged.get(part.path)!, type);
        await progress.report('files', index + 1, fileParts.length);
      }
      signal.throwIfAborted();
      await rows.swapIn();
    } finally {
      // A staging table left behind is dropped by the next restore; it must not fail this one.
      await rows.discard().catch(onReportError);
    }
    // Committed: from here on nothing may fail the restore, progress included.
    await progress.report('embeddings', 0, 1).catch(onReportError);
    const embedded = await deps.afterRestore(kind);
    await progress.report('embeddings', 1, 1).catch(onReportError);
    return {
      type: kind,
      filename: key.slice(BACKUP_PREFIX.length),
      rows: rows.count,
      files: fileParts.length,
      counts: manifest.counts,
      embedded,
    };
  });
}
