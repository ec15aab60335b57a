import type { Readable } from 'node:stream';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  EVIDENCE_SCAN_MESSAGES,
  type EvidenceDuplicatesResponse,
  type EvidenceMissingImagesResponse,
  type MissingImageItem,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { evidence } from './tables';
import { HttpError } from '../../platform/http/errors';
import { isPerceptualHash, perceptualHash } from '../../platform/images/perceptualHash';
import { greyThumbnail, samePicture } from '../../platform/images/pixelCompare';
import { isValidKey, type ObjectStorage } from '../../platform/storage/storage';
import { groupDuplicates, type ScannedItem } from './duplicateGroups';
import { adminEvidenceColumns, presentAdminEvidence } from './evidenceAdminService';
import { FILES_PREFIX } from '../../platform/storage/storage';

/**
 * Hashes at most this far apart are compared pixel by pixel. Re-encoded copies of one chart
 * measured up to 13 apart (JPEG at half size), while charts on one template start at 8, so the
 * hash alone cannot decide; it only picks which pairs to compare (docs/decisions/0017).
 */
export const DUPLICATE_HASH_MAX_DISTANCE = 12;
/** Images read from storage at once: enough to overlap S3 round trips, gentle on a 2-core host. */
const SCAN_CONCURRENCY = 4;
/** Bigger files are not read (a chart is rarely over 5 MB); they are counted as unreadable. */
const MAX_SCANNED_IMAGE_BYTES = 25 * 1024 * 1024;

const scanColumns = {
  ...adminEvidenceColumns,
  imageKey: evidence.imageKey,
  imageHash: evidence.imageHash,
};
type ScanRow = { [K in keyof typeof scanColumns]: (typeof evidence.$inferSelect)[K] };

const mainItems = (db: Db) =>
  db.select(scanColumns).from(evidence).where(eq(evidence.status, 'main'));

/** Where in our storage an item's image is: its key, else the key in its /files/ address. */
export function storageKeyOf(row: { imageKey: string | null; imageUrl: string | null }) {
  const key =
    row.imageKey ??
    (row.imageUrl?.startsWith(FILES_PREFIX) ? row.imageUrl.slice(FILES_PREFIX.length) : null);
  return key && isValidKey(key) ? key : null;
}

