import { describe, expect, it } from 'vitest';
import { fitZoom } from './editorLayout';

describe('fitZoom', () => {
  it('shrinks the 375 x 667 slide to fit the narrower side of the area', () => {
    expect(fitZoom(391, 2000, { x: 16, y: 16 })).toBe(1); // exactly the width
    expect(fitZoom(195.5, 2000, { x: 20, y: 0 })).toBe(0.468);
    expect(fitZoom(2000, 683, { x: 16, y: 16 })).toBe(1);
    expect(fitZoom(2000, 350, { x: 16, y: 16 })).toBe(0.5);
    // Room kept under the slide for the zoom buttons counts against the height.
    expect(fitZoom(2000, 683 + 48, { x: 16, y: 16 + 48 })).toBe(1);
    expect(fitZoom(2000, 683, { x: 16, y: 16 + 48 })).toBeLessThan(1);
  });

  it('never enlarges and survives an area of no size', () => {
    expect(fitZoom(3000, 3000, { x: 32, y: 32 })).toBe(1);
    expect(fitZoom(0, 0, { x: 32, y: 32 })).toBe(1);
  });
});
