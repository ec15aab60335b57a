import type { Story, StorySummary } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import type { ObjectStorage } from '../../platform/storage/storage';

/**
 * What creating, saving and deleting a story asks of the features around it (class links, videos,
 * shared documents). The
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
  /**
   * An API client saved the story (PUT or PATCH): a shared document that is open takes it too.
   * `load` reads the saved story, called only when such a document is open (saves stay cheap).
   */
  storySaved: (storyId: string, load: () => Promise<Story>) => Promise<unknown>;
  /** A co-author left or was removed: their open connections to the story close. */
  memberRemoved: (storyId: string, userId: string) => Promise<unknown>;
  /**
   * Handed in and waiting for feedback (docs/product/feedback.md): the story is read-only for its
   * authors, so a PUT or PATCH is refused.
   */
  isHandedIn: (db: Db, storyId: string) => Promise<boolean>;
  /** The latest hand-in of each story, for the story list's badge. */
  handinStatuses: (
    db: Db,
    storyIds: readonly string[],
  ) => Promise<ReadonlyMap<string, NonNullable<StorySummary['handin']>>>;
};
