import { FabricImage, Line, Point, Rect, type Canvas, type FabricObject } from 'fabric';
import {
  croppedMetadata,
  cropReducer,
  frameToSource,
  idleCrop,
  type CropEffect,
  type CropEvent,
  type CropState,
  CANVAS,
  OBJECT_ORIGIN,
  type Rect as Box,
} from '../model';
import { EXTRA_PROPERTIES } from './canvasIO';

/** Where the picture itself is (its border left out): crop.ts assumes an unrotated image. */
function pictureBox(image: FabricImage): Box {
  const center = image.getCenterPoint();
  const width = image.width * image.scaleX;
  const height = image.height * image.scaleY;
  return { left: center.x - width / 2, top: center.y - height / 2, width, height };
}

const HELPER = { excludeFromExport: true, selectable: false, evented: false, ...OBJECT_ORIGIN };
const DIM = 'rgba(0, 0, 0, 0.45)';

/**
 * Crop mode (docs/product/editor.md): the canvas is dimmed around a frame with thirds lines; the
 * frame is moved and resized within the image (at least 20% each way, crop.ts). Apply (or a
 * double-click on the frame, or Enter) replaces the image with one showing only the framed part,
 * keeping its metadata and the original image; Cancel, Escape or a click outside leave it
 * unchanged. The helpers are never saved (excludeFromExport), and the new image keeps the same
 * file: Fabric's cropX/cropY show the part, so nothing is uploaded again.
 */
export class CropMode {
  private state: CropState = idleCrop;
  private image: FabricImage | null = null;
  private frame: Rect | null = null;
  private helpers: FabricObject[] = [];
  private cleanups: Array<() => void> = [];

  constructor(
    private readonly canvas: Canvas,
    private readonly hooks: { onChange: (cropping: boolean) => void; onApplied: () => void },
  ) {}

  get active(): boolean {
    return this.state.status === 'cropping';
  }

  /** Starts cropping the selected image (one unrotated image). */
  start(): void {
    const image = this.canvas.getActiveObject();
    if (this.active || !(image instanceof FabricImage)) return;
    this.dispatch({ type: 'start', target: { id: 'image', bounds: pictureBox(image) } });
    if (!this.active) return;
    this.image = image;
    this.show();
  }

  apply(): void {
    this.dispatch({ type: 'apply' });
  }

  cancel(): void {
    this.dispatch({ type: 'cancel' });
  }

  private dispatch(event: CropEvent): void {
    const { state, effect } = cropReducer(this.state, event);
    this.state = state;
    void this.perform(effect);
  }

  private async perform(effect: CropEffect): Promise<void> {
    if (effect.type === 'none') return this.layout();
    const image = this.image;
    this.hide();
    if (effect.type === 'cancelled' || !image) {
      if (image) this.canvas.setActiveObject(image);
      this.canvas.requestRenderAll();
      return;
    }
    const bounds = pictureBox(image);
    const source = frameToSource(effect.frame, {
      left: bounds.left,
      top: bounds.top,
      scaleX: image.scaleX,
      scaleY: image.scaleY,
      cropX: image.cropX,
      cropY: image.cropY,
    });
    const metadata = (image as { metadata?: Record<string, unknown> }).metadata;
    const cropped = await image.clone(EXTRA_PROPERTIES);
    cropped.set({ ...source, metadata: croppedMetadata(metadata, image.getSrc()) });
    // Placed by its centre: the frame's centre is the picture's, whatever its border adds.
    const { left, top, width, height } = effect.frame;
    cropped.setPositionByOrigin(new Point(left + width / 2, top + height / 2), 'center', 'center');
    cropped.setCoords();
    const index = this.canvas.getObjects().indexOf(image);
    this.canvas.remove(image);
    this.canvas.insertAt(Math.max(0, index), cropped);
    this.canvas.setActiveObject(cropped);
    this.canvas.requestRenderAll();
    this.hooks.onApplied();
  }

