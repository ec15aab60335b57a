import { Canvas } from 'fabric';
import { CANVAS } from '../model';

/**
 * A 375 x 667 white Fabric canvas in `host` (an element React renders empty and leaves alone),
 * laid out left to right in every language.
 */
export function createCanvas(host: HTMLElement): Canvas {
  const element = document.createElement('canvas');
  host.appendChild(element);
  const canvas = new Canvas(element, {
    width: CANVAS.width,
    height: CANVAS.height,
    backgroundColor: CANVAS.background,
    // Selecting an object must not lift it above the others.
    preserveObjectStacking: true,
    // A few px of slack for clicking thin pen strokes (the eraser) and lines.
    targetFindTolerance: 4,
  });
  // The slide is not mirrored in a right-to-left interface (docs/product/languages.md): its
  // coordinates run from the left, and text drawn on it without a direction of its own (the
  // co-authors' name tags) starts at the left. Each text object keeps its own direction.
  canvas.wrapperEl.dir = 'ltr';
  return canvas;
}

/** Frees the canvas; Fabric puts its element back where its wrapper was, so both are removed. */
export async function destroyCanvas(canvas: Canvas): Promise<void> {
  const wrapper = canvas.wrapperEl;
  const element = canvas.lowerCanvasEl;
  await canvas.dispose();
  wrapper.remove();
  element.remove();
}
