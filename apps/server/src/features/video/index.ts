export { deleteStoryVideoFiles, videoFileOf } from './videoService';
