import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { researchMessages } from './messages';

afterEach(speakEnglish);

describe('the research page in the interface language', () => {
  it('keeps the English words the page has always shown', () => {
    const question = 'Why do our storm drains flood every spring?';
    expect(researchMessages.picker.bigQuestion({ question })).toBe(`Big question: ${question}`);
    expect(researchMessages.picker.noneChosen()).toBe('Big question: none chosen yet');
    expect(researchMessages.header.researchMode()).toBe('Research Mode');
  });

  it('speaks Spanish and Arabic, the pupil’s question kept as written', () => {
    const question = 'Why do our storm drains flood every spring?';
    speakTestLanguage('es', { 'features/research': spanish });
    expect(researchMessages.picker.bigQuestion({ question })).toBe(`Gran pregunta: ${question}`);
    expect(researchMessages.header.research()).toBe('Investigar');
    speakTestLanguage('ar', { 'features/research': arabic });
    expect(researchMessages.header.researchMode()).toBe('وضع البحث');
    expect(researchMessages.picker.chooseAria()).toBe('اختر سؤالًا كبيرًا آخر');
  });
});
