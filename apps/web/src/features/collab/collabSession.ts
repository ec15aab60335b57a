import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import { INDEXED_DB_PREFIXES } from '@dsb/core';
import { frameSocketParams } from '../lti';

/** The server's message: how many of this connection's changes are in the database. */
const MESSAGE_SAVED = 100;
/** y-websocket's sync message, and its kinds that carry changes (step 2, update). */
const MESSAGE_SYNC = 0;
const CARRIES_CHANGES = new Set([1, 2]);

/** Close codes the server ends a connection with (docs/product/group-work.md, "The connection"). */
const ENDINGS: Record<number, SessionEnd> = {
  4400: 'malformed',
  4403: 'removed',
  4410: 'deleted',
  // Handed in (docs/product/feedback.md): read-only until the teacher returns it.
  4423: 'handedIn',
};
/** How long connecting waits for the copy kept in this browser to be read. */
const KEPT_READ_WAIT_MS = 3000;
/** Too many messages: the server asks for a pause, not an end. */
const CLOSE_FLOODING = 4429;

export type SessionEnd = 'malformed' | 'removed' | 'deleted' | 'handedIn';
export type Connection = 'connecting' | 'online' | 'offline';

export type SessionStatus = {
  connection: Connection;
  /** Changes made in this browser that the database does not hold yet. */
  pending: boolean;
  /** This browser keeps the document (IndexedDB), so nothing pending is lost with the tab. */
  keptOnDevice: boolean;
  /**
   * The server ended the session for good (removed from the story, story deleted, or handed in:
   * no reconnecting).
   */
  ended: SessionEnd | null;
  /** Connection attempts that failed in a row (reset once a connection synced). */
  failures: number;
};

export type ReadyResult = 'synced' | 'local' | 'failed';

export type SessionOptions = {
  /** The WebSocket base, e.g. ws://host/api/collab. */
  url: string;
  /** Names this browser's kept copy (per user and story: a shared computer keeps them apart). */
  deviceKey: string;
  /** False where IndexedDB is not wanted (tests) or not available. */
  keepOnDevice?: boolean;
  WebSocketImpl?: typeof WebSocket;
};

/** The name of a story's copy kept in this browser's IndexedDB. */
export const keptDocumentName = (deviceKey: string) =>
  `${INDEXED_DB_PREFIXES.keptStory}${deviceKey}`;

/**
 * On a lost connection the provider removes everyone else's presence but remembers each one's
 * clock, so the very same states the server sends on reconnecting would be ignored until each
 * browser renews its own (up to 15 s later): the others' avatars would be missing meanwhile.
 * Forgetting those clocks lets the server's states show at once.
 */
function forgetOthersClocks(awareness: WebsocketProvider['awareness']): void {
  for (const clientId of [...awareness.meta.keys()]) {
    if (clientId !== awareness.clientID && !awareness.states.has(clientId))
      awareness.meta.delete(clientId);
  }
}

/**
 * Announces this browser's presence again with a new clock. The server forgets a browser's
 * presence when its connection drops but remembers the clock, so the same state announced again
 * on reconnecting is ignored there and by the others until the browser renews it (up to 15 s).
 */
function renewPresence(awareness: WebsocketProvider['awareness']): void {
  const state = awareness.getLocalState();
  if (state) awareness.setLocalState({ ...state });
}

/**
 * One story's shared document in this browser: kept in IndexedDB and synced with the server over
 * y-websocket (docs/product/group-work.md). It knows whether the database holds this browser's
 * changes: it counts the change messages it sends on a connection, and after each save the server
 * says how many of them it stored.
 */
export class CollabSession {
  readonly doc = new Y.Doc();
  readonly provider: WebsocketProvider;
  /** Who is in the story (the awareness part of the protocol). */
  get awareness(): WebsocketProvider['awareness'] {
    return this.provider.awareness;
  }
  private readonly kept: IndexeddbPersistence | null;
  /** Change messages sent on this connection, and how many the server said it stored. */
  private sent = 0;
  private acked = 0;
  /** Changes made (or kept) here while not connected: the next connection's catch-up sends them. */
  private unsent = false;
  private destroyed = false;
  private readonly listeners = new Set<(status: SessionStatus) => void>();
  status: SessionStatus;

