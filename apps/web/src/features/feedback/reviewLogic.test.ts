import { describe, expect, it } from 'vitest';
import type { FeedbackComment } from '@dsb/core';
import {
  authorsLine,
  commentLimit,
  commentsPerSlide,
  commentThreads,
  draftLabel,
  excerpt,
  insertSnippet,
  levelsChanged,
  moveCrosshair,
  pointFromClick,
  sentencesOf,
  targetLabel,
} from './reviewLogic';

let made = 0;
function comment(over: Partial<FeedbackComment>): FeedbackComment {
  made += 1;
  return {
    id: `c${made}`,
    handinId: 'h1',
    version: 1,
    authorName: 'Ms Rivera',
    role: 'teacher',
    mine: true,
    target: { kind: 'story' },
    number: null,
    text: 'Good',
    replyTo: null,
    done: false,
    targetRemoved: false,
    history: [],
    createdAt: `2026-11-27T10:00:${String(made).padStart(2, '0')}.000Z`,
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...over,
  };
}

const slides = [
  { id: 'slide-1-0', script: 'Rivers flood. They flood in spring.' },
  { id: 'slide-1-1', script: 'Dams help.' },
];

describe('placing a point', () => {
  it('turns a click into fractions of the slide, kept inside it', () => {
    const rect = { left: 100, top: 50, width: 200, height: 400 };
    expect(pointFromClick(rect, 150, 150)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointFromClick(rect, 20, 900)).toEqual({ x: 0, y: 1 });
    expect(pointFromClick({ ...rect, width: 0 }, 150, 150)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('moves the crosshair by arrow keys, further with Shift, never off the slide', () => {
    expect(moveCrosshair({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.52, y: 0.5 });
    expect(moveCrosshair({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
    expect(moveCrosshair({ x: 0.01, y: 0.99 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0.99 });
    expect(moveCrosshair({ x: 0.5, y: 0.95 }, 'ArrowDown', true)).toEqual({ x: 0.5, y: 1 });
    expect(moveCrosshair({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });
});

describe('the comment box', () => {
  it('is over the limit only past 2,000 characters after trimming', () => {
    expect(commentLimit('a'.repeat(2000))).toEqual({ length: 2000, over: false, empty: false });
    expect(commentLimit(`  ${'a'.repeat(2000)}  `).over).toBe(false);
    expect(commentLimit('a'.repeat(2001)).over).toBe(true);
    expect(commentLimit('   ').empty).toBe(true);
  });

  it('inserts a bank comment at the caret with spaces where words would touch', () => {
    expect(insertSnippet('', ' Well done. ', null)).toEqual({ text: 'Well done.', caret: 10 });
    expect(insertSnippet('Good start.', 'Add a source.', null)).toEqual({
      text: 'Good start. Add a source.',
      caret: 25,
    });
    expect(insertSnippet('Good start. Thanks', 'Add a source.', { start: 12, end: 12 })).toEqual({
      text: 'Good start. Add a source. Thanks',
      caret: 26, // after the space, before 'Thanks'
    });
    // A selection is replaced.
    expect(insertSnippet('Say more here', 'cite', { start: 4, end: 8 }).text).toBe('Say cite here');
  });
});

describe('sentences and comments', () => {
  it('counts the comments pinned on each sentence, not the replies', () => {
    const pinned = comment({
      target: { kind: 'script', slideId: 'slide-1-0', start: 14, end: 35 },
    });
    const comments = [
      pinned,
      comment({ target: { kind: 'script', slideId: 'slide-1-1', start: 0, end: 10 } }),
      comment({ target: pinned.target, replyTo: pinned.id, role: 'pupil' }),
    ];
    expect(sentencesOf(slides[0]!, comments).map((s) => [s.text, s.comments])).toEqual([
      ['Rivers flood.', 0],
      ['They flood in spring.', 1],
    ]);
    expect(sentencesOf({ id: 'slide-9-9', script: '' }, comments)).toEqual([]);
  });

  it('counts comments per slide, leaving out the whole story', () => {
    const counts = commentsPerSlide([
      comment({ target: { kind: 'slide', slideId: 'slide-1-1', x: 0.1, y: 0.1 } }),
      comment({ target: { kind: 'script', slideId: 'slide-1-1', start: 0, end: 10 } }),
      comment({ target: { kind: 'story' } }),
    ]);
    expect([...counts]).toEqual([['slide-1-1', 2]]);
  });

  it('orders threads: story, then slides in order (points before sentences), replies under', () => {
    const onSecond = comment({ target: { kind: 'slide', slideId: 'slide-1-1', x: 0, y: 0 } });
    const sentence = comment({
      target: { kind: 'script', slideId: 'slide-1-0', start: 14, end: 35 },
    });
    const point = comment({ target: { kind: 'slide', slideId: 'slide-1-0', x: 0, y: 0 } });
    const story = comment({});
    const gone = comment({ target: { kind: 'slide', slideId: 'slide-7-7', x: 0, y: 0 } });
    const reply = comment({ replyTo: point.id, role: 'pupil', authorName: 'Olive' });
    const answer = comment({ replyTo: reply.id });
    const threads = commentThreads([onSecond, answer, reply, sentence, gone, point, story], slides);
    expect(threads.map((t) => t.comment.id)).toEqual([
      story.id,
      point.id,
      sentence.id,
      onSecond.id,
      gone.id,
    ]);
    // A reply to a reply stays in the conversation, in the order written.
    expect(threads[1]!.replies.map((r) => r.id)).toEqual([reply.id, answer.id]);
  });
});

describe('labels', () => {
  it('names what a comment is pinned to', () => {
    expect(targetLabel(comment({}), slides)).toBe('Whole story');
    expect(
      targetLabel(
        comment({ target: { kind: 'slide', slideId: 'slide-1-1', x: 0, y: 0 }, number: 2 }),
        slides,
      ),
    ).toBe('Point 2 on slide 2');
    expect(
      targetLabel(
        comment({ target: { kind: 'script', slideId: 'slide-1-0', start: 0, end: 13 } }),
        slides,
      ),
    ).toBe('Slide 1, sentence: "Rivers flood."');
    expect(
      targetLabel(comment({ target: { kind: 'slide', slideId: 'slide-8-8', x: 0, y: 0 } }), slides),
    ).toBe('On a part that was removed');
    expect(draftLabel({ kind: 'script', slideId: 'slide-1-1', start: 0, end: 10 }, slides)).toBe(
      'On slide 2: "Dams help."',
    );
    expect(draftLabel({ kind: 'slide', slideId: 'slide-1-1', x: 0, y: 0 }, slides)).toBe(
      'On a point of slide 2',
    );
  });

  it('shortens long texts and names a group', () => {
    expect(excerpt('a  b\nc')).toBe('a b c');
    expect(excerpt('x'.repeat(80), 20)).toBe(`${'x'.repeat(17)}...`);
    expect(authorsLine('Sam', [], 'en')).toBe('By Sam');
    expect(authorsLine('Sam', ['Ben', ' ', 'Cleo'], 'en')).toBe('By Sam with Ben and Cleo');
  });

  it('knows when the chosen levels differ from the saved ones', () => {
    expect(levelsChanged({ a: 1 }, { a: 1 })).toBe(false);
    expect(levelsChanged({ a: 1, b: 0 }, { a: 1 })).toBe(true);
    expect(levelsChanged({ a: 2 }, { a: 1 })).toBe(true);
  });
});
