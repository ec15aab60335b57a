import {
  STORY_MESSAGES,
  type Slide,
  type Story,
  type StoryCreate,
  type StoryPatch,
  type StoryPatchResult,
} from '@dsb/core';
import type { StoreApi } from 'zustand/vanilla';
import type { Member, PresenceState } from './presence';
import type { ReplacedNotice } from './replacedNotices';
import { ApiError, errorMessage } from '../../lib/http';
import * as api from './api';
import type { StoryDraft } from './storyDraft';
import { buildStoryPatch, type Acknowledged } from './storyDiff';

export type { StoryDraft };

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
  /** The story as the server last acknowledged it here; autosave sends what differs from it. */
  acknowledged: Acknowledged | null;
  /** The server could not take the last save for now (overload, no network); autosave retries. */
  retrying: boolean;
  /** When retrying: how long autosave waits before the next try (back-off with jitter). */
  retryDelayMs: number | null;
  /** A save answered 401: the session ended (signed out, or suspended). The change is kept. */
  signedOut: boolean;
  /** The open story's shared document (live editing), or null while saving with PATCH. */
  live: LiveLink | null;
  /** Live editing has no connection: changes wait (in this browser) for it to come back. */
  offline: boolean;
  /** Changes not yet saved are kept in this browser (IndexedDB), so closing the tab loses none. */
  keptOnDevice: boolean;
  /** The server ended live editing for good: this pupil was removed, or the story deleted. */
  liveEnded: LiveEnd | null;

  /** Opens the story; a call for the story already loading shares that load (one fetch). */
  loadStory: (id: string) => Promise<LoadResult>;
  /** Creates the story on the server; `trackingId` ties it to the class link it started from. */
  createFromTemplate: (
    templateId: string,
    bigQuestion?: string | null,
    trackingId?: string | null,
  ) => Promise<string>;
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
  /**
   * Saves now. `keepalive`: the page is being hidden or closed; a change too big for such a
   * request (or not sendable as a PATCH) is left to the browser's kept copy (false).
   */
  save: (options?: { force?: boolean; keepalive?: boolean }) => Promise<boolean>;
  /** After signing in again: clears `signedOut` and saves the kept change. */
  resumeAfterSignIn: () => Promise<boolean>;
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
  acknowledged: null,
  retrying: false,
  retryDelayMs: null,
  signedOut: false,
  live: null,
  offline: false,
  keptOnDevice: false,
  liveEnded: null,
};

export type LiveEnd = 'removed' | 'deleted' | 'malformed';

/** A story could not be opened for live editing; its message is for the pupil. */
export class LiveStoryError extends Error {}

/** What a failed load or opening tells the pupil. */
export const loadErrorOf = (error: unknown, fallback: string) =>
  error instanceof LiveStoryError ? error.message : errorMessage(error, fallback);

/** Whether undo and redo can be used (the editor's toolbar shows it). */
export type UndoState = { canUndo: boolean; canRedo: boolean };

/** Undo and redo of this pupil's own changes to one slide's canvas, in the shared document. */
export type LiveUndo = UndoState & {
  undo(): void;
  redo(): void;
  subscribe(listener: (state: UndoState) => void): () => void;
  destroy(): void;
};

/**
 * The open story's shared document, as the store and the editor use it (features/stories'
 * liveStory.ts makes it; docs/product/group-work.md).
 */
export type LiveLink = {
  storyId: string;
  /** Starts keeping the store and the document in step (once the store shows the story). */
  start(): void;
  /** Resolves true once the database holds every change made here (false after the wait). */
  whenSaved(timeoutMs?: number): Promise<boolean>;
  /** Undo of this pupil's own changes on one slide's canvas, or null for a slide not there. */
  undoFor(slideId: string): LiveUndo | null;
  /** Who else is in the story, and what this pupil announces (their slide, selection, typing). */
  presence: LivePresence;
  /** Notices of this pupil's changes that another's change, made at the same time, replaced. */
  replaced: LiveReplaced;
  close(): void;
};

export type LiveReplaced = {
  /** The notices showing (the same array until something changes). */
  notices(): readonly ReplacedNotice[];
  dismiss(key: string): void;
  subscribe(listener: () => void): () => void;
};

export type LivePresence = {
  set(change: Partial<Pick<PresenceState, 'slideId' | 'selection' | 'typing'>>): void;
  /** The other browsers in the story (the same array until something changes). */
  others(): readonly Member[];
  subscribe(listener: () => void): () => void;
  /** The pupil behind a browser in the story (also one that has left), if it was seen. */
  person(clientId: number): { id: string; name: string } | null;
};

/** Opens a story's shared document for the store (the app's is loaded on first use). */
export type GoLive = (
  storyId: string,
  store: StoreApi<StoryState>,
) => Promise<{ link: LiveLink; fields: DocumentFields }>;

export type DocumentFields = Pick<
  Story,
  'title' | 'bigQuestion' | 'template' | 'trackingId' | 'savedEvidence' | 'slides'
>;

/** What a save did: the server's whole story (create, whole-story save) or a patch's receipt. */
export type SaveAck =
  | { kind: 'story'; story: Story }
  | { kind: 'patch'; patch: StoryPatch; result: StoryPatchResult }
  | { kind: 'unchanged' }
  /** A keepalive save that could not go as one small PATCH: the kept copy holds the change. */
  | { kind: 'deferred' };

/**
 * Browsers refuse keepalive requests whose bodies add up to more than 64 KiB; a page-hide save
 * stays under it with room for the headers, and leaves anything bigger to the kept copy.
 */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

/**
 * Sends the story: only what changed since the acknowledged copy (PATCH), the whole story on
 * top of its version when forced ('keep mine') or with no acknowledged copy (PUT), or creates
 * it when it is a draft (POST).
 */
export async function sendStory(
  story: StoryDraft,
  acknowledged: Acknowledged | null,
  force: boolean,
  keepalive = false,
): Promise<SaveAck> {
  if (story._id) {
    if (!force && acknowledged?.story._id === story._id) {
      const patch = buildStoryPatch(acknowledged, story);
      if (!patch) return { kind: 'unchanged' };
      if (keepalive && new Blob([JSON.stringify(patch)]).size > KEEPALIVE_BODY_LIMIT)
        return { kind: 'deferred' };
      try {
        const result = await api.patchStory(story._id, patch, { keepalive });
        return { kind: 'patch', patch, result };
      } catch (error) {
        // A patch refused as malformed must not leave the work stuck: the whole story goes on
        // top of its version instead (a 409 then offers the usual choice).
        if (!(error instanceof ApiError && error.status === 400)) throw error;
        console.error('The server refused the patch; saving the whole story', error);
      }
    }
    if (keepalive) return { kind: 'deferred' };
    const saved = await api.updateStory(story._id, {
      version: story.version ?? 1,
      ...(force ? { force } : {}),
      ...storyFields(story),
    });
    return { kind: 'story', story: saved };
  }
  if (keepalive) return { kind: 'deferred' };
  if (story.template === 'none' || story.slides.length === 0)
    throw new Error(STORY_MESSAGES.cannotCreate);
  return { kind: 'story', story: await api.createStory(storyFields(story)) };
}
