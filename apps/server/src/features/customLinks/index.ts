export {
  attachStoryToLink,
  createLink,
  openLink,
  rememberUserLink,
  userLinkTrackingId,
} from './customLinkService';
export { customLinks, linkRoster, linkStories } from './tables';
export {
  classView,
  type ClassFeedback,
  type ClassStoryFeedback,
  type Viewer,
} from './classViewService';
