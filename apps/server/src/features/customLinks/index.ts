export {
  attachStoryToLink,
  createLink,
  openLink,
  rememberUserLink,
  userLinkTrackingId,
} from './customLinkService';
export { customLinks, linkOpenings, linkRoster, linkStories, linkTeachers } from './tables';
export { addLinkTeacher, isLinkCoTeacher } from './linkTeachers';
export {
  classView,
  type ClassFeedback,
  type ClassStoryFeedback,
  type Viewer,
} from './classViewService';
