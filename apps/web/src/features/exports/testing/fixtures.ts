import type { ExportSlide } from '../exportRules';

/** Test data for the export tests (no browser: plain slides and a tiny real JPEG). */

/** A 32 x 56 blue baseline JPEG (the slide's shape), small enough to keep in the source. */
export const BLUE_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU4LjQyLjEwMAD/2wBDAAgKCgsKCw0NDQ0NDRAPEBAQEBAQEBAQEBASEhIVFRUSEhIQEBISFBQVFRcXFxUVFRUXFxkZGR4eHBwjIyQrKzP/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAAAAYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAA4ACADASIAAhEAAxEA/9oADAMBAAIRAxEAPwCeAXCNAAAAAAAAAAAAAAf/2Q==',
  ),
  (char) => char.charCodeAt(0),
);

export function slide(overrides: Partial<ExportSlide> = {}): ExportSlide {
  return { title: '', script: '', canvasState: [], ...overrides };
}

/** A canvas with one text box, as the editor stores it. */
export const TEXT_CANVAS = [
  { type: 'textbox', text: 'Hello', left: 10, top: 10, width: 200, height: 46 },
];
