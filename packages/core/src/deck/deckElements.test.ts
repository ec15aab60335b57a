import { describe, expect, it } from 'vitest';
import { expandCanvasObject } from '../canvasState';
import { base, image } from '../test/canvasObjects';
import { deckColorOf } from './deckColor';
import { cropOf, planSlideElements, type DeckShape, type DeckTextBox } from './deckElements';

const noAlt = () => '';
const heading = (extra: Record<string, unknown> = {}) =>
  base('textbox', {
    text: 'Sea levels are rising',
    left: 20,
    top: 40,
    width: 335,
    height: 31.6,
    fill: '#1a1b1e',
    fontFamily: 'Arial',
    fontSize: 24,
    fontWeight: 'bold',
    fontStyle: 'normal',
    lineHeight: 1.16,
    textAlign: 'center',
    underline: false,
    linethrough: false,
    ...extra,
  });

describe('planSlideElements: text', () => {
  it('keeps a heading as a text box at its place, in its font, size and colour', () => {
    const [text] = planSlideElements([heading()], noAlt) as DeckTextBox[];
    // Fabric's box is width + stroke width 1 from (20, 40): centre (188, 56.3), text width 335.
    expect(text).toEqual({
      kind: 'text',
      text: 'Sea levels are rising',
      x: 0.205,
      y: 0.405,
      w: 3.35,
      h: 0.316,
      fontFace: 'Arial',
      fontSize: 17.3,
      bold: true,
      italic: false,
      underline: false,
      strike: false,
      color: '1A1B1E',
      transparency: 0,
      align: 'center',
      rtl: false,
      lineSpacingMultiple: 1.14,
      rotate: 0,
    });
  });

  it('reads styles, scale, opacity, the first family of a list and a centred origin', () => {
    const [text] = planSlideElements(
      [
        heading({
          fontFamily: '"Noto Sans", sans-serif',
          fontWeight: 700,
          fontStyle: 'italic',
          underline: true,
          linethrough: true,
          textAlign: 'justify-left',
          fill: 'rgba(255, 0, 0, 0.5)',
          scaleX: 2,
          scaleY: 2,
          strokeWidth: 0,
          originX: 'center',
          originY: 'center',
          left: 187.5,
          top: 300,
          width: 100,
          height: 20,
        }),
      ],
      noAlt,
    ) as DeckTextBox[];
    expect(text).toMatchObject({
      fontFace: 'Noto Sans',
      fontSize: 34.6,
      bold: true,
      italic: true,
      underline: true,
      strike: true,
      align: 'justify',
      color: 'FF0000',
      transparency: 50,
      x: 0.875,
      y: 2.8,
      w: 2,
      h: 0.4,
    });
  });

  it('aligns right-to-left text from its start, the right, and marks it', () => {
    const arabic = { text: 'ارتفع البحر', textAlign: 'left' };
    const [start, end] = planSlideElements(
      [heading(arabic), heading({ ...arabic, textAlign: 'right' })],
      noAlt,
    ) as DeckTextBox[];
    expect(start).toMatchObject({ rtl: true, align: 'right' });
    expect(end).toMatchObject({ rtl: true, align: 'left' });
  });

  it('turns a rotated text box about its centre, as Fabric does about its corner', () => {
    // Width 99 + stroke 1 = 100, height 19 + 1 = 20, turned 90 degrees about (100, 100):
    // the centre moves from (150, 110) to (90, 150).
    const [text] = planSlideElements(
      [heading({ left: 100, top: 100, width: 99, height: 19, angle: 90 })],
      noAlt,
    ) as DeckTextBox[];
    expect(text).toMatchObject({ rotate: 90, w: 0.99, h: 0.19 });
    expect(text!.x + text!.w / 2).toBeCloseTo(0.9, 4);
    expect(text!.y + text!.h / 2).toBeCloseTo(1.5, 4);
  });

  it('leaves out empty and hidden text', () => {
    expect(
      planSlideElements([heading({ text: '  ' }), heading({ visible: false })], noAlt),
    ).toEqual([]);
  });
});

