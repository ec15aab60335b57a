import {
  locateTarget,
  type CommentTarget,
  type FeedbackComment,
  type StoryFeedback,
} from '@dsb/core';

/**
 * The pupil's side of feedback, without React (docs/product/feedback.md, "What a pupil sees"):
 * where the story stands, the teacher's comments with their replies, and where each is pinned in
 * the story as it is now.
 */

type SlideText = { id: string; script: string };

/** What the pupil can do with the story now. */
export type HandInState =
  | { kind: 'none' }
  | { kind: 'canHandIn'; teacherName: string; again: boolean }
  | {
      kind: 'waiting';
      /** Null for a moment when live editing closed before the server's answer came. */
      handinId: string | null;
      version: number;
      handedInAt: string;
      teacherName: string;
    };

export function handInState(feedback: StoryFeedback | undefined): HandInState {
  if (!feedback) return { kind: 'none' };
  const teacherName = feedback.teacherName ?? '';
  if (feedback.handin?.status === 'waiting')
    return {
      kind: 'waiting',
      handinId: feedback.handin.id,
      version: feedback.handin.version,
      handedInAt: feedback.handin.handedInAt,
      teacherName,
    };
  if (!feedback.fromClassLink) return { kind: 'none' };
  return { kind: 'canHandIn', teacherName, again: feedback.handin !== null };
}

/** A teacher's comment with the replies to it (and to those), oldest first. */
export type CommentThread = { comment: FeedbackComment; replies: FeedbackComment[] };

const byCreated = (a: FeedbackComment, b: FeedbackComment) =>
  a.createdAt.localeCompare(b.createdAt);

/**
 * The comments as threads: each comment that answers none starts one, and every reply joins the
 * thread of the comment it answers, however deep. A reply whose comment is gone starts its own.
 */
export function threadComments(comments: readonly FeedbackComment[]): CommentThread[] {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const rootOf = (comment: FeedbackComment): FeedbackComment => {
    const seen = new Set<string>();
    let at = comment;
    while (at.replyTo && byId.has(at.replyTo) && !seen.has(at.id)) {
      seen.add(at.id);
      at = byId.get(at.replyTo)!;
    }
    return at;
  };
  const threads = new Map<string, CommentThread>();
  for (const comment of [...comments].sort(byCreated)) {
    const root = rootOf(comment);
    if (root === comment) threads.set(comment.id, { comment, replies: [] });
  }
  for (const comment of [...comments].sort(byCreated)) {
    const root = rootOf(comment);
    if (root !== comment) threads.get(root.id)?.replies.push(comment);
  }
  return [...threads.values()];
}

/** Where a thread is pinned in the story as it is now. */
export type PlacedThread = CommentThread & {
  kind: CommentTarget['kind'];
  /** The slide's position now (0-based), or null (the story, or a removed slide). */
  slideIndex: number | null;
  slideId: string | null;
  /** The sentence as handed in (a sentence comment). */
  quote: string | null;
  /** The sentence's span in the slide's script now, for highlighting. */
  span: { start: number; end: number } | null;
  /** The point on the slide, as fractions of its width and height. */
  point: { x: number; y: number } | null;
  /** Its slide or sentence is no longer in the story. */
  removed: boolean;
};

/**
 * Pins each thread in the slides now (`now`), the sentence found again even when the pupil
 * moved it (locateTarget); `handedIn` are the slides the comments were made on (the returned
 * hand-in's snapshot; null while it loads: sentences are then looked for where they were).
 * Story comments come first, then slide by slide in the story's order, removed parts last.
 */
