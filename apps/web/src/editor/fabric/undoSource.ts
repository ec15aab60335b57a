import type { History, HistoryState } from '../model';

/**
 * Undo and redo kept outside the canvas: while editing together, the shared document's undo of
 * this pupil's own changes (docs/product/group-work.md), so undo never takes back someone else's.
 */
export interface UndoSource {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): void;
  redo(): void;
  subscribe(listener: (state: HistoryState) => void): () => void;
}

type UndoHooks = {
  /** Loads a snapshot of the slide's own history (undo without a shared document). */
  restore: (snapshot: string | null) => Promise<void>;
  /** Writes the pending change, so undo in the shared document takes back the latest one. */
  flush: () => void;
  /** Tells the editor's status whether undo and redo can be used. */
  report: (state: HistoryState) => void;
};

/** The editor's undo and redo: the slide's snapshot history, or a source set while editing together. */
export class UndoControl {
  private source: UndoSource | null = null;
  private stopSource = () => {};

  constructor(
    private readonly history: History,
    private readonly hooks: UndoHooks,
  ) {}

  /** Reports the slide history's changes while no source is set; returns the stop. */
  listen(): () => void {
    return this.history.subscribe((state) => {
      if (!this.source) this.hooks.report(state);
    });
  }

  use(source: UndoSource | null): void {
    this.stopSource();
    this.source = source;
    this.stopSource = source?.subscribe(this.hooks.report) ?? (() => {});
    const { canUndo, canRedo } = source ?? this.history;
    this.hooks.report({ canUndo, canRedo });
  }

  get canUndo(): boolean {
    return (this.source ?? this.history).canUndo;
  }

  get canRedo(): boolean {
    return (this.source ?? this.history).canRedo;
  }

  async step(direction: 'undo' | 'redo'): Promise<void> {
    if (!this.source) return this.hooks.restore(this.history[direction]());
    this.hooks.flush();
    this.source[direction]();
  }
}
