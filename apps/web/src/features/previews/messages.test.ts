import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, type LanguageCatalog } from '../../i18n/runtime';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { previewMessages } from './messages';

const catalog = (messages: unknown) =>
  ({ 'features/previews': messages }) as unknown as LanguageCatalog;
afterEach(() => applyLanguage('en', null));

describe('the slide previews in the interface language', () => {
  it('keeps the English banner word for word', () => {
    expect(previewMessages.banner.generating()).toBe('Generating slide previews...');
  });

  it('says the banner in Spanish and Arabic', () => {
    applyLanguage('es', catalog(spanish));
    expect(previewMessages.banner.generating()).toBe(
      'Creando las vistas previas de las diapositivas...',
    );
    applyLanguage('ar', catalog(arabic));
    expect(previewMessages.banner.generating()).toBe('جارٍ إنشاء معاينات الشرائح...');
  });
});
