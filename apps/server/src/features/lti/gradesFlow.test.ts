import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GRADE_RETRY_MESSAGES, LTI_GRADE_RETRY_SECONDS, type ClassViewResponse } from '@dsb/core';
import { signInAs } from '../../platform/test/testApp';
import { queueDueGradeSends } from './gradesJobs';
import {
  createLtiClass,
  handedInPupil,
  scoreAndReturn,
  waitForSend,
  type LtiClass,
} from './gradesTestSupport';
import { ltiGradeSends, ltiResourceLinks } from './tables';

let c: LtiClass;
beforeAll(async () => {
  c = await createLtiClass();
});
afterAll(() => c?.close());

const classView = async () =>
  (await c.as(c.teacher, 'GET', `/api/custom-links/${c.linkId}/class`)).json<ClassViewResponse>();
const gradeStatusOf = async (storyId: string) =>
  (await classView()).stories.find((s) => s.storyId === storyId)?.gradeStatus;
/** Makes the send due now (as time passing would) and runs one scheduler tick. */
const tickWhenDue = async (handinId: string) => {
  await c.app.db
    .update(ltiGradeSends)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(ltiGradeSends.handinId, handinId));
  await queueDueGradeSends({ db: c.app.db, jobs: c.app.jobs });
};

describe('grades to the platform (Assignment and Grade Services)', () => {
  it('sends a returned hand-in’s rubric score to the line item, as the platform user', async () => {
    const ada = await handedInPupil(c, 'learner-1', 'Ada Pupil');
    expect(await gradeStatusOf(ada.storyId)).toBeNull();
    await scoreAndReturn(c, ada.handinId, { evidence: 1, clarity: 0 });
    const send = await waitForSend(c, ada.handinId, (s) => s.status !== 'waiting');
    expect(send).toMatchObject({ status: 'sent', attempts: 0, scoreGiven: 3, scoreMaximum: 7 });
    expect(c.services.gradebook).toEqual([
      {
        lineItem: c.services.defaultLineItem,
        score: {
          userId: 'learner-1',
          scoreGiven: 3,
          scoreMaximum: 7,
          activityProgress: 'Completed',
          gradingProgress: 'FullyGraded',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      },
    ]);
    // The token was asked for with the score scope and a signed client assertion.
    expect(c.services.tokenRequests.map((r) => r.scope)).toContain(
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
    );
    expect(await gradeStatusOf(ada.storyId)).toBe('sent');
  });

  it('waits and tries again after failures, longer each time, then sends', async () => {
    const ben = await handedInPupil(c, 'learner-2', 'Ben Pupil');
    c.services.failScores = 2;
    const before = Date.now();
    await scoreAndReturn(c, ben.handinId, { evidence: 2, clarity: 1 });
    const first = await waitForSend(c, ben.handinId, (s) => s.attempts === 1);
    expect(first).toMatchObject({ status: 'waiting', lastError: 'Scores: HTTP 503' });
    const wait1 = first.nextAttemptAt.getTime() - before;
    expect(wait1).toBeGreaterThanOrEqual(LTI_GRADE_RETRY_SECONDS[0] * 1000 - 1000);
    expect(wait1).toBeLessThan(LTI_GRADE_RETRY_SECONDS[1] * 1000);
    expect(await gradeStatusOf(ben.storyId)).toBe('waiting');

    // Not due yet: a tick leaves it alone.
    await queueDueGradeSends({ db: c.app.db, jobs: c.app.jobs });
    expect((await waitForSend(c, ben.handinId, () => true)).attempts).toBe(1);

    await tickWhenDue(ben.handinId);
    const second = await waitForSend(c, ben.handinId, (s) => s.attempts === 2);
    expect(second.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(
      LTI_GRADE_RETRY_SECONDS[1] * 1000 - 5000,
    );
    await tickWhenDue(ben.handinId);
    const sent = await waitForSend(c, ben.handinId, (s) => s.status === 'sent');
    expect(sent.attempts).toBe(2);
    expect(c.services.gradebook.at(-1)?.score).toMatchObject({
      userId: 'learner-2',
      scoreGiven: 7,
      scoreMaximum: 7,
    });
    expect(await gradeStatusOf(ben.storyId)).toBe('sent');
  });

  it("is 'failed' after the last try, shown in the class view, until the teacher sends it again", async () => {
    const cal = await handedInPupil(c, 'learner-3', 'Cal Pupil');
    c.services.failScores = 1000;
    await scoreAndReturn(c, cal.handinId);
    await waitForSend(c, cal.handinId, (s) => s.attempts === 1);
    // Every wait but the last has passed.
    await c.app.db
      .update(ltiGradeSends)
      .set({ attempts: LTI_GRADE_RETRY_SECONDS.length })
      .where(eq(ltiGradeSends.handinId, cal.handinId));
    await tickWhenDue(cal.handinId);
    const failed = await waitForSend(c, cal.handinId, (s) => s.status === 'failed');
    expect(failed.attempts).toBe(LTI_GRADE_RETRY_SECONDS.length + 1);
    await queueDueGradeSends({ db: c.app.db, jobs: c.app.jobs });
    expect((await waitForSend(c, cal.handinId, () => true)).status).toBe('failed');
    expect(await gradeStatusOf(cal.storyId)).toBe('failed');

    // The teacher sends it again: the tries start over, and this time the platform takes it.
    c.services.failScores = 0;
    const retryUrl = `/api/custom-links/${c.linkId}/class/stories/${cal.storyId}/grade/retry`;
    const stranger = await signInAs(c.app, 'stranger@school.example', 'Stranger');
    expect((await c.as(stranger, 'POST', retryUrl)).statusCode).toBe(404);
    const retried = await c.as(c.teacher, 'POST', retryUrl);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ gradeStatus: 'waiting' });
    const sent = await waitForSend(c, cal.handinId, (s) => s.status === 'sent');
    expect(sent).toMatchObject({ attempts: 0, lastError: null });
    expect(c.services.gradebook.at(-1)?.score).toMatchObject({ userId: 'learner-3' });
    const again = await c.as(c.teacher, 'POST', retryUrl);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(GRADE_RETRY_MESSAGES.nothingToRetry);
  });

  it('finds or makes the line item when the launch named only the list', async () => {
    await c.app.db
      .update(ltiResourceLinks)
      .set({ lineItemUrl: null })
      .where(eq(ltiResourceLinks.id, c.resourceLinkId));
    const dee = await handedInPupil(c, 'learner-4', 'Dee Pupil');
    await scoreAndReturn(c, dee.handinId);
    const send = await waitForSend(
      c,
      dee.handinId,
      (s) => s.status !== 'waiting' || s.attempts > 0,
    );
    expect(send.status, `${send.lastError} ${c.services.tokenErrors.join()}`).toBe('sent');
    const made = c.services.lineItems.at(-1)!;
    expect(made).toMatchObject({
      label: 'Rainfall data story',
      scoreMaximum: 7,
      resourceLinkId: 'resource-link-1',
    });
    expect(c.services.gradebook.at(-1)).toMatchObject({
      lineItem: made.id,
      score: { userId: 'learner-4' },
    });
    const [link] = await c.app.db
      .select({ lineItemUrl: ltiResourceLinks.lineItemUrl })
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.id, c.resourceLinkId));
    expect(link?.lineItemUrl).toBe(made.id);
  });

  it('sends nothing for a hand-in returned without scores', async () => {
    const before = c.services.gradebook.length;
    const local = await handedInPupil(c, 'learner-5', 'Lou Pupil');
    const returned = await c.as(c.teacher, 'POST', `/api/handins/${local.handinId}/return`, {});
    expect(returned.statusCode).toBe(200);
    const sends = await c.app.db
      .select()
      .from(ltiGradeSends)
      .where(eq(ltiGradeSends.handinId, local.handinId));
    expect(sends).toEqual([]);
    expect(c.services.gradebook.length).toBe(before);
  });
});
