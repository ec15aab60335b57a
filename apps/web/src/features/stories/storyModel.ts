import { STORY_MESSAGES, type Slide, type Story, type StoryCreate } from '@dsb/core';
import * as api from './api';

/** A story as the client edits it: a draft has no `_id` (nor version) until its first save. */
export type StoryDraft = Omit<Story, '_id' | 'version' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<Story, '_id' | 'version' | 'createdAt' | 'updatedAt'>>;

/** The fields a save sends: everything the student can change, never the server's bookkeeping. */
export function storyFields(story: StoryDraft): Required<StoryCreate> {
  return {
    title: story.title,
    bigQuestion: story.bigQuestion,
    template: story.template,
    trackingId: story.trackingId,
    savedEvidence: story.savedEvidence,
    slides: story.slides,
  };
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
/**
 * How a `loadStory` call ended. 'superseded': another story was opened or created meanwhile, so
 * this load's answer was dropped; it is not a failure and must not send the student anywhere.
 */
export type LoadResult = 'loaded' | 'failed' | 'superseded';
export type SlidePatch = Partial<Omit<Slide, 'id'>>;

export type StoryState = {
  /** The story being edited; a draft has no `_id` until its first save creates it. */
  story: StoryDraft | null;
  loadStatus: LoadStatus;
  loadError: string | null;
  isDirty: boolean;
  isSaving: boolean;
  /** When the last successful save finished (ms since epoch). */
  lastSavedAt: number | null;
  saveError: string | null;
  /** Failed saves in a row (autosave backs off on them). */
  failedSaves: number;
  /** The server's newer story after a save answered 409; null when there is no conflict. */
  conflict: Story | null;
  /** Bumped by every edit: a save only clears isDirty when nothing changed while it ran. */
  revision: number;

  /** Opens the story; a call for the story already loading shares that load (one fetch). */
  loadStory: (id: string) => Promise<LoadResult>;
  createFromTemplate: (templateId: string, bigQuestion?: string | null) => Promise<string>;
  setTitle: (title: string) => void;
  setBigQuestion: (question: string) => void;
  updateSlide: (index: number, patch: SlidePatch) => void;
  /** Sets previews by slide id in one edit (the grid's batch of generated previews). */
  setPreviewImages: (previews: ReadonlyMap<string, string>) => void;
  /** Replaces the story's saved evidence (an edit: autosave or an explicit save persists it). */
  setSavedEvidence: (items: Story['savedEvidence']) => void;
  addSlide: () => void;
  removeSlide: (index: number) => Promise<boolean>;
  reorder: (orderedIds: readonly string[]) => boolean;
  applyTemplate: (templateId: string, mode: 'add' | 'replace') => Promise<boolean>;
  save: (options?: { force?: boolean }) => Promise<boolean>;
  resolveConflict: (choice: 'reload' | 'keepMine') => Promise<boolean>;
  reset: () => void;
};

/** A store with no story open. */
export const INITIAL_STORY_STATE = {
  story: null,
  loadStatus: 'idle' as LoadStatus,
  loadError: null,
  isDirty: false,
  isSaving: false,
  lastSavedAt: null,
  saveError: null,
  failedSaves: 0,
  conflict: null,
  revision: 0,
};

/** Sends the story: updates it on top of its version, or creates it when it is a draft. */
export function sendStory(story: StoryDraft, force: boolean): Promise<Story> {
  if (story._id) {
    return api.updateStory(story._id, {
      version: story.version ?? 1,
      ...(force ? { force } : {}),
      ...storyFields(story),
    });
  }
  if (story.template === 'none' || story.slides.length === 0)
    return Promise.reject(new Error(STORY_MESSAGES.cannotCreate));
  return api.createStory(storyFields(story));
}
