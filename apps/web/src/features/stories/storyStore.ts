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
  type Story,
} from '@dsb/core';
import * as api from './api';
import { createLocalCopies, keepLocalCopies, keptChange, type LocalCopies } from './localCopy';
import { acknowledgedFrom } from './storyDiff';
import { withDocumentFields } from './liveMerge';
import { patchSaver } from './patchSave';
import {
  INITIAL_STORY_STATE as initial,
  loadErrorOf,
  type GoLive,
  type LiveLink,
  type LoadResult,
  type StoryDraft,
  type StoryState,
} from './storyModel';

export type { LoadResult, LoadStatus, SlidePatch, StoryDraft, StoryState } from './storyModel';

/** How long switching stories waits for the last change to be saved before closing live editing. */
const CLOSE_WAIT_MS = 2000;

/**
 * The story client state shared by the grid and the slide editor (no React in here). Unsaved
 * changes are also kept in `localCopies` until the server has them.
 */
export function createStoryStore(
  localCopies: LocalCopies = createLocalCopies(),
  /** How the open story is edited live; null: saved with PATCH (a store without a server). */
  liveEditing: () => GoLive | null = () => null,
) {
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

    const runSave = patchSaver(set, get);

    /** Loads `id` unless a newer load or story replaced this one ('superseded': not a failure). */
    async function runLoad(id: string, token: number): Promise<LoadResult> {
      let current = get();
      const same = current.story?._id === id;
      // Unsaved work on this story is newer than the server's copy: keep it. A live story is
      // kept up to date by its document.
      if (same && (current.isDirty || current.live)) return 'loaded';
      if (!same && current.live) {
        await closeLive(current.live); // waits briefly for the save; offline work stays kept here
        if (token !== loadToken) return 'superseded';
        current = get();
      }
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
        const goLive = liveEditing();
        if (goLive) return await showLive(story, token, goLive);
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
            loadError: loadErrorOf(error, api.STORY_API_MESSAGES.fetch),
          });
        return 'failed';
      }
    }

    /** Closes a story's document once what was made here is saved (or after a short wait). */
    async function closeLive(live: LiveLink) {
      if (!get().offline) await live.whenSaved(CLOSE_WAIT_MS);
      live.close();
      if (get().live === live) set({ live: null });
    }

    /** Shows the story from its shared document (live editing) and keeps the two in step. */
    async function showLive(story: Story, token: number, goLive: GoLive): Promise<LoadResult> {
      const opened = await goLive(story._id, store);
      if (token !== loadToken) {
        opened.link.close();
        return 'superseded';
      }
      const acknowledged = acknowledgedFrom(story);
      set({
        story: withDocumentFields(acknowledged.story, opened.fields),
        acknowledged,
        live: opened.link,
        loadStatus: 'ready',
        loadError: null,
        isDirty: false,
      });
      holdStory(story._id);
      opened.link.start();
      return 'loaded';
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
        const token = ++loadToken; // a load still running must not replace the new story
        pendingLoad = null;
        const live = get().live;
        if (live) await closeLive(live);
        const goLive = liveEditing();
        if (goLive) {
          set({ ...initial, revision: get().revision + 1, loadStatus: 'loading' });
          try {
            await showLive(story, token, goLive);
          } catch (error) {
            // The story exists (My Data Stories lists it); it could not be opened for editing.
            set({
              loadStatus: 'error',
              loadError: loadErrorOf(error, api.STORY_API_MESSAGES.fetch),
            });
            throw error;
          }
          return story._id;
        }
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
        if (get().live) return true; // in the shared document (and kept here until saved)
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
        return get().live ? true : get().save();
      },

      async save(options = {}) {
        const force = options.force ?? false;
        while (inflight) await inflight; // one save at a time, in order
        const state = get();
        if (!state.story) return false;
        if (state.live) return !state.offline && state.live.whenSaved();
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
        // Live editing reconnects by itself once the session cookie is back.
        if (get().live) return (set({ signedOut: false, saveError: null }), true);
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
        get().live?.close();
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

/** The app's stories are edited live; the document code (Yjs) loads with the first story opened. */
const goLiveInBrowser: GoLive = async (storyId, store) =>
  (await import('./liveStory')).openLiveStory(storyId, store);

let appGoLive: GoLive | null = goLiveInBrowser;

/** The app's one story store. */
export const storyStore = createStoryStore(createLocalCopies(), () => appGoLive);

/**
 * Unit tests of screens that use the app's store without a server to connect to: they turn live
 * editing off (null), so the store saves with PATCH, and back on afterwards.
 */
export function setLiveEditingForTests(goLive: GoLive | null): GoLive | null {
  const before = appGoLive;
  appGoLive = goLive;
  return before;
}
