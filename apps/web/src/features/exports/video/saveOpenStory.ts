import { STORY_MESSAGES } from '@dsb/core';
import { storyStore } from '../../stories';
import { VIDEO_FLOW_MESSAGES, VideoFlowError } from './videoFlow';

/**
 * Saves the open story before a render: the server narrates the scripts it has stored, so unsaved
 * edits must reach it first. Resolves with the story's id.
 */
export async function saveOpenStory(): Promise<string> {
  const saved = await storyStore.getState().save();
  const { story, saveError } = storyStore.getState();
  if (saved && story?._id) return story._id;
  // other() words the server's fixed messages (the save's) in the interface language.
  const reason = saveError ?? STORY_MESSAGES.saveFailed;
  throw new VideoFlowError(VIDEO_FLOW_MESSAGES.other(reason));
}
