import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { BACKUP_PREFIX, type BackupType } from '@dsb/core';
import { isValidKey } from '../storage/storage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupRefusedError,
  FILES_PREFIX,
  MANIFEST_PATH,
  MAX_MANIFEST_BYTES,
  REFUSALS,
  manifestSchema,
  rowsPath,
  type ArchivePart,
  type Manifest,
} from './format';

/** A part of an archive being written, staged in a local file. */
export type StagedPart = ArchivePart & { file: string };

/** Images are compressed already; level 6 is gzip's usual trade of time for size on the rows. */
const GZIP_LEVEL = 6;

/**
 * Writes the archive to `dest`: the manifest first, then each staged part streamed from its file,
 * so no part is ever held in memory whole.
 */
export async function writeArchive(
  dest: string,
  manifest: Manifest,
  parts: readonly StagedPart[],
  onPart: (written: number) => Promise<void>,
): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: GZIP_LEVEL }), createWriteStream(dest));
  // Every entry carries the backup's time, so the same backup always packs the same bytes.
  const mtime = new Date(manifest.createdAt);
  const addEntry = (name: string, size: number, body: Readable | Buffer) =>
    new Promise<void>((resolve, reject) => {
      const sink = pack.entry({ name, size, mtime, mode: 0o644 }, (error) =>
        error ? reject(error) : resolve(),
      );
      if (Buffer.isBuffer(body)) {
        sink.end(body);
        return;
      }
      body.on('error', (error) => {
        sink.destroy(error);
        reject(error);
      });
      body.pipe(sink as unknown as NodeJS.WritableStream);
    });
  try {
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`, 'utf8');
    await addEntry(MANIFEST_PATH, manifestBytes.length, manifestBytes);
    for (const [index, part] of parts.entries()) {
      await addEntry(part.path, part.size, createReadStream(part.file));
      await onPart(index + 1);
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
}

/** A tar entry's body: bytes, though streamx types it loosely. */
const bytesOf = (entry: AsyncIterable<unknown>) => entry as AsyncIterable<Uint8Array>;

/** A stream that passes bytes through unchanged and shows each chunk to `see`. */
const tap = (see: (chunk: Buffer) => void) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      see(chunk);
      done(null, chunk);
    },
  });

/** The SHA-256 and size of a stream's bytes, written to `file` on the way. */
export async function hashInto(
  source: Readable | AsyncIterable<Uint8Array>,
  file: string,
): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const counted = tap((chunk) => {
    hash.update(chunk);
    size += chunk.length;
  });
  await pipeline(source, counted, createWriteStream(file));
  return { sha256: hash.digest('hex'), size };
}

/** Checks what the manifest claims before anything is trusted: kind, version and part names. */
function parseManifest(bytes: Buffer, expectKind: BackupType | null): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupRefusedError(REFUSALS.noManifest);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format !== 'string') throw new BackupRefusedError(REFUSALS.noManifest);
  if (format !== ARCHIVE_FORMAT) throw new BackupRefusedError(REFUSALS.foreignFormat(format));
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > ARCHIVE_FORMAT_VERSION) {
    throw new BackupRefusedError(REFUSALS.newerVersion(version));
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRefusedError(REFUSALS.badManifest);
  const manifest = parsed.data;
  if (expectKind && manifest.kind !== expectKind) {
    throw new BackupRefusedError(REFUSALS.wrongKind(manifest.kind, expectKind));
  }
  const seen = new Set<string>();
  for (const part of manifest.parts) {
    if (seen.has(part.path)) throw new BackupRefusedError(REFUSALS.badManifest);
    seen.add(part.path);
    if (part.path === rowsPath(manifest.kind)) continue;
    const key = part.path.startsWith(FILES_PREFIX) ? part.path.slice(FILES_PREFIX.length) : '';
    if (!isValidKey(key) || key.startsWith(BACKUP_PREFIX)) {
      throw new BackupRefusedError(REFUSALS.badFileKey(part.path));
    }
  }
  if (!seen.has(rowsPath(manifest.kind))) {
    throw new BackupRefusedError(REFUSALS.missingPart(rowsPath(manifest.kind)));
  }
  return manifest;
}

async function readAll(entry: AsyncIterable<Uint8Array>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > limit) throw new BackupRefusedError(REFUSALS.noManifest);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** What a failed read of the archive means to the admin. */
function refusalFor(error: unknown, sawManifest: boolean, sawBytes: boolean): Error {
  if (error instanceof BackupRefusedError) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message ?? '')) {
    return new BackupRefusedError(sawBytes ? REFUSALS.truncated : REFUSALS.notGzip);
  }
  if (code === 'Z_DATA_ERROR' && !sawBytes) return new BackupRefusedError(REFUSALS.notGzip);
  if (code?.startsWith('Z_') || /tar header|corrupt/i.test(message ?? '')) {
    return new BackupRefusedError(sawManifest ? REFUSALS.corrupt : REFUSALS.noManifest);
  }
  return error as Error;
}

export type VerifiedArchive = {
  manifest: Manifest;
  /** Each part's path -> the local file holding its verified bytes. */
  staged: Map<string, string>;
};

/**
 * Reads a whole archive, checks the manifest and every part's size and SHA-256, and leaves each
 * verified part in `stagingDir`. Throws BackupRefusedError for an archive that is not ours, of
 * the wrong kind, damaged, cut short, or with a part missing or extra; nothing outside the
 * staging directory is touched.
 */
export async function extractVerified(
  source: Readable,
  stagingDir: string,
  options: { expectKind: BackupType | null; onBytes?: (bytes: number) => void },
): Promise<VerifiedArchive> {
  let bytes = 0;
  let decoded = false;
  const countIn = tap((chunk) => {
    bytes += chunk.length;
    options.onBytes?.(bytes);
  });
  const countOut = tap(() => (decoded = true));
  const extract = tar.extract();
  const feeding = pipeline(
    source,
    countIn,
    createGunzip(),
    countOut,
    extract as unknown as NodeJS.WritableStream,
  );
  // The loop below reports the failure; this keeps the rejection from going unhandled.
  feeding.catch(() => {});
  let manifest: Manifest | null = null;
  const staged = new Map<string, string>();
  try {
    let parts = new Map<string, ArchivePart>();
    for await (const entry of extract) {
      const { name, size, type } = entry.header;
      if (!manifest) {
        if (name !== MANIFEST_PATH || type !== 'file' || size > MAX_MANIFEST_BYTES) {
          throw new BackupRefusedError(REFUSALS.noManifest);
        }
        manifest = parseManifest(
          await readAll(bytesOf(entry), MAX_MANIFEST_BYTES),
          options.expectKind,
        );
        parts = new Map(manifest.parts.map((part) => [part.path, part]));
        continue;
      }
      const part = parts.get(name);
      if (!part || type !== 'file' || staged.has(name)) {
        throw new BackupRefusedError(REFUSALS.unexpectedPart(name));
      }
      if (size !== part.size) throw new BackupRefusedError(REFUSALS.sizeMismatch(name));
      const file = path.join(stagingDir, `part-${staged.size}`);
      const written = await hashInto(bytesOf(entry), file);
      if (written.size !== part.size) throw new BackupRefusedError(REFUSALS.truncated);
      if (written.sha256 !== part.sha256) throw new BackupRefusedError(REFUSALS.hashMismatch(name));
      staged.set(name, file);
    }
    await feeding;
  } catch (error) {
    source.destroy();
    throw refusalFor(error, manifest !== null, decoded);
  }
  if (!manifest) throw new BackupRefusedError(REFUSALS.noManifest);
  for (const part of manifest.parts) {
    if (!staged.has(part.path)) throw new BackupRefusedError(REFUSALS.missingPart(part.path));
  }
  return { manifest, staged };
}

/**
 * Only the manifest, from the archive's first entry (a listing reads a few kilobytes of each
 * backup). Null for a file that is not one of ours.
 */
export async function readManifest(source: Readable): Promise<Manifest | null> {
  const extract = tar.extract();
  const feeding = pipeline(source, createGunzip(), extract as unknown as NodeJS.WritableStream);
  feeding.catch(() => {});
  try {
    for await (const entry of extract) {
      if (entry.header.name !== MANIFEST_PATH || entry.header.size > MAX_MANIFEST_BYTES)
        return null;
      return parseManifest(await readAll(bytesOf(entry), MAX_MANIFEST_BYTES), null);
    }
    return null;
  } catch {
    return null;
  } finally {
    source.destroy();
    extract.destroy();
  }
}
