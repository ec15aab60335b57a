export { storyForChat } from './storyService';
export { stories } from './tables';
export type { StoryHooks } from './storyHooks';
