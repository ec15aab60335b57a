import {
  MAX_COMMENT_LENGTH,
  scriptSentences,
  type CommentTarget,
  type FeedbackComment,
  type HandinSlide,
  type Sentence,
  type SlideComparison,
} from '@dsb/core';
import { currentLanguage } from '../../i18n';
import { REVIEW_MESSAGES as M } from './reviewMessages';

/**
 * The review screen's logic without React (docs/product/feedback.md, "The review screen"): where
 * a click or the keyboard crosshair puts a point, what a comment is pinned to, threads, the
 * comment box's limit and inserting from the bank.
 */

export type Point = { x: number; y: number };

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
/** Four decimals: a ten-thousandth of the slide is finer than any finger or pointer. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** A click inside `rect` as a fraction of its width and height (0 to 1). */
export function pointFromClick(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0.5, y: 0.5 };
  return {
    x: round(clamp01((clientX - rect.left) / rect.width)),
    y: round(clamp01((clientY - rect.top) / rect.height)),
  };
}

export const CROSSHAIR_STEP = 0.02;
export const CROSSHAIR_BIG_STEP = 0.1;

/** The crosshair moved by an arrow key (Shift: a bigger step), or null for any other key. */
export function moveCrosshair(point: Point, key: string, shift: boolean): Point | null {
  const step = shift ? CROSSHAIR_BIG_STEP : CROSSHAIR_STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return { x: round(clamp01(point.x + move[0])), y: round(clamp01(point.y + move[1])) };
}

/** The comment box against the 2,000-character limit the server keeps (it trims first). */
export function commentLimit(text: string): { length: number; over: boolean; empty: boolean } {
  const trimmed = text.trim();
  return { length: text.length, over: trimmed.length > MAX_COMMENT_LENGTH, empty: trimmed === '' };
}

/**
 * `snippet` put where the caret (or selection) is in `text`, with a space on either side where
 * words would otherwise run together; without a caret it goes at the end. Returns the new text
 * and where the caret goes after the snippet.
 */
export function insertSnippet(
  text: string,
  snippet: string,
  selection: { start: number; end: number } | null,
): { text: string; caret: number } {
  const start = selection ? Math.max(0, Math.min(selection.start, text.length)) : text.length;
  const end = selection ? Math.max(start, Math.min(selection.end, text.length)) : text.length;
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${snippet.trim()}${trail}`;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

/** Whether two script spans share any character. */
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

export type ReviewSentence = Sentence & { comments: number };

/** A slide's script as sentences, each with how many of the comments are pinned on it. */
export function sentencesOf(
  slide: Pick<HandinSlide, 'id' | 'script'>,
  comments: readonly FeedbackComment[],
): ReviewSentence[] {
  const pinned = topLevel(comments).flatMap((c) =>
    c.target.kind === 'script' && c.target.slideId === slide.id ? [c.target] : [],
  );
  return scriptSentences(slide.script).map((sentence) => ({
    ...sentence,
    comments: pinned.filter((span) => overlaps(span, sentence)).length,
  }));
}

/** The teacher's comments (not the pupils' replies). */
export const topLevel = (comments: readonly FeedbackComment[]) =>
  comments.filter((c) => c.replyTo === null);

/** How many comments each slide has (points and sentences), by slide id. */
export function commentsPerSlide(comments: readonly FeedbackComment[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { target } of topLevel(comments)) {
    if (target.kind === 'story') continue;
    counts.set(target.slideId, (counts.get(target.slideId) ?? 0) + 1);
  }
  return counts;
}

export type Thread = { comment: FeedbackComment; replies: FeedbackComment[] };

/**
 * Comments with their replies under them: the whole story's first, then slide by slide in the
 * story's order (points before sentences, each in the order written); a comment whose slide is
 * not in the hand-in comes last.
 */
export function commentThreads(
  comments: readonly FeedbackComment[],
  slides: readonly Pick<HandinSlide, 'id'>[],
): Thread[] {
  const slideOrder = new Map(slides.map((s, i) => [s.id, i]));
  const rank = (t: CommentTarget) => {
    if (t.kind === 'story') return [-1, 0, 0];
    const slide = slideOrder.get(t.slideId) ?? slides.length;
    return t.kind === 'slide' ? [slide, 0, 0] : [slide, 1, t.start];
  };
  const byTime = (a: FeedbackComment, b: FeedbackComment) => a.createdAt.localeCompare(b.createdAt);
  const threads = topLevel(comments)
    .toSorted((a, b) => {
      const [ra, rb] = [rank(a.target), rank(b.target)];
      for (let i = 0; i < 3; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
      return byTime(a, b);
    })
    .map((comment) => ({ comment, replies: [] as FeedbackComment[] }));
  const byId = new Map(threads.map((t) => [t.comment.id, t]));
  const parents = new Map(comments.map((c) => [c.id, c.replyTo]));
  // A reply to a reply goes under the comment its conversation started from.
  const root = (id: string | null) => {
    for (let hops = 0; id !== null && hops <= comments.length; hops++) {
      if (byId.has(id)) return byId.get(id);
      id = parents.get(id) ?? null;
    }
    return undefined;
  };
  for (const reply of comments.filter((c) => c.replyTo !== null).toSorted(byTime)) {
    root(reply.replyTo)?.replies.push(reply);
  }
  return threads;
}

/** A short piece of a long text, for labels: at most `max` characters, ending in '...'. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 3).trimEnd()}...`;
}

