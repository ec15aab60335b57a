import type { Box, LayerOrder, SelectedObject } from './context';
import { editorMessages } from './messages';
import { kindLabel, type ObjectKind } from './objectNames';

/**
 * What the editor's polite live region says after each action (issue #18 item 2): short, with
 * the object's kind first, so repeated arrow presses stay quick to hear. Each is a whole sentence
 * of the interface's language (locales/*.json), looked up when it is said.
 */

const m = editorMessages.announce;

/** 'Heading', '3 objects', or 'Object' when the kind is unknown. */
export function selectionLabel(selection: readonly SelectedObject[]): string {
  if (selection.length > 1) return editorMessages.names.objectCount({ count: selection.length });
  return kindLabel(selection[0]?.kind ?? 'object');
}

const px = (value: number) => Math.round(value);

/** The kind of a lone selected object (what 'Editing heading' and the alt text lines name). */
export function selectionKind(selection: readonly SelectedObject[]): ObjectKind {
  return (selection.length === 1 && selection[0]?.kind) || 'object';
}

export const ANNOUNCE = {
  /** 'Heading moved to 120, 240' (left, top). */
  moved: (label: string, box: Box) => m.moved({ label, x: px(box.left), y: px(box.top) }),
  /** 'Rectangle resized to 200 by 100' (width by height). */
  resized: (label: string, box: Box) =>
    m.resized({ label, width: px(box.width), height: px(box.height) }),
  /** 'Heading deleted', '2 objects deleted'. */
  deleted: (selection: readonly SelectedObject[]) =>
    selection.length > 1
      ? m.deletedMany({ count: selection.length })
      : m.deletedOne({ label: selectionLabel(selection) }),
  /** 'Heading brought forward', 'Chart sent to back'. */
  layer: (label: string, order: LayerOrder) => m.layer[order]({ label }),
  /** The layer move did nothing: the object is already at that end. */
  layerUnchanged: (label: string, order: LayerOrder) =>
    order === 'front' || order === 'forward' ? m.alreadyFront({ label }) : m.alreadyBack({ label }),
  /** 'Added Heading: Heading', 'Added 3 objects'. */
  added: (names: readonly (string | undefined)[]) => {
    if (names.length !== 1) return m.addedMany({ count: names.length });
    return names[0] ? m.addedOne({ name: names[0] }) : m.addedObject();
  },
  /** 'Chart: Global sea level since 1880, 2 of 3, selected'. */
  selected: (name: string, position: number, count: number) =>
    m.selected({ name, position, count }),
  get deselected() {
    return m.deselected();
  },
  /** Enter on a text (a heading or a text): typing replaces it, Escape finishes. */
  editing: (kind: ObjectKind) => m.editing({ kind }),
  /** Alt text of an image or a chart. */
  altSaved: (kind: ObjectKind) => m.altSaved({ kind }),
  altRemoved: (kind: ObjectKind) => m.altRemoved({ kind }),
} as const;
