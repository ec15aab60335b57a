import { useSyncExternalStore } from 'react';
import type { Member } from './presence';
import { useStory } from './useStory';

const NOBODY: readonly Member[] = [];
const never = () => () => {};

/** The other browsers in the open story (live editing), or none. */
export function usePresence(): readonly Member[] {
  const presence = useStory((s) => s.live?.presence ?? null);
  return useSyncExternalStore(presence?.subscribe ?? never, presence?.others ?? (() => NOBODY));
}
