export { deleteStoryVideoFiles, videoFileOf } from './videoService';
export { videoRetention } from './retention';
