import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { previewMessages } from './messages';

afterEach(speakEnglish);

describe('the slide previews in the interface language', () => {
  it('keeps the English banner word for word', () => {
    expect(previewMessages.banner.generating()).toBe('Generating slide previews...');
  });

  it('says the banner in Spanish and Arabic', () => {
    speakTestLanguage('es', { 'features/previews': spanish });
    expect(previewMessages.banner.generating()).toBe(
      'Creando las vistas previas de las diapositivas...',
    );
    speakTestLanguage('ar', { 'features/previews': arabic });
    expect(previewMessages.banner.generating()).toBe('جارٍ إنشاء معاينات الشرائح...');
  });
});
