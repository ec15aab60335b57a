import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  type HandinDetail,
  type HandinSummary,
  type Story,
  type StoryFeedback,
  type StorySummary,
} from '@dsb/core';
import {
  classStory,
  createFeedbackClass,
  handIn,
  slide,
  type FeedbackClass,
} from './feedbackTestSupport';
import { addLinkTeacher } from '../customLinks';

let c: FeedbackClass;
beforeAll(async () => {
  c = await createFeedbackClass();
});
afterAll(() => c?.app.close());

const listed = async (cookie: string, storyId: string) =>
  (await c.as(cookie, 'GET', '/api/stories')).json<StorySummary[]>().find((s) => s._id === storyId);

describe('handing in', () => {
  it('snapshots the story as saved; the teacher reviews that, whatever changes later', async () => {
    const story = await classStory(c);
    const made = await c.as(c.pupil, 'POST', `/api/stories/${story._id}/handins`, {
      note: '  Please look at slide 2  ',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { handinId, version } = made.json();
    expect(version).toBe(1);
    const detail = await c.as(c.teacher, 'GET', `/api/handins/${handinId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<HandinDetail>()).toMatchObject({
      id: handinId,
      storyId: story._id,
      version: 1,
      status: 'waiting',
      note: 'Please look at slide 2',
      handedInBy: 'Sam Pupil',
      linkId: c.linkId,
      linkName: 'Year 9 F',
      teacherName: 'Ms Rivera',
      pupilName: 'Sam Pupil',
      coAuthors: ['Cal Coauthor'],
      title: 'Rising seas',
      approved: true,
      previousId: null,
      versions: [{ id: handinId, version: 1 }],
    });
    expect(detail.json<HandinDetail>().slides.map((s) => s.script)).toEqual([
      'The sea rose 20 cm. Storms are worse.',
      'Act now.',
    ]);
    expect(detail.json<HandinDetail>().rubric?.name).toBe('Story rubric');
    expect(await listed(c.coAuthor, story._id)).toMatchObject({
      handin: { status: 'waiting', version: 1 },
    });
  });

  it('is read-only while it waits: PUT and PATCH answer 409 handedIn, reading still works', async () => {
    const story = await classStory(c);
    await handIn(c, story._id, c.coAuthor);
    const put = await c.as(c.pupil, 'PUT', `/api/stories/${story._id}`, {
      version: story.version,
      title: 'Changed',
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({ error: FEEDBACK_MESSAGES.handedIn, code: 'handedIn' });
    const patch = await c.as(c.coAuthor, 'PATCH', `/api/stories/${story._id}`, {
      version: story.version,
      title: 'Changed',
      baseFields: { title: 'Rising seas' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe('handedIn');
    // A stranger still learns nothing of the story.
    const strangers = await c.as(c.stranger, 'PUT', `/api/stories/${story._id}`, {
      version: story.version,
      title: 'Changed',
    });
    expect(strangers.statusCode).toBe(404);
    const read = await c.as(c.pupil, 'GET', `/api/stories/${story._id}`);
    expect(read.json<Story>().title).toBe('Rising seas');
  });

  it('answers 400 for a story not started from a class link, 409 for a second one', async () => {
    const own = await c.as(c.pupil, 'POST', '/api/stories', {
      template: 'blank',
      slides: [slide(0, 'Mine')],
    });
    const refused = await c.as(c.pupil, 'POST', `/api/stories/${own.json()._id}/handins`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: FEEDBACK_MESSAGES.notFromClassLink,
      code: 'notFromClassLink',
    });
    const story = await classStory(c);
    await handIn(c, story._id);
    const again = await c.as(c.coAuthor, 'POST', `/api/stories/${story._id}/handins`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('alreadyWaiting');
    const long = await c.as(c.pupil, 'POST', `/api/stories/${story._id}/handins`, {
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: FEEDBACK_MESSAGES.noteTooLong, code: 'noteTooLong' });
  });

  it('lets only one of two authors handing in at the same moment succeed', async () => {
    const story = await classStory(c);
    const both = await Promise.all(
      [c.pupil, c.coAuthor].map((cookie) =>
        c.as(cookie, 'POST', `/api/stories/${story._id}/handins`, {}),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('hides hand-ins from everyone but the reviewer and the authors (404), and asks for sign-in', async () => {
    const story = await classStory(c);
    const { handinId } = await handIn(c, story._id);
    for (const url of [`/api/handins/${handinId}`, `/api/stories/${story._id}/feedback`]) {
      expect((await c.as(c.stranger, 'GET', url)).statusCode, url).toBe(404);
      expect((await c.as(undefined, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await c.as(c.stranger, 'POST', `/api/stories/${story._id}/handins`)).statusCode).toBe(
      404,
    );
    expect((await c.as(c.stranger, 'POST', `/api/handins/${handinId}/return`)).statusCode).toBe(
      404,
    );
    // Authors may not return their own hand-in; an admin may review any.
    expect((await c.as(c.pupil, 'POST', `/api/handins/${handinId}/return`)).statusCode).toBe(404);
    expect((await c.as(c.admin, 'GET', `/api/handins/${handinId}`)).statusCode).toBe(200);
    for (const bad of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await c.as(c.teacher, 'GET', `/api/handins/${bad}`)).statusCode).toBe(404);
      expect((await c.as(c.pupil, 'POST', `/api/stories/${bad}/handins`)).statusCode).toBe(404);
    }
  });
});

describe('returning', () => {
  it('returns once (409 twice), makes the story editable again, and the next hand-in is version 2', async () => {
    const story = await classStory(c);
    const first = await handIn(c, story._id);
    const authorsView = await c.as(c.pupil, 'GET', `/api/handins/${first.handinId}`);
    expect(authorsView.json<HandinDetail>()).toMatchObject({ comments: [], scores: null });
    const returned = await c.as(c.teacher, 'POST', `/api/handins/${first.handinId}/return`, {});
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<HandinSummary>()).toMatchObject({ status: 'returned', version: 1 });
    expect(returned.json<HandinSummary>().returnedAt).not.toBeNull();
    const twice = await c.as(c.teacher, 'POST', `/api/handins/${first.handinId}/return`);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json()).toEqual({ error: FEEDBACK_MESSAGES.notWaiting, code: 'notWaiting' });
    expect(await listed(c.pupil, story._id)).toMatchObject({
      handin: { status: 'returned', version: 1 },
    });

    const saved = await c.as(c.pupil, 'PUT', `/api/stories/${story._id}`, {
      version: story.version,
      slides: [slide(0, 'The sea rose 20 cm.'), slide(1, 'Act now, please.')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await handIn(c, story._id, c.coAuthor);
    expect(second.version).toBe(2);
    const detail = (
      await c.as(c.teacher, 'GET', `/api/handins/${second.handinId}`)
    ).json<HandinDetail>();
    expect(detail.previousId).toBe(first.handinId);
    expect(detail.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(detail.slides[1]!.script).toBe('Act now, please.');
    // Version 1 still shows what was handed in then.
    const v1 = (
      await c.as(c.teacher, 'GET', `/api/handins/${first.handinId}`)
    ).json<HandinDetail>();
    expect(v1.slides[1]!.script).toBe('Act now.');

    const feedback = (
      await c.as(c.pupil, 'GET', `/api/stories/${story._id}/feedback`)
    ).json<StoryFeedback>();
    expect(feedback).toMatchObject({
      fromClassLink: true,
      teacherName: 'Ms Rivera',
      handin: { version: 2, status: 'waiting' },
      returned: { version: 1, status: 'returned' },
    });
  });

  it('approves a hand-in with the return, on a link that reviews before sharing', async () => {
    const story = await classStory(c);
    const { handinId } = await handIn(c, story._id);
    const approved = await c.as(c.teacher, 'POST', `/api/handins/${handinId}/return`, {
      approve: true,
    });
    expect(approved.json<HandinSummary>().approved).toBe(true);
    const again = await c.as(c.teacher, 'POST', `/api/handins/${handinId}/approve`);
    expect(again.statusCode).toBe(200);
  });

  it("tells a story's authors it cannot be handed in when it was not started from a class link", async () => {
    const own = await c.as(c.pupil, 'POST', '/api/stories', {
      template: 'blank',
      slides: [slide(0, 'Mine')],
    });
    const feedback = await c.as(c.pupil, 'GET', `/api/stories/${own.json()._id}/feedback`);
    expect(feedback.json<StoryFeedback>()).toEqual({
      fromClassLink: false,
      teacherName: null,
      handin: null,
      returned: null,
      comments: [],
      rubric: null,
      scores: null,
    });
  });
});

describe('a co-teacher of the class link', () => {
  it('reviews and returns hand-ins like the owner (a learning platform adds co-teachers)', async () => {
    const story = await classStory(c);
    const { handinId } = await handIn(c, story._id);
    expect((await c.as(c.stranger, 'GET', `/api/handins/${handinId}`)).statusCode).toBe(404);
    const me = await c.as(c.stranger, 'GET', '/auth/current-user');
    await addLinkTeacher(c.app.db, c.linkId, me.json<{ user: { _id: string } }>().user._id, 'lti');
    expect((await c.as(c.stranger, 'GET', `/api/handins/${handinId}`)).statusCode).toBe(200);
    const returned = await c.as(c.stranger, 'POST', `/api/handins/${handinId}/return`);
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await c.as(c.stranger, 'GET', `/api/custom-links/${c.linkId}/class`)).statusCode).toBe(
      200,
    );
  });
});
