import { attachStoryToLink, userLinkTrackingId } from '../features/customLinks';
import type { StoryHooks } from '../features/stories';
import { deleteStoryVideoFiles } from '../features/video';

/** Class links count the stories started through them; a deleted story's videos go with it. */
export const storyHooks: StoryHooks = {
  pendingTrackingId: userLinkTrackingId,
  storyCreated: async (db, storyId, trackingId) => {
    await attachStoryToLink(db, storyId, trackingId);
  },
  storyDeleted: deleteStoryVideoFiles,
};
