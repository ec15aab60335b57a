import { describe, expect, it } from 'vitest';
import { toHexColor, toolbarKind, toolbarStyle } from './toolbar';

const sel = (...types: string[]) => types.map((type) => ({ type }));

describe('toolbarKind', () => {
  it('is none without a selection', () => {
    expect(toolbarKind([])).toBe('none');
  });

  it('names the kind of a uniform selection', () => {
    expect(toolbarKind(sel('i-text'))).toBe('text');
    expect(toolbarKind(sel('textbox', 'text'))).toBe('text');
    expect(toolbarKind(sel('rect', 'circle', 'triangle'))).toBe('shape');
    expect(toolbarKind(sel('line'))).toBe('line');
    expect(toolbarKind(sel('image'))).toBe('image');
    expect(toolbarKind(sel('path', 'path'))).toBe('path');
  });

  it('treats shapes with lines as shapes and anything else mixed as mixed', () => {
    expect(toolbarKind(sel('rect', 'line'))).toBe('shape');
    expect(toolbarKind(sel('rect', 'i-text'))).toBe('mixed');
    expect(toolbarKind(sel('group'))).toBe('mixed');
  });
});

describe('toolbarStyle', () => {
  it('falls back to the default shape style when the selection has none', () => {
    expect(toolbarStyle({})).toEqual({
      fill: '#007AFF',
      stroke: '#007AFF',
      strokeWidth: 0,
      opacity: 0.6,
      fontSize: 14,
      bold: false,
    });
  });

  it('reads the object style', () => {
    const style = toolbarStyle({
      fill: 'rgb(0,0,0)',
      stroke: '#f00',
      strokeWidth: 5,
      opacity: 0.3,
      fontSize: 23,
      fontWeight: 'bold',
    });
    expect(style).toEqual({
      fill: '#000000',
      stroke: '#ff0000',
      strokeWidth: 5,
      opacity: 0.3,
      fontSize: 24,
      bold: true,
    });
  });

  it('shows a missing border as width 0', () => {
    expect(toolbarStyle({ stroke: null, strokeWidth: 1 }).strokeWidth).toBe(0);
  });
});

describe('toHexColor', () => {
  it('normalizes the spellings Fabric and the pickers use', () => {
    expect(toHexColor('#ABC', '#000000')).toBe('#aabbcc');
    expect(toHexColor('#007AFF', '#000000')).toBe('#007aff');
    expect(toHexColor('rgba(255, 255, 0, 0.5)', '#000000')).toBe('#ffff00');
    expect(toHexColor('black', '#123456')).toBe('#000000');
  });

  it('uses the fallback for what it cannot show', () => {
    expect(toHexColor(null, '#123456')).toBe('#123456');
    expect(toHexColor('transparent', '#123456')).toBe('#123456');
    expect(toHexColor({ type: 'linear' }, '#123456')).toBe('#123456');
  });
});
