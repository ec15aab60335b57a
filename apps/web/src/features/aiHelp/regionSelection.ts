import { SELECTION_MIN_PX, roundDecimal, type SelectionRegion } from '@dsb/core';

/** A box in the chart frame's own pixels (docs/product/ai-help.md). */
export type Box = { left: number; top: number; width: number; height: number };
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** The box between where a drag started and where the pointer is, kept inside the frame. */
export function boxFromDrag(start: Point, end: Point, frame: Size): Box {
  const x1 = clamp(Math.min(start.x, end.x), 0, frame.width);
  const y1 = clamp(Math.min(start.y, end.y), 0, frame.height);
  const x2 = clamp(Math.max(start.x, end.x), 0, frame.width);
  const y2 = clamp(Math.max(start.y, end.y), 0, frame.height);
  return { left: x1, top: y1, width: x2 - x1, height: y2 - y1 };
}

/** Boxes under 20 px on either side are discarded. */
export const isBigEnough = (box: Box) =>
  box.width >= SELECTION_MIN_PX && box.height >= SELECTION_MIN_PX;

/** Where an image drawn with object-fit: contain sits inside its frame. */
export function containedRect(natural: Size, frame: Size): Box {
  if (!natural.width || !natural.height) return { left: 0, top: 0, ...frame };
  const scale = Math.min(frame.width / natural.width, frame.height / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { left: (frame.width - width) / 2, top: (frame.height - height) / 2, width, height };
}

/** The zoom view the frame shows (translate then scale, as ZoomableImage draws it). */
export type View = { x: number; y: number; scale: number };

/**
 * The box as percentages of the chart image: undo the zoom, then measure against the image's
 * drawn rectangle (letterboxing excluded). Null when the box misses the image.
 */
export function toImagePercent(box: Box, view: View, image: Box): SelectionRegion | null {
  const unzoom = (x: number, y: number) => ({
    x: (x - view.x) / view.scale,
    y: (y - view.y) / view.scale,
  });
  const a = unzoom(box.left, box.top);
  const b = unzoom(box.left + box.width, box.top + box.height);
  const pct = (v: number, from: number, size: number) => clamp(((v - from) / size) * 100, 0, 100);
  const x1 = pct(a.x, image.left, image.width);
  const x2 = pct(b.x, image.left, image.width);
  const y1 = pct(a.y, image.top, image.height);
  const y2 = pct(b.y, image.top, image.height);
  if (x2 - x1 <= 0 || y2 - y1 <= 0) return null;
  const round = (v: number) => roundDecimal(v, 2);
  return { x: round(x1), y: round(y1), width: round(x2 - x1), height: round(y2 - y1) };
}

export const KEYBOARD_STEP_PX = 10;

/** A box to start from with the keyboard: a quarter of the frame, centred. */
export function keyboardStartBox(frame: Size): Box {
  const width = Math.max(SELECTION_MIN_PX, frame.width / 4);
  const height = Math.max(SELECTION_MIN_PX, frame.height / 4);
  return { left: (frame.width - width) / 2, top: (frame.height - height) / 2, width, height };
}

/** Arrow keys move the box; Shift+arrows resize it (never below the minimum, never outside). */
export function nudgeBox(
  box: Box,
  key: string,
  resize: boolean,
  frame: Size,
  step = KEYBOARD_STEP_PX,
): Box {
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  if (resize) {
    const width = clamp(box.width + dx, SELECTION_MIN_PX, frame.width - box.left);
    const height = clamp(box.height + dy, SELECTION_MIN_PX, frame.height - box.top);
    return { ...box, width, height };
  }
  return {
    ...box,
    left: clamp(box.left + dx, 0, frame.width - box.width),
    top: clamp(box.top + dy, 0, frame.height - box.height),
  };
}

/** The prompt a region question sends (the region itself travels in the context). */
export const REGION_QUESTION = 'What does this part of the chart show?';
