import {
  Control,
  Line,
  Point,
  controlsUtils,
  util,
  type FabricObject,
  type Transform,
} from 'fabric';

type End = 1 | 2;

/** An end of the line in the line's own plane (relative to its centre). */
function localEnd(line: Line, end: End): Point {
  const p = line.calcLinePoints();
  return end === 1 ? new Point(p.x1, p.y1) : new Point(p.x2, p.y2);
}

/** An end of the line in scene (canvas) coordinates, after its scale and rotation. */
export function sceneEnd(line: Line, end: End): Point {
  return localEnd(line, end).transform(line.calcTransformMatrix());
}

function endControl(end: End): Control {
  return new Control({
    actionName: 'modifyLine',
    cursorStyle: 'crosshair',
    sizeX: 12,
    sizeY: 12,
    render: controlsUtils.renderCircleControl,
    positionHandler: (_dim, _finalMatrix, object) => {
      const line = object as Line;
      const matrix = util.multiplyTransformMatrices(
        line.getViewportTransform(),
        line.calcTransformMatrix(),
      );
      return localEnd(line, end).transform(matrix);
    },
    // Moves this end to the pointer (scene coordinates) and keeps the other where it is. The
    // line's scale and angle are folded into its end points so x1..y2 stay the whole truth.
    actionHandler: (_event, transform: Transform, x: number, y: number) => {
      const line = transform.target as Line;
      const other = sceneEnd(line, end === 1 ? 2 : 1);
      const [a, b] = end === 1 ? [new Point(x, y), other] : [other, new Point(x, y)];
      line.set({ angle: 0, scaleX: 1, scaleY: 1, skewX: 0, skewY: 0, flipX: false, flipY: false });
      line.set({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });
      line.setCoords();
      return true;
    },
  });
}

/**
 * Gives a line two draggable end handles instead of the box controls (a new line runs from 50,50
 * to 200,50). Controls are not saved, so every line gets
 * them again when it is added to the canvas.
 */
export function attachLineControls(object: FabricObject): void {
  if (!(object instanceof Line)) return;
  object.controls = { p1: endControl(1), p2: endControl(2) };
  object.hasBorders = false;
  object.padding = 4; // a 2 px line is hard to hit; the padding widens its target
}
