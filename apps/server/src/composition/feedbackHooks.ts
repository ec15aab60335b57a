import type { LiveDocuments } from '../features/collab';
import type { FeedbackHooks } from '../features/feedback';

/**
 * A hand-in meets the shared documents (docs/product/feedback.md, "Handing in"): an open one is
 * frozen and stored before the snapshot, its connections close once the story is handed in, and
 * it takes changes again when the story is returned.
 */
export function feedbackHooksFor(documents: LiveDocuments): FeedbackHooks {
  return {
    freezeStory: (storyId) => documents.freeze(storyId),
    storyHandedIn: (storyId) => documents.closeHandedIn(storyId),
    thawStory: (storyId) => documents.thaw(storyId),
  };
}
