import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import french from './locales/fr.json';
import spanish from './locales/es.json';
import { formatMatch, primaryTopicLabel } from './format';
import { promptMessages } from './messages';

afterEach(speakEnglish);

describe('the prompt screens in the interface language', () => {
  it('keeps the English the screens and their tests know', () => {
    expect(promptMessages.browse.showing({ shown: 20, total: 57 })).toBe(
      'Showing 20 of 57 big questions',
    );
    expect(promptMessages.browse.found({ count: 1 })).toBe('1 big question found');
    expect(promptMessages.browse.noResults({ query: 'zzz' })).toBe(
      'No prompts found matching "zzz"',
    );
    expect(promptMessages.summary({ question: 'Why?' })).toBe('Big question: Why?');
  });

  it('speaks Spanish, counts and percentages included', () => {
    speakTestLanguage('es', { 'features/prompts': spanish });
    expect(promptMessages.card.start()).toBe('Empezar historia');
    expect(promptMessages.browse.found({ count: 3 })).toBe('3 grandes preguntas encontradas');
    expect(promptMessages.browse.showing({ shown: 20, total: 1200 })).toBe(
      'Se muestran 20 de 1200 grandes preguntas',
    );
    const percent = new Intl.NumberFormat('es', { style: 'percent' }).format(0.87);
    expect(formatMatch(0.874)).toBe(`${percent} de coincidencia`);
    expect(primaryTopicLabel({ topics: [] })).toBe('General');
    expect(primaryTopicLabel({ topics: [{ topicTag: 'climate', topicLabel: 'Climate' }] })).toBe(
      'Climate',
    );
  });

  it('speaks French and Arabic, with each language’s digits and plurals', () => {
    speakTestLanguage('fr', { 'features/prompts': french });
    expect(primaryTopicLabel({ topics: [] })).toBe('Général');
    expect(promptMessages.summary({ question: 'Pourquoi ?' })).toBe('Grande question : Pourquoi ?');
    speakTestLanguage('ar', { 'features/prompts': arabic });
    const n = new Intl.NumberFormat('ar');
    expect(promptMessages.browse.found({ count: 2 })).toBe('عُثر على سؤالين كبيرين');
    expect(promptMessages.browse.found({ count: 5 })).toBe(`عُثر على ${n.format(5)} أسئلة كبيرة`);
    expect(formatMatch(0.5)).toBe(
      `تطابق ${new Intl.NumberFormat('ar', { style: 'percent' }).format(0.5)}`,
    );
  });
});
