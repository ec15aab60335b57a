import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';

/** A client's connection as the documents see it: the protocol layer (connection.ts) makes one. */
export type Peer = {
  userId: string;
  /** The hash of the session the connection was opened with: it closes when that session ends. */
  sessionHash: string | null;
  send(message: Uint8Array): void;
  close(code: number, reason: string): void;
  /** Sync messages with changes (step 2 or update) handled from this client so far. */
  received: number;
  /**
   * Tells the client that the first `count` of its change messages are in the database: a client
   * that sent no more than that may show "Saved".
   */
  saved(count: number): void;
};

/**
 * Close codes a client can tell apart (docs/product/group-work.md, "The connection"); a message
 * over the size limit is closed by the WebSocket library itself with 1009.
 */
export const CLOSE = {
  /**
   * The session ended (signed out, suspended, password reset): not a final ending, so the client
   * tries again, is refused (401) and tells the pupil to sign in again.
   */
  signedOut: 4001,
  malformed: 4400,
  removed: 4403,
  storyDeleted: 4410,
  /**
   * The story was handed in to the teacher (docs/product/feedback.md): read-only for its authors
   * until it is returned, so a connection that sends a change is closed.
   */
  handedIn: 4423,
  flooding: 4429,
} as const;

/** One story's document while anyone has it open. */
export type LiveDocument = {
  storyId: string;
  doc: Y.Doc;
  awareness: Awareness;
  /** Each peer with the awareness client ids it announced (removed when it leaves). */
  peers: Map<Peer, Set<number>>;
  /** The hash of the state this server last loaded or stored (documentStore.ts). */
  storedHash: string | null;
  /** Handed in and waiting for feedback: changes are refused (CLOSE.handedIn), reading is not. */
  readOnly: boolean;
};
