import { describe, expect, it } from 'vitest';
import {
  CANVAS_TYPES,
  DataUrlImageError,
  assertNoDataUrlImages,
  canvasDefaultsFor,
  compactCanvasObject,
  compactCanvasState,
  expandCanvasObject,
  expandCanvasState,
  findDataUrlImage,
  normalizeCanvasType,
} from './canvasState';
import type { CanvasObject } from './story';
import { STORY_MESSAGES } from './story';
import {
  base,
  defaultObjects,
  image,
  imageMetadata,
  nonDefaultObjects,
} from './test/canvasObjects';

describe('compaction round trip', () => {
  const cases = { ...defaultObjects() };
  const nonDefault = nonDefaultObjects();

  it('covers every stored type in both spellings', () => {
    expect(Object.keys(cases).sort()).toEqual(
      [...Object.keys(CANVAS_TYPES), ...Object.values(CANVAS_TYPES)].sort(),
    );
  });

  for (const [name, object] of Object.entries(cases)) {
    it(`loses nothing for ${name} with defaults`, () => {
      const compact = compactCanvasObject(object);
      expect(Object.keys(compact).length).toBeLessThan(Object.keys(object).length);
      expect(expandCanvasObject(compact)).toEqual(object);
      // Through JSON too, as it is stored.
      expect(expandCanvasObject(JSON.parse(JSON.stringify(compact)))).toEqual(object);
    });

    it(`loses nothing for ${name} with non-default values`, () => {
      const changed = nonDefault[name]!;
      const compact = compactCanvasObject(changed);
      expect(compact).toEqual(changed);
      expect(expandCanvasObject(compact)).toEqual(changed);
    });
  }

  it('omits exactly the defaults of a text object', () => {
    const compact = compactCanvasObject(cases['i-text']!);
    for (const key of ['fill', 'stroke', 'strokeWidth', 'opacity', 'scaleX', 'fontFamily']) {
      expect(compact).not.toHaveProperty(key);
    }
    for (const key of ['text', 'left', 'top', 'charSpacing', 'styles', 'shadow', 'version']) {
      expect(compact).toHaveProperty(key);
    }
  });

  it('keeps the image metadata fields intact', () => {
    const compact = compactCanvasObject(cases['Image']!);
    expect(compact.metadata).toEqual(imageMetadata);
    expect(compact).not.toHaveProperty('strokeWidth');
    expect(compact.src).toBe('/files/images/chart.png');
  });

  it('treats strokeWidth 1 as a value to keep on images (their default is 0)', () => {
    const bordered = image('image', { strokeWidth: 1, stroke: '#333' });
    expect(compactCanvasObject(bordered)).toMatchObject({ strokeWidth: 1, stroke: '#333' });
    expect(expandCanvasObject(compactCanvasObject(bordered))).toEqual(bordered);
  });

  it('keeps other spellings of black as written', () => {
    for (const black of ['#000000', '#000', 'black', 'rgb(0, 0, 0)', 'rgba(0,0,0,1)']) {
      const rect = base('rect', { fill: black, stroke: black });
      expect(compactCanvasObject(rect)).toMatchObject({ fill: black, stroke: black });
    }
    expect(compactCanvasObject(base('rect'))).not.toHaveProperty('fill');
  });

  it('keeps a black stroke and omits no stroke (null)', () => {
    expect(compactCanvasObject(base('rect', { stroke: 'rgb(0,0,0)' }))).toHaveProperty(
      'stroke',
      'rgb(0,0,0)',
    );
    expect(compactCanvasObject(base('rect', { stroke: null }))).not.toHaveProperty('stroke');
  });

  it('keeps -0 apart from 0 and values of another type apart from defaults', () => {
    const odd = base('rect', { angle: -0, opacity: '1', scaleX: true, flipX: 0, fill: '' });
    const compact = compactCanvasObject(odd);
    expect(compact).toMatchObject({ opacity: '1', scaleX: true, flipX: 0, fill: '' });
    expect(Object.is(compact.angle, -0)).toBe(true);
    expect(expandCanvasObject(compact)).toEqual(odd);
  });

  it('does not add defaults that do not apply to the type', () => {
    const rect = expandCanvasObject({ type: 'rect', left: 1 });
    expect(rect).not.toHaveProperty('fontFamily');
    expect(rect).toMatchObject({ fill: 'rgb(0,0,0)', stroke: null, strokeWidth: 1 });
    expect(expandCanvasObject({ type: 'Image' })).toMatchObject({ strokeWidth: 0 });
    expect(expandCanvasObject({ type: 'Image' })).not.toHaveProperty('fontSize');
    expect(expandCanvasObject({ type: 'Textbox' })).toMatchObject({
      fontFamily: 'Times New Roman',
      fontSize: 40,
      lineHeight: 1.16,
    });
  });

  it('fills a key missing from a hand-written object with the Fabric default', () => {
    const partial: CanvasObject = { type: 'circle', radius: 5, fill: 'red' };
    expect(expandCanvasObject(partial)).toEqual({ ...canvasDefaultsFor('circle'), ...partial });
  });

  it('is idempotent both ways', () => {
    const object = cases['Textbox']!;
    const compact = compactCanvasObject(object);
    expect(compactCanvasObject(compact)).toEqual(compact);
    expect(compactCanvasObject(expandCanvasObject(compact))).toEqual(compact);
    expect(expandCanvasObject(expandCanvasObject(compact))).toEqual(object);
  });

  it('leaves unknown types untouched and does not mutate its input', () => {
    const group = base('group', { objects: [base('rect')] });
    expect(compactCanvasObject(group)).toEqual(group);
    expect(expandCanvasObject({ type: 'ellipse' })).toEqual({ type: 'ellipse' });
    const rect = base('rect');
    const before = JSON.stringify(rect);
    compactCanvasObject(rect);
    expandCanvasObject(rect);
    expect(JSON.stringify(rect)).toBe(before);
  });

  it('round-trips a whole slide and makes it smaller', () => {
    const state = [...Object.values(defaultObjects()), ...Object.values(nonDefaultObjects())];
    const compact = compactCanvasState(state);
    expect(expandCanvasState(compact)).toEqual(state);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(state).length);
  });
});

