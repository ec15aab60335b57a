import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type Story } from '@dsb/core';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { CLOSE, type Peer } from './liveDocument';
import { createLiveDocuments } from './liveDocuments';

/**
 * A story handed in through another server (docs/product/feedback.md, "Handing in"): this
 * server's open document learns it at its next check, closes its connections with 4423 and takes
 * no changes until the story is returned.
 */

let app: TestApp;
let ana: string;
beforeAll(async () => {
  app = await createTestApp();
  ana = await signInAs(app, 'ana@school.example', 'Ana');
});
afterAll(() => app?.close());

function fakePeer(): Peer & { closedWith: number[] } {
  const closedWith: number[] = [];
  return {
    userId: 'u',
    sessionHash: null,
    send: () => {},
    close: (code) => closedWith.push(code),
    received: 0,
    saved: () => {},
    closedWith,
  };
}

describe('hand-ins decided on another server', () => {
  it('closes connections with 4423 when the story is handed in, and takes changes again once returned', async () => {
    const created = await callAs(app, 'POST', '/api/stories', ana, {
      template: 'blank',
      slides: [createSlide(0)],
    });
    const story = created.json<Story>();
    let handedIn = false;
    const documents = createLiveDocuments({
      db: app.db,
      log: app.log,
      handedIn: async (ids) => new Set(handedIn ? ids : []),
    });
    const live = await documents.open(story._id);
    expect(live.readOnly).toBe(false);
    const peer = fakePeer();
    documents.join(live, peer);

    await documents.checkHandIns();
    expect(peer.closedWith).toEqual([]);
    handedIn = true;
    await documents.checkHandIns();
    expect(live.readOnly).toBe(true);
    expect(peer.closedWith).toEqual([CLOSE.handedIn]);
    await documents.checkHandIns();
    expect(peer.closedWith).toEqual([CLOSE.handedIn]); // closed once

    handedIn = false;
    await documents.checkHandIns();
    expect(live.readOnly).toBe(false);
    await documents.leave(live, peer);
  });

  it('opens a document read-only while its story is handed in', async () => {
    const created = await callAs(app, 'POST', '/api/stories', ana, {
      template: 'blank',
      slides: [createSlide(0)],
    });
    const documents = createLiveDocuments({
      db: app.db,
      log: app.log,
      handedIn: async (ids) => new Set(ids),
    });
    const live = await documents.open(created.json<Story>()._id);
    expect(live.readOnly).toBe(true);
  });
});
