import { Circle, Line, Path, Rect, Triangle, type FabricObject } from 'fabric';
import {
  CANVAS,
  OBJECT_ORIGIN,
  TEXT_PRESETS,
  newShapeOptions,
  type ShapeKind,
  type TextPreset,
} from '../model';
import { attachLineControls } from './lineControls';
import { SlideTextbox } from './textbox';

/**
 * Where new text goes: each preset gets its own row (heading near the
 * top, paragraph under it, caption lower), its box centred across the slide.
 */
const TEXT_TOP: Readonly<Record<TextPreset, number>> = {
  heading: 60,
  paragraph: 120,
  caption: 220,
};

/**
 * A new text object with the preset's style: a textbox centred across the slide that wraps at its
 * width and grows downwards as it is typed into, keeping its alignment.
 */
export function createText(preset: TextPreset): FabricObject {
  const style = TEXT_PRESETS[preset];
  return new SlideTextbox(style.text, {
    ...OBJECT_ORIGIN,
    left: Math.round((CANVAS.width - style.width) / 2),
    top: TEXT_TOP[preset],
    width: style.width,
    textAlign: style.textAlign,
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    ...(style.lineHeight !== undefined ? { lineHeight: style.lineHeight } : {}),
  });
}

/** A new shape with the default style (#007AFF, width 2, opacity 0.6 at 100,100). */
export function createShape(kind: ShapeKind): FabricObject {
  const options = newShapeOptions(kind);
  switch (kind) {
    case 'rect':
      return new Rect(options);
    case 'circle':
      return new Circle(options);
    case 'triangle':
      return new Triangle(options);
    case 'line': {
      const { x1, y1, x2, y2, ...rest } = options as Record<string, number>;
      const line = new Line([x1!, y1!, x2!, y2!], rest);
      attachLineControls(line);
      return line;
    }
  }
}

/** Editor-only behaviour for any object put on the canvas (not saved, so set on every add). */
export function decorate(object: FabricObject): void {
  attachLineControls(object);
  if (object instanceof Path) object.objectCaching = true; // see defaults.ts
}
