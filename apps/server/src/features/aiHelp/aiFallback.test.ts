import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFLINE_FALLBACK_LABEL,
  type AiChatResponse,
  type ChatMessage,
  type ChatSession,
  type ConnectionCheck,
} from '@dsb/core';
import { hang, startServer, type StandIn } from '../../platform/languageModel/testSupport';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { createStoryWith, insertSeedChart } from './testSupport';

/**
 * A configured model that cannot be reached (the school's AI server is down or silent): the pupil
 * is answered by the offline guide, labelled as such, instead of 'Sorry, I cannot respond'.
 */
async function appWithModelAt(baseUrl: string, extra: Record<string, string> = {}) {
  const app = await createTestApp({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: `${baseUrl}/v1`,
    LLM_MODEL: 'stand-in-model',
    LLM_API_KEY: 'sk-test',
    LLM_MAX_RETRIES: '0',
    ...extra,
  });
  const pupil = await signInAs(app, 'pupil@example.com');
  const chartId = (await insertSeedChart(app, 'global-temperature-anomaly-1880-2023')).id;
  return { app, pupil, chartId };
}

const ask = (app: TestApp, pupil: string, context: Record<string, unknown>, prompt = 'hi') =>
  callAs(app, 'POST', '/api/ai/chat', pupil, { prompt, context });

describe('a configured model that refuses connections', () => {
  let app: TestApp;
  let pupil: string;
  let chartId: string;
  beforeAll(async () => {
    // A port that was just listening and is now closed: connections are refused.
    const gone = await startServer(() => undefined);
    await gone.close();
    ({ app, pupil, chartId } = await appWithModelAt(gone.baseUrl));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers from the offline guide, labelled as standing in for the AI service', async () => {
    const response = await ask(app, pupil, { evidenceId: chartId }, 'What is the highest value?');
    expect(response.statusCode).toBe(200);
    const answer = response.json<AiChatResponse>();
    expect(answer.source).toBe('offline-fallback');
    expect(answer.label).toBe(OFFLINE_FALLBACK_LABEL);
    expect(answer.message).toMatch(/1\.17/);
    expect(answer.suggestions.length).toBeGreaterThan(0);
  });

  it('keeps the label in the chat history', async () => {
    const story = await createStoryWith(app, pupil, ['A script']);
    const chat = (
      await callAs(app, 'POST', '/api/chats/session', pupil, {
        storyId: story._id,
        chatType: 'chart-analysis',
        evidenceId: chartId,
      })
    ).json<ChatSession>();
    const answer = (await ask(app, pupil, { chatId: chat._id })).json<AiChatResponse>();
    const saved = await callAs(app, 'POST', '/api/chats/message', pupil, {
      chatId: chat._id,
      message: { content: answer.message, sender: 'ai', source: answer.source },
    });
    expect(saved.statusCode).toBe(200);
    const history = await getAs(
      app,
      `/api/chats/history?storyId=${story._id}&chatType=chart-analysis&evidenceId=${chartId}`,
      pupil,
    );
    expect(history.json<ChatMessage[]>().at(-1)).toMatchObject({
      source: 'offline-fallback',
      label: OFFLINE_FALLBACK_LABEL,
    });
  });

  it('the connection check says the model is unreachable (errorType network)', async () => {
    const check = (await getAs(app, '/api/ai/test-connection', pupil)).json<ConnectionCheck>();
    expect(check).toMatchObject({ connected: false, errorType: 'network', mode: 'model' });
  });
});

describe('a configured model that never answers', () => {
  let app: TestApp;
  let pupil: string;
  let chartId: string;
  let silent: StandIn;
  beforeAll(async () => {
    silent = await startServer(hang);
    ({ app, pupil, chartId } = await appWithModelAt(silent.baseUrl, { LLM_TIMEOUT_MS: '1000' }));
  });
  afterAll(async () => {
    await app?.close();
    await silent?.close();
  });

  it('answers from the guide after the time-out, then at once while the model stays silent', async () => {
    const first = await ask(app, pupil, { evidenceId: chartId });
    expect(first.statusCode).toBe(200);
    expect(first.json<AiChatResponse>()).toMatchObject({
      source: 'offline-fallback',
      label: OFFLINE_FALLBACK_LABEL,
    });
    const calls = silent.requests.length;
    const started = Date.now();
    const second = await ask(app, pupil, { evidenceId: chartId });
    expect(second.json<AiChatResponse>().source).toBe('offline-fallback');
    expect(Date.now() - started).toBeLessThan(900);
    expect(silent.requests.length).toBe(calls);
  });
});
