import { Canvas } from 'fabric';
import { CANVAS } from '../model';

/** A 375 x 667 white Fabric canvas in `host` (an element React renders empty and leaves alone). */
export function createCanvas(host: HTMLElement): Canvas {
  const element = document.createElement('canvas');
  host.appendChild(element);
  return new Canvas(element, {
    width: CANVAS.width,
    height: CANVAS.height,
    backgroundColor: CANVAS.background,
    // Selecting an object must not lift it above the others.
    preserveObjectStacking: true,
    // A few px of slack for clicking thin pen strokes (the eraser) and lines.
    targetFindTolerance: 4,
  });
}

/** Frees the canvas; Fabric puts its element back where its wrapper was, so both are removed. */
export async function destroyCanvas(canvas: Canvas): Promise<void> {
  const wrapper = canvas.wrapperEl;
  const element = canvas.lowerCanvasEl;
  await canvas.dispose();
  wrapper.remove();
  element.remove();
}
