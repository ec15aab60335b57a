export { confirmPendingUploads, searchEvidenceImages, searchUserUploads } from './imageLibrary';
export { images } from './tables';
export type { FileGate, FileViewer } from './fileGate';
