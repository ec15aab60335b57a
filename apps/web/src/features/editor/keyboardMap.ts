import { formatShortcut, shortcutsOf, type ActionRegistry } from '../../editor/model';
import { editorMessages } from './messages';

/** One line of the editor's keyboard map: the keys and what they do. */
export interface KeyboardMapRow {
  keys: string;
  does: string;
}

/** Whether shortcuts are shown the Mac way (⌘). */
export const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** An action's shortcut as shown in tooltips ('Ctrl+]'), or '' when it has none. */
export function shortcutLabel(registry: ActionRegistry, name: string, mac = isMac()): string {
  const action = registry.get(name);
  const first = action && shortcutsOf(action)[0];
  return first ? formatShortcut(first, { mac }) : '';
}

/** For aria-keyshortcuts: every shortcut of the action, space-separated. */
export function ariaShortcuts(registry: ActionRegistry, name: string, mac = isMac()): string {
  const action = registry.get(name);
  return action
    ? shortcutsOf(action)
        .map((shortcut) => formatShortcut(shortcut, { mac, aria: true }))
        .join(' ')
    : '';
}

/**
 * The canvas's keys (issue #18 item 2), as the object list's help shows them and
 * docs/accessibility.md lists them. Layer keys come from the registry, so they cannot drift.
 */
export function keyboardMap(registry: ActionRegistry, mac = isMac()): KeyboardMapRow[] {
  const key = (name: string) => shortcutLabel(registry, name, mac);
  const mod = mac ? '⌘' : 'Ctrl+';
  const M = editorMessages.keys;
  return [
    { keys: 'Tab / Shift+Tab', does: M.nextObject() },
    { keys: M.arrows(), does: M.move() },
    { keys: M.altArrows(), does: M.resize() },
    { keys: 'Enter', does: M.editText() },
    { keys: 'Delete / Backspace', does: M.delete() },
    { keys: key('bringForward'), does: M.bringForward() },
    { keys: key('sendBackward'), does: M.sendBackward() },
    { keys: key('bringToFront'), does: M.bringToFront() },
    { keys: key('sendToBack'), does: M.sendToBack() },
    { keys: `${mod}Z / ${mod}Y`, does: M.undoRedo() },
    { keys: 'Escape', does: M.escape() },
  ];
}
