import { describe, expect, it } from 'vitest';
import { normalizeForLexicon, queryInEnglish } from './queryTranslation';

describe('queryInEnglish', () => {
  it('carries Spanish, French and German questions into the library’s English', () => {
    expect(queryInEnglish('¿cuánto sube el mar?')).toEqual({
      query: 'how much rising sea',
      from: 'es',
    });
    expect(queryInEnglish('Est-ce que les glaciers des Alpes fondent ?').query).toBe(
      'glaciers alps melting',
    );
    expect(queryInEnglish('Wie schnell steigt der Meeresspiegel?')).toEqual({
      query: 'how fast rising sea level',
      from: 'de',
    });
  });

  it('carries Arabic, with the letters joined to a word’s front, into English', () => {
    expect(queryInEnglish('ما مدى سرعة ارتفاع المحيط؟')).toEqual({
      query: 'how fast rising ocean',
      from: 'ar',
    });
    // "and the factories", "and piles up": the joined "and" (and article) are dropped to look up.
    expect(queryInEnglish('السيارات والمصانع ويتراكم').query).toBe('cars factories piling up');
    // An Arabic word the lexicon lacks is left out; numbers and Latin pass.
    expect(queryInEnglish('غابات زرقاء CO2 2020').query).toBe('forests co2 2020');
  });

  it('reads Chinese, written without spaces, by the longest entry at each place', () => {
    expect(queryInEnglish('海平面上升得有多快？')).toEqual({
      query: 'sea level rise how fast',
      from: 'zh',
    });
    expect(queryInEnglish('青少年12岁以后还上学吗？').query).toBe('teenagers 12 age school');
    expect(queryInEnglish('的吗')).toEqual({ query: '的吗', from: null });
  });

  it('takes the longest phrase it knows and finds plurals by their stem', () => {
    expect(queryInEnglish('la esperanza de vida en África').query).toBe('life expectancy africa');
    expect(queryInEnglish('los glaciares andinos').query).toContain('glaciers');
  });

  it('leaves English and unknown-language queries as they were', () => {
    expect(queryInEnglish('how fast is the ocean rising')).toEqual({
      query: 'how fast is the ocean rising',
      from: null,
    });
    expect(queryInEnglish('Mauna Loa CO2')).toEqual({ query: 'Mauna Loa CO2', from: null });
  });

  it('normalizes accents, case, ß and punctuation', () => {
    expect(normalizeForLexicon('¿Größe, ÉTÉ?')).toBe('grosse ete');
  });
});
