import type { StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/http';
import * as api from './api';
import { STORY_UI_MESSAGES } from './messages';
import { failedSaveState } from './saveBackoff';
import { signalSignedOut } from './signedOutSignal';
import { acknowledgePatch, acknowledgedFrom } from './storyDiff';
import { sendStory, type StoryState } from './storyModel';

const SAVE_SUCCEEDED = {
  isSaving: false,
  failedSaves: 0,
  conflict: null,
  retrying: false,
  retryDelayMs: null,
  saveError: null,
  signedOut: false,
} as const;

type Set = StoreApi<StoryState>['setState'];
type Get = StoreApi<StoryState>['getState'];

/**
 * The save of a story that is not edited live (a store without a shared document): sends what
 * changed since the server's acknowledged copy, and handles a conflict, a sign-out and a server
 * that cannot take the save for now (autosave then retries).
 */
export function patchSaver(set: Set, get: Get) {
  return async function runSave(force: boolean, keepalive: boolean): Promise<boolean> {
    const { story, revision, acknowledged } = get();
    if (!story) return false;
    set({ isSaving: true, saveError: null });
    try {
      const ack = await sendStory(story, acknowledged, force, keepalive);
      if (ack.kind === 'deferred') {
        set({ isSaving: false });
        return false;
      }
      const now = get();
      if (!now.story || (story._id && now.story._id !== story._id)) {
        set({ isSaving: false }); // the story was closed or another one opened meanwhile
        return true;
      }
      const next =
        ack.kind === 'story'
          ? acknowledgedFrom(ack.story)
          : ack.kind === 'patch'
            ? acknowledgePatch(acknowledged!, story, ack.patch, ack.result)
            : (acknowledged ?? null);
      const saved = next?.story ?? story;
      const done = {
        ...SAVE_SUCCEEDED,
        lastSavedAt: Date.now(),
        acknowledged: next,
      };
      if (now.revision === revision) {
        set({ ...done, story: saved, isDirty: false });
      } else {
        // Edits made during the request are kept (and stay unsaved) on top of the new version.
        const { _id, version, createdAt, updatedAt } = saved;
        set({ ...done, story: { ...now.story!, _id, version, createdAt, updatedAt } });
      }
      return true;
    } catch (error) {
      const server = api.conflictStory(error);
      if (server) {
        set({ isSaving: false, retrying: false, retryDelayMs: null, conflict: server });
        return false;
      }
      if (error instanceof ApiError && error.status === 401) {
        // Signed out or suspended meanwhile: the change stays here and in the kept copy.
        signalSignedOut();
        set({
          isSaving: false,
          retrying: false,
          retryDelayMs: null,
          signedOut: true,
          saveError: STORY_UI_MESSAGES.signedOut,
        });
        return false;
      }
      const failure = failedSaveState(error, get().failedSaves + 1);
      if (failure.retrying) console.warn('The server could not take the save now', error);
      else console.error('Failed to save the story', error);
      set({ isSaving: false, ...failure });
      return false;
    }
  };
}
