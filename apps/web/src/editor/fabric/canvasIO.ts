import { Rect, util, type Canvas, type FabricObject } from 'fabric';
import {
  OBJECT_ID_KEY,
  compactCanvasState,
  expandCanvasState,
  normalizeCanvasType,
  type CanvasObject,
} from '@dsb/core';
import { OBJECT_ORIGIN, migrateLegacyTexts } from '../model';
import { ensureObjectIds } from './objectIds';
import { loadScriptFonts, textOfObjects } from '../../lib/scriptFonts';
import { registerSlideTextbox } from './textbox';

/**
 * Properties written for every object besides Fabric's own (docs/product/editor.md):
 * hasControls and metadata (image source, evidence data, original image after a crop), and the
 * object's id in a shared document (`oid`, docs/product/group-work.md), kept when it has one so a
 * save names the same objects the document does.
 */
export const EXTRA_PROPERTIES = ['selectable', 'hasControls', 'metadata', 'oid'];

/**
 * The slide's canvas state as stored: Fabric's JSON with the stored type names ('i-text',
 * 'rect') and default values left out (compaction). Objects inside a multiple
 * selection are written with their absolute positions (Fabric realizes the selection's transform).
 */
export function serializeCanvas(canvas: Canvas): CanvasObject[] {
  ensureObjectIds(canvas);
  const json = canvas.toObject(EXTRA_PROPERTIES) as { objects: CanvasObject[] };
  const saved = canvas.getObjects().filter((object) => !object.excludeFromExport);
  return compactCanvasState(
    json.objects.map((object, index) => {
      const original = placeholders.get(saved[index]!);
      // An object that could not be loaded is saved as it was, at the place it was moved to.
      if (original) return { ...original, left: object.left, top: object.top };
      return { ...object, type: normalizeCanvasType(String(object.type)) };
    }),
  );
}

/** Serializes some of the canvas objects (for the clipboard), in stacking order. */
export function serializeObjects(canvas: Canvas, objects: readonly FabricObject[]): CanvasObject[] {
  const all = canvas.getObjects().filter((object) => !object.excludeFromExport);
  const wanted = new Set(objects);
  const serialized = serializeCanvas(canvas);
  return serialized.filter((_, index) => wanted.has(all[index]!));
}

/** Stand-ins for objects that failed to load, with the stored object they stand for. */
const placeholders = new WeakMap<FabricObject, CanvasObject>();

function placeholderFor(object: CanvasObject): FabricObject {
  const num = (key: string, fallback: number) =>
    typeof object[key] === 'number' ? (object[key] as number) : fallback;
  const rect = new Rect({
    ...OBJECT_ORIGIN,
    left: num('left', 0),
    top: num('top', 0),
    width: Math.max(20, num('width', 100) * num('scaleX', 1)),
    height: Math.max(20, num('height', 100) * num('scaleY', 1)),
    fill: '#f1f3f5',
    stroke: '#adb5bd',
    strokeWidth: 1,
    strokeDashArray: [4, 4],
  });
  // The stand-in answers to the stored object's id, so others' changes to it still find it.
  rect.set(OBJECT_ID_KEY as keyof Rect, object[OBJECT_ID_KEY] as never);
  placeholders.set(rect, object);
  return rect;
}

/**
 * Fabric objects from stored canvas state (defaults restored first). An object that cannot be
 * loaded (an image whose file is gone) becomes a grey placeholder that saves back as the stored
 * object, so opening a slide never loses anything. Old one-line texts load as wrapping textboxes
 * (migrateLegacyTexts).
 */
export async function enlivenSafely(objects: readonly CanvasObject[]): Promise<FabricObject[]> {
  registerSlideTextbox();
  const expanded = expandCanvasState(migrateLegacyTexts(objects));
  // Fonts for the writing systems of its text first, so text is measured in them (lib/scriptFonts).
  await loadScriptFonts(textOfObjects(expanded));
  const results = await Promise.allSettled(
    expanded.map((object) => util.enlivenObjects<FabricObject>([structuredClone(object)])),
  );
  return results.map((result, index) => {
    if (result.status === 'fulfilled' && result.value[0]) return result.value[0];
    console.error('A canvas object could not be loaded', objects[index], result);
    return placeholderFor(objects[index]!);
  });
}
