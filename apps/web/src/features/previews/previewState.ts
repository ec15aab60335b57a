import type { CanvasObject, Slide } from '@dsb/core';

/**
 * Which slides need a preview, and how a preview is known to be stale. No Fabric and no React:
 * the slide editor can import `invalidatePreview` without pulling in the renderer.
 *
 * Staleness: the slide schema has no field for "preview of which canvas", so this browser keeps
 * a small map from preview URL to a hash of the canvas state it was rendered from (localStorage,
 * at most 100 entries, docs/product/slide-grid.md). A slide whose preview this browser made
 * and whose canvas has changed since is rendered again on the next grid load. Previews made
 * elsewhere are trusted; an editor that calls `invalidatePreview` on each canvas change makes this
 * exact on every device.
 */

export const PREVIEW_MEMORY_KEY = 'dsb:slidePreviews';
export const PREVIEW_MEMORY_MAX = 100;

/** The slide with its preview cleared: the grid renders a fresh one on its next load. */
export function invalidatePreview<S extends Pick<Slide, 'previewImage'>>(slide: S): S {
  return slide.previewImage ? { ...slide, previewImage: null } : slide;
}

/** JSON with object keys sorted: the database (jsonb) hands objects back in its own key order. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * A short, stable fingerprint of canvas state (FNV-1a over its JSON, with the length). Key order
 * does not count, so the story as the server sends it back (the grid reloads it while a preview
 * pass runs) matches the canvas the editor wrote.
 */
export function hashCanvasState(canvasState: readonly CanvasObject[]): string {
  const text = canonicalJson(canvasState);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
}

type Memory = [url: string, hash: string][];

function readMemory(storage: Storage | undefined): Memory {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREVIEW_MEMORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is [string, string] =>
            Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Remembers which canvas each new preview shows; the oldest entries go past the cap. */
export function rememberPreviews(
  made: ReadonlyArray<{ url: string; hash: string }>,
  storage: Storage | undefined = browserStorage(),
): void {
  if (!storage || made.length === 0) return;
  const urls = new Set(made.map((m) => m.url));
  const next: Memory = [
    ...readMemory(storage).filter(([url]) => !urls.has(url)),
    ...made.map((m): [string, string] => [m.url, m.hash]),
  ].slice(-PREVIEW_MEMORY_MAX);
  try {
    storage.setItem(PREVIEW_MEMORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: previews are still made, staleness is just not tracked.
  }
}

/**
 * True when the slide has canvas content and either no preview, or a preview this browser made
 * from different canvas state.
 */
export function needsPreview(
  slide: Pick<Slide, 'canvasState' | 'previewImage'>,
  storage: Storage | undefined = browserStorage(),
): boolean {
  if (slide.canvasState.length === 0) return false;
  if (!slide.previewImage) return true;
  const known = readMemory(storage).find(([url]) => url === slide.previewImage);
  return known !== undefined && known[1] !== hashCanvasState(slide.canvasState);
}
