import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobItems } from '../../platform/jobs/tables';
import { waitForJob } from '../../platform/jobs/testSupport';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { createStory, slidePng, uploadSlide, waitForRender } from './testSupport';
import { eq } from 'drizzle-orm';

let app: TestApp;
let pupil: string;

beforeAll(async () => {
  app = await createTestApp();
  pupil = await signInAs(app, 'pupil@school.example');
});
afterAll(() => app?.close());

describe('a render when the server stops (decision 0026: it resumes)', () => {
  it('is given back unfinished, then rendered again from the start and saved once', async () => {
    const story = await createStory(app, pupil, [
      'Glaciers in the Alps have lost more than half of their volume since 1900.',
    ]);
    const imageUrl = await uploadSlide(app, pupil, await slidePng(200));
    const started = await callAs(app, 'POST', '/api/videos/render', pupil, {
      storyId: story._id,
      slides: [{ index: 0, imageUrl }],
    });
    const { jobId } = started.json<{ jobId: string }>();
    await waitForJob(app.db, jobId, (job) => job.status === 'running');

    // What a stopping server does: abort the render (ffmpeg is killed) and give the item back.
    await app.jobs.runner.stop();
    const [given] = await app.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    expect(given).toMatchObject({ status: 'pending', attempt: 1 });
    const pending = await callAs(app, 'GET', `/api/videos/render/${jobId}`, pupil);
    expect(pending.json()).toMatchObject({ status: 'rendering' });

    // The next start takes it back and renders it again.
    await app.jobs.runner.start();
    const done = (await waitForRender(app, pupil, jobId)).at(-1)!;
    expect(done.status, done.error ?? '').toBe('done');
    const [item] = await app.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    expect(item!.attempt).toBe(2);
    const list = await callAs(app, 'GET', `/api/videos/story/${story._id}`, pupil);
    expect(list.json()).toHaveLength(1);
    expect(await app.storage.headObject(done.video!.url.slice('/files/'.length))).not.toBeNull();
  });
});
