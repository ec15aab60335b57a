import type { Slide } from './story';
import type { StoryTemplate } from './templates';

let lastTimestamp = 0;

/**
 * A new slide id in the format slide-{timestamp}-{index}. Without an explicit time the
 * timestamp is strictly increasing, so two slides made in the same millisecond never share an id.
 */
export function newSlideId(index: number, now?: number): string {
  const timestamp = now ?? (lastTimestamp = Math.max(Date.now(), lastTimestamp + 1));
  return `slide-${timestamp}-${index}`;
}

export function createSlide(
  index: number,
  title = `Slide ${index + 1}`,
  helpText = '',
  now?: number,
): Slide {
  return {
    id: newSlideId(index, now),
    title,
    text: helpText,
    script: '',
    evidence: [],
    images: [],
    canvasState: [],
    previewImage: null,
  };
}

const DEFAULT_TITLE = /^Slide \d+$/;

/** Renames 'Slide N' titles to match their position; other titles are the student's and stay. */
export function renumberSlides(slides: readonly Slide[]): Slide[] {
  return slides.map((slide, i) =>
    DEFAULT_TITLE.test(slide.title) ? { ...slide, title: `Slide ${i + 1}` } : slide,
  );
}

/** Removes a slide (docs/product/slide-grid.md): removing the last one leaves a fresh 'Slide 1'. */
export function removeSlide(slides: readonly Slide[], index: number, now?: number): Slide[] {
  if (index < 0 || index >= slides.length) return [...slides];
  const rest = slides.filter((_, i) => i !== index);
  return rest.length === 0 ? [createSlide(0, 'Slide 1', '', now)] : renumberSlides(rest);
}

export function addSlide(slides: readonly Slide[], now?: number): Slide[] {
  return [...slides, createSlide(slides.length, undefined, '', now)];
}

/**
 * Applies a new order given as slide ids; refused (null) unless it is exactly a permutation of the
 * current slides, so a reorder can never lose or duplicate a slide.
 */
export function reorderSlides(
  slides: readonly Slide[],
  orderedIds: readonly string[],
): Slide[] | null {
  if (!Array.isArray(orderedIds) || orderedIds.length !== slides.length) return null;
  const byId = new Map(slides.map((s) => [s.id, s]));
  if (byId.size !== slides.length || new Set(orderedIds).size !== orderedIds.length) return null;
  const next: Slide[] = [];
  for (const id of orderedIds) {
    const slide = byId.get(id);
    if (!slide) return null;
    next.push(slide);
  }
  return renumberSlides(next);
}

export function slidesFromTemplate(
  template: StoryTemplate,
  startIndex = 0,
  now: number = Date.now(),
): Slide[] {
  return template.elements.map((el, i) =>
    createSlide(startIndex + i, el.slideTitle, el.helpText, now),
  );
}

/** 'Add to Existing Story' keeps the slides and appends; 'Replace Entire Story' starts over. */
export function applyTemplate(
  slides: readonly Slide[],
  template: StoryTemplate,
  mode: 'add' | 'replace',
  now?: number,
): Slide[] {
  if (mode === 'replace') return slidesFromTemplate(template, 0, now);
  return [...slides, ...slidesFromTemplate(template, slides.length, now)];
}

/** The story title set when a big question is chosen. */
export const titleForBigQuestion = (question: string) => `Untitled: ${question}`;

/** Trimmed title, or null when empty (empty titles are ignored). */
export function cleanTitle(input: string): string | null {
  const trimmed = input.trim();
  return trimmed ? trimmed : null;
}
