export { attachStoryToLink, userLinkTrackingId } from './customLinkService';
export { default as customLinkRoutes } from './routes';
