import type { Readable } from 'node:stream';
import { BACKUP_PREFIX } from '@dsb/core';

/** What a stored object answers with. */
export type StoredObject = { body: Buffer | Readable; contentType: string; size: number };
export type ObjectInfo = { contentType: string; size: number };
/** Bytes used and still available (Platform Statistics); null where the backend cannot tell. */
export type StorageUsage = { usedBytes: number | null; availableBytes: number | null };
/** One object of a listing. */
export type ListedObject = { key: string; size: number; lastModified: Date };

/**
 * Object storage behind one interface (docs/decisions/0003-file-storage.md): local disk by default,
 * S3-compatible when S3_BUCKET is set. Keys look like `uploads/<userId>/<uuid>.png`.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** A URL the browser PUTs the bytes to, with exactly this Content-Type; valid 15 minutes. */
  presignPut(key: string, contentType: string): Promise<string>;
  /** A URL that serves the object; valid at least an hour and stable within an hour (cacheable). */
  signedGetUrl(key: string): Promise<string>;
  /** Server-side writes (rendered charts, exports). */
  putObject(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Streams a local file in (backup archives: too large to hold in memory); all or nothing. */
  putObjectFile(key: string, file: string, contentType: string): Promise<void>;
  getObject(key: string): Promise<StoredObject | null>;
  /** Type and size without the body (local: stat; S3: HEAD); null when absent. */
  headObject(key: string): Promise<ObjectInfo | null>;
  deleteObject(key: string): Promise<void>;
  /**
   * The objects under a folder (`prefix` ends with '/'), at any depth, in no set order; at most
   * MAX_LISTED_OBJECTS of them.
   */
  list(prefix: string): Promise<ListedObject[]>;
  /** Local: the files under DATA_DIR, and the room left on its disk. S3: the bucket's object sizes. */
  usage(): Promise<StorageUsage>;
}

/** Presigned PUT URLs live this long: enough to upload 10 MB on a slow school line. */
/** The app's stable path for a stored file; it redirects to a fresh signed URL (features/files). */
export const FILES_PREFIX = '/files/';
export const fileUrlFor = (key: string) => `${FILES_PREFIX}${key}`;

export const PUT_URL_TTL_SECONDS = 15 * 60;
/** Signed GET URLs are issued per hour window and keep at least this much time. */
export const GET_URL_MIN_TTL_SECONDS = 60 * 60;

/** The object URL's expiry: the end of the hour window after `now` + 1 h (1 to 2 h away). */
export function hourWindowExpiry(nowMs: number): number {
  const earliest = Math.floor(nowMs / 1000) + GET_URL_MIN_TTL_SECONDS;
  return Math.ceil(earliest / 3600) * 3600;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
export const MAX_KEY_LENGTH = 512;

/**
 * True for keys made of [A-Za-z0-9/_.-] segments, with no `..`, no `.` segment, no empty segment and
 * no leading slash. Keys come from URLs, so this is what keeps them inside the storage root.
 */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    !key.includes('..') &&
    !key.split('/').includes('.')
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/** A person's data exports: downloaded only through GET /api/exports/{jobId}/download. */
export const EXPORT_PREFIX = 'exports/';

/**
 * Folders that are never served by a file link (/files, a signed local URL): a collection backup
 * holds every row of the collection. Admins download backups through their own route.
 */
export const PRIVATE_PREFIXES: readonly string[] = [BACKUP_PREFIX, EXPORT_PREFIX];

/** True for a key that a file link must not serve. */
export const isPrivateKey = (key: string) =>
  PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix));

/** A listing stops here: enough for years of backups, bounded for one request. */
export const MAX_LISTED_OBJECTS = 10_000;

/** A listing's folder: a valid key followed by '/'. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidKey(prefix.slice(0, -1))) throw new InvalidKeyError(prefix);
}

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  json: 'application/json',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  vtt: 'text/vtt',
  csv: 'text/csv',
  gz: 'application/gzip',
  zip: 'application/zip',
};

/** The content type a key's extension implies (local disk keeps no metadata beside the bytes). */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
