import { attachStoryToLink, userLinkTrackingId } from '../features/customLinks';
import type { StoryHooks } from '../features/stories';
import { deleteStoryVideoFiles } from '../features/video';

/** Class links count the stories started through them; a deleted story's videos go with it. */
export const storyHooks: StoryHooks = {
  pendingTrackingId: userLinkTrackingId,
  storyCreated: attachStoryToLink,
  storyDeleted: deleteStoryVideoFiles,
};
