import { describe, expect, it } from 'vitest';
import { matchInterfaceLanguage, textDirectionOf } from './languages';

describe('matchInterfaceLanguage', () => {
  it('takes the first translated language, matched on its primary subtag', () => {
    expect(matchInterfaceLanguage(['pt-BR', 'es-MX', 'en'])).toBe('es');
    expect(matchInterfaceLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(matchInterfaceLanguage([null, 'AR_eg'])).toBe('ar');
  });

  it('answers null when none is translated', () => {
    expect(matchInterfaceLanguage(['pt', 'ja'])).toBeNull();
    expect(matchInterfaceLanguage([])).toBeNull();
  });
});

describe('textDirectionOf', () => {
  it('knows Arabic and Hebrew are written right to left', () => {
    expect(textDirectionOf('ar')).toBe('rtl');
    expect(textDirectionOf('he-IL')).toBe('rtl');
    expect(textDirectionOf('zh')).toBe('ltr');
    expect(textDirectionOf('en')).toBe('ltr');
  });
});
