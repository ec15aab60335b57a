import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminShortcutFor, isTypingTarget, type AdminShortcut } from './shortcuts';
import { ADMIN_HOME_PATH, adminLocation } from './views';

type ViewShortcut = Exclude<AdminShortcut, 'home'>;
type Registry = Map<ViewShortcut, () => void>;

const RegistryContext = createContext<Registry | null>(null);

/**
 * Lets the current view answer a console shortcut: Ctrl/Cmd+F (focus its filter) and, on
 * manage-data, Ctrl/Cmd+D (delete-all confirmation). Without a handler the browser keeps the key.
 */
export function useAdminShortcut(shortcut: ViewShortcut, handler: () => void) {
  const registry = useContext(RegistryContext);
  useEffect(() => {
    if (!registry) return;
    registry.set(shortcut, handler);
    return () => {
      if (registry.get(shortcut) === handler) registry.delete(shortcut);
    };
  }, [registry, shortcut, handler]);
}

/**
 * A dialog or an open menu owns the keyboard: Escape there closes it, never the view. The key's
 * target tells even when the dialog has already gone: under reduced motion a modal closes at once,
 * in a listener that ran before ours, and leaves its focused button detached.
 */
function somethingOwnsTheKeys(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"]')) return true;
  const element = target as Element | null;
  if (typeof element?.closest !== 'function') return false;
  if (!element.isConnected) return true;
  return element.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * The console's keyboard shortcuts (docs/product/admin-console.md), ignored while typing in an
 * input or textarea.
 */
export function AdminShortcutsProvider({ children }: { children: ReactNode }) {
  const [registry] = useState<Registry>(() => new Map());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { view } = adminLocation(pathname);

  useEffect(() => {
    // Asked first as well: the dialog may be gone by the time the key bubbles up to us.
    const owned = new WeakSet<KeyboardEvent>();
    const onKeyDownCapture = (event: KeyboardEvent) => {
      if (somethingOwnsTheKeys(event.target)) owned.add(event);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (owned.has(event) || somethingOwnsTheKeys(event.target)) return;
      const shortcut = adminShortcutFor(event, view, isTypingTarget(event.target));
      if (!shortcut) return;
      if (shortcut === 'home') {
        event.preventDefault();
        void navigate(ADMIN_HOME_PATH);
        return;
      }
      const handler = registry.get(shortcut);
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDownCapture, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDownCapture, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [navigate, registry, view]);

  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}
