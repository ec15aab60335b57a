import { Path, PencilBrush, type Canvas, type FabricObject, type TPointerEvent } from 'fabric';
import { activeBrush, brushColor, eraserTarget, type DrawState } from '../model';

/**
 * Puts the Draw tab's tool on the canvas (docs/product/editor.md): the pen, marker and highlighter
 * draw with Fabric's pencil brush; the eraser turns selection off and removes what is clicked;
 * select is the normal editing mode.
 */
export function applyDrawState(canvas: Canvas, state: DrawState): void {
  const brush = activeBrush(state);
  const erasing = state.tool === 'eraser';
  if (brush) {
    const pencil =
      canvas.freeDrawingBrush instanceof PencilBrush
        ? canvas.freeDrawingBrush
        : new PencilBrush(canvas);
    pencil.color = brushColor(brush);
    pencil.width = brush.weight;
    canvas.freeDrawingBrush = pencil;
  }
  canvas.isDrawingMode = brush !== null;
  canvas.selection = !erasing;
  canvas.skipTargetFind = erasing;
  canvas.defaultCursor = erasing ? 'crosshair' : 'default';
  if (brush || erasing) canvas.discardActiveObject();
  canvas.requestRenderAll();
}

/** Whether the click at the scene point hits the object: drawn paths by their ink only. */
function hits(canvas: Canvas, object: FabricObject, event: TPointerEvent): boolean {
  const point = canvas.getScenePoint(event);
  if (!object.visible || object.excludeFromExport || !object.containsPoint(point)) return false;
  if (!(object instanceof Path)) return true;
  const viewport = canvas.getViewportPoint(event);
  return !canvas.isTargetTransparent(object, viewport.x, viewport.y);
}

/** The topmost object under the eraser's click, or null. */
export function findErasable(canvas: Canvas, event: TPointerEvent): FabricObject | null {
  const objects = canvas.getObjects();
  const under = objects
    .map((object, index) => ({ object, index }))
    .filter(({ object }) => hits(canvas, object, event));
  const id = eraserTarget(under.map(({ index }) => ({ id: String(index) })));
  return id === null ? null : objects[Number(id)]!;
}
