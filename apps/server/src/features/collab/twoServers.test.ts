import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlide, type Story } from '@dsb/core';
import { readStory, writeStory } from '@dsb/core/collab';
import {
  callAs,
  createTestApp,
  createTestDatabase,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { connectCollab, type CollabClient } from './testSupport';

// Two servers on one PostgreSQL, as behind a load balancer: a pupil on each edits one story live,
// each update relayed through LISTEN/NOTIFY (relay.ts). Runs in the PostgreSQL pass only.
describe.skipIf(!process.env.DATABASE_URL)('editing together across two servers', () => {
  let one: TestApp;
  let two: TestApp;
  const urls: string[] = [];

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase(process.env.DATABASE_URL!);
    [one, two] = await Promise.all([
      createTestApp({ DATABASE_URL: databaseUrl }),
      createTestApp({ DATABASE_URL: databaseUrl }),
    ]);
    for (const app of [one!, two!]) urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  const open = async (server: number, storyId: string, cookie: string) => {
    const client = connectCollab(urls[server]!, storyId, { cookie, origin: urls[server]! });
    await client.synced;
    return client;
  };
  const script = (c: CollabClient) => readStory(c.doc).slides[0]!.script;
  const type = (c: CollabClient, text: (s: string) => string) => {
    const story = readStory(c.doc);
    story.slides[0]!.script = text(story.slides[0]!.script);
    writeStory(c.doc, story);
  };

  it('relays each edit to the other server at once, large ones through the database', async () => {
    const ana = await signInAs(one, 'ana@school.example', 'Ana');
    const ben = await signInAs(two, 'ben@school.example', 'Ben');
    const story = (
      await callAs(one, 'POST', '/api/stories', ana, {
        template: 'blank',
        slides: [{ ...createSlide(0), script: 'Start.' }],
      })
    ).json<Story>();
    const code = (await callAs(one, 'POST', `/api/stories/${story._id}/invites`, ana)).json().code;
    await callAs(two, 'POST', '/api/stories/join', ben, { code });

    const a = await open(0, story._id, ana);
    const b = await open(1, story._id, ben);
    type(a, (s) => `${s} Ana on server one.`);
    await expect.poll(() => script(b), { timeout: 3000 }).toBe('Start. Ana on server one.');
    type(b, (s) => `${s} Ben on server two.`);
    await expect
      .poll(() => script(a), { timeout: 3000 })
      .toBe('Start. Ana on server one. Ben on server two.');
    // Too large for a notification (a 9,000-character script): stored, then read by the other.
    const long = 'The ice shrank again this year. '.repeat(280).trim();
    type(a, () => long);
    await expect.poll(() => script(b), { timeout: 5000 }).toBe(long);
    a.socket.close();
    b.socket.close();
    await Promise.all([a.closed, b.closed]);
    await expect
      .poll(
        async () =>
          (await callAs(two, 'GET', `/api/stories/${story._id}`, ben)).json<Story>().slides[0]!
            .script,
      )
      .toBe(long);
  });
});
