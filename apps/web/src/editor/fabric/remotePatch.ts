import type { Canvas, FabricObject, IText } from 'fabric';
import { OBJECT_ID_KEY, type CanvasObject } from '@dsb/core';
import { planRemoteChanges } from '../model/remoteChanges';
import { enlivenSafely } from './canvasIO';
import { selectObjects } from './commands';
import { objectIdOf } from './objectIds';
import { showOthersSelections, type OthersSelection } from './remoteSelections';

/** Properties that would break the text this pupil is typing in: theirs stay until they finish. */
const TYPING_KEYS = new Set(['text', 'styles']);

const isEditing = (object: FabricObject) => Boolean((object as IText).isEditing);

/**
 * Shows another member's changes of this slide on the canvas (planRemoteChanges says what):
 * objects are loaded first, then the canvas is changed in one synchronous step inside `quietly`
 * (the editor does not take it for this pupil's change). A multiple selection that includes a
 * changed object is taken apart and put back, so the selection stays.
 */
export async function applyRemoteChanges(
  canvas: Canvas,
  known: readonly CanvasObject[],
  next: readonly CanvasObject[],
  quietly: (change: () => void) => void,
): Promise<void> {
  const ids = () => canvas.getObjects().map(objectIdOf).filter(Boolean);
  const plan = planRemoteChanges(ids(), known, next);
  const loaded = await enlivenSafely([...plan.replace, ...plan.add]);
  const fresh = new Map(loaded.map((object) => [objectIdOf(object), object]));
  quietly(() => {
    const byId = new Map(canvas.getObjects().map((object) => [objectIdOf(object), object]));
    const selected = canvas.getActiveObjects();
    const touched = new Set([
      ...plan.remove,
      ...plan.update.map((u) => u.oid),
      ...plan.replace.map((o) => String(o[OBJECT_ID_KEY])),
    ]);
    const reselect = selected.length > 0 && selected.some((o) => touched.has(objectIdOf(o)));
    // A multiple selection holds its objects relative to itself: take it apart first.
    if (reselect && selected.length > 1) canvas.discardActiveObject();
    for (const oid of plan.remove) {
      const object = byId.get(oid);
      if (object && isEditing(object)) (object as IText).exitEditing();
      if (object) canvas.remove(object);
    }
    for (const { oid, props } of plan.update) {
      const object = byId.get(oid);
      if (!object) continue;
      for (const [key, value] of Object.entries(props)) {
        if (!(isEditing(object) && TYPING_KEYS.has(key))) object.set(key as never, value as never);
      }
      object.setCoords();
    }
    for (const stored of plan.replace) {
      const oid = String(stored[OBJECT_ID_KEY]);
      const old = byId.get(oid);
      const object = fresh.get(oid);
      if (!old || !object) continue;
      const index = canvas.getObjects().indexOf(old);
      canvas.remove(old);
      canvas.insertAt(index, object);
      byId.set(oid, object);
    }
    for (const stored of plan.add) {
      const object = fresh.get(String(stored[OBJECT_ID_KEY]));
      if (object) canvas.add(object);
      if (object) byId.set(objectIdOf(object), object);
    }
    plan.order.forEach((oid, index) => {
      const object = byId.get(oid);
      if (object && canvas.getObjects().indexOf(object) !== index)
        canvas.moveObjectTo(object, index);
    });
    if (reselect) {
      const still = selected
        .map((o) => byId.get(objectIdOf(o)))
        .filter((o): o is FabricObject => o !== undefined && canvas.getObjects().includes(o));
      if (still.length !== 1 || canvas.getActiveObject() !== still[0]) selectObjects(canvas, still);
    }
    canvas.requestRenderAll();
  });
}

type RemoteTarget = {
  canvas(): Canvas | null;
  slideId(): string | null;
  /** The slide load under way (others' changes wait for it). */
  loaded(): Promise<void>;
  done(): void;
};

/** Others' changes, put on the canvas one after the other and after any slide load. */
export class RemoteChangeQueue {
  /** True while a change is being put on the canvas: it is not this pupil's change. */
  applying = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly target: RemoteTarget) {}

  /** Outlines other members' selections on the slide (nothing when the canvas is not mounted). */
  showSelections(selections: readonly OthersSelection[]): void {
    const canvas = this.target.canvas();
    if (canvas) showOthersSelections(canvas, selections);
  }

  push(slideId: string, known: readonly CanvasObject[], next: readonly CanvasObject[]) {
    const apply = async () => {
      await this.target.loaded();
      const canvas = this.target.canvas();
      if (!canvas || slideId !== this.target.slideId()) return;
      await applyRemoteChanges(canvas, known, next, (change) => {
        this.applying = true;
        try {
          change();
        } finally {
          this.applying = false;
        }
      });
      this.target.done();
    };
    this.queue = this.queue.then(apply, apply);
    return this.queue;
  }
}
