import { attachStoryToLink, userLinkTrackingId } from '../features/customLinks';
import type { LiveDocuments } from '../features/collab';
import type { StoryHooks } from '../features/stories';
import { deleteStoryVideoFiles } from '../features/video';
import { handinStatuses, isHandedIn } from '../features/feedback';
import { deleteSavedChartFiles } from '../features/savedCharts';

/**
 * Class links count the stories started through them; a deleted story's videos and saved chart
 * pictures go with it and its
 * open shared document closes; an API save reaches an open shared document; a story handed in
 * for feedback is read-only, and the list shows its latest hand-in.
 */
export function storyHooksFor(documents: LiveDocuments): StoryHooks {
  return {
    pendingTrackingId: userLinkTrackingId,
    storyCreated: attachStoryToLink,
    storyDeleted: async (storage, userId, storyId) => {
      await documents.closeStory(storyId);
      await deleteStoryVideoFiles(storage, userId, storyId);
      await deleteSavedChartFiles(storage, storyId);
    },
    storySaved: (storyId, load) => documents.applyStory(storyId, load),
    memberRemoved: (storyId, userId) => documents.closeMember(storyId, userId),
    isHandedIn,
    handinStatuses,
  };
}