describe('normalizeCanvasType', () => {
  it('maps Fabric 7 class names to the stored names and back', () => {
    for (const [spec, fabric] of Object.entries(CANVAS_TYPES)) {
      expect(normalizeCanvasType(fabric)).toBe(spec);
      expect(normalizeCanvasType(spec)).toBe(spec);
      expect(normalizeCanvasType(spec, 'fabric')).toBe(fabric);
      expect(normalizeCanvasType(fabric, 'fabric')).toBe(fabric);
    }
  });

  it("accepts Fabric's other spelling of IText and leaves unknown types alone", () => {
    expect(normalizeCanvasType('itext')).toBe('i-text');
    expect(normalizeCanvasType('itext', 'fabric')).toBe('IText');
    expect(normalizeCanvasType('Group')).toBe('Group');
    expect(normalizeCanvasType('ellipse', 'fabric')).toBe('ellipse');
  });
});

describe('data-URL images', () => {
  const ok = [image('image'), base('rect')];

  it('accepts uploaded images', () => {
    expect(findDataUrlImage(ok)).toBe(-1);
    expect(() => assertNoDataUrlImages(ok)).not.toThrow();
  });

  it('refuses an embedded src or one hidden in metadata', () => {
    const embedded = image('Image', { src: 'data:image/png;base64,iVBORw0KGgo=' });
    const inMetadata = image('image', {
      metadata: { ...imageMetadata, originalImage: 'data:image/jpeg;base64,/9j/4AAQ' },
    });
    expect(findDataUrlImage([...ok, embedded])).toBe(2);
    expect(findDataUrlImage([inMetadata])).toBe(0);
    try {
      assertNoDataUrlImages([...ok, inMetadata]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DataUrlImageError);
      expect((error as DataUrlImageError).message).toBe(STORY_MESSAGES.dataUrlImage);
      expect((error as DataUrlImageError).index).toBe(2);
    }
  });
});
