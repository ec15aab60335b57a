import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_STORY_TITLE,
  addSlide,
  applyTemplate,
  cleanTitle,
  findTemplate,
  removeSlide,
  reorderSlides,
  slidesFromTemplate,
  titleForBigQuestion,
} from '@dsb/core';
import { ApiError, errorMessage } from '../../lib/http';
import * as api from './api';
import { createLocalCopies, keepLocalCopies, keptChange, type LocalCopies } from './localCopy';
import { STORY_UI_MESSAGES } from './messages';
import { failedSaveState } from './saveBackoff';
import { acknowledgePatch, acknowledgedFrom } from './storyDiff';
import {
  INITIAL_STORY_STATE as initial,
  sendStory,
  type LoadResult,
  type StoryDraft,
  type StoryState,
} from './storyModel';
import { signalSignedOut } from './signedOutSignal';

export type { LoadResult, LoadStatus, SlidePatch, StoryDraft, StoryState } from './storyModel';

const SAVE_SUCCEEDED = {
  isSaving: false,
  failedSaves: 0,
  conflict: null,
  retrying: false,
  retryDelayMs: null,
  saveError: null,
  signedOut: false,
} as const;

/**
 * The story client state shared by the grid and the slide editor (no React in here). Unsaved
 * changes are also kept in `localCopies` until the server has them.
 */
