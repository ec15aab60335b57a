import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createAutosaveScheduler } from './autosave';
import { flushLocalCopy } from './localCopy';
import { storyStore, type StoryStore } from './storyStore';

/**
 * Saves the story a few seconds after it becomes dirty (docs/product/stories.md) and warns before
 * the page is closed with unsaved changes. Mount once per screen that edits the story.
 */
export function useAutosave(store: StoryStore = storyStore): void {
  useEffect(() => {
    const scheduler = createAutosaveScheduler(
      () => {
        const s = store.getState();
        return {
          isDirty: s.isDirty,
          isSaving: s.isSaving,
          hasId: Boolean(s.story?._id),
          hasConflict: s.conflict !== null,
          signedOut: s.signedOut,
          lastSavedAt: s.lastSavedAt,
          failedSaves: s.failedSaves,
          retryDelayMs: s.retryDelayMs,
          live: s.live !== null,
        };
      },
      () => store.getState().save(),
    );
    scheduler.update();
    const unsubscribe = store.subscribe(() => scheduler.update());
    // The tab is being hidden or closed: keep the change in the browser at once, and send it
    // now rather than after the autosave delay (keepalive lets the request outlive the page).
    const saveOnHide = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      flushLocalCopy(store);
      const s = store.getState();
      if (s.isDirty && !s.isSaving && !s.conflict && !s.signedOut && !s.live)
        void store.getState().save({ keepalive: true });
    };
    document.addEventListener('visibilitychange', saveOnHide);
    window.addEventListener('pagehide', saveOnHide);
    return () => {
      unsubscribe();
      scheduler.dispose();
      document.removeEventListener('visibilitychange', saveOnHide);
      window.removeEventListener('pagehide', saveOnHide);
    };
  }, [store]);

  // A live story's unsaved changes are kept in this browser: closing the tab loses none of them.
  const isDirty = useStore(store, (s) => s.isDirty && !(s.live && s.keptOnDevice));
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it to show the prompt
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
