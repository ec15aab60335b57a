import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import { CLOSE, type LiveDocument, type Peer } from './liveDocument';
import type { LiveDocuments } from './liveDocuments';

/** The y-websocket message types, plus one of ours. */
export const MESSAGE = {
  sync: 0,
  awareness: 1,
  queryAwareness: 3,
  /**
   * Ours: how many of this connection's change messages (sync step 2 and updates) are in the
   * database, sent after each save. A client that sent no more may say "Saved".
   */
  saved: 100,
} as const;

/** Updates one connection may send a second; more wait for the next second (throttled). */
export const UPDATES_PER_SECOND = 50;
/**
 * Messages that may wait their turn (10 seconds' worth, and 8 MB at most); a client that sends
 * faster for longer is closed (4429), so no connection can fill the server's memory.
 */
export const MAX_WAITING_MESSAGES = 10 * UPDATES_PER_SECOND;
export const MAX_WAITING_BYTES = 8 * 1024 * 1024;

/** What the connection needs of a WebSocket (the `ws` package's, or a test's). */
export type Socket = {
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): void;
  on(event: 'close', listener: () => void): void;
};

const message = (type: number, write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
};

const asBytes = (data: Buffer | ArrayBuffer | Buffer[]) =>
  new Uint8Array(Array.isArray(data) ? Buffer.concat(data) : (data as ArrayBuffer));

/**
 * Throws on a sync message whose update does not decode. y-protocols would log and drop it; we
 * close the connection instead, so a broken client learns it at once.
 */
function checkSyncMessage(decoder: decoding.Decoder) {
  const kind = decoding.readVarUint(decoder);
  if (kind === syncProtocol.messageYjsSyncStep1) decoding.readVarUint8Array(decoder);
  else if (kind === syncProtocol.messageYjsSyncStep2 || kind === syncProtocol.messageYjsUpdate)
    Y.decodeUpdate(decoding.readVarUint8Array(decoder));
  else throw new Error(`unknown sync message ${kind}`);
}

/**
 * True when a sync message would change the document: new items, deletions, or items waiting for
 * others (tried on a copy, so the document itself stays as it is). Only asked while the story is
 * handed in, where such a message is refused.
 */
function wouldChange(doc: Y.Doc, decoder: decoding.Decoder): boolean {
  const kind = decoding.readVarUint(decoder);
  if (kind === syncProtocol.messageYjsSyncStep1) return false;
  const update = decoding.readVarUint8Array(decoder);
  const probe = new Y.Doc();
  try {
    Y.applyUpdate(probe, Y.encodeStateAsUpdate(doc));
    let changed = false;
    probe.on('update', () => (changed = true));
    Y.applyUpdate(probe, update);
    return changed || probe.store.pendingStructs !== null || probe.store.pendingDs !== null;
  } finally {
    probe.destroy();
  }
}

/**
 * Speaks the y-websocket sync and awareness protocol with one client over an open socket, on a
 * document that is already loaded (docs/product/group-work.md, "The connection"). A message the
 * protocol cannot read closes this connection (4400) and changes nothing; so does a change to a
 * story handed in and waiting for feedback (4423).
 */
export function serveConnection(
  socket: Socket,
  live: LiveDocument,
  documents: LiveDocuments,
  { userId, sessionHash }: Pick<Peer, 'userId' | 'sessionHash'>,
) {
  let closed = false;
  const peer: Peer = {
    userId,
    sessionHash,
    send: (bytes) => {
      if (!closed) socket.send(bytes);
    },
    close: (code, reason) => {
      if (closed) return;
      closed = true;
      socket.close(code, reason);
    },
    received: 0,
    saved: (count) => peer.send(message(MESSAGE.saved, (e) => encoding.writeVarUint(e, count))),
  };

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== peer)
      peer.send(message(MESSAGE.sync, (e) => syncProtocol.writeUpdate(e, update)));
  };
  const onAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    const changed = [...added, ...updated, ...removed];
    if (origin === peer) {
      const mine = live.peers.get(peer);
      for (const id of added) mine?.add(id);
      for (const id of removed) mine?.delete(id);
    }
    const update = awarenessProtocol.encodeAwarenessUpdate(live.awareness, changed);
    for (const other of live.peers.keys())
      other.send(message(MESSAGE.awareness, (e) => encoding.writeVarUint8Array(e, update)));
  };
  live.doc.on('update', onUpdate);
  live.awareness.on('update', onAwareness);

  function handle(bytes: Uint8Array) {
    const decoder = decoding.createDecoder(bytes);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.sync) {
      checkSyncMessage(decoding.clone(decoder));
      if (live.readOnly && wouldChange(live.doc, decoding.clone(decoder))) {
        peer.close(CLOSE.handedIn, 'Handed in');
        return;
      }
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE.sync);
      const kind = syncProtocol.readSyncMessage(decoder, reply, live.doc, peer);
      if (encoding.length(reply) > 1) peer.send(encoding.toUint8Array(reply));
      if (kind !== syncProtocol.messageYjsSyncStep1) {
        peer.received++;
        documents.acknowledge(live, peer);
      }
    } else if (type === MESSAGE.awareness) {
      const update = decoding.readVarUint8Array(decoder);
      awarenessProtocol.applyAwarenessUpdate(live.awareness, update, peer);
    } else if (type === MESSAGE.queryAwareness) {
      sendAwareness();
    } else {
      throw new Error(`unknown message type ${type}`);
    }
  }

  // Throttle: past UPDATES_PER_SECOND in one second, messages wait (in order) for the next.
  const queue: Uint8Array[] = [];
  let queued = 0; // bytes waiting
  let windowStart = Date.now();
  let inWindow = 0;
  let timer: NodeJS.Timeout | null = null;
  function drain() {
    timer = null;
    while (queue.length > 0 && !closed) {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      if (inWindow >= UPDATES_PER_SECOND) {
        timer = setTimeout(drain, 1000 - (now - windowStart));
        return;
      }
      inWindow++;
      const bytes = queue.shift()!;
      queued -= bytes.byteLength;
      try {
        handle(bytes);
      } catch {
        peer.close(CLOSE.malformed, 'Malformed message');
      }
    }
  }

  function sendAwareness() {
    const states = [...live.awareness.getStates().keys()];
    if (states.length === 0) return;
    const update = awarenessProtocol.encodeAwarenessUpdate(live.awareness, states);
    peer.send(message(MESSAGE.awareness, (e) => encoding.writeVarUint8Array(e, update)));
  }

  socket.on('message', (data) => {
    if (closed) return;
    const bytes = asBytes(data);
    queued += bytes.byteLength;
    queue.push(bytes);
    if (queue.length > MAX_WAITING_MESSAGES || queued > MAX_WAITING_BYTES) {
      queue.length = 0;
      peer.close(CLOSE.flooding, 'Too many updates');
      return;
    }
    if (!timer) drain();
  });
  socket.on('close', () => {
    closed = true;
    if (timer) clearTimeout(timer);
    live.doc.off('update', onUpdate);
    live.awareness.off('update', onAwareness);
    void documents.leave(live, peer);
  });

  // The server starts: its state vector (sync step 1), who is here and what is saved.
  peer.send(message(MESSAGE.sync, (e) => syncProtocol.writeSyncStep1(e, live.doc)));
  sendAwareness();
  documents.join(live, peer);
}
