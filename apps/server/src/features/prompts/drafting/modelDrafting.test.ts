import { afterEach, describe, expect, it } from 'vitest';
import type { ModelSettings } from '../../../platform/languageModel/aiSettings';
import {
  anthropicStandIn,
  sendJson,
  startServer,
  type Author,
  type StandIn,
} from '../../../platform/languageModel/testSupport';
import { extractiveDrafter } from './drafting';
import { configuredDrafter } from './modelDrafting';

const article = {
  title: 'Plastic production doubled in 20 years',
  content:
    'The world made 460 million tonnes of plastic in 2019, twice as much as in 2000. '.repeat(20),
  url: 'https://news.example/plastic',
  sourceName: 'News Example',
};
const script = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const open: StandIn[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

async function settingsFor(
  author: Author | 'fail',
): Promise<{ settings: ModelSettings; standIn: StandIn }> {
  const standIn = await startServer(
    author === 'fail' ? (_req, res) => sendJson(res, 500, {}) : anthropicStandIn({ author }),
  );
  open.push(standIn);
  return {
    standIn,
    settings: {
      provider: 'anthropic',
      baseUrl: `${standIn.baseUrl}/v1`,
      model: 'claude-stand-in',
      apiKey: undefined,
      vision: false,
      temperature: 0.4,
      maxTokens: 1000,
      timeoutMs: 5000,
      maxRetries: 0,
    },
  };
}

describe('the model-backed prompt drafter', () => {
  it('is used only when a model is configured', () => {
    expect(configuredDrafter(null)).toBe(extractiveDrafter);
    expect(configuredDrafter(undefined).method).toBe('extractive');
  });

  it('asks the model for the drafts and keeps those within the limits', async () => {
    const { settings, standIn } = await settingsFor(() =>
      JSON.stringify({
        drafts: [
          { bigQuestion: 'Why did plastic production double?', promptScript: script(120) },
          { bigQuestion: 'Too short a script', promptScript: script(10) },
          { bigQuestion: 'x'.repeat(400), promptScript: script(120) },
          { bigQuestion: 'Who makes the most plastic?', promptScript: script(100) },
        ],
      }),
    );
    const drafter = configuredDrafter(settings);
    expect(drafter.method).toBe('model');
    const drafts = await drafter.draft(article, 3);
    expect(drafts.map((d) => d.bigQuestion)).toEqual([
      'Why did plastic production double?',
      'Who makes the most plastic?',
    ]);
    expect(drafts[0]!.topics).toEqual([]);
    const body = standIn.requests[0]!.body!;
    // Three drafts need more than the chat's 1000 tokens.
    expect(body.max_tokens).toBe(1200);
    const text = JSON.stringify(body.messages);
    expect(text).toContain('Write 3 drafts from this article');
    expect(text).toContain('460 million tonnes');
  });

  it('an answer without usable drafts, or no answer, is an error, never a silent fallback', async () => {
    const { settings } = await settingsFor(() => 'Sorry, I cannot help with that.');
    await expect(configuredDrafter(settings).draft(article, 2)).rejects.toMatchObject({
      statusCode: 502,
    });
    const down = await settingsFor('fail');
    await expect(configuredDrafter(down.settings).draft(article, 2)).rejects.toMatchObject({
      statusCode: 503,
    });
  });
});
