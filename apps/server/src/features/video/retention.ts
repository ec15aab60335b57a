import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { RetentionHandler } from '../../platform/privacy/retention';
import type { ObjectStorage } from '../../platform/storage/storage';
import { videos } from './tables';

/**
 * Rendered videos' part in the retention job: a video made before the cutoff goes, its MP4 and
 * captions first and then its row. A video is never changed after its render, so its age is its
 * creation; rendering the story again makes a new one. Files go before the row, so a storage
 * failure leaves the row (and the run's error) for the next run rather than files nobody lists.
 */
export function videoRetention(db: Db, storage: ObjectStorage): RetentionHandler {
  return {
    kind: 'videos',
    deleteBefore: async (cutoff) => {
      const old = await db
        .select({ id: videos.id, videoKey: videos.videoKey, captionsKey: videos.captionsKey })
        .from(videos)
        .where(lt(videos.createdAt, cutoff));
      let deleted = 0;
      for (const video of old) {
        await storage.deleteObject(video.videoKey);
        if (video.captionsKey) await storage.deleteObject(video.captionsKey);
        deleted += (
          await db.delete(videos).where(eq(videos.id, video.id)).returning({ id: videos.id })
        ).length;
      }
      return deleted;
    },
    ownersBefore: async (cutoff) =>
      (
        await db
          .selectDistinct({ userId: videos.userId })
          .from(videos)
          .where(lt(videos.createdAt, cutoff))
      ).map((row) => row.userId),
  };
}