  /** Puts the dimming, frame and thirds lines on the canvas and listens for the frame's moves. */
  private show(): void {
    if (this.state.status !== 'cropping') return;
    const { frame } = this.state;
    const rect = new Rect({
      ...OBJECT_ORIGIN,
      ...frame,
      excludeFromExport: true,
      fill: 'transparent',
      stroke: '#ffffff',
      strokeWidth: 1,
      strokeDashArray: [6, 4],
      strokeUniform: true,
      lockRotation: true,
      transparentCorners: false,
      cornerColor: '#ffffff',
      cornerStrokeColor: '#228be6',
    });
    rect.setControlVisible('mtr', false);
    this.frame = rect;
    this.helpers = [
      ...Array.from({ length: 4 }, () => new Rect({ ...HELPER, fill: DIM, strokeWidth: 0 })),
      ...Array.from(
        { length: 4 },
        () => new Line([0, 0, 0, 0], { ...HELPER, stroke: 'rgba(255,255,255,0.8)' }),
      ),
    ];
    this.canvas.add(...this.helpers, rect);
    this.canvas.setActiveObject(rect);
    const onMove = () => this.dispatch({ type: 'moveFrame', frame: this.frameRect() });
    const onDouble = () => this.apply();
    const onDown = ({ target }: { target?: FabricObject }) => {
      if (target !== rect) this.cancel(); // a click outside the frame leaves crop mode
    };
    const onKey = (event: KeyboardEvent) => this.onKey(event);
    rect.on('moving', onMove);
    rect.on('scaling', onMove);
    rect.on('mousedblclick', onDouble);
    this.canvas.on('mouse:down', onDown);
    window.addEventListener('keydown', onKey, true);
    this.cleanups = [
      () => this.canvas.off('mouse:down', onDown),
      () => window.removeEventListener('keydown', onKey, true),
    ];
    this.layout();
    this.hooks.onChange(true);
  }

  private hide(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    const helpers = [...this.helpers, ...(this.frame ? [this.frame] : [])];
    this.canvas.discardActiveObject();
    if (helpers.length) this.canvas.remove(...helpers);
    this.helpers = [];
    this.frame = null;
    this.image = null;
    this.hooks.onChange(false);
  }

  /** Enter applies, Escape cancels; other shortcuts wait until crop mode ends. */
  private onKey(event: KeyboardEvent): void {
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, [contenteditable="true"]')) return;
    event.stopImmediatePropagation();
    if (event.key === 'Escape') this.cancel();
    else if (event.key === 'Enter') this.apply();
    else return;
    event.preventDefault();
  }

  /** The frame's box as the student left it (scaling folded into its size). */
  private frameRect(): Box {
    const rect = this.frame!;
    return {
      left: rect.left,
      top: rect.top,
      width: rect.width * rect.scaleX,
      height: rect.height * rect.scaleY,
    };
  }

  /** Moves the frame to the clamped state and the dimming and thirds lines around it. */
  private layout(): void {
    if (this.state.status !== 'cropping' || !this.frame) return;
    const f = this.state.frame;
    this.frame.set({
      left: f.left,
      top: f.top,
      width: f.width,
      height: f.height,
      scaleX: 1,
      scaleY: 1,
    });
    this.frame.setCoords();
    const { width: W, height: H } = CANVAS;
    const boxes: Box[] = [
      { left: 0, top: 0, width: W, height: f.top },
      { left: 0, top: f.top + f.height, width: W, height: H - f.top - f.height },
      { left: 0, top: f.top, width: f.left, height: f.height },
      { left: f.left + f.width, top: f.top, width: W - f.left - f.width, height: f.height },
    ];
    const thirds = [1, 2].flatMap((i) => [
      [f.left + (f.width * i) / 3, f.top, f.left + (f.width * i) / 3, f.top + f.height],
      [f.left, f.top + (f.height * i) / 3, f.left + f.width, f.top + (f.height * i) / 3],
    ]);
    this.helpers.forEach((helper, i) => {
      if (i < 4)
        helper.set({
          ...boxes[i]!,
          width: Math.max(0, boxes[i]!.width),
          height: Math.max(0, boxes[i]!.height),
        });
      else {
        const [x1, y1, x2, y2] = thirds[i - 4]!;
        helper.set({ x1, y1, x2, y2 });
      }
      helper.setCoords();
    });
    this.canvas.requestRenderAll();
  }
}
