import type { Canvas, FabricObject } from 'fabric';
import { objectIdOf } from './objectIds';

/** Another member's selection: their objects, outlined in their colour with their name. */
export type OthersSelection = { name: string; color: string; objectIds: readonly string[] };

const drawn = new WeakMap<Canvas, readonly OthersSelection[]>();

const LABEL_FONT = '600 11px system-ui, sans-serif';

function outline(
  ctx: CanvasRenderingContext2D,
  canvas: Canvas,
  object: FabricObject,
  who: OthersSelection,
  labelled: boolean,
) {
  const [a, , , d, e, f] = canvas.viewportTransform;
  const box = object.getBoundingRect();
  const x = box.left * a + e - 3;
  const y = box.top * d + f - 3;
  const width = box.width * a + 6;
  const height = box.height * d + 6;
  ctx.strokeStyle = who.color;
  ctx.lineWidth = 2;
  ctx.setLineDash([]);
  ctx.strokeRect(x, y, width, height);
  if (!labelled) return;
  ctx.font = LABEL_FONT;
  // The tag reads from its left edge in every interface language (the slide is never mirrored).
  ctx.direction = 'ltr';
  ctx.textAlign = 'left';
  const text = who.name;
  const labelWidth = ctx.measureText(text).width + 8;
  const labelY = y >= 16 ? y - 16 : y + height;
  ctx.fillStyle = who.color;
  ctx.fillRect(x, labelY, labelWidth, 16);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(text, x + 4, labelY + 12);
}

/**
 * Draws other members' selections over the slide (docs/product/group-work.md, "Presence") after
 * each render: never an object, so never part of the story or its exports.
 */
export function showOthersSelections(canvas: Canvas, selections: readonly OthersSelection[]): void {
  if (!drawn.has(canvas)) {
    // Drawn on the slide's own layer, after its objects: the top layer is Fabric's (the caret, the
    // drag box), and the slide layer is redrawn whole at every render.
    canvas.on('after:render', () => {
      const current = drawn.get(canvas) ?? [];
      if (current.length === 0) return;
      const ctx = canvas.getContext();
      const byId = new Map(canvas.getObjects().map((object) => [objectIdOf(object), object]));
      ctx.save();
      for (const who of current) {
        who.objectIds.forEach((oid, index) => {
          const object = byId.get(oid);
          if (object) outline(ctx, canvas, object, who, index === 0);
        });
      }
      ctx.restore();
    });
  }
  drawn.set(canvas, selections);
  canvas.requestRenderAll();
}
