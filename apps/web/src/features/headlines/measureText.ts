import type { MeasureText } from './headlineCard';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * Text widths from the browser's own 2D canvas, in the same font Fabric will draw with (not
 * Fabric itself: the panel stays out of the canvas). Without a 2D context (never in a real
 * browser) a width of 0.6 em per character is assumed.
 */
export const measureText: MeasureText = (text, font) => {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  if (!context) return text.length * 0.6 * (Number(/(\d+)px/.exec(font)?.[1]) || 16);
  context.font = font;
  return context.measureText(text).width;
};
