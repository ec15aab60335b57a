import {
  AI_MESSAGES,
  CHART_CHAT_WELCOME,
  CONNECTION_BAR,
  DEFAULT_AI_INSTRUCTIONS,
  OFFLINE_GUIDE_LABEL,
  SLIDE_CHAT_WELCOME,
  roundDecimal,
  type AiChatResponse,
} from '@dsb/core';
import { aiAnswer, createChartSlideStory, openChart, shot } from './support/aiHelp';
import { createStory, detail, signIn } from './support/evidence';
import { expect, test } from './support/fixtures';

/** The offline guide's number format (apps/server/src/features/aiHelp/guide/format.ts), to find a value in text. */
function formatNumber(value: number): string {
  const fixed = (v: number, digits: number) => roundDecimal(v, digits).toString();
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${fixed(value / 1e9, 2)} billion`;
  if (abs >= 1e6) return `${fixed(value / 1e6, 2)} million`;
  if (abs >= 1000) return roundDecimal(value, 0).toLocaleString('en-US');
  if (abs >= 100) return fixed(value, 1);
  if (abs >= 1) return fixed(value, 2);
  return fixed(value, 3);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: the chart tutor answers from the chart's data, and about a selected region`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const activity: Array<{ activityType: string; details: Record<string, unknown> }> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/agent-activity/log')) activity.push(r.postDataJSON());
    });
    const table = (await openChart(page)).item.dataTable;
    const dialog = detail(page);
    const chat = dialog.getByRole('region', { name: 'Chart tutor' });
    await expect(chat.getByText(CHART_CHAT_WELCOME.message)).toBeVisible();
    const send = chat.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await chat.getByRole('textbox', { name: 'Your message' }).fill('   ');
    await expect(send).toBeDisabled();
    await shot(page, `ai-help-welcome-${viewport.name}`);

    // The suggestion asks; the answer carries the offline guide's label and the chart's numbers.
    const answered = aiAnswer(page);
    await chat.getByRole('button', { name: 'Help me understand the graph' }).click();
    await expect(
      chat.getByText('Thinking...').or(chat.getByTestId('offline-guide-label')),
    ).toBeVisible();
    const answer = (await (await answered).json()) as AiChatResponse;
    expect(answer.label).toBe(OFFLINE_GUIDE_LABEL);
    const reply = chat.getByTestId('chat-message-ai').last();
    await expect(reply.getByTestId('offline-guide-label')).toHaveText(OFFLINE_GUIDE_LABEL);
    const rows = table.rows.filter((r) => typeof r[1] === 'number');
    const [first, last] = [rows[0]!, rows.at(-1)!];
    for (const [x, y] of [first, last]) {
      await expect(reply).toContainText(`${x}`);
      await expect(reply).toContainText(formatNumber(y as number));
    }
    await shot(page, `ai-help-answer-${viewport.name}`);

    // Enter sends, Shift+Enter makes a new line.
    const box = chat.getByRole('textbox', { name: 'Your message' });
    await box.fill('What is the highest value?');
    await box.press('Shift+Enter');
    await expect(box).toHaveValue('What is the highest value?\n');
    const second = aiAnswer(page);
    await box.press('Enter');
    await second;
    await expect(box).toHaveValue('');
    await expect(
      chat.getByTestId('chat-message-ai').last().getByTestId('offline-guide-label'),
    ).toBeVisible();

    // History toggle: the latest exchange by default, everything on request.
    await expect(chat.getByText(CHART_CHAT_WELCOME.message)).toHaveCount(0);
    await chat.getByRole('button', { name: 'Show full conversation' }).click();
    await expect(chat.getByText(CHART_CHAT_WELCOME.message)).toBeVisible();
    await chat.getByRole('button', { name: 'Show recent messages' }).click();

    // A region with the keyboard: an arrow places a box, Shift+arrows resize it, Enter asks.
    const sectionSwitch = dialog.getByRole('switch', { name: 'Ask about a specific section' });
    await expect(sectionSwitch).toBeEnabled();
    await sectionSwitch.check({ force: true });
    const selector = dialog.getByTestId('region-selector');
    await expect(selector).toBeFocused();
    await selector.press('ArrowRight');
    await selector.press('Shift+ArrowRight');
    await expect(dialog.getByTestId('region-box')).toBeVisible();
    await shot(page, `ai-help-region-${viewport.name}`);
    const regionAnswered = aiAnswer(page);
    await selector.press('Enter');
    const regionResponse = await regionAnswered;
    const sent = regionResponse.request().postDataJSON() as {
      context: { region: { x: number; y: number; width: number; height: number } };
    };
    expect(sent.context.region.width).toBeGreaterThan(20);
    expect(sent.context.region.width).toBeLessThan(40);
    const region = (await regionResponse.json()) as AiChatResponse;
    expect(region.task).toBe('chart-region');
    expect(region.region?.points.length).toBeGreaterThan(0);
    const tableValues = new Set(table.rows.map((r) => `${r[0]}|${r[1]}`));
    for (const point of region.region!.points)
      expect(tableValues).toContain(`${point.x}|${point.y}`);
    const regionReply = chat.getByTestId('chat-message-ai').last();
    await expect(regionReply.getByTestId('offline-guide-label')).toBeVisible();
    await expect(regionReply).toContainText(formatNumber(region.region!.points[0]!.y));
    await expect(selector).toHaveCount(0); // selection mode is cleared after asking
    await shot(page, `ai-help-region-answer-${viewport.name}`);

    // A mouse drag under 20 px is discarded; a larger one asks. The switch is off while the
    // tutor is still busy with the last answer: wait until a pupil could use it.
    await expect(sectionSwitch).toBeEnabled();
    await sectionSwitch.check({ force: true });
    const frame = (await selector.boundingBox())!;
    await page.mouse.move(frame.x + 50, frame.y + 50);
    await page.mouse.down();
    await page.mouse.move(frame.x + 60, frame.y + 60, { steps: 3 });
    await page.mouse.up();
    await expect(selector).toBeVisible();
    const dragged = aiAnswer(page);
    await page.mouse.move(frame.x + frame.width * 0.55, frame.y + frame.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.8, frame.y + frame.height * 0.8, { steps: 4 });
    await page.mouse.up();
    expect((await dragged).ok()).toBeTruthy();
    await expect(selector).toHaveCount(0);

    // Closing logs chat_closed with the message count (welcome + 4 questions + 4 answers).
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => activity.find((a) => a.activityType === 'chat_closed')?.details.messageCount)
      .toBe(9);
    expect(activity.filter((a) => a.activityType === 'message_sent')).toHaveLength(4);
  });
}

