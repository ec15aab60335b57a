import { describe, expect, it } from 'vitest';
import { PinchGesture } from './pinchGesture';

describe('PinchGesture', () => {
  it('does nothing with one finger', () => {
    const pinch = new PinchGesture();
    expect(pinch.down(1, { x: 0, y: 0 }, 1)).toBe(false);
    expect(pinch.move(1, { x: 50, y: 0 })).toBeNull();
    expect(pinch.active).toBe(false);
    expect(pinch.up(1)).toBe(false);
  });

  it('zooms with the distance between two fingers and pans with the point between them', () => {
    const pinch = new PinchGesture();
    pinch.down(1, { x: 100, y: 100 }, 1);
    expect(pinch.down(2, { x: 200, y: 100 }, 1)).toBe(true);
    expect(pinch.active).toBe(true);

    // Spread from 100 to 200 px apart: twice the zoom; the middle moves 50 px right.
    const step = pinch.move(2, { x: 300, y: 100 });
    expect(step).toEqual({ zoom: 2, mid: { x: 200, y: 100 }, pan: { x: 50, y: 0 } });

    // Both fingers move down together: the zoom stays, the middle pans down.
    pinch.move(1, { x: 100, y: 140 });
    const panned = pinch.move(2, { x: 300, y: 140 });
    expect(panned?.zoom).toBeCloseTo(2, 5);
    expect(panned?.pan.y).toBeCloseTo(20, 5);
  });

  it('starts from the zoom the slide had and keeps within 25%-400%', () => {
    const pinch = new PinchGesture();
    pinch.down(1, { x: 0, y: 0 }, 0.5);
    pinch.down(2, { x: 100, y: 0 }, 0.5);
    expect(pinch.move(2, { x: 50, y: 0 })?.zoom).toBeCloseTo(0.25, 5);
    expect(pinch.move(2, { x: 10, y: 0 })?.zoom).toBe(0.25);
    expect(pinch.move(2, { x: 10_000, y: 0 })?.zoom).toBe(4);
  });

  it('ends when a finger lifts; a third finger does not restart it', () => {
    const pinch = new PinchGesture();
    pinch.down(1, { x: 0, y: 0 }, 1);
    pinch.down(2, { x: 100, y: 0 }, 1);
    expect(pinch.down(3, { x: 50, y: 50 }, 1)).toBe(false);
    expect(pinch.up(3)).toBe(true);
    expect(pinch.active).toBe(true);
    expect(pinch.up(2)).toBe(true);
    expect(pinch.active).toBe(false);
    expect(pinch.move(1, { x: 30, y: 0 })).toBeNull();
  });

  it('ignores two fingers on the same spot', () => {
    const pinch = new PinchGesture();
    pinch.down(1, { x: 10, y: 10 }, 1);
    expect(pinch.down(2, { x: 10, y: 10 }, 1)).toBe(false);
  });
});
