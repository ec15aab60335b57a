import { z } from 'zod';
import {
  AI_INSTRUCTION_KINDS,
  MAX_AI_INSTRUCTIONS_LENGTH,
  aiInstructionsSchema,
  type AiInstructionKind,
} from './aiInstructions';
import { interfaceLanguageSchema } from './languages';
import { storedText } from './text';

/**
 * A user's tool settings (settings modal): stored on the server so they
 * follow a pupil across devices.
 */
export const AGENT_GUIDANCE_LEVELS = ['minimal', 'default', 'maximum'] as const;
export type AgentGuidance = (typeof AGENT_GUIDANCE_LEVELS)[number];

export const AGENT_GUIDANCE_LABELS: Readonly<Record<AgentGuidance, string>> = {
  minimal: 'Minimal',
  default: 'Default',
  maximum: 'Maximum',
};

export const userSettingsSchema = z.object({
  agentGuidance: z.enum(AGENT_GUIDANCE_LEVELS),
  /** 'Enable Headlines Feature' (Developer Only); off by default. */
  headlinesEnabled: z.boolean(),
  /** The user's own AI Instructions per kind (aiInstructions.ts); absent kinds use the default. */
  aiInstructions: aiInstructionsSchema.optional(),
  /** The interface language the user chose (docs/product/languages.md); absent: the browser's. */
  language: interfaceLanguageSchema.optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  agentGuidance: 'default',
  headlinesEnabled: false,
};

/** Body of PUT /api/me/settings: any of the settings; the rest stay as they are. */
export const userSettingsUpdateSchema = z.strictObject({
  agentGuidance: z
    .enum(AGENT_GUIDANCE_LEVELS, {
      message: "agentGuidance must be 'minimal', 'default' or 'maximum'",
    })
    .optional(),
  headlinesEnabled: z.boolean({ message: 'headlinesEnabled must be true or false' }).optional(),
  /** A language saves it; null goes back to following the browser. */
  language: interfaceLanguageSchema.nullable().optional(),
  /** Per kind: a text saves it, null or '' is Reset to Default; kinds not named stay as they are. */
  aiInstructions: z
    .strictObject(
      Object.fromEntries(
        AI_INSTRUCTION_KINDS.map((kind) => [
          kind,
          storedText()
            .trim()
            .max(
              MAX_AI_INSTRUCTIONS_LENGTH,
              `AI Instructions can be at most ${MAX_AI_INSTRUCTIONS_LENGTH} characters`,
            )
            .nullable()
            .optional(),
        ]),
      ) as Record<AiInstructionKind, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
    )
    .optional(),
});
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;

/** Stored settings read with defaults for anything missing (older rows, new settings). */
export function withDefaultSettings(
  stored: Partial<UserSettings> | null | undefined,
): UserSettings {
  const parsed = userSettingsSchema.partial().safeParse(stored ?? {});
  return { ...DEFAULT_USER_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}
