import { z } from 'zod';

/**
 * What the server says in English and the web shows a pupil in their own language
 * (docs/product/ai-help.md, "In other languages"): fixed texts the web's catalogue translates, and
 * the numbers of a limit's message, so the web writes the message itself.
 */

/**
 * The offline guide's follow-up suggestions after a chart answer: sent back in English when
 * clicked (the words the guide reads), shown translated by the web like the welcome's.
 */
export const CHART_FOLLOW_UP_SUGGESTIONS = {
  changedMost: 'What changed the most?',
  limits: 'What can this chart not tell us?',
  source: 'Where do these data come from?',
} as const;

/**
 * The body of a 429 from POST /api/ai/chat besides its English `error` (docs/product/ai-help.md):
 * which limit was reached and the numbers in its message, so a client writes the message in the
 * pupil's language. 'minute': the rate limit; 'day': today's requests (`requestsPerDay`);
 * 'day-tokens': today's tokens.
 */
export const AI_LIMITS = ['minute', 'day', 'day-tokens'] as const;
export const aiLimitErrorSchema = z.object({
  error: z.string(),
  limit: z.enum(AI_LIMITS),
  retryAfterSeconds: z.number().int().min(0),
  requestsPerDay: z.number().int().min(0).optional(),
});
export type AiLimitError = z.infer<typeof aiLimitErrorSchema>;
