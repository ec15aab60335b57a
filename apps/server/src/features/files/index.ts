export { confirmPendingUploads, searchEvidenceImages, searchUserUploads } from './imageLibrary';
export { images } from './tables';
