import { z } from 'zod';
import { BACKUP_PREFIX, BACKUP_TYPES, formatBytes, type BackupType } from '@dsb/core';
import { isValidKey } from '../../../platform/storage/storage';
import { BACKUP_COLLECTIONS } from './collections';
import { SIGNATURE_ALGORITHM } from './signature';

/**
 * A collection backup is one gzip'd tar (docs/decisions/0020-backups.md):
 *
 *   manifest.json          what this is and the SHA-256 and size of every other entry
 *   rows/<kind>.jsonl      every row, every stored column, one JSON object a line
 *   files/<storage key>    the image files the rows name (evidence only)
 *
 * The manifest comes first, so a listing reads only the archive's first few kilobytes, and a
 * restore knows what to expect before it has read a single row.
 */
export const ARCHIVE_FORMAT = 'data-story-builder/collection-backup';
/** Raised when the layout changes; a restore refuses archives newer than it knows. */
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const FILES_PREFIX = 'files/';
export const rowsPath = (kind: BackupType) => `rows/${kind}.jsonl`;
/** A manifest past this size is not ours (10,000 files' entries take about 2 MB). */
export const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const partSchema = z.object({
  path: z.string().min(1).max(1024),
  size: z.number().int().min(0),
  sha256,
  /** For files: the type it was stored with. */
  contentType: z.string().max(200).optional(),
});
export type ArchivePart = z.infer<typeof partSchema>;

export const countsSchema = z.object({
  rows: z.number().int().min(0),
  main: z.number().int().min(0),
  temp: z.number().int().min(0),
  deleted: z.number().int().min(0),
  files: z.number().int().min(0),
  /** Files a row names that were not in storage when the backup was taken. */
  missingFiles: z.number().int().min(0),
});
export type BackupCounts = z.infer<typeof countsSchema>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  kind: z.enum(BACKUP_TYPES),
  createdAt: z.iso.datetime({ offset: true }),
  /** The table the rows came from and its stored (not generated) columns. */
  table: z.string(),
  columns: z.array(z.string()).min(1),
  counts: countsSchema,
  parts: z.array(partSchema),
  missingFiles: z.array(z.string()),
  /** This install's mark (signature.ts); absent on archives made before marks. */
  signature: z.object({ algorithm: z.literal(SIGNATURE_ALGORITHM), value: sha256 }).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/**
 * A restore (or listing) that will not go ahead: the archive is foreign, damaged, cut short or
 * of the other kind. Its message is shown to the admin as it is.
 */
export class BackupRefusedError extends Error {}

export const REFUSALS = {
  notGzip:
    'This file is not a Data Story Builder backup (it is not a gzip archive). Nothing was changed.',
  noManifest:
    'This file is not a Data Story Builder backup (it has no backup manifest). Nothing was changed.',
  foreignFormat: (format: string) =>
    `This file is not a Data Story Builder backup (its manifest says "${format.slice(0, 80)}"). Nothing was changed.`,
  newerVersion: (version: number) =>
    `This backup was made by a newer version of the app (format ${version}; this app reads up to ${ARCHIVE_FORMAT_VERSION}). Nothing was changed.`,
  badManifest: 'The backup manifest is damaged. Nothing was changed.',
  truncated: 'The backup archive is incomplete (cut short). Nothing was changed.',
  corrupt: 'The backup archive is damaged and cannot be read. Nothing was changed.',
  hashMismatch: (part: string) =>
    `The backup is damaged: ${part.slice(0, 200)} does not match its checksum. Nothing was changed.`,
  sizeMismatch: (part: string) =>
    `The backup is damaged: ${part.slice(0, 200)} is not the size its manifest states. Nothing was changed.`,
  unexpectedPart: (part: string) =>
    `The backup holds ${part.slice(0, 200)}, which its manifest does not list. Nothing was changed.`,
  missingPart: (part: string) =>
    `The backup is incomplete: ${part.slice(0, 200)} is missing. Nothing was changed.`,
  badFileKey: (key: string) =>
    `The backup names a file outside the app's storage (${key.slice(0, 200)}). Nothing was changed.`,
  wrongKind: (found: BackupType, wanted: BackupType) =>
    `This is ${found === 'evidence' ? 'an evidence' : 'an articles'} backup, not ${wanted === 'evidence' ? 'an evidence' : 'an articles'} backup. Nothing was changed.`,
  rowCount: 'The backup rows do not match the count in its manifest. Nothing was changed.',
  badRow: (line: number) => `Row ${line} of the backup is not valid. Nothing was changed.`,
  outsideCollection: (part: string) =>
    `The backup holds ${part.slice(0, 200)}, which is outside the folders of its collection. Nothing was changed.`,
  unnamedFile: (part: string) =>
    `The backup holds ${part.slice(0, 200)}, which none of its rows names. Nothing was changed.`,
  tooManyParts: (parts: number, max: number) =>
    `The backup holds ${parts.toLocaleString('en-US')} files; a restore unpacks at most ${max.toLocaleString('en-US')}. Nothing was changed.`,
  partTooLarge: (part: string, size: number, max: number) =>
    `The backup's ${part.slice(0, 200)} is ${formatBytes(size)}; a restore unpacks at most ${formatBytes(max)} for one such part. Nothing was changed.`,
  tooLargeUnpacked: (size: number, max: number) =>
    `The backup unpacks to ${formatBytes(size)}; a restore unpacks at most ${formatBytes(max)}. Nothing was changed.`,
  notMadeHere:
    'This backup was not made by this install, or it was changed after it was made. Nothing was changed: confirm to restore it anyway.',
  otherArchive: (what: string) =>
    `This is ${what}, not the kind of backup asked for. Nothing was changed.`,
} as const;

