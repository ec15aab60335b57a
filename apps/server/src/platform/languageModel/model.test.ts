import { afterEach, describe, expect, it } from 'vitest';
import type { ModelSettings } from './aiSettings';
import { ModelCallError, retryDelayMs } from './http';
import { createChatModel, endpoint, type ChatModel } from './model';
import {
  anthropicStandIn,
  openAiStandIn,
  sendJson,
  startServer,
  type Responder,
  type StandIn,
} from './testSupport';

const PNG = { mediaType: 'image/png' as const, base64: 'iVBORw0KGgo=' };
const open: Array<StandIn | ChatModel> = [];
afterEach(async () => {
  for (const thing of open.splice(0)) await thing.close();
});

async function setUp(
  provider: 'openai' | 'anthropic',
  respond: Responder,
  extra: Partial<ModelSettings> = {},
) {
  const standIn = await startServer(respond);
  const model = createChatModel(
    {
      provider,
      baseUrl: `${standIn.baseUrl}/v1`,
      model: provider === 'openai' ? 'gpt-stand-in' : 'claude-stand-in',
      apiKey: 'sk-test-key',
      vision: true,
      temperature: 0.4,
      maxTokens: 1000,
      timeoutMs: 5000,
      maxRetries: 2,
      ...extra,
    },
    { retryBaseMs: 1 },
  );
  open.push(standIn, model);
  return { standIn, model };
}

const conversation = {
  system: 'Be kind.',
  messages: [
    { role: 'assistant' as const, text: 'Hi there! What would you like to know?' },
    { role: 'user' as const, text: 'Help me understand the graph' },
    { role: 'assistant' as const, text: 'It rises.' },
    { role: 'user' as const, text: 'What is the highest value?' },
    { role: 'user' as const, text: 'Chart: ...', images: [PNG] },
  ],
};

describe('OpenAI-compatible adapter against a local stand-in of the API', () => {
  it('posts to {base}/chat/completions with the key, 0.4 and 1000, and reads the answer and usage', async () => {
    const { standIn, model } = await setUp(
      'openai',
      openAiStandIn({
        apiKey: 'sk-test-key',
        author: () => '{"message":"Hello","suggestions":[]}',
      }),
    );
    const answer = await model.complete(conversation);
    expect(answer).toEqual({
      text: '{"message":"Hello","suggestions":[]}',
      usage: { inputTokens: 120, outputTokens: 30 },
    });
    const [request] = standIn.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    const body = request!.body!;
    expect(body).toMatchObject({ model: 'gpt-stand-in', temperature: 0.4, max_tokens: 1000 });
    const messages = body.messages as Array<{ role: string; content: unknown }>;
    // System first; the welcome message dropped; the two user turns joined, the image attached.
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]!.content).toBe('Be kind.');
    expect(messages[3]!.content).toEqual([
      { type: 'text', text: 'What is the highest value?\n\nChart: ...' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.base64}` } },
    ]);
  });

  it('keeps the base address path and query (Azure-style api-version)', () => {
    expect(
      endpoint('http://h:1/openai/deployments/d?api-version=2024-06-01', '/chat/completions'),
    ).toBe('http://h:1/openai/deployments/d/chat/completions?api-version=2024-06-01');
    expect(endpoint('http://127.0.0.1:11434/v1/', '/models')).toBe(
      'http://127.0.0.1:11434/v1/models',
    );
  });

  it('a refused key is an auth failure, not retried', async () => {
    const { standIn, model } = await setUp(
      'openai',
      openAiStandIn({ apiKey: 'other', author: () => 'x' }),
    );
    const error = await model.complete(conversation).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelCallError);
    expect((error as ModelCallError).errorType).toBe('auth');
    expect(standIn.requests).toHaveLength(1);
  });

  it('retries 429 and 5xx with back-off, then answers', async () => {
    const answer = openAiStandIn({ author: () => 'fine' });
    const { standIn, model } = await setUp('openai', (req, res, index) => {
      if (index === 0)
        return sendJson(res, 429, { error: { message: 'slow down' } }, { 'retry-after': '0' });
      if (index === 1) return sendJson(res, 503, { error: { message: 'busy' } });
      return answer(req, res, index);
    });
    await expect(model.complete(conversation)).resolves.toMatchObject({ text: 'fine' });
    expect(standIn.requests).toHaveLength(3);
  });

  it('gives up after LLM_MAX_RETRIES more attempts, and never retries a 400', async () => {
    const failing = await setUp('openai', (_req, res) => sendJson(res, 500, { error: {} }), {
      maxRetries: 2,
    });
    const error = await failing.model.complete(conversation).catch((e: unknown) => e);
    expect((error as ModelCallError).errorType).toBe('api');
    expect((error as ModelCallError).status).toBe(500);
    expect(failing.standIn.requests).toHaveLength(3);

    const bad = await setUp('openai', (_req, res) => sendJson(res, 400, { error: {} }));
    await expect(bad.model.complete(conversation)).rejects.toMatchObject({
      errorType: 'api',
      status: 400,
    });
    expect(bad.standIn.requests).toHaveLength(1);
  });

  it('waits as Retry-After says (capped at 10 s), else backs off exponentially', () => {
    expect(retryDelayMs(0, 500, '3')).toBe(3000);
    expect(retryDelayMs(0, 500, '120')).toBe(10_000);
    const second = retryDelayMs(1, 500);
    expect(second).toBeGreaterThanOrEqual(500);
    expect(second).toBeLessThanOrEqual(1000);
  });

  it('an answer in another shape is an api failure', async () => {
    const { model } = await setUp('openai', (_req, res) => sendJson(res, 200, { nothing: true }));
    await expect(model.complete(conversation)).rejects.toMatchObject({ errorType: 'api' });
  });
});

describe('Anthropic adapter against a local stand-in of the API', () => {
  it('posts to {base}/messages with x-api-key, anthropic-version, a separate system and image blocks', async () => {
    const { standIn, model } = await setUp(
      'anthropic',
      anthropicStandIn({ apiKey: 'sk-test-key', author: () => 'Hi from the stand-in' }),
    );
    const answer = await model.complete(conversation);
    expect(answer).toEqual({
      text: 'Hi from the stand-in',
      usage: { inputTokens: 100, outputTokens: 25 },
    });
    const [request] = standIn.requests;
    expect(request!.path).toBe('/v1/messages');
    expect(request!.headers['x-api-key']).toBe('sk-test-key');
    expect(request!.headers['anthropic-version']).toBe('2023-06-01');
    expect(request!.headers.authorization).toBeUndefined();
    const body = request!.body!;
    expect(body).toMatchObject({
      model: 'claude-stand-in',
      system: 'Be kind.',
      temperature: 0.4,
      max_tokens: 1000,
    });
    const messages = body.messages as Array<{
      role: string;
      content: Array<Record<string, unknown>>;
    }>;
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[2]!.content).toEqual([
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG.base64 } },
      { type: 'text', text: 'What is the highest value?\n\nChart: ...' },
    ]);
  });

  it('retries 529 (overloaded) and checks the connection on {base}/models', async () => {
    const answer = anthropicStandIn({ author: () => 'ok' });
    const { standIn, model } = await setUp('anthropic', (req, res, index) =>
      index === 0 ? sendJson(res, 529, { type: 'error' }) : answer(req, res, index),
    );
    await expect(model.complete(conversation)).resolves.toMatchObject({ text: 'ok' });
    await expect(model.check(2000)).resolves.toBeUndefined();
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/messages',
      'POST /v1/messages',
      'GET /v1/models',
    ]);
  });
});
