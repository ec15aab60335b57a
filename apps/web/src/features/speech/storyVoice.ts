import { storyServerVoice, type ServerVoiceLike } from './voices';

/** The story's server voice as remembered in this browser (see storyServerVoice). */
export function rememberedStoryVoice<S extends ServerVoiceLike>(
  storyId: string | null,
  serverVoices: readonly S[],
): S | undefined {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined; // reading localStorage itself throws when storage is blocked
  }
  return storyServerVoice(storage, storyId, serverVoices);
}
