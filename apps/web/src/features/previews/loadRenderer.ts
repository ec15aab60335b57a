import type { CanvasObject } from '@dsb/core';
import type { SlideImageOptions, SlidePart } from './renderPreview';

/**
 * Draws a slide's objects as a PNG (renderPreview.ts), loading Fabric only when first asked: for
 * read-only views of slides that have no stored preview.
 */
export async function renderSlideImage(
  canvasState: readonly CanvasObject[],
  signal: AbortSignal,
  /** Size and format; the exports ask for 2x (750 x 1334). */
  options?: SlideImageOptions,
): Promise<Blob> {
  const { renderSlidePreview } = await import('./renderPreview');
  return renderSlidePreview(canvasState, signal, options);
}

/** Draws single objects of a slide, each cut to its part (renderPreview.ts's renderSlideParts). */
export async function renderSlideParts(
  canvasState: readonly CanvasObject[],
  parts: readonly SlidePart[],
  signal: AbortSignal,
): Promise<(Blob | null)[]> {
  const { renderSlideParts: render } = await import('./renderPreview');
  return render(canvasState, parts, signal);
}
