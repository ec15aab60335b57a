import { describe, expect, it, vi } from 'vitest';
import { History } from './history';

const snap = (n: number) => JSON.stringify({ objects: [{ type: 'rect', left: n }] });

describe('History', () => {
  it('undoes and redoes snapshots in order', () => {
    const history = new History(snap(0));
    expect(history.canUndo).toBe(false);
    expect(history.record(snap(1))).toBe(true);
    history.record(snap(2));
    expect(history.undo()).toBe(snap(1));
    expect(history.undo()).toBe(snap(0));
    expect(history.undo()).toBeNull();
    expect(history.present).toBe(snap(0));
    expect(history.canRedo).toBe(true);
    expect(history.redo()).toBe(snap(1));
    expect(history.redo()).toBe(snap(2));
    expect(history.redo()).toBeNull();
    expect(history.canRedo).toBe(false);
  });

  it('clears redo on a new change', () => {
    const history = new History(snap(0));
    history.record(snap(1));
    history.undo();
    history.record(snap(5));
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe(snap(0));
  });

  it('keeps at most 50 undo steps, dropping the oldest', () => {
    const history = new History(snap(0));
    for (let i = 1; i <= 60; i += 1) history.record(snap(i));
    let steps = 0;
    let last: string | null = null;
    for (let s = history.undo(); s !== null; s = history.undo()) {
      steps += 1;
      last = s;
    }
    expect(steps).toBe(50);
    expect(last).toBe(snap(10));
  });

  it('honours a smaller limit', () => {
    const history = new History(snap(0), 2);
    for (let i = 1; i <= 5; i += 1) history.record(snap(i));
    expect(history.undo()).toBe(snap(4));
    expect(history.undo()).toBe(snap(3));
    expect(history.canUndo).toBe(false);
  });

  it('ignores a snapshot equal to the present', () => {
    const history = new History(snap(0));
    expect(history.record(snap(0))).toBe(false);
    expect(history.canUndo).toBe(false);
  });

  it('does not make an undo step of changes recorded without capture', () => {
    const history = new History(snap(0));
    history.record(snap(1));
    history.undo();
    expect(history.record(snap(9), { capture: false })).toBe(false);
    expect(history.present).toBe(snap(9));
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(true);
    history.record(snap(2));
    expect(history.undo()).toBe(snap(9));
  });

  it('does not capture while paused, and pauses nest', () => {
    const history = new History(snap(0));
    const resumeA = history.pauseCapture();
    const resumeB = history.pauseCapture();
    history.record(snap(1));
    resumeA();
    resumeA();
    expect(history.capturing).toBe(false);
    history.record(snap(2));
    resumeB();
    expect(history.capturing).toBe(true);
    expect(history.canUndo).toBe(false);
    expect(history.present).toBe(snap(2));
    history.record(snap(3));
    expect(history.undo()).toBe(snap(2));
  });

  it('starts over on reset and records the first snapshot without a step', () => {
    const history = new History();
    expect(history.record(snap(1))).toBe(false);
    expect(history.present).toBe(snap(1));
    history.record(snap(2));
    history.record(snap(3));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.reset(snap(7));
    expect(history.present).toBe(snap(7));
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
  });

  it('tells subscribers when undo or redo availability may change', () => {
    const history = new History(snap(0));
    const listener = vi.fn();
    const unsubscribe = history.subscribe(listener);
    history.record(snap(1));
    expect(listener).toHaveBeenLastCalledWith({ canUndo: true, canRedo: false });
    history.undo();
    expect(listener).toHaveBeenLastCalledWith({ canUndo: false, canRedo: true });
    unsubscribe();
    history.redo();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
