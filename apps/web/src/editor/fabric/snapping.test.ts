import { describe, expect, it } from 'vitest';
import { Rect } from 'fabric';
import { CANVAS, buildSnapIndex } from '../model';
import { boxOf, placeSnapped } from './snapping';

const rect = (left: number, top: number) =>
  new Rect({ left, top, width: 100, height: 60, originX: 'left', originY: 'top', strokeWidth: 0 });

/** Fabric's drag: it sets left/top and fires object:moving before refreshing the coordinates. */
function fabricDragTo(target: Rect, left: number, top: number) {
  target.setCoords();
  target.set({ left, top });
}

describe('placeSnapped', () => {
  const index = buildSnapIndex([boxOf(rect(40, 100))], CANVAS);

  it('snaps the place the pointer gives now, not the one of the move before', () => {
    const moving = rect(200, 300);
    fabricDragTo(moving, 120, 350); // an earlier move, far from any guide
    fabricDragTo(moving, 41, 400); // the last move: 1 px from the other's left edge
    const guides = placeSnapped(moving, 41, 400, index, 1);
    expect(moving.left).toBe(40);
    expect(boxOf(moving).left).toBe(40);
    expect(guides.some((g) => g.x1 === 40 && g.x2 === 40)).toBe(true);
  });

  it('places freely without an index (Alt held)', () => {
    const moving = rect(200, 300);
    fabricDragTo(moving, 41, 400);
    expect(placeSnapped(moving, 41, 400, null, 1)).toEqual([]);
    expect(moving.left).toBe(41);
  });

  it('lets go once the pointer is beyond the threshold', () => {
    const moving = rect(200, 300);
    placeSnapped(moving, 41, 400, index, 1);
    expect(placeSnapped(moving, 60, 400, index, 1)).toEqual([]);
    expect(moving.left).toBe(60);
  });
});
