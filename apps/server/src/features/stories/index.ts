export { storyForChat } from './storyService';
export { stories } from './tables';
export type { StoryHooks } from './storyHooks';
export { storyAccessibleBy } from './access';
export { storyMembers } from './members/tables';
