import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CanvasObject } from '@dsb/core';
import type { FabricEditor, FabricEditorOptions } from '../../editor/fabric';
import { createFakeStoryServer } from '../stories/fakeStoryServer';
import { createStoryStore, type StoryStore } from '../stories/storyStore';
import { LIVE_WRITE_DELAY_MS, StoryCanvasBinding } from './storyBinding';

/** A stand-in canvas: records loads and lets the test play the canvas's writes. */
function fakeEditor() {
  const loads: Array<{ slideId: string; objects: readonly CanvasObject[]; discard: boolean }> = [];
  const remote: Array<{ known: readonly CanvasObject[]; next: readonly CanvasObject[] }> = [];
  const undoSources: unknown[] = [];
  let options: FabricEditorOptions | null = null;
  const editor = {
    applyRemote: vi.fn(
      async (_slideId: string, known: readonly CanvasObject[], next: readonly CanvasObject[]) => {
        remote.push({ known, next });
      },
    ),
    setUndoSource: vi.fn((source: unknown) => undoSources.push(source)),
    showOthers: vi.fn(),
    getSelection: () => [],
    status: { subscribe: () => () => {} },
    loadSlide: vi.fn(
      async (
        slideId: string,
        objects: readonly CanvasObject[],
        o?: { discardPending?: boolean },
      ) => {
        loads.push({ slideId, objects, discard: o?.discardPending ?? false });
      },
    ),
  };
  return {
    loads,
    remote,
    undoSources,
    writeDelay: () => options!.writeDelayMs?.(),
    create: (o: FabricEditorOptions) => {
      options = o;
      return editor as unknown as FabricEditor;
    },
    change: (slideId: string, objects: CanvasObject[]) => options!.onChange(slideId, objects),
  };
}

const rect = (left: number): CanvasObject => ({ type: 'rect', left, top: 10, width: 20 });

let store: StoryStore;
let canvas: ReturnType<typeof fakeEditor>;
let binding: StoryCanvasBinding;
let stopWatching: () => void;
const slides = () => store.getState().story!.slides;

let server: ReturnType<typeof createFakeStoryServer>;

beforeEach(async () => {
  server = createFakeStoryServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  store = createStoryStore(server.goLive);
  await store.getState().createFromTemplate('trueForWho');
  canvas = fakeEditor();
  binding = new StoryCanvasBinding(store, canvas.create);
  stopWatching = binding.watch();
});

afterEach(() => {
  stopWatching();
  vi.unstubAllGlobals();
});

describe('StoryCanvasBinding', () => {
  it('loads the shown slide once, and the next slide when it changes', () => {
    const [first, second] = slides();
    binding.show(first!.id);
    binding.show(first!.id); // the page's effect after the picker already showed it
    binding.show(second!.id);
    expect(canvas.loads.map((l) => l.slideId)).toEqual([first!.id, second!.id]);
    binding.show('slide-0-404'); // not in the story: nothing happens
    expect(canvas.loads).toHaveLength(2);
  });

  it("writes the canvas's changes into their slide by id, even after a reorder", () => {
    const ids = slides().map((s) => s.id);
    binding.show(ids[0]!);
    store.getState().reorder([ids[1]!, ids[0]!, ids[2]!, ids[3]!]);
    canvas.change(ids[0]!, [rect(1)]);
    expect(slides()[1]!.canvasState).toEqual([rect(1)]);
    expect(slides()[0]!.canvasState).toEqual([]);
    const stored = server.stories.get(store.getState().story!._id!)!;
    expect(stored.slides[1]!.canvasState).toMatchObject([rect(1)]); // through the document
    expect(canvas.loads).toHaveLength(1); // its own write does not reload the canvas
    expect(canvas.remote).toEqual([]); // nor comes back as someone else's change
  });

  it('ignores the same state coming back from a save with its keys in another order', () => {
    const id = slides()[0]!.id;
    binding.show(id);
    canvas.change(id, [rect(5)]);
    store
      .getState()
      .updateSlide(0, { canvasState: [{ width: 20, top: 10, left: 5, type: 'rect' }] });
    expect(canvas.loads).toHaveLength(1);
  });

  it('puts a change made elsewhere on the canvas as a change, not a reload', () => {
    const id = slides()[0]!.id;
    binding.show(id);
    server.editElsewhere(store.getState().story!._id!, {
      slides: slides().map((s, i) => (i === 0 ? { ...s, canvasState: [rect(99)] } : s)),
    });
    expect(canvas.loads).toHaveLength(1);
    expect(canvas.remote).toHaveLength(1);
    expect(canvas.remote[0]!.next).toMatchObject([rect(99)]);
  });

  it('leaves other slides alone', () => {
    binding.show(slides()[0]!.id);
    store.getState().updateSlide(2, { canvasState: [rect(3)], script: 'Hello' });
    expect(canvas.loads).toHaveLength(1);
  });
});

describe('StoryCanvasBinding, edited live', () => {
  const undo = { canUndo: false, canRedo: false, destroy: vi.fn() };
  const presenceSet = vi.fn();
  beforeEach(async () => {
    stopWatching();
    undo.destroy.mockClear();
    // A stand-in for the shared document whose undo and presence the test watches.
    store = createStoryStore(async (storyId, target) => ({
      fields: target.getState().story ?? (await (await fetch(`/api/stories/${storyId}`)).json()),
      link: {
        storyId,
        start: () => {},
        whenSaved: async () => true,
        undoFor: () => ({ ...undo, undo() {}, redo() {}, subscribe: () => () => {} }),
        presence: {
          set: presenceSet,
          others: () => [],
          subscribe: () => () => {},
          person: () => null,
        },
        replaced: { notices: () => [], dismiss() {}, subscribe: () => () => {} },
        close: () => {},
      },
    }));
    await store.getState().createFromTemplate('trueForWho');
    canvas = fakeEditor();
    binding = new StoryCanvasBinding(store, canvas.create);
    stopWatching = binding.watch();
  });

  it('puts another member’s change on the canvas as a change, not a reload', () => {
    const id = slides()[0]!.id;
    binding.show(id);
    canvas.change(id, [rect(1)]);
    // Another member moved the object: the store takes it from the document.
    store.setState({
      story: {
        ...store.getState().story!,
        slides: slides().map((s, i) => (i === 0 ? { ...s, canvasState: [rect(40)] } : s)),
      },
    });
    expect(canvas.loads).toHaveLength(1);
    expect(canvas.remote).toEqual([{ known: [rect(1)], next: [rect(40)] }]);
  });

  it('undoes in the shared document, per slide, and writes changes sooner', () => {
    const [first, second] = slides();
    binding.show(first!.id);
    binding.show(second!.id);
    expect(canvas.undoSources.filter(Boolean)).toHaveLength(2);
    expect(undo.destroy).toHaveBeenCalledTimes(1); // the first slide's undo was let go
    expect(canvas.writeDelay()).toBe(LIVE_WRITE_DELAY_MS);
  });
});
