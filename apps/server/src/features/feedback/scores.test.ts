import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  type ClassViewResponse,
  type HandinDetail,
  type RubricScores,
  type StoryFeedback,
} from '@dsb/core';
import { signInAs } from '../../platform/test/testApp';
import {
  classStory,
  createFeedbackClass,
  handIn,
  slide,
  type FeedbackClass,
} from './feedbackTestSupport';

let c: FeedbackClass;
beforeAll(async () => {
  c = await createFeedbackClass();
});
afterAll(() => c?.app.close());

const score = (cookie: string, handinId: string, levels: Record<string, number>) =>
  c.as(cookie, 'PUT', `/api/handins/${handinId}/scores`, { levels });
const classView = async () =>
  (await c.as(c.teacher, 'GET', `/api/custom-links/${c.linkId}/class`)).json<ClassViewResponse>();

describe('scores on the rubric', () => {
  it('scores a hand-in with totals, shown to the pupils once it is returned', async () => {
    const story = await classStory(c);
    const { handinId } = await handIn(c, story._id);
    const scored = await score(c.teacher, handinId, { evidence: 1, clarity: 1 });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json<RubricScores>()).toEqual({
      rubricId: c.rubricId,
      levels: { evidence: 1, clarity: 1 },
      total: 5,
      maxTotal: 7,
    });
    const again = await score(c.teacher, handinId, { evidence: 2 });
    expect(again.json<RubricScores>()).toMatchObject({ total: 4, maxTotal: 7 });
    const pupilsEarly = (
      await c.as(c.pupil, 'GET', `/api/handins/${handinId}`)
    ).json<HandinDetail>();
    expect(pupilsEarly.scores).toBeNull();
    await c.as(c.teacher, 'POST', `/api/handins/${handinId}/return`, {});
    const feedback = (
      await c.as(c.pupil, 'GET', `/api/stories/${story._id}/feedback`)
    ).json<StoryFeedback>();
    expect(feedback.scores).toMatchObject({ levels: { evidence: 2 }, total: 4, maxTotal: 7 });
    expect(feedback.rubric?.criteria.map((x) => x.name)).toEqual(['Evidence', 'Clarity']);
  });

  it('refuses unknown criteria and levels, authors and strangers, and links without a rubric', async () => {
    const story = await classStory(c);
    const { handinId } = await handIn(c, story._id);
    const criterion = await score(c.teacher, handinId, { depth: 0 });
    expect(criterion.json()).toEqual({
      error: FEEDBACK_MESSAGES.scoreUnknownCriterion,
      code: 'scoreUnknownCriterion',
    });
    const level = await score(c.teacher, handinId, { clarity: 2 });
    expect(level.json().code).toBe('scoreUnknownLevel');
    expect((await score(c.teacher, handinId, { clarity: 9 })).statusCode).toBe(400);
    expect((await score(c.pupil, handinId, { clarity: 0 })).statusCode).toBe(404);
    expect((await score(c.stranger, handinId, { clarity: 0 })).statusCode).toBe(404);

    const plain = await c.as(c.teacher, 'POST', '/api/custom-links', {
      name: 'No rubric',
      trackingId: 'no-rubric',
    });
    const other = await c.as(c.pupil, 'POST', '/api/stories', {
      template: 'blank',
      trackingId: 'no-rubric',
      slides: [slide(0, 'Hello.')],
    });
    const bare = await handIn(c, other.json()._id);
    const none = await score(c.teacher, bare.handinId, { clarity: 0 });
    expect(none.json()).toEqual({ error: FEEDBACK_MESSAGES.noRubric, code: 'noRubric' });
    expect(plain.statusCode).toBe(201);
  });
});

describe('the class view and the markbook', () => {
  it('shows each story’s progress, its latest hand-in and totals, and the pupils not started', async () => {
    const fresh = await createFeedbackClass('class-10a');
    try {
      const view = async () =>
        (
          await fresh.as(fresh.teacher, 'GET', `/api/custom-links/${fresh.linkId}/class`)
        ).json<ClassViewResponse>();
      const late = await signInAs(fresh.app, 'late@school.example', 'Lou Late');
      await fresh.as(late, 'POST', '/api/custom-links/open', { trackingId: 'class-10a' });
      await fresh.as(fresh.stranger, 'POST', '/api/custom-links/open', { trackingId: 'class-10a' });
      const draft = await classStory(fresh);
      const story = await classStory(fresh);
      // The co-author of both stories opened the link too: they are not "not started".
      await fresh.as(fresh.coAuthor, 'POST', '/api/custom-links/open', { trackingId: 'class-10a' });
      const progress = async () =>
        Object.fromEntries((await view()).stories.map((s) => [s.storyId, s.progress]));
      expect((await view()).notStarted).toEqual(['Lou Late', 'Other Teacher']);

      const first = await handIn(fresh, story._id);
      expect(await progress()).toEqual({ [draft._id]: 'in progress', [story._id]: 'handed in' });
      await fresh.as(fresh.teacher, 'PUT', `/api/handins/${first.handinId}/scores`, {
        levels: { evidence: 2, clarity: 0 },
      });
      await fresh.as(fresh.teacher, 'POST', `/api/handins/${first.handinId}/return`, {});
      expect((await progress())[story._id]).toBe('returned');
      const second = await handIn(fresh, story._id);
      const listed = (await view()).stories.find((s) => s.storyId === story._id)!;
      expect(listed).toMatchObject({
        progress: 'resubmitted',
        handinId: second.handinId,
        handinVersion: 2,
        scoreTotal: 5,
        scoreMax: 7,
      });
      expect((await view()).stories.find((s) => s.storyId === draft._id)).toMatchObject({
        handinId: null,
        scoreTotal: null,
      });

      const csv = await fresh.as(
        fresh.teacher,
        'GET',
        `/api/custom-links/${fresh.linkId}/scores.csv`,
      );
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(
        /attachment; filename="year-9-f-scores-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Pupil,Co-authors,Story,Status,Version,Evidence,Clarity,Total,Out of');
      expect(lines).toContain('Sam Pupil,Cal Coauthor,Rising seas,resubmitted,2,4,1,5,7');
      expect(lines).toContain('Sam Pupil,Cal Coauthor,Rising seas,in progress,,,,,');
      expect(lines).toContain('Lou Late,,,not started,,,,,');
      for (const cookie of [fresh.stranger, fresh.pupil]) {
        const url = `/api/custom-links/${fresh.linkId}/scores.csv`;
        expect((await fresh.as(cookie, 'GET', url)).statusCode).toBe(404);
      }
      expect(
        (await fresh.as(fresh.admin, 'GET', `/api/custom-links/${fresh.linkId}/scores.csv`))
          .statusCode,
      ).toBe(200);
    } finally {
      await fresh.app.close();
    }
  });

  it('escapes a title that a spreadsheet would run as a formula', async () => {
    const created = await c.as(c.pupil, 'POST', '/api/stories', {
      template: 'blank',
      title: '=HYPERLINK("http://evil.example")',
      trackingId: c.trackingId,
      slides: [slide(0, 'x')],
    });
    expect(created.statusCode).toBe(201);
    const csv = await c.as(c.teacher, 'GET', `/api/custom-links/${c.linkId}/scores.csv`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect((await classView()).stories.length).toBeGreaterThan(0);
  });
});
