import { sql } from 'drizzle-orm';
import type * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_ACTIVITY,
  createSlide,
  type ClassViewResponse,
  type Story,
  type StoryMembersResponse,
} from '@dsb/core';
import { readStory, writeStory } from '@dsb/core/collab';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { addActivity } from './activity';
import { connectCollab, isSaved, type CollabClient } from './testSupport';

/** Who did what in a group story (docs/product/group-work.md, "Activity"), through the API. */

let app: TestApp;
let baseUrl: string;
let teacher: string;
let ana: string;
let ben: string;
let cleo: string;

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
  ana = await signInAs(app, 'ana@school.example', 'Ana');
  ben = await signInAs(app, 'ben@school.example', 'Ben');
  cleo = await signInAs(app, 'cleo@school.example', 'Cleo');
});
afterAll(() => app?.close());

/** Ana's story through the teacher's class link, with Ben and Cleo as co-authors. */
async function groupStory(trackingId: string | null = null): Promise<Story> {
  const created = await callAs(app, 'POST', '/api/stories', ana, {
    title: 'Sea ice',
    template: 'blank',
    trackingId,
    slides: [{ ...createSlide(0), script: 'Ice' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const story = created.json<Story>();
  const code = (await callAs(app, 'POST', `/api/stories/${story._id}/invites`, ana)).json().code;
  for (const pupil of [ben, cleo]) await callAs(app, 'POST', '/api/stories/join', pupil, { code });
  return story;
}

const open = async (storyId: string, cookie: string) => {
  const client = connectCollab(baseUrl, storyId, { cookie, origin: baseUrl });
  await client.synced;
  return client;
};
const scriptOf = (client: CollabClient) => {
  const slides = client.doc.getMap<Y.Map<unknown>>('slides');
  return [...slides.values()][0]!.get('script') as Y.Text;
};
/** Types one character per update at the end of the first script, as a person does. */
const type = (client: CollabClient, typed: string) => {
  for (const char of typed) scriptOf(client).insert(scriptOf(client).length, char);
};
const addObject = (client: CollabClient, oid: string) => {
  const story = readStory(client.doc);
  story.slides[0]!.canvasState.push({ type: 'rect', left: 10, oid });
  writeStory(client.doc, story);
};
const saved = (...clients: CollabClient[]) =>
  expect.poll(() => clients.every(isSaved), { timeout: 5000 }).toBe(true);
const closeAll = async (...clients: CollabClient[]) => {
  for (const client of clients) client.socket.close();
  await Promise.all(clients.map((client) => client.closed));
};
const membersOf = async (storyId: string, cookie = ana) => {
  const response = await callAs(app, 'GET', `/api/stories/${storyId}/members`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StoryMembersResponse>().members;
};
const activityRows = async (storyId: string) => {
  const { rows } = (await app.db.execute(
    sql`select count(*)::int as n from story_member_activity where story_id = ${storyId}::uuid`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]!.n;
};

describe('GET /api/stories/{id}/members: activity', () => {
  it('shows each member what they did once the document is saved, and adds later saves to it', async () => {
    const story = await groupStory();
    expect((await membersOf(story._id)).map((m) => m.activity)).toEqual([
      NO_ACTIVITY,
      NO_ACTIVITY,
      NO_ACTIVITY,
    ]);
    const a = await open(story._id, ana);
    const b = await open(story._id, ben);
    type(a, ' melts fast');
    addObject(b, 'o-ben-1');
    await expect.poll(() => scriptOf(b).toString()).toBe('Ice melts fast');
    await saved(a, b);
    const [owner, benner, cleoer] = await membersOf(story._id, cleo);
    expect(owner).toMatchObject({
      displayName: 'Ana',
      activity: { edits: 11, wordsAdded: 2, objectsAdded: 0 },
    });
    expect(Date.now() - Date.parse(owner!.activity.lastActiveAt!)).toBeLessThan(60_000);
    expect(benner).toMatchObject({
      displayName: 'Ben',
      activity: { edits: 1, wordsAdded: 0, objectsAdded: 1 },
    });
    expect(cleoer).toMatchObject({ displayName: 'Cleo', activity: NO_ACTIVITY });

    // The next save adds to what is stored; it never replaces it.
    type(b, '. Cold');
    await saved(a, b);
    await closeAll(a, b);
    const after = await membersOf(story._id);
    expect(after[0]!.activity).toMatchObject({ edits: 11, wordsAdded: 2 });
    expect(after[1]!.activity).toMatchObject({ edits: 7, wordsAdded: 1, objectsAdded: 1 });
  });

  it('a removed member’s activity goes with them; the story’s goes with the story', async () => {
    const story = await groupStory();
    const b = await open(story._id, ben);
    type(b, ' here');
    await saved(b);
    await closeAll(b);
    expect(await activityRows(story._id)).toBe(1);
    const benId = (await membersOf(story._id))[1]!.userId;
    const removed = await callAs(app, 'DELETE', `/api/stories/${story._id}/members/${benId}`, ana);
    expect(removed.statusCode).toBe(204);
    expect(await activityRows(story._id)).toBe(0);
    // Counts of someone no longer in the story (a save after their removal) are dropped.
    const at = new Date();
    await addActivity(
      app.db,
      story._id,
      new Map([[benId, { edits: 3, wordsAdded: 3, objectsAdded: 0, lastActiveAt: at }]]),
    );
    expect(await activityRows(story._id)).toBe(0);
    const anaId = (await membersOf(story._id))[0]!.userId;
    await addActivity(
      app.db,
      story._id,
      new Map([[anaId, { edits: 1, wordsAdded: 0, objectsAdded: 0, lastActiveAt: at }]]),
    );
    expect(await activityRows(story._id)).toBe(1);
    expect((await callAs(app, 'DELETE', `/api/stories/${story._id}`, ana)).statusCode).toBe(200);
    expect(await activityRows(story._id)).toBe(0);
  });
});

describe('the class view: who did what in a group story', () => {
  it('lists each member of a group story with their activity, on screen and in the CSV', async () => {
    const link = await callAs(app, 'POST', '/api/custom-links', teacher, {
      name: 'Year 8',
      trackingId: 'activity-8a',
    });
    expect(link.statusCode, link.body).toBe(201);
    const linkId = link.json()._id;
    const story = await groupStory('activity-8a');
    const a = await open(story._id, ana);
    type(a, ' melts');
    await saved(a);
    await closeAll(a);

    const view = await callAs(app, 'GET', `/api/custom-links/${linkId}/class`, teacher);
    const [listed] = view.json<ClassViewResponse>().stories;
    expect(listed!.members).toEqual([
      {
        name: 'Ana',
        role: 'owner',
        activity: { edits: 6, wordsAdded: 1, objectsAdded: 0, lastActiveAt: expect.any(String) },
      },
      { name: 'Ben', role: 'co-author', activity: NO_ACTIVITY },
      { name: 'Cleo', role: 'co-author', activity: NO_ACTIVITY },
    ]);
    const csv = await callAs(app, 'GET', `/api/custom-links/${linkId}/class.csv`, teacher);
    expect(csv.body).toContain('Last edited,Co-authors,Who did what');
    expect(csv.body).toMatch(
      /Ben; Cleo,"Ana: 6 edits, 1 word, 0 objects, last active [^;]+; Ben: no edits yet; Cleo: no edits yet"/,
    );

    // A story of one pupil's own lists no members.
    await callAs(app, 'POST', '/api/stories', ben, {
      title: 'Alone',
      template: 'blank',
      trackingId: 'activity-8a',
      slides: [createSlide(0)],
    });
    const again = await callAs(app, 'GET', `/api/custom-links/${linkId}/class`, teacher);
    const alone = again.json<ClassViewResponse>().stories.find((s) => s.title === 'Alone');
    expect(alone!.members).toEqual([]);
  });
});
