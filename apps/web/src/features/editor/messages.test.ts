import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../editor/model';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import { slideLabel } from './Breadcrumb';
import { toolTabLabel } from './editorUi';
import { exitStory } from './exitFlow';
import { keyboardMap } from './keyboardMap';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { editorMessages } from './messages';

afterEach(speakEnglish);

describe('the slide editor in the interface language', () => {
  it('keeps the English wording the editor and its tests know', () => {
    expect(toolTabLabel('makeChart')).toBe('Make a chart');
    expect(slideLabel('', 2)).toBe('#3 Slide 3');
    expect(slideLabel(' Puffins ', 0)).toBe('#1 Puffins');
    expect(editorMessages.objects.show({ count: 4 })).toBe('Show (4)');
    expect(editorMessages.zoom.resetAria({ level: '100%' })).toBe('100%, Reset Zoom');
    expect(editorMessages.script.length({ length: 1200, max: 5000 })).toBe('1,200 / 5,000');
  });

  it('speaks Spanish: tool tabs, the keyboard map and the exit toasts', async () => {
    speakTestLanguage('es', { 'features/editor': spanish });
    expect(toolTabLabel('makeChart')).toBe('Crear un gráfico');
    const rows = keyboardMap(createDefaultRegistry(), false);
    expect(rows[1]).toEqual({ keys: 'Flechas', does: 'Mover 1 px (con Mayús: 10 px)' });
    expect(rows.at(-1)?.does).toBe('Deseleccionar; luego Tab sale de la diapositiva');
    const toasts: string[] = [];
    await exitStory({
      flush: () => {},
      state: () => ({ isDirty: true, hasId: true }),
      save: async () => true,
      toast: (message) => toasts.push(message),
      wait: async () => {},
      reset: () => {},
      goHome: () => {},
    });
    expect(toasts).toEqual(['Guardando tu historia...', 'Guardada correctamente']);
  });

  it('speaks Arabic with Arabic digits in slide names', () => {
    speakTestLanguage('ar', { 'features/editor': arabic });
    const three = new Intl.NumberFormat('ar').format(3);
    expect(slideLabel('', 2)).toBe(`#${three} الشريحة ${three}`);
    expect(editorMessages.script.typingOne({ name: 'Ben' })).toBe('Ben يكتب الآن...');
    expect(toolTabLabel('draw')).toBe('رسم');
  });
});
