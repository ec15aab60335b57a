import { describe, expect, it } from 'vitest';
import {
  BORDER_WIDTH,
  BRUSH_DEFAULTS,
  BRUSH_TRANSPARENCY,
  BRUSH_WEIGHT,
  CANVAS,
  OPACITY,
  TEXT_PRESETS,
  TEXT_SIZES,
  clampToRange,
  nearestTextSize,
  newShapeOptions,
} from './constants';

describe('editor constants', () => {
  it('match the specs', () => {
    expect(CANVAS).toEqual({ width: 375, height: 667, background: '#ffffff' });
    expect(TEXT_SIZES).toEqual([12, 14, 16, 18, 24, 32, 48]);
    expect(TEXT_PRESETS.heading).toMatchObject({ fontSize: 24, fontWeight: 'bold' });
    expect(TEXT_PRESETS.paragraph).toMatchObject({ fontSize: 14, width: 300, lineHeight: 1.2 });
    expect(TEXT_PRESETS.caption).toMatchObject({ fontSize: 12, fontStyle: 'italic' });
    for (const preset of Object.values(TEXT_PRESETS)) expect(preset.fontFamily).toBe('Arial');
    expect(BRUSH_DEFAULTS.highlighter).toEqual({ color: '#FFFF00', weight: 10, transparency: 50 });
    expect([BRUSH_WEIGHT.min, BRUSH_WEIGHT.max]).toEqual([1, 20]);
    expect([BRUSH_TRANSPARENCY.min, BRUSH_TRANSPARENCY.max]).toEqual([0, 100]);
  });
});

describe('newShapeOptions', () => {
  const style = { fill: '#007AFF', stroke: '#007AFF', strokeWidth: 2, opacity: 0.6 };

  it('places circles, rects and triangles at 100,100 with the shape style', () => {
    expect(newShapeOptions('circle')).toEqual({
      originX: 'left',
      originY: 'top',
      left: 100,
      top: 100,
      radius: 50,
      ...style,
    });
    for (const kind of ['rect', 'triangle'] as const) {
      expect(newShapeOptions(kind)).toMatchObject({ left: 100, top: 100, width: 100, height: 100 });
      expect(newShapeOptions(kind)).toMatchObject(style);
    }
  });

  it('runs a line from 50,50 to 200,50 without a fill', () => {
    const line = newShapeOptions('line');
    expect(line).toMatchObject({ x1: 50, y1: 50, x2: 200, y2: 50, stroke: '#007AFF' });
    expect(line).toMatchObject({ strokeWidth: 2, opacity: 0.6 });
    expect(line).not.toHaveProperty('fill');
  });
});

describe('clampToRange', () => {
  it('keeps border widths within 0-20 on whole pixels', () => {
    expect(clampToRange(-3, BORDER_WIDTH)).toBe(0);
    expect(clampToRange(25, BORDER_WIDTH)).toBe(20);
    expect(clampToRange(7.4, BORDER_WIDTH)).toBe(7);
    expect(clampToRange(Number.NaN, BORDER_WIDTH)).toBe(0);
  });

  it('keeps opacity within 0.1-1 on tenths without float noise', () => {
    expect(clampToRange(0, OPACITY)).toBe(0.1);
    expect(clampToRange(1.5, OPACITY)).toBe(1);
    expect(clampToRange(0.1 + 0.2, OPACITY)).toBe(0.3);
    expect(clampToRange(0.66, OPACITY)).toBe(0.7);
  });
});

describe('nearestTextSize', () => {
  it('picks an allowed size', () => {
    expect(nearestTextSize(24)).toBe(24);
    expect(nearestTextSize(40)).toBe(32);
    expect(nearestTextSize(41)).toBe(48);
    expect(nearestTextSize(100)).toBe(48);
    expect(nearestTextSize(1)).toBe(12);
    expect(nearestTextSize(13)).toBe(12);
  });
});
