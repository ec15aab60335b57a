import type { Canvas } from 'fabric';
import type { ActionRegistry, EditorContext } from '../model';
import { setUpCanvasFocus } from './canvasFocus';
import { isEditingText, listenForImagePaste } from './commands';
import { listenForShortcuts } from './keyboard';

type InputHooks = {
  registry: ActionRegistry;
  context: EditorContext;
  hasSelection(): boolean;
  /** Paste has copied objects (else the system clipboard's image is pasted). */
  hasClipboard(): boolean;
  onPasteImage(file: File): void;
};

/** The mounted editor's keyboard, focus and paste listeners; returns their stops. */
export function listenForInput(canvas: Canvas, host: HTMLElement, hooks: InputHooks) {
  return [
    listenForShortcuts(
      hooks.registry,
      hooks.context,
      () => isEditingText(canvas),
      (target) => target === host,
    ),
    // Tabbing into an empty selection selects the first (or, backwards, the last) object.
    setUpCanvasFocus(canvas, host, (fromAfter) => {
      if (!hooks.hasSelection())
        void hooks.registry.run(
          fromAfter ? 'selectLastObject' : 'selectFirstObject',
          hooks.context,
        );
    }),
    listenForImagePaste(() => !hooks.hasClipboard(), hooks.onPasteImage),
  ];
}
