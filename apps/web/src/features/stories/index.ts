/**
 * The stories feature's public face: the open story's store and hooks, its save status and
 * notices, and the stories API client for lists. Other features import only from here.
 */
export { storyStore, type StoryDraft, type StoryStore } from './storyStore';
export type { LiveLink, LiveUndo } from './storyModel';
export { useStory } from './useStory';
export { useUnsavedWarning } from './useUnsavedWarning';
export { SaveStatus } from './SaveStatus';
export { PresenceAvatars } from './PresenceAvatars';
export { usePresence } from './usePresence';
export { peopleOf, type Member } from './presence';
export { StoryNotices } from './StoryNotices';
export { ReplacedNotices } from './ReplacedNotices';
export { STORY_UI_MESSAGES } from './messages';
export { deleteStory, listStories, updateStory } from './api';
