import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createAutosaveScheduler } from './autosave';
import { storyStore, type StoryStore } from './storyStore';

/**
 * Saves the story a few seconds after it becomes dirty (spec 1 §4 "Auto-save") and warns before
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
          lastSavedAt: s.lastSavedAt,
          failedSaves: s.failedSaves,
          retryDelayMs: s.retryDelayMs,
        };
      },
      () => store.getState().save(),
    );
    scheduler.update();
    const unsubscribe = store.subscribe(() => scheduler.update());
    return () => {
      unsubscribe();
      scheduler.dispose();
    };
  }, [store]);

  const isDirty = useStore(store, (s) => s.isDirty);
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
