import { and, desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { ImageSearchItem, UploadImageType, UploadPurpose } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { images } from './tables';
import { PUT_URL_TTL_SECONDS, type ObjectStorage } from '../../platform/storage/storage';
import { evidenceCollection } from '../evidence';
import { textSearch } from '../../platform/search/queries';
import { textSearchAndThenAny, textSearchTerms } from '../../platform/search/textQuery';

/**
 * The app's own image library: what users uploaded (each sees only their own) and the evidence
 * charts. Upload rows are written when the upload URL is issued, because only that request knows
 * the user and the file name, and become 'ready' once the bytes are stored (see schema.ts).
 */

/** Pending rows checked per search; more wait for the next one. */
const CONFIRM_BATCH = 20;
/** A pending row this old whose object never arrived is dropped: its upload URL has expired. */
const PENDING_GRACE_MS = (PUT_URL_TTL_SECONDS + 60) * 1000;

export type NewUpload = {
  userId: string;
  key: string;
  fileUrl: string;
  contentType: UploadImageType;
  filename: string;
  purpose: UploadPurpose;
};

export async function recordPendingUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.insert(images).values({
    userId: upload.userId,
    storageKey: upload.key,
    fileUrl: upload.fileUrl,
    contentType: upload.contentType,
    originalFilename: upload.filename,
    purpose: upload.purpose,
  });
}

/** Pixel size from the image header; undefined when the bytes cannot be read. */
async function dimensionsOf(bytes: Buffer): Promise<{ width?: number; height?: number }> {
  try {
    const { width, height } = await sharp(bytes, { animated: false }).metadata();
    return { width, height };
  } catch {
    return {};
  }
}

/** Marks an upload stored (the local adapter's PUT), with its size and pixel dimensions. */
export async function markUploadStored(db: Db, key: string, bytes: Buffer): Promise<void> {
  const { width, height } = await dimensionsOf(bytes);
  await db
    .update(images)
    .set({ status: 'ready', size: bytes.length, width: width ?? null, height: height ?? null })
    .where(eq(images.storageKey, key));
}

/**
 * Settles a user's pending uploads: those whose object exists become ready (the S3 path, where
 * the browser PUTs to the bucket and the app never sees it), those whose URL expired unused go.
 */
export async function confirmPendingUploads(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  now = Date.now(),
): Promise<void> {
  const pending = await db
    .select({ id: images.id, key: images.storageKey, createdAt: images.createdAt })
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.status, 'pending')))
    .orderBy(desc(images.createdAt))
    .limit(CONFIRM_BATCH);
  const expired: string[] = [];
  for (const row of pending) {
    const info = await storage.headObject(row.key);
    if (info) {
      await db
        .update(images)
        .set({ status: 'ready', size: info.size })
        .where(eq(images.id, row.id));
    } else if (row.createdAt.getTime() < now - PENDING_GRACE_MS) {
      expired.push(row.id);
    }
  }
  if (expired.length > 0) {
    await db.delete(images).where(inArray(images.id, expired));
  }
}

type Page = { limit: number; offset: number };

/** The caller's ready library uploads matching the query (file name, alt text), best first. */
export async function searchUserUploads(
  db: Db,
  userId: string,
  query: string,
  page: Page,
  options: { gifsOnly?: boolean } = {},
): Promise<ImageSearchItem[]> {
  const rows = await textSearchAndThenAny(query, (tsquery) => {
    const { where, rank } = textSearchTerms(images.searchVector, tsquery);
    return db
      .select({
        fileUrl: images.fileUrl,
        filename: images.originalFilename,
        altText: images.altText,
        width: images.width,
        height: images.height,
      })
      .from(images)
      .where(
        and(
          eq(images.userId, userId),
          eq(images.status, 'ready'),
          eq(images.purpose, 'image'),
          options.gifsOnly ? eq(images.contentType, 'image/gif') : undefined,
          where,
        ),
      )
      .orderBy(desc(rank), desc(images.createdAt), desc(images.id))
      .limit(page.limit)
      .offset(page.offset);
  });
  return rows.map((row) => ({
    title: row.altText || row.filename,
    link: row.fileUrl,
    thumbnailLink: row.fileUrl,
    source: 'library' as const,
    ...(row.width ? { width: row.width } : {}),
    ...(row.height ? { height: row.height } : {}),
  }));
}

/** Evidence charts and images matching the query (label, description ... via their tsvector). */
export async function searchEvidenceImages(
  db: Db,
  query: string,
  page: Page,
): Promise<ImageSearchItem[]> {
  const items = await textSearch(db, evidenceCollection, query, page.offset + page.limit);
  return items
    .slice(page.offset)
    .filter((item) => item.imageURL)
    .map((item) => ({
      title: item.label,
      link: item.imageURL!,
      thumbnailLink: item.imageURL!,
      source: 'library' as const,
      ...(item.width ? { width: item.width } : {}),
      ...(item.height ? { height: item.height } : {}),
    }));
}
