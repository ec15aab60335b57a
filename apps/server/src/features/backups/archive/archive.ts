import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import {
  BackupRefusedError,
  MANIFEST_PATH,
  MAX_MANIFEST_BYTES,
  REFUSALS,
  checkUnpackLimits,
  type ArchivePart,
  type UnpackLimits,
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
  manifest: { createdAt: string },
  parts: readonly StagedPart[],
  onPart: (written: number) => Promise<void>,
): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip({ level: GZIP_LEVEL }),
    createWriteStream(dest, { mode: 0o600 }),
  );
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

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

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

/** The SHA-256 and size of a stream's bytes, written to `file` on the way (null: not kept). */
export async function hashInto(
  source: Readable | AsyncIterable<Uint8Array>,
  file: string | null,
): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const counted = tap((chunk) => {
    hash.update(chunk);
    size += chunk.length;
  });
  // Staged parts may hold secrets (an install backup has the session secret): owner only.
  const sink = file ? createWriteStream(file, { mode: 0o600 }) : discard();
  await pipeline(source, counted, sink);
  return { sha256: hash.digest('hex'), size };
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

/** Reads a manifest's bytes, or throws BackupRefusedError saying why the archive is not wanted. */
export type ManifestParser<M extends { parts: ArchivePart[] }> = (bytes: Buffer) => M;

export type VerifiedArchive<M> = {
  manifest: M;
  /** Each kept part's path -> the local file holding its verified bytes. */
  staged: Map<string, string>;
};

/**
 * Reads a whole archive, checks the manifest and every part's size and SHA-256, and leaves each
 * verified part in `stagingDir`. Throws BackupRefusedError for an archive that is not ours, of
 * the wrong kind, damaged, cut short, with a part missing or extra, or asking to unpack more than
 * `limits` allow (checked on the manifest, before any part is unpacked); nothing outside the
 * staging directory is touched.
 */
export async function extractVerified<M extends { parts: ArchivePart[] }>(
  source: Readable,
  stagingDir: string,
  options: {
    parse: ManifestParser<M>;
    limits: UnpackLimits;
    /**
     * Where a verified part is kept: by default `part-<n>` in the staging folder; null checks
     * the part without keeping it.
     */
    place?: (partPath: string) => string | null;
    onBytes?: (bytes: number) => void;
  },
): Promise<VerifiedArchive<M>> {
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
  // An entry being read is not always ended when the stream feeding it fails (a file cut short),
  // so every read races the feed's failure rather than waiting on the entry alone.
  const feedFailed = new Promise<never>((_resolve, reject) => feeding.catch(reject));
  feedFailed.catch(() => {});
  let manifest: M | null = null;
  const staged = new Map<string, string>();
  const verified = new Set<string>();
  try {
    let parts = new Map<string, ArchivePart>();
    for await (const entry of extract) {
      const { name, size, type } = entry.header;
      if (!manifest) {
        if (name !== MANIFEST_PATH || type !== 'file' || size > MAX_MANIFEST_BYTES) {
          throw new BackupRefusedError(REFUSALS.noManifest);
        }
        const bytes = await Promise.race([readAll(bytesOf(entry), MAX_MANIFEST_BYTES), feedFailed]);
        manifest = options.parse(bytes);
        checkUnpackLimits(manifest.parts, options.limits);
        parts = new Map(manifest.parts.map((part) => [part.path, part]));
        continue;
      }
      const part = parts.get(name);
      if (!part || type !== 'file' || verified.has(name)) {
        throw new BackupRefusedError(REFUSALS.unexpectedPart(name));
      }
      if (size !== part.size) throw new BackupRefusedError(REFUSALS.sizeMismatch(name));
      const file = options.place
        ? options.place(name)
        : path.join(stagingDir, `part-${staged.size}`);
      if (file) await mkdir(path.dirname(file), { recursive: true });
      const written = await Promise.race([hashInto(bytesOf(entry), file), feedFailed]);
      if (written.size !== part.size) throw new BackupRefusedError(REFUSALS.truncated);
      if (written.sha256 !== part.sha256) throw new BackupRefusedError(REFUSALS.hashMismatch(name));
      verified.add(name);
      if (file) staged.set(name, file);
    }
    await feeding;
  } catch (error) {
    source.destroy();
    extract.destroy();
    throw refusalFor(error, manifest !== null, decoded);
  }
  if (!manifest) throw new BackupRefusedError(REFUSALS.noManifest);
  for (const part of manifest.parts) {
    if (!verified.has(part.path)) throw new BackupRefusedError(REFUSALS.missingPart(part.path));
  }
  return { manifest, staged };
}

/**
 * Only the manifest, from the archive's first entry (a listing reads a few kilobytes of each
 * backup). Null for a file that is not one of ours.
 */
export async function readManifest<M extends { parts: ArchivePart[] }>(
  source: Readable,
  parse: ManifestParser<M>,
): Promise<M | null> {
  const extract = tar.extract();
  const feeding = pipeline(source, createGunzip(), extract as unknown as NodeJS.WritableStream);
  const feedFailed = new Promise<never>((_resolve, reject) => feeding.catch(reject));
  feedFailed.catch(() => {});
  try {
    for await (const entry of extract) {
      if (entry.header.name !== MANIFEST_PATH || entry.header.size > MAX_MANIFEST_BYTES)
        return null;
      return parse(await Promise.race([readAll(bytesOf(entry), MAX_MANIFEST_BYTES), feedFailed]));
    }
    return null;
  } catch {
    return null;
  } finally {
    source.destroy();
    extract.destroy();
  }
}
