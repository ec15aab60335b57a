export { attachStoryToLink, userLinkTrackingId } from './customLinkService';
