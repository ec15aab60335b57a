import {
  PATCH_FIELDS,
  type PatchField,
  type Slide,
  type Story,
  type StoryPatch,
  type VersionedSlide,
} from '@dsb/core';
import type { StoryDraft } from './storyDraft';

/**
 * The story as the server last acknowledged it to this tab, with each slide's version (the
 * story version at which it last changed). Autosave sends what differs from it (PATCH).
 */
export type Acknowledged = { story: StoryDraft; slideVersions: Readonly<Record<string, number>> };

/** Splits a story from the server into the slides the client edits and their versions. */
export function acknowledgedFrom(story: Story): Acknowledged {
  const slideVersions: Record<string, number> = {};
  const slides = story.slides.map((slide) => {
    const { version, ...rest } = slide as Slide & { version?: number };
    slideVersions[slide.id] = version ?? 1;
    return rest;
  });
  return { story: { ...story, slides }, slideVersions };
}

const sameSlide = (a: Slide, b: Slide) => a === b || JSON.stringify(a) === JSON.stringify(b);
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The field's value as the patch names its base (saved evidence by its items' ids). */
function baseValue(story: StoryDraft, field: PatchField) {
  return field === 'savedEvidence' ? story.savedEvidence.map((e) => e._id) : story[field];
}

/**
 * What changed from the acknowledged copy to `current`, as a PATCH body; null when nothing did.
 * Every part names what it was based on, so the server can refuse a change made on top of a
 * version someone else has since replaced.
 */
export function buildStoryPatch(acked: Acknowledged, current: StoryDraft): StoryPatch | null {
  const before = acked.story;
  const version = before.version ?? 1;
  const saved = new Map(before.slides.map((s) => [s.id, s]));
  const versionOf = (id: string) => (saved.has(id) ? (acked.slideVersions[id] ?? 1) : 0);
  const patch: StoryPatch = { version };

  const slides: VersionedSlide[] = current.slides
    .filter((slide) => {
      const old = saved.get(slide.id);
      return !old || !sameSlide(old, slide);
    })
    .map((slide) => ({ ...slide, version: versionOf(slide.id) }));
  if (slides.length) patch.slides = slides;

  const ids = current.slides.map((s) => s.id);
  const beforeIds = before.slides.map((s) => s.id);
  if (!sameIds(ids, beforeIds)) {
    const kept = new Set(ids);
    const removed = beforeIds.filter((id) => !kept.has(id));
    if (removed.length) patch.removedSlides = removed.map((id) => ({ id, version: versionOf(id) }));
    patch.order = ids;
    patch.baseOrder = beforeIds;
  }

  const baseFields: NonNullable<StoryPatch['baseFields']> = {};
  for (const field of PATCH_FIELDS) {
    const changed =
      field === 'savedEvidence'
        ? current.savedEvidence !== before.savedEvidence &&
          JSON.stringify(current.savedEvidence) !== JSON.stringify(before.savedEvidence)
        : current[field] !== before[field];
    if (!changed) continue;
    Object.assign(patch, { [field]: current[field] });
    Object.assign(baseFields, { [field]: baseValue(before, field) });
  }
  if (Object.keys(baseFields).length) patch.baseFields = baseFields;

  return Object.keys(patch).length > 1 ? patch : null;
}

/**
 * The acknowledged copy after the server accepted `patch` (built from `sent`) at `version`:
 * every slide it carried is now at that version; removed slides are forgotten.
 */
export function acknowledgePatch(
  acked: Acknowledged,
  sent: StoryDraft,
  patch: StoryPatch,
  result: { version: number; updatedAt: string },
): Acknowledged {
  const slideVersions: Record<string, number> = { ...acked.slideVersions };
  for (const slide of patch.removedSlides ?? []) delete slideVersions[slide.id];
  for (const slide of patch.slides ?? []) slideVersions[slide.id] = result.version;
  const story = { ...sent, version: result.version, updatedAt: result.updatedAt };
  // Slides this tab never changed keep the version it last knew (another tab may have moved on).
  const kept = new Set(story.slides.map((s) => s.id));
  for (const id of Object.keys(slideVersions)) if (!kept.has(id)) delete slideVersions[id];
  return { story, slideVersions };
}
