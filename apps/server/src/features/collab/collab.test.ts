import WebSocket from 'ws';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type Story } from '@dsb/core';
import { readStory, writeStory } from '@dsb/core/collab';
import {
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { connectCollab, isSaved, refusedStatus, type CollabClient } from './testSupport';
import { MAX_COLLAB_MESSAGE_BYTES } from './routes';
import { MAX_WAITING_MESSAGES, UPDATES_PER_SECOND } from './connection';
import { storeDocument } from './documentStore';

let app: TestApp;
let baseUrl: string;
let ana: string;
let ben: string;
let stranger: string;

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  ana = await signInAs(app, 'ana@school.example', 'Ana');
  ben = await signInAs(app, 'ben@school.example', 'Ben');
  stranger = await signInAs(app, 'dev@school.example', 'Dev');
});
afterAll(() => app?.close());

/** A story of Ana's with Ben as co-author. The API is called as the web client does. */
async function groupStory(): Promise<Story> {
  const created = await callAs(app, 'POST', '/api/stories', ana, {
    title: 'Sea ice',
    template: 'blank',
    slides: [{ ...createSlide(0), script: 'Ice is melting.' }],
  });
  const story = created.json<Story>();
  const code = (await callAs(app, 'POST', `/api/stories/${story._id}/invites`, ana)).json().code;
  await callAs(app, 'POST', '/api/stories/join', ben, { code });
  return story;
}

const as = (cookie: string) => ({ cookie, origin: baseUrl });
const open = async (storyId: string, cookie: string) => {
  const client = connectCollab(baseUrl, storyId, as(cookie));
  await client.synced;
  return client;
};
const script = (client: CollabClient) => readStory(client.doc).slides[0]!.script;
const typeInScript = (client: CollabClient, change: (s: string) => string) => {
  const story = readStory(client.doc);
  story.slides[0]!.script = change(story.slides[0]!.script);
  writeStory(client.doc, story);
};
const storyRow = async (id: string) =>
  (await callAs(app, 'GET', `/api/stories/${id}`, ana)).json<Story>();

describe('who may connect', () => {
  it('refuses strangers (404), visitors (401) and other sites (403) before any document byte', async () => {
    const story = await groupStory();
    const path = `/api/collab/${story._id}`;
    expect(await refusedStatus(baseUrl, path, as(stranger))).toBe(404);
    expect(await refusedStatus(baseUrl, path, { origin: baseUrl })).toBe(401);
    expect(await refusedStatus(baseUrl, path, { cookie: ana, origin: 'http://evil.example' })).toBe(
      403,
    );
    expect(await refusedStatus(baseUrl, '/api/collab/not-a-story', as(ana))).toBe(404);
  });
});

