import { describe, expect, it } from 'vitest';
import { alignMoves, distributeMoves } from './align';
import { createDefaultRegistry } from './defaultActions';
import { fakeContext } from './fakeContext';

const slide = { width: 375, height: 667 };
const a = { left: 40, top: 100, width: 100, height: 60 };
const b = { left: 200, top: 300, width: 80, height: 40 };
const c = { left: 120, top: 500, width: 20, height: 20 };

describe('alignMoves', () => {
  it('lines several objects up on their joint bounds', () => {
    expect(alignMoves([a, b, c], 'left', slide).map((m) => m.dx)).toEqual([0, -160, -80]);
    expect(alignMoves([a, b, c], 'right', slide).map((m) => m.dx)).toEqual([140, 0, 140]);
    // Joint bounds 40..280: centre 160.
    expect(alignMoves([a, b, c], 'centre', slide).map((m) => m.dx)).toEqual([70, -80, 30]);
    expect(alignMoves([a, b, c], 'top', slide).map((m) => m.dy)).toEqual([0, -200, -400]);
    expect(alignMoves([a, b, c], 'bottom', slide).map((m) => m.dy)).toEqual([360, 180, 0]);
    // Joint bounds 100..520: middle 310.
    expect(alignMoves([a, b, c], 'middle', slide).map((m) => m.dy)).toEqual([180, -10, -200]);
    expect(alignMoves([a, b], 'left', slide).every((m) => m.dy === 0)).toBe(true);
  });

  it('lines one object up on the slide', () => {
    expect(alignMoves([b], 'centre', slide)).toEqual([{ dx: 187.5 - 240, dy: 0 }]);
    expect(alignMoves([b], 'right', slide)).toEqual([{ dx: 375 - 280, dy: 0 }]);
    expect(alignMoves([b], 'bottom', slide)).toEqual([{ dx: 0, dy: 667 - 340 }]);
    expect(alignMoves([], 'left', slide)).toEqual([]);
  });
});

describe('distributeMoves', () => {
  it('makes equal gaps between the first and the last, in any selection order', () => {
    // Horizontally a 40..140, c 120..140, b 200..280: sizes 200 in a span of 240, gaps of 20.
    const moves = distributeMoves([b, a, c], 'horizontal');
    expect(moves).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
      { dx: 40, dy: 0 },
    ]);
    const placed = [b, a, c].map((box, i) => box.left + moves[i]!.dx);
    expect(placed).toEqual([200, 40, 160]); // c now 160..180: gaps 140→160 and 180→200
  });

  it('spaces vertically', () => {
    // a 100..160, b 300..340, c 500..520: sizes 120 in a span of 420, gaps of 150.
    expect(distributeMoves([a, b, c], 'vertical').map((m) => m.dy)).toEqual([0, 10, 0]);
  });

  it('leaves fewer than three objects alone', () => {
    expect(distributeMoves([a, b], 'horizontal')).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
    ]);
  });
});

describe('align actions', () => {
  it('move each selected object, one undo step, and say so', async () => {
    const selection = [{ type: 'rect' }, { type: 'rect' }, { type: 'rect' }];
    const ctx = fakeContext({ selection, boxes: [a, b, c] });
    const registry = createDefaultRegistry();
    await registry.run('alignLeft', ctx);
    expect(ctx.boxes.map((box) => box.left)).toEqual([40, 40, 40]);
    expect(ctx.calls).toContain('captureHistory');
    expect(ctx.announced.at(-1)).toContain('Align left');
    await registry.run('distributeVertical', ctx);
    expect(ctx.boxes.map((box) => box.top)).toEqual([100, 310, 500]);
  });

  it('distribute needs three objects', () => {
    const ctx = fakeContext({ selection: [{ type: 'rect' }, { type: 'rect' }], boxes: [a, b] });
    expect(createDefaultRegistry().isEnabled('distributeHorizontal', ctx)).toBe(false);
  });
});

describe('lock', () => {
  it('locks, then unlocks when every selected object is locked; locked ones are not deleted', async () => {
    const ctx = fakeContext({ selection: [{ type: 'rect', name: 'Rectangle' }] });
    const registry = createDefaultRegistry();
    await registry.run('toggleLock', ctx);
    expect(ctx.calls).toEqual(['setLocked:[true]', 'captureHistory']);
    expect(registry.isEnabled('deleteSelection', ctx)).toBe(false);
    expect(ctx.announced.at(-1)).toContain('locked');
    await registry.run('toggleLock', ctx);
    expect(ctx.calls.at(-2)).toBe('setLocked:[false]');
    expect(registry.isEnabled('deleteSelection', ctx)).toBe(true);
  });
});
