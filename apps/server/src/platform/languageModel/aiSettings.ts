import { z } from 'zod';
import { AI_MODEL_DEFAULTS } from '@dsb/core';

export const LLM_PROVIDERS = ['openai', 'anthropic'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** Where the model is and how it is called; null in AiSettings.model: the offline guide answers. */
export type ModelSettings = {
  provider: LlmProvider;
  /** The API root; the adapter appends /chat/completions or /messages (and /models to check). */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  vision: boolean;
  temperature: number;
  maxTokens: number;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** Further attempts after a 429 or 5xx answer. */
  maxRetries: number;
};

export type AiSettings = {
  model: ModelSettings | null;
  /** AI chat requests a user may make a minute (offline guide included). */
  requestsPerMinute: number;
  /** Model answers a user may have a UTC day; 0 turns the limit off. */
  requestsPerDay: number;
  /** Model tokens (prompt and answer) a user may use a UTC day; 0 turns the limit off. */
  tokensPerDay: number;
};

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** The LLM_* and AI_* variables (docs/config.md); read by config.ts with the rest. */
const aiEnvSchema = z.object({
  LLM_PROVIDER: optionalString.pipe(
    z.enum(LLM_PROVIDERS, { message: "LLM_PROVIDER must be 'openai' or 'anthropic'" }).optional(),
  ),
  LLM_BASE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: 'LLM_BASE_URL must be an http(s) address' }).optional(),
  ),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_VISION: flag,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(20),
  LLM_DAILY_REQUESTS_PER_USER: z.coerce.number().int().min(0).default(200),
  LLM_DAILY_TOKENS_PER_USER: z.coerce.number().int().min(0).default(200_000),
});

const DEFAULT_BASE_URLS: Readonly<Record<LlmProvider, string | undefined>> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
};

/**
 * The AI part of the configuration. A model is configured by LLM_BASE_URL or LLM_PROVIDER (the
 * provider defaults to 'openai', the address to the provider's own API); LLM_MODEL is then
 * required. Nothing set: the offline guide, and no call leaves the server.
 */
export function loadAiSettings(
  env: NodeJS.ProcessEnv,
  fail: (message: string) => Error = (message) => new Error(message),
): AiSettings {
  const parsed = aiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw fail(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const limits = {
    requestsPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    requestsPerDay: e.LLM_DAILY_REQUESTS_PER_USER,
    tokensPerDay: e.LLM_DAILY_TOKENS_PER_USER,
  };
  if (!e.LLM_BASE_URL && !e.LLM_PROVIDER) return { model: null, ...limits };
  const provider = e.LLM_PROVIDER ?? 'openai';
  const baseUrl = e.LLM_BASE_URL ?? DEFAULT_BASE_URLS[provider];
  if (!baseUrl) throw fail(`LLM_PROVIDER=${provider} needs LLM_BASE_URL.`);
  if (!e.LLM_MODEL) throw fail('A configured model needs LLM_MODEL.');
  const url = new URL(baseUrl);
  // The key travels in a header; an address carrying a user name or password would send another.
  if (url.username || url.password) {
    throw fail('LLM_BASE_URL must not contain a user name or password.');
  }
  return {
    model: {
      provider,
      baseUrl,
      model: e.LLM_MODEL,
      apiKey: e.LLM_API_KEY,
      vision: e.LLM_VISION,
      temperature: AI_MODEL_DEFAULTS.temperature,
      maxTokens: AI_MODEL_DEFAULTS.maxTokens,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxRetries: e.LLM_MAX_RETRIES,
    },
    ...limits,
  };
}
