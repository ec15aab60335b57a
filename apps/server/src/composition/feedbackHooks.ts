import type { LiveDocuments } from '../features/collab';
import type { FeedbackHooks } from '../features/feedback';

/**
 * A hand-in meets the shared documents (docs/product/feedback.md, "Handing in"): an open one is
 * frozen and stored before the snapshot, its connections close once the story is handed in, and
 * it takes changes again when the story is returned. A returned hand-in's score goes to the
 * learning platform's gradebook where the class came from one (docs/product/lti.md, "Grades").
 */
export function feedbackHooksFor(
  documents: LiveDocuments,
  grades: Pick<FeedbackHooks, 'handinReturned'>,
): FeedbackHooks {
  return {
    freezeStory: (storyId) => documents.freeze(storyId),
    storyHandedIn: (storyId) => documents.closeHandedIn(storyId),
    thawStory: (storyId) => documents.thaw(storyId),
    handinReturned: grades.handinReturned,
  };
}
