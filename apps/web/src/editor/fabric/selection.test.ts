import { describe, expect, it } from 'vitest';
import { Circle, Line, Rect } from 'fabric';
import { SHAPE_STYLE } from '../model';
import { applyStyleTo, describeSelection, sameSelection, specType } from './selection';

const rect = () => new Rect({ width: 10, height: 10, ...SHAPE_STYLE });
const line = () => new Line([0, 0, 100, 0], { stroke: '#007AFF', strokeWidth: 2 });

describe('selection summary', () => {
  it('uses the stored type names', () => {
    expect([specType(rect()), specType(new Circle({ radius: 5 })), specType(line())]).toEqual([
      'rect',
      'circle',
      'line',
    ]);
  });

  it('describes the selection for the sub-toolbar', () => {
    expect(describeSelection([])).toBeNull();
    const info = describeSelection([rect(), line()])!;
    expect(info).toMatchObject({ count: 2, kind: 'shape', isEvidence: false });
    expect(info.style).toMatchObject({ fill: '#007aff', strokeWidth: 2, opacity: 0.6 });
    expect(sameSelection(info, describeSelection([rect(), line()]))).toBe(true);
    expect(sameSelection(info, describeSelection([rect()]))).toBe(false);
  });

  it('notices an evidence chart', () => {
    const chart = rect();
    (chart as unknown as { metadata: unknown }).metadata = { isEvidence: true };
    expect(describeSelection([chart])!.isEvidence).toBe(true);
  });
});

describe('applyStyleTo', () => {
  it('changes only what fits each object', () => {
    const r = rect();
    const l = line();
    applyStyleTo([r, l], { fill: '#ff0000', opacity: 0.3, fontSize: 32 });
    expect(r.fill).toBe('#ff0000');
    expect(l.fill).not.toBe('#ff0000'); // lines have no fill
    expect([r.opacity, l.opacity]).toEqual([0.3, 0.3]);
    expect((r as unknown as { fontSize?: number }).fontSize).toBeUndefined();
  });

  it('removes a border with width 0 but never makes a line vanish', () => {
    const r = rect();
    const l = line();
    applyStyleTo([r, l], { strokeWidth: 0 });
    expect(r.strokeWidth).toBe(0);
    expect(l.strokeWidth).toBe(1);
  });

  it('gives a border colour to an object that had none', () => {
    const r = new Rect({ width: 10, height: 10, stroke: null });
    applyStyleTo([r], { strokeWidth: 4 });
    expect(r).toMatchObject({ strokeWidth: 4, stroke: SHAPE_STYLE.stroke });
  });
});
