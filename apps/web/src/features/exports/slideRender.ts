import type { CanvasObject } from '@dsb/core';
import { renderSlideImage } from '../previews';
import { SLIDE_RENDER_MESSAGES } from './exportRules';
import { drawScriptOverlay } from './scriptOverlay';

/**
 * Every export draws its slides the same way: from the slide's canvas state, off-screen, with the
 * previews' renderer (Fabric, loaded on first use) at 2x, so 750 x 1334 (issue #15), with the
 * slide's script over its foot (scriptOverlay.ts).
 */

export const EXPORT_MULTIPLIER = 2;
export const EXPORT_IMAGE_SIZE = { width: 750, height: 1334 } as const;
/** A slide has 20 s to draw for the PDF; the other exports use the same. */
export const SLIDE_RENDER_TIMEOUT_MS = 20_000;

export type SlideRenderFailure = keyof typeof SLIDE_RENDER_MESSAGES;

export type SlideRender =
  { ok: true; image: Blob } | { ok: false; failure: SlideRenderFailure; message: string };

export interface RenderSlideOptions {
  format: 'png' | 'jpeg';
  /** Cancels the whole export (closing the modal): rejects with the signal's reason. */
  signal: AbortSignal;
  timeoutMs?: number;
  /**
   * JPEG quality (default 0.92) and size (default 2x); the Google Slides export lowers both
   * (docs/product/exports.md).
   */
  quality?: number;
  multiplier?: number;
  /** The slide's script, drawn over the slide (at most 3 lines); none when empty. */
  script?: string;
}

/** The function that draws one slide; tests hand in their own. */
export type SlideRenderer = (
  canvasState: readonly CanvasObject[],
  signal: AbortSignal,
  options: { multiplier: number; format: 'png' | 'jpeg'; quality?: number },
) => Promise<Blob>;

/**
 * Draws one slide. A slide that cannot be drawn, or takes longer than the time-out, is reported
 * (for an error slide) rather than thrown; only the export's own cancellation throws.
 */
export async function renderExportSlide(
  canvasState: readonly unknown[],
  {
    format,
    signal,
    timeoutMs = SLIDE_RENDER_TIMEOUT_MS,
    quality = 0.92,
    multiplier = EXPORT_MULTIPLIER,
    script = '',
  }: RenderSlideOptions,
  render: SlideRenderer = renderSlideImage,
): Promise<SlideRender> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('render timeout')), timeoutMs);
  const both = AbortSignal.any([signal, timeout.signal]);
  // The renderer may not notice an abort while Fabric draws, so the time-out also races it.
  const timedOut = new Promise<never>((_, reject) =>
    both.addEventListener('abort', () => reject(both.reason as Error), { once: true }),
  );
  // With a script the slide is drawn losslessly first, then encoded once with the script on it.
  const overlay = script.trim().length > 0;
  const encoding = { format, quality: format === 'jpeg' ? quality : undefined };
  try {
    const drawn = render(canvasState as CanvasObject[], both, {
      multiplier,
      ...(overlay ? { format: 'png' as const } : encoding),
    }).then((image) => (overlay ? drawScriptOverlay(image, script, encoding) : image));
    const image = await Promise.race([drawn, timedOut]);
    return { ok: true, image };
  } catch (error) {
    signal.throwIfAborted();
    const failure: SlideRenderFailure = timeout.signal.aborted ? 'timeout' : 'unavailable';
    console.warn(`Export: a slide could not be drawn (${failure})`, error);
    return { ok: false, failure, message: SLIDE_RENDER_MESSAGES[failure] };
  } finally {
    clearTimeout(timer);
  }
}

/** The bytes of a drawn slide (pdf-lib and pptxgenjs take bytes or base64, not Blobs). */
export async function imageBytes(image: Blob): Promise<Uint8Array> {
  return new Uint8Array(await image.arrayBuffer());
}
