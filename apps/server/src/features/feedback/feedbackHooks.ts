/**
 * What a hand-in asks of the shared documents (features/collab) and of a learning platform
 * (features/lti), handed in at start (composition/feedbackHooks.ts) so that feedback depends on
 * neither.
 */
export type FeedbackHooks = {
  /** Before the snapshot: an open shared document takes no more changes and is stored. */
  freezeStory: (storyId: string) => Promise<unknown>;
  /** Handed in: open connections to the story close (they may reconnect to read). */
  storyHandedIn: (storyId: string) => Promise<unknown>;
  /** Returned (or the hand-in failed): the open document takes changes again. */
  thawStory: (storyId: string) => Promise<unknown>;
  /** Returned by the teacher: its score may go to a learning platform (composition/). */
  handinReturned: (handinId: string) => Promise<unknown>;
};

/** For a server without shared documents (and tests of the services alone). */
export const noFeedbackHooks: FeedbackHooks = {
  freezeStory: async () => {},
  storyHandedIn: async () => {},
  thawStory: async () => {},
  handinReturned: async () => {},
};
