import { applyZoom } from '../../editor/model';

export interface Point {
  x: number;
  y: number;
}

/** One step of a pinch: the zoom to show, the point between the fingers, and how far it moved. */
export interface PinchStep {
  zoom: number;
  mid: Point;
  pan: Point;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two-finger pinch and pan on the canvas, as a small state machine fed with touch pointers (no
 * DOM here, so it is tested without a browser). The zoom follows the change in distance between
 * the first two fingers, clamped like the zoom buttons (25%-400%); the point between them pans.
 */
export class PinchGesture {
  private readonly pointers = new Map<number, Point>();
  private start: { distance: number; zoom: number } | null = null;
  private lastMid: Point | null = null;

  /** True while two fingers are pinching. */
  get active(): boolean {
    return this.start !== null;
  }

  /** A finger touches; returns true when it is the second one and a pinch begins. */
  down(id: number, point: Point, zoom: number): boolean {
    this.pointers.set(id, point);
    if (this.pointers.size !== 2 || this.start) return false;
    const [a, b] = [...this.pointers.values()] as [Point, Point];
    const gap = distance(a, b);
    if (gap < 1) return false;
    this.start = { distance: gap, zoom };
    this.lastMid = middle(a, b);
    return true;
  }

  /** A finger moves; during a pinch returns the step to apply, otherwise null. */
  move(id: number, point: Point): PinchStep | null {
    if (!this.pointers.has(id)) return null;
    this.pointers.set(id, point);
    if (!this.start || !this.lastMid) return null;
    const [a, b] = [...this.pointers.values()] as [Point, Point];
    const mid = middle(a, b);
    const pan = { x: mid.x - this.lastMid.x, y: mid.y - this.lastMid.y };
    this.lastMid = mid;
    const zoom = applyZoom(this.start.zoom, distance(a, b) / this.start.distance);
    return { zoom, mid, pan };
  }

  /** A finger lifts (or the browser cancels it); returns true if a pinch was under way. */
  up(id: number): boolean {
    this.pointers.delete(id);
    const wasActive = this.active;
    if (this.pointers.size < 2) {
      this.start = null;
      this.lastMid = null;
    }
    return wasActive;
  }
}
