/**
 * The stories feature's public face: the open story's store and hooks, autosave with its status and
 * conflict dialog, and the stories API client for lists. Other features import only from here.
 */
export { storyStore, type StoryDraft, type StoryStore } from './storyStore';
export type { LiveLink, LiveUndo } from './storyModel';
export { useStory } from './useStory';
export { useAutosave } from './useAutosave';
export { SaveStatus } from './SaveStatus';
export { PresenceAvatars } from './PresenceAvatars';
export { usePresence } from './usePresence';
export { peopleOf, type Member } from './presence';
export { StoryNotices } from './StoryNotices';
export { ReplacedNotices } from './ReplacedNotices';
export { STORY_UI_MESSAGES } from './messages';
export { deleteStory, listStories, updateStory } from './api';
