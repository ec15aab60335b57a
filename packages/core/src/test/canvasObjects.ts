import { CANVAS_TYPES } from '../canvasState';
import type { CanvasObject } from '../story';

// Factories shaped like Fabric 7.4's toObject() output (every default written out).
export function base(type: string, extra: Record<string, unknown> = {}): CanvasObject {
  return {
    type,
    version: '7.4.0',
    originX: 'left',
    originY: 'top',
    left: 12.5,
    top: 40,
    width: 100,
    height: 80,
    fill: 'rgb(0,0,0)',
    stroke: null,
    strokeWidth: 1,
    strokeDashArray: null,
    strokeLineCap: 'butt',
    scaleX: 1,
    scaleY: 1,
    angle: 0,
    flipX: false,
    flipY: false,
    opacity: 1,
    shadow: null,
    visible: true,
    backgroundColor: '',
    skewX: 0,
    skewY: 0,
    selectable: true,
    hasControls: true,
    ...extra,
  };
}

const textExtra = {
  text: 'Why are glaciers shrinking?\nSecond line',
  fontFamily: 'Times New Roman',
  fontSize: 40,
  fontWeight: 'normal',
  fontStyle: 'normal',
  lineHeight: 1.16,
  textAlign: 'left',
  underline: false,
  overline: false,
  linethrough: false,
  charSpacing: 0,
  styles: [],
};

export const imageMetadata = {
  source: 'evidence',
  isClipboardImage: false,
  format: 'png',
  hasTransparency: true,
  isEvidence: true,
  evidenceData: { _id: 'ev-1', label: 'CO2 by year', isChart: true, sourceURL: 'https://x.org' },
  originalImage: '/files/images/original.png',
};

export function image(type: string, extra: Record<string, unknown> = {}): CanvasObject {
  return base(type, {
    strokeWidth: 0,
    src: '/files/images/chart.png',
    crossOrigin: 'anonymous',
    cropX: 0,
    cropY: 0,
    filters: [],
    metadata: imageMetadata,
    ...extra,
  });
}

/** Every object type with Fabric's defaults, keyed by a readable name. */
export function defaultObjects(): Record<string, CanvasObject> {
  const out: Record<string, CanvasObject> = {};
  for (const [spec, fabric] of Object.entries(CANVAS_TYPES)) {
    for (const type of [spec, fabric]) {
      if (spec === 'text' || spec === 'i-text' || spec === 'textbox') {
        out[type] = base(type, textExtra);
      } else if (spec === 'image') {
        out[type] = image(type);
      } else if (spec === 'circle') {
        out[type] = base(type, { radius: 50, startAngle: 0, endAngle: 360 });
      } else if (spec === 'line') {
        out[type] = base(type, { x1: -75, y1: 0, x2: 75, y2: 0, stroke: '#007AFF' });
      } else if (spec === 'path') {
        out[type] = base(type, {
          path: [
            ['M', 0, 0],
            ['Q', 1, 1, 2, 2],
          ],
          fill: null,
        });
      } else {
        out[type] = base(type, { rx: 0, ry: 0 });
      }
    }
  }
  return out;
}

/** The same objects with every compactable value set to something that is not a default. */
export function nonDefaultObjects(): Record<string, CanvasObject> {
  const changed = {
    fill: '#000000',
    stroke: 'black',
    strokeWidth: 2,
    opacity: 0.6,
    scaleX: 0.5,
    scaleY: 2,
    angle: -0.0001,
    flipX: true,
    flipY: true,
    skewX: 10,
    skewY: -5,
  };
  const textChanged = {
    fontFamily: 'Arial',
    fontSize: 24,
    fontWeight: 'bold',
    fontStyle: 'italic',
    lineHeight: 1.2,
    textAlign: 'center',
    underline: true,
    overline: true,
    linethrough: true,
  };
  const out: Record<string, CanvasObject> = {};
  for (const [type, object] of Object.entries(defaultObjects())) {
    const isText = 'fontFamily' in object;
    out[type] = { ...object, ...changed, ...(isText ? textChanged : {}) };
  }
  return out;
}

/**
 * `count` labelled shapes (every third a text) about as large as the editor saves them: the
 * 30-objects-a-slide story that save-size budgets are measured on.
 */
export function labelledShapes(count: number): CanvasObject[] {
  return Array.from({ length: count }, (_, i) => ({
    type: i % 3 ? 'rect' : 'i-text',
    ...(i % 3 ? {} : { text: `Label ${i}`, fontFamily: 'Arial', fontSize: 16 }),
    left: 10 + i * 7,
    top: 20 + i * 11,
    width: 100,
    height: 50,
    fill: '#007AFF',
    stroke: null,
    strokeWidth: 1,
    angle: 0,
    scaleX: 1,
    scaleY: 1,
    opacity: 1,
    originX: 'left',
    originY: 'top',
  }));
}
