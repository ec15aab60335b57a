import type { Slide, SpeechVoiceName, Story, StoryCreate } from '@dsb/core';
import type { StoreApi } from 'zustand/vanilla';
import type { Member, PresenceState } from './presence';
import type { ReplacedNotice } from './replacedNotices';
import { errorMessage } from '../../lib/http';
import type { StoryDraft } from './storyDraft';

export type { StoryDraft };

/** The fields a save sends: everything the student can change, never the server's bookkeeping. */
export function storyFields(story: StoryDraft): Required<StoryCreate> {
  return {
    title: story.title,
    bigQuestion: story.bigQuestion,
    template: story.template,
    trackingId: story.trackingId,
    voice: story.voice,
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
  /** The story being edited. */
  story: StoryDraft | null;
  loadStatus: LoadStatus;
  loadError: string | null;
  /** Changes made here that the database does not hold yet. */
  isDirty: boolean;
  /** Changes are on their way to the database (there is a connection). */
  isSaving: boolean;
  /** When the database last caught up with this browser's changes (ms since epoch). */
  lastSavedAt: number | null;
  /** Why changes cannot be saved now (the session ended), for the save status. */
  saveError: string | null;
  /** Bumped by every edit. */
  revision: number;
  /** The session ended (signed out, or suspended): changes are kept here until signing in. */
  signedOut: boolean;
  /** The open story's shared document, through which every change is saved. */
  live: LiveLink | null;
  /** No connection: changes wait (in this browser) for it to come back. */
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
  /** The server voice the story is narrated in, kept with the story (null: none chosen). */
  setVoice: (voice: SpeechVoiceName | null) => void;
  updateSlide: (index: number, patch: SlidePatch) => void;
  /** Sets previews by slide id in one edit (the grid's batch of generated previews). */
  setPreviewImages: (previews: ReadonlyMap<string, string>) => void;
  /** Replaces the story's saved evidence (an edit, saved like any other). */
  setSavedEvidence: (items: Story['savedEvidence']) => void;
  addSlide: () => void;
  removeSlide: (index: number) => Promise<boolean>;
  reorder: (orderedIds: readonly string[]) => boolean;
  applyTemplate: (templateId: string, mode: 'add' | 'replace') => Promise<boolean>;
  /** Resolves true once the database holds every change made here (false offline or after a wait). */
  save: () => Promise<boolean>;
  /** After signing in again: the connection comes back and saves the kept changes. */
  resumeAfterSignIn: () => void;
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
  revision: 0,
  signedOut: false,
  live: null,
  offline: false,
  keptOnDevice: false,
  liveEnded: null,
};

export type LiveEnd = 'removed' | 'deleted' | 'malformed' | 'handedIn';

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
  'title' | 'bigQuestion' | 'template' | 'trackingId' | 'voice' | 'savedEvidence' | 'slides'
>;
