import { StaticCanvas, util, type FabricObject } from 'fabric';
import {
  expandCanvasState,
  normalizeCanvasType,
  proxiedImageUrl,
  type CanvasObject,
} from '@dsb/core';
import { registerSlideTextbox } from '../../editor/fabric/textbox';
import { loadScriptFonts, textOfObjects } from '../../lib/scriptFonts';
import { migrateLegacyTexts } from '../../editor/model';

/**
 * Off-screen rendering of a slide with Fabric 7 (loaded lazily: only this module imports it).
 * A 375 x 667 white canvas, exported at 0.5 (187.5 x 333.5).
 */
export const SLIDE_CANVAS = { width: 375, height: 667, background: '#ffffff' } as const;
export const PREVIEW_MULTIPLIER = 0.5;

/** How the picture is written: previews use the defaults; exports ask for 2x (750 x 1334). */
export interface SlideImageOptions {
  multiplier?: number;
  format?: 'png' | 'jpeg';
  /** JPEG quality, 0 to 1. */
  quality?: number;
}

/**
 * The object as Fabric should load it. Stored objects without an origin use the original top-left
 * convention (Fabric 7 would centre them). Images load same-origin with CORS so the canvas stays
 * exportable; an absolute address elsewhere goes through the app's image proxy.
 */
function forLoading(object: CanvasObject): CanvasObject {
  const out: CanvasObject = {
    originX: 'left',
    originY: 'top',
    ...object,
    type: normalizeCanvasType(object.type, 'fabric'),
  };
  if (out.type === 'Image' && typeof out.src === 'string') {
    const src = out.src;
    const external = /^https?:\/\//i.test(src) && new URL(src).origin !== location.origin;
    out.src = external ? proxiedImageUrl(src) : src;
    out.crossOrigin = 'anonymous';
  }
  return out;
}

/**
 * The slide's objects loaded by Fabric, one entry per stored object (null where it could not be
 * loaded, e.g. a deleted image, which is logged) on a 375 x 667 white canvas.
 */
async function loadSlide(canvasState: readonly CanvasObject[], signal: AbortSignal) {
  // Text wraps as in the editor, and old one-line texts are drawn as the editor shows them.
  registerSlideTextbox();
  const objects = expandCanvasState(migrateLegacyTexts(canvasState)).map(forLoading);
  // Fonts for the writing systems of its text first, so text is measured in them (lib/scriptFonts).
  await loadScriptFonts(textOfObjects(objects));
  const loaded = await Promise.allSettled(
    objects.map((object) => util.enlivenObjects<FabricObject>([object], { signal })),
  );
  signal.throwIfAborted();
  const byIndex = loaded.map((result, index) => {
    if (result.status === 'fulfilled') return result.value[0] ?? null;
    console.warn('Slide preview: an object could not be loaded', objects[index], result.reason);
    return null;
  });
  const canvas = new StaticCanvas(undefined, {
    width: SLIDE_CANVAS.width,
    height: SLIDE_CANVAS.height,
    backgroundColor: SLIDE_CANVAS.background,
    enableRetinaScaling: false,
    renderOnAddRemove: false,
  });
  const drawable = byIndex.filter((object): object is FabricObject => object !== null);
  if (drawable.length > 0) canvas.add(...drawable);
  return { canvas, byIndex, drawable };
}

/**
 * Renders the objects (those that cannot be loaded are left out) and returns the picture (a PNG
 * unless asked otherwise). Throws when nothing could be drawn or the export fails.
 */
export async function renderSlidePreview(
  canvasState: readonly CanvasObject[],
  signal: AbortSignal,
  { multiplier = PREVIEW_MULTIPLIER, format = 'png', quality }: SlideImageOptions = {},
): Promise<Blob> {
  const { canvas, drawable } = await loadSlide(canvasState, signal);
  try {
    // An empty slide draws as a blank page (exports); one whose objects all failed is an error.
    if (canvasState.length > 0 && drawable.length === 0) {
      throw new Error('No object of the slide could be loaded');
    }
    canvas.renderAll();
    const blob = await canvas.toBlob({ format, multiplier, quality });
    if (!blob) throw new Error('The slide preview could not be exported');
    return blob;
  } finally {
    void canvas.dispose();
  }
}

/** One object of a slide to draw on its own, cut to a part of the canvas (px). */
export type SlidePart = {
  objectIndex: number;
  crop: { left: number; top: number; width: number; height: number };
};

/**
 * Draws single objects of a slide, each alone on a transparent PNG cut to its crop (the editable
 * deck's pictures of images, charts and drawings). An object that could not be loaded gives null.
 */
export async function renderSlideParts(
  canvasState: readonly CanvasObject[],
  parts: readonly SlidePart[],
  signal: AbortSignal,
  multiplier = 2,
): Promise<(Blob | null)[]> {
  const { canvas, byIndex } = await loadSlide(canvasState, signal);
  canvas.backgroundColor = '';
  try {
    const blobs: (Blob | null)[] = [];
    for (const { objectIndex, crop } of parts) {
      const object = byIndex[objectIndex];
      signal.throwIfAborted();
      blobs.push(
        object
          ? await canvas.toBlob({ format: 'png', multiplier, ...crop, filter: (o) => o === object })
          : null,
      );
    }
    return blobs;
  } finally {
    void canvas.dispose();
  }
}