describe('planSlideElements: shapes', () => {
  const shapeStyle = { fill: '#007AFF', stroke: '#007AFF', strokeWidth: 2, opacity: 0.6 };

  it('keeps rectangles, circles and triangles as shapes with fill, outline and opacity', () => {
    const shapes = planSlideElements(
      [
        base('rect', { ...shapeStyle, left: 100, top: 100, width: 100, height: 100 }),
        base('circle', { ...shapeStyle, left: 100, top: 100, radius: 50, width: 100, height: 100 }),
        base('triangle', { ...shapeStyle, left: 0, top: 0, width: 98, height: 48, flipY: true }),
      ],
      noAlt,
    ) as DeckShape[];
    expect(shapes.map((shape) => shape.shape)).toEqual(['rect', 'ellipse', 'triangle']);
    // The outline is centred on the edge: the 102 px box from (100, 100) has its edge at 101.
    expect(shapes[0]).toEqual({
      kind: 'shape',
      shape: 'rect',
      x: 1.01,
      y: 1.01,
      w: 1,
      h: 1,
      fill: { color: '007AFF', transparency: 40 },
      line: { color: '007AFF', transparency: 40, width: 1.44, dashed: false },
      rotate: 0,
      flipH: false,
      flipV: false,
    });
    expect(shapes[2]).toMatchObject({ x: 0.01, y: 0.01, w: 0.98, h: 0.48, flipV: true });
  });

  it('gives a shape without stroke or fill none of either', () => {
    const [shape] = planSlideElements(
      [base('rect', { fill: 'transparent', stroke: null, strokeDashArray: [5, 5] })],
      noAlt,
    ) as DeckShape[];
    expect(shape).toMatchObject({ fill: null, line: null });
  });

  it('draws a line between its end points, mirrored when it climbs', () => {
    const line = (x1: number, y1: number, x2: number, y2: number) =>
      base('line', {
        stroke: '#007AFF',
        strokeWidth: 2,
        strokeDashArray: [4, 2],
        fill: null,
        x1,
        y1,
        x2,
        y2,
        left: Math.min(x1, x2),
        top: Math.min(y1, y2),
        width: Math.abs(x2 - x1),
        height: Math.abs(y2 - y1),
      });
    const [flat, falling, climbing] = planSlideElements(
      [line(50, 50, 200, 50), line(0, 0, 100, 100), line(0, 100, 100, 0)],
      noAlt,
    ) as DeckShape[];
    expect(flat).toMatchObject({ shape: 'line', x: 0.51, y: 0.51, w: 1.5, h: 0, flipH: false });
    expect(flat!.line).toEqual({ color: '007AFF', transparency: 0, width: 1.44, dashed: true });
    expect(falling).toMatchObject({ x: 0.01, y: 0.01, w: 1, h: 1, flipH: false });
    expect(climbing).toMatchObject({ x: 0.01, y: 0.01, w: 1, h: 1, flipH: true });
    // A line without a stroke draws nothing, so it is left out.
    expect(planSlideElements([{ ...line(0, 0, 9, 9), stroke: null }], noAlt)).toEqual([]);
  });
});

describe('planSlideElements: pictures', () => {
  it('makes images, drawings and unreadable objects pictures of themselves, in stacking order', () => {
    const objects = [
      image('image', { left: 10, top: 20, width: 200, height: 100 }),
      heading(),
      base('path', { path: [['M', 0, 0]], left: 5, top: 5, width: 50, height: 40 }),
      base('rect', { fill: { type: 'linear', colorStops: [] } }),
      base('rect', { skewX: 10 }),
    ];
    const plan = planSlideElements(objects, (object) =>
      object === objects[0] ? 'CO2 by year' : '',
    );
    expect(plan.map((element) => element.kind)).toEqual([
      'picture',
      'text',
      'picture',
      'picture',
      'picture',
    ]);
    expect(plan[0]).toEqual({
      kind: 'picture',
      objectIndex: 0,
      crop: { left: 10, top: 20, width: 200, height: 100 },
      x: 0.1,
      y: 0.2,
      w: 2,
      h: 1,
      altText: 'CO2 by year',
    });
    expect(plan[2]).toMatchObject({ objectIndex: 2, altText: '' });
  });

  it('cuts a picture to its turned bounds on the slide, and skips one off the slide', () => {
    const turned = expandCanvasObject(
      image('image', { originX: 'center', originY: 'center', left: 100, top: 100, angle: 90 }),
    );
    expect(cropOf(turned)).toEqual({ left: 60, top: 50, width: 80, height: 100 });
    expect(cropOf(image('image', { left: 300, top: 600 }))).toEqual({
      left: 300,
      top: 600,
      width: 75,
      height: 67,
    });
    expect(planSlideElements([image('image', { left: 400 })], noAlt)).toEqual([]);
  });
});

describe('deckColorOf', () => {
  it('reads the colour spellings the canvas stores', () => {
    expect(deckColorOf('#abc')).toEqual({ color: 'AABBCC', transparency: 0 });
    expect(deckColorOf('#FF000080')).toEqual({ color: 'FF0000', transparency: 50 });
    expect(deckColorOf('rgb(0,0,0)', 0.25)).toEqual({ color: '000000', transparency: 75 });
    expect(deckColorOf('white')).toEqual({ color: 'FFFFFF', transparency: 0 });
    expect(deckColorOf('transparent')).toBe('none');
    expect(deckColorOf(null)).toBe('none');
    expect(deckColorOf('rgba(1,2,3,0)')).toBe('none');
    expect(deckColorOf('hsl(0, 100%, 50%)')).toBeNull();
    expect(deckColorOf({ type: 'linear' })).toBeNull();
  });
});
