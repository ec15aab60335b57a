import type { Canvas, FabricObject } from 'fabric';
import type { CanvasObject } from '@dsb/core';
import {
  copyObjects,
  emptyClipboard,
  isClipboardEmpty,
  pasteObjects,
  type ClipboardState,
} from '../model';
import { enlivenSafely, serializeObjects } from './canvasIO';
import { addAndSelect, selectObjects } from './commands';
import { loadPlacedImage, type ImageMetadata } from './images';

type PlacingTarget = {
  canvas(): Canvas | null;
  slideId(): string | null;
  active(): FabricObject[];
  /** Keyboard focus to the canvas, so the keys act on what was added. */
  focus(): void;
};

/** Adding objects to the slide: new ones, images, a panel's layout, and copy and paste. */
export class ObjectPlacer {
  private clipboard: ClipboardState = emptyClipboard;

  constructor(private readonly target: PlacingTarget) {}

  hasClipboard(): boolean {
    return !isClipboardEmpty(this.clipboard);
  }

  copy(): void {
    const canvas = this.target.canvas();
    const active = this.target.active();
    if (!canvas || active.length === 0) return;
    this.clipboard = copyObjects(serializeObjects(canvas, active));
  }

  paste(): Promise<void> {
    if (isClipboardEmpty(this.clipboard)) return Promise.resolve(); // the browser's paste event brings images
    const { clipboard, objects } = pasteObjects(this.clipboard);
    this.clipboard = clipboard;
    return this.addStored(objects);
  }

  /** Adds an image by URL, placed at 70% of the canvas height and centred, and selects it. */
  async addImage(src: string, metadata?: Readonly<ImageMetadata>): Promise<void> {
    const slideId = this.target.slideId();
    const image = await loadPlacedImage(src, metadata && { ...metadata });
    if (slideId === this.target.slideId()) this.add([image]);
  }

  /** Adds stored objects (pasted, or a panel's layout) unless the slide changed meanwhile. */
  async addStored(objects: readonly CanvasObject[]): Promise<void> {
    if (objects.length === 0) return;
    const slideId = this.target.slideId();
    const enlivened = await enlivenSafely(objects);
    if (slideId === this.target.slideId()) this.add(enlivened);
  }

  /**
   * Puts stored objects in the place of the one selected object, in one synchronous change after
   * they loaded (so the removal and the addition are one undo step), unless the slide or the
   * selection changed meanwhile.
   */
  async replaceActive(objects: readonly CanvasObject[]): Promise<void> {
    const canvas = this.target.canvas();
    const [old, ...more] = this.target.active();
    if (!canvas || !old || more.length > 0 || objects.length === 0) return;
    const slideId = this.target.slideId();
    const enlivened = await enlivenSafely(objects);
    if (slideId !== this.target.slideId() || !canvas.getObjects().includes(old)) return;
    const at = canvas.getObjects().indexOf(old);
    canvas.discardActiveObject();
    canvas.remove(old);
    canvas.insertAt(at, ...enlivened);
    selectObjects(canvas, enlivened);
    canvas.requestRenderAll();
    this.target.focus();
  }

  /** Adds and selects objects, with keyboard focus on the canvas. */
  add(objects: readonly FabricObject[]): void {
    const canvas = this.target.canvas();
    if (!canvas || objects.length === 0) return;
    addAndSelect(canvas, objects);
    this.target.focus();
  }
}
