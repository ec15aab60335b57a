import { UNDO_LIMIT } from './constants';

export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * Undo and redo over snapshots of the slide's canvas (JSON strings). `present` is the snapshot on
 * the canvas now; up to `limit` (50) earlier ones can be undone, the oldest dropped first. A new
 * change clears redo.
 *
 * Capture: the adapter records on every object add, modify or remove (docs/product/editor.md), but
 * some changes must not become undo steps: loading a slide, the canvas reloading an undone
 * snapshot, a crop frame shown while cropping. Record those with `{ capture: false }`, or pause
 * capture around them (pauseCapture returns the function that resumes it; pauses nest).
 */
export class History {
  private past: string[] = [];
  private future: string[] = [];
  private current: string | null;
  private pauses = 0;
  private readonly listeners = new Set<(state: HistoryState) => void>();

  constructor(
    initial: string | null = null,
    private readonly limit: number = UNDO_LIMIT,
  ) {
    this.current = initial;
  }

  /** The snapshot on the canvas now, or null before the first one. */
  get present(): string | null {
    return this.current;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** False while capture is paused. */
  get capturing(): boolean {
    return this.pauses === 0;
  }

  /** Starts over from a snapshot with nothing to undo or redo (a slide was loaded). */
  reset(snapshot: string | null): void {
    this.past = [];
    this.future = [];
    this.current = snapshot;
    this.emit();
  }

  /**
   * Records the canvas as it is now. With capture (the default, unless paused) the previous
   * snapshot becomes an undo step and redo is cleared; a snapshot equal to the present is not a
   * change and is ignored. Without capture the snapshot only replaces the present, so the change
   * cannot be undone on its own and the undo and redo steps stay as they were.
   * Returns true when an undo step was added.
   */
  record(snapshot: string, options: { capture?: boolean } = {}): boolean {
    if (snapshot === this.current) return false;
    const capture = (options.capture ?? true) && this.capturing;
    if (!capture || this.current === null) {
      this.current = snapshot;
      return false;
    }
    this.past.push(this.current);
    if (this.past.length > this.limit) this.past.splice(0, this.past.length - this.limit);
    this.future = [];
    this.current = snapshot;
    this.emit();
    return true;
  }

  /** Steps back; returns the snapshot to load, or null when there is nothing to undo. */
  undo(): string | null {
    const previous = this.past.pop();
    if (previous === undefined) return null;
    if (this.current !== null) this.future.push(this.current);
    this.current = previous;
    this.emit();
    return previous;
  }

  /** Steps forward again; returns the snapshot to load, or null when there is nothing to redo. */
  redo(): string | null {
    const next = this.future.pop();
    if (next === undefined) return null;
    if (this.current !== null) this.past.push(this.current);
    this.current = next;
    this.emit();
    return next;
  }

  /** Stops capturing until the returned function is called (calling it twice is harmless). */
  pauseCapture(): () => void {
    this.pauses += 1;
    let resumed = false;
    return () => {
      if (resumed) return;
      resumed = true;
      this.pauses -= 1;
    };
  }

  /** Calls the listener whenever canUndo or canRedo may have changed; returns an unsubscribe. */
  subscribe(listener: (state: HistoryState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    const state = { canUndo: this.canUndo, canRedo: this.canRedo };
    for (const listener of this.listeners) listener(state);
  }
}
