import { randomUUID } from 'node:crypto';
import {
  CONNECTION_BAR,
  OFFLINE_FALLBACK_LABEL,
  OFFLINE_GUIDE_LABEL,
  type AiChatResponse,
} from '@dsb/core';
import { aiAnswer, openChart, shot } from './support/aiHelp';
import { startAppServer, type AppServer } from './support/appServer';
import { detail } from './support/evidence';
import { test as base, expect } from './support/fixtures';
import { startLlmStandIn } from './support/llmStandIn';

/**
 * A school's configured AI server that is down (issue #23): the app server is pointed at a local
 * model stand-in that was started and closed again, so every connection is refused. The pupil
 * still gets answers, from the offline guide labelled as standing in, and the bar says the AI
 * service could not be reached instead of blaming the pupil's internet.
 */
const test = base.extend<object, { app: AppServer }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies
    async ({}, use) => {
      const key = `sk-e2e-${randomUUID()}`;
      const gone = await startLlmStandIn(key);
      await gone.close();
      const app = await startAppServer({
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: gone.baseUrl,
        LLM_API_KEY: key,
        LLM_MODEL: 'stand-in-model',
        LLM_MAX_RETRIES: '0',
      });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: an unreachable AI service is answered by the offline guide, and the bar says so`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await openChart(page);
    const chat = detail(page).getByRole('region', { name: 'Chart tutor' });
    const answered = aiAnswer(page);
    await chat.getByRole('button', { name: 'Help me understand the graph' }).click();
    const answer = (await (await answered).json()) as AiChatResponse;
    expect(answer).toMatchObject({ source: 'offline-fallback', label: OFFLINE_FALLBACK_LABEL });
    const reply = chat.getByTestId('chat-message-ai').last();
    await expect(reply.getByTestId('offline-guide-label')).toHaveText(OFFLINE_FALLBACK_LABEL);
    await expect(reply).not.toContainText('Sorry, I cannot respond right now');
    await expect(reply).not.toContainText(OFFLINE_GUIDE_LABEL);

    const bar = chat.getByTestId('connection-bar');
    await expect(bar).toBeVisible({ timeout: 15_000 });
    await expect(bar).toContainText(CONNECTION_BAR.service.title);
    await expect(bar).toContainText(CONNECTION_BAR.service.detail);
    await expect(bar).not.toContainText(CONNECTION_BAR.network.title);
    await bar.scrollIntoViewIfNeeded();
    await shot(page, `ai-help-unreachable-${viewport.name}`);
  });
}
