import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  OFFLINE_FALLBACK_LABEL,
  type AiChatResponse,
  type AiConfig,
  type ChatSession,
} from '@dsb/core';
import { SAFETY_INSTRUCTION } from './instructions';
import {
  openAiStandIn,
  sendJson,
  startServer,
  type StandIn,
} from '../../platform/languageModel/testSupport';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { createStoryWith, insertSeedChart } from './testSupport';

const KEY = 'sk-stand-in-secret-key';
let standIn: StandIn;
let failing = false;
let app: TestApp;
let pupil: string;
let chartId: string;

beforeAll(async () => {
  const answer = openAiStandIn({
    apiKey: KEY,
    author: () =>
      '```json\n{"message":"The line rises to 1.17 °C in 2023.","suggestions":["Why 2023?","What came before?"]}\n```',
  });
  standIn = await startServer((req, res, index) =>
    failing && req.method === 'POST'
      ? sendJson(res, 500, { error: { message: 'boom' } })
      : answer(req, res, index),
  );
  app = await createTestApp({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: `${standIn.baseUrl}/v1`,
    LLM_MODEL: 'stand-in-model',
    LLM_API_KEY: KEY,
    LLM_VISION: '1',
    LLM_MAX_RETRIES: '0',
    LLM_DAILY_REQUESTS_PER_USER: '4',
  });
  pupil = await signInAs(app, 'pupil@example.com');
  chartId = (await insertSeedChart(app, 'global-temperature-anomaly-1880-2023', true)).id;
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

type ChatBody = {
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
};
const textOf = (content: ChatBody['messages'][number]['content']) =>
  typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('');

describe('POST /api/ai/chat through a configured OpenAI-compatible model', () => {
  it('sends the safety rules, guidance, own instructions, chart data and image; answers from the model', async () => {
    await callAs(app, 'PUT', '/api/me/settings', pupil, {
      agentGuidance: 'minimal',
      aiInstructions: { chartAnalysis: 'Always end with a question.' },
    });
    const story = await createStoryWith(app, pupil, ['A script']);
    const chat = (
      await callAs(app, 'POST', '/api/chats/session', pupil, {
        storyId: story._id,
        chatType: 'chart-analysis',
        evidenceId: chartId,
      })
    ).json<ChatSession>();
    for (const [sender, content] of [
      ['ai', 'Welcome!'],
      ['user', 'Help me understand the graph'],
    ] as const) {
      await callAs(app, 'POST', '/api/chats/message', pupil, {
        chatId: chat._id,
        message: { content, sender },
      });
    }
    const before = standIn.requests.length;
    const response = await callAs(app, 'POST', '/api/ai/chat', pupil, {
      prompt: 'Help me understand the graph',
      context: { chatId: chat._id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AiChatResponse>()).toMatchObject({
      source: 'model',
      label: null,
      message: 'The line rises to 1.17 °C in 2023.',
      suggestions: ['Why 2023?', 'What came before?'],
    });
    const request = standIn.requests[before]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    const { messages } = request.body as unknown as ChatBody;
    const system = textOf(messages[0]!.content);
    expect(system.startsWith(SAFETY_INSTRUCTION)).toBe(true);
    expect(system).toContain('Guidance level: minimal');
    expect(system).toContain('Always end with a question.');
    // The welcome is dropped, the question is not repeated, the chart's data and image go with it.
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    const question = messages[1]!;
    expect(textOf(question.content)).toContain('In 1880 it was -0.17 °C; in 2023 it was 1.17 °C');
    expect(textOf(question.content)).toContain('Help me understand the graph');
    expect(
      (question.content as Array<{ type: string }>).filter((p) => p.type === 'image_url'),
    ).toHaveLength(1);
  });

  it('tells the model to answer in the pupil’s language, by its English name', async () => {
    // Another pupil: the day's count of this file's pupil is checked below.
    const spanish = await signInAs(app, 'alumna@example.com');
    const before = standIn.requests.length;
    await callAs(app, 'POST', '/api/ai/chat', spanish, {
      prompt: '¿Qué muestra el gráfico?',
      context: { evidenceId: chartId },
      language: 'es',
    });
    const { messages } = standIn.requests[before]!.body as unknown as ChatBody;
    const system = textOf(messages[0]!.content);
    expect(system).toContain('Answer in Spanish: the student reads Spanish.');
    // The facts stay in English, the language of the instruction; the model writes them in Spanish.
    expect(textOf(messages.at(-1)!.content)).toContain('in 2023 it was 1.17 °C');
  });

  it('a region question sends the chart and the region cut from it', async () => {
    const before = standIn.requests.length;
    await callAs(app, 'POST', '/api/ai/chat', pupil, {
      prompt: 'What happens here?',
      context: { evidenceId: chartId, region: { x: 60, y: 10, width: 35, height: 40 } },
    });
    const { messages } = standIn.requests[before]!.body as unknown as ChatBody;
    const parts = messages.at(-1)!.content as Array<{ type: string; text?: string }>;
    expect(parts.filter((p) => p.type === 'image_url')).toHaveLength(2);
    expect(parts[0]!.text).toMatch(/Data points inside the box:\n\d{4}: /);
    expect(parts[0]!.text).toContain('left 60%, top 10%, width 35%, height 40%');
  });

  it('never sends the key or the address to the browser', async () => {
    const bodies = [
      (await getAs(app, '/api/ai/config', pupil)).body,
      (await getAs(app, '/api/ai/test-connection', pupil)).body,
      (
        await callAs(app, 'POST', '/api/ai/chat', pupil, {
          prompt: 'hi',
          context: { evidenceId: chartId },
        })
      ).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(KEY);
      expect(body).not.toContain(standIn.baseUrl);
    }
    expect(JSON.parse(bodies[1]!)).toEqual({
      success: true,
      connected: true,
      error: null,
      errorType: null,
      mode: 'model',
    });
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      mode: 'model',
      provider: 'openai',
      model: 'stand-in-model',
      vision: true,
      label: null,
    });
  });

  it('a model failure is answered by the offline guide, and does not use up the day', async () => {
    const usage = async () => (await getAs(app, '/api/ai/config', pupil)).json<AiConfig>().usage;
    const { requestsToday } = await usage();
    failing = true;
    try {
      const response = await callAs(app, 'POST', '/api/ai/chat', pupil, {
        prompt: 'hi',
        context: { evidenceId: chartId },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        source: 'offline-fallback',
        label: OFFLINE_FALLBACK_LABEL,
      });
    } finally {
      failing = false;
    }
    expect((await usage()).requestsToday).toBe(requestsToday);
  });

  it("counts the day's model answers and their tokens, then refuses with a clear message", async () => {
    const ask = () =>
      callAs(app, 'POST', '/api/ai/chat', pupil, {
        prompt: 'hi',
        context: { evidenceId: chartId },
      });
    expect((await ask()).statusCode).toBe(200);
    const config = (await getAs(app, '/api/ai/config', pupil)).json<AiConfig>();
    expect(config.limits.requestsPerDay).toBe(4);
    // Four answers of 150 tokens each (the stand-in's usage); the failed call counted for nothing.
    expect(config.usage).toEqual({ requestsToday: 4, tokensToday: 4 * 150 });
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe(AI_MESSAGES.dailyLimit(4));
    expect(refused.json()).toMatchObject({ limit: 'day', requestsPerDay: 4 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
