import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_GUIDE_LABEL, type AiChatResponse, type ChatSession } from '@dsb/core';
import {
  PUPIL_CHART_CHAT_PREFIX,
  PUPIL_CHART_MESSAGES,
  compileChart,
  defaultChartSettings,
  toChartData,
} from '@dsb/core/charts';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { createStoryWith } from './testSupport';
import { formatNumber } from './guide/format';

let app: TestApp;
let pupil: string;
beforeAll(async () => {
  app = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
  pupil = await signInAs(app, 'pupil@example.com');
});
afterAll(() => app?.close());

const ask = (body: unknown) => callAs(app, 'POST', '/api/ai/chat', pupil, body);

function chartOf(rows: string[][]) {
  const data = toChartData(['Year', 'Cyclists'], rows);
  const settings = { ...defaultChartSettings('Year', 'Cyclists'), type: 'line' as const };
  return {
    chartSpec: compileChart(
      { ...settings, title: 'Cyclists' },
      { columns: data.columns, rows: [] },
      {
        width: 600,
        height: 400,
      },
    ),
    chartData: data,
    chartSource: { kind: 'typed', label: '', url: null, evidenceId: null },
    chartSettings: { ...settings, title: 'Cyclists counted on the bridge' },
  };
}

const years = (count: number, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => [String(1000 + i), String(value(i))]);

describe('POST /api/ai/chat about a chart the pupil made (no model: the offline guide)', () => {
  it('answers from the rows: the highest value named is the real maximum', async () => {
    const rows = years(30, (i) => (i * 47) % 113);
    const max = rows.reduce((a, b) => (Number(b[1]) > Number(a[1]) ? b : a));
    const response = await ask({
      prompt: 'What is the highest value?',
      context: { chart: chartOf(rows) },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<AiChatResponse>();
    expect(answer).toMatchObject({ source: 'offline-guide', label: OFFLINE_GUIDE_LABEL });
    expect(answer.message.toLowerCase()).toContain(
      `highest ${formatNumber(Number(max[1]))} in ${max[0]}`,
    );
  });

  it('writes a chart description for the script from the rows', async () => {
    const rows = years(10, (i) => 100 + i * 10);
    const response = await ask({
      prompt: 'Describe it',
      context: { task: 'chart-description', chart: chartOf(rows) },
    });
    expect(response.json<AiChatResponse>().message).toContain('Cyclists counted on the bridge');
    expect(response.json<AiChatResponse>().message).toMatch(/190.*100/);
  });

  it("takes a chart at the builder's 50,000-row limit (over the old 2 MB body limit)", async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => [
      String(1000 + (i % 1000)),
      `Station ${i % 50}`,
      String((i % 997) + 0.25),
      String(i / 7),
    ]);
    const data = toChartData(['Year', 'Station', 'Reading', 'Other'], rows);
    const settings = {
      ...defaultChartSettings('Year', 'Reading'),
      type: 'line' as const,
      color: 'Station',
    };
    const chart = { ...chartOf([]), chartData: data, chartSettings: settings };
    const body = { prompt: 'Help me understand the graph', context: { chart } };
    expect(JSON.stringify(body).length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await ask(body);
    expect(response.statusCode).toBe(200);
    expect(response.json<AiChatResponse>().message).toContain(`highest ${formatNumber(996.25)}`);
  });

  it('says what is missing when neither a library chart nor a chart is sent', async () => {
    const response = await ask({ prompt: 'Help me understand the graph', context: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(PUPIL_CHART_MESSAGES.chartOrEvidence);
  });

  it('refuses an oversized specification with its message (400, not 413 or 500)', async () => {
    const chart = { ...chartOf(years(3, (i) => i)), chartSpec: { big: 'x'.repeat(1_100_000) } };
    const response = await ask({ prompt: 'Hi', context: { chart } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('too large');
  });

  it('keeps a chat per pupil chart; a question in it needs the chart', async () => {
    const story = await createStoryWith(app, pupil, ['A script']);
    const session = await callAs(app, 'POST', '/api/chats/session', pupil, {
      storyId: story._id,
      chatType: 'chart-analysis',
      evidenceId: `${PUPIL_CHART_CHAT_PREFIX}object-1`,
    });
    expect(session.statusCode).toBe(200);
    const chatId = session.json<ChatSession>()._id;
    const without = await ask({ prompt: 'Hi', context: { chatId } });
    expect(without.statusCode).toBe(400);
    expect(without.json<{ error: string }>().error).toBe(PUPIL_CHART_MESSAGES.pupilChartChat);
    const withChart = await ask({
      prompt: 'Hi',
      context: { chatId, chart: chartOf(years(5, (i) => i)) },
    });
    expect(withChart.statusCode).toBe(200);
  });

  it("the slide assistant reads a pupil chart on the slide's canvas", async () => {
    const story = await createStoryWith(app, pupil, ['Cycling is growing.']);
    const chart = chartOf(years(12, (i) => 50 + i * 5));
    const object = { type: 'group', metadata: { source: 'pupilChart', ...chart, alt: 'A line.' } };
    const response = await ask({
      prompt: 'Suggest visuals for this slide',
      context: { storyId: story._id, slideIndex: 0, slideContent: [object] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AiChatResponse>().message).toContain(
      'Your slide shows "Cyclists counted on the bridge"',
    );
  });
});
