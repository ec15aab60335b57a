import { describe, expect, it } from 'vitest';
import {
  boxFromDrag,
  containedRect,
  isBigEnough,
  keyboardStartBox,
  nudgeBox,
  toImagePercent,
} from './regionSelection';

const frame = { width: 600, height: 400 };

describe('region selection', () => {
  it('makes a box from a drag in any direction, kept inside the frame', () => {
    expect(boxFromDrag({ x: 300, y: 200 }, { x: 100, y: 50 }, frame)).toEqual({
      left: 100,
      top: 50,
      width: 200,
      height: 150,
    });
    expect(boxFromDrag({ x: 550, y: 10 }, { x: 700, y: -20 }, frame)).toEqual({
      left: 550,
      top: 0,
      width: 50,
      height: 10,
    });
  });

  it('discards boxes under 20 px on either side', () => {
    expect(isBigEnough({ left: 0, top: 0, width: 19, height: 100 })).toBe(false);
    expect(isBigEnough({ left: 0, top: 0, width: 100, height: 19.5 })).toBe(false);
    expect(isBigEnough({ left: 0, top: 0, width: 20, height: 20 })).toBe(true);
  });

  it('measures the box against the drawn image, zoom undone', () => {
    // A 1500x1000 image contained in 600x400: drawn 600x400 at the origin.
    const image = containedRect({ width: 1500, height: 1000 }, frame);
    expect(image).toEqual({ left: 0, top: 0, width: 600, height: 400 });
    const box = { left: 300, top: 100, width: 150, height: 100 };
    expect(toImagePercent(box, { x: 0, y: 0, scale: 1 }, image)).toEqual({
      x: 50,
      y: 25,
      width: 25,
      height: 25,
    });
    // Zoomed 2x with the view moved left by 600 px: the same box covers the right half's detail.
    expect(toImagePercent(box, { x: -600, y: 0, scale: 2 }, image)).toEqual({
      x: 75,
      y: 12.5,
      width: 12.5,
      height: 12.5,
    });
  });

  it('excludes letterboxing and misses outside the image', () => {
    const image = containedRect({ width: 400, height: 400 }, frame); // 400x400 centred
    expect(image).toEqual({ left: 100, top: 0, width: 400, height: 400 });
    expect(
      toImagePercent({ left: 0, top: 0, width: 300, height: 200 }, { x: 0, y: 0, scale: 1 }, image),
    ).toEqual({ x: 0, y: 0, width: 50, height: 50 });
    expect(
      toImagePercent({ left: 0, top: 0, width: 90, height: 90 }, { x: 0, y: 0, scale: 1 }, image),
    ).toBeNull();
  });

  it('moves with arrow keys and resizes with Shift, inside the frame and above 20 px', () => {
    const start = keyboardStartBox(frame);
    expect(start).toEqual({ left: 225, top: 150, width: 150, height: 100 });
    expect(nudgeBox(start, 'ArrowRight', false, frame)).toMatchObject({ left: 235, width: 150 });
    expect(nudgeBox(start, 'ArrowUp', false, frame)).toMatchObject({ top: 140 });
    expect(nudgeBox(start, 'ArrowLeft', true, frame)).toMatchObject({ left: 225, width: 140 });
    expect(nudgeBox(start, 'ArrowDown', true, frame)).toMatchObject({ height: 110 });
    const tiny = { left: 0, top: 0, width: 25, height: 25 };
    expect(nudgeBox(tiny, 'ArrowLeft', true, frame)).toMatchObject({ width: 20 });
    expect(nudgeBox(tiny, 'ArrowLeft', false, frame)).toMatchObject({ left: 0 });
    const edge = { left: 590, top: 0, width: 10, height: 25 };
    expect(nudgeBox(edge, 'ArrowRight', false, frame)).toMatchObject({ left: 590 });
  });
});
