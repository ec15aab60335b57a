import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import * as syncProtocol from 'y-protocols/sync';
import { MESSAGE } from './connection';

/**
 * A y-websocket client in a test: the standard sync protocol over the `ws` package, with its own
 * Y.Doc. `sent` counts its change messages, `saves` the server's "saved" messages, and `acked`
 * is how many change messages the last one said are in the database.
 */
export type CollabClient = {
  doc: Y.Doc;
  socket: WebSocket;
  saves: number;
  sent: number;
  acked: number;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves once the first sync answer arrived (the client holds the server's document). */
  synced: Promise<void>;
};

export function connectCollab(
  baseUrl: string,
  storyId: string,
  headers: Record<string, string>,
): CollabClient {
  const doc = new Y.Doc();
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/collab/${storyId}`, {
    headers,
  });
  let markSynced: () => void;
  const client: CollabClient = {
    doc,
    socket,
    saves: 0,
    sent: 0,
    acked: 0,
    synced: new Promise((resolve) => (markSynced = resolve)),
    closed: new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    ),
  };
  const send = (type: number, write: (e: encoding.Encoder) => void) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, type);
    write(encoder);
    if (socket.readyState === WebSocket.OPEN) socket.send(encoding.toUint8Array(encoder));
  };
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'server' && socket.readyState === WebSocket.OPEN) {
      client.sent++;
      send(MESSAGE.sync, (e) => syncProtocol.writeUpdate(e, update));
    }
  });
  socket.on('open', () => send(MESSAGE.sync, (e) => syncProtocol.writeSyncStep1(e, doc)));
  socket.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.saved) {
      client.saves++;
      client.acked = decoding.readVarUint(decoder);
    }
    if (type !== MESSAGE.sync) return;
    const reply = encoding.createEncoder();
    encoding.writeVarUint(reply, MESSAGE.sync);
    const kind = syncProtocol.readSyncMessage(decoder, reply, doc, 'server');
    if (kind === syncProtocol.messageYjsSyncStep2) markSynced();
    if (encoding.length(reply) > 1) {
      if (kind === syncProtocol.messageYjsSyncStep1) client.sent++; // the reply is a step 2
      socket.send(encoding.toUint8Array(reply));
    }
  });
  return client;
}

/** True when every change the client sent is in the database, as the server said. */
export function isSaved(client: CollabClient): boolean {
  return client.acked >= client.sent;
}

/** The HTTP status a refused upgrade answered with. */
export function refusedStatus(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, { headers });
    // With this listener, ws leaves the refused request to us: end it, or the server waits on it.
    socket.on('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    socket.on('open', () => reject(new Error('the upgrade was accepted')));
    socket.on('error', () => {});
  });
}
