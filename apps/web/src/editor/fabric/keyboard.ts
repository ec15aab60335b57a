import type { ActionRegistry, EditorContext, KeyEventLike } from '../model';

/** Inputs, textareas, selects and contenteditable elements take their own keys. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  // Buttons and checkboxes do not type: shortcuts still work while they have focus.
  return !['button', 'checkbox', 'submit', 'reset', 'color'].includes(type);
}

/** Widgets that use the arrow keys themselves, and dialogs and open menus. */
const OWN_KEYS =
  '[role="dialog"], [role="menu"], [role="listbox"], [role="slider"], [role="radio"], [role="tab"]';

function takesOwnKeys(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(OWN_KEYS) !== null;
}

/**
 * Sends the window's key presses to the action registry (docs/product/editor.md). Ignored while
 * typing: in inputs, in the script, and while a text object on the canvas is being edited (Fabric
 * edits through a hidden textarea, and `isEditingText` covers the moment before it has focus).
 * Returns the function that stops listening.
 */
export function listenForShortcuts(
  registry: ActionRegistry,
  ctx: EditorContext,
  isEditingText: () => boolean,
  isCanvas: (target: EventTarget | null) => boolean = () => false,
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const like: KeyEventLike = {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      targetIsEditable:
        isEditableTarget(event.target) || takesOwnKeys(event.target) || isEditingText(),
      targetIsCanvas: isCanvas(event.target),
    };
    const handled = registry.handleKey(like, ctx);
    if (!handled) return;
    if (handled.preventDefault) event.preventDefault();
    handled.done.catch((error: unknown) => console.error(`${handled.action.name} failed`, error));
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