export function createStoryStore(localCopies: LocalCopies = createLocalCopies()) {
  let inflight: Promise<boolean> | null = null;
  let loadToken = 0;
  let pendingLoad: { id: string; result: Promise<LoadResult> } | null = null;
  let held: { id: string; release: () => void } | null = null;
  /** Marks the open story as open in this tab (other tabs then leave its kept copy alone). */
  const holdStory = (id: string | null) => {
    if (held?.id === id) return;
    held?.release();
    held = id ? { id, release: localCopies.hold(id) } : null;
  };

  const store = createStore<StoryState>()((set, get) => {
    /** Applies an edit to the current story and marks it unsaved. */
    const edit = (change: (story: StoryDraft) => StoryDraft) => {
      const { story, revision } = get();
      if (!story) return;
      set({ story: change(story), isDirty: true, revision: revision + 1 });
    };

    async function runSave(force: boolean, keepalive: boolean): Promise<boolean> {
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
    }

    /** Loads `id` unless a newer load or story replaced this one ('superseded': not a failure). */
    async function runLoad(id: string, token: number): Promise<LoadResult> {
      let current = get();
      const same = current.story?._id === id;
      // Unsaved work on this story is newer than the server's copy: keep it.
      if (same && current.isDirty) return 'loaded';
      if (!same && current.isDirty && current.story?._id) {
        await get().save(); // best effort before switching stories; failures are logged
        if (token !== loadToken) return 'superseded';
        current = get();
      }
      if (!same) set({ ...initial, revision: current.revision + 1, loadStatus: 'loading' });
      const revision = get().revision;
      try {
        const story = await api.fetchStory(id);
        if (token !== loadToken) return 'superseded';
        const copy = localCopies.read(id);
        // Another tab with the story open is saving its own unsaved work: leave its copy alone.
        const elsewhere = copy !== null && (await localCopies.openElsewhere(id));
        if (token !== loadToken) return 'superseded';
        const kept = elsewhere ? null : keptChange(copy, story);
        holdStory(id);
        const now = get();
        // Edits made while loading win; so does a newer version this tab saved meanwhile.
        const newerHere = now.story?._id === id && (now.story.version ?? 0) > story.version;
        if (now.revision === revision && !newerHere && kept) {
          // A change kept in this browser that the server never got: put it back, unsaved, so
          // autosave sends it on top of the copy it was made on (a 409 offers the choice).
          set({
            story: kept.story,
            acknowledged: kept.acknowledged,
            loadStatus: 'ready',
            loadError: null,
            isDirty: true,
            revision: revision + 1,
          });
        } else if (now.revision === revision && !newerHere) {
          if (!elsewhere) localCopies.drop(id);
          const acknowledged = acknowledgedFrom(story);
          set({
            story: acknowledged.story,
            acknowledged,
            loadStatus: 'ready',
            loadError: null,
            isDirty: false,
          });
        } else if (now.loadStatus !== 'ready') set({ loadStatus: 'ready' });
        return 'loaded';
      } catch (error) {
        if (token !== loadToken) return 'superseded';
        console.error('Failed to load the story', error);
        if (!same || get().loadStatus !== 'ready')
          set({
            loadStatus: 'error',
            loadError: errorMessage(error, api.STORY_API_MESSAGES.fetch),
          });
        return 'failed';
      }
    }

    return {
      ...initial,

      loadStory(id) {
        // One fetch per opening: a second call for the story already loading (React's StrictMode
        // runs effects twice; the grid and the editor may both ask) joins the first.
        if (pendingLoad?.id === id) return pendingLoad.result;
        const token = ++loadToken;
        const result = runLoad(id, token).finally(() => {
          if (pendingLoad?.result === result) pendingLoad = null;
        });
        pendingLoad = { id, result };
        return result;
      },

      async createFromTemplate(templateId, bigQuestion, trackingId) {
        const template = findTemplate(templateId);
        if (!template) throw new Error(`Unknown template: ${templateId}`);
        const question = bigQuestion?.trim() || null;
        const story = await api.createStory({
          title: question ? titleForBigQuestion(question) : DEFAULT_STORY_TITLE,
          bigQuestion: question,
          template: template.id,
          slides: slidesFromTemplate(template),
          ...(trackingId ? { trackingId } : {}),
        });
        loadToken++; // a load still running must not replace the new story
        pendingLoad = null;
        const acknowledged = acknowledgedFrom(story);
        set({
          ...initial,
          story: acknowledged.story,
          acknowledged,
          loadStatus: 'ready',
          revision: get().revision + 1,
          lastSavedAt: Date.now(),
        });
        holdStory(story._id);
        return story._id;
      },

      setTitle(title) {
        const clean = cleanTitle(title);
        if (clean === null || clean === get().story?.title) return;
        edit((story) => ({ ...story, title: clean }));
      },

      setBigQuestion(question) {
        const clean = cleanTitle(question);
        if (clean === null) return;
        edit((story) => ({ ...story, bigQuestion: clean, title: titleForBigQuestion(clean) }));
      },

      updateSlide(index, patch) {
        const slides = get().story?.slides;
        if (!slides || index < 0 || index >= slides.length) return;
        edit((story) => ({
          ...story,
          slides: story.slides.map((slide, i) => (i === index ? { ...slide, ...patch } : slide)),
        }));
      },

      setSavedEvidence(items) {
        edit((story) => ({ ...story, savedEvidence: items }));
      },

      setPreviewImages(previews) {
        const slides = get().story?.slides;
        if (!slides?.some((s) => previews.has(s.id) && s.previewImage !== previews.get(s.id))) {
          return;
        }
        edit((story) => ({
          ...story,
          slides: story.slides.map((slide) =>
            previews.has(slide.id) ? { ...slide, previewImage: previews.get(slide.id)! } : slide,
          ),
        }));
      },

      addSlide() {
        edit((story) => ({ ...story, slides: addSlide(story.slides) }));
      },

      async removeSlide(index) {
        const before = get();
        if (!before.story || index < 0 || index >= before.story.slides.length) return false;
        edit((story) => ({ ...story, slides: removeSlide(story.slides, index) }));
        const revision = get().revision;
        if (await get().save()) return true;
        // Put the slide back (unless the student has edited since) so the message holds true.
        const now = get();
        if (now.story && now.revision === revision && !now.conflict) {
          set({
            story: { ...now.story, slides: before.story.slides },
            isDirty: before.isDirty,
            revision: revision + 1,
          });
        }
        return false;
      },

      reorder(orderedIds) {
        const slides = get().story?.slides;
        if (!slides) return false;
        const next = reorderSlides(slides, orderedIds);
        if (!next) {
          console.error('Reorder refused: the new order does not match the slides', orderedIds);
          return false;
        }
        edit((story) => ({ ...story, slides: next }));
        return true;
      },

      async applyTemplate(templateId, mode) {
        const template = findTemplate(templateId);
        if (!template || !get().story) return false;
        edit((story) => ({
          ...story,
          template: mode === 'replace' || story.template === 'none' ? template.id : story.template,
          slides: applyTemplate(story.slides, template, mode),
        }));
        return get().save();
      },

      async save(options = {}) {
        const force = options.force ?? false;
        while (inflight) await inflight; // one save at a time, in order
        const state = get();
        if (!state.story) return false;
        if (state.conflict && !force) return false; // the student decides first
        if (!state.isDirty && !force && state.story._id) return true;
        const run = runSave(force, options.keepalive ?? false);
        inflight = run;
        try {
          return await run;
        } finally {
          if (inflight === run) inflight = null;
        }
      },

      async resumeAfterSignIn() {
        if (!get().signedOut) return true;
        set({ signedOut: false, saveError: null, failedSaves: 0 });
        return get().save();
      },

      async resolveConflict(choice) {
        const { conflict, revision } = get();
        if (!conflict) return true;
        if (choice === 'keepMine') return get().save({ force: true });
        const acknowledged = acknowledgedFrom(conflict);
        set({
          story: acknowledged.story,
          acknowledged,
          conflict: null,
          isDirty: false,
          saveError: null,
          revision: revision + 1,
        });
        return true;
      },

      reset() {
        loadToken++;
        pendingLoad = null;
        holdStory(null);
        set({ ...initial, revision: get().revision + 1 });
      },
    };
  });

  keepLocalCopies(store, localCopies);
  return store;
}

export type StoryStore = ReturnType<typeof createStoryStore>;

/** The app's one story store. */
export const storyStore = createStoryStore();