test('a blocked AI service: the school-firewall bar, answers from the offline guide, and Retry Connection', async ({
  page,
}) => {
  const blocked = {
    success: false,
    connected: false,
    error: 'The AI service did not answer in time',
    errorType: 'firewall',
    mode: 'model',
  };
  let checks = 0;
  await page.route('**/api/ai/test-connection', (route) => {
    checks += 1;
    return route.fulfill({ json: blocked });
  });
  await openChart(page);
  const chat = detail(page).getByRole('region', { name: 'Chart tutor' });
  await chat.getByRole('button', { name: 'Help me understand the graph' }).click();
  // The server answered the check (its AI service did not), so the question is still sent and
  // the offline guide answers it instead of an error.
  const reply = chat.getByTestId('chat-message-ai').last();
  await expect(reply.getByTestId('offline-guide-label')).toBeVisible();
  // Not as an error in the conversation (the connection bar below says it with more words).
  await expect(chat.getByText(AI_MESSAGES.firewall, { exact: true })).toHaveCount(0);
  // The check before sending and the first scheduled one (3 s after opening), both blocked.
  const bar = chat.getByTestId('connection-bar');
  await expect(bar).toContainText(CONNECTION_BAR.firewall.title);
  await expect(bar).toContainText(CONNECTION_BAR.guideMeanwhile);
  await shot(page, 'ai-help-firewall-desktop');
  await expect.poll(() => checks).toBeGreaterThanOrEqual(2);
  await page.unroute('**/api/ai/test-connection');
  await bar.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(bar).toHaveCount(0);
});

