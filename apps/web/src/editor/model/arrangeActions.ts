import type { Action, Shortcut } from './actions';
import { ANNOUNCE, selectionKind, selectionLabel } from './announcements';
import { NUDGE_LARGE_PX, NUDGE_PX } from './constants';
import type { Box, EditorContext, LayerOrder } from './context';
import { editorMessages } from './messages';
import { MAX_ALT_TEXT_LENGTH } from './objectNames';

/**
 * The canvas by keyboard (issue #18 item 2): moving, resizing, stacking, deleting and selecting
 * objects, each announced through the live region. Mouse buttons run the same actions.
 */

const hasSelection = (ctx: EditorContext) => ctx.getSelection().length > 0;
const mod = (key: string, shift = false): Shortcut => ({ key, ctrlOrMeta: true, shift });

function announceBox(ctx: EditorContext, message: (label: string, box: Box) => string): void {
  const box = ctx.getSelectionBox();
  if (box) ctx.announce(message(selectionLabel(ctx.getSelection()), box));
}

/** Says which objects are now selected (after an add or a paste). */
export function announceAdded(ctx: EditorContext): void {
  const selection = ctx.getSelection();
  if (selection.length > 0) ctx.announce(ANNOUNCE.added(selection.map((object) => object.name)));
}

type Direction = 'Left' | 'Right' | 'Up' | 'Down';
const DIRECTIONS: ReadonlyArray<[Direction, number, number]> = [
  ['Left', -1, 0],
  ['Right', 1, 0],
  ['Up', 0, -1],
  ['Down', 0, 1],
];
const WAYS = { Left: 'left', Right: 'right', Up: 'up', Down: 'down' } as const;
/** Arrow keys step 1 px; with Shift 10 px (the action name gains 'Far'). */
const STEPS: ReadonlyArray<['' | 'Far', number, boolean]> = [
  ['', NUDGE_PX, false],
  ['Far', NUDGE_LARGE_PX, true],
];
/** Alt+Right makes wider, Alt+Left narrower, Alt+Down taller, Alt+Up shorter. */
const RESIZES: Readonly<Record<Direction, string>> = {
  Right: 'resizeWider',
  Left: 'resizeNarrower',
  Down: 'resizeTaller',
  Up: 'resizeShorter',
};

function moveActions(): Action[] {
  return DIRECTIONS.flatMap(([direction, dx, dy]) =>
    STEPS.flatMap(([suffix, step, shift]): Action[] => [
      {
        name: `nudge${direction}${suffix}`,
        get label() {
          const way = WAYS[direction];
          const words = editorMessages.actions;
          return suffix ? words.moveFar[way]({ step }) : words.move[way]();
        },
        shortcut: { key: `Arrow${direction}`, shift },
        entersHistory: true,
        isEnabled: hasSelection,
        perform: (ctx) => {
          ctx.nudge(dx * step, dy * step);
          announceBox(ctx, ANNOUNCE.moved);
        },
      },
      {
        name: `${RESIZES[direction]}${suffix}`,
        get label() {
          const way = WAYS[direction];
          const words = editorMessages.actions;
          return suffix ? words.resizeFar[way]({ step }) : words.resize[way]();
        },
        shortcut: { key: `Arrow${direction}`, alt: true, shift },
        entersHistory: true,
        isEnabled: hasSelection,
        perform: (ctx) => {
          ctx.resizeSelection(dx * step, dy * step);
          announceBox(ctx, ANNOUNCE.resized);
        },
      },
    ]),
  );
}

/** The stacking order as one string, to tell whether a layer move changed anything. */
const stackKey = (ctx: EditorContext) =>
  ctx
    .listObjects()
    .map((object) => object.id)
    .join(' ');

/**
 * Ctrl+] and Ctrl+[ one step, with Shift to the front or back (PowerPoint's keys). With Shift most
 * layouts report '}' and '{', so both are registered.
 */
type LayerAction = 'bringToFront' | 'bringForward' | 'sendBackward' | 'sendToBack';
const LAYERS: ReadonlyArray<[LayerAction, LayerOrder, Shortcut[]]> = [
  ['bringToFront', 'front', [mod(']', true), mod('}', true)]],
  ['bringForward', 'forward', [mod(']')]],
  ['sendBackward', 'backward', [mod('[')]],
  ['sendToBack', 'back', [mod('[', true), mod('{', true)]],
];

function layerActions(): Action[] {
  return LAYERS.map(([name, order, shortcut]) => ({
    name,
    get label() {
      return editorMessages.actions[name]();
    },
    shortcut,
    entersHistory: true,
    isEnabled: hasSelection,
    perform: (ctx) => {
      const what = selectionLabel(ctx.getSelection());
      const before = stackKey(ctx);
      ctx.setLayer(order);
      const moved = stackKey(ctx) !== before;
      ctx.announce(moved ? ANNOUNCE.layer(what, order) : ANNOUNCE.layerUnchanged(what, order));
    },
  }));
}

/** The index of the object after (step 1) or before (step -1) the selection, or null. */
function neighbourIndex(ctx: EditorContext, step: 1 | -1): number | null {
  const list = ctx.listObjects();
  const selected = list.flatMap((object, index) => (object.selected ? [index] : []));
  if (selected.length === 0) return null;
  const index = step > 0 ? selected[selected.length - 1]! + 1 : selected[0]! - 1;
  return index >= 0 && index < list.length ? index : null;
}

