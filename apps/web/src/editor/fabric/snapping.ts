import { ActiveSelection, type BasicTransformEvent, type Canvas, type FabricObject } from 'fabric';
import { CANVAS, buildSnapIndex, snapMovingBox, type GuideSegment, type SnapIndex } from '../model';

/** Guide colours: a magenta line for alignment, as most editors use; spacing in the same hue. */
const GUIDE_COLOUR = '#d6249f';

/** The drag in progress: the index is built at its first move, not at every move. */
interface DragState {
  target: FabricObject;
  index: SnapIndex;
  guides: GuideSegment[];
}

export function boxOf(object: FabricObject) {
  const { left, top, width, height } = object.getBoundingRect();
  return { left, top, width, height };
}

/** The objects that move with the target (itself, or the members of a multiple selection). */
function movingSet(target: FabricObject): Set<FabricObject> {
  return new Set(target instanceof ActiveSelection ? [target, ...target.getObjects()] : [target]);
}

/** Screen px per canvas px: the viewport zoom times any CSS scaling of the canvas element. */
function screenScale(canvas: Canvas): number {
  const css = canvas.lowerCanvasEl.clientWidth / canvas.getWidth();
  return canvas.getZoom() * (Number.isFinite(css) && css > 0 ? css : 1);
}

function drawGuides(canvas: Canvas, guides: readonly GuideSegment[]): void {
  const ctx = canvas.contextTop;
  canvas.clearContext(ctx);
  if (guides.length === 0) return;
  const [a, b, c, d, e, f] = canvas.viewportTransform;
  const zoom = canvas.getZoom() || 1;
  ctx.save();
  ctx.transform(a, b, c, d, e, f);
  ctx.strokeStyle = GUIDE_COLOUR;
  ctx.lineWidth = 1 / zoom;
  for (const guide of guides) {
    ctx.setLineDash(guide.kind === 'centre' ? [4 / zoom, 3 / zoom] : []);
    ctx.beginPath();
    ctx.moveTo(guide.x1, guide.y1);
    ctx.lineTo(guide.x2, guide.y2);
    ctx.stroke();
    if (guide.kind === 'spacing') {
      // Small end ticks make a gap read as a measured distance rather than an edge.
      const vertical = guide.x1 === guide.x2;
      const tick = 4 / zoom;
      for (const [x, y] of [
        [guide.x1, guide.y1],
        [guide.x2, guide.y2],
      ] as const) {
        ctx.beginPath();
        ctx.moveTo(vertical ? x - tick : x, vertical ? y : y - tick);
        ctx.lineTo(vertical ? x + tick : x, vertical ? y : y + tick);
        ctx.stroke();
      }
    }
  }
  ctx.restore();
}

/**
 * Puts `target` where the pointer alone would (rawLeft, rawTop), then snaps it with `index` (none:
 * placed freely); returns the guides to draw. Fabric fires object:moving before it refreshes the
 * object's corner coordinates, so the box is measured only after setCoords at the raw place: a
 * box read from the stale coordinates was one pointer move behind, and the drop landed a step's
 * travel (4 px in the e2e) off the place the guides showed.
 */
export function placeSnapped(
  target: FabricObject,
  rawLeft: number,
  rawTop: number,
  index: SnapIndex | null,
  scale: number,
): GuideSegment[] {
  target.set({ left: rawLeft, top: rawTop });
  target.setCoords();
  if (!index) return [];
  const raw = boxOf(target);
  const snapped = snapMovingBox(index, raw, scale);
  if (snapped.left !== raw.left || snapped.top !== raw.top) {
    target.set({ left: rawLeft + snapped.left - raw.left, top: rawTop + snapped.top - raw.top });
    target.setCoords();
  }
  return snapped.guides;
}

export interface SnappingOptions {
  /** False when snapping is turned off for good (not yet a saved setting: Alt turns it off). */
  enabled(): boolean;
}

const ALWAYS: SnappingOptions = { enabled: () => true };

/**
 * Smart guides while dragging (docs/decisions/0058-smart-guides.md): each move snaps the dragged
 * object or selection unless Alt is held, and the guides are drawn on Fabric's top layer after
 * the render, so they never become part of the slide; the pointer's release clears them. Touch
 * drags arrive as the same events (never with Alt), so a finger drag snaps too.
 */
export function listenForSnapping(canvas: Canvas, options: SnappingOptions = ALWAYS): () => void {
  let drag: DragState | null = null;
  let drawn = false;

  const onMoving = ({ target, e, transform }: BasicTransformEvent & { target: FabricObject }) => {
    if (!drag || drag.target !== target) {
      const moving = movingSet(target);
      const others = canvas.getObjects().filter((object) => !moving.has(object) && object.visible);
      drag = { target, index: buildSnapIndex(others.map(boxOf), CANVAS), guides: [] };
    }
    // Where the pointer alone puts the object: Fabric moves it on from where the last move left
    // it, so a snapped place would otherwise carry over and snapping could never let go.
    const pointer = canvas.getScenePoint(e);
    const rawLeft = transform.original.left + pointer.x - transform.ex;
    const rawTop = transform.original.top + pointer.y - transform.ey;
    const free = !options.enabled() || ('altKey' in e && e.altKey);
    const guides = placeSnapped(
      target,
      rawLeft,
      rawTop,
      free ? null : drag.index,
      screenScale(canvas),
    );
    drag.guides = guides;
  };

  const onAfterRender = () => {
    const guides = drag?.guides ?? [];
    // Only touch the top layer while guides are or were shown: it also holds the text caret.
    if (guides.length === 0 && !drawn) return;
    drawGuides(canvas, guides);
    drawn = guides.length > 0;
  };

  const onUp = () => {
    if (!drag) return;
    drag = null;
    if (drawn) {
      canvas.clearContext(canvas.contextTop);
      drawn = false;
    }
    canvas.requestRenderAll();
  };

  canvas.on('object:moving', onMoving);
  canvas.on('after:render', onAfterRender);
  canvas.on('mouse:up', onUp);
  return () => {
    canvas.off('object:moving', onMoving);
    canvas.off('after:render', onAfterRender);
    canvas.off('mouse:up', onUp);
  };
}
