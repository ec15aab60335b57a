import { describe, expect, it } from 'vitest';
import { parseSnapshot, stableStringify } from './snapshot';

describe('stableStringify', () => {
  it('gives the same string whatever the key order', () => {
    const a = [{ type: 'rect', left: 1, top: 2, metadata: { b: 1, a: [3, { y: 1, x: 2 }] } }];
    const b = [{ metadata: { a: [3, { x: 2, y: 1 }], b: 1 }, top: 2, left: 1, type: 'rect' }];
    expect(stableStringify(a)).toBe(stableStringify(b));
  });

  it('keeps array order and tells different states apart', () => {
    expect(stableStringify([1, 2])).not.toBe(stableStringify([2, 1]));
    expect(stableStringify([{ left: 1 }])).not.toBe(stableStringify([{ left: 2 }]));
  });

  it('drops undefined values as JSON does', () => {
    expect(stableStringify({ a: undefined, b: null })).toBe('{"b":null}');
    expect(stableStringify(undefined)).toBe('null');
  });

  it('round-trips through parseSnapshot', () => {
    const state = [{ type: 'circle', radius: 50, fill: '#007AFF' }];
    expect(parseSnapshot(stableStringify(state))).toEqual(state);
    expect(parseSnapshot('{"not":"an array"}')).toEqual([]);
  });
});
