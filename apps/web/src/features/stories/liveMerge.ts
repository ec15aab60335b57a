import { STORY_META_FIELDS, type Slide } from '@dsb/core';
import { stableStringify } from '../../editor/model/snapshot';
import type { StoryDraft } from './storyDraft';
import type { DocumentFields } from './storyModel';

const same = (a: unknown, b: unknown) => a === b || stableStringify(a) === stableStringify(b);

function shareSlide(before: Slide | undefined, next: Slide): Slide {
  if (!before) return next;
  const merged = { ...next };
  let changed = false;
  for (const key of Object.keys(next) as (keyof Slide)[]) {
    if (same(before[key], next[key])) (merged as Record<string, unknown>)[key] = before[key];
    else changed = true;
  }
  return changed ? merged : before;
}

/**
 * The story with the shared document's fields, keeping every unchanged part (slide, canvas state,
 * script) as the same object: the canvas and the screens then see exactly what another member
 * changed, and nothing else re-renders or reloads.
 */
export function withDocumentFields(story: StoryDraft, fields: DocumentFields): StoryDraft {
  const before = new Map(story.slides.map((slide) => [slide.id, slide]));
  const slides = fields.slides.map((slide) => shareSlide(before.get(slide.id), slide));
  const sameSlides =
    slides.length === story.slides.length && slides.every((slide, i) => slide === story.slides[i]);
  const next: StoryDraft = { ...story, slides: sameSlides ? story.slides : slides };
  let changed = !sameSlides;
  for (const key of STORY_META_FIELDS) {
    if (!same(story[key], fields[key])) {
      (next as Record<string, unknown>)[key] = fields[key];
      changed = true;
    }
  }
  return changed ? next : story;
}