/** What a comment is pinned to, in words ('Point 2 on slide 3', 'Whole story'...). */
export function targetLabel(
  comment: Pick<FeedbackComment, 'target' | 'number' | 'targetRemoved'>,
  slides: readonly Pick<HandinSlide, 'id' | 'script'>[],
): string {
  const { target } = comment;
  if (target.kind === 'story') return M.targetStory();
  const index = slides.findIndex((s) => s.id === target.slideId);
  if (index < 0 || comment.targetRemoved) return M.targetRemoved();
  if (target.kind === 'slide') return M.targetPoint(comment.number, index + 1);
  const sentence = slides[index]!.script.slice(target.start, target.end);
  return M.targetSentence(index + 1, excerpt(sentence));
}

/** The comment box's own target, in words ('On a point of slide 2', 'On the whole story'). */
export function draftLabel(
  target: CommentTarget,
  slides: readonly Pick<HandinSlide, 'id' | 'script'>[],
): string {
  if (target.kind === 'story') return M.onStory();
  const index = slides.findIndex((s) => s.id === target.slideId);
  if (target.kind === 'slide') return M.onPoint(index + 1);
  return M.onSentence(
    index + 1,
    excerpt(slides[index]?.script.slice(target.start, target.end) ?? ''),
  );
}

/** 'Sam' or 'Sam with Ben and Cleo', names joined the reader's way (Intl.ListFormat). */
export function authorsLine(
  pupil: string,
  coAuthors: readonly string[],
  locale: string = currentLanguage(),
): string {
  const others = coAuthors.map((n) => n.trim()).filter(Boolean);
  if (others.length === 0) return M.byPupil(pupil);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(others);
  return M.byGroup(pupil, list);
}

/** A date and time the reader's way, or the text as it came when it is not a date. */
export function formatWhen(iso: string, locale: string = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Slides that differ between the two versions (added, removed or changed). */
export const changedSlides = (compared: readonly SlideComparison[]) =>
  compared.filter((c) => c.status !== 'same').length;

/** Whether the chosen levels differ from the saved ones (so 'Save scores' has something to do). */
export function levelsChanged(
  chosen: Readonly<Record<string, number>>,
  saved: Readonly<Record<string, number>>,
): boolean {
  const keys = new Set([...Object.keys(chosen), ...Object.keys(saved)]);
  return [...keys].some((key) => chosen[key] !== saved[key]);
}
