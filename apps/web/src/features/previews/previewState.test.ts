import { describe, expect, it } from 'vitest';
import {
  PREVIEW_MEMORY_KEY,
  PREVIEW_MEMORY_MAX,
  hashCanvasState,
  invalidatePreview,
  needsPreview,
  rememberPreviews,
} from './previewState';

/** A Storage over a Map (the unit tests run without a DOM). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const rect = [{ type: 'rect', left: 50, top: 50, width: 100, height: 80, fill: '#007AFF' }];

describe('needsPreview', () => {
  it('wants a preview for canvas content without one, never for an empty canvas', () => {
    const storage = memoryStorage();
    expect(needsPreview({ canvasState: rect, previewImage: null }, storage)).toBe(true);
    expect(needsPreview({ canvasState: [], previewImage: null }, storage)).toBe(false);
    expect(needsPreview({ canvasState: rect, previewImage: '/files/a.png' }, storage)).toBe(false);
  });

  it('wants a new one when this browser made the preview from other canvas state', () => {
    const storage = memoryStorage();
    rememberPreviews([{ url: '/files/a.png', hash: hashCanvasState(rect) }], storage);
    expect(needsPreview({ canvasState: rect, previewImage: '/files/a.png' }, storage)).toBe(false);
    const moved = [{ ...rect[0]!, left: 60 }];
    expect(needsPreview({ canvasState: moved, previewImage: '/files/a.png' }, storage)).toBe(true);
  });

  it('keeps at most 100 remembered previews and survives broken storage', () => {
    const storage = memoryStorage();
    for (let i = 0; i < PREVIEW_MEMORY_MAX + 5; i++) {
      rememberPreviews([{ url: `/files/${i}.png`, hash: 'h' }], storage);
    }
    const kept = JSON.parse(storage.getItem(PREVIEW_MEMORY_KEY)!) as [string, string][];
    expect(kept).toHaveLength(PREVIEW_MEMORY_MAX);
    expect(kept[0]![0]).toBe('/files/5.png');
    storage.setItem(PREVIEW_MEMORY_KEY, '{not json');
    expect(needsPreview({ canvasState: rect, previewImage: '/files/5.png' }, storage)).toBe(false);
  });
});

describe('hashCanvasState and invalidatePreview', () => {
  it('hashes equal state equally and different state differently', () => {
    expect(hashCanvasState(rect)).toBe(hashCanvasState(structuredClone(rect)));
    expect(hashCanvasState(rect)).not.toBe(hashCanvasState([{ ...rect[0]!, fill: '#FF0000' }]));
  });

  it('ignores key order (the server hands the canvas back in the database order)', () => {
    const reordered = rect.map((o) => Object.fromEntries(Object.entries(o).reverse()));
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(rect));
    expect(hashCanvasState(reordered as typeof rect)).toBe(hashCanvasState(rect));
  });

  it('clears a preview and leaves a slide without one as it is', () => {
    const slide = { id: 'slide-1-0', previewImage: '/files/a.png' };
    expect(invalidatePreview(slide)).toEqual({ id: 'slide-1-0', previewImage: null });
    const none = { id: 'slide-1-1', previewImage: null };
    expect(invalidatePreview(none)).toBe(none);
  });
});
