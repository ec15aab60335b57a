import { diffWordsWithSpace } from 'diff';
import type { CommentTarget } from './feedback';

/**
 * The text side of feedback (docs/product/feedback.md): a script's sentences (what a teacher pins a
 * comment to), finding a pinned sentence again in a revised script, and comparing two hand-ins.
 */

export type Span = { start: number; end: number };
export type Sentence = Span & { text: string };

/**
 * The sentences of a script, by the browser's and Node's own sentence rules (Intl.Segmenter), so
 * other languages split where their readers expect. Trailing spaces are left out of each span.
 */
export function scriptSentences(script: string, locale = 'en'): Sentence[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  const sentences: Sentence[] = [];
  for (const { segment, index } of segmenter.segment(script)) {
    const text = segment.trimEnd();
    const lead = text.length - text.trimStart().length;
    if (text.trim() === '') continue;
    sentences.push({ start: index + lead, end: index + text.length, text: text.trim() });
  }
  return sentences;
}

/** The sentence that holds `offset` (or the last one before it), or null for an empty script. */
export function sentenceAt(script: string, offset: number, locale = 'en'): Sentence | null {
  const sentences = scriptSentences(script, locale);
  return sentences.find((s) => offset < s.end) ?? sentences.at(-1) ?? null;
}

/**
 * Where the text a comment was pinned to (`span` of `before`) is in `after`: the same place when
 * unchanged there, else its occurrence nearest to where it was; null when the pupil removed or
 * reworded it.
 */
export function relocateSpan(before: string, span: Span, after: string): Span | null {
  const pinned = before.slice(span.start, span.end);
  if (pinned.trim() === '') return null;
  if (after.slice(span.start, span.end) === pinned) return span;
  let best: number | null = null;
  for (let at = after.indexOf(pinned); at !== -1; at = after.indexOf(pinned, at + 1)) {
    if (best === null || Math.abs(at - span.start) < Math.abs(best - span.start)) best = at;
  }
  return best === null ? null : { start: best, end: best + pinned.length };
}

type SlideText = { id: string; script: string };

/**
 * Where a comment's target is in the slides now shown, or null when its slide or sentence is gone
 * ("on a part that was removed"). `handedIn` are the slides the comment was made on.
 */
export function locateTarget(
  target: CommentTarget,
  handedIn: readonly SlideText[],
  now: readonly SlideText[],
): CommentTarget | null {
  if (target.kind === 'story') return target;
  const slide = now.find((s) => s.id === target.slideId);
  if (!slide) return null;
  if (target.kind === 'slide') return target;
  const original = handedIn.find((s) => s.id === target.slideId);
  const span = relocateSpan(original?.script ?? '', target, slide.script);
  return span && { ...target, ...span };
}

export type WordChange = { text: string; change: 'same' | 'added' | 'removed' };
export type SlideComparison = {
  slideId: string;
  title: string;
  /** added: only in the newer version; removed: only in the older; changed: script or canvas. */
  status: 'added' | 'removed' | 'changed' | 'same';
  scriptChanged: boolean;
  canvasChanged: boolean;
  /** The script's words, marked as kept, added or removed. */
  words: WordChange[];
};

type ComparedSlide = SlideText & { title: string; canvasState: readonly unknown[] };

/** A word-level diff of two scripts (spaces kept, so the text reads as written). */
export function wordChanges(older: string, newer: string): WordChange[] {
  return diffWordsWithSpace(older, newer).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

/**
 * Version N beside version N-1, slide by slide in the newer version's order, then the slides the
 * newer one dropped. Canvas changes are found by comparing the stored objects.
 */
export function compareVersions(
  older: readonly ComparedSlide[],
  newer: readonly ComparedSlide[],
): SlideComparison[] {
  const olderById = new Map(older.map((slide) => [slide.id, slide]));
  const compared: SlideComparison[] = newer.map((slide) => {
    const before = olderById.get(slide.id);
    if (!before) {
      const words = wordChanges('', slide.script);
      return {
        slideId: slide.id,
        title: slide.title,
        status: 'added',
        scriptChanged: true,
        canvasChanged: true,
        words,
      };
    }
    const scriptChanged = before.script !== slide.script;
    const canvasChanged = JSON.stringify(before.canvasState) !== JSON.stringify(slide.canvasState);
    const changed = scriptChanged || canvasChanged || before.title !== slide.title;
    return {
      slideId: slide.id,
      title: slide.title,
      status: changed ? 'changed' : 'same',
      scriptChanged,
      canvasChanged,
      words: wordChanges(before.script, slide.script),
    };
  });
  const kept = new Set(newer.map((slide) => slide.id));
  for (const slide of older) {
    if (kept.has(slide.id)) continue;
    const words = wordChanges(slide.script, '');
    compared.push({
      slideId: slide.id,
      title: slide.title,
      status: 'removed',
      scriptChanged: true,
      canvasChanged: true,
      words,
    });
  }
  return compared;
}
