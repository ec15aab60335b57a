import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import {
  AI_MODEL_DEFAULTS,
  CHART_CHAT_WELCOME,
  DEFAULT_AI_INSTRUCTIONS,
  SLIDE_CHAT_WELCOME,
  roundDecimal,
  type AiChatResponse,
  type AiConfig,
} from '@dsb/core';
import { aiAnswer, createChartSlideStory, openChart } from './support/aiHelp';
import { startAppServer, type AppServer } from './support/appServer';
import { detail, signIn } from './support/evidence';
import { test as base, expect, signInDirectly } from './support/fixtures';
import {
  lastQuestion,
  pngSize,
  standInAnswer,
  startLlmStandIn,
  systemText,
  type LlmStandIn,
} from './support/llmStandIn';

/**
 * Issue #16's 'Done when' with a model: this spec starts a local OpenAI-compatible stand-in and
 * its own app server pointed at it (LLM_BASE_URL, a secret LLM_API_KEY, LLM_VISION=1), then a
 * pupil uses the chart tutor, a region question and the slide assistant in a real browser. The
 * stand-in's request log shows what went through the adapter; the browser's requests show the
 * key and the stand-in's address never reach the page.
 */

const KEY = `sk-e2e-${randomUUID()}`;
const MODEL = 'stand-in-model';

type ModelWorld = { standIn: LlmStandIn; app: AppServer };

const test = base.extend<{ sent: SentLog }, { world: ModelWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies
    async ({}, use) => {
      const standIn = await startLlmStandIn(KEY);
      const app = await startAppServer({
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: standIn.baseUrl,
        LLM_API_KEY: KEY,
        LLM_MODEL: MODEL,
        LLM_VISION: '1',
        LLM_MAX_RETRIES: '0',
      });
      await use({ standIn, app });
      await app.stop();
      await standIn.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => {
    await use(world.app.baseURL);
  },
  // Every request the browser makes in the test (headers and body), and the JSON it gets back.
  sent: async ({ context }, use) => {
    await use(recordBrowserTraffic(context));
  },
});

type SentLog = { all: () => Promise<string[]> };

function recordBrowserTraffic(context: BrowserContext): SentLog {
  const pending: Array<Promise<string>> = [];
  context.on('request', (request) => {
    pending.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) =>
          [request.method(), request.url(), JSON.stringify(headers), request.postData() ?? ''].join(
            '\n',
          ),
        ),
    );
  });
  context.on('response', (response) => {
    if (!/json/.test(response.headers()['content-type'] ?? '')) return;
    pending.push(response.text().catch(() => ''));
  });
  return { all: () => Promise.all(pending) };
}

/** Neither the key nor the stand-in's address was in anything the browser sent or received. */
async function expectNoSecretSent(sent: SentLog, standIn: LlmStandIn) {
  const requests = await sent.all();
  expect(requests.length).toBeGreaterThan(10);
  for (const request of requests) {
    expect(request).not.toContain(KEY);
    expect(request).not.toContain(standIn.host);
  }
}

