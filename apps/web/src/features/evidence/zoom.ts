/**
 * Zoom and pan for the evidence modal's chart (0.5x to 4x, step ratio 0.2).
 * Pure math: the view is a scale plus an offset of the content's top-left corner inside the
 * viewport, so a point p of the content shows at `offset + p * scale`.
 */
export const EVIDENCE_ZOOM = { min: 0.5, max: 4, ratio: 0.2 } as const;

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type ZoomView = { scale: number; x: number; y: number };

export const INITIAL_VIEW: ZoomView = { scale: 1, x: 0, y: 0 };

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function clampScale(scale: number): number {
  return Math.min(EVIDENCE_ZOOM.max, Math.max(EVIDENCE_ZOOM.min, scale));
}

/**
 * Keeps the content where it can be seen. The content has the viewport's size at scale 1:
 * smaller than the viewport it stays inside it; larger, it leaves no empty band at either edge.
 */
export function clampOffset(view: ZoomView, viewport: Size): ZoomView {
  const axis = (offset: number, length: number) => {
    const scaled = length * view.scale;
    const [low, high] = scaled <= length ? [0, length - scaled] : [length - scaled, 0];
    return Math.min(high, Math.max(low, offset));
  };
  return {
    scale: view.scale,
    x: round(axis(view.x, viewport.width)),
    y: round(axis(view.y, viewport.height)),
  };
}

/** Scales to `scale` (clamped) keeping the content point under `anchor` where it is. */
export function zoomTo(view: ZoomView, scale: number, anchor: Point, viewport: Size): ZoomView {
  const next = clampScale(scale);
  const factor = next / view.scale;
  return clampOffset(
    {
      scale: round(next),
      x: anchor.x - (anchor.x - view.x) * factor,
      y: anchor.y - (anchor.y - view.y) * factor,
    },
    viewport,
  );
}

const center = (viewport: Size): Point => ({ x: viewport.width / 2, y: viewport.height / 2 });

/** One step in (the buttons): the scale grows by the ratio, around the viewport's centre. */
export function zoomIn(view: ZoomView, viewport: Size): ZoomView {
  return zoomTo(view, view.scale * (1 + EVIDENCE_ZOOM.ratio), center(viewport), viewport);
}

/** One step out: the exact inverse of a step in. */
export function zoomOut(view: ZoomView, viewport: Size): ZoomView {
  return zoomTo(view, view.scale / (1 + EVIDENCE_ZOOM.ratio), center(viewport), viewport);
}

/** A wheel turn: up (negative deltaY) zooms in one step at the pointer, down zooms out. */
export function wheelZoom(view: ZoomView, deltaY: number, at: Point, viewport: Size): ZoomView {
  if (deltaY === 0) return view;
  const factor = deltaY < 0 ? 1 + EVIDENCE_ZOOM.ratio : 1 / (1 + EVIDENCE_ZOOM.ratio);
  return zoomTo(view, view.scale * factor, at, viewport);
}

/** Dragging moves the content with the pointer. */
export function panBy(view: ZoomView, dx: number, dy: number, viewport: Size): ZoomView {
  return clampOffset({ ...view, x: view.x + dx, y: view.y + dy }, viewport);
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two-finger pinch: the view at the start of the gesture scaled by how far the fingers moved
 * apart, around their starting midpoint, then moved with the midpoint.
 */
export function pinchZoom(
  start: ZoomView,
  from: [Point, Point],
  to: [Point, Point],
  viewport: Size,
): ZoomView {
  const startDistance = distance(...from);
  if (startDistance === 0) return start;
  const anchor = midpoint(...from);
  const zoomed = zoomTo(start, (start.scale * distance(...to)) / startDistance, anchor, viewport);
  const moved = midpoint(...to);
  return panBy(zoomed, moved.x - anchor.x, moved.y - anchor.y, viewport);
}
