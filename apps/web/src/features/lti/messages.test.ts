import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, type LanguageCatalog } from '../../i18n/runtime';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { LTI_MESSAGES, PICKER_MESSAGES } from './messages';
import { promptTitle } from './PromptChoiceList';

const use = (language: 'es' | 'ar', messages: unknown) =>
  applyLanguage(language, { 'features/lti': messages } as unknown as LanguageCatalog);
afterEach(() => applyLanguage('en', null));

describe('the learning-platform screens in the interface language', () => {
  it('keep the English words', () => {
    expect(PICKER_MESSAGES.resultCount({ count: 1 })).toBe('1 big question found.');
    expect(PICKER_MESSAGES.noResults({ query: 'sleep' })).toBe('No big questions match “sleep”.');
    expect(LTI_MESSAGES.openInNewTab()).toBe('Open in a new tab');
  });

  it('speak Spanish', () => {
    use('es', spanish);
    expect(LTI_MESSAGES.openInNewTab()).toBe('Abrir en una pestaña nueva');
    expect(PICKER_MESSAGES.resultCount({ count: 3 })).toBe('Se encontraron 3 grandes preguntas.');
    expect(promptTitle({ bigQuestion: '  ' })).toBe('Gran pregunta sin título');
  });

  it('count in Arabic plural forms', () => {
    use('ar', arabic);
    expect(PICKER_MESSAGES.resultCount({ count: 2 })).toBe('عُثر على سؤالين كبيرين.');
    expect(PICKER_MESSAGES.submit()).toBe('إضافة إلى المقرّر');
  });
});
