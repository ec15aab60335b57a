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
import { withDocumentFields } from './liveMerge';
import { templateInLanguage } from './messages';
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

/** The template with this id, its slides worded in the interface language. */
function templateFor(id: string) {
  const template = findTemplate(id);
  return template && templateInLanguage(template);
}

/** How long switching stories waits for the last change to be saved before closing live editing. */
const CLOSE_WAIT_MS = 2000;

/**
 * The story client state shared by the grid and the slide editor (no React in here). A story is
 * always edited through its shared document (`goLive`; docs/product/group-work.md): one save
 * mechanism, alone or in a group. The store's edits go into the document, which saves them.
 */
export function createStoryStore(goLive: GoLive) {
  let loadToken = 0;
  let pendingLoad: { id: string; result: Promise<LoadResult> } | null = null;

  const store = createStore<StoryState>()((set, get) => {
    /** Applies an edit to the current story (the live link writes it into the document). */
    const edit = (change: (story: StoryDraft) => StoryDraft) => {
      const { story, revision } = get();
      if (!story) return;
      set({ story: change(story), isDirty: true, revision: revision + 1 });
    };

    /** Loads `id` unless a newer load or story replaced this one ('superseded': not a failure). */
    async function runLoad(id: string, token: number): Promise<LoadResult> {
      const current = get();
      // A story open here is kept up to date by its document.
      if (current.story?._id === id && current.live) return 'loaded';
      if (current.live) {
        await closeLive(current.live); // waits briefly for the save; offline work stays kept here
        if (token !== loadToken) return 'superseded';
      }
      set({ ...initial, revision: get().revision + 1, loadStatus: 'loading' });
      try {
        const story = await api.fetchStory(id);
        if (token !== loadToken) return 'superseded';
        return await showLive(story, token);
      } catch (error) {
        if (token !== loadToken) return 'superseded';
        console.error('Failed to load the story', error);
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

    /** Shows the story from its shared document and keeps the two in step. */
    async function showLive(story: Story, token: number): Promise<LoadResult> {
      const opened = await goLive(story._id, store);
      if (token !== loadToken) {
        opened.link.close();
        return 'superseded';
      }
      set({
        story: withDocumentFields(story, opened.fields),
        live: opened.link,
        loadStatus: 'ready',
        loadError: null,
        isDirty: false,
      });
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
        const template = templateFor(templateId);
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
        set({ ...initial, revision: get().revision + 1, loadStatus: 'loading' });
        try {
          await showLive(story, token);
        } catch (error) {
          // The story exists (My Data Stories lists it); it could not be opened for editing.
          set({
            loadStatus: 'error',
            loadError: loadErrorOf(error, api.STORY_API_MESSAGES.fetch),
          });
          throw error;
        }
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

      setVoice(voice) {
        if (!get().story || get().story?.voice === voice) return;
        edit((story) => ({ ...story, voice }));
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
        const story = get().story;
        if (!story || index < 0 || index >= story.slides.length) return false;
        edit((current) => ({ ...current, slides: removeSlide(current.slides, index) }));
        return true; // in the shared document (and kept here until saved)
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
        const template = templateFor(templateId);
        if (!template || !get().story) return false;
        edit((story) => ({
          ...story,
          template: mode === 'replace' || story.template === 'none' ? template.id : story.template,
          slides: applyTemplate(story.slides, template, mode),
        }));
        return true;
      },

      async save() {
        const { story, live, offline } = get();
        if (!story || !live) return false;
        return !offline && live.whenSaved();
      },

      resumeAfterSignIn() {
        // The connection comes back by itself once the session cookie is there again.
        if (get().signedOut) set({ signedOut: false, saveError: null });
      },

      reset() {
        get().live?.close();
        loadToken++;
        pendingLoad = null;
        set({ ...initial, revision: get().revision + 1 });
      },
    };
  });
  return store;
}

export type StoryStore = ReturnType<typeof createStoryStore>;

/** The app's stories are edited live; the document code (Yjs) loads with the first story opened. */
const goLiveInBrowser: GoLive = async (storyId, store) =>
  (await import('./liveStory')).openLiveStory(storyId, store);

let appGoLive: GoLive = goLiveInBrowser;

/** The app's one story store. */
export const storyStore = createStoryStore((storyId, store) => appGoLive(storyId, store));

/**
 * Unit tests of screens that use the app's store without a server to connect to give it a
 * stand-in (fakeStoryServer.ts), and put the browser's back afterwards. Returns the one before.
 */
export function setLiveEditingForTests(goLive: GoLive): GoLive {
  const before = appGoLive;
  appGoLive = goLive;
  return before;
}
