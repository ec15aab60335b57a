import { describe, expect, it } from 'vitest';
import { aiChatRequestSchema } from './ai';

describe('the language of an AI help request', () => {
  it('is English when the client does not send one', () => {
    expect(aiChatRequestSchema.parse({ prompt: 'What changed?' }).language).toBe('en');
  });

  it('takes each interface language', () => {
    for (const language of ['en', 'es', 'fr', 'de', 'ar', 'zh'])
      expect(aiChatRequestSchema.parse({ prompt: 'Hola', language }).language).toBe(language);
  });

  it('refuses a language the interface is not translated into, naming the ones it takes', () => {
    const result = aiChatRequestSchema.safeParse({ prompt: 'Olá', language: 'pt' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('language must be one of en, es, fr, de, ar, zh');
  });
});
