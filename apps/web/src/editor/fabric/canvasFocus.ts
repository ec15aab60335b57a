import type { Canvas } from 'fabric';
import { editorMessages } from '../model/messages';
import { hiddenElement } from './announcer';

/**
 * What the canvas's description tells screen reader users (docs/accessibility.md has the map), in
 * the interface's language. The editor is mounted again when the language changes.
 */
export const canvasKeyboardHelp = (): string => editorMessages.canvasHelp();

/**
 * Keyboard focus on the canvas host (issue #18): the host describes its keys, and focus arriving
 * by Tab (not a mouse click, which selects by itself) calls `onEnter`, telling whether it came
 * from after the canvas (Shift+Tab) so the front-most object is chosen first. Leaving text
 * editing brings focus back from Fabric's hidden textarea. Returns the function that undoes it.
 */
export function setUpCanvasFocus(
  canvas: Canvas,
  host: HTMLElement,
  onEnter: (fromAfter: boolean) => void,
): () => void {
  const help = hiddenElement('slide-canvas-help', canvasKeyboardHelp());
  host.appendChild(help);
  host.setAttribute('aria-describedby', help.id);
  const onFocus = (event: FocusEvent) => {
    if (event.target !== host || !host.matches(':focus-visible')) return;
    const from = event.relatedTarget;
    const fromAfter =
      from instanceof Node &&
      (host.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    onEnter(fromAfter);
  };
  host.addEventListener('focus', onFocus);
  // Escape ends text editing and blurs the hidden textarea, which would leave focus nowhere.
  const onEditingExited = () => {
    if (!document.activeElement || document.activeElement === document.body) host.focus();
  };
  canvas.on('text:editing:exited', onEditingExited);
  return () => {
    canvas.off('text:editing:exited', onEditingExited);
    host.removeEventListener('focus', onFocus);
    host.removeAttribute('aria-describedby');
    help.remove();
  };
}
