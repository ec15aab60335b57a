export { createLiveDocuments, type LiveDocuments } from './liveDocuments';
