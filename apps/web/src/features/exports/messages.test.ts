import { afterEach, describe, expect, it } from 'vitest';
import { GOOGLE_SLIDES_MESSAGES, GOOGLE_SLIDES_TOO_LARGE_TIPS, VIDEO_MESSAGES } from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import { slideAltText } from './altText';
import { EXPORT_MESSAGES, deckProblem, pdfProblem } from './exportRules';
import arabic from './locales/ar.json';
import english from './locales/en.json';
import spanish from './locales/es.json';
import { exportMessages, googleText, tooLargeTips, videoText } from './messages';
import { planPdfPages } from './pdf/pdfPages';
import { TEXT_CANVAS, slide } from './testing/fixtures';
import { renderingText } from './useSlideRenders';
import { VIDEO_FLOW_MESSAGES, videoErrorMessage } from './video/videoFlow';

afterEach(speakEnglish);

const oneLine = (text: string) => [text];

describe('the exports in the interface language', () => {
  it('holds core’s fixed export texts word for word in English', () => {
    for (const [key, text] of Object.entries(english.google.messages)) {
      expect(GOOGLE_SLIDES_MESSAGES[key as keyof typeof GOOGLE_SLIDES_MESSAGES], key).toBe(text);
      expect(googleText(text)).toBe(text);
    }
    for (const [key, text] of Object.entries(english.video.messages)) {
      expect(VIDEO_MESSAGES[key as keyof typeof VIDEO_MESSAGES], key).toBe(text);
      expect(videoText(text)).toBe(text);
    }
    expect(tooLargeTips()).toEqual([...GOOGLE_SLIDES_TOO_LARGE_TIPS]);
    expect(exportMessages.file.pdfSummary({ pages: 6, slides: 3, scripts: 3 })).toBe(
      '6 pages: 3 slides and 3 script pages.',
    );
    expect(exportMessages.file.pdfSummary({ pages: 2, slides: 1, scripts: 1 })).toBe(
      '2 pages: 1 slide and 1 script page.',
    );
    expect(exportMessages.file.deckSummary({ count: 1 })).toBe(
      "1 slide; each script becomes the slide's speaker notes.",
    );
  });

  it('speaks Spanish on screen and in the labels it writes into the files, not the pupil’s words', () => {
    speakTestLanguage('es', { 'features/exports': spanish });
    expect(pdfProblem([slide()])).toBe(
      'Añade contenido al lienzo o al guion antes de exportar un PDF.',
    );
    expect(deckProblem([])).toBe(EXPORT_MESSAGES.noSlides);
    expect(EXPORT_MESSAGES.noSlides).toBe('No hay diapositivas para exportar');
    expect(renderingText(2, 5)).toBe('Dibujando la diapositiva 2 de 5...');
    const pages = planPdfPages(
      [slide({ title: 'Why is it hot?', script: 'Hello class', canvasState: TEXT_CANVAS })],
      [{ error: EXPORT_MESSAGES.pdfContentRequired }],
      oneLine,
    );
    expect(pages.map((page) => ('heading' in page ? page.heading : ''))).toEqual([
      'Diapositiva 1: Why is it hot?',
      'Diapositiva 1: Why is it hot? - Guion',
    ]);
    expect(slideAltText(slide({ title: 'Why is it hot?' }), 3)).toBe(
      'Diapositiva 3: Why is it hot?',
    );
    expect(googleText(GOOGLE_SLIDES_MESSAGES.authTimedOut)).toBe(
      'Se agotó el tiempo de la autorización. Inténtalo de nuevo.',
    );
    expect(videoText(VIDEO_MESSAGES.scriptsRequired)).toBe(
      'Añade un guion a todas las diapositivas antes de crear el vídeo.',
    );
    expect(videoErrorMessage(new TypeError('fetch failed'))).toBe(VIDEO_FLOW_MESSAGES.network);
    expect(VIDEO_FLOW_MESSAGES.network).toBe(
      'Error de red. Revisa tu conexión a internet e inténtalo de nuevo.',
    );
    expect(googleText('A message the app does not know')).toBe('A message the app does not know');
  });

  it('speaks Arabic, its counts in Arabic digits and plural forms', () => {
    speakTestLanguage('ar', { 'features/exports': arabic });
    const n = new Intl.NumberFormat('ar');
    expect(renderingText(2, 12)).toBe(`جارٍ رسم الشريحة ${n.format(2)} من ${n.format(12)}...`);
    expect(exportMessages.file.pdfSummary({ pages: 4, slides: 2, scripts: 2 })).toBe(
      `${n.format(4)} صفحات: شريحتان وصفحتان للنص المنطوق.`,
    );
    expect(exportMessages.video.history.deleteTitle()).toBe('حذف الفيديو');
    expect(slideAltText(slide(), 1)).toBe(`الشريحة ${n.format(1)}`);
  });
});
