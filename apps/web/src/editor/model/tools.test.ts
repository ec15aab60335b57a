import { describe, expect, it } from 'vitest';
import {
  activeBrush,
  brushColor,
  drawReducer,
  eraserTarget,
  initialDrawState,
  isDrawingMode,
  leaveDrawTab,
  selectTool,
  setColor,
  setTransparency,
  setWeight,
} from './tools';

describe('draw tools', () => {
  it('start on select with drawing off', () => {
    expect(initialDrawState.tool).toBe('select');
    expect(isDrawingMode(initialDrawState)).toBe(false);
    expect(activeBrush(initialDrawState)).toBeNull();
  });

  it('draw with the pen, marker and highlighter and their defaults', () => {
    const pen = selectTool(initialDrawState, 'pen');
    expect(isDrawingMode(pen)).toBe(true);
    expect(activeBrush(pen)).toEqual({ color: '#0066FF', weight: 2, transparency: 0 });
    const marker = selectTool(pen, 'marker');
    expect(activeBrush(marker)).toEqual({ color: '#FF0000', weight: 5, transparency: 0 });
    const highlighter = selectTool(marker, 'highlighter');
    expect(activeBrush(highlighter)).toEqual({ color: '#FFFF00', weight: 10, transparency: 50 });
  });

  it('turn drawing off for the eraser and select', () => {
    const eraser = selectTool(selectTool(initialDrawState, 'pen'), 'eraser');
    expect(isDrawingMode(eraser)).toBe(false);
    expect(activeBrush(eraser)).toBeNull();
    expect(isDrawingMode(selectTool(eraser, 'select'))).toBe(false);
  });

  it('return the same state when nothing changes', () => {
    const pen = selectTool(initialDrawState, 'pen');
    expect(selectTool(pen, 'pen')).toBe(pen);
    expect(setWeight(pen, 2)).toBe(pen);
    expect(setColor(initialDrawState, '#123456')).toBe(initialDrawState);
    expect(setWeight(selectTool(initialDrawState, 'eraser'), 9).brushes).toBe(
      initialDrawState.brushes,
    );
  });

  it('clamp the weight to 1-20 and the transparency to 0-100', () => {
    const pen = selectTool(initialDrawState, 'pen');
    expect(activeBrush(setWeight(pen, 0))?.weight).toBe(1);
    expect(activeBrush(setWeight(pen, 35))?.weight).toBe(20);
    expect(activeBrush(setWeight(pen, 7.6))?.weight).toBe(8);
    expect(activeBrush(setTransparency(pen, -5))?.transparency).toBe(0);
    expect(activeBrush(setTransparency(pen, 101))?.transparency).toBe(100);
    expect(activeBrush(setTransparency(pen, 30))?.transparency).toBe(30);
  });

  it('keep each brush its own settings', () => {
    let state = selectTool(initialDrawState, 'pen');
    state = setColor(setWeight(state, 12), '#00AA00');
    state = selectTool(state, 'marker');
    expect(activeBrush(state)?.weight).toBe(5);
    state = selectTool(state, 'pen');
    expect(activeBrush(state)).toEqual({ color: '#00AA00', weight: 12, transparency: 0 });
    expect(initialDrawState.brushes.pen.weight).toBe(2);
  });

  it('turn drawing off when leaving the Draw tab, keeping the settings', () => {
    const drawing = setWeight(selectTool(initialDrawState, 'highlighter'), 15);
    const left = leaveDrawTab(drawing);
    expect(left.tool).toBe('select');
    expect(isDrawingMode(left)).toBe(false);
    expect(left.brushes.highlighter.weight).toBe(15);
    expect(leaveDrawTab(initialDrawState)).toBe(initialDrawState);
  });

  it('run through one reducer', () => {
    let state = drawReducer(initialDrawState, { type: 'selectTool', tool: 'marker' });
    state = drawReducer(state, { type: 'setColor', color: '#000000' });
    state = drawReducer(state, { type: 'setWeight', weight: 40 });
    state = drawReducer(state, { type: 'setTransparency', transparency: 25 });
    expect(activeBrush(state)).toEqual({ color: '#000000', weight: 20, transparency: 25 });
    expect(drawReducer(state, { type: 'leaveDrawTab' }).tool).toBe('select');
  });
});

describe('brushColor', () => {
  it('turns transparency into alpha', () => {
    expect(brushColor({ color: '#FFFF00', weight: 10, transparency: 50 })).toBe(
      'rgba(255, 255, 0, 0.5)',
    );
    expect(brushColor({ color: '#0066ff', weight: 2, transparency: 0 })).toBe(
      'rgba(0, 102, 255, 1)',
    );
    expect(brushColor({ color: '#f00', weight: 2, transparency: 100 })).toBe('rgba(255, 0, 0, 0)');
    expect(brushColor({ color: 'red', weight: 2, transparency: 50 })).toBe('red');
  });
});

describe('eraserTarget', () => {
  it('picks the topmost object under the pointer', () => {
    expect(eraserTarget([{ id: 'bottom' }, { id: 'middle' }, { id: 'top' }])).toBe('top');
    expect(eraserTarget([{ id: 'only' }])).toBe('only');
  });

  it('skips objects that are not erasable and answers null when none is left', () => {
    expect(eraserTarget([{ id: 'a' }, { id: 'frame', erasable: false }])).toBe('a');
    expect(eraserTarget([{ id: 'frame', erasable: false }])).toBeNull();
    expect(eraserTarget([])).toBeNull();
  });
});
