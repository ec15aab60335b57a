import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_MESSAGES } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { panelMessages } from './messages';
import { searchNotice } from './useImageSearch';

afterEach(speakEnglish);

const base = { items: [], provider: 'library' };

describe('the editor’s tool panels in the interface language', () => {
  it('keep core’s English wording for the Images tab', () => {
    expect(panelMessages.images.placeholder()).toBe(IMAGE_SEARCH_MESSAGES.placeholder);
    expect(panelMessages.images.noResults()).toBe(IMAGE_SEARCH_MESSAGES.noResults);
    expect(panelMessages.text.heading()).toBe('Add Heading');
    expect(panelMessages.draw.transparency({ level: '40%' })).toBe('Transparency: 40%');
  });

  it('speak Spanish, the server’s provider failure included', () => {
    speakTestLanguage('es', { 'features/editor/panels': spanish });
    expect(searchNotice({ ...base, webSearchConfigured: false }, 'gifs')).toBe(
      'La búsqueda de GIF en la web no está configurada en este servidor; se muestran GIF de la biblioteca de la aplicación.',
    );
    expect(
      searchNotice(
        { ...base, webSearchConfigured: true, warning: IMAGE_SEARCH_MESSAGES.imagesFailed },
        'images',
      ),
    ).toBe('No se pudieron obtener imágenes...');
    expect(panelMessages.draw.tools.highlighter()).toBe('Subrayador');
  });

  it('speak Arabic with Arabic digits', () => {
    speakTestLanguage('ar', { 'features/editor/panels': arabic });
    expect(panelMessages.shapes.triangle()).toBe('مثلث');
    expect(panelMessages.draw.weight({ weight: 12 })).toBe(
      `السُّمك: ${new Intl.NumberFormat('ar').format(12)}`,
    );
  });
});
