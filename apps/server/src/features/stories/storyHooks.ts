import type { Db } from '../../platform/db/client';
import type { ObjectStorage } from '../../platform/storage/storage';

/**
 * What creating and deleting a story asks of the features around it (class links, videos). The
 * app hands these in at start (composition/storyHooks.ts), so stories depend on neither: those
 * features read the stories table, and a circle between them would follow.
 */
export type StoryHooks = {
  /** The class link the user arrived through, for a story created without a tracking id. */
  pendingTrackingId: (db: Db, userId: string) => Promise<string | null>;
  /** A story now exists with this tracking id (counts it on the class link). */
  storyCreated: (db: Db, storyId: string, trackingId: string | null) => Promise<unknown>;
  /** A story was deleted: remove the files other features made of it (its videos). */
  storyDeleted: (storage: ObjectStorage, userId: string, storyId: string) => Promise<unknown>;
};
