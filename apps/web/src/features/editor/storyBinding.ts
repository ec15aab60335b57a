import type { CanvasObject } from '@dsb/core';
import { FabricEditor, WRITE_DELAY_MS, type FabricEditorOptions } from '../../editor/fabric';
import { stableStringify } from '../../editor/model/snapshot';
import type { LiveLink, LiveUndo, StoryStore } from '../stories';
import { pasteImageFile } from './pasteImage';

/** While editing together, a canvas change is written at once (others see it); typing every 100 ms. */
export const LIVE_WRITE_DELAY_MS = 100;

/**
 * Keeps the canvas editor and the story in step, with no React renders on canvas events: each
 * canvas change is written into its slide (on every add, modify and remove); showing a slide
 * loads it. Others' changes from the shared document are put on the canvas one by one (the
 * pupil's selection and typing stay), and undo takes back only this pupil's changes
 * (docs/product/group-work.md). Equal states are recognised whatever their key order (JSONB).
 */
export class StoryCanvasBinding {
  readonly editor: FabricEditor;
  private slideId: string | null = null;
  private knownRef: readonly CanvasObject[] | null = null;
  private knownJson = '';
  private undo: LiveUndo | null = null;

  constructor(
    private readonly store: StoryStore,
    createEditor: (options: FabricEditorOptions) => FabricEditor = (options) =>
      new FabricEditor(options),
  ) {
    this.editor = createEditor({
      onChange: (slideId, objects) => this.write(slideId, objects),
      onPasteImage: (file) => void pasteImageFile(this.editor, file),
      writeDelayMs: () => (this.store.getState().live ? LIVE_WRITE_DELAY_MS : WRITE_DELAY_MS),
    });
  }

  private slideById(id: string | null) {
    const slides = this.store.getState().story?.slides ?? [];
    const index = slides.findIndex((slide) => slide.id === id);
    return index < 0 ? null : { index, slide: slides[index]! };
  }

  private write(slideId: string, objects: CanvasObject[]): void {
    const found = this.slideById(slideId);
    if (!found) return;
    if (this.slideId === slideId) this.remember(objects);
    this.store.getState().updateSlide(found.index, { canvasState: objects });
  }

  private remember(objects: readonly CanvasObject[]): void {
    this.knownRef = objects;
    this.knownJson = stableStringify(objects);
  }

  /**
   * Shows the slide with this id on the canvas (the previous slide's changes are written first).
   * Showing the slide already shown does nothing: the picker shows a slide at once, before the
   * address and React catch up, and the page's effect then asks for the same slide again.
   */
  show(slideId: string | null): void {
    const found = this.slideById(slideId);
    if (!found || found.slide.id === this.slideId) return;
    this.slideId = found.slide.id;
    this.remember(found.slide.canvasState);
    void this.editor.loadSlide(found.slide.id, found.slide.canvasState);
    this.useUndoOf(found.slide.id);
    this.store.getState().live?.presence.set({ slideId: found.slide.id, selection: [] });
    this.showOthers();
  }

  /** Live: others' selections on this slide, outlined in their colours. */
  private showOthers(): void {
    const others = this.store.getState().live?.presence.others() ?? [];
    this.editor.showOthers(
      others
        .filter((member) => member.slideId === this.slideId && member.selection.length > 0)
        .map(({ user, selection }) => ({
          name: user.name,
          color: user.color,
          objectIds: selection,
        })),
    );
  }

  /** Live: tells the others what this pupil has selected, and shows what they have. */
  private followPresence(live: LiveLink | null): () => void {
    if (!live) return () => {};
    let announced = '';
    const stopStatus = this.editor.status.subscribe(() => {
      const selection = this.editor.getSelection().flatMap((o) => (o.oid ? [o.oid] : []));
      const key = selection.join(' ');
      if (key === announced) return;
      announced = key;
      live.presence.set({ selection });
    });
    const stopOthers = live.presence.subscribe(() => this.showOthers());
    this.showOthers();
    return () => {
      stopStatus();
      stopOthers();
      live.presence.set({ slideId: null, selection: [] });
    };
  }

  /** Live: undo and redo of this pupil's own changes to the slide, from the shared document. */
  private useUndoOf(slideId: string | null): void {
    this.undo?.destroy();
    this.undo = (slideId && this.store.getState().live?.undoFor(slideId)) || null;
    this.editor.setUndoSource(this.undo);
  }

  /** Reloads the canvas when its slide's state is replaced by something other than the canvas. */
  watch(): () => void {
    let stopPresence = this.followPresence(this.store.getState().live);
    const stop = this.store.subscribe((state, before) => {
      // Live editing began (or ended) with the slide on screen: undo and presence follow.
      if (state.live !== before.live) {
        this.useUndoOf(this.slideId);
        stopPresence();
        stopPresence = this.followPresence(state.live);
      }
      if (!this.slideId || !state.story) return;
      const slide = state.story.slides.find((s) => s.id === this.slideId);
      if (!slide || slide.canvasState === this.knownRef) return;
      const known = this.knownRef ?? [];
      this.knownRef = slide.canvasState;
      const json = stableStringify(slide.canvasState);
      if (json === this.knownJson) return; // the same state back from a save
      this.knownJson = json;
      if (state.live) void this.editor.applyRemote(slide.id, known, slide.canvasState);
      else void this.editor.loadSlide(slide.id, slide.canvasState, { discardPending: true });
    });
    return () => {
      stop();
      stopPresence();
      this.useUndoOf(null);
    };
  }
}
