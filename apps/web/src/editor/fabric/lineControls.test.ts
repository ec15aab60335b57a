import { describe, expect, it } from 'vitest';
import { Line, type Transform, type TPointerEvent } from 'fabric';
import { newShapeOptions } from '../model';
import { attachLineControls, sceneEnd } from './lineControls';

function specLine() {
  const { x1, y1, x2, y2, ...rest } = newShapeOptions('line') as Record<string, number>;
  const line = new Line([x1!, y1!, x2!, y2!], rest);
  attachLineControls(line);
  return line;
}

const drag = (line: Line, control: 'p1' | 'p2', x: number, y: number) =>
  line.controls[control]!.actionHandler(
    {} as TPointerEvent,
    { target: line } as unknown as Transform,
    x,
    y,
  );

describe('line end handles', () => {
  it('puts the new line from 50,50 to 200,50 with two end handles only', () => {
    const line = specLine();
    expect(Object.keys(line.controls)).toEqual(['p1', 'p2']);
    expect(sceneEnd(line, 1)).toMatchObject({ x: 50, y: 50 });
    expect(sceneEnd(line, 2)).toMatchObject({ x: 200, y: 50 });
  });

  it('moves one end and keeps the other', () => {
    const line = specLine();
    expect(drag(line, 'p2', 120, 180)).toBe(true);
    expect(sceneEnd(line, 1)).toMatchObject({ x: 50, y: 50 });
    expect(sceneEnd(line, 2)).toMatchObject({ x: 120, y: 180 });
    drag(line, 'p1', 10, 300);
    expect(sceneEnd(line, 1)).toMatchObject({ x: 10, y: 300 });
    expect(sceneEnd(line, 2)).toMatchObject({ x: 120, y: 180 });
  });

  it('folds a scale into the end points', () => {
    const line = specLine();
    line.set({ scaleX: 2 });
    const far = sceneEnd(line, 2);
    drag(line, 'p1', 50, 100);
    expect(line.scaleX).toBe(1);
    expect(sceneEnd(line, 2).x).toBeCloseTo(far.x);
    expect(sceneEnd(line, 1)).toMatchObject({ x: 50, y: 100 });
  });
});
