import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES } from '@dsb/core';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../platform/jobs/tables';
import { VIDEO_RENDER_JOB_KIND } from './renderJob';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { RENDERS_PER_10_MINUTES } from './routes';
import { createStory, slidePng, uploadSlide } from './testSupport';

let app: TestApp;
let pupil: string;

beforeAll(async () => {
  app = await createTestApp();
  pupil = await signInAs(app, 'pupil@school.example');
});
afterAll(() => app?.close());

describe('one render at a time per pupil (issue #23 item 18)', () => {
  it(`accepts exactly one of ${RENDERS_PER_10_MINUTES} render requests sent at once (the most its rate limit lets through)`, async () => {
    const story = await createStory(app, pupil, ['Rivers carry less water in late summer.']);
    const imageUrl = await uploadSlide(app, pupil, await slidePng(90));
    const answers = await Promise.all(
      Array.from({ length: RENDERS_PER_10_MINUTES }, () =>
        callAs(app, 'POST', '/api/videos/render', pupil, {
          storyId: story._id,
          slides: [{ index: 0, imageUrl }],
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(
      codes.filter((code) => code === 202),
      JSON.stringify(codes),
    ).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(RENDERS_PER_10_MINUTES - 1);
    // The rest name the one that runs.
    const accepted = answers.find((answer) => answer.statusCode === 202)!.json<{ jobId: string }>();
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({
        error: VIDEO_MESSAGES.alreadyRendering,
        jobId: accepted.jobId,
      });
    }
    const rows = await app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, VIDEO_RENDER_JOB_KIND), eq(jobs.createdBy, (await me()).id)));
    expect(rows).toHaveLength(1);
  });
});

async function me(): Promise<{ id: string }> {
  const response = await callAs(app, 'GET', '/auth/current-user', pupil);
  return { id: response.json<{ user: { _id: string } }>().user._id };
}
