import {
  generateFromArticleSchema,
  promptCreateSchema,
  type PromptCreate,
  type PromptDraft,
  type Topic,
} from '@dsb/core';
import { fieldErrors } from '../../../lib/formErrors';
import { topicsForSave } from './topicEditing';

/** The script preview of the Embeddings list. */
export const SCRIPT_PREVIEW_CHARS = 150;

/** The first 150 characters of a script, with an ellipsis when it was cut. */
export function scriptPreview(script: string, limit: number = SCRIPT_PREVIEW_CHARS): string {
  const text = script.trim();
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}…`;
}

/** A drafted prompt in the results list, with a key of its own (drafts have no id yet). */
export type DraftEntry = PromptDraft & { key: string };

/** Gives each draft of one generation a key that stays unique across generations. */
export function keyDrafts(drafts: readonly PromptDraft[], generation: number): DraftEntry[] {
  return drafts.map((draft, index) => ({ ...draft, key: `${generation}-${index}` }));
}

/** Saving a prompt removes it from the results. */
export function withoutDraft(drafts: readonly DraftEntry[], key: string): DraftEntry[] {
  return drafts.filter((draft) => draft.key !== key);
}

/** The editable part of a draft (the edit modal's fields). */
export type DraftFields = { bigQuestion: string; promptScript: string; topics: Topic[] };

export type CheckedPrompt =
  | { ok: true; body: PromptCreate }
  | { ok: false; errors: Partial<Record<'bigQuestion' | 'promptScript', string>> };

/**
 * The body of POST /api/admin/prompts for a draft, checked with the server's own schema. Keywords
 * are left out on purpose: the server extracts them from the text as saved (an edited draft's
 * keywords would be stale) against the library as it is then.
 */
export function promptBodyFor(
  draft: Pick<PromptDraft, 'sourceURL'>,
  fields: DraftFields,
): CheckedPrompt {
  const parsed = promptCreateSchema.safeParse({
    bigQuestion: fields.bigQuestion,
    promptScript: fields.promptScript,
    topics: topicsForSave(fields.topics),
    ...(draft.sourceURL ? { sourceURL: draft.sourceURL } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error.issues, ['bigQuestion', 'promptScript']) };
}

/**
 * The article URL check, the server's schema's: 'Please enter a valid URL'
 * (docs/product/admin-prompts.md).
 */
export function articleUrlProblem(url: string): string | null {
  const parsed = generateFromArticleSchema.shape.articleUrl.safeParse(url);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please enter a valid URL');
}

/**
 * An article's publication date as people write it ('Nov 3, 2025'); the server sends ISO 8601.
 * Read in UTC: a date-only value is midnight UTC and must not become the day before.
 */
export function articleDateText(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
