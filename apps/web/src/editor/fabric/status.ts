import type { ObjectEntry } from '../model';
import type { SelectionInfo } from './selection';

/** The little the React side reads from the canvas; everything else stays inside Fabric. */
export interface EditorStatus {
  selection: SelectionInfo | null;
  canUndo: boolean;
  canRedo: boolean;
  zoom: number;
  /** Crop mode is showing its frame. */
  cropping: boolean;
  /** The slide's objects from the back to the front (the object list). */
  objects: readonly ObjectEntry[];
}

const initialStatus: EditorStatus = {
  selection: null,
  canUndo: false,
  canRedo: false,
  zoom: 1,
  cropping: false,
  objects: [],
};

/**
 * Holds the status and tells subscribers when it changes (for useSyncExternalStore). An update
 * that changes nothing keeps the same object, so React does not re-render.
 */
export class EditorStatusHub {
  private state: EditorStatus = initialStatus;
  private readonly listeners = new Set<() => void>();

  get = (): EditorStatus => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(patch: Partial<EditorStatus>): void {
    const keys = Object.keys(patch) as (keyof EditorStatus)[];
    if (keys.every((key) => Object.is(patch[key], this.state[key]))) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
