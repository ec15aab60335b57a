import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { aroundSlot, audienceLabel, resourceMessages } from './messages';

afterEach(speakEnglish);

describe('the Resources pages in the interface language', () => {
  it('keep the English wording the pages and their tests know', () => {
    expect(audienceLabel('pupils')).toBe('For pupils');
    expect(resourceMessages.page.back()).toBe('Back to Resources');
    expect(resourceMessages.page.documentTitle({ title: 'Reading a chart' })).toBe(
      'Reading a chart | Data Story Builder',
    );
    expect(aroundSlot(resourceMessages.blocks.openGuideSentence)).toEqual([
      '',
      ' (in a new tab): read it full screen or print it from there.',
    ]);
  });

  it('speak Spanish and Arabic around the pages’ own words', () => {
    speakTestLanguage('es', { 'features/resources': spanish });
    expect(audienceLabel('teachers')).toBe('Para docentes');
    expect(resourceMessages.nav.title()).toBe('Todos los recursos');
    expect(resourceMessages.page.notFound()).toBe('Recurso no encontrado');
    speakTestLanguage('ar', { 'features/resources': arabic });
    expect(audienceLabel('pupils')).toBe('للطلاب');
    expect(resourceMessages.page.back()).toBe('العودة إلى الموارد');
    const [before, after] = aroundSlot(resourceMessages.blocks.openGuideSentence);
    expect(before).toBe('');
    expect(after).toBe(' (في علامة تبويب جديدة): اقرأه بملء الشاشة أو اطبعه من هناك.');
  });
});
