import type { Box } from './context';

/**
 * Smart guides while dragging (issue #32 item 2, docs/decisions/0058-smart-guides.md): the moving
 * box's edges and centre snap to the slide's edges and centre, to other objects' edges and centres,
 * and to equal spacing between neighbours. Pure: the Fabric adapter builds an index when a drag
 * starts and asks for the snapped place at every move.
 */

/** How near, in screen px, a line must come to snap: the same feel at any zoom. */
export const SNAP_THRESHOLD_SCREEN_PX = 6;

/** A guide to draw, in canvas px: a line through aligned edges or a gap of equal spacing. */
export interface GuideSegment {
  kind: 'edge' | 'centre' | 'spacing';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** One line something can snap to on an axis, with the extent of its owner across that axis. */
interface Stop {
  at: number;
  kind: 'edge' | 'centre';
  from: number;
  to: number;
}

/** Built once per drag: the stops of each axis sorted, so a move searches them in log time. */
export interface SnapIndex {
  readonly x: readonly Stop[];
  readonly y: readonly Stop[];
  readonly boxes: readonly Box[];
}

export interface SnapResult {
  left: number;
  top: number;
  guides: GuideSegment[];
}

type Axis = 'x' | 'y';
const EPSILON = 0.01;

const start = (box: Box, axis: Axis) => (axis === 'x' ? box.left : box.top);
const size = (box: Box, axis: Axis) => (axis === 'x' ? box.width : box.height);
const other = (axis: Axis): Axis => (axis === 'x' ? 'y' : 'x');

function stopsOf(box: Box, axis: Axis): Stop[] {
  const s = start(box, axis);
  const n = size(box, axis);
  const from = start(box, other(axis));
  const to = from + size(box, other(axis));
  return [
    { at: s, kind: 'edge', from, to },
    { at: s + n / 2, kind: 'centre', from, to },
    { at: s + n, kind: 'edge', from, to },
  ];
}

/** The slide counts as one more box: its edges and centre are stops like any object's. */
export function buildSnapIndex(
  others: readonly Box[],
  slide: { width: number; height: number },
): SnapIndex {
  const all = [{ left: 0, top: 0, width: slide.width, height: slide.height }, ...others];
  const sorted = (axis: Axis) =>
    all.flatMap((box) => stopsOf(box, axis)).sort((a, b) => a.at - b.at);
  return { x: sorted('x'), y: sorted('y'), boxes: others };
}

/** The first index whose stop is at or after `value`. */
function lowerBound(stops: readonly Stop[], value: number): number {
  let lo = 0;
  let hi = stops.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stops[mid]!.at < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The moving box's start, centre and end on an axis. */
const linesOf = (box: Box, axis: Axis) => {
  const s = start(box, axis);
  const n = size(box, axis);
  return [s, s + n / 2, s + n];
};

/** The smallest shift (within the threshold) that puts one of the box's lines on a stop. */
function nearestStopShift(
  stops: readonly Stop[],
  box: Box,
  axis: Axis,
  threshold: number,
): number | null {
  let best: number | null = null;
  for (const line of linesOf(box, axis)) {
    for (let i = lowerBound(stops, line - threshold); i < stops.length; i++) {
      const shift = stops[i]!.at - line;
      if (shift > threshold) break;
      if (best === null || Math.abs(shift) < Math.abs(best)) best = shift;
    }
  }
  return best;
}

/** Boxes beside the moving one on an axis: overlapping it across the axis, before or after it. */
function neighbours(boxes: readonly Box[], box: Box, axis: Axis) {
  const across = other(axis);
  const lo = start(box, across);
  const hi = lo + size(box, across);
  let before: Box | null = null;
  let after: Box | null = null;
  for (const candidate of boxes) {
    const cLo = start(candidate, across);
    if (cLo >= hi || cLo + size(candidate, across) <= lo) continue;
    const cEnd = start(candidate, axis) + size(candidate, axis);
    const centre = start(box, axis) + size(box, axis) / 2;
    if (cEnd <= centre && (!before || cEnd > start(before, axis) + size(before, axis)))
      before = candidate;
    if (
      start(candidate, axis) >= centre &&
      (!after || start(candidate, axis) < start(after, axis))
    ) {
      after = candidate;
    }
  }
  return { before, after };
}

const endOf = (box: Box, axis: Axis) => start(box, axis) + size(box, axis);

/** Where the box would start to sit with equal gaps: centred between its two neighbours. */
function spacingTargets(index: SnapIndex, box: Box, axis: Axis): number[] {
  const { before, after } = neighbours(index.boxes, box, axis);
  const targets: number[] = [];
  if (before && after) {
    const gap = (start(after, axis) - endOf(before, axis) - size(box, axis)) / 2;
    if (gap >= 0) targets.push(endOf(before, axis) + gap);
  }
  // Continuing a row: the gap between the neighbour and its own neighbour, repeated.
  if (before) {
    const { before: second } = neighbours(index.boxes, before, axis);
    if (second) targets.push(endOf(before, axis) + start(before, axis) - endOf(second, axis));
  }
  if (after) {
    const { after: second } = neighbours(index.boxes, after, axis);
    if (second)
      targets.push(
        start(after, axis) - (start(second, axis) - endOf(after, axis)) - size(box, axis),
      );
  }
  return targets;
}

function snapAxis(index: SnapIndex, box: Box, axis: Axis, threshold: number): number {
  let best = nearestStopShift(axis === 'x' ? index.x : index.y, box, axis, threshold);
  for (const target of spacingTargets(index, box, axis)) {
    const shift = target - start(box, axis);
    if (Math.abs(shift) <= threshold && (best === null || Math.abs(shift) < Math.abs(best)))
      best = shift;
  }
  return best ?? 0;
}

/** Lines through the stops the (snapped) box now touches, spanning both owners. */
function alignedGuides(stops: readonly Stop[], box: Box, axis: Axis): GuideSegment[] {
  const across = other(axis);
  const boxFrom = start(box, across);
  const boxTo = boxFrom + size(box, across);
  const guides: GuideSegment[] = [];
  for (const line of linesOf(box, axis)) {
    for (
      let i = lowerBound(stops, line - EPSILON);
      i < stops.length && stops[i]!.at <= line + EPSILON;
      i++
    ) {
      const stop = stops[i]!;
      const from = Math.min(stop.from, boxFrom);
      const to = Math.max(stop.to, boxTo);
      guides.push(
        axis === 'x'
          ? { kind: stop.kind, x1: line, y1: from, x2: line, y2: to }
          : { kind: stop.kind, x1: from, y1: line, x2: to, y2: line },
      );
    }
  }
  return guides;
}

/** The gaps either side of the box when they are equal, drawn across the middle of the overlap. */
function spacingGuides(index: SnapIndex, box: Box, axis: Axis): GuideSegment[] {
  const { before, after } = neighbours(index.boxes, box, axis);
  const gaps: Array<[number, number, Box]> = [];
  if (before) gaps.push([endOf(before, axis), start(box, axis), before]);
  if (after) gaps.push([endOf(box, axis), start(after, axis), after]);
  if (before) {
    const { before: second } = neighbours(index.boxes, before, axis);
    if (second) gaps.push([endOf(second, axis), start(before, axis), second]);
  }
  if (gaps.length < 2) return [];
  const width = (gap: [number, number, Box]) => gap[1] - gap[0];
  const first = gaps[0]!;
  const equal = gaps.filter(
    (gap) => Math.abs(width(gap) - width(first)) <= EPSILON && width(gap) > 0,
  );
  const withSecond = gaps.filter(
    (gap) => Math.abs(width(gap) - width(gaps[1]!)) <= EPSILON && width(gap) > 0,
  );
  const chosen = equal.length >= 2 ? equal : withSecond.length >= 2 ? withSecond : [];
  const across = other(axis);
  return chosen.map(([from, to, owner]) => {
    const lo = Math.max(start(box, across), start(owner, across));
    const hi = Math.min(endOf(box, across), endOf(owner, across));
    const mid = lo <= hi ? (lo + hi) / 2 : start(box, across) + size(box, across) / 2;
    return axis === 'x'
      ? { kind: 'spacing' as const, x1: from, y1: mid, x2: to, y2: mid }
      : { kind: 'spacing' as const, x1: mid, y1: from, x2: mid, y2: to };
  });
}

/**
 * The moving box's snapped place and the guides to draw. `zoom` is screen px per canvas px, so
 * the threshold stays SNAP_THRESHOLD_SCREEN_PX on screen.
 */
export function snapMovingBox(index: SnapIndex, moving: Box, zoom: number): SnapResult {
  const threshold = SNAP_THRESHOLD_SCREEN_PX / (zoom > 0 ? zoom : 1);
  const left = moving.left + snapAxis(index, moving, 'x', threshold);
  const top = moving.top + snapAxis(index, moving, 'y', threshold);
  const snapped = { ...moving, left, top };
  const guides = [
    ...alignedGuides(index.x, snapped, 'x'),
    ...alignedGuides(index.y, snapped, 'y'),
    ...spacingGuides(index, snapped, 'x'),
    ...spacingGuides(index, snapped, 'y'),
  ];
  return { left, top, guides };
}
