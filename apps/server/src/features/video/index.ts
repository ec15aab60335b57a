export { deleteStoryVideoFiles } from './videoService';
