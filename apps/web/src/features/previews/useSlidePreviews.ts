import { useEffect } from 'react';
import { storyStore, useStory } from '../stories';
import {
  PREVIEW_MESSAGES,
  generatePreviews,
  type PreviewDeps,
  type PreviewJob,
} from './generatePreviews';
import { hashCanvasState, needsPreview, rememberPreviews } from './previewState';
import { usePreviewStatus } from './previewStatus';
import { uploadPreview } from './uploadPreview';

let passes = 0;

/** The renderer with Fabric, loaded on first use so the grid's own chunk stays small. */
async function loadRenderer(): Promise<PreviewDeps['render']> {
  try {
    return (await import('./renderPreview')).renderSlidePreview;
  } catch (error) {
    throw new Error(PREVIEW_MESSAGES.fabricNotLoaded, { cause: error });
  }
}

/**
 * Runs the whole pass for the open story: renders each slide that needs a preview, then puts all
 * the new previews into the story in one edit and saves. Results for slides whose canvas changed
 * meanwhile are dropped.
 */
async function runPreviewPass(storyId: string, signal: AbortSignal): Promise<void> {
  const slides = storyStore.getState().story?.slides ?? [];
  const jobs: PreviewJob[] = slides.flatMap((slide, index) =>
    needsPreview(slide)
      ? [{ slideId: slide.id, number: index + 1, canvasState: slide.canvasState }]
      : [],
  );
  if (jobs.length === 0) return;
  const hashes = new Map(jobs.map((job) => [job.slideId, hashCanvasState(job.canvasState)]));
  const pass = ++passes;
  const status = () => usePreviewStatus.getState();
  status().start([...hashes.keys()], pass);
  try {
    const render = await loadRenderer();
    const made = await generatePreviews(
      jobs,
      {
        render,
        upload: uploadPreview,
        // A failed slide stops shimmering at once; finished ones wait for the batch below.
        onSettled: (slideId, url) => {
          if (url === null) status().finish([slideId], pass);
        },
      },
      signal,
    );
    const state = storyStore.getState();
    if (signal.aborted || state.story?._id !== storyId) return;
    const current = new Map(state.story.slides.map((s) => [s.id, s]));
    const fresh = new Map(
      [...made].filter(([id]) => {
        const slide = current.get(id);
        return slide !== undefined && hashCanvasState(slide.canvasState) === hashes.get(id);
      }),
    );
    if (fresh.size === 0) return;
    rememberPreviews([...fresh].map(([id, url]) => ({ url, hash: hashes.get(id)! })));
    state.setPreviewImages(fresh);
    await storyStore.getState().save();
  } catch (error) {
    console.error('Slide previews could not be generated:', error);
  } finally {
    status().finish([...hashes.keys()], pass);
  }
}

/**
 * Generates missing or stale slide previews once each time a story is opened in the grid
 * (docs/product/slide-grid.md). Leaving the page or opening another story cancels the pass.
 */
export function useSlidePreviews(): void {
  const storyId = useStory((s) => (s.loadStatus === 'ready' ? (s.story?._id ?? null) : null));
  useEffect(() => {
    if (!storyId) return;
    const controller = new AbortController();
    void runPreviewPass(storyId, controller.signal);
    return () => controller.abort();
  }, [storyId]);
}

/** True while any slide of the grid waits for its preview. */
export const useGeneratingPreviews = () => usePreviewStatus((s) => s.pending.size > 0);
