import type { CanvasObject } from '@dsb/core';
import type { ShapeKind, TextPreset } from './constants';
import type { ObjectKind } from './objectNames';

/** Stacking moves of the sub-toolbar's layer buttons. */
export type LayerOrder = 'front' | 'forward' | 'backward' | 'back';

/** One selected object, as much as actions need to know about it. */
export interface SelectedObject {
  /** The stored type name: normalizeCanvasType(fabricType) from @dsb/core ('i-text', 'rect'). */
  type: string;
  /** A chart placed from the evidence panel (metadata.isEvidence): shows 'Analyze'. */
  isEvidence?: boolean;
  /** What it is, for announcements ('Heading moved to 120, 240'): objectNames.ts. */
  kind?: ObjectKind;
  /** Its name in the object list ('Heading: Sea levels are rising'). */
  name?: string;
  /** Its id in the shared document (docs/product/group-work.md), once it has one. */
  oid?: string;
  /** Its stored metadata, for a panel that reopens what it placed (a pupil's chart). */
  metadata?: Readonly<Record<string, unknown>>;
}

/** An object's place and size on the slide, in canvas px (size without the border). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One object of the slide as the object list shows it, in stacking order (issue #18). */
export interface ObjectEntry {
  /** Stays the same while the object is on the canvas; not saved. */
  id: string;
  kind: ObjectKind;
  name: string;
  /** A chart's title (its name without the kind), for its data table's heading. */
  title?: string;
  selected: boolean;
  /** An image's or chart's alt text, '' when it has none. */
  alt: string;
  /** A chart's evidence id, for its data table. */
  evidenceId?: string;
  /** A pupil's chart's own data (docs/product/chart-builder.md), for its data table. */
  table?: ChartTable;
}

/** A data table as a chart keeps it: titled columns with their units, and rows of cells. */
export interface ChartTable {
  columns: { name: string; title: string; unit: string | null }[];
  rows: (string | number | null)[][];
}

/** Style changes from the sub-toolbar; only the given keys change. */
export interface StylePatch {
  fill?: string;
  stroke?: string;
  /** Border width 0-20; 0 removes the border. */
  strokeWidth?: number;
  /** 0.1-1. */
  opacity?: number;
  /** One of TEXT_SIZES. */
  fontSize?: number;
  fontWeight?: 'normal' | 'bold';
}

/**
 * What the editor's actions need from the canvas. The Fabric adapter implements it; tests use a
 * fake. Methods act on the current slide's canvas and selection. None of them records history:
 * the action registry calls captureHistory() after actions that enter it.
 */
export interface EditorContext {
  /** The selected objects, topmost last; empty when nothing is selected. */
  getSelection(): readonly SelectedObject[];
  /** Removes the selected objects from the canvas. */
  deleteSelection(): void;
  /**
   * Copies the selected objects to the editor's clipboard (clipboard.ts), as canvas JSON with
   * absolute positions (objects inside a multiple selection are serialized relative to it).
   */
  copy(): void;
  /**
   * Pastes the editor's clipboard, offset by 20 px more on each paste (clipboard.ts), and selects
   * the pasted objects. When it is empty, pastes an image from the system clipboard instead
   * (encoded by pasteImage.ts and uploaded): on Ctrl+V from the browser's paste event that follows
   * (the paste action keeps the key's default), from the sub-toolbar button by reading it.
   */
  paste(): void | Promise<void>;
  /** Selects every selectable object. */
  selectAll(): void;
  /** Clears the selection (and leaves text editing). */
  deselect(): void;
  /** Moves the selected objects by dx, dy canvas px. */
  nudge(dx: number, dy: number): void;
  /** Loads the previous snapshot (History.undo) without capturing it. */
  undo(): void | Promise<void>;
  /** Loads the next snapshot (History.redo) without capturing it. */
  redo(): void | Promise<void>;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Multiplies the zoom by the factor, or resets it to 1 (use applyZoom from geometry.ts). */
  zoom(change: number | 'reset'): void;
  /** Adds a text object with a TEXT_PRESETS style and selects it. */
  addText(preset: TextPreset): void;
  /** Adds a shape with newShapeOptions(kind) and selects it. */
  addShape(kind: ShapeKind): void;
  /**
   * Adds objects given as stored canvas state (a panel's ready-made layout, such as a headline
   * card) and selects them together.
   */
  addObjects(objects: readonly CanvasObject[]): void | Promise<void>;
  /**
   * Puts stored objects in the one selected object's place in the stacking order, removing it in
   * the same change (a chart the builder updated), and selects them.
   */
  replaceSelection(objects: readonly CanvasObject[]): void | Promise<void>;
  /** Moves the selected objects in the stacking order. */
  setLayer(order: LayerOrder): void;
  /** Applies style changes, already clamped to their ranges, to the selected objects. */
  applyStyle(patch: StylePatch): void;
  /** Enters crop mode for the selected image (tools.ts crop machine). */
  startCrop(): void;
  /** Records the canvas as one undo step (History.record); a no-op when nothing changed. */
  captureHistory(): void;
  /** Where the selection is: one object's left, top and size, or several objects' bounds. */
  getSelectionBox(): Box | null;
  /** Makes the selection dw px wider and dh px taller (never smaller than MIN_OBJECT_SIZE). */
  resizeSelection(dw: number, dh: number): void;
  /** The slide's objects from the back to the front. */
  listObjects(): readonly ObjectEntry[];
  /** Selects the object with this ObjectEntry id (nothing when it is gone). */
  selectObject(id: string): void;
  /** Stores alt text on the selected image or chart (metadata.alt); '' removes it. */
  setAltText(alt: string): void;
  /** Adds an image by URL with its metadata (docs/product/editor.md), placed, and selects it. */
  addImage(src: string, metadata?: Readonly<Record<string, unknown>>): void | Promise<void>;
  /** Starts editing the selected text object, all of its text selected (Enter on the canvas). */
  editText(): void;
  /** Tells screen reader users what happened, through the editor's polite live region. */
  announce(message: string): void;
}
