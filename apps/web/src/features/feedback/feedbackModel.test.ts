import { describe, expect, it } from 'vitest';
import type { FeedbackComment, StoryFeedback } from '@dsb/core';
import {
  doneCount,
  handInState,
  markersFor,
  placeThreads,
  scoreRows,
  threadComments,
  waitingNow,
} from './feedbackModel';

let clock = 0;
function comment(over: Partial<FeedbackComment> = {}): FeedbackComment {
  clock++;
  return {
    id: `c${clock}`,
    handinId: 'h1',
    version: 1,
    authorName: 'Ms Reed',
    role: 'teacher',
    mine: false,
    target: { kind: 'story' },
    number: null,
    text: `Comment ${clock}`,
    replyTo: null,
    done: false,
    targetRemoved: false,
    history: [],
    createdAt: `2026-11-27T10:00:${String(clock).padStart(2, '0')}.000Z`,
    updatedAt: `2026-11-27T10:00:${String(clock).padStart(2, '0')}.000Z`,
    ...over,
  };
}

const summary = {
  id: 'h1',
  storyId: 's1',
  version: 1,
  note: '',
  handedInBy: 'Ada',
  handedInAt: '2026-11-27T10:00:00.000Z',
  returnedAt: null,
  approved: true,
};
function feedback(over: Partial<StoryFeedback> = {}): StoryFeedback {
  return {
    fromClassLink: true,
    teacherName: 'Ms Reed',
    handin: null,
    returned: null,
    comments: [],
    rubric: null,
    scores: null,
    ...over,
  };
}

describe('handInState', () => {
  it('offers handing in only for a story from a class link', () => {
    expect(handInState(undefined)).toEqual({ kind: 'none' });
    expect(handInState(feedback({ fromClassLink: false }))).toEqual({ kind: 'none' });
    expect(handInState(feedback())).toEqual({
      kind: 'canHandIn',
      teacherName: 'Ms Reed',
      again: false,
    });
  });
  it('waits while a hand-in waits, and offers handing in again after a return', () => {
    const waiting = feedback({ handin: { ...summary, status: 'waiting', version: 2 } });
    expect(handInState(waiting)).toMatchObject({ kind: 'waiting', version: 2 });
    const returned = feedback({ handin: { ...summary, status: 'returned' } });
    expect(handInState(returned)).toMatchObject({ kind: 'canHandIn', again: true });
  });
});

describe('waitingNow', () => {
  it('makes a story waiting, one version on, when live editing closed before the answer', () => {
    const returned = feedback({ handin: { ...summary, status: 'returned', version: 2 } });
    expect(handInState(waitingNow(returned))).toMatchObject({
      kind: 'waiting',
      handinId: '',
      version: 3,
    });
    expect(handInState(waitingNow(feedback()))).toMatchObject({ kind: 'waiting', version: 1 });
  });
  it('keeps a hand-in the server already said waits', () => {
    const waiting = feedback({ handin: { ...summary, status: 'waiting', version: 1 } });
    expect(waitingNow(waiting)).toBe(waiting);
  });
});

describe('threadComments', () => {
  it('puts replies, and replies to replies, under the comment they answer, oldest first', () => {
    const first = comment();
    const second = comment();
    const reply = comment({ role: 'pupil', replyTo: first.id });
    const answer = comment({ replyTo: reply.id });
    const threads = threadComments([answer, second, reply, first]);
    expect(threads.map((t) => t.comment.id)).toEqual([first.id, second.id]);
    expect(threads[0]!.replies.map((r) => r.id)).toEqual([reply.id, answer.id]);
    expect(threads[1]!.replies).toEqual([]);
  });
  it('keeps a reply whose comment is gone as its own thread', () => {
    const orphan = comment({ replyTo: '00000000-0000-4000-8000-000000000000' });
    expect(threadComments([orphan]).map((t) => t.comment.id)).toEqual([orphan.id]);
  });
  it('counts the teacher comments marked done, not the replies', () => {
    const a = comment({ done: true });
    const b = comment();
    const reply = comment({ role: 'pupil', replyTo: b.id });
    expect(doneCount(threadComments([a, b, reply]))).toEqual({ done: 1, total: 2 });
  });
});

