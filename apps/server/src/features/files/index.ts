export { confirmPendingUploads, searchEvidenceImages, searchUserUploads } from './imageLibrary';
export { default as fileRoutes } from './routes';
export { images } from './tables';
