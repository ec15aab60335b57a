import {
  CUSTOM_LINK_MESSAGES,
  RUBRIC_MESSAGES,
  customLinkInputSchema,
  type CustomLink,
  type CustomLinkInput,
} from '@dsb/core';
import { ApiError } from '../../lib/http';
import { fieldErrors } from '../../lib/formErrors';
import { LINK_FEEDBACK_MESSAGES, linkMessages } from './messages';

/**
 * The custom link form (docs/product/custom-links.md): create mode, or edit
 * mode filled from a link. The rules are the server's own schema, so both say the same thing.
 */
export type LinkFormValues = {
  name: string;
  trackingId: string;
  room: string;
  promptId: string | null;
  /** The chosen prompt's question, shown while the prompt list is not loaded. */
  promptTitle: string | null;
  /** The rubric hand-ins are scored on (docs/product/feedback.md); null for none. */
  rubricId: string | null;
  reviewBeforeSharing: boolean;
};

export const LINK_FORM_FIELDS = ['name', 'trackingId', 'room', 'promptId', 'rubricId'] as const;
export type LinkFormField = (typeof LINK_FORM_FIELDS)[number];
export type LinkFormErrors = Partial<Record<LinkFormField, string>>;

export const EMPTY_LINK_FORM: LinkFormValues = {
  name: '',
  trackingId: '',
  room: '',
  promptId: null,
  promptTitle: null,
  rubricId: null,
  reviewBeforeSharing: false,
};

export function formFromLink(link: CustomLink): LinkFormValues {
  return {
    name: link.name,
    trackingId: link.trackingId,
    room: link.room ?? '',
    promptId: link.promptId,
    promptTitle: link.promptTitle,
    rubricId: link.rubricId ?? null,
    reviewBeforeSharing: link.reviewBeforeSharing ?? false,
  };
}

/** The request body, or the first message for each field that breaks a rule. */
export function validateLinkForm(
  values: LinkFormValues,
): { ok: true; input: CustomLinkInput } | { ok: false; errors: LinkFormErrors } {
  const input = {
    name: values.name,
    trackingId: values.trackingId,
    promptId: values.promptId,
    room: values.room.trim() || null,
    rubricId: values.rubricId,
    reviewBeforeSharing: values.reviewBeforeSharing,
  };
  const parsed = customLinkInputSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, errors: fieldErrors(parsed.error.issues, LINK_FORM_FIELDS) };
  const { name, trackingId, promptId, room, rubricId, reviewBeforeSharing } = parsed.data;
  return { ok: true, input: { name, trackingId, promptId, room, rubricId, reviewBeforeSharing } };
}

/** On update the uniqueness check applies only if the id changed. */
export function needsUniquenessCheck(trackingId: string, editing: CustomLink | null): boolean {
  return !editing || editing.trackingId.toLowerCase() !== trackingId.toLowerCase();
}

/** The fallback when the server check fails: the user's own links. */
export function takenInList(
  links: readonly CustomLink[],
  trackingId: string,
  exceptId: string | null,
): boolean {
  const id = trackingId.toLowerCase();
  return links.some((link) => link._id !== exceptId && link.trackingId.toLowerCase() === id);
}

/**
 * Whether the tracking id is taken: the server is asked; if that fails, the local list decides.
 */
export async function isTrackingIdTaken(
  trackingId: string,
  ask: (id: string) => Promise<boolean>,
  links: readonly CustomLink[],
  exceptId: string | null,
): Promise<boolean> {
  try {
    return await ask(trackingId);
  } catch {
    return takenInList(links, trackingId, exceptId);
  }
}

/** Where a failed save's message goes: next to the tracking id for a duplicate, else the banner. */
export function saveFailure(
  error: unknown,
  fallback: string,
): {
  field?: LinkFormField;
  message: string;
} {
  if (error instanceof ApiError) {
    if (error.status === 409 || /already (exists|in use)/i.test(error.message))
      return { field: 'trackingId', message: CUSTOM_LINK_MESSAGES.trackingIdTaken };
    if (error.status === 401) return { message: linkMessages.form.sessionExpired() };
    if (error.message === RUBRIC_MESSAGES.notFound)
      return { field: 'rubricId', message: error.message };
    return { message: error.message };
  }
  return { message: fallback };
}

/** The value of 'None' in the rubric select (a select's values are strings). */
export const NO_RUBRIC = 'none';

/**
 * The rubric select's choices: None first, then the teacher's rubrics; a link's rubric missing
 * from the list (still loading, or deleted meanwhile) shows by its name so the choice is kept.
 */
export function rubricOptions(
  rubrics: readonly { id: string; name: string }[],
  current: { rubricId: string | null; rubricName?: string | null },
): { value: string; label: string }[] {
  const options = [
    { value: NO_RUBRIC, label: LINK_FEEDBACK_MESSAGES.rubricNone() },
    ...rubrics.map((rubric) => ({ value: rubric.id, label: rubric.name })),
  ];
  if (current.rubricId && !rubrics.some((rubric) => rubric.id === current.rubricId))
    options.push({ value: current.rubricId, label: current.rubricName || current.rubricId });
  return options;
}
