import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  copyFile,
  lstat,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  statfs,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_LISTED_OBJECTS,
  PUT_URL_TTL_SECONDS,
  assertValidKey,
  assertValidPrefix,
  contentTypeForKey,
  hourWindowExpiry,
  isValidKey,
  type ListedObject,
  type ObjectInfo,
  type ObjectStorage,
  type StorageUsage,
  type StoredObject,
} from './storage';

/** The bytes of the regular files under a folder, at any depth (links are not followed). */
async function folderBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    // A file removed while we count (a finished temp file) simply adds nothing.
    const size = await lstat(path.join(entry.parentPath, entry.name)).then(
      (s) => s.size,
      () => 0,
    );
    total += size;
  }
  return total;
}

/** Where the local adapter's signed URLs point; features/files/routes.ts serves both. */
export const LOCAL_UPLOAD_PATH = '/api/storage/upload/';
export const LOCAL_OBJECT_PATH = '/api/storage/object/';

export type SignatureCheck = 'ok' | 'expired' | 'invalid';
/** The query parameters of a signed URL, as they arrive (any may be missing). */
export type SignedParams = { contentType?: string; expires?: string; signature?: string };

const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * Files under DATA_DIR/files/<key>, reached through HMAC-signed, expiring URLs that the app itself
 * serves (features/files/routes.ts). The signature covers method, key, content type and expiry, so
 * a URL can neither be pointed at another key nor used to upload another type.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly tmpDir: string;
  private readonly signingKey: Buffer;

  constructor(
    dataDir: string,
    sessionSecret: string,
    /** Milliseconds since the epoch; tests move it. */
    private readonly now: () => number = Date.now,
  ) {
    this.root = path.join(dataDir, 'files');
    // Beside the root, not in it: a half-written file must never be reachable by a key.
    this.tmpDir = path.join(dataDir, 'files-tmp');
    // A key of its own, so a storage signature can never double as a cookie signature.
    this.signingKey = Buffer.from(hkdfSync('sha256', sessionSecret, '', 'dsb storage urls', 32));
  }

  async presignPut(key: string, contentType: string): Promise<string> {
    assertValidKey(key);
    const expires = String(Math.floor(this.now() / 1000) + PUT_URL_TTL_SECONDS);
    const type = mediaType(contentType);
    const signature = this.sign('PUT', key, type, expires);
    const query = new URLSearchParams({ contentType: type, expires, signature });
    return `${LOCAL_UPLOAD_PATH}${key}?${query}`;
  }

  async signedGetUrl(key: string): Promise<string> {
    assertValidKey(key);
    const expires = String(hourWindowExpiry(this.now()));
    const signature = this.sign('GET', key, '', expires);
    return `${LOCAL_OBJECT_PATH}${key}?${new URLSearchParams({ expires, signature })}`;
  }

  /** Checks a PUT URL's signature and expiry; the content type is the one the URL was issued for. */
  verifyPut(key: string, params: SignedParams): SignatureCheck {
    return this.verify('PUT', key, params.contentType ?? '', params);
  }

  verifyGet(key: string, params: SignedParams): SignatureCheck {
    return this.verify('GET', key, '', params);
  }

  async putObject(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.writeAtomically(key, contentType, (tmp) => writeFile(tmp, bytes));
  }

  async putObjectFile(key: string, source: string, contentType: string): Promise<void> {
    await this.writeAtomically(key, contentType, (tmp) => copyFile(source, tmp));
  }

  private async writeAtomically(
    key: string,
    contentType: string,
    write: (tmp: string) => Promise<void>,
  ): Promise<void> {
    const file = this.fileFor(key);
    // Local disk keeps no metadata, so the type is read back from the extension: they must agree.
    if (contentTypeForKey(key) !== mediaType(contentType)) {
      throw new Error(`Key ${key} does not carry the extension of ${contentType}`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
    try {
      await write(tmp);
      await rename(tmp, file); // atomic: readers see the old file or the whole new one
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async getObject(key: string): Promise<StoredObject | null> {
    const info = await this.headObject(key);
    if (!info) return null;
    return { ...info, body: createReadStream(this.fileFor(key)) };
  }

  async headObject(key: string): Promise<ObjectInfo | null> {
    try {
      const stats = await stat(this.fileFor(key));
      return stats.isFile() ? { contentType: contentTypeForKey(key), size: stats.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }

  async list(prefix: string): Promise<ListedObject[]> {
    assertValidPrefix(prefix);
    const folder = path.join(this.root, prefix);
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const listed: ListedObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      // A file placed by hand under a name no key can have is not an object.
      if (!isValidKey(key)) continue;
      const stats = await stat(file);
      listed.push({ key, size: stats.size, lastModified: stats.mtime });
      if (listed.length >= MAX_LISTED_OBJECTS) break;
    }
    return listed;
  }

  /**
   * The app's own data: every file under DATA_DIR (stored files, the embedded database, caches),
   * not the whole disk; available is what the disk holding DATA_DIR has left for unprivileged users.
   */
  async usage(): Promise<StorageUsage> {
    const dataDir = path.dirname(this.root);
    const [disk, usedBytes] = await Promise.all([statfs(dataDir), folderBytes(dataDir)]);
    return { usedBytes, availableBytes: disk.bavail * disk.bsize };
  }

  /** The file of a valid key; the containment check backs up the key rules. */
  private fileFor(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Key escapes storage: ${key}`);
    return file;
  }

  private sign(method: string, key: string, contentType: string, expires: string): string {
    // JSON keeps the fields unambiguous whatever characters a query value holds.
    const payload = JSON.stringify([method, key, contentType, expires]);
    return createHmac('sha256', this.signingKey).update(payload).digest('base64url');
  }

  private verify(
    method: string,
    key: string,
    contentType: string,
    params: SignedParams,
  ): SignatureCheck {
    const { expires, signature } = params;
    if (!isValidKey(key) || !expires || !/^\d{1,12}$/.test(expires) || !signature) {
      return 'invalid';
    }
    const expected = Buffer.from(this.sign(method, key, contentType, expires));
    const given = Buffer.from(signature);
    // Constant-time: the comparison must not tell an attacker how much of a guess was right.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 <= this.now() ? 'expired' : 'ok';
  }
}
