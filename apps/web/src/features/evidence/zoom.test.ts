import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_ZOOM,
  INITIAL_VIEW,
  clampOffset,
  clampScale,
  panBy,
  pinchZoom,
  wheelZoom,
  zoomIn,
  zoomOut,
  zoomTo,
  type ZoomView,
} from './zoom';

const viewport = { width: 400, height: 300 };

/** Where a content point shows on screen for a view. */
const screenOf = (view: ZoomView, p: { x: number; y: number }) => ({
  x: view.x + p.x * view.scale,
  y: view.y + p.y * view.scale,
});

describe('zoom limits', () => {
  it('keeps the scale between 0.5x and 4x', () => {
    expect(clampScale(0.1)).toBe(0.5);
    expect(clampScale(9)).toBe(4);
    expect(clampScale(1.7)).toBe(1.7);
  });

  it('steps by the ratio 0.2 and stops at the limits', () => {
    expect(zoomIn(INITIAL_VIEW, viewport).scale).toBeCloseTo(1.2);
    expect(zoomOut(INITIAL_VIEW, viewport).scale).toBeCloseTo(1 / 1.2);
    let view = INITIAL_VIEW;
    for (let i = 0; i < 20; i++) view = zoomIn(view, viewport);
    expect(view.scale).toBe(EVIDENCE_ZOOM.max);
    for (let i = 0; i < 40; i++) view = zoomOut(view, viewport);
    expect(view.scale).toBe(EVIDENCE_ZOOM.min);
  });

  it('zooming in then out returns to where it started', () => {
    const back = zoomOut(zoomIn(INITIAL_VIEW, viewport), viewport);
    expect(back.scale).toBeCloseTo(1);
    expect(back.x).toBeCloseTo(0);
    expect(back.y).toBeCloseTo(0);
  });
});

describe('zoomTo and wheelZoom', () => {
  it('keeps the point under the anchor in place', () => {
    const anchor = { x: 100, y: 80 };
    const view = zoomTo(INITIAL_VIEW, 2, anchor, viewport);
    expect(view.scale).toBe(2);
    // content point (100, 80) was under the anchor at scale 1 and still is
    expect(screenOf(view, { x: 100, y: 80 })).toEqual(anchor);
  });

  it('zooms in on wheel up and out on wheel down, at the pointer', () => {
    const at = { x: 300, y: 200 };
    const zoomedIn = wheelZoom(INITIAL_VIEW, -100, at, viewport);
    expect(zoomedIn.scale).toBeCloseTo(1.2);
    expect(screenOf(zoomedIn, at).x).toBeCloseTo(300);
    expect(wheelZoom(zoomedIn, 100, at, viewport).scale).toBeCloseTo(1);
    expect(wheelZoom(zoomedIn, 0, at, viewport)).toBe(zoomedIn);
  });

  it('centres a zoomed-out chart', () => {
    const view = zoomOut(INITIAL_VIEW, viewport);
    const width = viewport.width * view.scale;
    expect(view.x).toBeCloseTo((viewport.width - width) / 2);
  });
});

describe('panning', () => {
  it('moves a zoomed chart with the pointer', () => {
    const zoomed = zoomTo(INITIAL_VIEW, 2, { x: 200, y: 150 }, viewport); // x -200, y -150
    const moved = panBy(zoomed, 50, -20, viewport);
    expect(moved).toEqual({ scale: 2, x: -150, y: -170 });
  });

  it('never drags an edge into view past the viewport', () => {
    const zoomed = zoomTo(INITIAL_VIEW, 2, { x: 0, y: 0 }, viewport);
    expect(panBy(zoomed, 500, 500, viewport)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -5000, -5000, viewport)).toEqual({ scale: 2, x: -400, y: -300 });
  });

  it('cannot move an unzoomed chart and keeps a small one inside', () => {
    expect(panBy(INITIAL_VIEW, 40, 40, viewport)).toEqual(INITIAL_VIEW);
    const small = clampOffset({ scale: 0.5, x: 900, y: -50 }, viewport);
    expect(small).toEqual({ scale: 0.5, x: 200, y: 0 });
  });
});

describe('pinchZoom', () => {
  it('scales by the change in finger distance around their midpoint', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 150, y: 150 },
      { x: 250, y: 150 },
    ];
    const to: typeof from = [
      { x: 100, y: 150 },
      { x: 300, y: 150 },
    ];
    const view = pinchZoom(INITIAL_VIEW, from, to, viewport);
    expect(view.scale).toBe(2);
    expect(screenOf(view, { x: 200, y: 150 })).toEqual({ x: 200, y: 150 });
  });

  it('respects the limits and ignores fingers on one spot', () => {
    const p = { x: 10, y: 10 };
    expect(pinchZoom(INITIAL_VIEW, [p, p], [p, { x: 90, y: 90 }], viewport)).toBe(INITIAL_VIEW);
    const far = pinchZoom(
      INITIAL_VIEW,
      [
        { x: 199, y: 150 },
        { x: 201, y: 150 },
      ],
      [
        { x: 0, y: 150 },
        { x: 400, y: 150 },
      ],
      viewport,
    );
    expect(far.scale).toBe(4);
  });
});
