import type { AdminViewId } from './views';

/** What a console keyboard shortcut asks for (docs/product/admin-console.md). */
export type AdminShortcut = 'home' | 'delete-all' | 'focus-filter';

export type KeyInput = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented?: boolean;
};

/** True for elements that take typed text: shortcuts leave them alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * The shortcut a key press means in a view, or null. Escape and Ctrl/Cmd+H go home, Ctrl/Cmd+D
 * opens the delete-all confirmation on manage-data, Ctrl/Cmd+F focuses the view's filter.
 * `typing` is true while focus is in an input or textarea: then nothing is a shortcut.
 */
export function adminShortcutFor(
  event: KeyInput,
  view: AdminViewId | 'unknown',
  typing: boolean,
): AdminShortcut | null {
  if (typing || event.defaultPrevented || event.altKey) return null;
  const modifier = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (key === 'escape' && !modifier && !event.shiftKey) return view === 'home' ? null : 'home';
  if (!modifier || event.shiftKey) return null;
  if (key === 'h') return 'home';
  if (key === 'd') return view === 'manage-data' ? 'delete-all' : null;
  if (key === 'f') return 'focus-filter';
  return null;
}
