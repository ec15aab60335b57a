import type { Canvas } from 'fabric';
import type { CanvasObject } from '@dsb/core';
import { History } from '../model';
import { stableStringify } from '../model/snapshot';
import { serializeCanvas } from './canvasIO';

/** How long after a change the slide's state is written into the story (flushed on leave). */
export const WRITE_DELAY_MS = 300;

/** What the tracker reads from the editor. */
export interface TrackedCanvas {
  canvas(): Canvas | null;
  slideId(): string | null;
  /** A slide or an undo step is being loaded: its events are not changes. */
  loading(): boolean;
}

/**
 * Turns canvas changes into undo steps and story writes. Every add, modify and remove is one
 * undo step (several events from one change, such as deleting three objects, are one step); the
 * slide's state is written into the story WRITE_DELAY_MS later, and at once on flush.
 */
export class ChangeTracker {
  readonly history = new History();
  private queued = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private written: string | null = null;

  constructor(
    private readonly source: TrackedCanvas,
    private readonly onWrite: (slideId: string, objects: CanvasObject[]) => void,
    private readonly onCaptured: () => void,
    /** How long after a change it is written (shorter while editing together). */
    private readonly writeDelayMs: () => number = () => WRITE_DELAY_MS,
  ) {}

  /** A slide was loaded: its state is the starting point, with nothing to undo or write. */
  reset(canvas: Canvas): void {
    const snapshot = stableStringify(serializeCanvas(canvas));
    this.history.reset(snapshot);
    this.written = snapshot;
  }

  /** A canvas event: capture once the current change is complete (after this task's events). */
  changed(): void {
    if (this.source.loading() || this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      if (this.queued) this.capture();
    });
  }

  /** Records the canvas as an undo step when it changed, and schedules the write. */
  capture(): void {
    this.queued = false;
    const canvas = this.source.canvas();
    if (!canvas || this.source.loading() || this.source.slideId() === null) return;
    const snapshot = stableStringify(serializeCanvas(canvas));
    if (snapshot !== this.history.present) {
      this.history.record(snapshot);
      this.scheduleWrite();
    }
    this.onCaptured();
  }

  /** Writes later (typing in a text, a loaded undo step): no undo step of its own. */
  scheduleWrite(): void {
    if (this.source.loading() || this.timer !== null) return;
    this.timer = setTimeout(() => this.write(), this.writeDelayMs());
  }

  /** Captures and writes what is pending now. */
  flush(): void {
    if (this.queued) this.capture();
    if (this.timer !== null) this.write();
  }

  /** Forgets what is pending (the slide was replaced from elsewhere). */
  discard(): void {
    this.queued = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private write(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const canvas = this.source.canvas();
    const slideId = this.source.slideId();
    if (!canvas || slideId === null || this.source.loading()) return;
    const objects = serializeCanvas(canvas);
    const snapshot = stableStringify(objects);
    if (snapshot === this.written) return;
    this.written = snapshot;
    this.onWrite(slideId, objects);
  }
}
