import { CANVAS, CROP_MIN_FRACTION, IMAGE_HEIGHT_RATIO, ZOOM } from './constants';

/** An axis-aligned rectangle in canvas px; left/top is its top-left corner. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Where a new image goes (docs/product/editor.md: 70% of the slide's height, centred, narrower if
 * too wide). Our reading: scale the image, keeping its proportions, so its height is 70% of the
 * canvas height (small images are scaled up too); if it would then be wider than the canvas,
 * scale it to the canvas width instead. Then centre it both ways. The result is for a top-left
 * origin (OBJECT_ORIGIN).
 */
export function placeImage(naturalWidth: number, naturalHeight: number, canvas: Size = CANVAS) {
  if (!(naturalWidth > 0 && naturalHeight > 0 && isFinite(naturalWidth + naturalHeight))) {
    throw new RangeError('An image needs a positive width and height to be placed');
  }
  let scale = (canvas.height * IMAGE_HEIGHT_RATIO) / naturalHeight;
  if (naturalWidth * scale > canvas.width) scale = canvas.width / naturalWidth;
  const placement: Placement = {
    left: (canvas.width - naturalWidth * scale) / 2,
    top: (canvas.height - naturalHeight * scale) / 2,
    scaleX: scale,
    scaleY: scale,
  };
  return placement;
}

/** A rectangle with a positive width and height (a frame dragged up or left has negatives). */
export function normalizeRect(rect: Rect): Rect {
  const { left, top, width, height } = rect;
  return {
    left: width < 0 ? left + width : left,
    top: height < 0 ? top + height : top,
    width: Math.abs(width),
    height: Math.abs(height),
  };
}

/**
 * The crop frame made valid (docs/product/editor.md): at least 20% of the image in each dimension,
 * at most all of it, and inside the image. The size is fixed first, then the frame is moved inside.
 */
export function clampCropRect(rect: Rect, imageBounds: Rect): Rect {
  const image = normalizeRect(imageBounds);
  const r = normalizeRect(rect);
  const width = clamp(r.width, image.width * CROP_MIN_FRACTION, image.width);
  const height = clamp(r.height, image.height * CROP_MIN_FRACTION, image.height);
  return {
    left: clamp(r.left, image.left, image.left + image.width - width),
    top: clamp(r.top, image.top, image.top + image.height - height),
    width,
    height,
  };
}

/**
 * The zoom after a step (a factor such as ZOOM.factor or 1 / ZOOM.factor) or a reset to `home`
 * (100%, or the zoom that fits the slide on a phone or tablet).
 */
export function applyZoom(
  current: number,
  change: number | 'reset',
  home: number = ZOOM.reset,
): number {
  if (change === 'reset' || !Number.isFinite(current) || current <= 0) {
    return clamp(home, ZOOM.min, ZOOM.max);
  }
  if (!Number.isFinite(change) || change <= 0) return current;
  return clamp(current * change, ZOOM.min, ZOOM.max);
}
