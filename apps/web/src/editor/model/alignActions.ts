import type { Action } from './actions';
import { ALIGN_EDGES, DISTRIBUTE_AXES, alignMoves, distributeMoves, type Move } from './align';
import { selectionLabel } from './announcements';
import { CANVAS } from './constants';
import type { EditorContext, SelectedObject } from './context';
import { editorMessages } from './messages';

/**
 * Align, distribute and lock as editor actions (issue #32 item 2): the sub-toolbar's buttons run them,
 * each one undo step like a nudge, saved through the same change path.
 */

const m = editorMessages;
const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function moveAndSay(ctx: EditorContext, moves: readonly Move[], how: string): void {
  if (moves.every((move) => move.dx === 0 && move.dy === 0)) {
    ctx.announce(m.announce.alreadyArranged({ label: selectionLabel(ctx.getSelection()), how }));
    return;
  }
  ctx.moveEach(moves);
  ctx.announce(m.announce.arranged({ label: selectionLabel(ctx.getSelection()), how }));
}

/** Locked objects keep metadata.locked (fabric/locking.ts). */
export const isLockedObject = (object: SelectedObject) => object.metadata?.locked === true;

/** 'toggleLock': locks the selection, or unlocks it when every selected object is locked. */
export const toggleLock: Action = {
  name: 'toggleLock',
  get label() {
    return m.actions.toggleLock();
  },
  entersHistory: true,
  isEnabled: (ctx) => ctx.getSelection().length > 0,
  perform: (ctx) => {
    const unlock = ctx.getSelection().every(isLockedObject);
    ctx.setLocked(!unlock);
    const label = selectionLabel(ctx.getSelection());
    ctx.announce(unlock ? m.announce.unlocked({ label }) : m.announce.locked({ label }));
  },
};

export function alignActions(): Action[] {
  const align = ALIGN_EDGES.map((edge): Action => ({
    name: `align${cap(edge)}`,
    get label() {
      return m.actions.align[edge]();
    },
    entersHistory: true,
    isEnabled: (ctx) => ctx.getSelection().length > 0,
    perform: (ctx) =>
      moveAndSay(ctx, alignMoves(ctx.getSelectedBoxes(), edge, CANVAS), m.actions.align[edge]()),
  }));
  const distribute = DISTRIBUTE_AXES.map((axis): Action => ({
    name: `distribute${cap(axis)}`,
    get label() {
      return m.actions.distribute[axis]();
    },
    entersHistory: true,
    isEnabled: (ctx) => ctx.getSelection().length >= 3,
    perform: (ctx) =>
      moveAndSay(ctx, distributeMoves(ctx.getSelectedBoxes(), axis), m.actions.distribute[axis]()),
  }));
  return [...align, ...distribute, toggleLock];
}
