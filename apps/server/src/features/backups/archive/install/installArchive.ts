import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { hashInto, type StagedPart } from '../archive';
import { BackupRefusedError, REFUSALS, partSchema, readManifestJson } from '../format';

/**
 * A whole-install backup of the embedded default (docs/operations.md): every file of DATA_DIR
 * (the PGlite cluster in pgdata/, stored files in files/, the session secret), with a manifest
 * giving each file's SHA-256 and the row count of every table, which a restore compares after
 * opening the restored database.
 */
export const INSTALL_FORMAT = 'data-story-builder/install-backup';
export const INSTALL_FORMAT_VERSION = 1;

export const installManifestSchema = z.object({
  format: z.literal(INSTALL_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.literal('pglite'),
  /** `schema.table` -> rows, when the backup was taken. */
  tables: z.record(z.string(), z.number().int().min(0)),
  parts: z.array(partSchema),
  /** Every folder, empty ones included: a PostgreSQL cluster will not start without them. */
  directories: z.array(z.string()),
});
export type InstallManifest = z.infer<typeof installManifestSchema>;

export class InstallBackupError extends Error {}

/** The server's lock file inside pgdata/ (platform/db/lock.ts): never backed up or restored. */
export const LOCK_FILE = 'server.lock';
export const STAGING_PREFIX = '.restore-staging-';
export const PREVIOUS_PREFIX = '.before-restore-';

/** Top-level entries of DATA_DIR that are not the install's data. */
function isTransient(topLevel: string): boolean {
  return (
    topLevel === 'files-tmp' ||
    topLevel.startsWith(STAGING_PREFIX) ||
    topLevel.startsWith(PREVIOUS_PREFIX)
  );
}

/** True for a relative path made of plain segments, outside the transient folders. */
export function isInstallPath(partPath: string): boolean {
  const segments = partPath.split('/');
  return (
    partPath.length > 0 &&
    partPath.length <= 1024 &&
    !partPath.includes('\\') &&
    !partPath.includes('\0') &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..') &&
    !isTransient(segments[0]!) &&
    partPath !== `pgdata/${LOCK_FILE}`
  );
}

/** The manifest of an install backup, refusing paths that would leave DATA_DIR. */
export function parseInstallManifest(bytes: Buffer): InstallManifest {
  const json = readManifestJson(bytes, INSTALL_FORMAT, INSTALL_FORMAT_VERSION);
  const parsed = installManifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRefusedError(REFUSALS.badManifest);
  const seen = new Set<string>();
  for (const part of parsed.data.parts) {
    if (!isInstallPath(part.path)) throw new BackupRefusedError(REFUSALS.badFileKey(part.path));
    if (seen.has(part.path)) throw new BackupRefusedError(REFUSALS.badManifest);
    seen.add(part.path);
  }
  for (const directory of parsed.data.directories) {
    if (!isInstallPath(directory)) throw new BackupRefusedError(REFUSALS.badFileKey(directory));
  }
  if (!seen.has('pgdata/PG_VERSION')) {
    throw new BackupRefusedError(REFUSALS.missingPart('pgdata/PG_VERSION'));
  }
  return parsed.data;
}

/** The file of a part inside `root`; the containment check backs up isInstallPath. */
export function fileOfPart(root: string, partPath: string): string {
  const file = path.resolve(root, ...partPath.split('/'));
  if (!file.startsWith(path.resolve(root) + path.sep)) {
    throw new BackupRefusedError(REFUSALS.badFileKey(partPath));
  }
  return file;
}

/**
 * Every file of DATA_DIR with its SHA-256 and size, and every folder, in path order, leaving out
 * the lock, the upload staging folder, earlier restores' folders and `skip` (the archive itself).
 */
export async function hashDataDir(
  dataDir: string,
  skip: ReadonlySet<string>,
): Promise<{ parts: StagedPart[]; directories: string[] }> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const parts: StagedPart[] = [];
  const directories: string[] = [];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    const partPath = path.relative(dataDir, file).split(path.sep).join('/');
    if (skip.has(path.resolve(file)) || !isInstallPath(partPath)) continue;
    if (entry.isSymbolicLink()) {
      throw new InstallBackupError(
        `${file} is a symbolic link: move what it points to into DATA_DIR`,
      );
    }
    if (entry.isDirectory()) {
      directories.push(partPath);
    } else if (entry.isFile()) {
      const { sha256, size } = await hashInto(createReadStream(file), null);
      parts.push({ path: partPath, size, sha256, file });
    }
  }
  parts.sort((a, b) => a.path.localeCompare(b.path));
  return { parts, directories: directories.sort() };
}

/** Makes the manifest's folders under `root` (those `wanted` ones only). */
export async function makeDirectories(
  root: string,
  manifest: InstallManifest,
  wanted: (directory: string) => boolean = () => true,
): Promise<void> {
  for (const directory of manifest.directories.filter(wanted)) {
    await mkdir(fileOfPart(root, directory), { recursive: true, mode: 0o700 });
  }
}

/** Row counts of every table of a PGlite cluster, opened read-only in spirit (no migration). */
export async function countTables(pgdataDir: string): Promise<Record<string, number>> {
  if (!existsSync(path.join(pgdataDir, 'PG_VERSION'))) {
    throw new InstallBackupError(`No embedded database in ${pgdataDir}`);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const pg = await PGlite.create(pgdataDir, { extensions: { vector } });
  try {
    const { rows } = await pg.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { schema, name } of rows) {
      const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
      const result = await pg.query<{ n: number }>(`select count(*)::int as n from ${quoted}`);
      counts[`${schema}.${name}`] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await pg.close();
  }
}

/** The tables whose counts differ, as 'table: expected N, found M' lines. */
export function countDifferences(
  expected: Record<string, number>,
  found: Record<string, number>,
): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: expected ${expected[name] ?? 'none'}, found ${found[name] ?? 'none'}`);
}
