import { describe, expect, it } from 'vitest';
import type { Box } from './context';
import { SNAP_THRESHOLD_SCREEN_PX, buildSnapIndex, snapMovingBox } from './snapGuides';

const SLIDE = { width: 1000, height: 600 };
const box = (left: number, top: number, width = 100, height = 50): Box => ({
  left,
  top,
  width,
  height,
});

describe('snapMovingBox', () => {
  it('snaps a left edge to another object left edge within the threshold and draws the guide', () => {
    const index = buildSnapIndex([box(200, 100)], SLIDE);
    const result = snapMovingBox(index, box(204, 300), 1);
    expect(result.left).toBe(200);
    expect(result.top).toBe(300);
    const guide = result.guides.find((g) => g.kind === 'edge' && g.x1 === 200 && g.x2 === 200);
    expect(guide).toMatchObject({ y1: 100, y2: 350 });
  });

  it('leaves the box alone beyond the threshold', () => {
    const index = buildSnapIndex([box(200, 100)], SLIDE);
    const result = snapMovingBox(index, box(200 + SNAP_THRESHOLD_SCREEN_PX + 3, 317), 1);
    expect(result).toMatchObject({ left: 209, top: 317 });
    expect(result.guides).toEqual([]);
  });

  it('measures the threshold in screen px: zoomed out, a farther line still snaps', () => {
    const index = buildSnapIndex([box(200, 100)], SLIDE);
    expect(snapMovingBox(index, box(210, 317), 1).left).toBe(210);
    expect(snapMovingBox(index, box(210, 317), 0.5).left).toBe(200);
  });

  it('snaps centres to the slide centre on both axes', () => {
    const index = buildSnapIndex([], SLIDE);
    const result = snapMovingBox(index, box(448, 273), 1);
    expect(result).toMatchObject({ left: 450, top: 275 });
    expect(result.guides.filter((g) => g.kind === 'centre')).toHaveLength(2);
  });

  it('snaps to the slide edges', () => {
    const index = buildSnapIndex([], SLIDE);
    expect(snapMovingBox(index, box(897, -3), 1)).toMatchObject({ left: 900, top: 0 });
  });

  it('takes the nearest of several candidate lines', () => {
    const index = buildSnapIndex([box(200, 0), box(203, 400)], SLIDE);
    expect(snapMovingBox(index, box(204, 200), 1).left).toBe(203);
  });

  it('centres a box between two neighbours with equal gaps and shows both gaps', () => {
    const index = buildSnapIndex([box(100, 300), box(500, 300)], SLIDE);
    // Gap to fill: 500 - 200 = 300, minus the box's 100 leaves 100 a side: left 300.
    const result = snapMovingBox(index, box(303, 310), 1);
    expect(result.left).toBe(300);
    const spacing = result.guides.filter((g) => g.kind === 'spacing');
    expect(spacing).toHaveLength(2);
    expect(spacing.map((g) => g.x2 - g.x1)).toEqual([100, 100]);
  });

  it('continues a row with the gap its neighbours already have', () => {
    const index = buildSnapIndex([box(100, 300), box(250, 300)], SLIDE);
    // 100..200, gap 50, 250..350: the next in the row starts at 400.
    expect(snapMovingBox(index, box(396, 305), 1).left).toBe(400);
  });

  it('ignores objects that do not overlap across the axis for spacing', () => {
    const index = buildSnapIndex([box(100, 0), box(250, 0)], { width: 1200, height: 600 });
    expect(snapMovingBox(index, box(396, 325), 1).left).toBe(396);
  });

  it('answers a move on a slide of 100 objects quickly', () => {
    const others = Array.from({ length: 100 }, (_, i) =>
      box((i % 10) * 97 + 3, Math.floor(i / 10) * 57 + 1, 40, 30),
    );
    const index = buildSnapIndex(others, SLIDE);
    const startAt = performance.now();
    for (let i = 0; i < 1000; i++) snapMovingBox(index, box(i % 900, (i * 7) % 550, 60, 40), 1);
    // 1000 moves well within a frame budget each (16 ms); generous for a shared machine.
    expect(performance.now() - startAt).toBeLessThan(1000);
  });
});
