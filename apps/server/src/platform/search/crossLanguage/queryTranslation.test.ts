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
