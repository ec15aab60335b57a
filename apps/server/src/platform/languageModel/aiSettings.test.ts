import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { loadAiSettings } from './aiSettings';

describe('LLM_* configuration', () => {
  it('with nothing set the offline guide answers and no call leaves the server', () => {
    expect(loadAiSettings({})).toEqual({
      model: null,
      requestsPerMinute: 20,
      requestsPerDay: 200,
      tokensPerDay: 200_000,
    });
  });

  it('a base URL selects an OpenAI-compatible model with the default settings (0.4, 1000)', () => {
    const { model } = loadAiSettings({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.2',
      LLM_VISION: '1',
    });
    expect(model).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
      vision: true,
      temperature: 0.4,
      maxTokens: 1000,
      timeoutMs: 30_000,
      maxRetries: 2,
    });
  });

  it("LLM_PROVIDER alone uses the provider's own API root", () => {
    const settings = loadAiSettings({
      LLM_PROVIDER: 'anthropic',
      LLM_MODEL: 'claude',
      LLM_API_KEY: 'k',
    });
    expect(settings.model).toMatchObject({
      provider: 'anthropic',
      baseUrl: 'https://api.anthropic.com/v1',
    });
  });

  it('refuses what cannot work, naming the variable', () => {
    const fail = (env: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 's', ...env });
    expect(fail({ LLM_BASE_URL: 'http://x/v1' })).toThrow(/LLM_MODEL/);
    expect(fail({ LLM_PROVIDER: 'gemini', LLM_MODEL: 'm' })).toThrow(ConfigError);
    expect(fail({ LLM_BASE_URL: 'ftp://x/v1', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
    expect(fail({ LLM_BASE_URL: 'http://user:pw@x/v1', LLM_MODEL: 'm' })).toThrow(
      /user name or password/,
    );
    expect(fail({ AI_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/AI_RATE_LIMIT_PER_MINUTE/);
  });
});
