export { default as videoRoutes } from './routes';
export { deleteStoryVideoFiles } from './videoService';
export { registerVideoJobs } from './jobHandlers';
