import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandinDetail, Story } from '@dsb/core';
import { readStory, writeStory } from '@dsb/core/collab';
import { connectCollab, type CollabClient } from '../collab/testSupport';
import { classStory, createFeedbackClass, handIn, type FeedbackClass } from './feedbackTestSupport';

let c: FeedbackClass;
let baseUrl: string;
beforeAll(async () => {
  c = await createFeedbackClass();
  baseUrl = await c.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => c?.app.close());

const open = async (storyId: string, cookie: string) => {
  const client = connectCollab(baseUrl, storyId, { cookie, origin: baseUrl });
  await client.synced;
  return client;
};
const typeInScript = (client: CollabClient, script: string) => {
  const story = readStory(client.doc);
  story.slides[0]!.script = script;
  writeStory(client.doc, story);
};
const storyRow = async (id: string) =>
  (await c.as(c.pupil, 'GET', `/api/stories/${id}`)).json<Story>();

describe('handing in a story open for editing together', () => {
  it('stores the latest live change in the snapshot, then closes every connection with 4423', async () => {
    const story = await classStory(c);
    const pupil = await open(story._id, c.pupil);
    const coAuthor = await open(story._id, c.coAuthor);
    typeInScript(pupil, 'Typed just before handing in.');
    // The server has the change (it passed it on) but has not saved it yet (1 s after a change).
    await expect
      .poll(() => readStory(coAuthor.doc).slides[0]!.script, { interval: 5 })
      .toBe('Typed just before handing in.');
    expect((await storyRow(story._id)).slides[0]!.script).not.toBe('Typed just before handing in.');
    const { handinId } = await handIn(c, story._id, c.coAuthor);
    const [a, b] = await Promise.all([pupil.closed, coAuthor.closed]);
    expect(a.code).toBe(4423);
    expect(b.code).toBe(4423);
    const detail = (await c.as(c.teacher, 'GET', `/api/handins/${handinId}`)).json<HandinDetail>();
    expect(detail.slides[0]!.script).toBe('Typed just before handing in.');
  });

  it('lets a pupil read while it waits but closes a connection that changes it; the return lifts that', async () => {
    const story = await classStory(c);
    const { handinId } = await handIn(c, story._id);
    const reader = await open(story._id, c.pupil);
    expect(readStory(reader.doc).slides[0]!.script).toBe('The sea rose 20 cm. Storms are worse.');
    typeInScript(reader, 'Sneaky change.');
    expect((await reader.closed).code).toBe(4423);
    expect((await storyRow(story._id)).slides[0]!.script).toBe(
      'The sea rose 20 cm. Storms are worse.',
    );

    // Open while returned: the document takes changes again (same open document, thawed).
    const watcher = await open(story._id, c.coAuthor);
    await c.as(c.teacher, 'POST', `/api/handins/${handinId}/return`, {});
    const writer = await open(story._id, c.pupil);
    typeInScript(writer, 'Revised after feedback.');
    await expect
      .poll(async () => (await storyRow(story._id)).slides[0]!.script, { timeout: 5000 })
      .toBe('Revised after feedback.');
    writer.socket.close();
    watcher.socket.close();
  });
});
