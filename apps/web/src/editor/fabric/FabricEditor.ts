import type { Canvas, FabricObject } from 'fabric';
import type { CanvasObject } from '@dsb/core';
import {
  createDefaultRegistry,
  initialDrawState,
  ZOOM,
  type ActionRegistry,
  type Box,
  type DrawState,
  type EditorContext,
  type LayerOrder,
  type ObjectEntry,
  type SelectedObject,
  type ShapeKind,
  type StylePatch,
  type TextPreset,
} from '../model';
import { enlivenSafely, serializeCanvas } from './canvasIO';
import { ChangeTracker } from './changes';
import { createCanvas, destroyCanvas } from './mounting';
import { LiveAnnouncer } from './announcer';
import { listenForInput } from './input';
import { boxOf, findObject, listEntries, resizeActive, setAltOn } from './objectList';
import {
  deleteObjects,
  deselectAll,
  editSelectedText,
  nudgeSelection,
  replaceObjects,
  selectObjects,
  selectAllObjects,
  zoomCanvas,
} from './commands';
import { CropMode } from './cropMode';
import { listenToCanvas } from './canvasEvents';
import { applyDrawState } from './drawing';
import type { ImageMetadata } from './images';
import { ObjectPlacer } from './placing';
import { moveLayer } from './layers';
import './defaults';
import { createShape, createText } from './objects';
import { applyStyleTo, selectionStatus, toSelectedObject } from './selection';
import { measureWhenRendered } from './perf';
import { EditorStatusHub } from './status';
import { parseSnapshot } from '../model/snapshot';
import { RemoteChangeQueue } from './remotePatch';
import type { OthersSelection } from './remoteSelections';
import { UndoControl, type UndoSource } from './undoSource';

export interface FabricEditorOptions {
  /** Receives the slide's compacted canvas state after changes (debounced, and on flush). */
  onChange: (slideId: string, objects: CanvasObject[]) => void;
  /** Called with an image file pasted from the system clipboard while the editor clipboard is empty. */
  onPasteImage?: (file: File) => void;
  registry?: ActionRegistry;
  /** How long after a change it is written into the story (shorter while editing together). */
  writeDelayMs?: () => number;
}

/**
 * The slide editor's canvas: Fabric 7 behind the model's EditorContext. Fabric state stays here,
 * out of React; React reads the small `status` (selection summary, undo/redo, zoom) through
 * `subscribe`. Every add, modify and remove becomes an undo step and is written into the story.
 */
export class FabricEditor implements EditorContext {
  readonly registry: ActionRegistry;
  readonly status = new EditorStatusHub();
  private canvas: Canvas | null = null;
  private host: HTMLElement | null = null;
  private readonly announcer = new LiveAnnouncer();
  private slideId: string | null = null;
  private readonly placer = new ObjectPlacer({
    canvas: () => this.canvas,
    slideId: () => this.slideId,
    active: () => this.active(),
    focus: () => this.focusCanvas(),
  });
  private drawState: DrawState = initialDrawState;
  private loading = false;
  private loadToken = 0;
  private homeZoom: number = ZOOM.reset;
  private readonly changes: ChangeTracker;
  private cleanups: Array<() => void> = [];
  private crop: CropMode | null = null;
  private pendingLoad: { slideId: string; objects: readonly CanvasObject[] } | null = null;
  private lastLoad: Promise<void> = Promise.resolve();
  private readonly remote = new RemoteChangeQueue({
    canvas: () => this.canvas,
    slideId: () => this.slideId,
    loaded: () => this.lastLoad,
    done: () => this.refreshSelection(),
  });
  private readonly undoControl: UndoControl;

  constructor(private readonly options: FabricEditorOptions) {
    this.registry = options.registry ?? createDefaultRegistry();
    this.changes = new ChangeTracker(
      {
        canvas: () => this.canvas,
        slideId: () => this.slideId,
        loading: () => this.loading || this.remote.applying,
      },
      options.onChange,
      () => this.refreshSelection(),
      options.writeDelayMs,
    );
    this.undoControl = new UndoControl(this.changes.history, {
      restore: (snapshot) => this.restore(snapshot),
      flush: () => this.flush(),
      report: (state) => this.status.update(state),
    });
  }

