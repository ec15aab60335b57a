import { ActiveSelection, IText, type Canvas, type FabricObject } from 'fabric';
import { CANVAS, applyZoom } from '../model';

/** Canvas operations behind the editor's simple commands (kept apart to keep FabricEditor small). */

export function deleteObjects(canvas: Canvas, objects: readonly FabricObject[]): void {
  if (objects.length === 0) return;
  canvas.discardActiveObject();
  canvas.remove(...objects);
  canvas.requestRenderAll();
}

/** Selects the objects: one as itself, several as one multiple selection. */
export function selectObjects(canvas: Canvas, objects: readonly FabricObject[]): void {
  canvas.discardActiveObject();
  if (objects.length === 1) canvas.setActiveObject(objects[0]!);
  else if (objects.length > 1)
    canvas.setActiveObject(new ActiveSelection([...objects], { canvas }));
  canvas.requestRenderAll();
}

export function selectAllObjects(canvas: Canvas): void {
  selectObjects(
    canvas,
    canvas.getObjects().filter((o) => o.selectable && o.visible && !o.excludeFromExport),
  );
}

export function isEditingText(canvas: Canvas | null): boolean {
  const active = canvas?.getActiveObject();
  return active instanceof IText && active.isEditing;
}

/** Starts editing the selected text with all of it selected, so typing replaces it (Enter). */
export function editSelectedText(canvas: Canvas): void {
  const active = canvas.getActiveObject();
  if (!(active instanceof IText) || active.isEditing) return;
  active.enterEditing();
  active.selectAll();
  canvas.requestRenderAll();
}

/** Clears the selection, leaving text editing first. */
export function deselectAll(canvas: Canvas): void {
  const active = canvas.getActiveObject();
  if (active instanceof IText && active.isEditing) active.exitEditing();
  canvas.discardActiveObject();
  canvas.requestRenderAll();
}

/** Moves the selection (one object or a multiple selection) by dx, dy canvas px. */
export function nudgeSelection(canvas: Canvas, dx: number, dy: number): void {
  const active = canvas.getActiveObject();
  if (!active) return;
  active.set({ left: active.left + dx, top: active.top + dy });
  active.setCoords();
  canvas.requestRenderAll();
}

/** Multiplies the zoom by `change` (or resets it to `home`), resizing the canvas; returns it. */
export function zoomCanvas(canvas: Canvas, change: number | 'reset', home?: number): number {
  const zoom = applyZoom(canvas.getZoom(), change, home);
  canvas.setZoom(zoom);
  canvas.setDimensions({ width: CANVAS.width * zoom, height: CANVAS.height * zoom });
  return zoom;
}

/** Adds objects and selects them. */
export function addAndSelect(canvas: Canvas, objects: readonly FabricObject[]): void {
  if (objects.length === 0) return;
  canvas.discardActiveObject();
  canvas.add(...objects);
  selectObjects(canvas, objects);
}

/** Replaces every saved object on the canvas at once, rendering once at the end. */
export function replaceObjects(canvas: Canvas, objects: readonly FabricObject[]): void {
  const render = canvas.renderOnAddRemove;
  canvas.renderOnAddRemove = false;
  try {
    canvas.discardActiveObject();
    const current = canvas.getObjects().filter((object) => !object.excludeFromExport);
    if (current.length) canvas.remove(...current);
    if (objects.length) canvas.add(...objects);
  } finally {
    canvas.renderOnAddRemove = render;
  }
  canvas.requestRenderAll();
}

/**
 * Images pasted from the system clipboard: the paste action lets Ctrl+V's default through, and
 * the browser's paste event that follows carries the image file. Typing fields keep their paste.
 */
export function listenForImagePaste(accept: () => boolean, onImage: (file: File) => void) {
  const onPaste = (event: ClipboardEvent) => {
    if (!accept()) return;
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA)$/.test(target.tagName))
    )
      return;
    const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    onImage(file);
  };
  document.addEventListener('paste', onPaste);
  return () => document.removeEventListener('paste', onPaste);
}
