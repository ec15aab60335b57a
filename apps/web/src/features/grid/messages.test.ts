import { afterEach, describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { createSlide, findTemplate, type Slide } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import {
  dragInstructions,
  gridMessages,
  slideAnnouncements,
  templateSlideCount,
  templateWords,
} from './messages';

afterEach(speakEnglish);

const slides: Slide[] = ['a', 'b', 'c'].map((id, i) => ({ ...createSlide(i), id }));
const active = { id: 'c' } as Active;
const over = { id: 'a' } as Over;
const announce = () => slideAnnouncements(slides);

describe('the slide grid in the interface language', () => {
  it('tells a screen reader where a slide is moved, by slide numbers', () => {
    expect(announce().onDragStart({ active })).toBe('Picked up slide 3.');
    expect(announce().onDragEnd({ active, over })).toBe('Slide 3 was dropped at position 1.');
    speakTestLanguage('es', { 'features/grid': spanish });
    expect(announce().onDragOver!({ active, over })).toBe(
      'La diapositiva 3 está sobre la posición 1.',
    );
    expect(dragInstructions().draggable).toMatch(/^Para mover esta diapositiva, pulsa Espacio/);
    speakTestLanguage('ar', { 'features/grid': arabic });
    // Arabic's numbers in its own format (the digits this runtime's Arabic uses).
    const arabicNumber = new Intl.NumberFormat('ar');
    expect(announce().onDragCancel!({ active, over: null })).toBe(
      `أُلغي نقل الشريحة ${arabicNumber.format(3)}.`,
    );
  });

  it('names the templates and counts their slides with the language’s plurals', () => {
    const blank = findTemplate('blank')!;
    const stand = findTemplate('takeAStand')!;
    expect(templateSlideCount(blank)).toBe('1 blank slide');
    expect(templateSlideCount(stand)).toBe(`${stand.elements.length} slides`);
    expect(templateWords(stand).title).toBe(stand.title);
    expect(templateWords(stand).description).toBe(stand.description);
    speakTestLanguage('es', { 'features/grid': spanish });
    expect(templateWords(stand).title).toBe('Toma partido');
    expect(gridMessages.slide.add()).toBe('Añadir diapositiva');
    speakTestLanguage('ar', { 'features/grid': arabic });
    expect(gridMessages.templates.slides({ count: 2 })).toBe('شريحتان');
    expect(gridMessages.slide.label({ n: 12 })).toBe(
      `الشريحة ${new Intl.NumberFormat('ar').format(12)}`,
    );
  });
});