  /** Creates the canvas inside `host` (an element React renders empty and leaves alone). */
  mount(host: HTMLElement): void {
    const canvas = createCanvas(host);
    this.canvas = canvas;
    this.host = host;
    listenToCanvas(canvas, host, {
      changed: () => this.changes.changed(),
      textChanged: () => this.changes.scheduleWrite(),
      selected: () => this.refreshSelection(),
      erasing: () => this.drawState.tool === 'eraser',
    });
    applyDrawState(canvas, this.drawState);
    this.crop = new CropMode(canvas, {
      onChange: (cropping) => this.status.update({ cropping }),
      onApplied: () => this.captureHistory(),
    });
    this.cleanups.push(
      () => this.crop?.cancel(),
      this.undoControl.listen(),
      this.announcer.attach(host),
      ...listenForInput(canvas, host, {
        registry: this.registry,
        context: this,
        hasSelection: () => this.active().length > 0,
        hasClipboard: () => this.placer.hasClipboard(),
        onPasteImage: (file) => this.options.onPasteImage?.(file),
      }),
    );
    const pending = this.pendingLoad;
    this.pendingLoad = null;
    if (pending) void this.loadSlide(pending.slideId, pending.objects);
  }

  /** Writes pending changes, stops listening and frees the canvas. */
  async dispose(): Promise<void> {
    this.flush();
    this.loadToken++;
    this.loading = false;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    const canvas = this.canvas;
    this.canvas = null;
    this.host = null;
    if (!canvas) return;
    // Mounted again (React's strict mode does that): the same slide comes back as it is now.
    if (this.slideId !== null)
      this.pendingLoad = { slideId: this.slideId, objects: serializeCanvas(canvas) };
    await destroyCanvas(canvas);
  }

  /** Runs an action of the registry on this canvas (buttons call this). */
  run<Args = void>(name: string, args?: Args): Promise<boolean> {
    return this.registry.run(name, this, args);
  }

  /**
   * Shows a slide: writes the previous slide's pending changes, then clears the canvas and loads
   * the slide's objects. Undo history starts over for each slide.
   */
  loadSlide(
    slideId: string,
    objects: readonly CanvasObject[],
    options: { discardPending?: boolean } = {},
  ): Promise<void> {
    this.crop?.cancel();
    if (options.discardPending) this.changes.discard();
    else this.flush();
    this.slideId = slideId;
    if (!this.canvas) {
      this.pendingLoad = { slideId, objects };
      return Promise.resolve();
    }
    const started = performance.now();
    this.lastLoad = this.replaceAll(objects, (canvas) => {
      this.changes.reset(canvas);
      measureWhenRendered(canvas, started);
    }).then(() => {});
    return this.lastLoad;
  }

  /**
   * Shows others' changes of the slide (live editing, docs/product/group-work.md): only what
   * changed from `known` to `next` is touched. Not an undo step, not written back.
   */
  applyRemote(slideId: string, known: readonly CanvasObject[], next: readonly CanvasObject[]) {
    return this.remote.push(slideId, known, next);
  }

  /** Undo and redo from the shared document (live editing), or null for the slide's own history. */
  setUndoSource(source: UndoSource | null): void {
    this.undoControl.use(source);
  }

  /** Other members' selections, outlined in their colours (live editing). */
  showOthers(selections: readonly OthersSelection[]): void {
    this.remote.showSelections(selections);
  }

  /** Writes any pending change into the story now (before switching slide or leaving). */
  flush(): void {
    this.changes.flush();
  }

  /** Whether Paste has copied objects to paste (else it pastes from the system clipboard). */
  hasClipboard(): boolean {
    return this.placer.hasClipboard();
  }

  setDrawState(state: DrawState): void {
    this.drawState = state;
    if (this.canvas) applyDrawState(this.canvas, state);
  }

  /** Moves keyboard focus to the canvas (after adding an object, or when focus was lost). */
  focusCanvas(): void {
    this.host?.focus();
  }

  /** Adds an image by URL, placed at 70% of the canvas height and centred, and selects it (the 'addImage' action). */
  addImage(src: string, metadata?: Readonly<ImageMetadata>): Promise<void> {
    return this.placer.addImage(src, metadata);
  }

  getSelection(): readonly SelectedObject[] {
    return this.active().map(toSelectedObject);
  }

  deleteSelection(): void {
    if (this.canvas) deleteObjects(this.canvas, this.active());
  }

  copy(): void {
    this.placer.copy();
  }