  constructor(storyId: string, options: SessionOptions) {
    this.kept = options.keepOnDevice === false ? null : keepInBrowser(options.deviceKey, this.doc);
    this.status = {
      connection: 'connecting',
      pending: false,
      keptOnDevice: this.kept !== null,
      ended: null,
      failures: 0,
    };
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      // What came from the server is the server's. A change made here while connected is sent at
      // once (and counted then); one made without a connection waits for the next catch-up.
      if (origin === this.provider || this.provider.wsconnected) return;
      this.unsent = true;
      this.refreshPending();
    });
    this.provider = new WebsocketProvider(options.url, storyId, this.doc, {
      connect: false,
      maxBackoffTime: 5000,
      // Inside a learning platform's iframe the socket sends no cookie: it carries the frame
      // token as a query field (docs/product/lti.md); the object follows renewals.
      params: frameSocketParams(),
      WebSocketPolyfill: this.countingSocket(options.WebSocketImpl ?? WebSocket),
      shouldReconnect: (event) => event.code === CLOSE_FLOODING || !(event.code in ENDINGS),
    });
    this.provider.messageHandlers[MESSAGE_SAVED] = (_encoder, decoder) => {
      this.acked = decoding.readVarUint(decoder);
      this.refreshPending();
    };
    this.provider.on('status', ({ status }) => {
      if (status === 'connected') {
        this.sent = 0; // each connection counts afresh
        this.acked = 0;
        this.update({ connection: 'online' });
      } else if (status === 'disconnected') {
        forgetOthersClocks(this.provider.awareness);
        this.update({ connection: 'offline' });
      }
    });
    // A connection counts as working once it synced: one that opens and closes at once failed.
    this.provider.on('sync', (synced: boolean) => {
      if (synced) renewPresence(this.provider.awareness);
      if (synced && this.status.failures > 0) this.update({ failures: 0 });
    });
    this.provider.on('connection-close', () => {
      // Sent but not known to be stored: the next connection's catch-up carries it again.
      if (this.sent > this.acked) this.unsent = true;
      this.refreshPending();
      this.update({
        connection: this.status.ended ? 'offline' : 'connecting',
        failures: this.status.failures + 1,
      });
    });
    this.provider.on('closed', ({ code }) =>
      this.update({ ended: ENDINGS[code] ?? 'malformed', connection: 'offline' }),
    );
    // The copy kept here is read before connecting, so it is sent with the first sync (a browser
    // whose storage does not answer is not waited for long).
    const keptRead = new Promise<void>((resolve) => {
      setTimeout(resolve, KEPT_READ_WAIT_MS);
      void (this.kept?.whenSynced ?? Promise.resolve()).finally(resolve);
    });
    void keptRead.then(() => {
      if (!this.destroyed) this.provider.connect();
    });
  }

  /**
   * Resolves once the document can be shown: 'synced' with the server's copy; 'local' when the
   * server cannot be reached but this browser kept a copy; 'failed' when there is neither (after
   * `timeoutMs`), or the server ended the session.
   */
  ready(timeoutMs = 10_000): Promise<ReadyResult> {
    return new Promise((resolve) => {
      const done = (result: ReadyResult) => {
        clearTimeout(timer);
        unsubscribe();
        this.provider.off('sync', onSync);
        resolve(result);
      };
      const onSync = (synced: boolean) => synced && done('synced');
      const hasCopy = () => this.doc.getArray('order').length > 0;
      const unsubscribe = this.subscribe((status) => {
        if (status.ended) done('failed');
        else if (status.failures > 0 && this.kept?.synced && hasCopy()) done('local');
      });
      const timer = setTimeout(
        () => done(hasCopy() && this.kept?.synced ? 'local' : 'failed'),
        timeoutMs,
      );
      if (this.provider.synced) done('synced');
      else this.provider.on('sync', onSync);
    });
  }

  /** Resolves true once the database holds every change made here, false after `timeoutMs`. */
  whenSaved(timeoutMs = 10_000): Promise<boolean> {
    if (!this.status.pending) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      const unsubscribe = this.subscribe((status) => {
        if (!status.pending) finish(true);
        else if (status.ended) finish(false);
      });
      function finish(saved: boolean) {
        clearTimeout(timer);
        unsubscribe();
        resolve(saved);
      }
    });
  }

  subscribe(listener: (status: SessionStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Disconnects; the copy kept in this browser stays (it is what offline work is merged from). */
  destroy(): void {
    this.destroyed = true;
    this.listeners.clear();
    this.provider.destroy();
    void this.kept?.destroy();
    this.doc.destroy();
  }

  private refreshPending(): void {
    const pending = this.unsent || this.sent > this.acked;
    if (pending !== this.status.pending) this.update({ pending });
  }

  /** The WebSocket class, counting the change messages this session sends. */
  private countingSocket(Base: typeof WebSocket): typeof WebSocket {
    const counted = (data: unknown) => {
      if (!(data instanceof Uint8Array) || data[0] !== MESSAGE_SYNC) return;
      if (!CARRIES_CHANGES.has(data[1] ?? -1)) return;
      if (data[1] === 1) this.unsent = false; // step 2: the catch-up with all the server lacks
      this.sent++;
      this.refreshPending();
    };
    return class CountingSocket extends Base {
      override send(data: Parameters<WebSocket['send']>[0]): void {
        super.send(data);
        counted(data);
      }
    };
  }

  private update(change: Partial<SessionStatus>): void {
    this.status = { ...this.status, ...change };
    for (const listener of [...this.listeners]) listener(this.status);
  }
}

/** The document kept in this browser, or null where IndexedDB cannot be used. */
function keepInBrowser(deviceKey: string, doc: Y.Doc): IndexeddbPersistence | null {
  try {
    if (typeof indexedDB === 'undefined') return null;
    return new IndexeddbPersistence(keptDocumentName(deviceKey), doc);
  } catch (error) {
    console.warn('This browser cannot keep the story offline', error);
    return null;
  }
}
