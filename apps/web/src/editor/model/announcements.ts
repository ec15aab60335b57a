import type { Box, LayerOrder, SelectedObject } from './context';
import { kindLabel } from './objectNames';

/**
 * What the editor's polite live region says after each action (issue #18 item 2): short, with
 * the object's kind first, so repeated arrow presses stay quick to hear.
 */

/** 'Heading', '3 objects', or 'Object' when the kind is unknown. */
export function selectionLabel(selection: readonly SelectedObject[]): string {
  if (selection.length > 1) return `${selection.length} objects`;
  const kind = selection[0]?.kind;
  return kind ? kindLabel(kind) : 'Object';
}

const px = (value: number) => Math.round(value);

const LAYER_WORDS: Readonly<Record<LayerOrder, string>> = {
  front: 'brought to front',
  forward: 'brought forward',
  backward: 'sent backward',
  back: 'sent to back',
};

export const ANNOUNCE = {
  /** 'Heading moved to 120, 240' (left, top). */
  moved: (label: string, box: Box) => `${label} moved to ${px(box.left)}, ${px(box.top)}`,
  /** 'Rectangle resized to 200 by 100' (width by height). */
  resized: (label: string, box: Box) => `${label} resized to ${px(box.width)} by ${px(box.height)}`,
  deleted: (label: string) => `${label} deleted`,
  /** 'Heading brought forward', 'Chart sent to back'. */
  layer: (label: string, order: LayerOrder) => `${label} ${LAYER_WORDS[order]}`,
  /** The layer move did nothing: the object is already at that end. */
  layerUnchanged: (label: string, order: LayerOrder) =>
    `${label} is already at the ${order === 'front' || order === 'forward' ? 'front' : 'back'}`,
  /** 'Added Heading: Heading', 'Added 3 objects'. */
  added: (names: readonly string[]) =>
    names.length === 1 ? `Added ${names[0]}` : `Added ${names.length} objects`,
  /** 'Chart: Global sea level since 1880, 2 of 3, selected'. */
  selected: (name: string, position: number, count: number) =>
    `${name}, ${position} of ${count}, selected`,
  deselected: 'Nothing selected',
  /** Enter on a text: typing replaces it, Escape finishes. */
  editing: (label: string) => `Editing ${label.toLowerCase()}. Type to replace it; Escape finishes`,
  altSaved: (label: string) => `Alt text saved for ${label.toLowerCase()}`,
  altRemoved: (label: string) => `Alt text removed from ${label.toLowerCase()}`,
} as const;