describe('editing together', () => {
  it('brings each member the story, merges both pupils’ typing, and saves it to the story row', async () => {
    const story = await groupStory();
    const a = await open(story._id, ana);
    const b = await open(story._id, ben);
    expect(script(a)).toBe('Ice is melting.');
    // Joining, a client is told what is stored: all it holds, so far.
    await expect.poll(() => isSaved(a)).toBe(true);
    typeInScript(a, (s) => `Ana: ${s}`);
    expect(isSaved(a)).toBe(false);
    typeInScript(b, (s) => `${s} Ben adds this.`);
    await expect.poll(() => script(a)).toBe('Ana: Ice is melting. Ben adds this.');
    await expect.poll(() => script(b)).toBe('Ana: Ice is melting. Ben adds this.');
    // Saved within the debounce, and each client is told once it is in the database.
    await expect.poll(() => isSaved(a), { timeout: 5000 }).toBe(true);
    const row = await storyRow(story._id);
    expect(row.slides[0]!.script).toBe('Ana: Ice is melting. Ben adds this.');
    expect(row.version).toBeGreaterThan(story.version);
    a.socket.close();
    b.socket.close();
    await Promise.all([a.closed, b.closed]);
  });

  it('the last one to leave saves at once; the next one loads the stored document', async () => {
    const story = await groupStory();
    const a = await open(story._id, ana);
    typeInScript(a, () => 'Written, then gone.');
    await expect.poll(() => isSaved(a), { timeout: 5000 }).toBe(true);
    a.socket.close();
    await a.closed;
    await expect
      .poll(async () => (await storyRow(story._id)).slides[0]!.script)
      .toBe('Written, then gone.');
    const again = await open(story._id, ben);
    expect(script(again)).toBe('Written, then gone.');
    again.socket.close();
  });

  it('a document with nothing new is not stored again, and a catch-up with nothing new is acknowledged at once', async () => {
    const story = await groupStory();
    const a = await open(story._id, ana);
    typeInScript(a, () => 'Saved once.');
    await expect.poll(() => isSaved(a), { timeout: 5000 }).toBe(true);
    const { version } = await storyRow(story._id);
    // Ben's catch-up brings nothing the server lacks: he is told at once that it is stored.
    const b = await open(story._id, ben);
    await expect.poll(() => isSaved(b) && b.saves > 0, { timeout: 1000 }).toBe(true);
    a.socket.close();
    b.socket.close();
    await Promise.all([a.closed, b.closed]);
    // Leaving saves, but there is nothing new to store: the row keeps its version.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await storyRow(story._id)).version).toBe(version);
  });

  it('a save by another server on the same database is merged, never overwritten', async () => {
    const story = await groupStory();
    const a = await open(story._id, ana);
    // Another server's copy: it has what this one has, plus a change of its own, and saves it.
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(a.doc));
    writeStory(elsewhere, { title: 'Saved on another server' });
    await storeDocument(app.db, story._id, elsewhere);
    typeInScript(a, () => 'Typed here.');
    await expect
      .poll(() => readStory(a.doc).title, { timeout: 5000 })
      .toBe('Saved on another server');
    await expect
      .poll(async () => (await storyRow(story._id)).title)
      .toBe('Saved on another server');
    expect((await storyRow(story._id)).slides[0]!.script).toBe('Typed here.');
    a.socket.close();
  });

  it('a save through the API reaches everyone who has the story open', async () => {
    const story = await groupStory();
    const a = await open(story._id, ben);
    const current = await storyRow(story._id);
    const saved = await callAs(app, 'PUT', `/api/stories/${story._id}`, ana, {
      version: current.version,
      title: 'Arctic sea ice',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(() => readStory(a.doc).title).toBe('Arctic sea ice');
    a.socket.close();
  });
});

describe('bad input and endings', () => {
  it('closes a connection that sends a malformed or oversized message, and the others go on', async () => {
    const story = await groupStory();
    const good = await open(story._id, ana);
    const bad = await open(story._id, ben);
    bad.socket.send(Uint8Array.from([0, 2, 200, 1, 2, 3]));
    expect((await bad.closed).code).toBe(4400);
    const big = await open(story._id, ben);
    big.socket.send(new Uint8Array(MAX_COLLAB_MESSAGE_BYTES + 1));
    expect((await big.closed).code).toBe(1009);
    typeInScript(good, () => 'Still fine.');
    const check = await open(story._id, ana);
    await expect.poll(() => script(check)).toBe('Still fine.');
    good.socket.close();
    check.socket.close();
  });

  it('closes a connection that keeps sending faster than it is served, and the others go on', async () => {
    const story = await groupStory();
    const good = await open(story._id, ana);
    const flood = await open(story._id, ben);
    const query = Uint8Array.from([3]); // "who is here?": harmless, and answered one by one
    for (let i = 0; i <= MAX_WAITING_MESSAGES + UPDATES_PER_SECOND; i++) flood.socket.send(query);
    expect((await flood.closed).code).toBe(4429);
    typeInScript(good, () => 'Not held up.');
    await expect.poll(() => isSaved(good), { timeout: 5000 }).toBe(true);
    good.socket.close();
  });

  it('a document a client broke keeps the last good row, and API saves still answer', async () => {
    const story = await groupStory();
    const vandal = await open(story._id, ben);
    const slideId = story.slides[0]!.id;
    vandal.doc.getMap('slides').set(slideId, 5); // not a slide's map
    await expect.poll(() => isSaved(vandal), { timeout: 5000 }).toBe(true);
    const row = await storyRow(story._id);
    expect(row.slides[0]!.script).toBe('Ice is melting.');
    const saved = await callAs(app, 'PUT', `/api/stories/${story._id}`, ana, {
      version: row.version,
      title: 'Still saving',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await open(story._id, ana); // the document still loads for everyone
    expect(other.doc.getMap('slides').get(slideId)).toBe(5);
    vandal.socket.close();
    other.socket.close();
  });

  it('closes a removed member’s connection at once, and everyone’s when the story is deleted', async () => {
    const story = await groupStory();
    const owner = await open(story._id, ana);
    const member = await open(story._id, ben);
    const benId = (await currentUser(app, ben)).body.user!._id;
    await callAs(app, 'DELETE', `/api/stories/${story._id}/members/${benId}`, ana);
    expect((await member.closed).code).toBe(4403);
    expect(await refusedStatus(baseUrl, `/api/collab/${story._id}`, as(ben))).toBe(404);
    await callAs(app, 'DELETE', `/api/stories/${story._id}`, ana);
    expect((await owner.closed).code).toBe(4410);
    expect(owner.socket.readyState).toBe(WebSocket.CLOSED);
  });

  it('closes a pupil’s connections when their session ends: signed out, or suspended', async () => {
    const story = await groupStory();
    let cleo = await signInAs(app, 'cleo@school.example', 'Cleo');
    const code = (await callAs(app, 'POST', `/api/stories/${story._id}/invites`, ana)).json().code;
    await callAs(app, 'POST', '/api/stories/join', cleo, { code });
    const owner = await open(story._id, ana);
    const signingOut = await open(story._id, cleo);
    await callAs(app, 'POST', '/auth/logout', cleo);
    expect((await signingOut.closed).code).toBe(4001);
    expect(await refusedStatus(baseUrl, `/api/collab/${story._id}`, as(cleo))).toBe(401);

    cleo = await signInAs(app, 'cleo@school.example', 'Cleo');
    const suspended = await open(story._id, cleo);
    const admin = await signInAs(app, 'admin@example.com', 'Head');
    const cleoId = (await currentUser(app, cleo)).body.user!._id;
    const changed = await callAs(app, 'PUT', `/api/admin/users/${cleoId}`, admin, {
      status: 'suspended',
    });
    expect(changed.statusCode).toBe(200);
    expect((await suspended.closed).code).toBe(4001);
    // Everyone else goes on.
    expect(owner.socket.readyState).toBe(WebSocket.OPEN);
    owner.socket.close();
  });
});
