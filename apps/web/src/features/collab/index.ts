/**
 * Live editing's connection in the browser (docs/product/group-work.md): one story's shared
 * document, kept in IndexedDB and synced with the server. Loaded on first use (it brings Yjs).
 */
export {
  CollabSession,
  keptDocumentName,
  type Connection,
  type ReadyResult,
  type SessionEnd,
  type SessionOptions,
  type SessionStatus,
} from './collabSession';
