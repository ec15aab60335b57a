import { z } from 'zod';
import {
  STORY_META_FIELDS,
  MAX_SLIDES_PER_STORY,
  SLIDE_ID_PATTERN,
  slideSchema,
  storyUpdateSchema,
  type Slide,
} from './story';
import { storedText } from './text';

/**
 * PATCH /api/stories/{id}: autosave sends only what changed since the last acknowledged save
 * (docs/decisions/0012-story-patch.md). Each part carries what it was based on, and the server
 * applies it only if that part is still as the client saw it: a slide by its version, the order
 * by the order the client started from, a story field by its value before the change.
 */

export const STORY_PATCH_MESSAGES = {
  empty: 'The patch changes nothing',
  duplicateSlide: (id: string) => `Slide ${id} appears more than once in the patch`,
  duplicateInOrder: (id: string) => `Slide ${id} appears more than once in the order`,
  removedAndChanged: (id: string) => `Slide ${id} is both changed and removed`,
  orderNeedsBase: 'A new slide order must come with the order it was based on (baseOrder)',
  removedNeedsOrder: 'Removing slides needs the new slide order',
  fieldNeedsBase: (field: string) =>
    `A changed ${field} must come with its value before the change (baseFields.${field})`,
  versionAboveStory: (id: string) =>
    `Slide ${id} is based on a version newer than the story version the patch names`,
  notThisStory: (version: number) => `Version ${version} is not a version of this story`,
  unknownSlide: (id: string) => `Slide ${id} does not exist in this story`,
  newSlideExists: (id: string) => `Slide ${id} already exists: send the version it is based on`,
  newSlideNotPlaced: (id: string) => `New slide ${id} must be placed in the slide order`,
  orderLoses: (id: string) => `The slide order loses slide ${id}`,
  orderInvents: (id: string) =>
    `The slide order has slide ${id}, which is neither in the story nor in the patch`,
} as const;

const slideIdSchema = z
  .string()
  .regex(SLIDE_ID_PATTERN, 'Slide ids look like slide-{timestamp}-{index}');

/** The slide version a change is based on: the story version at which the slide last changed, 0 for a new slide. */
const slideVersionSchema = z.number().int().min(0);

/** A changed or new slide, whole, with the version it is based on. */
export const patchSlideSchema = slideSchema.extend({ version: slideVersionSchema });
export type PatchSlide = z.infer<typeof patchSlideSchema>;

/** The story fields a patch may change (validated as PUT validates them). */
const fields = {
  title: storyUpdateSchema.shape.title,
  bigQuestion: storyUpdateSchema.shape.bigQuestion,
  template: storyUpdateSchema.shape.template,
  trackingId: storyUpdateSchema.shape.trackingId,
  voice: storyUpdateSchema.shape.voice,
  savedEvidence: storyUpdateSchema.shape.savedEvidence,
};
export const PATCH_FIELDS = STORY_META_FIELDS;
export type PatchField = (typeof PATCH_FIELDS)[number];

const slideIds = z.array(slideIdSchema).max(MAX_SLIDES_PER_STORY * 2);

/**
 * A base value as the client holds it, cleaned and trimmed as the stored value was (text.ts): the
 * client's acknowledged copy keeps what it sent, so a pasted control character or a trailing
 * space must not read as someone else's change.
 */
const baseText = storedText().trim().max(1000);

/** Each changed field's value before the change; saved evidence by its items' ids, in order. */
export const baseFieldsSchema = z.strictObject({
  title: baseText.optional(),
  bigQuestion: baseText.nullable().optional(),
  template: z.string().max(40).optional(),
  trackingId: baseText.nullable().optional(),
  voice: z.string().max(40).nullable().optional(),
  savedEvidence: z.array(storedText().max(100)).max(1000).optional(),
});
export type BaseFields = z.infer<typeof baseFieldsSchema>;

function firstDuplicate(ids: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}

/** Body of PATCH /api/stories/{id}. */
export const storyPatchSchema = z
  .strictObject({
    /** The story version this client last loaded or saved. */
    version: z.number().int().min(1),
    /** Changed or new slides, whole, each with the version it is based on. */
    slides: z.array(patchSlideSchema).max(MAX_SLIDES_PER_STORY).optional(),
    /** Removed slides with the versions they were at. */
    removedSlides: z
      .array(z.strictObject({ id: slideIdSchema, version: slideVersionSchema }))
      .max(MAX_SLIDES_PER_STORY)
      .optional(),
    /** The new slide order (ids), when slides were added, removed or moved. */
    order: slideIds.optional(),
    /** The order the client started from; the server applies `order` only on top of it. */
    baseOrder: slideIds.optional(),
    ...fields,
    baseFields: baseFieldsSchema.optional(),
  })
  .superRefine((patch, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    const changed = (patch.slides ?? []).map((s) => s.id);
    const removed = (patch.removedSlides ?? []).map((s) => s.id);
    const changedFields = PATCH_FIELDS.filter((f) => patch[f] !== undefined);
    if (!changed.length && !removed.length && !patch.order && !changedFields.length)
      return fail(STORY_PATCH_MESSAGES.empty);
    const twice = firstDuplicate([...changed]) ?? firstDuplicate(removed);
    if (twice) fail(STORY_PATCH_MESSAGES.duplicateSlide(twice));
    const both = removed.find((id) => changed.includes(id));
    if (both) fail(STORY_PATCH_MESSAGES.removedAndChanged(both));
    const inOrder = firstDuplicate(patch.order ?? []);
    if (inOrder) fail(STORY_PATCH_MESSAGES.duplicateInOrder(inOrder));
    if ((patch.order === undefined) !== (patch.baseOrder === undefined))
      fail(STORY_PATCH_MESSAGES.orderNeedsBase);
    if (removed.length && !patch.order) fail(STORY_PATCH_MESSAGES.removedNeedsOrder);
    for (const field of changedFields)
      if (patch.baseFields?.[field] === undefined) fail(STORY_PATCH_MESSAGES.fieldNeedsBase(field));
    for (const slide of [...(patch.slides ?? []), ...(patch.removedSlides ?? [])])
      if (slide.version > patch.version) fail(STORY_PATCH_MESSAGES.versionAboveStory(slide.id));
  });
export type StoryPatch = z.infer<typeof storyPatchSchema>;

/** A stored slide: the story version at which it last changed rides along (1 when never recorded). */
export type VersionedSlide = Slide & { version: number };

/** The answer to a successful PATCH: the new story version (every slide sent is now at it). */
export type StoryPatchResult = { _id: string; version: number; updatedAt: string };
