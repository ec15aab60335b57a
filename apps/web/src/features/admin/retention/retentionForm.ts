import {
  RETENTION_KINDS,
  retentionPeriodsSchema,
  type RetentionKind,
  type RetentionResponse,
  type UpdateRetentionRequest,
} from '@dsb/core';

/** What the administrator typed per kind: a number field's value ('' while empty). */
export type RetentionDraft = Record<RetentionKind, number | ''>;

export function draftOf(data: RetentionResponse): RetentionDraft {
  return Object.fromEntries(data.kinds.map((info) => [info.kind, info.days])) as RetentionDraft;
}

/**
 * Each kind's problem, in the words the server would answer with (core's schema, so the two
 * cannot disagree): "AI chats: keep it at least 7 days". Kinds without a problem are left out.
 */
export function draftErrors(draft: RetentionDraft): Partial<Record<RetentionKind, string>> {
  const errors: Partial<Record<RetentionKind, string>> = {};
  for (const kind of RETENTION_KINDS) {
    const value = draft[kind];
    // An emptied field is no number: the schema's own message says so.
    const result = retentionPeriodsSchema.shape[kind].safeParse(value === '' ? undefined : value);
    if (!result.success) errors[kind] = result.error.issues[0]!.message;
  }
  return errors;
}

/** Only the periods that changed, as PUT /api/admin/retention takes them. */
export function changedPeriods(
  draft: RetentionDraft,
  data: RetentionResponse,
): UpdateRetentionRequest {
  const changes: UpdateRetentionRequest = {};
  for (const info of data.kinds) {
    const value = draft[info.kind];
    if (value !== '' && value !== info.days) changes[info.kind] = value;
  }
  return changes;
}
