import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_AI_INSTRUCTIONS,
  aiLimitErrorSchema,
  OFFLINE_GUIDE_LABEL,
  type AiChatResponse,
  type AiConfig,
  type ChatSession,
  type Story,
} from '@dsb/core';
import { chartGeometry } from './guide/chartRegion';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { createStoryWith, insertSeedChart } from './testSupport';

let app: TestApp;
let pupil: string;
let other: string;
let story: Story;
let chartId: string;
let region2023: { x: number; y: number; width: number; height: number };

beforeAll(async () => {
  app = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
  pupil = await signInAs(app, 'pupil@example.com');
  other = await signInAs(app, 'other@example.com');
  const inserted = await insertSeedChart(app, 'global-temperature-anomaly-1880-2023');
  chartId = inserted.id;
  story = await createStoryWith(app, pupil, [
    'Earth is getting hotter. In 2023 it was 1.2 degrees warmer than the average.',
  ]);
  const geometry = await chartGeometry(inserted.chart.def, inserted.chart.records);
  const px = geometry.origin[0] + geometry.x(2023)!;
  const py = geometry.origin[1] + geometry.y(1.17)!;
  region2023 = {
    x: ((px - 4) / geometry.width) * 100,
    y: ((py - 4) / geometry.height) * 100,
    width: (8 / geometry.width) * 100,
    height: (8 / geometry.height) * 100,
  };
});
afterAll(() => app?.close());

const ask = (cookie: string | undefined, body: unknown) =>
  callAs(app, 'POST', '/api/ai/chat', cookie, body);

