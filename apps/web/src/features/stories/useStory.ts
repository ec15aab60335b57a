import { useStore } from 'zustand';
import { storyStore, type StoryState } from './storyStore';

/** Reads a slice of the app's story store (re-renders only when that slice changes). */
export function useStory<T>(selector: (state: StoryState) => T): T {
  return useStore(storyStore, selector);
}
