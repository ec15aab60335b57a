import {
  GOOGLE_SLIDES_CANVAS_TIMEOUT_MS,
  GOOGLE_SLIDES_MAX_ALT_TEXT_LENGTH,
  GOOGLE_SLIDES_QUALITY,
  type GoogleSlidesExportBody,
} from '@dsb/core';
import { renderSlideImage } from '../../previews';
import { clipText, slideAltText } from '../altText';
import type { ExportSlide } from '../exportRules';
import { slideLabel } from '../messages';
import { readsRightToLeft } from '../pdf/pdfFonts';
import { EXPORT_IMAGE_SIZE, EXPORT_MULTIPLIER, renderExportSlide } from '../slideRender';
import { fitSlideImage, type EncodeAttempt } from './quality';

/**
 * The 'Preparing slides data' step: every slide drawn as a JPEG data URL with the export's one
 * renderer (2x, 750 x 1334), at the quality ladder's first quality that
 * fits 5 MB. A slide that cannot be drawn becomes an error slide saying why, as in the PDF and the
 * deck.
 */

/**
 * The last-resort small drawing (300 x 533) as a multiplier of the 375 x 667 canvas.
 */
const FALLBACK_MULTIPLIER = GOOGLE_SLIDES_QUALITY.fallbackSize.width / 375;

export type PreparedSlides = { slides: GoogleSlidesExportBody['slides']; totalChars: number };

class SlideNotDrawn extends Error {}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The slide picture could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** A plain picture saying which slide could not be drawn and why (the deck keeps its numbering). */
export function errorSlideDataUrl(slideNumber: number, title: string, reason: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = EXPORT_IMAGE_SIZE.width;
  canvas.height = EXPORT_IMAGE_SIZE.height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#f1f3f5';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.textAlign = 'center';
    context.fillStyle = '#212529';
    context.font = 'bold 36px Arial, sans-serif';
    // The heading and reason are in the interface language: Arabic reads right to left.
    const heading = Array.from(slideLabel(slideNumber, title)).slice(0, 40).join('');
    context.direction = readsRightToLeft(heading) ? 'rtl' : 'ltr';
    context.fillText(heading, canvas.width / 2, 120, canvas.width - 60);
    context.fillStyle = '#c92a2a';
    context.font = '32px Arial, sans-serif';
    context.direction = readsRightToLeft(reason) ? 'rtl' : 'ltr';
    context.fillText(reason, canvas.width / 2, canvas.height / 2, canvas.width - 60);
  }
  return canvas.toDataURL('image/jpeg', GOOGLE_SLIDES_QUALITY.default);
}

async function drawSlide(slide: ExportSlide, attempt: EncodeAttempt, signal: AbortSignal) {
  const drawn = await renderExportSlide(slide.canvasState, {
    format: 'jpeg',
    signal,
    timeoutMs: GOOGLE_SLIDES_CANVAS_TIMEOUT_MS,
    quality: attempt.quality,
    multiplier: attempt.size === 'export' ? EXPORT_MULTIPLIER : FALLBACK_MULTIPLIER,
    script: slide.script,
  });
  if (!drawn.ok) throw new SlideNotDrawn(drawn.message);
  return blobToDataUrl(drawn.image);
}

/**
 * Draws the slides one after another (two cores, shared). Throws SlideImageTooLarge when a slide
 * is over 5 MB even at the ladder's end, and the signal's reason when cancelled.
 */
export async function prepareSlidesData(
  slides: readonly ExportSlide[],
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<PreparedSlides> {
  // Loads the renderer (Fabric) first, so the 5 s canvas time-out times drawing, not a download.
  await renderSlideImage([], signal).catch(() => undefined);
  signal.throwIfAborted();
  const prepared: PreparedSlides['slides'] = [];
  let totalChars = 0;
  for (const [index, slide] of slides.entries()) {
    let imageData: string;
    try {
      const fitted = await fitSlideImage(slide.canvasState.length, (attempt) =>
        drawSlide(slide, attempt, signal),
      );
      imageData = fitted.dataUrl;
    } catch (error) {
      if (!(error instanceof SlideNotDrawn)) throw error;
      imageData = errorSlideDataUrl(index + 1, slide.title, error.message);
    }
    totalChars += imageData.length;
    prepared.push({
      index,
      imageData,
      script: slide.script.trim(),
      // What the picture shows, as the PDF and .pptx carry it, within what the server takes.
      altText: clipText(slideAltText(slide, index + 1), GOOGLE_SLIDES_MAX_ALT_TEXT_LENGTH),
    });
    onProgress(index + 1, slides.length);
  }
  return { slides: prepared, totalChars };
}