describe('POST /api/ai/chat with no model: the offline guide', () => {
  it("'Help me understand the graph' answers with the chart's own numbers, labelled", async () => {
    const response = await ask(pupil, {
      prompt: 'Help me understand the graph',
      context: { evidenceId: chartId, storyId: story._id },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AiChatResponse>();
    expect(body).toMatchObject({
      source: 'offline-guide',
      label: OFFLINE_GUIDE_LABEL,
      task: 'chart-analysis',
    });
    expect(body.response).toBe(body.message);
    expect(body.message).toContain('In 1880 it was -0.17 °C; in 2023 it was 1.17 °C');
    expect(body.suggestions).toContain('Connect graph to data story');
  });

  it('answers in the language the pupil sends, with its number marks', async () => {
    const response = await ask(pupil, {
      prompt: 'Help me understand the graph',
      context: { evidenceId: chartId, storyId: story._id },
      language: 'es',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AiChatResponse>();
    expect(body.message).toContain('En 1880 era -0,17 °C; en 2023 era 1,17 °C');
    expect(body.message).toContain('Lo que dicen los datos:');
    // Suggestions stay the English words the guide reads back; the web shows them translated.
    expect(body.suggestions).toContain('Connect graph to data story');
  });

  it('refuses a language the interface does not have, naming the ones it takes', async () => {
    const response = await ask(pupil, {
      prompt: 'Help me understand the graph',
      context: { evidenceId: chartId },
      language: 'pt',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('language must be one of en, es, fr, de, ar, zh');
  });

  it("'Connect graph to data story' quotes the story's big question", async () => {
    const body = (
      await ask(pupil, {
        prompt: 'Connect graph to data story',
        context: { evidenceId: chartId, storyId: story._id },
      })
    ).json<AiChatResponse>();
    expect(body.message).toContain('"Is Earth getting hotter?"');
  });

  it('a region answers with the data points under the box', async () => {
    const response = await ask(pupil, {
      prompt: 'What is happening in this part of the chart?',
      context: { evidenceId: chartId, region: region2023 },
    });
    const body = response.json<AiChatResponse>();
    expect(body.task).toBe('chart-region');
    expect(body.region).toMatchObject({
      match: 'inside',
      points: [{ series: null, x: 2023, y: 1.17 }],
    });
    expect(body.message).toContain('2023: 1.17 °C');
  });

  it('the slide assistant checks the saved script against the chart on the slide', async () => {
    const response = await ask(pupil, {
      prompt: 'Help me improve my script',
      context: { storyId: story._id, slideIndex: 0, evidenceIds: [chartId] },
    });
    const body = response.json<AiChatResponse>();
    expect(body.task).toBe('slide-assistant');
    expect(body.message).toContain('14 words, about 6 seconds');
    expect(body.message).toContain('"1.2" matches 1.17');
    expect(body.suggestions).toEqual(['Clarify my main message', 'Suggest visuals for this slide']);
  });

  it('the chart description request writes a short video script from the data', async () => {
    const body = (
      await ask(pupil, {
        prompt: 'Describe this chart',
        context: { task: 'chart-description', evidenceId: chartId },
      })
    ).json<AiChatResponse>();
    expect(body.message).toContain('1.17 °C');
    expect(body.suggestions).toEqual([]);
  });

  it("another user's chat or story is 404", async () => {
    const chat = (
      await callAs(app, 'POST', '/api/chats/session', pupil, {
        storyId: story._id,
        chatType: 'chart-analysis',
        evidenceId: chartId,
      })
    ).json<ChatSession>();
    expect((await ask(other, { prompt: 'hi', context: { chatId: chat._id } })).statusCode).toBe(
      404,
    );
    expect(
      (await ask(other, { prompt: 'hi', context: { storyId: story._id, slideIndex: 0 } }))
        .statusCode,
    ).toBe(404);
    // The owner may ask through the chat: its chart fills in the context.
    const own = await ask(pupil, {
      prompt: 'Where do these data come from?',
      context: { chatId: chat._id },
    });
    expect(own.json<AiChatResponse>().message).toContain('NASA GISS');
  });

  it('refuses bad input with 400s and needs a signed-in user', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ context: { evidenceId: chartId } }, /prompt/],
      [{ prompt: '  ', context: { evidenceId: chartId } }, /must not be blank/],
      [{ prompt: 'hi', context: {} }, /needs evidenceId \(a library chart\) or chart/],
      [
        {
          prompt: 'hi',
          context: { evidenceId: chartId, region: { x: 90, y: 0, width: 50, height: 10 } },
        },
        /inside the chart/,
      ],
      [
        { prompt: 'hi', context: { evidenceId: chartId, task: 'chart-region' } },
        /region is required/,
      ],
      [{ prompt: 'hi', context: { storyId: story._id, slideIndex: 3 } }, /within the slide list/],
      [{ prompt: 'hi', extra: 1 }, /./],
    ];
    for (const [body, message] of cases) {
      const response = await ask(pupil, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
    expect((await ask(undefined, { prompt: 'hi' })).statusCode).toBe(401);
  });
});

describe('GET /api/ai/config, /api/ai/test-connection and the AI Instructions', () => {
  it('offline: the guide label, the limits, the default instructions', async () => {
    const config = (await getAs(app, '/api/ai/config', pupil)).json<AiConfig>();
    expect(config).toMatchObject({
      mode: 'offline',
      provider: null,
      label: OFFLINE_GUIDE_LABEL,
      temperature: 0.4,
      maxTokens: 1000,
      connection: {
        firstCheckDelayMs: 3000,
        intervalMs: 120_000,
        timeoutMs: 8000,
        retryDelayMs: 2000,
        failureConfirmations: 2,
      },
    });
    expect(config.instructions.slideAssistant).toEqual({
      default: DEFAULT_AI_INSTRUCTIONS.slideAssistant,
      custom: null,
    });
    const check = await getAs(app, '/api/ai/test-connection', pupil);
    expect(check.json()).toEqual({
      success: true,
      connected: true,
      error: null,
      errorType: null,
      mode: 'offline',
    });
  });

  it('saves an instruction per kind; Reset to Default (null) removes it and leaves the others', async () => {
    const save = await callAs(app, 'PUT', '/api/me/settings', pupil, {
      aiInstructions: {
        chartAnalysis: 'Talk like a pirate about data.',
        slideAssistant: 'Be brief.',
      },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({
      aiInstructions: {
        chartAnalysis: 'Talk like a pirate about data.',
        slideAssistant: 'Be brief.',
      },
    });
    const reset = await callAs(app, 'PUT', '/api/me/settings', pupil, {
      aiInstructions: { chartAnalysis: null },
    });
    expect(reset.json()).toMatchObject({ aiInstructions: { slideAssistant: 'Be brief.' } });
    expect(reset.json().aiInstructions.chartAnalysis).toBeUndefined();
    const config = (await getAs(app, '/api/ai/config', pupil)).json<AiConfig>();
    expect(config.instructions.chartAnalysis.custom).toBeNull();
    expect(config.instructions.slideAssistant.custom).toBe('Be brief.');
    const tooLong = await callAs(app, 'PUT', '/api/me/settings', pupil, {
      aiInstructions: { storyAssistant: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the per-user rate limit', () => {
  it('answers 429 with a clear message and Retry-After past AI_RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const cookie = await signInAs(limited, 'fast@example.com');
      const { id } = await insertSeedChart(limited, 'co2-mauna-loa-1959-2025');
      const send = () =>
        callAs(limited, 'POST', '/api/ai/chat', cookie, {
          prompt: 'Help me understand the graph',
          context: { evidenceId: id },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      // The window is the clock minute: should one end between the requests, the next is refused.
      let third = await send();
      if (third.statusCode === 200) third = await send();
      if (third.statusCode === 200) third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json<{ error: string }>().error).toMatch(
        /^You are sending messages very quickly\. Please wait \d+ seconds/,
      );
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // What a client needs to write the message in the pupil's language.
      const body = aiLimitErrorSchema.parse(third.json());
      expect(body.limit).toBe('minute');
      expect(body.retryAfterSeconds).toBe(Number(third.headers['retry-after']));
      // Another user has their own allowance.
      const second = await signInAs(limited, 'slow@example.com');
      const theirs = await callAs(limited, 'POST', '/api/ai/chat', second, {
        prompt: 'hi',
        context: { evidenceId: id },
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
