import { describe, expect, it } from 'vitest';
import { applyZoom, clampCropRect, normalizeRect, placeImage } from './geometry';

describe('placeImage', () => {
  it('makes a tall image 70% of the canvas height, centred', () => {
    // 200x400: scale 466.9/400 = 1.16725 -> 233.45 wide, fits in 375.
    const p = placeImage(200, 400);
    expect(p.scaleX).toBeCloseTo((667 * 0.7) / 400, 10);
    expect(p.scaleY).toBe(p.scaleX);
    expect(400 * p.scaleY).toBeCloseTo(466.9, 10);
    expect(p.left).toBeCloseTo((375 - 200 * p.scaleX) / 2, 10);
    expect(p.top).toBeCloseTo((667 - 466.9) / 2, 10);
  });

  it('fits a wide image to the canvas width instead', () => {
    const p = placeImage(1600, 900);
    expect(p.scaleX).toBeCloseTo(375 / 1600, 10);
    expect(p.left).toBeCloseTo(0, 10);
    expect(p.top).toBeCloseTo((667 - 900 * (375 / 1600)) / 2, 10);
  });

  it('scales small images up and handles the boundary exactly', () => {
    expect(placeImage(10, 20).scaleX).toBeCloseTo(23.345, 10);
    // A small square would be 466.9 wide at 70% height, so it is fitted to the width.
    expect(placeImage(10, 10).scaleX).toBeCloseTo(37.5, 10);
    // Exactly as wide as the canvas at 70% height: not refitted.
    const p = placeImage(375, 466.9);
    expect(p.scaleX).toBeCloseTo(1, 10);
    expect(p.left).toBeCloseTo(0, 10);
  });

  it('uses another canvas size when given one', () => {
    expect(placeImage(100, 100, { width: 1000, height: 100 })).toEqual({
      left: 465,
      top: 15,
      scaleX: 0.7,
      scaleY: 0.7,
    });
  });

  it('refuses sizes it cannot place', () => {
    expect(() => placeImage(0, 100)).toThrow(RangeError);
    expect(() => placeImage(100, Number.NaN)).toThrow(RangeError);
    expect(() => placeImage(Infinity, 100)).toThrow(RangeError);
  });
});

describe('clampCropRect', () => {
  const image = { left: 50, top: 100, width: 200, height: 100 };

  it('keeps a valid frame as it is', () => {
    const frame = { left: 60, top: 110, width: 100, height: 50 };
    expect(clampCropRect(frame, image)).toEqual(frame);
  });

  it('keeps at least 20% of the image in each dimension', () => {
    expect(clampCropRect({ left: 60, top: 110, width: 10, height: 5 }, image)).toEqual({
      left: 60,
      top: 110,
      width: 40,
      height: 20,
    });
  });

  it('keeps the frame inside the image', () => {
    expect(clampCropRect({ left: 0, top: 0, width: 100, height: 50 }, image)).toEqual({
      left: 50,
      top: 100,
      width: 100,
      height: 50,
    });
    expect(clampCropRect({ left: 240, top: 190, width: 100, height: 50 }, image)).toEqual({
      left: 150,
      top: 150,
      width: 100,
      height: 50,
    });
    expect(clampCropRect({ left: 0, top: 0, width: 999, height: 999 }, image)).toEqual(image);
  });

  it('accepts a frame dragged up and left', () => {
    expect(clampCropRect({ left: 200, top: 180, width: -100, height: -50 }, image)).toEqual({
      left: 100,
      top: 130,
      width: 100,
      height: 50,
    });
    expect(normalizeRect({ left: 10, top: 10, width: 5, height: -5 })).toEqual({
      left: 10,
      top: 5,
      width: 5,
      height: 5,
    });
  });
});

describe('applyZoom', () => {
  it('steps by a factor within bounds and resets to 1', () => {
    expect(applyZoom(1, 1.1)).toBeCloseTo(1.1, 10);
    expect(applyZoom(1.1, 1 / 1.1)).toBeCloseTo(1, 10);
    expect(applyZoom(3.9, 1.1)).toBe(4);
    expect(applyZoom(0.26, 1 / 1.1)).toBe(0.25);
    expect(applyZoom(2.5, 'reset')).toBe(1);
    expect(applyZoom(2, 0)).toBe(2);
    expect(applyZoom(Number.NaN, 1.1)).toBe(1);
  });

  it('resets to the home zoom when there is one (the fitted slide on a phone)', () => {
    expect(applyZoom(1.5, 'reset', 0.62)).toBe(0.62);
    expect(applyZoom(1.5, 'reset', 0.1)).toBe(0.25);
    expect(applyZoom(0.62, 1.1, 0.62)).toBeCloseTo(0.682, 10);
  });
});
