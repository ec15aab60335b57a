import { Agent } from 'undici';
import { z } from 'zod';
import type { LlmProvider, ModelSettings } from './aiSettings';
import {
  ModelCallError,
  callWithRetries,
  classifyAnswer,
  httpCall,
  type HttpAnswer,
  type RetryOptions,
} from './http';

export type ModelImage = {
  mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  base64: string;
};
export type ModelMessage = { role: 'user' | 'assistant'; text: string; images?: ModelImage[] };
/** `maxTokens` replaces the configured 1000 for a longer task (prompt drafts). */
export type ModelRequest = { system: string; messages: ModelMessage[]; maxTokens?: number };
export type ModelAnswer = { text: string; usage: { inputTokens: number; outputTokens: number } };

/**
 * A chat model behind one interface (docs/ai.md): OpenAI-compatible chat completions or
 * Anthropic messages. Both throw ModelCallError, classified for the connection bar.
 */
export interface ChatModel {
  readonly provider: LlmProvider;
  readonly model: string;
  readonly vision: boolean;
  complete(request: ModelRequest): Promise<ModelAnswer>;
  /** Resolves when the service answers (GET {base}/models; a 404 counts: it answered). */
  check(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** `{base}{path}`, keeping the base's own path and query (Azure-style `?api-version=`). */
export function endpoint(baseUrl: string, path: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  return url.href;
}

/**
 * Messages as both APIs accept them: starting with the user (a welcome message is dropped) and
 * alternating, same-sender neighbours joined.
 */
export function alternating(messages: readonly ModelMessage[]): ModelMessage[] {
  const out: ModelMessage[] = [];
  for (const message of messages) {
    if (out.length === 0 && message.role === 'assistant') continue;
    const last = out.at(-1);
    if (last && last.role === message.role) {
      out[out.length - 1] = {
        role: last.role,
        text: `${last.text}\n\n${message.text}`,
        images: [...(last.images ?? []), ...(message.images ?? [])],
      };
    } else out.push(message);
  }
  return out;
}

type Dialect = {
  path: string;
  headers: (apiKey: string | undefined, baseUrl: string) => Record<string, string>;
  body: (settings: ModelSettings, request: ModelRequest) => unknown;
  parse: (json: unknown) => ModelAnswer | null;
};

const openAiAnswer = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.union([
            z.string(),
            z.array(z.object({ type: z.string(), text: z.string().optional() })),
            z.null(),
          ]),
        }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).partial().nullish(),
});

const openAi: Dialect = {
  path: '/chat/completions',
  headers: (apiKey, baseUrl): Record<string, string> => {
    if (!apiKey) return {};
    // Azure OpenAI takes the key in its own header; every other service takes a bearer token.
    return /\.openai\.azure\.com$/i.test(new URL(baseUrl).hostname)
      ? { 'api-key': apiKey }
      : { authorization: `Bearer ${apiKey}` };
  },
  body: (settings, request) => ({
    model: settings.model,
    temperature: settings.temperature,
    max_tokens: request.maxTokens ?? settings.maxTokens,
    messages: [
      { role: 'system', content: request.system },
      ...alternating(request.messages).map((m) =>
        m.images?.length
          ? {
              role: m.role,
              content: [
                { type: 'text', text: m.text },
                ...m.images.map((image) => ({
                  type: 'image_url',
                  image_url: { url: `data:${image.mediaType};base64,${image.base64}` },
                })),
              ],
            }
          : { role: m.role, content: m.text },
      ),
    ],
  }),
  parse: (json) => {
    const parsed = openAiAnswer.safeParse(json);
    if (!parsed.success) return null;
    const content = parsed.data.choices[0]!.message.content;
    const text =
      typeof content === 'string'
        ? content
        : (content ?? []).map((part) => part.text ?? '').join('');
    return {
      text,
      usage: {
        inputTokens: parsed.data.usage?.prompt_tokens ?? 0,
        outputTokens: parsed.data.usage?.completion_tokens ?? 0,
      },
    };
  },
};

const anthropicAnswer = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
  usage: z.object({ input_tokens: z.number(), output_tokens: z.number() }).partial().nullish(),
});

export const ANTHROPIC_VERSION = '2023-06-01';

const anthropic: Dialect = {
  path: '/messages',
  headers: (apiKey) => ({
    'anthropic-version': ANTHROPIC_VERSION,
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
  }),
  body: (settings, request) => ({
    model: settings.model,
    temperature: settings.temperature,
    max_tokens: request.maxTokens ?? settings.maxTokens,
    system: request.system,
    messages: alternating(request.messages).map((m) => ({
      role: m.role,
      content: [
        ...(m.images ?? []).map((image) => ({
          type: 'image',
          source: { type: 'base64', media_type: image.mediaType, data: image.base64 },
        })),
        { type: 'text', text: m.text },
      ],
    })),
  }),
  parse: (json) => {
    const parsed = anthropicAnswer.safeParse(json);
    if (!parsed.success) return null;
    return {
      text: parsed.data.content
        .filter((part) => part.type === 'text')
        .map((part) => part.text ?? '')
        .join(''),
      usage: {
        inputTokens: parsed.data.usage?.input_tokens ?? 0,
        outputTokens: parsed.data.usage?.output_tokens ?? 0,
      },
    };
  },
};

const DIALECTS: Readonly<Record<LlmProvider, Dialect>> = { openai: openAi, anthropic };

function parseJson(answer: HttpAnswer): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

export type ChatModelOptions = Partial<Pick<RetryOptions, 'retryBaseMs' | 'sleep'>>;

/** The adapter LLM_PROVIDER names, at LLM_BASE_URL. */
export function createChatModel(
  settings: ModelSettings,
  options: ChatModelOptions = {},
): ChatModel {
  const dialect = DIALECTS[settings.provider];
  // One agent keeps connections to the service open between questions.
  const agent = new Agent({ keepAliveTimeout: 30_000, connections: 16 });
  const headers = {
    accept: 'application/json',
    'user-agent': 'DataStoryBuilder/1.0',
    ...dialect.headers(settings.apiKey, settings.baseUrl),
  };
  return {
    provider: settings.provider,
    model: settings.model,
    vision: settings.vision,
    async complete(request) {
      const answer = await callWithRetries(
        agent,
        {
          method: 'POST',
          url: endpoint(settings.baseUrl, dialect.path),
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(dialect.body(settings, request)),
          timeoutMs: settings.timeoutMs,
        },
        {
          maxRetries: settings.maxRetries,
          retryBaseMs: options.retryBaseMs ?? 500,
          sleep: options.sleep,
        },
      );
      const failure = classifyAnswer(answer);
      if (failure) throw failure;
      const parsed = dialect.parse(parseJson(answer));
      if (!parsed)
        throw new ModelCallError('api', 'The AI service answered in an unexpected shape');
      return parsed;
    },
    async check(timeoutMs) {
      const answer = await httpCall(agent, {
        method: 'GET',
        url: endpoint(settings.baseUrl, '/models'),
        headers,
        timeoutMs,
      });
      const failure = classifyAnswer(answer);
      // Not every compatible server lists its models: an answer from it is still a connection.
      if (failure && !(failure.errorType === 'api' && answer.status === 404)) throw failure;
    },
    close: () => agent.close(),
  };
}