export function placeThreads(
  threads: readonly CommentThread[],
  handedIn: readonly SlideText[] | null,
  now: readonly SlideText[],
): PlacedThread[] {
  const placed = threads.map((thread): PlacedThread => {
    const target = thread.comment.target;
    const base = { ...thread, kind: target.kind, quote: null, span: null, point: null };
    if (target.kind === 'story')
      return { ...base, slideIndex: null, slideId: null, removed: false };
    const original = handedIn?.find((s) => s.id === target.slideId);
    const quote =
      target.kind === 'script' && original ? original.script.slice(target.start, target.end) : null;
    const located = locateTarget(target, handedIn ?? now, now);
    const slideIndex = now.findIndex((s) => s.id === target.slideId);
    const removed = thread.comment.targetRemoved || located === null || slideIndex < 0;
    return {
      ...base,
      slideId: target.slideId,
      slideIndex: slideIndex < 0 ? null : slideIndex,
      quote,
      span:
        !removed && located?.kind === 'script' ? { start: located.start, end: located.end } : null,
      point: target.kind === 'slide' ? { x: target.x, y: target.y } : null,
      removed,
    };
  });
  const order = (t: PlacedThread) =>
    t.removed ? Number.MAX_SAFE_INTEGER : t.slideIndex === null ? -1 : t.slideIndex;
  return placed
    .map((thread, at) => ({ thread, at }))
    .sort((a, b) => order(a.thread) - order(b.thread) || a.at - b.at)
    .map(({ thread }) => thread);
}

/** A numbered marker over the slide: its place in percent of the slide, kept inside it. */
export type Marker = {
  id: string;
  number: number;
  left: number;
  top: number;
  text: string;
  done: boolean;
};

const clampPercent = (fraction: number) => Math.min(100, Math.max(0, fraction * 100));

/** The markers of the point comments on `slideId` that are still in the story. */
export function markersFor(placed: readonly PlacedThread[], slideId: string | null): Marker[] {
  if (!slideId) return [];
  return placed.flatMap((thread, at) => {
    const { comment, point } = thread;
    if (thread.removed || !point || thread.slideId !== slideId) return [];
    return [
      {
        id: comment.id,
        number: comment.number ?? at + 1,
        left: clampPercent(point.x),
        top: clampPercent(point.y),
        text: comment.text,
        done: comment.done,
      },
    ];
  });
}

/** The teacher's comments (not the replies) and how many of them are marked done. */
export function doneCount(threads: readonly CommentThread[]): { done: number; total: number } {
  const teacher = threads.filter((t) => t.comment.role === 'teacher');
  return { done: teacher.filter((t) => t.comment.done).length, total: teacher.length };
}

export type ScoreRow = {
  criterionId: string;
  name: string;
  /** The chosen level (1-based) and its description, or null when not scored. */
  level: number | null;
  description: string | null;
  points: number | null;
  /** The most this criterion gives. */
  maxPoints: number;
};

/** One row per criterion of the rubric: the chosen level's description and points. */
export function scoreRows(
  rubric: StoryFeedback['rubric'],
  scores: StoryFeedback['scores'],
): ScoreRow[] {
  if (!rubric) return [];
  return rubric.criteria.map((criterion) => {
    const chosen = scores?.levels[criterion.id];
    const level = chosen === undefined ? undefined : criterion.levels[chosen];
    return {
      criterionId: criterion.id,
      name: criterion.name,
      level: level && chosen !== undefined ? chosen + 1 : null,
      description: level?.description ?? null,
      points: level?.points ?? null,
      maxPoints: Math.max(0, ...criterion.levels.map((l) => l.points)),
    };
  });
}

/** Feedback not known yet (the server did not answer). */
export const NO_FEEDBACK: StoryFeedback = {
  fromClassLink: true,
  teacherName: null,
  handin: null,
  returned: null,
  comments: [],
  rubric: null,
  scores: null,
};

/** The feedback as it stands once the story was handed in (before the server says which). */
export function waitingNow(feedback: StoryFeedback): StoryFeedback {
  if (feedback.handin?.status === 'waiting') return feedback;
  const version = (feedback.handin?.version ?? 0) + 1;
  const handin = {
    id: '',
    storyId: feedback.returned?.storyId ?? '',
    version,
    status: 'waiting' as const,
    note: '',
    handedInBy: '',
    handedInAt: new Date().toISOString(),
    returnedAt: null,
    approved: false,
  };
  return { ...feedback, handin };
}
