import type { Canvas } from 'fabric';
import { findErasable } from './drawing';
import { decorate } from './objects';

/** What the editor does with the canvas's events. */
export interface CanvasEventHandlers {
  /** An object was added, removed or modified: an undo step once the change is complete. */
  changed(): void;
  /** A text is being typed: written later, no undo step of its own. */
  textChanged(): void;
  /** The selection changed. */
  selected(): void;
  /** The Draw tab's eraser is on: a click removes what is under it. */
  erasing(): boolean;
}

/** Wires the Fabric canvas's events to the editor (kept apart to keep FabricEditor small). */
export function listenToCanvas(canvas: Canvas, host: HTMLElement, on: CanvasEventHandlers): void {
  canvas.on('object:added', ({ target }) => {
    decorate(target);
    on.changed();
  });
  canvas.on('object:removed', on.changed);
  canvas.on('object:modified', on.changed);
  canvas.on('text:changed', on.textChanged);
  canvas.on('selection:created', on.selected);
  canvas.on('selection:updated', on.selected);
  canvas.on('selection:cleared', on.selected);
  canvas.on('mouse:down', ({ e }) => {
    // A click gives the slide keyboard focus (without a focus ring or Tab's auto-selection).
    if (!host.contains(document.activeElement)) host.focus({ preventScroll: true });
    if (!on.erasing()) return;
    const target = findErasable(canvas, e);
    if (target) canvas.remove(target);
  });
}
