import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Canvas } from 'fabric';
import type { CanvasObject } from '@dsb/core';
import { ChangeTracker, WRITE_DELAY_MS } from './changes';

/** Just what serializeCanvas reads from a canvas. */
function fakeCanvas(objects: CanvasObject[]) {
  return {
    objects,
    canvas: {
      toObject: () => ({ objects: structuredClone(objects) }),
      getObjects: () =>
        objects.map((_, i) => ({ excludeFromExport: false, oid: `o${i}`, set: () => {} })),
    } as unknown as Canvas,
  };
}

const rect = (left: number): CanvasObject => ({ type: 'rect', left, top: 0 });

let scene: ReturnType<typeof fakeCanvas>;
let loading: boolean;
let writes: Array<{ slideId: string; objects: CanvasObject[] }>;
let tracker: ChangeTracker;

beforeEach(() => {
  vi.useFakeTimers();
  scene = fakeCanvas([rect(0)]);
  loading = false;
  writes = [];
  tracker = new ChangeTracker(
    { canvas: () => scene.canvas, slideId: () => 'slide-1-0', loading: () => loading },
    (slideId, objects) => writes.push({ slideId, objects }),
    () => {},
  );
  tracker.reset(scene.canvas);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChangeTracker', () => {
  it('makes one undo step of the events of one change, and writes it 300 ms later', async () => {
    scene.objects.push(rect(10), rect(20));
    tracker.changed();
    tracker.changed();
    await Promise.resolve();
    expect(tracker.history.canUndo).toBe(true);
    expect(tracker.history.undo()).not.toBeNull();
    expect(tracker.history.canUndo).toBe(false); // one step only
    expect(writes).toHaveLength(0);
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.objects.map((o) => o.left)).toEqual([0, 10, 20]);
  });

  it('writes at once on flush, and only when something changed', () => {
    tracker.flush();
    expect(writes).toHaveLength(0);
    scene.objects[0] = rect(5);
    tracker.changed();
    tracker.flush();
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(writes).toHaveLength(1);
  });

  it('ignores events while a slide or an undo step is loading', async () => {
    loading = true;
    scene.objects.push(rect(1));
    tracker.changed();
    await Promise.resolve();
    expect(tracker.history.canUndo).toBe(false);
  });

  it('drops pending work on discard', async () => {
    scene.objects.push(rect(1));
    tracker.capture();
    tracker.discard();
    vi.advanceTimersByTime(WRITE_DELAY_MS * 2);
    expect(writes).toHaveLength(0);
  });

  it('does not make a step of a state equal to the present', () => {
    tracker.capture();
    expect(tracker.history.canUndo).toBe(false);
  });
});
