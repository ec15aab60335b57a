import { FabricImage, type Canvas, type FabricObject } from 'fabric';
import { normalizeCanvasType } from '@dsb/core';
import {
  SHAPE_STYLE,
  objectKind,
  objectName,
  type ObjectEntry,
  type SelectedObject,
  type StylePatch,
} from '../model';
import { factsOf, listEntries, sameEntries } from './objectList';
import { objectIdOf } from './objectIds';
import { toolbarKind, toolbarStyle, type ToolbarKind, type ToolbarStyle } from '../model/toolbar';

/** What the React side knows about the selection: enough for the sub-toolbar, nothing more. */
export interface SelectionInfo {
  count: number;
  kind: ToolbarKind;
  style: ToolbarStyle;
  /** A chart from the evidence panel is selected (it gets 'Analyze' later). */
  isEvidence: boolean;
}

const TEXT_TYPES = new Set(['text', 'i-text', 'textbox']);

/** The stored type name of a Fabric object ('i-text', 'rect' ...). */
export function specType(object: FabricObject): string {
  return normalizeCanvasType(object.type);
}

export function toSelectedObject(object: FabricObject): SelectedObject {
  const facts = factsOf(object);
  return {
    type: facts.type,
    isEvidence: facts.metadata?.isEvidence === true,
    kind: objectKind(facts),
    name: objectName(facts),
    ...(objectIdOf(object) && { oid: objectIdOf(object) }),
    ...(facts.metadata && { metadata: facts.metadata }),
  };
}

/** A summary of the selected objects, or null when nothing is selected. */
export function describeSelection(objects: readonly FabricObject[]): SelectionInfo | null {
  if (objects.length === 0) return null;
  const selected = objects.map(toSelectedObject);
  const first = objects[0]! as FabricObject & { fontSize?: unknown; fontWeight?: unknown };
  return {
    count: objects.length,
    kind: toolbarKind(selected),
    style: toolbarStyle({
      fill: first.fill,
      stroke: first.stroke,
      strokeWidth: first.strokeWidth,
      opacity: first.opacity,
      fontSize: first.fontSize,
      fontWeight: first.fontWeight,
    }),
    isEvidence: selected.some((object) => object.isEvidence),
  };
}

/** Whether two summaries show the same thing (so the toolbar need not re-render). */
export function sameSelection(a: SelectionInfo | null, b: SelectionInfo | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.count === b.count &&
    a.kind === b.kind &&
    a.isEvidence === b.isEvidence &&
    (Object.keys(a.style) as (keyof ToolbarStyle)[]).every((key) => a.style[key] === b.style[key])
  );
}

/**
 * Applies sub-toolbar changes to each object they make sense for: fill not to lines or images,
 * font changes to text only. Border width 0 removes the border (docs/product/editor.md); a border
 * put on an object without a stroke colour gets the default shape colour (images: black).
 */
export function applyStyleTo(objects: readonly FabricObject[], patch: StylePatch): void {
  for (const object of objects) {
    const type = specType(object);
    const isText = TEXT_TYPES.has(type);
    const changes: Record<string, unknown> = {};
    if (patch.fill !== undefined && type !== 'line' && type !== 'image') changes.fill = patch.fill;
    if (patch.stroke !== undefined) changes.stroke = patch.stroke;
    if (patch.strokeWidth !== undefined) {
      // A line is all border: it keeps at least 1 px so it never disappears.
      changes.strokeWidth = type === 'line' ? Math.max(1, patch.strokeWidth) : patch.strokeWidth;
      if (patch.strokeWidth > 0 && !object.stroke && patch.stroke === undefined)
        changes.stroke = object instanceof FabricImage ? '#000000' : SHAPE_STYLE.stroke;
    }
    if (patch.opacity !== undefined) changes.opacity = patch.opacity;
    if (isText && patch.fontSize !== undefined) changes.fontSize = patch.fontSize;
    if (isText && patch.fontWeight !== undefined) changes.fontWeight = patch.fontWeight;
    if (Object.keys(changes).length === 0) continue;
    object.set(changes);
    object.setCoords();
  }
}

/**
 * The selection summary and object list React should see now: the previous values kept when
 * nothing changed, so subscribers re-render only on a real change.
 */
export function selectionStatus(
  canvas: Canvas | null,
  current: { selection: SelectionInfo | null; objects: readonly ObjectEntry[] },
) {
  const selection = describeSelection(canvas?.getActiveObjects() ?? []);
  const objects = canvas ? listEntries(canvas) : [];
  return {
    selection: sameSelection(selection, current.selection) ? current.selection : selection,
    objects: sameEntries(objects, current.objects) ? current.objects : objects,
  };
}