/** Runs `task` over `items` with at most `limit` running at once. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The stored bytes of an image, or null when absent, too big or unreadable. */
async function readStoredImage(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  try {
    const object = await storage.getObject(key);
    if (!object) return null;
    if (Buffer.isBuffer(object.body)) return object.body;
    if (object.size > MAX_SCANNED_IMAGE_BYTES) {
      object.body.destroy();
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.body as Readable) {
      size += (chunk as Buffer).length;
      if (size > MAX_SCANNED_IMAGE_BYTES) {
        object.body.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

/**
 * Groups Evidence-Main items that are one chart (docs/product/admin-evidence.md, Scans): the same
 * original URL, or the same picture at another address. Items without a perceptual hash get one
 * now, from their stored image, and keep it; an image that cannot be read is skipped (counted, not
 * an error) and its item is still grouped by original URL. Pairs whose hashes are close are then
 * compared pixel by pixel, so charts drawn on one template are not taken for copies.
 */
export async function scanDuplicates(
  db: Db,
  storage: ObjectStorage,
  log: FastifyBaseLogger,
): Promise<EvidenceDuplicatesResponse> {
  const rows: ScanRow[] = await mainItems(db).orderBy(asc(evidence.createdAt), asc(evidence.id));
  const thumbnails = new Map<string, Buffer | null>();
  const unreadable = new Set<string>();

  /** Reads an item's image once per scan; fills its thumbnail (null when unreadable). */
  const readPicture = async (row: ScanRow) => {
    const key = storageKeyOf(row);
    const bytes = key ? await readStoredImage(storage, key) : null;
    if (!bytes) return null;
    try {
      thumbnails.set(row.id, await greyThumbnail(bytes));
      return bytes;
    } catch {
      return null;
    }
  };

  const unhashed = rows.filter((r) => !r.imageHash || !isPerceptualHash(r.imageHash));
  await forEachLimited(unhashed, SCAN_CONCURRENCY, async (row) => {
    const bytes = await readPicture(row);
    const hash = bytes ? await perceptualHash(bytes).catch(() => null) : null;
    if (!hash) {
      unreadable.add(row.id);
      thumbnails.set(row.id, null);
      return;
    }
    row.imageHash = hash;
    // Kept for the next scan; updatedAt stays: the item itself did not change.
    await db.update(evidence).set({ imageHash: hash }).where(eq(evidence.id, row.id));
  });
  if (unhashed.length > 0) {
    log.info(
      { hashed: unhashed.length - unreadable.size, unreadable: unreadable.size },
      'duplicate scan hashed images',
    );
  }

  const items: ScannedItem[] = rows.map((row) => ({
    id: row.id,
    originalUrl: row.originalUrl,
    imageHash: unreadable.has(row.id) ? null : row.imageHash,
  }));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const groups = await groupDuplicates(items, {
    maxHashDistance: DUPLICATE_HASH_MAX_DISTANCE,
    prepare: (ids) =>
      forEachLimited(
        ids.filter((id) => !thumbnails.has(id)),
        SCAN_CONCURRENCY,
        async (id) => {
          if (!(await readPicture(byId.get(id)!))) thumbnails.set(id, null);
        },
      ),
    same: (a, b) => {
      const [left, right] = [thumbnails.get(a), thumbnails.get(b)];
      return Boolean(left && right && samePicture(left, right));
    },
  });

  const duplicateGroups = groups.map((group) => ({
    originalURL: group.originalUrl,
    match: group.match,
    items: group.ids.map((id) => ({
      ...presentAdminEvidence(byId.get(id)!),
      duplicateCount: group.ids.length,
    })),
  }));
  const totalDuplicates = duplicateGroups.reduce((sum, g) => sum + g.items.length - 1, 0);
  return {
    success: true,
    duplicateGroups,
    totalDuplicates,
    unreadableImages: unreadable.size,
    message:
      duplicateGroups.length === 0
        ? EVIDENCE_SCAN_MESSAGES.noDuplicates
        : EVIDENCE_SCAN_MESSAGES.duplicatesFound(duplicateGroups.length, totalDuplicates),
  };
}

/** Why an item's image is not in our storage, or null when its stored file is there. */
async function missingReason(
  storage: ObjectStorage,
  row: ScanRow,
): Promise<MissingImageItem['missingReason'] | null> {
  if (!row.imageUrl && !row.imageKey) return 'noImageUrl';
  const key = storageKeyOf(row);
  if (!key) return /^https?:\/\//i.test(row.imageUrl ?? '') ? 'notInStorage' : 'fileMissing';
  return (await storage.headObject(key)) ? null : 'fileMissing';
}

/**
 * Evidence-Main items without a stored image (docs/product/admin-evidence.md, Scans): no image
 * address, a stored file that is gone, or an image only at an outside address. Newest first.
 * Storage that cannot be asked is a 503, not a list of everything as missing.
 */
export async function scanMissingImages(
  db: Db,
  storage: ObjectStorage,
  log: FastifyBaseLogger,
): Promise<EvidenceMissingImagesResponse> {
  const rows: ScanRow[] = await mainItems(db).orderBy(desc(evidence.createdAt), desc(evidence.id));
  const reasons = new Map<string, MissingImageItem['missingReason']>();
  try {
    await forEachLimited(rows, SCAN_CONCURRENCY * 2, async (row) => {
      const reason = await missingReason(storage, row);
      if (reason) reasons.set(row.id, reason);
    });
  } catch (err) {
    log.error({ err }, 'missing-image scan could not read storage');
    throw new HttpError(503, EVIDENCE_SCAN_MESSAGES.storageUnavailable);
  }
  const items = rows
    .filter((row) => reasons.has(row.id))
    .map((row) => ({ ...presentAdminEvidence(row), missingReason: reasons.get(row.id)! }));
  return {
    success: true,
    items,
    message:
      items.length === 0
        ? EVIDENCE_SCAN_MESSAGES.noMissing
        : EVIDENCE_SCAN_MESSAGES.missingFound(items.length),
  };
}
