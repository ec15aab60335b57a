import type { Box } from './context';

/**
 * Align and distribute (issue #32 item 2, docs/decisions/0058-smart-guides.md): pure moves for a
 * selection's boxes. Several objects line up on their joint bounds (PowerPoint's 'align selected
 * objects'); one object lines up on the slide, since it has nothing else to line up with.
 */

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeAxis = 'horizontal' | 'vertical';
export const ALIGN_EDGES: readonly AlignEdge[] = [
  'left',
  'centre',
  'right',
  'top',
  'middle',
  'bottom',
];
export const DISTRIBUTE_AXES: readonly DistributeAxis[] = ['horizontal', 'vertical'];

/** How far to move one box, in canvas px. */
export interface Move {
  dx: number;
  dy: number;
}

const bounds = (boxes: readonly Box[]): Box => {
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
};

/** Where a box of `size` goes along one axis of `frame` (start, size) for the edge's kind. */
const place = (at: 'start' | 'centre' | 'end', start: number, span: number, size: number) =>
  at === 'start' ? start : at === 'end' ? start + span - size : start + (span - size) / 2;

const AXIS_OF: Readonly<Record<AlignEdge, ['x' | 'y', 'start' | 'centre' | 'end']>> = {
  left: ['x', 'start'],
  centre: ['x', 'centre'],
  right: ['x', 'end'],
  top: ['y', 'start'],
  middle: ['y', 'centre'],
  bottom: ['y', 'end'],
};

/** The move of each box (same order) to line it up; one box lines up on the slide. */
export function alignMoves(
  boxes: readonly Box[],
  edge: AlignEdge,
  slide: { width: number; height: number },
): Move[] {
  if (boxes.length === 0) return [];
  const frame = boxes.length === 1 ? { left: 0, top: 0, ...slide } : bounds(boxes);
  const [axis, at] = AXIS_OF[edge];
  return boxes.map((box) =>
    axis === 'x'
      ? { dx: place(at, frame.left, frame.width, box.width) - box.left, dy: 0 }
      : { dx: 0, dy: place(at, frame.top, frame.height, box.height) - box.top },
  );
}

/**
 * The move of each box (same order) for equal gaps between neighbours along the axis: the first
 * and last (by their starts) stay, the others are spaced between them. Fewer than three boxes
 * have nothing to even out, so nothing moves. Overlapping boxes get an equal negative gap.
 */
export function distributeMoves(boxes: readonly Box[], axis: DistributeAxis): Move[] {
  const none = boxes.map(() => ({ dx: 0, dy: 0 }));
  if (boxes.length < 3) return none;
  const start = (b: Box) => (axis === 'horizontal' ? b.left : b.top);
  const size = (b: Box) => (axis === 'horizontal' ? b.width : b.height);
  const order = boxes.map((_, i) => i).sort((a, b) => start(boxes[a]!) - start(boxes[b]!));
  const first = boxes[order[0]!]!;
  const last = boxes[order[order.length - 1]!]!;
  const span = start(last) + size(last) - start(first);
  const gap = (span - boxes.reduce((sum, b) => sum + size(b), 0)) / (boxes.length - 1);
  let at = start(first);
  for (const i of order) {
    const box = boxes[i]!;
    const d = at - start(box);
    none[i] = axis === 'horizontal' ? { dx: d, dy: 0 } : { dx: 0, dy: d };
    at += size(box) + gap;
  }
  return none;
}
