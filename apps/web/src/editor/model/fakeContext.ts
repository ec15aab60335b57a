import type { Box, EditorContext, ObjectEntry, SelectedObject } from './context';

/** A recording EditorContext for tests (not used by the app). */
export interface FakeContext extends EditorContext {
  /** Calls in order, as 'method' or 'method:args' (JSON). */
  calls: string[];
  selection: SelectedObject[];
  undoable: boolean;
  redoable: boolean;
  /** What getSelectionBox answers. */
  box: Box | null;
  /** What listObjects answers; selectObject marks one selected. */
  objects: ObjectEntry[];
  /** What announce was told, in order. */
  announced: string[];
}

export function fakeContext(
  init: Partial<Pick<FakeContext, 'selection' | 'undoable' | 'redoable' | 'box' | 'objects'>> = {},
): FakeContext {
  const calls: string[] = [];
  const log =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(args.length ? `${name}:${JSON.stringify(args)}` : name);
    };
  const ctx: FakeContext = {
    calls,
    selection: init.selection ?? [],
    undoable: init.undoable ?? false,
    redoable: init.redoable ?? false,
    box: init.box ?? null,
    objects: init.objects ?? [],
    announced: [],
    getSelection: () => ctx.selection,
    deleteSelection: log('deleteSelection'),
    copy: log('copy'),
    paste: log('paste'),
    selectAll: log('selectAll'),
    deselect: log('deselect'),
    nudge: log('nudge'),
    undo: log('undo'),
    redo: log('redo'),
    canUndo: () => ctx.undoable,
    canRedo: () => ctx.redoable,
    zoom: log('zoom'),
    addText: log('addText'),
    addShape: log('addShape'),
    addObjects: log('addObjects'),
    replaceSelection: log('replaceSelection'),
    setLayer: log('setLayer'),
    applyStyle: log('applyStyle'),
    startCrop: log('startCrop'),
    captureHistory: log('captureHistory'),
    getSelectionBox: () => ctx.box,
    resizeSelection: log('resizeSelection'),
    listObjects: () => ctx.objects,
    selectObject: (id) => {
      log('selectObject')(id);
      ctx.objects = ctx.objects.map((object) => ({ ...object, selected: object.id === id }));
    },
    setAltText: log('setAltText'),
    editText: log('editText'),
    addImage: log('addImage'),
    announce: (message) => {
      ctx.announced.push(message);
    },
  };
  return ctx;
}
