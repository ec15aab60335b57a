import { VIDEO_MESSAGES } from '@dsb/core';
import { exportMessages } from './messages';

/**
 * What each export checks before it starts (docs/product/exports.md) and how it names its file
 * ("story" when the title is empty). Pure: slides are plain data, so the rules are tested without a
 * browser.
 */

/** The parts of a slide the exports read. */
export interface ExportSlide {
  title: string;
  script: string;
  canvasState: readonly unknown[];
}

/**
 * Why an export cannot start, read when shown: the PDF's and the deck's in the interface language;
 * the video's are core's English (VIDEO_MESSAGES), worded for the reader by videoText.
 */
export const EXPORT_MESSAGES = {
  get pdfContentRequired() {
    return exportMessages.rules.pdfContentRequired();
  },
  videoContentRequired: VIDEO_MESSAGES.contentRequired,
  videoScriptsRequired: VIDEO_MESSAGES.scriptsRequired,
  get noSlides() {
    return exportMessages.rules.noSlides();
  },
};

/**
 * What an error slide says when the slide could not be drawn (on screen and in the files), in the
 * interface language when it is read.
 */
export const SLIDE_RENDER_MESSAGES = {
  get unavailable() {
    return exportMessages.render.unavailable();
  },
  get timeout() {
    return exportMessages.render.timeout();
  },
};

export const hasScript = (slide: ExportSlide): boolean => slide.script.trim().length > 0;

/** A slide with something on its canvas or in its script. */
export const hasContent = (slide: ExportSlide): boolean =>
  slide.canvasState.length > 0 || hasScript(slide);

/** Why the story cannot be saved as a PDF, or null. */
export function pdfProblem(slides: readonly ExportSlide[]): string | null {
  return slides.some(hasContent) ? null : EXPORT_MESSAGES.pdfContentRequired;
}

/** Why the story cannot be made into a video, or null: content first, then a script on every slide. */
export function videoProblem(slides: readonly ExportSlide[]): string | null {
  if (!slides.some(hasContent)) return EXPORT_MESSAGES.videoContentRequired;
  if (!slides.every(hasScript)) return EXPORT_MESSAGES.videoScriptsRequired;
  return null;
}

/** Why the story cannot become a slide deck, or null (a deck of empty slides is no deck). */
export function deckProblem(slides: readonly ExportSlide[]): string | null {
  return slides.some(hasContent) ? null : EXPORT_MESSAGES.noSlides;
}

/** Longest file name stem we write: long titles make unwieldy downloads. */
const MAX_STEM_LENGTH = 100;

/**
 * The file name is the story title with unsafe characters replaced by underscores ("story" if
 * empty). Letters and digits of any script, '-' and '_' are kept; everything else (spaces, path
 * separators, dots, quotes, control characters) becomes '_'.
 */
export function exportFileName(title: string, extension: 'pdf' | 'pptx'): string {
  const safe = title.trim().replace(/[^\p{L}\p{N}_-]/gu, '_');
  const stem = Array.from(safe).slice(0, MAX_STEM_LENGTH).join('');
  return `${stem || 'story'}.${extension}`;
}
