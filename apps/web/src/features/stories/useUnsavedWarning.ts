import { useEffect } from 'react';
import { useStore } from 'zustand';
import { storyStore, type StoryStore } from './storyStore';

/**
 * Warns before the page is closed while changes are not saved and not kept in this browser
 * either (where IndexedDB cannot be used). Changes kept on the device are saved when the story is
 * next opened, so closing the tab loses none of them and needs no warning.
 */
export function useUnsavedWarning(store: StoryStore = storyStore): void {
  const atRisk = useStore(store, (s) => s.isDirty && !s.keptOnDevice);
  useEffect(() => {
    if (!atRisk) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it to show the prompt
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [atRisk]);
}
