import { describe, expect, it } from 'vitest';
import type { CanvasObject } from '@dsb/core';
import { planRemoteChanges } from './remoteChanges';

const rect = (oid: string, extra: Record<string, unknown> = {}): CanvasObject => ({
  type: 'rect',
  oid,
  left: 10,
  top: 20,
  width: 100,
  height: 50,
  fill: '#1c7ed6',
  ...extra,
});

describe('planRemoteChanges', () => {
  it('sets only the properties someone else changed', () => {
    const known = [rect('a'), rect('b')];
    const next = [rect('a', { left: 200 }), rect('b')];
    const plan = planRemoteChanges(['a', 'b'], known, next);
    expect(plan.update).toEqual([{ oid: 'a', props: { left: 200 } }]);
    expect(plan.add).toEqual([]);
    expect(plan.remove).toEqual([]);
    expect(plan.order).toEqual(['a', 'b']);
  });

  it('removes what others deleted and adds what they added, in the document’s order', () => {
    const known = [rect('a'), rect('b')];
    const next = [rect('c'), rect('a')];
    const plan = planRemoteChanges(['a', 'b'], known, next);
    expect(plan.remove).toEqual(['b']);
    expect(plan.add.map((o) => o.oid)).toEqual(['c']);
    expect(plan.order).toEqual(['c', 'a']);
  });

  it('leaves this pupil’s unwritten additions and deletions alone', () => {
    const known = [rect('a'), rect('gone-here')];
    const next = [rect('a', { top: 99 }), rect('gone-here')];
    // 'mine' was added here and not written yet; 'gone-here' was deleted here, not written yet.
    const plan = planRemoteChanges(['a', 'mine'], known, next);
    expect(plan.remove).toEqual([]);
    expect(plan.add).toEqual([]);
    expect(plan.update).toEqual([{ oid: 'a', props: { top: 99 } }]);
  });

  it('sets a property put back to its default (left out of the stored object)', () => {
    const known = [rect('a', { opacity: 0.5 })];
    const next = [rect('a')];
    expect(planRemoteChanges(['a'], known, next).update).toEqual([
      { oid: 'a', props: { opacity: 1 } },
    ]);
  });

  it('loads an object again when its kind or picture changed', () => {
    const known = [{ type: 'image', oid: 'i', src: '/files/a.png', left: 0, top: 0 }];
    const next = [{ type: 'image', oid: 'i', src: '/files/b.png', left: 0, top: 0 }];
    const plan = planRemoteChanges(['i'], known, next);
    expect(plan.replace.map((o) => o.src)).toEqual(['/files/b.png']);
    expect(plan.update).toEqual([]);
  });

  it('has nothing to do when nothing changed', () => {
    const known = [rect('a')];
    const plan = planRemoteChanges(['a'], known, [rect('a')]);
    expect(plan).toEqual({ remove: [], update: [], replace: [], add: [], order: ['a'] });
  });
});
