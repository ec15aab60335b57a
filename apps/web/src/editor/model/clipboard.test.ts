import { describe, expect, it } from 'vitest';
import type { CanvasObject } from '@dsb/core';
import {
  copyObjects,
  cutObjects,
  emptyClipboard,
  isClipboardEmpty,
  pasteObjects,
} from './clipboard';

const rect = (left: number, extra: Record<string, unknown> = {}): CanvasObject => ({
  type: 'Rect',
  left,
  top: left * 2,
  width: 10,
  height: 10,
  ...extra,
});

describe('clipboard', () => {
  it('pastes nothing while empty', () => {
    expect(isClipboardEmpty(emptyClipboard)).toBe(true);
    expect(pasteObjects(emptyClipboard)).toEqual({ clipboard: emptyClipboard, objects: [] });
  });

  it('offsets each paste 20 px further', () => {
    let clipboard = copyObjects([rect(10), rect(100)]);
    const first = pasteObjects(clipboard);
    expect(first.objects.map((o) => [o.left, o.top])).toEqual([
      [30, 40],
      [120, 220],
    ]);
    clipboard = first.clipboard;
    const second = pasteObjects(clipboard);
    expect(second.objects.map((o) => [o.left, o.top])).toEqual([
      [50, 60],
      [140, 240],
    ]);
    expect(pasteObjects(second.clipboard).objects[0]).toMatchObject({ left: 70, top: 80 });
  });

  it('starts the offset over on a new copy', () => {
    const after = pasteObjects(pasteObjects(copyObjects([rect(10)])).clipboard).clipboard;
    expect(after.pasteCount).toBe(2);
    const fresh = copyObjects([rect(0)]);
    expect(pasteObjects(fresh).objects[0]).toMatchObject({ left: 20, top: 20 });
  });

  it('keeps copies apart from the canvas and from each other', () => {
    const source = rect(10, { metadata: { source: 'evidence', evidenceData: { _id: 'e1' } } });
    const clipboard = copyObjects([source]);
    (source.metadata as { source: string }).source = 'changed';
    const { objects } = pasteObjects(clipboard);
    expect(objects[0]!.metadata).toEqual({ source: 'evidence', evidenceData: { _id: 'e1' } });
    (objects[0]!.metadata as { source: string }).source = 'edited';
    expect(pasteObjects(clipboard).objects[0]!.metadata).toMatchObject({ source: 'evidence' });
    expect(clipboard.objects[0]).toMatchObject({ left: 10 });
  });

  it('moves lines by left and top only and leaves objects without a position alone', () => {
    const line = { type: 'Line', left: 50, top: 50, x1: -75, y1: 0, x2: 75, y2: 0 };
    expect(pasteObjects(copyObjects([line])).objects[0]).toEqual({ ...line, left: 70, top: 70 });
    const odd = { type: 'Path', path: [['M', 0, 0]] };
    expect(pasteObjects(copyObjects([odd])).objects[0]).toEqual(odd);
  });

  it('cuts: copies the selection and removes it from the canvas', () => {
    const objects = [rect(1), rect(2), rect(3)];
    const { clipboard, remaining } = cutObjects(objects, (_o, i) => i !== 1);
    expect(remaining).toEqual([rect(2)]);
    expect(clipboard.objects).toEqual([rect(1), rect(3)]);
    expect(pasteObjects(clipboard).objects.map((o) => o.left)).toEqual([21, 23]);
  });
});