describe('placeThreads', () => {
  const handedIn = [
    { id: 'slide-1-0', script: 'Seas rise. Ice melts fast.' },
    { id: 'slide-1-1', script: 'Gone soon.' },
  ];
  it('finds a sentence where the pupil moved it and quotes it as handed in', () => {
    const c = comment({ target: { kind: 'script', slideId: 'slide-1-0', start: 11, end: 26 } });
    const now = [{ id: 'slide-1-0', script: 'New start. Seas rise. Ice melts fast.' }];
    const [placed] = placeThreads(threadComments([c]), handedIn, now);
    expect(placed).toMatchObject({
      kind: 'script',
      slideIndex: 0,
      quote: 'Ice melts fast.',
      span: { start: 22, end: 37 },
      removed: false,
    });
  });
  it('marks a reworded sentence or a deleted slide as removed, and lists those last', () => {
    const sentence = comment({
      target: { kind: 'script', slideId: 'slide-1-0', start: 0, end: 10 },
    });
    const point = comment({ target: { kind: 'slide', slideId: 'slide-1-1', x: 0.5, y: 0.5 } });
    const story = comment();
    const now = [{ id: 'slide-1-0', script: 'Oceans rise. Ice melts fast.' }];
    const placed = placeThreads(threadComments([sentence, point, story]), handedIn, now);
    expect(placed.map((p) => [p.comment.id, p.removed])).toEqual([
      [story.id, false],
      [sentence.id, true],
      [point.id, true],
    ]);
    expect(placed[1]!.quote).toBe('Seas rise.');
    expect(placed[1]!.span).toBeNull();
  });
  it('trusts the server when it says the part was removed', () => {
    const c = comment({
      target: { kind: 'slide', slideId: 'slide-1-0', x: 0.1, y: 0.1 },
      targetRemoved: true,
    });
    expect(placeThreads(threadComments([c]), handedIn, handedIn)[0]!.removed).toBe(true);
  });
});

describe('markersFor', () => {
  it('numbers the point comments of the slide shown, in percent, kept on the slide', () => {
    const a = comment({
      number: 1,
      target: { kind: 'slide', slideId: 'slide-1-0', x: 0.25, y: 0.5 },
    });
    const b = comment({ number: 2, target: { kind: 'slide', slideId: 'slide-1-1', x: 1, y: 0 } });
    const c = comment({ target: { kind: 'story' } });
    const slides = [
      { id: 'slide-1-0', script: '' },
      { id: 'slide-1-1', script: '' },
    ];
    const placed = placeThreads(threadComments([a, b, c]), slides, slides);
    expect(markersFor(placed, 'slide-1-0')).toEqual([
      { id: a.id, number: 1, left: 25, top: 50, text: a.text, done: false },
    ]);
    expect(markersFor(placed, 'slide-1-1')).toMatchObject([{ number: 2, left: 100, top: 0 }]);
    expect(markersFor(placed, null)).toEqual([]);
  });
  it('draws no marker for a slide that was removed', () => {
    const a = comment({
      number: 1,
      target: { kind: 'slide', slideId: 'slide-1-9', x: 0.2, y: 0.2 },
    });
    expect(markersFor(placeThreads(threadComments([a]), [], []), 'slide-1-9')).toEqual([]);
  });
});

describe('scoreRows', () => {
  const rubric = {
    id: 'r1',
    name: 'Story',
    createdAt: '',
    updatedAt: '',
    criteria: [
      {
        id: 'evidence',
        name: 'Evidence',
        levels: [
          { description: 'None', points: 0 },
          { description: 'Strong', points: 4 },
        ],
      },
      { id: 'voice', name: 'Voice', levels: [{ description: 'Clear', points: 2 }] },
    ],
  };
  it("gives each criterion's chosen level and points, unscored ones empty", () => {
    const scores = { rubricId: 'r1', levels: { evidence: 1 }, total: 4, maxTotal: 6 };
    expect(scoreRows(rubric, scores)).toEqual([
      {
        criterionId: 'evidence',
        name: 'Evidence',
        level: 2,
        description: 'Strong',
        points: 4,
        maxPoints: 4,
      },
      {
        criterionId: 'voice',
        name: 'Voice',
        level: null,
        description: null,
        points: null,
        maxPoints: 2,
      },
    ]);
    expect(scoreRows(null, null)).toEqual([]);
  });
});