/**
 * What a restore unpacks at most, checked against the manifest before any part is unpacked (and
 * every part is then held to its stated size). docs/operations.md lists the values.
 */
export type UnpackLimits = {
  maxParts: number;
  /** The most one part may hold, by its path in the archive. */
  maxPartBytes: (partPath: string) => number;
  maxTotalBytes: number;
};

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Collection backups: images are at most 15 MB when scraped and 10 MB when uploaded; 10,000
 * evidence rows with their embeddings take about 25 MB of JSON Lines.
 */
export const COLLECTION_LIMITS: UnpackLimits = {
  maxParts: 50_000,
  maxPartBytes: (partPath) => (partPath.startsWith(FILES_PREFIX) ? 50 * MB : 2 * GB),
  maxTotalBytes: 20 * GB,
};

/** Whole-install backups: PostgreSQL splits tables into 1 GB files; videos are the largest files. */
export const INSTALL_LIMITS: UnpackLimits = {
  maxParts: 200_000,
  maxPartBytes: () => 4 * GB,
  maxTotalBytes: 500 * GB,
};

/** Throws BackupRefusedError when the manifest asks for more than `limits` allow. */
export function checkUnpackLimits(parts: readonly ArchivePart[], limits: UnpackLimits): void {
  if (parts.length > limits.maxParts) {
    throw new BackupRefusedError(REFUSALS.tooManyParts(parts.length, limits.maxParts));
  }
  let total = 0;
  for (const part of parts) {
    const max = limits.maxPartBytes(part.path);
    if (part.size > max)
      throw new BackupRefusedError(REFUSALS.partTooLarge(part.path, part.size, max));
    total += part.size;
  }
  if (total > limits.maxTotalBytes) {
    throw new BackupRefusedError(REFUSALS.tooLargeUnpacked(total, limits.maxTotalBytes));
  }
}

/** Archive formats of this app and what to call them when the other one is given. */
const OUR_FORMATS: Record<string, string> = {
  'data-story-builder/collection-backup':
    'an evidence or articles backup (restore it in the Backup Manager)',
  'data-story-builder/install-backup': 'a whole-install backup (restore it with npm run restore)',
};

/**
 * The manifest's JSON, once it has said it is of `format` in a version this app reads; anything
 * else is refused with the reason.
 */
export function readManifestJson(bytes: Buffer, format: string, maxVersion: number): unknown {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupRefusedError(REFUSALS.noManifest);
  }
  const found = (json as { format?: unknown } | null)?.format;
  if (typeof found !== 'string') throw new BackupRefusedError(REFUSALS.noManifest);
  if (found !== format) {
    const ours = OUR_FORMATS[found];
    throw new BackupRefusedError(
      ours ? REFUSALS.otherArchive(ours) : REFUSALS.foreignFormat(found),
    );
  }
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > maxVersion) {
    throw new BackupRefusedError(REFUSALS.newerVersion(version));
  }
  return json;
}

/**
 * A collection backup's manifest, checked before anything in the archive is trusted: format,
 * version, kind (`expectKind`, when given), and that every part is the rows or a file whose key
 * is in one of the collection's own folders (evidence: charts/ and scraped/), so a restore can
 * never write over a pupil's upload, a backup or anything else in storage.
 */
export const parseCollectionManifest =
  (expectKind: BackupType | null) =>
  (bytes: Buffer): Manifest => {
    const json = readManifestJson(bytes, ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION);
    const parsed = manifestSchema.safeParse(json);
    if (!parsed.success) throw new BackupRefusedError(REFUSALS.badManifest);
    const manifest = parsed.data;
    if (expectKind && manifest.kind !== expectKind) {
      throw new BackupRefusedError(REFUSALS.wrongKind(manifest.kind, expectKind));
    }
    const rows = rowsPath(manifest.kind);
    const seen = new Set<string>();
    for (const part of manifest.parts) {
      if (seen.has(part.path)) throw new BackupRefusedError(REFUSALS.badManifest);
      seen.add(part.path);
      if (part.path === rows) continue;
      const key = part.path.startsWith(FILES_PREFIX) ? part.path.slice(FILES_PREFIX.length) : '';
      if (!isValidKey(key) || key.startsWith(BACKUP_PREFIX)) {
        throw new BackupRefusedError(REFUSALS.badFileKey(part.path));
      }
      if (!BACKUP_COLLECTIONS[manifest.kind].ownsFile(key)) {
        throw new BackupRefusedError(REFUSALS.outsideCollection(part.path));
      }
    }
    if (!seen.has(rows)) throw new BackupRefusedError(REFUSALS.missingPart(rows));
    return manifest;
  };
