import { afterEach, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import { formatHeadlineDate } from './headlineRules';
import arabic from './locales/ar.json';
import english from './locales/en.json';
import spanish from './locales/es.json';
import { headlineMessages, newsText } from './messages';

afterEach(speakEnglish);

describe('the headlines panel in the interface language', () => {
  it('holds core’s fixed news texts word for word in English', () => {
    for (const [key, text] of Object.entries(NEWS_MESSAGES)) {
      if (typeof text !== 'string') continue;
      expect(english.news[key as keyof typeof english.news], key).toBe(text);
      expect(newsText(text)).toBe(text);
    }
    expect(headlineMessages.panel.savedCount({ count: 2 })).toBe('Saved (2)');
    expect(headlineMessages.panel.searchingFor({ term: 'screen' })).toBe(
      'Showing headlines for "screen"',
    );
  });

  it('speaks Spanish: the server’s texts, the panel’s words and the dates', () => {
    speakTestLanguage('es', { 'features/headlines': spanish });
    expect(newsText(NEWS_MESSAGES.selectTopic)).toBe('Primero elige un tema');
    expect(newsText(NEWS_MESSAGES.libraryEmpty)).toContain('Tu docente puede añadir artículos');
    expect(newsText('Something the app does not know')).toBe('Something the app does not know');
    expect(headlineMessages.bookmark.saveAria({ title: 'Mares' })).toBe('Guardar titular: Mares');
    expect(formatHeadlineDate('2025-03-01T00:00:00Z')).toBe('1 de marzo de 2025');
  });

  it('speaks Arabic, its counts written the Arabic way', () => {
    speakTestLanguage('ar', { 'features/headlines': arabic });
    const n = new Intl.NumberFormat('ar');
    expect(headlineMessages.panel.savedCount({ count: 1234 })).toBe(`المحفوظة (${n.format(1234)})`);
    expect(headlineMessages.detail.addToSlide()).toBe('إضافة إلى الشريحة');
    expect(newsText(NEWS_MESSAGES.failed)).toBe('تعذّر جلب العناوين الإخبارية');
  });
});
