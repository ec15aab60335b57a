import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { LTI_MESSAGES, PICKER_MESSAGES } from './messages';
import { promptTitle } from './PromptChoiceList';

afterEach(speakEnglish);

describe('the learning-platform screens in the interface language', () => {
  it('keep the English words', () => {
    expect(PICKER_MESSAGES.resultCount({ count: 1 })).toBe('1 big question found.');
    expect(PICKER_MESSAGES.noResults({ query: 'sleep' })).toBe('No big questions match “sleep”.');
    expect(LTI_MESSAGES.openInNewTab()).toBe('Open in a new tab');
  });

  it('speak Spanish', () => {
    speakTestLanguage('es', { 'features/lti': spanish });
    expect(LTI_MESSAGES.openInNewTab()).toBe('Abrir en una pestaña nueva');
    expect(PICKER_MESSAGES.resultCount({ count: 3 })).toBe('Se encontraron 3 grandes preguntas.');
    expect(promptTitle({ bigQuestion: '  ' })).toBe('Gran pregunta sin título');
  });

  it('count in Arabic plural forms', () => {
    speakTestLanguage('ar', { 'features/lti': arabic });
    expect(PICKER_MESSAGES.resultCount({ count: 2 })).toBe('عُثر على سؤالين كبيرين.');
    expect(PICKER_MESSAGES.submit()).toBe('إضافة إلى المقرّر');
  });
});
