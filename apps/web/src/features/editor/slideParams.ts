import { MAX_SLIDES_PER_STORY } from '@dsb/core';

/**
 * The `slide` query parameter (docs/product/editor.md): a zero-based index, 0 when absent. Anything
 * but a non-negative whole number ('-1', '1.5', 'two', '') is invalid: null, and the page goes to
 * the grid.
 */
export function parseSlideParam(raw: string | null): number | null {
  if (raw === null) return 0;
  if (!/^\d{1,6}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** What the editor does with a valid index for a story with `slideCount` slides. */
export type SlidePlan =
  | { kind: 'show'; index: number }
  /** Append an empty slide 'Slide N' first, then show it at `index`. */
  | { kind: 'create'; index: number }
  /** The story is full: show its last slide instead. */
  | { kind: 'redirect'; index: number };

/**
 * A missing slide at the index is created empty as 'Slide N' (N = index + 1). Our
 * reading for an index further past the end ('slide=9' with 4 slides): one slide is appended
 * (titled by its real position, 'Slide 5') and the address moves to it, rather than filling the
 * gap with empty slides. A story at its slide limit shows its last slide.
 */
export function planSlide(index: number, slideCount: number): SlidePlan {
  if (index < slideCount) return { kind: 'show', index };
  if (slideCount >= MAX_SLIDES_PER_STORY) return { kind: 'redirect', index: slideCount - 1 };
  return { kind: 'create', index: slideCount };
}

/** The grid's address, keeping the story when it is known. */
export function gridPath(storyId: string | null | undefined): string {
  return storyId ? `/grid?story=${encodeURIComponent(storyId)}` : '/grid';
}

/** The editor's address for a slide of a story. */
export function editorPath(storyId: string, slide: number): string {
  return `/tool?slide=${slide}&story=${encodeURIComponent(storyId)}`;
}

/**
 * The research page's address, keeping slide and story (docs/product/editor.md / Research toggle).
 */
export function researcherPath(storyId: string | null | undefined, slide: number): string {
  return storyId
    ? `/researcher?story=${encodeURIComponent(storyId)}&slide=${slide}`
    : `/researcher?slide=${slide}`;
}
