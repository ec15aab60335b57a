import type { CanvasObject } from '@dsb/core';

/** 10 s per slide, queued renders 50 ms apart. */
export const PREVIEW_TIMEOUT_MS = 10_000;
export const PREVIEW_GAP_MS = 50;

/** Failure messages (docs/product/slide-grid.md). */
export const PREVIEW_MESSAGES = {
  timedOut: 'Preview generation timed out',
  fabricNotLoaded: 'Fabric.js not loaded',
} as const;

export type PreviewJob = {
  slideId: string;
  /** 1-based, for messages. */
  number: number;
  canvasState: readonly CanvasObject[];
};

export type PreviewDeps = {
  render: (canvasState: readonly CanvasObject[], signal: AbortSignal) => Promise<Blob>;
  upload: (png: Blob, slideNumber: number, signal: AbortSignal) => Promise<string>;
  /** Called as each slide finishes: with its file URL, or null when it failed. */
  onSettled?: (slideId: string, fileUrl: string | null) => void;
  timeoutMs?: number;
  gapMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` with its own abort signal, aborted (and rejected) after `ms` or with `outer`. */
async function withTimeout<T>(
  task: (signal: AbortSignal) => Promise<T>,
  ms: number,
  outer: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(outer.reason);
  outer.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(PREVIEW_MESSAGES.timedOut);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([task(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    outer.removeEventListener('abort', abort);
  }
}

/**
 * Renders and uploads previews one slide at a time, `gapMs` apart. A slide that fails or takes
 * longer than `timeoutMs` is skipped and logged (docs/product/slide-grid.md). Resolves with the
 * file URL of each slide that succeeded; stops early, with what it has, when `signal` aborts.
 */
export async function generatePreviews(
  jobs: readonly PreviewJob[],
  deps: PreviewDeps,
  signal: AbortSignal,
): Promise<Map<string, string>> {
  const timeoutMs = deps.timeoutMs ?? PREVIEW_TIMEOUT_MS;
  const gapMs = deps.gapMs ?? PREVIEW_GAP_MS;
  const sleep = deps.sleep ?? wait;
  const done = new Map<string, string>();
  for (const [i, job] of jobs.entries()) {
    if (signal.aborted) break;
    if (i > 0) await sleep(gapMs);
    if (signal.aborted) break;
    try {
      const url = await withTimeout(
        async (jobSignal) => {
          const png = await deps.render(job.canvasState, jobSignal);
          return deps.upload(png, job.number, jobSignal);
        },
        timeoutMs,
        signal,
      );
      done.set(job.slideId, url);
      deps.onSettled?.(job.slideId, url);
    } catch (error) {
      if (signal.aborted) break;
      console.error(`Slide preview skipped for slide ${job.number}:`, error);
      deps.onSettled?.(job.slideId, null);
    }
  }
  return done;
}
