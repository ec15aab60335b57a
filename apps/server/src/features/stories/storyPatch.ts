import {
  MAX_SLIDES_PER_STORY,
  PATCH_FIELDS,
  STORY_MESSAGES,
  STORY_PATCH_MESSAGES as M,
  type Slide,
  type Story,
  type StoryPatch,
  type VersionedSlide,
} from '@dsb/core';

/** What a patch is applied to: the stored story as it is now. */
export type PatchTarget = Pick<
  Story,
  'version' | 'title' | 'bigQuestion' | 'trackingId' | 'voice' | 'savedEvidence'
> & { template: string; slides: Slide[] };

export type PatchChanges = Partial<
  Pick<Story, 'title' | 'bigQuestion' | 'template' | 'trackingId' | 'voice' | 'savedEvidence'>
> & { slides: VersionedSlide[] };

/** The patch applies (`changes` to write), is bad input (400), or meets a newer change (409). */
export type PatchOutcome =
  | { kind: 'apply'; changes: PatchChanges }
  | { kind: 'invalid'; message: string }
  | { kind: 'conflict' };

/** A stored slide's version: the story version at which it last changed (1 before versions were kept). */
export const slideVersion = (slide: Slide): number => {
  const version = (slide as Partial<VersionedSlide>).version;
  return typeof version === 'number' ? version : 1;
};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The comparable form of a field's current value (saved evidence by its items' ids). */
function currentFieldValue(story: PatchTarget, field: (typeof PATCH_FIELDS)[number]): unknown {
  return field === 'savedEvidence' ? story.savedEvidence.map((e) => e._id) : story[field];
}

/**
 * Applies a patch (already checked by `storyPatchSchema`) to the current story, pure: decides
 * 400, 409 or the new slides and fields, every slide sent stamped with `nextVersion`.
 */
export function applyStoryPatch(
  story: PatchTarget,
  patch: StoryPatch,
  nextVersion: number,
): PatchOutcome {
  const invalid = (message: string): PatchOutcome => ({ kind: 'invalid', message });
  if (patch.version > story.version) return invalid(M.notThisStory(patch.version));

  const current = new Map(story.slides.map((s) => [s.id, s]));
  const sent = patch.slides ?? [];
  const removed = patch.removedSlides ?? [];

  // 409 first: a part someone changed since this client saw it.
  if (patch.baseOrder && !sameIds(patch.baseOrder, [...current.keys()]))
    return { kind: 'conflict' };
  for (const slide of sent) {
    if (slide.version === 0) continue; // a new slide: checked below
    const stored = current.get(slide.id);
    // Gone means deleted elsewhere (this client's copy had it); a changed version, edited elsewhere.
    if (!stored || slideVersion(stored) !== slide.version) return { kind: 'conflict' };
  }
  for (const slide of removed) {
    const stored = current.get(slide.id);
    // A missing one is bad input: the order it came with matched, so the client never saw it.
    if (stored && slideVersion(stored) !== slide.version) return { kind: 'conflict' };
  }
  for (const field of PATCH_FIELDS) {
    if (patch[field] === undefined) continue;
    const base = patch.baseFields?.[field];
    if (JSON.stringify(base) !== JSON.stringify(currentFieldValue(story, field)))
      return { kind: 'conflict' };
  }

  // 400: a patch that cannot be right whatever happened meanwhile.
  const added = new Set<string>();
  for (const slide of sent) {
    if (slide.version !== 0) continue;
    if (current.has(slide.id)) return invalid(M.newSlideExists(slide.id));
    if (!patch.order?.includes(slide.id)) return invalid(M.newSlideNotPlaced(slide.id));
    added.add(slide.id);
  }
  for (const slide of removed) if (!current.has(slide.id)) return invalid(M.unknownSlide(slide.id));

  const stamped = new Map<string, VersionedSlide>(
    sent.map((slide) => [slide.id, { ...slide, version: nextVersion }]),
  );
  let slides: VersionedSlide[];
  if (patch.order) {
    const gone = new Set(removed.map((s) => s.id));
    const expected = new Set([...[...current.keys()].filter((id) => !gone.has(id)), ...added]);
    const lost = [...expected].find((id) => !patch.order!.includes(id));
    if (lost) return invalid(M.orderLoses(lost));
    const invented = patch.order.find((id) => !expected.has(id));
    if (invented) return invalid(M.orderInvents(invented));
    if (patch.order.length > MAX_SLIDES_PER_STORY) return invalid(STORY_MESSAGES.tooManySlides);
    slides = patch.order.map(
      (id) => stamped.get(id) ?? { ...current.get(id)!, version: slideVersion(current.get(id)!) },
    );
  } else {
    slides = story.slides.map(
      (slide) => stamped.get(slide.id) ?? { ...slide, version: slideVersion(slide) },
    );
  }

  const changes: PatchChanges = { slides };
  // An empty title is ignored, as PUT ignores it (docs/product/stories.md).
  if (patch.title) changes.title = patch.title;
  if (patch.bigQuestion !== undefined) changes.bigQuestion = patch.bigQuestion;
  if (patch.template !== undefined) changes.template = patch.template;
  if (patch.trackingId !== undefined) changes.trackingId = patch.trackingId;
  if (patch.voice !== undefined) changes.voice = patch.voice;
  if (patch.savedEvidence !== undefined) changes.savedEvidence = patch.savedEvidence;
  return { kind: 'apply', changes };
}
