import type { EditorContext } from './context';
import { editorMessages } from './messages';

/** A key combination. Modifiers left out must not be pressed. */
export interface Shortcut {
  /** KeyboardEvent.key: 'Delete', 'ArrowLeft', 'z' (letters match in either case), '+'. */
  key: string;
  /** Ctrl on Windows and Linux, Cmd on a Mac: either one counts. */
  ctrlOrMeta?: boolean;
  shift?: boolean;
  alt?: boolean;
}

/** The parts of a KeyboardEvent the registry reads; the adapter fills targetIsEditable. */
export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /**
   * The event comes from an input, a textarea or a contenteditable element, including the hidden
   * textarea Fabric uses while a text object is being edited: then no shortcut applies.
   */
  targetIsEditable: boolean;
  /** The event comes from the slide canvas itself (it has keyboard focus). */
  targetIsCanvas?: boolean;
}

export interface Action<Args = void> {
  /** Unique, camelCase: 'deleteSelection', 'bringToFront'. */
  name: string;
  /** Shown on buttons and tooltips. */
  label: string;
  shortcut?: Shortcut | readonly Shortcut[];
  /** Whether the change becomes an undo step (excalidraw's capture mode). */
  entersHistory: boolean;
  /**
   * Let the browser's default go ahead after the shortcut (paste: the browser's paste event that
   * follows is how the adapter receives images from the system clipboard). Default false.
   */
  keepDefault?: boolean;
  /**
   * The shortcut applies only while the canvas has focus: Tab moves between objects there and
   * nowhere else, so it never keeps focus from the rest of the page.
   */
  onlyOnCanvas?: boolean;
  /** When false the action does nothing: buttons are disabled and shortcuts are not taken. */
  isEnabled?(ctx: EditorContext): boolean;
  perform(ctx: EditorContext, args: Args): void | Promise<void>;
}

/** An action's shortcuts, the first being the one to show. */
export function shortcutsOf(action: Pick<Action<never>, 'shortcut'>): readonly Shortcut[] {
  if (!action.shortcut) return [];
  return Array.isArray(action.shortcut) ? action.shortcut : [action.shortcut as Shortcut];
}

/** Keys shown by a name of their own ('Left', 'Esc'), in the interface's language. */
const NAMED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Escape']);
const keyName = (key: string): string | undefined =>
  NAMED_KEYS.has(key)
    ? editorMessages.keys[key as 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Escape']()
    : undefined;

/**
 * A shortcut as people read it: 'Ctrl+]', 'Ctrl+Shift+]', 'Alt+Shift+Right'; on a Mac '⌘]'.
 * With `aria` it is written for aria-keyshortcuts instead ('Control+]', 'Meta+]').
 */
export function formatShortcut(
  shortcut: Shortcut,
  { mac = false, aria = false }: { mac?: boolean; aria?: boolean } = {},
): string {
  const key = aria
    ? shortcut.key
    : (keyName(shortcut.key) ??
      (shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key));
  if (mac && !aria) {
    const mods = `${shortcut.alt ? '⌥' : ''}${shortcut.shift ? '⇧' : ''}${shortcut.ctrlOrMeta ? '⌘' : ''}`;
    return `${mods}${key}`;
  }
  // aria-keyshortcuts takes the keys' standard (English) names; people read their own language's.
  const keys = editorMessages.keys;
  const mods = [
    shortcut.ctrlOrMeta ? (aria ? (mac ? 'Meta' : 'Control') : keys.ctrl()) : null,
    shortcut.alt ? (aria ? 'Alt' : keys.alt()) : null,
    shortcut.shift ? (aria ? 'Shift' : keys.shift()) : null,
  ].filter(Boolean);
  return [...mods, key].join('+');
}

function sameKey(a: string, b: string): boolean {
  return a.length === 1 && b.length === 1 ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** Whether the event is exactly this combination. */
export function matchesShortcut(event: KeyEventLike, shortcut: Shortcut): boolean {
  return (
    sameKey(event.key, shortcut.key) &&
    (event.ctrlKey || event.metaKey) === (shortcut.ctrlOrMeta ?? false) &&
    event.shiftKey === (shortcut.shift ?? false) &&
    event.altKey === (shortcut.alt ?? false)
  );
}

function shortcutId(s: Shortcut): string {
  const key = s.key.length === 1 ? s.key.toLowerCase() : s.key;
  return `${s.ctrlOrMeta ? 'mod+' : ''}${s.shift ? 'shift+' : ''}${s.alt ? 'alt+' : ''}${key}`;
}

/**
 * The editor's commands (docs/architecture.md): buttons and shortcuts both run actions by name,
 * and the registry records history for the ones that enter it.
 */
export class ActionRegistry {
  private readonly byName = new Map<string, Action<never>>();
  private readonly byShortcut = new Map<string, Action<never>>();

  /** Adds an action; a name or a shortcut used twice is a programming error and throws. */
  register<Args>(action: Action<Args>): void {
    const stored = action as unknown as Action<never>;
    if (this.byName.has(action.name)) throw new Error(`Action ${action.name} is registered twice`);
    const ids = shortcutsOf(stored).map(shortcutId);
    for (const id of ids) {
      const other = this.byShortcut.get(id);
      if (other) throw new Error(`Shortcut ${id} is taken by ${other.name}`);
    }
    this.byName.set(action.name, stored);
    for (const id of ids) this.byShortcut.set(id, stored);
  }

  get(name: string): Action<never> | undefined {
    return this.byName.get(name);
  }

  list(): readonly Action<never>[] {
    return [...this.byName.values()];
  }

  /** The action a key press stands for, or undefined (always undefined while typing). */
  getByShortcut(event: KeyEventLike): Action<never> | undefined {
    if (event.targetIsEditable) return undefined;
    const { key, shiftKey: shift, altKey: alt } = event;
    const action = this.byShortcut.get(
      shortcutId({ key, ctrlOrMeta: event.ctrlKey || event.metaKey, shift, alt }),
    );
    return action?.onlyOnCanvas && !event.targetIsCanvas ? undefined : action;
  }

  isEnabled(name: string, ctx: EditorContext): boolean {
    const action = this.byName.get(name);
    return !!action && (action.isEnabled?.(ctx) ?? true);
  }

  /**
   * Runs an action if it exists and is enabled, then records an undo step when it enters
   * history. Resolves to whether it ran.
   */
  async run<Args = void>(name: string, ctx: EditorContext, args?: Args): Promise<boolean> {
    const action = this.byName.get(name) as Action<Args | undefined> | undefined;
    if (!action || !(action.isEnabled?.(ctx) ?? true)) return false;
    await action.perform(ctx, args);
    if (action.entersHistory) ctx.captureHistory();
    return true;
  }

  /**
   * Handles a keydown. Returns null when no enabled action takes the key (leave the event alone),
   * else the run's promise; call event.preventDefault() unless `keepDefault` is set.
   */
  handleKey(
    event: KeyEventLike,
    ctx: EditorContext,
  ): { action: Action<never>; done: Promise<boolean>; preventDefault: boolean } | null {
    const action = this.getByShortcut(event);
    if (!action || !(action.isEnabled?.(ctx) ?? true)) return null;
    return {
      action,
      done: this.run(action.name, ctx),
      preventDefault: !action.keepDefault,
    };
  }
}
