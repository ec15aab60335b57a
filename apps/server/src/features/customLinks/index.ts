export { attachStoryToLink, userLinkTrackingId } from './customLinkService';
export { customLinks, linkStories } from './tables';
