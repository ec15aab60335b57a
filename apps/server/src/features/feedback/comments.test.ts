import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  MAX_COMMENTS_PER_HANDIN,
  type FeedbackComment,
  type HandinDetail,
  type Story,
  type StoryFeedback,
} from '@dsb/core';
import {
  classStory,
  createFeedbackClass,
  handIn,
  slide,
  slideId,
  type FeedbackClass,
} from './feedbackTestSupport';
import { handinComments } from './tables';

let c: FeedbackClass;
let story: Story;
let handinId: string;
const comments = () => `/api/handins/${handinId}/comments`;
const comment = (id: string) => `${comments()}/${id}`;

beforeAll(async () => {
  c = await createFeedbackClass();
  story = await classStory(c);
  handinId = (await handIn(c, story._id)).handinId;
});
afterAll(() => c?.app.close());

const post = (cookie: string, body: unknown) => c.as(cookie, 'POST', comments(), body);
const atPoint = (index: number, x = 0.5, y = 0.25) => ({
  kind: 'slide',
  slideId: slideId(index),
  x,
  y,
});

describe("the teacher's comments", () => {
  it('pins comments at a point (numbered 1, 2, ...), on a sentence and on the story', async () => {
    const first = await post(c.teacher, { target: atPoint(0), text: '  Cite the source.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<FeedbackComment>()).toMatchObject({
      handinId,
      version: 1,
      authorName: 'Ms Rivera',
      role: 'teacher',
      mine: true,
      number: 1,
      text: 'Cite the source.',
      replyTo: null,
      done: false,
      targetRemoved: false,
      history: [],
    });
    const sentence = await post(c.teacher, {
      target: { kind: 'script', slideId: slideId(0), start: 20, end: 37 },
      text: 'Which storms?',
    });
    expect(sentence.json<FeedbackComment>()).toMatchObject({ number: null, targetRemoved: false });
    const whole = await post(c.teacher, { target: { kind: 'story' }, text: 'Good start.' });
    expect(whole.statusCode).toBe(201);
    const second = await post(c.teacher, { target: atPoint(1, 0, 1), text: 'Bigger chart.' });
    expect(second.json<FeedbackComment>().number).toBe(2);
    const detail = (await c.as(c.teacher, 'GET', `/api/handins/${handinId}`)).json<HandinDetail>();
    expect(detail.comments.map((x) => x.text)).toEqual([
      'Cite the source.',
      'Which storms?',
      'Good start.',
      'Bigger chart.',
    ]);
  });

  it('refuses a comment past 2,000 characters, an empty one, and a slide or sentence not handed in', async () => {
    const cases: Array<[unknown, string | null]> = [
      [{ target: { kind: 'story' }, text: 'x'.repeat(2001) }, FEEDBACK_MESSAGES.commentTooLong],
      [{ target: { kind: 'story' }, text: '   ' }, FEEDBACK_MESSAGES.commentEmpty],
      [{ target: atPoint(7), text: 'Where?' }, FEEDBACK_MESSAGES.slideNotInHandin],
      [
        { target: { kind: 'script', slideId: slideId(1), start: 0, end: 500 }, text: 'Hm' },
        FEEDBACK_MESSAGES.sentenceOutsideScript,
      ],
      [{ target: { kind: 'slide', slideId: slideId(0), x: 2, y: 0 }, text: 'Off' }, null],
      [{ target: { kind: 'elsewhere' }, text: 'Hm' }, null],
      [{ target: { kind: 'story' }, text: 'Hm', replyTo: 'not-a-uuid' }, null],
    ];
    for (const [body, message] of cases) {
      const response = await post(c.teacher, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message)
        expect(response.json()).toMatchObject({ error: message, code: expect.any(String) });
    }
    const exactly = await post(c.teacher, { target: { kind: 'story' }, text: 'y'.repeat(2000) });
    expect(exactly.statusCode).toBe(201);
    await c.as(c.teacher, 'DELETE', comment(exactly.json().id));
  });

  it('keeps the earlier text when the teacher edits a comment, and only its author may', async () => {
    const made = (await post(c.teacher, { target: { kind: 'story' }, text: 'Draft.' })).json();
    const edited = await c.as(c.teacher, 'PATCH', comment(made.id), { text: 'Final.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<FeedbackComment>().text).toBe('Final.');
    expect(edited.json<FeedbackComment>().history.map((h) => h.text)).toEqual(['Draft.']);
    const byPupil = await c.as(c.pupil, 'PATCH', comment(made.id), { text: 'Mine now' });
    expect(byPupil.statusCode).toBe(404);
    expect((await c.as(c.stranger, 'DELETE', comment(made.id))).statusCode).toBe(404);
    expect((await c.as(c.teacher, 'DELETE', comment(made.id))).statusCode).toBe(204);
    expect((await c.as(c.teacher, 'DELETE', comment(made.id))).statusCode).toBe(404);
    expect((await c.as(c.teacher, 'DELETE', comment('nope'))).statusCode).toBe(404);
  });
});

describe("the pupils' side", () => {
  it('shows authors no comments and takes no replies before the return', async () => {
    const [first] = (await c.as(c.teacher, 'GET', `/api/handins/${handinId}`)).json<HandinDetail>()
      .comments;
    const early = await post(c.pupil, {
      target: { kind: 'story' },
      text: 'Ok',
      replyTo: first!.id,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('notReturned');
    const feedback = await c.as(c.pupil, 'GET', `/api/stories/${story._id}/feedback`);
    expect(feedback.json<StoryFeedback>().comments).toEqual([]);
    expect(
      (await c.as(c.stranger, 'POST', comments(), { target: { kind: 'story' }, text: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('after the return: replies (not new comments), done, and the teacher edits with history', async () => {
    await c.as(c.teacher, 'POST', `/api/handins/${handinId}/return`, {});
    const detail = (await c.as(c.pupil, 'GET', `/api/handins/${handinId}`)).json<HandinDetail>();
    const point = detail.comments.find((x) => x.number === 1)!;
    expect(point.mine).toBe(false);
    const notAReply = await post(c.pupil, { target: { kind: 'story' }, text: 'Hello' });
    expect(notAReply.statusCode).toBe(404);
    const reply = await post(c.coAuthor, {
      target: { kind: 'story' },
      text: 'Added it.',
      replyTo: point.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<FeedbackComment>()).toMatchObject({
      role: 'pupil',
      authorName: 'Cal Coauthor',
      replyTo: point.id,
      target: point.target, // a reply is where the comment it answers is
      number: null,
    });
    const unknown = await post(c.pupil, {
      target: { kind: 'story' },
      text: 'Hm',
      replyTo: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const done = await c.as(c.pupil, 'PATCH', comment(point.id), { done: true });
    expect(done.json<FeedbackComment>().done).toBe(true);
    expect((await c.as(c.teacher, 'PATCH', comment(point.id), { done: false })).statusCode).toBe(
      404,
    );
    const later = await c.as(c.teacher, 'PATCH', comment(point.id), { text: 'Cite it, please.' });
    expect(later.json<FeedbackComment>().history.map((h) => h.text)).toEqual(['Cite the source.']);
    expect((await c.as(c.pupil, 'PATCH', comment(point.id), {})).statusCode).toBe(400);
  });

  it('shows the comments where they are now, and "removed" where the pupil deleted the part', async () => {
    const current = (await c.as(c.pupil, 'GET', `/api/stories/${story._id}`)).json<Story>();
    const saved = await c.as(c.pupil, 'PUT', `/api/stories/${story._id}`, {
      version: current.version,
      // The first sentence gains words before it; slide 2 is deleted.
      slides: [slide(0, 'Since 1900, the sea rose 20 cm. Storms are worse.')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const feedback = (
      await c.as(c.pupil, 'GET', `/api/stories/${story._id}/feedback`)
    ).json<StoryFeedback>();
    const byText = (text: string) => feedback.comments.find((x) => x.text === text)!;
    expect(byText('Bigger chart.')).toMatchObject({ targetRemoved: true, number: 2 });
    expect(byText('Which storms?')).toMatchObject({
      targetRemoved: false,
      target: { kind: 'script', start: 32, end: 49 },
    });
    expect(byText('Good start.').targetRemoved).toBe(false);
    expect(byText('Cite it, please.').done).toBe(true);
    // The teacher's hand-in still shows the comments on the slides as handed in.
    const review = (await c.as(c.teacher, 'GET', `/api/handins/${handinId}`)).json<HandinDetail>();
    expect(review.comments.every((x) => !x.targetRemoved)).toBe(true);
  });

  it('numbers markers made at the same moment 1, 2, 3 ... without a repeat', async () => {
    const other = await classStory(c);
    const { handinId: busy } = await handIn(c, other._id);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        c.as(c.teacher, 'POST', `/api/handins/${busy}/comments`, {
          target: atPoint(0, i / 8),
          text: `Point ${i}`,
        }),
      ),
    );
    const numbers = made.map((r) => r.json<FeedbackComment>().number).sort((a, b) => a! - b!);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('holds at most 300 comments on a hand-in, replies included', async () => {
    const other = await classStory(c);
    const { handinId: full } = await handIn(c, other._id);
    await c.app.db.insert(handinComments).values(
      Array.from({ length: MAX_COMMENTS_PER_HANDIN }, (_, i) => ({
        handinId: full,
        role: 'teacher' as const,
        target: { kind: 'story' as const },
        text: `Comment ${i}`,
      })),
    );
    const refused = await c.as(c.teacher, 'POST', `/api/handins/${full}/comments`, {
      target: { kind: 'story' },
      text: 'One more',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: FEEDBACK_MESSAGES.tooManyComments,
      code: 'tooManyComments',
    });
  });
});
