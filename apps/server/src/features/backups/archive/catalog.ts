import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  BACKUP_ACTIONS,
  BACKUP_PREFIX,
  formatBackupDate,
  formatBackupTime,
  formatBytes,
  isBackupKey,
  type BackupEntry,
  type BackupType,
} from '@dsb/core';
import type { ObjectStorage, StoredObject } from '../../../platform/storage/storage';
import { readManifest } from './archive';
import { parseCollectionManifest, type Manifest } from './format';
import type { BackupSigner } from './signature';

/**
 * `evidence-backup-2026-05-01T14-05-09-123Z-<16 hex>.tar.gz`: the kind and the time, sortable,
 * and 64 random bits, so a name cannot be guessed from the time a backup was taken.
 */
export function backupFilename(
  kind: BackupType,
  createdAt: Date,
  random = randomBytes(8).toString('hex'),
): string {
  return `${kind}-backup-${createdAt.toISOString().replace(/[:.]/g, '-')}-${random}.tar.gz`;
}

/** The time in the name; names made before the random part have none. */
const FILENAME_TIME =
  /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-[0-9a-f]+)?\.tar\.gz$/;

/** The time in a name backupFilename made; null for any other name. */
export function backupTimeOf(filename: string): Date | null {
  const match = FILENAME_TIME.exec(filename);
  if (!match) return null;
  const [, day, h, m, s, ms] = match;
  const time = new Date(`${day}T${h}:${m}:${s}.${ms}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** A stored object's body as a stream (local disk and S3 give streams; tests may give bytes). */
export const bodyStream = (object: StoredObject): Readable =>
  Buffer.isBuffer(object.body) ? Readable.from([object.body]) : object.body;

/**
 * A backup's entry in the list (docs/product/backups.md), and whether this install made it (its
 * signature holds).
 */
export function presentBackup(
  key: string,
  size: number,
  manifest: Manifest,
  madeHere: boolean,
): BackupEntry {
  const createdAt = new Date(manifest.createdAt);
  const { counts } = manifest;
  return {
    filename: key.slice(BACKUP_PREFIX.length),
    s3URL: key,
    type: manifest.kind,
    action: BACKUP_ACTIONS[manifest.kind],
    createdAt: createdAt.toISOString(),
    formattedDate: formatBackupDate(createdAt),
    formattedTime: formatBackupTime(createdAt),
    size,
    sizeFormatted: formatBytes(size),
    madeHere,
    stats:
      manifest.kind === 'evidence'
        ? { totalItems: counts.rows }
        : { mainCollectionCount: counts.main, tempCollectionCount: counts.temp },
  };
}

/** Most manifests remembered; past it the oldest are read again when listed. */
const MAX_REMEMBERED = 1000;

/**
 * The backups in storage, each described by its own manifest. A manifest is read once per
 * archive (archives never change: a key names one backup for good), so listing again is one
 * storage listing. Files under backups/ that are not our archives are left out.
 */
export class BackupCatalog {
  private readonly manifests = new Map<string, { size: number; manifest: Manifest | null }>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly signer: BackupSigner,
  ) {}

  /** Newest first in each list. */
  async organized(): Promise<Record<BackupType, BackupEntry[]>> {
    const listed = (await this.storage.list(BACKUP_PREFIX)).filter((o) => isBackupKey(o.key));
    const entries: BackupEntry[] = [];
    for (const object of listed) {
      const manifest = await this.manifestOf(object.key, object.size);
      if (manifest) {
        const madeHere = this.signer.verify(manifest);
        entries.push(presentBackup(object.key, object.size, manifest, madeHere));
      }
    }
    entries.sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.s3URL.localeCompare(b.s3URL),
    );
    return {
      evidence: entries.filter((e) => e.type === 'evidence'),
      articles: entries.filter((e) => e.type === 'articles'),
    };
  }

  /** An archive's manifest (null: not ours), so the next listing need not read it again. */
  remember(key: string, size: number, manifest: Manifest | null): void {
    if (this.manifests.size >= MAX_REMEMBERED) {
      this.manifests.delete(this.manifests.keys().next().value!);
    }
    this.manifests.set(key, { size, manifest });
  }

  /**
   * Where an archive came from: this install (its signature holds), somewhere else, not one of
   * our archives at all (a restore refuses it with the reason), or missing.
   */
  async origin(key: string): Promise<'missing' | 'notOurs' | 'madeHere' | 'notMadeHere'> {
    const info = await this.storage.headObject(key);
    if (!info) return 'missing';
    const manifest = await this.manifestOf(key, info.size);
    if (!manifest) return 'notOurs';
    return this.signer.verify(manifest) ? 'madeHere' : 'notMadeHere';
  }

  forget(key: string): void {
    this.manifests.delete(key);
  }

  /** An archive's manifest (null: not ours, or gone), read once per key and size. */
  async manifestOf(key: string, size: number): Promise<Manifest | null> {
    const known = this.manifests.get(key);
    if (known && known.size === size) return known.manifest;
    const object = await this.storage.getObject(key);
    const manifest = object
      ? await readManifest(bodyStream(object), parseCollectionManifest(null))
      : null;
    this.remember(key, size, manifest);
    return manifest;
  }
}

/** The time of the newest backup of either kind (Platform Statistics' 'last backup'), or null. */
export async function latestBackupAt(storage: ObjectStorage): Promise<string | null> {
  let latest: Date | null = null;
  for (const object of await storage.list(BACKUP_PREFIX)) {
    if (!isBackupKey(object.key)) continue;
    const time = backupTimeOf(object.key) ?? object.lastModified;
    if (!latest || time > latest) latest = time;
  }
  return latest?.toISOString() ?? null;
}
