export { findStoryFields, getStory, saveStoryFromDocument, storyForChat } from './storyService';
export { findAccessibleStory } from './access';
export { stories } from './tables';
export type { StoryHooks } from './storyHooks';
export { storyAccessibleBy } from './access';
export { storyMemberActivity, storyMembers } from './members/tables';
export { inactiveStoryRetention, type InactiveStoryDeps } from './retention';