test('the slide assistant comments on the script; its instructions save and reset', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const script = 'The sea is rising because the oceans are warming and the ice is melting.';
  const { storyId } = await createChartSlideStory(page, script);
  await page.goto(`/tool?slide=0&story=${storyId}`);
  await page.getByTestId('tool-tab-agent').click();
  const chat = page.getByRole('region', { name: 'Slide assistant' });
  await expect(chat.getByText(SLIDE_CHAT_WELCOME.message)).toBeVisible();

  const answered = aiAnswer(page);
  await chat.getByRole('button', { name: 'Help me improve my script' }).click();
  const sent = (await answered).request().postDataJSON() as { context: { script: string } };
  expect(sent.context.script).toBe(script);
  const reply = chat.getByTestId('chat-message-ai').last();
  await expect(reply.getByTestId('offline-guide-label')).toHaveText(OFFLINE_GUIDE_LABEL);
  const words = script.split(/\s+/).length;
  await expect(reply).toContainText(`Length: ${words} words`);
  await shot(page, 'ai-help-slide-desktop');

  // The chart description goes into the script as a new paragraph, without a label to be spoken.
  await page.getByRole('button', { name: 'Describe chart for script' }).click();
  const scriptBox = page.getByRole('textbox', { name: 'Slide script' });
  await expect(scriptBox).toHaveValue(new RegExp(`^${script}\\n\\n\\S`));
  expect(await scriptBox.inputValue()).not.toMatch(/Video Script:/i);

  // The settings panel: the default text, Save, Reset.
  await chat.getByRole('button', { name: 'AI Instructions' }).click();
  const instructions = chat.getByRole('textbox', { name: 'System Instructions:' });
  await expect(instructions).toHaveValue(DEFAULT_AI_INSTRUCTIONS.slideAssistant);
  await instructions.fill('Be brief. Talk about numbers.');
  // From here the config cannot be fetched again: what the panel shows comes from the save.
  await page.route('**/api/ai/config', (route) => route.abort());
  await chat.getByRole('button', { name: 'Save' }).click();
  await expect(chat.getByText('Instructions saved.')).toBeVisible();
  await expect(instructions).toHaveValue('Be brief. Talk about numbers.');
  // Closed and opened again (the panel is mounted anew): the saved text and the notice stay.
  await chat.getByRole('button', { name: 'AI Instructions' }).click();
  await expect(instructions).toHaveCount(0);
  await chat.getByRole('button', { name: 'AI Instructions' }).click();
  await expect(instructions).toHaveValue('Be brief. Talk about numbers.');
  await expect(chat.getByText('Instructions saved.')).toBeVisible();
  await page.unroute('**/api/ai/config');
  const settings = async () =>
    (
      (await (await page.request.get('/api/me/settings')).json()) as {
        aiInstructions?: { slideAssistant?: string };
      }
    ).aiInstructions?.slideAssistant;
  expect(await settings()).toBe('Be brief. Talk about numbers.');
  await shot(page, 'ai-help-instructions-desktop');
  await chat.getByRole('button', { name: 'Reset' }).click();
  await expect(instructions).toHaveValue(DEFAULT_AI_INSTRUCTIONS.slideAssistant);
  expect(await settings()).toBeUndefined();
});

test('phone: the slide assistant in the Agent tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const storyId = await createStory(page, 'Is the sea level rising?');
  await page.goto(`/tool?slide=0&story=${storyId}`);
  await page.getByTestId('tool-tab-agent').click();
  const chat = page.getByRole('region', { name: 'Slide assistant' });
  await expect(chat.getByText(SLIDE_CHAT_WELCOME.message)).toBeVisible();
  await shot(page, 'ai-help-slide-phone');
});

test('in Spanish the slide assistant greets and suggests in Spanish, and the offline guide understands the suggestion and answers in Spanish', async ({
  page,
}) => {
  await signIn(page);
  const script = 'The sea is rising because the oceans are warming and the ice is melting.';
  const { storyId } = await createChartSlideStory(page, script);
  await page.goto(`/tool?slide=0&story=${storyId}&lang=es`);
  await page.getByTestId('tool-tab-agent').click();
  const chat = page.getByRole('region', { name: 'Asistente de diapositivas' });
  await expect(chat.getByText(/^¡Hola! Estoy aquí para ayudarte con el contenido/)).toBeVisible();

  // The suggestion goes to the server in English, the words its offline guide knows; the pupil's
  // bubble shows it in Spanish, and the guide's answer is about the script.
  const answered = aiAnswer(page);
  await chat.getByRole('button', { name: 'Ayúdame a mejorar mi guion' }).click();
  const sent = (await answered).request().postDataJSON() as { prompt: string };
  expect(sent.prompt).toBe(SLIDE_CHAT_WELCOME.suggestions[0]);
  await expect(chat.getByTestId('chat-message-user').last()).toHaveText(
    'Ayúdame a mejorar mi guion',
  );
  const words = script.split(/\s+/).length;
  // The guide answers in Spanish, the pupil's language (docs/product/ai-help.md).
  expect((await answered).request().postDataJSON()).toMatchObject({ language: 'es' });
  await expect(chat.getByTestId('chat-message-ai').last()).toContainText(
    `Extensión: ${words} palabras`,
  );
  await shot(page, 'ai-help-slide-spanish-desktop');
});