test('the chart tutor and a region question go through the model adapter; the key stays on the server', async ({
  page,
  browser,
  world,
  sent,
}) => {
  test.setTimeout(180_000);
  const { standIn } = world;
  const { storyId, chatId, item } = await openChart(page);
  const origin = new URL(page.url()).origin;
  const config = (await (await page.request.get('/api/ai/config')).json()) as AiConfig;
  expect(config).toMatchObject({ mode: 'model', model: MODEL, vision: true, label: null });
  const evidence = detail(page);
  const chat = evidence.getByRole('region', { name: 'Chart tutor' });
  await expect(chat.getByText(CHART_CHAT_WELCOME.message)).toBeVisible();

  // 'Help me understand the graph': the stand-in's answer, not the offline guide.
  const first = aiAnswer(page);
  await chat.getByRole('button', { name: 'Help me understand the graph' }).click();
  const answer = (await (await first).json()) as AiChatResponse;
  expect(answer).toMatchObject({ source: 'model', label: null, task: 'chart-analysis' });
  expect(answer.message).toBe(standInAnswer(standIn.completions().length));
  const reply = chat.getByTestId('chat-message-ai').last();
  await expect(reply).toContainText(answer.message);
  await expect(chat.getByTestId('offline-guide-label')).toHaveCount(0);

  const asked = standIn.completions().at(-1)!;
  expect(asked.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(asked.body).toMatchObject({
    model: MODEL,
    temperature: AI_MODEL_DEFAULTS.temperature,
    max_tokens: AI_MODEL_DEFAULTS.maxTokens,
  });
  expect(systemText(asked)).toContain('You help students aged 11 to 18');
  expect(systemText(asked)).toContain(DEFAULT_AI_INSTRUCTIONS.chartAnalysis);
  const question = lastQuestion(asked);
  expect(question.text).toContain('Help me understand the graph');
  expect(question.text).toContain(`Chart title: ${item.label}`);
  expect(question.text).toContain('Data table (CSV):');
  expect(question.images).toHaveLength(1); // the chart itself: the model reads images
  expect(pngSize(question.images[0]!)).not.toBeNull();

  // The pupil's own AI Instructions (the settings modal) reach the model's system instruction.
  await evidence.getByRole('button', { name: 'AI Instructions' }).click();
  const modal = page.getByRole('dialog', { name: 'AI Instructions' });
  await modal
    .getByRole('textbox', { name: 'Chart analysis instructions' })
    .fill('Use short sentences. End with a question.');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(modal).toHaveCount(0);
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await box.fill('Which year is the highest?');
  const second = aiAnswer(page);
  await box.press('Enter');
  await expect(chat.getByTestId('chat-message-ai').last()).toContainText(
    ((await (await second).json()) as AiChatResponse).message,
  );
  const followUp = standIn.completions().at(-1)!;
  expect(systemText(followUp)).toContain('Use short sentences. End with a question.');
  expect(systemText(followUp)).not.toContain(DEFAULT_AI_INSTRUCTIONS.chartAnalysis);
  // The earlier exchange goes along as history.
  const roles = followUp.body!.messages!.map((m) => m.role);
  expect(roles).toEqual(['system', 'user', 'assistant', 'user']);

  // A region drawn with the keyboard: its percentages and the picture cut to it reach the model.
  await evidence
    .getByRole('switch', { name: 'Ask about a specific section' })
    .check({ force: true });
  const selector = evidence.getByTestId('region-selector');
  await expect(selector).toBeFocused();
  await selector.press('ArrowRight');
  await selector.press('Shift+ArrowRight');
  await selector.press('Shift+ArrowDown');
  const third = aiAnswer(page);
  await selector.press('Enter');
  const regionResponse = await third;
  const browserSent = regionResponse.request().postDataJSON() as {
    context: {
      region: { x: number; y: number; width: number; height: number };
      imageData?: { src: string };
    };
  };
  const region = browserSent.context.region;
  // The browser crops too when the model reads images (the server cuts its own from storage).
  expect(browserSent.context.imageData?.src).toMatch(/^data:image\/(png|jpeg);base64,/);
  const regionAnswer = (await regionResponse.json()) as AiChatResponse;
  expect(regionAnswer).toMatchObject({ source: 'model', task: 'chart-region' });
  await expect(chat.getByTestId('chat-message-ai').last()).toContainText(regionAnswer.message);
  await expect(selector).toHaveCount(0);

  const regionAsk = lastQuestion(standIn.completions().at(-1)!);
  const pct = (v: number) => `${roundDecimal(v, 1)}%`;
  expect(regionAsk.text).toContain(
    `left ${pct(region.x)}, top ${pct(region.y)}, width ${pct(region.width)}, height ${pct(region.height)}`,
  );
  expect(regionAsk.text).toContain('The student selected a region of the chart');
  expect(regionAsk.images).toHaveLength(2); // the whole chart, then the region cut from it
  const chartPng = pngSize(
    `data:image/png;base64,${(await (await page.request.get(item.imageURL)).body()).toString('base64')}`,
  )!;
  const cut = pngSize(regionAsk.images[1]!)!;
  expect(cut.bytes).toBeGreaterThan(500);
  const scale = Math.min(1, 1024 / Math.round((region.width / 100) * chartPng.width));
  expect(cut.width).toBeCloseTo((region.width / 100) * chartPng.width * scale, -1);
  expect(cut.height).toBeCloseTo((region.height / 100) * chartPng.height * scale, -1);

  // Every call to the stand-in (answers and connection checks) carried the key.
  expect(standIn.requests.some((r) => r.method === 'GET' && r.path === '/v1/models')).toBe(true);
  for (const request of standIn.requests)
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  await expectNoSecretSent(sent, standIn);

  // Another user cannot open, read into or write to the pupil's chat.
  const other = await browser.newPage({ baseURL: world.app.baseURL });
  await other.goto('/');
  await signInDirectly(other, `other-${Date.now()}@example.com`, 'Other pupil');
  const headers = { origin };
  const key = { storyId, chatType: 'chart-analysis', evidenceId: item._id };
  expect((await other.request.post('/api/chats/session', { data: key, headers })).status()).toBe(
    404,
  );
  expect(
    (
      await other.request.post('/api/chats/message', {
        data: { chatId, message: { content: 'hello', sender: 'user' } },
        headers,
      })
    ).status(),
  ).toBe(404);
  expect(
    (
      await other.request.post('/api/ai/chat', {
        data: { prompt: 'What did they ask?', context: { chatId } },
        headers,
      })
    ).status(),
  ).toBe(404);
  // Nor the history of a chat on the pupil's story.
  const history = await other.request.get(
    `/api/chats/history?${new URLSearchParams(key).toString()}`,
  );
  expect(history.status()).toBe(404);
  const own = (await (
    await page.request.get(`/api/chats/history?${new URLSearchParams(key).toString()}`)
  ).json()) as Array<{ content: string }>;
  expect(own.map((m) => m.content)).toContain(answer.message);
  await other.close();
});

test('the slide assistant answers through the model adapter', async ({ page, world, sent }) => {
  test.setTimeout(120_000);
  const { standIn } = world;
  await signIn(page);
  const script = 'The sea is rising because the oceans are warming and the ice is melting.';
  const { storyId, chart } = await createChartSlideStory(page, script);
  await page.goto(`/tool?slide=0&story=${storyId}`);
  await page.getByTestId('tool-tab-agent').click();
  const chat = page.getByRole('region', { name: 'Slide assistant' });
  await expect(chat.getByText(SLIDE_CHAT_WELCOME.message)).toBeVisible();

  const answered = aiAnswer(page);
  await chat.getByRole('button', { name: 'Help me improve my script' }).click();
  const answer = (await (await answered).json()) as AiChatResponse;
  expect(answer).toMatchObject({ source: 'model', label: null, task: 'slide-assistant' });
  await expect(chat.getByTestId('chat-message-ai').last()).toContainText(answer.message);
  await expect(chat.getByTestId('offline-guide-label')).toHaveCount(0);

  const asked = standIn.completions().at(-1)!;
  expect(asked.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(systemText(asked)).toContain(DEFAULT_AI_INSTRUCTIONS.slideAssistant);
  const question = lastQuestion(asked);
  expect(question.text).toContain('Help me improve my script');
  expect(question.text).toContain(script);
  expect(question.text).toContain('Big question: Is the sea level rising?');
  expect(question.text).toContain(`Chart title: ${chart.label}`);
  await expectNoSecretSent(sent, standIn);
});
