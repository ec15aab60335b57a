import {
  CUSTOM_LINK_MESSAGES,
  customLinkInputSchema,
  type CustomLink,
  type CustomLinkInput,
} from '@dsb/core';
import { ApiError } from '../../lib/http';
import { fieldErrors } from '../../lib/formErrors';

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
};

export const LINK_FORM_FIELDS = ['name', 'trackingId', 'room', 'promptId'] as const;
export type LinkFormField = (typeof LINK_FORM_FIELDS)[number];
export type LinkFormErrors = Partial<Record<LinkFormField, string>>;

export const EMPTY_LINK_FORM: LinkFormValues = {
  name: '',
  trackingId: '',
  room: '',
  promptId: null,
  promptTitle: null,
};

export function formFromLink(link: CustomLink): LinkFormValues {
  return {
    name: link.name,
    trackingId: link.trackingId,
    room: link.room ?? '',
    promptId: link.promptId,
    promptTitle: link.promptTitle,
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
  };
  const parsed = customLinkInputSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, errors: fieldErrors(parsed.error.issues, LINK_FORM_FIELDS) };
  const { name, trackingId, promptId, room } = parsed.data;
  return { ok: true, input: { name, trackingId, promptId, room } };
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
    if (error.status === 401) return { message: 'Your session has expired. Please log in again.' };
    return { message: error.message };
  }
  return { message: fallback };
}
