import { useEffect, useMemo, useState } from 'react';
import type { ExportSlide } from './exportRules';
import { exportMessages } from './messages';
import { renderExportSlide, type SlideRender } from './slideRender';

/** A drawn slide as the modals show it: the picture and an address for <img>, or the failure. */
export type RenderedSlide =
  { ok: true; image: Blob; url: string } | { ok: false; failure: string; message: string };

export type SlideRenders =
  | { status: 'rendering'; done: number; total: number }
  | { status: 'done'; slides: RenderedSlide[] }
  | { status: 'error'; message: string };

/** The preparing step's text. */
export const renderingText = (current: number, total: number) =>
  exportMessages.render.rendering({ current, total });

/**
 * Draws the slides one after another (two cores, shared: never all at once) while `active`; a new
 * `attempt` draws them again. Closing the modal cancels the drawing and frees the pictures.
 */
export function useSlideRenders(
  slides: readonly ExportSlide[] | null,
  format: 'png' | 'jpeg',
  attempt = 0,
): SlideRenders {
  // Each run is its own object: a result that belongs to an older run is never shown.
  const run = useMemo(() => ({ slides, format, attempt }), [slides, format, attempt]);
  const [state, setState] = useState<{ run: typeof run; renders: SlideRenders } | null>(null);

  useEffect(() => {
    const { slides } = run;
    if (!slides) return;
    const controller = new AbortController();
    const urls: string[] = [];
    const report = (renders: SlideRenders) => {
      if (!controller.signal.aborted) setState({ run, renders });
    };
    void (async () => {
      const rendered: RenderedSlide[] = [];
      try {
        for (const [index, slide] of slides.entries()) {
          const result: SlideRender = await renderExportSlide(slide.canvasState, {
            format: run.format,
            signal: controller.signal,
            script: slide.script,
          });
          if (result.ok) {
            const url = URL.createObjectURL(result.image);
            urls.push(url);
            rendered.push({ ok: true, image: result.image, url });
          } else {
            rendered.push(result);
          }
          report({ status: 'rendering', done: index + 1, total: slides.length });
        }
        report({ status: 'done', slides: rendered });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Export: the slides could not be prepared', error);
        report({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    })();
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [run]);

  if (state?.run === run) return state.renders;
  return { status: 'rendering', done: 0, total: slides?.length ?? 0 };
}

/** Saves bytes as a download with the given name. */
export function saveFile(bytes: ArrayBuffer, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