function selectAt(ctx: EditorContext, index: number): void {
  const list = ctx.listObjects();
  const entry = list[index];
  if (!entry) return;
  ctx.selectObject(entry.id);
  ctx.announce(ANNOUNCE.selected(entry.name, index + 1, list.length));
}

function selectionActions(): Action[] {
  const hasObjects = (ctx: EditorContext) => ctx.listObjects().length > 0;
  return [
    {
      // Tab on the canvas: the next object from the back to the front; past the last one, Tab
      // is not taken and focus leaves the canvas as usual.
      name: 'selectNextObject',
      get label() {
        return editorMessages.actions.selectNextObject();
      },
      shortcut: { key: 'Tab' },
      onlyOnCanvas: true,
      entersHistory: false,
      isEnabled: (ctx) => neighbourIndex(ctx, 1) !== null,
      perform: (ctx) => selectAt(ctx, neighbourIndex(ctx, 1) ?? -1),
    },
    {
      name: 'selectPreviousObject',
      get label() {
        return editorMessages.actions.selectPreviousObject();
      },
      shortcut: { key: 'Tab', shift: true },
      onlyOnCanvas: true,
      entersHistory: false,
      isEnabled: (ctx) => neighbourIndex(ctx, -1) !== null,
      perform: (ctx) => selectAt(ctx, neighbourIndex(ctx, -1) ?? -1),
    },
    {
      // Focus arriving on the canvas by Tab selects the back-most object; by Shift+Tab, the front.
      name: 'selectFirstObject',
      get label() {
        return editorMessages.actions.selectFirstObject();
      },
      entersHistory: false,
      isEnabled: hasObjects,
      perform: (ctx) => selectAt(ctx, 0),
    },
    {
      name: 'selectLastObject',
      get label() {
        return editorMessages.actions.selectLastObject();
      },
      entersHistory: false,
      isEnabled: hasObjects,
      perform: (ctx) => selectAt(ctx, ctx.listObjects().length - 1),
    },
    {
      name: 'deselect',
      get label() {
        return editorMessages.actions.deselect();
      },
      shortcut: { key: 'Escape' },
      entersHistory: false,
      isEnabled: hasSelection,
      perform: (ctx) => {
        ctx.deselect();
        ctx.announce(ANNOUNCE.deselected);
      },
    },
    {
      name: 'editText',
      get label() {
        return editorMessages.actions.editText();
      },
      shortcut: { key: 'Enter' },
      onlyOnCanvas: true,
      entersHistory: false,
      isEnabled: (ctx) => {
        const selection = ctx.getSelection();
        const kind = selection.length === 1 ? selection[0]!.kind : undefined;
        return kind === 'heading' || kind === 'text';
      },
      perform: (ctx) => {
        ctx.editText();
        ctx.announce(ANNOUNCE.editing(selectionKind(ctx.getSelection())));
      },
    },
    {
      name: 'deleteSelection',
      get label() {
        return editorMessages.actions.deleteSelection();
      },
      shortcut: [{ key: 'Delete' }, { key: 'Backspace' }],
      entersHistory: true,
      isEnabled: hasSelection,
      perform: (ctx) => {
        const selection = ctx.getSelection();
        ctx.deleteSelection();
        ctx.announce(ANNOUNCE.deleted(selection));
      },
    },
  ];
}

/** The keyboard's arranging actions without arguments. */
export function arrangeActions(): Action[] {
  return [...selectionActions(), ...moveActions(), ...layerActions()];
}

/** 'selectObject' takes an ObjectEntry id: the object list's buttons. */
export const selectObject: Action<string> = {
  name: 'selectObject',
  get label() {
    return editorMessages.actions.selectObject();
  },
  entersHistory: false,
  perform: (ctx, id) => {
    const list = ctx.listObjects();
    const index = list.findIndex((object) => object.id === id);
    if (index >= 0) selectAt(ctx, index);
  },
};

const altTarget = (ctx: EditorContext) => {
  const selection = ctx.getSelection();
  const kind = selection.length === 1 ? selection[0]!.kind : undefined;
  return kind === 'image' || kind === 'chart' ? selection[0]! : null;
};

/** 'setAltText' takes the new alt text of the selected image or chart ('' removes it). */
export const setAltText: Action<string> = {
  name: 'setAltText',
  get label() {
    return editorMessages.actions.setAltText();
  },
  entersHistory: true,
  isEnabled: (ctx) => altTarget(ctx) !== null,
  perform: (ctx, alt) => {
    const what = selectionKind(ctx.getSelection());
    const text = (alt ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_ALT_TEXT_LENGTH);
    ctx.setAltText(text);
    ctx.announce(text ? ANNOUNCE.altSaved(what) : ANNOUNCE.altRemoved(what));
  },
};

/** What 'addImage' takes: the image's URL and its metadata (docs/product/editor.md). */
export interface AddImageArgs {
  src: string;
  metadata?: Readonly<Record<string, unknown>>;
}

/** 'addImage': a chart from the evidence panel, a found image or an uploaded one. */
export const addImage: Action<AddImageArgs> = {
  name: 'addImage',
  get label() {
    return editorMessages.actions.addImage();
  },
  entersHistory: true,
  perform: async (ctx, args) => {
    if (!args?.src) return;
    await ctx.addImage(args.src, args.metadata);
    announceAdded(ctx);
  },
};
