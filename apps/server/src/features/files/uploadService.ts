import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_ACTIONS,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  resolveUploadType,
  sniffImageType,
  type PresignedUrlRequest,
  type PresignedUrlResponse,
  type UploadImageType,
} from '@dsb/core';
import { HttpError, badRequest } from '../../platform/http/errors';
import type { Db } from '../../platform/db/client';
import { fileUrlFor, type ObjectStorage } from '../../platform/storage/storage';
import { recordActivity } from '../../platform/activity/activityService';
import { recordPendingUpload } from './imageLibrary';

/**
 * Issues an upload URL for one image. The key is a random UUID under the user's folder: nothing of
 * the file name reaches the key, and nobody can guess another pupil's file from its address.
 */
export async function createUpload(
  storage: ObjectStorage,
  db: Db,
  userId: string,
  input: PresignedUrlRequest,
): Promise<PresignedUrlResponse> {
  const resolved = resolveUploadType(input.filename, input.contentType);
  if ('error' in resolved) throw badRequest(resolved.error);
  const key = `uploads/${userId}/${randomUUID()}.${UPLOAD_IMAGE_TYPES[resolved.type]}`;
  const presignedUrl = await storage.presignPut(key, resolved.type);
  const fileUrl = fileUrlFor(key);
  // Recorded now: the PUT that follows carries neither the user nor the file name (imageLibrary).
  await recordPendingUpload(db, {
    userId,
    key,
    fileUrl,
    contentType: resolved.type,
    filename: input.filename,
    purpose: input.purpose ?? 'image',
  });
  // A person's uploads are data operations; slide previews are made by the app, not the person.
  if ((input.purpose ?? 'image') === 'image') {
    await recordActivity(db, userId, ACTIVITY_ACTIONS.upload, {
      filename: input.filename,
      fileUrl,
    });
  }
  return { presignedUrl, fileUrl };
}

/** Stores the bytes of a signed upload once they are checked to be the image type it was issued for. */
export async function storeUpload(
  storage: ObjectStorage,
  key: string,
  contentType: UploadImageType,
  bytes: Buffer,
): Promise<void> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  // The declared type is only a claim: an "image/png" that is really HTML must not be stored.
  if (sniffImageType(bytes) !== contentType) {
    throw new HttpError(415, UPLOAD_MESSAGES.notThatImage(contentType));
  }
  await storage.putObject(key, bytes, contentType);
}
