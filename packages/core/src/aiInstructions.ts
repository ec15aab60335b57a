import { z } from 'zod';

/**
 * AI Instructions (docs/product/ai-help.md): one text per kind of assistant.
 * A user's own text replaces the default for that kind; Reset to Default removes it. They sit in
 * the user's settings (PUT /api/me/settings `aiInstructions`), so they follow a pupil across
 * devices. The server's safety rules for 11-18 year olds always come first
 * (apps/server/src/platform/languageModel/safety.ts).
 */
export const AI_INSTRUCTION_KINDS = ['chartAnalysis', 'slideAssistant', 'storyAssistant'] as const;
export type AiInstructionKind = (typeof AI_INSTRUCTION_KINDS)[number];
export const MAX_AI_INSTRUCTIONS_LENGTH = 2000;

export const AI_INSTRUCTION_LABELS: Readonly<Record<AiInstructionKind, string>> = {
  chartAnalysis: 'Chart analysis',
  slideAssistant: 'Slide assistant',
  storyAssistant: 'Story assistant',
};

export const DEFAULT_AI_INSTRUCTIONS: Readonly<Record<AiInstructionKind, string>> = {
  chartAnalysis:
    'You are a friendly data tutor helping a student read one chart. Explain what the chart shows ' +
    'in plain words, point to real numbers from the chart, and ask one question that helps the ' +
    'student notice something themselves. Say what the chart cannot tell us when it matters.',
  slideAssistant:
    'You are a helpful writing coach for one slide of a data story. Help the student make the ' +
    'script clear, short enough to say aloud, and backed by a number from their evidence. ' +
    'Suggest concrete changes, but let the student write the words.',
  storyAssistant:
    'You are a coach for a whole data story. Help the student check that every slide helps answer ' +
    'the big question, that the slides follow in a sensible order, and that claims rest on evidence.',
};

/** The user's own instructions; a kind that is absent uses the default. */
export const aiInstructionsSchema = z.object({
  chartAnalysis: z.string().optional(),
  slideAssistant: z.string().optional(),
  storyAssistant: z.string().optional(),
});
export type AiInstructions = z.infer<typeof aiInstructionsSchema>;

/** The instruction in force for a kind: the user's own, else the default. */
export function instructionFor(
  kind: AiInstructionKind,
  own: AiInstructions | null | undefined,
): string {
  const text = own?.[kind]?.trim();
  return text ? text : DEFAULT_AI_INSTRUCTIONS[kind];
}

/** GET /api/ai/config: what the client may know of the AI set-up (never the address or key). */
export const aiConfigSchema = z.object({
  /** 'offline': no model is configured and the offline guide answers. */
  mode: z.enum(['model', 'offline']),
  provider: z.enum(['openai', 'anthropic']).nullable(),
  model: z.string().nullable(),
  /** Whether chart images (and the selected region) are sent to the model. */
  vision: z.boolean(),
  /** The label to show on every offline-guide message; null with a model. */
  label: z.string().nullable(),
  temperature: z.number(),
  maxTokens: z.number().int(),
  limits: z.object({
    requestsPerMinute: z.number().int(),
    /** Model answers a user may have a day (0: no limit); the offline guide is not counted. */
    requestsPerDay: z.number().int(),
    tokensPerDay: z.number().int(),
  }),
  usage: z.object({ requestsToday: z.number().int(), tokensToday: z.number().int() }),
  instructions: z.object(
    Object.fromEntries(
      AI_INSTRUCTION_KINDS.map((kind) => [
        kind,
        z.object({ default: z.string(), custom: z.string().nullable() }),
      ]),
    ) as Record<
      AiInstructionKind,
      z.ZodObject<{ default: z.ZodString; custom: z.ZodNullable<z.ZodString> }>
    >,
  ),
  connection: z.object({
    firstCheckDelayMs: z.number().int(),
    intervalMs: z.number().int(),
    failureConfirmations: z.number().int(),
    retryDelayMs: z.number().int(),
    timeoutMs: z.number().int(),
  }),
});
export type AiConfig = z.infer<typeof aiConfigSchema>;
