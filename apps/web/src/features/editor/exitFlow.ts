import type { ToastType } from '../../ui/toast';
import { editorMessages } from './messages';

/** What Exit Story says while it saves (docs/product/editor.md), in the interface language. */
export const EXIT_MESSAGES = editorMessages.exit;

/** Wait 300 ms before saving and 1 s after; the result toasts show about 2 s. */
export const EXIT_TIMING = { beforeSaveMs: 300, afterMs: 1000, resultToastMs: 2000 } as const;

export interface ExitDeps {
  /** Writes the canvas's pending changes into the story. */
  flush(): void;
  state(): { isDirty: boolean; hasId: boolean };
  save(): Promise<boolean>;
  toast(message: string, type: ToastType, durationMs?: number): void;
  wait(ms: number): Promise<void>;
  /** Clears the story store. */
  reset(): void;
  /** Goes to / replacing the history entry. */
  goHome(): void;
}

/**
 * Exit Story (docs/product/editor.md): a dirty story with an id is saved first, with toasts telling
 * how it went; then, after a second, the story is closed and the student lands on the home page.
 * Changes that could not be saved (offline) stay kept in this browser and are saved when the story
 * is next opened. Resolves to whether it left.
 */
export async function exitStory(deps: ExitDeps): Promise<boolean> {
  deps.flush();
  const before = deps.state();
  if (before.isDirty && before.hasId) {
    await deps.wait(EXIT_TIMING.beforeSaveMs);
    deps.toast(EXIT_MESSAGES.saving(), 'info');
    try {
      if (await deps.save()) {
        deps.toast(EXIT_MESSAGES.saved(), 'success', EXIT_TIMING.resultToastMs);
      } else {
        deps.toast(EXIT_MESSAGES.notSaved(), 'error', EXIT_TIMING.resultToastMs);
      }
    } catch (error) {
      console.error('Saving on exit failed', error);
      deps.toast(EXIT_MESSAGES.error(), 'error', EXIT_TIMING.resultToastMs);
    }
  }
  await deps.wait(EXIT_TIMING.afterMs);
  deps.reset();
  deps.goHome();
  return true;
}
