import { clampCropRect, normalizeRect } from './geometry';
import type { Rect } from './geometry';

/**
 * Crop mode (docs/product/editor.md) as a state machine: idle -> cropping(frame) -> apply | cancel
 * -> idle. While cropping, the adapter dims the canvas and draws the frame with thirds lines; the
 * frame is not part of the slide (record it without capture, or leave it out of snapshots). Escape
 * should cancel crop mode before it deselects. Assumes an unrotated image (angle 0).
 */

/** The image being cropped: its id and where it is on the canvas. */
export interface CropTarget {
  id: string;
  /** The image's on-canvas bounds (top-left origin, after scaling). */
  bounds: Rect;
}

export type CropState =
  | { readonly status: 'idle' }
  | { readonly status: 'cropping'; readonly target: CropTarget; readonly frame: Rect };

export const idleCrop: CropState = { status: 'idle' };

export type CropEvent =
  /** The Crop button, with the selected image. The frame starts as the whole image. */
  | { type: 'start'; target: CropTarget }
  /** The frame was moved or resized; it is clamped to the rules. */
  | { type: 'moveFrame'; frame: Rect }
  /** The Apply control, or a double-click on the frame. */
  | { type: 'apply' }
  /** The Cancel control, Escape, or a click outside the frame. */
  | { type: 'cancel' };

/** What the adapter must do after a transition. */
export type CropEffect =
  | { type: 'none' }
  | {
      /** Create the cropped image from `frame` (in canvas px) and replace `targetId` with it. */
      type: 'applied';
      targetId: string;
      frame: Rect;
    }
  | { type: 'cancelled' };

export interface CropTransition {
  state: CropState;
  effect: CropEffect;
}

const none: CropEffect = { type: 'none' };

export function cropReducer(state: CropState, event: CropEvent): CropTransition {
  switch (event.type) {
    case 'start': {
      const bounds = normalizeRect(event.target.bounds);
      if (bounds.width <= 0 || bounds.height <= 0) return { state, effect: none };
      const target = { id: event.target.id, bounds };
      return { state: { status: 'cropping', target, frame: { ...bounds } }, effect: none };
    }
    case 'moveFrame':
      if (state.status !== 'cropping') return { state, effect: none };
      return {
        state: { ...state, frame: clampCropRect(event.frame, state.target.bounds) },
        effect: none,
      };
    case 'apply':
      if (state.status !== 'cropping') return { state, effect: none };
      return {
        state: idleCrop,
        effect: { type: 'applied', targetId: state.target.id, frame: state.frame },
      };
    case 'cancel':
      if (state.status !== 'cropping') return { state, effect: none };
      return { state: idleCrop, effect: { type: 'cancelled' } };
  }
}

/** The image as Fabric places it: top-left origin, scale, and any crop it already has. */
export interface PlacedImage {
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  cropX?: number;
  cropY?: number;
}

/**
 * The frame in the source image's pixels (Fabric's cropX, cropY, width, height), counting any
 * earlier crop; the new image keeps the old one's scale and sits at the frame's left and top.
 */
export function frameToSource(frame: Rect, image: PlacedImage) {
  return {
    cropX: (image.cropX ?? 0) + (frame.left - image.left) / image.scaleX,
    cropY: (image.cropY ?? 0) + (frame.top - image.top) / image.scaleY,
    width: frame.width / image.scaleX,
    height: frame.height / image.scaleY,
  };
}

/**
 * Metadata of the cropped image: everything kept, plus the original image. A second
 * crop keeps the first original, so the uncropped picture is never lost.
 */
export function croppedMetadata(
  metadata: Readonly<Record<string, unknown>> | undefined,
  originalSrc: string,
): Record<string, unknown> {
  const original = metadata?.originalImage;
  return { ...metadata, originalImage: typeof original === 'string' ? original : originalSrc };
}
