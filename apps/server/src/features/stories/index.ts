export { default as storyRoutes } from './routes';
export { storyForChat } from './storyService';
export { stories } from './tables';
export type { StoryHooks } from './storyHooks';
