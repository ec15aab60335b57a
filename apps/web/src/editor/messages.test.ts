// The editor in the interface's language (issue #29): names, announcements, labels and key names
// come from locales/*.json; English stays as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { speakEnglish, speakTestLanguage } from '../i18n/testSupport';
import { canvasKeyboardHelp } from './fabric/canvasFocus';
import arabic from './locales/ar.json';
import german from './locales/de.json';
import spanish from './locales/es.json';
import {
  createDefaultRegistry,
  DRAW_TOOL_LABELS,
  formatShortcut,
  objectName,
  SHAPE_LABELS,
  TEXT_PRESETS,
  type KeyEventLike,
} from './model';
import { fakeContext } from './model/fakeContext';

afterEach(speakEnglish);

const key = (k: string, mods: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  targetIsEditable: false,
  ...mods,
});

async function announced(event: KeyEventLike, ctx = headingSelected()): Promise<string[]> {
  await createDefaultRegistry().handleKey(event, ctx)?.done;
  return ctx.announced;
}

function headingSelected() {
  return fakeContext({
    selection: [{ type: 'textbox', kind: 'heading', name: 'Heading: Sube el mar' }],
    box: { left: 120, top: 240, width: 200, height: 30 },
  });
}

describe('the editor in the interface language', () => {
  it('names objects and labels the tools in Spanish', () => {
    speakTestLanguage('es', { editor: spanish });
    expect(
      objectName({ type: 'textbox', text: 'Sube el mar', fontSize: 24, fontWeight: 'bold' }),
    ).toBe('Título: Sube el mar');
    expect(objectName({ type: 'image' })).toBe('Imagen (sin texto alternativo)');
    expect(SHAPE_LABELS.rect).toBe('Rectángulo');
    expect(DRAW_TOOL_LABELS.highlighter).toBe('Subrayador');
    expect(TEXT_PRESETS.heading.text).toBe('Título');
    expect(createDefaultRegistry().get('bringToFront')?.label).toBe('Traer al frente');
    expect(createDefaultRegistry().get('nudgeLeftFar')?.label).toBe('Mover 10 px a la izquierda');
  });

  it('says what happened in Spanish and in Arabic, with the language’s plural forms', async () => {
    speakTestLanguage('es', { editor: spanish });
    expect(await announced(key('Escape'))).toEqual(['Nada seleccionado']);
    expect(await announced(key('Enter', { targetIsCanvas: true }))).toEqual([
      'Editando el título. Escribe para cambiarlo; Escape termina',
    ]);
    speakTestLanguage('ar', { editor: arabic });
    const two = fakeContext({ selection: [{ type: 'rect' }, { type: 'circle' }] });
    expect(await announced(key('Delete'), two)).toEqual(['تم حذف كائنين']);
    expect(await announced(key('Delete'))).toEqual(['تم حذف عنوان']);
  });

  it('shows key names in German but keeps aria-keyshortcuts standard', () => {
    speakTestLanguage('de', { editor: german });
    const layer = { key: ']', ctrlOrMeta: true, shift: true };
    expect(formatShortcut(layer)).toBe('Strg+Umschalt+]');
    expect(formatShortcut({ key: 'ArrowRight', alt: true })).toBe('Alt+Rechts');
    expect(formatShortcut(layer, { aria: true })).toBe('Control+Shift+]');
    expect(canvasKeyboardHelp()).toMatch(/^Tab und Umschalt\+Tab wählen die Objekte/);
  });

  it('keeps the English words as they were', () => {
    expect(objectName({ type: 'textbox', text: '', fontSize: 24, fontWeight: 'bold' })).toBe(
      'Heading (empty)',
    );
    expect(formatShortcut({ key: 'ArrowRight', alt: true, shift: true })).toBe('Alt+Shift+Right');
    expect(canvasKeyboardHelp()).toMatch(/^Tab and Shift\+Tab select the objects/);
  });
});
