import type { CanvasObject } from '@dsb/core';
import { ActionRegistry } from './actions';
import type { Action, Shortcut } from './actions';
import {
  addImage,
  announceAdded,
  arrangeActions,
  selectObject,
  setAltText,
} from './arrangeActions';
import {
  BORDER_WIDTH,
  OPACITY,
  SHAPE_KINDS,
  SHAPE_LABELS,
  TEXT_PRESETS,
  ZOOM,
  clampToRange,
  nearestTextSize,
} from './constants';
import type { ShapeKind, TextPreset } from './constants';
import type { EditorContext, StylePatch } from './context';
import { editorMessages } from './messages';

const hasSelection = (ctx: EditorContext) => ctx.getSelection().length > 0;
const mod = (key: string, shift = false): Shortcut => ({ key, ctrlOrMeta: true, shift });

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Clamps a style patch to the sub-toolbar's ranges (docs/product/editor.md). */
export function clampStylePatch(patch: StylePatch): StylePatch {
  const out: StylePatch = { ...patch };
  if (patch.strokeWidth !== undefined)
    out.strokeWidth = clampToRange(patch.strokeWidth, BORDER_WIDTH);
  if (patch.opacity !== undefined) out.opacity = clampToRange(patch.opacity, OPACITY);
  if (patch.fontSize !== undefined) out.fontSize = nearestTextSize(patch.fontSize);
  return out;
}

/** The editor's actions without arguments, by name. */
function plainActions(): Action[] {
  return [
    {
      name: 'copy',
      get label() {
        return editorMessages.actions.copy();
      },
      shortcut: mod('c'),
      entersHistory: false,
      isEnabled: hasSelection,
      perform: (ctx) => ctx.copy(),
    },
    {
      name: 'cut',
      get label() {
        return editorMessages.actions.cut();
      },
      shortcut: mod('x'),
      entersHistory: true,
      isEnabled: hasSelection,
      perform: (ctx) => {
        ctx.copy();
        ctx.deleteSelection();
      },
    },
    {
      name: 'paste',
      get label() {
        return editorMessages.actions.paste();
      },
      shortcut: mod('v'),
      entersHistory: true,
      keepDefault: true,
      perform: async (ctx) => {
        const before = ctx.listObjects().length;
        await ctx.paste();
        // An image from the system clipboard arrives later, after its upload.
        if (ctx.listObjects().length > before) announceAdded(ctx);
      },
    },
    {
      name: 'selectAll',
      get label() {
        return editorMessages.actions.selectAll();
      },
      shortcut: mod('a'),
      entersHistory: false,
      perform: (ctx) => ctx.selectAll(),
    },
    {
      name: 'undo',
      get label() {
        return editorMessages.actions.undo();
      },
      shortcut: mod('z'),
      entersHistory: false,
      isEnabled: (ctx) => ctx.canUndo(),
      perform: (ctx) => ctx.undo(),
    },
    {
      // Our improvement: the original mapped these keys to nothing.
      name: 'redo',
      get label() {
        return editorMessages.actions.redo();
      },
      shortcut: [mod('z', true), mod('y')],
      entersHistory: false,
      isEnabled: (ctx) => ctx.canRedo(),
      perform: (ctx) => ctx.redo(),
    },
    {
      // '=' is the plus key without Shift on most layouts; '+' also comes from the keypad.
      name: 'zoomIn',
      get label() {
        return editorMessages.actions.zoomIn();
      },
      shortcut: [mod('='), mod('+'), mod('+', true)],
      entersHistory: false,
      perform: (ctx) => ctx.zoom(ZOOM.factor),
    },
    {
      name: 'zoomOut',
      get label() {
        return editorMessages.actions.zoomOut();
      },
      shortcut: [mod('-'), mod('_', true)],
      entersHistory: false,
      perform: (ctx) => ctx.zoom(1 / ZOOM.factor),
    },
    {
      name: 'zoomReset',
      get label() {
        return editorMessages.actions.zoomReset();
      },
      shortcut: mod('0'),
      entersHistory: false,
      perform: (ctx) => ctx.zoom('reset'),
    },
    ...(Object.keys(TEXT_PRESETS) as TextPreset[]).map((preset): Action => ({
      name: `add${capitalize(preset)}`,
      get label() {
        return TEXT_PRESETS[preset].label;
      },
      entersHistory: true,
      perform: (ctx) => {
        ctx.addText(preset);
        announceAdded(ctx);
      },
    })),
    ...SHAPE_KINDS.map((kind: ShapeKind): Action => ({
      name: `add${capitalize(kind)}`,
      get label() {
        return SHAPE_LABELS[kind];
      },
      entersHistory: true,
      perform: (ctx) => {
        ctx.addShape(kind);
        announceAdded(ctx);
      },
    })),
    {
      name: 'crop',
      get label() {
        return editorMessages.actions.crop();
      },
      // Applying the crop is recorded by the adapter when the crop machine says 'apply'.
      entersHistory: false,
      isEnabled: (ctx) => {
        const selection = ctx.getSelection();
        return selection.length === 1 && selection[0]!.type === 'image';
      },
      perform: (ctx) => ctx.startCrop(),
    },
  ];
}

/** 'setStyle' takes a StylePatch, clamped before it reaches the canvas. */
const setStyle: Action<StylePatch> = {
  name: 'setStyle',
  get label() {
    return editorMessages.actions.setStyle();
  },
  entersHistory: true,
  isEnabled: hasSelection,
  perform: (ctx, patch) => ctx.applyStyle(clampStylePatch(patch)),
};

/**
 * 'addObjects' takes stored canvas objects laid out by a panel (the headline card)
 * and adds them, selected, as one undo step.
 */
const addObjects: Action<readonly CanvasObject[]> = {
  name: 'addObjects',
  get label() {
    return editorMessages.actions.addObjects();
  },
  entersHistory: true,
  perform: async (ctx, objects) => {
    if (!objects?.length) return;
    await ctx.addObjects(objects);
    announceAdded(ctx);
  },
};

/**
 * 'replaceSelection' takes stored objects that take the one selected object's place as one undo
 * step (the chart builder's "Update chart").
 */
const replaceSelection: Action<readonly CanvasObject[]> = {
  name: 'replaceSelection',
  get label() {
    return editorMessages.actions.replaceSelection();
  },
  entersHistory: true,
  isEnabled: (ctx) => ctx.getSelection().length === 1,
  perform: async (ctx, objects) => {
    if (!objects?.length) return;
    await ctx.replaceSelection(objects);
  },
};

/** Registers the editor's default actions: the sub-toolbar, the tabs and the shortcuts. */
export function registerDefaultActions(registry: ActionRegistry): ActionRegistry {
  for (const action of [...plainActions(), ...arrangeActions()]) registry.register(action);
  registry.register(setStyle);
  registry.register(addObjects);
  registry.register(replaceSelection);
  registry.register(addImage);
  registry.register(selectObject);
  registry.register(setAltText);
  return registry;
}

/** A registry holding the default actions. */
export function createDefaultRegistry(): ActionRegistry {
  return registerDefaultActions(new ActionRegistry());
}