  paste(): Promise<void> {
    return this.placer.paste();
  }

  selectAll(): void {
    if (this.canvas) selectAllObjects(this.canvas);
  }

  deselect(): void {
    if (this.canvas) deselectAll(this.canvas);
  }

  nudge(dx: number, dy: number): void {
    if (this.canvas) nudgeSelection(this.canvas, dx, dy);
  }

  undo(): Promise<void> {
    return this.undoControl.step('undo');
  }

  redo(): Promise<void> {
    return this.undoControl.step('redo');
  }

  canUndo(): boolean {
    return this.undoControl.canUndo;
  }

  canRedo(): boolean {
    return this.undoControl.canRedo;
  }

  zoom(change: number | 'reset'): void {
    if (this.canvas) this.status.update({ zoom: zoomCanvas(this.canvas, change, this.homeZoom) });
  }

  /** What Reset Zoom goes back to: 100%, or the zoom that fits the slide (phones, tablets). */
  setHomeZoom(zoom: number): void {
    this.homeZoom = zoom;
  }

  addText(preset: TextPreset): void {
    this.placer.add([createText(preset)]);
  }

  addShape(kind: ShapeKind): void {
    this.placer.add([createShape(kind)]);
  }

  /** Adds stored canvas objects (a panel's layout, e.g. a headline card) and selects them. */
  addObjects(objects: readonly CanvasObject[]): Promise<void> {
    return this.placer.addStored(objects);
  }

  replaceSelection(objects: readonly CanvasObject[]): Promise<void> {
    return this.placer.replaceActive(objects);
  }

  setLayer(order: LayerOrder): void {
    if (this.canvas) moveLayer(this.canvas, this.active(), order);
  }

  applyStyle(patch: StylePatch): void {
    applyStyleTo(this.active(), patch);
    this.canvas?.requestRenderAll();
    this.refreshSelection();
  }

  startCrop(): void {
    this.crop?.start();
  }

  /** Applies or cancels crop mode (the sub-toolbar's Apply and Cancel). */
  endCrop(apply: boolean): void {
    if (apply) this.crop?.apply();
    else this.crop?.cancel();
  }

  captureHistory(): void {
    this.changes.capture();
  }

  getSelectionBox(): Box | null {
    const active = this.canvas?.getActiveObject();
    return active ? boxOf(active) : null;
  }

  resizeSelection(dw: number, dh: number): void {
    if (this.canvas) resizeActive(this.canvas, dw, dh);
  }

  listObjects(): readonly ObjectEntry[] {
    return this.canvas ? listEntries(this.canvas) : [];
  }

  selectObject(id: string): void {
    const object = this.canvas && findObject(this.canvas, id);
    if (object) selectObjects(this.canvas!, [object]);
  }

  setAltText(alt: string): void {
    const [object, ...others] = this.active();
    if (!object || others.length > 0) return;
    setAltOn(object, alt);
    this.refreshSelection();
  }

  editText(): void {
    if (this.canvas) editSelectedText(this.canvas);
  }

  announce(message: string): void {
    this.announcer.say(message);
  }

  private active(): FabricObject[] {
    return this.canvas?.getActiveObjects() ?? [];
  }

  /** Loads an undo or redo snapshot (History has already moved; nothing is recorded). */
  private async restore(snapshot: string | null): Promise<void> {
    if (snapshot === null) return;
    this.crop?.cancel();
    if (await this.replaceAll(parseSnapshot<CanvasObject>(snapshot))) this.changes.scheduleWrite();
  }

  /** Puts `objects` on the canvas in place of all; false when another load replaced this one. */
  private async replaceAll(
    objects: readonly CanvasObject[],
    loaded?: (canvas: Canvas) => void,
  ): Promise<boolean> {
    const canvas = this.canvas;
    if (!canvas) return false;
    const token = ++this.loadToken;
    this.loading = true;
    try {
      const enlivened = await enlivenSafely(objects);
      if (token !== this.loadToken || canvas !== this.canvas) return false;
      replaceObjects(canvas, enlivened);
      loaded?.(canvas);
    } finally {
      if (token === this.loadToken) this.loading = false;
    }
    this.refreshSelection();
    return true;
  }

  /** Tells React about the selection and the object list, when they changed. */
  private refreshSelection(): void {
    this.status.update(selectionStatus(this.canvas, this.status.get()));
  }
}
