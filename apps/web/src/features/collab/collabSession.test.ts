import { afterEach, describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { CollabSession } from './collabSession';

/** A WebSocket the test plays the server for: it opens at once and records what is sent. */
class FakeSocket {
  static last: FakeSocket | null = null;
  binaryType = 'arraybuffer';
  readyState = 0;
  readonly OPEN = 1;
  sent: Uint8Array[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onmessage: ((event: { data: ArrayBuffer }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  /** The server's "saved" message: the first `count` change messages are in the database. */
  saved(count: number) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 100);
    encoding.writeVarUint(encoder, count);
    this.onmessage?.({ data: encoding.toUint8Array(encoder).buffer as ArrayBuffer });
  }
  /** An awareness message, as the server relays another browser's presence. */
  presence(update: Uint8Array) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, 1);
    encoding.writeVarUint8Array(encoder, update);
    this.onmessage?.({ data: encoding.toUint8Array(encoder).buffer as ArrayBuffer });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '' });
  }
}

const sessions: CollabSession[] = [];
async function openSession() {
  const session = new CollabSession('story-1', {
    url: 'ws://localhost:1/api/collab',
    deviceKey: 'user:story-1',
    keepOnDevice: false,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  });
  sessions.push(session);
  await expect.poll(() => session.status.connection).toBe('online');
  return { session, socket: FakeSocket.last! };
}

afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

describe('CollabSession', () => {
  it('counts its changes as unsaved until the server says it stored them', async () => {
    const { session, socket } = await openSession();
    expect(session.status.pending).toBe(false);
    session.doc.getText('t').insert(0, 'Ana writes');
    session.doc.getText('t').insert(0, 'More: ');
    expect(session.status.pending).toBe(true);
    socket.saved(1); // only the first of the two
    expect(session.status.pending).toBe(true);
    socket.saved(2);
    expect(session.status.pending).toBe(false);
  });

  it('does not count what came from the server as its own', async () => {
    const { session } = await openSession();
    const other = new Y.Doc();
    other.getText('t').insert(0, 'Ben writes');
    Y.applyUpdate(session.doc, Y.encodeStateAsUpdate(other), session.provider);
    expect(session.status.pending).toBe(false);
  });

  it('keeps changes made without a connection unsaved until a new connection stored them', async () => {
    const { session, socket } = await openSession();
    socket.drop();
    session.doc.getText('t').insert(0, 'offline words');
    expect(session.status.pending).toBe(true);
    expect(session.status.connection).not.toBe('online');
    await expect.poll(() => session.status.connection, { timeout: 3000 }).toBe('online');
    const again = FakeSocket.last!;
    expect(again).not.toBe(socket);
    // The new connection's catch-up (sync step 2, answering the server's step 1) carries them.
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, 0);
    encoding.writeVarUint(step1, 0);
    encoding.writeVarUint8Array(step1, Y.encodeStateVector(new Y.Doc()));
    again.onmessage?.({ data: encoding.toUint8Array(step1).buffer as ArrayBuffer });
    expect(again.sent.some((m) => m[0] === 0 && m[1] === 1)).toBe(true);
    expect(session.status.pending).toBe(true);
    again.saved(1);
    expect(session.status.pending).toBe(false);
  });

  it('shows the others again at once after a lost connection, from the states the server sends', async () => {
    const { session, socket } = await openSession();
    const ben = new Awareness(new Y.Doc());
    ben.setLocalState({ user: { id: 'u-ben', name: 'Ben' } });
    const bensState = encodeAwarenessUpdate(ben, [ben.clientID]);
    const seesBen = () => session.provider.awareness.getStates().has(ben.clientID);
    socket.presence(bensState);
    expect(seesBen()).toBe(true);
    socket.drop();
    expect(seesBen()).toBe(false);
    await expect.poll(() => session.status.connection, { timeout: 3000 }).toBe('online');
    // On connecting, the server sends everyone's state as it holds it: Ben has not changed his.
    FakeSocket.last!.presence(bensState);
    expect(seesBen()).toBe(true);
    ben.destroy();
  });

  it('announces itself with a new clock once synced, so a server that saw it leave takes it back', async () => {
    const { session, socket } = await openSession();
    const awareness = session.provider.awareness;
    awareness.setLocalState({ user: { id: 'u-ana', name: 'Ana' } });
    const clockBefore = awareness.meta.get(awareness.clientID)!.clock;
    socket.sent = [];
    // The server's sync step 2: the session is in step with it.
    const step2 = encoding.createEncoder();
    encoding.writeVarUint(step2, 0);
    encoding.writeVarUint(step2, 1);
    encoding.writeVarUint8Array(step2, Y.encodeStateAsUpdate(new Y.Doc()));
    socket.onmessage?.({ data: encoding.toUint8Array(step2).buffer as ArrayBuffer });
    expect(awareness.meta.get(awareness.clientID)!.clock).toBe(clockBefore + 1);
    expect(socket.sent.some((m) => m[0] === 1)).toBe(true); // an awareness message went out
  });

  it('resolves whenSaved once saved, and false after the wait', async () => {
    const { session, socket } = await openSession();
    session.doc.getText('t').insert(0, 'x');
    const saved = session.whenSaved(5000);
    socket.saved(1);
    await expect(saved).resolves.toBe(true);
    session.doc.getText('t').insert(0, 'y');
    await expect(session.whenSaved(10)).resolves.toBe(false);
  });
  it('ends for good, without reconnecting, when the story is handed in (4423)', async () => {
    const { session, socket } = await openSession();
    socket.readyState = 3;
    socket.onclose?.({ code: 4423, reason: 'handed in' });
    expect(session.status.ended).toBe('handedIn');
    expect(session.status.connection).toBe('offline');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(FakeSocket.last).toBe(socket); // no new connection was tried
  });
});
