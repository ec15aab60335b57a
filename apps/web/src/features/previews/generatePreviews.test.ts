import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGES, generatePreviews, type PreviewJob } from './generatePreviews';

const job = (n: number): PreviewJob => ({
  slideId: `slide-1-${n}`,
  number: n,
  canvasState: [{ type: 'rect', left: n }],
});
const png = new Blob(['png'], { type: 'image/png' });

afterEach(() => vi.restoreAllMocks());

describe('generatePreviews', () => {
  it('renders and uploads each slide in order, 50 ms apart, and collects the file URLs', async () => {
    const order: string[] = [];
    const sleeps: number[] = [];
    const made = await generatePreviews(
      [job(1), job(2), job(3)],
      {
        render: async (state) => {
          order.push(`render ${state[0]!.left}`);
          return png;
        },
        upload: async (_png, n) => {
          order.push(`upload ${n}`);
          return `/files/uploads/u/${n}.png`;
        },
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      },
      new AbortController().signal,
    );
    expect(order).toEqual(['render 1', 'upload 1', 'render 2', 'upload 2', 'render 3', 'upload 3']);
    expect(sleeps).toEqual([50, 50]);
    expect([...made]).toEqual([
      ['slide-1-1', '/files/uploads/u/1.png'],
      ['slide-1-2', '/files/uploads/u/2.png'],
      ['slide-1-3', '/files/uploads/u/3.png'],
    ]);
  });

  it('skips (and logs) a slide that fails or times out, and goes on with the next', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const settled: [string, string | null][] = [];
    let aborted: unknown = null;
    const made = await generatePreviews(
      [job(1), job(2), job(3)],
      {
        render: (state, signal) => {
          if (state[0]!.left === 1) return Promise.reject(new Error('bad object'));
          if (state[0]!.left === 2) {
            // Never settles: only the timeout ends it, and it aborts the slide's signal.
            return new Promise<Blob>(() => {
              signal.addEventListener('abort', () => (aborted = signal.reason));
            });
          }
          return Promise.resolve(png);
        },
        upload: async (_png, n) => `/files/${n}.png`,
        onSettled: (id, url) => settled.push([id, url]),
        timeoutMs: 20,
        gapMs: 0,
      },
      new AbortController().signal,
    );
    expect([...made]).toEqual([['slide-1-3', '/files/3.png']]);
    expect(settled).toEqual([
      ['slide-1-1', null],
      ['slide-1-2', null],
      ['slide-1-3', '/files/3.png'],
    ]);
    expect((aborted as Error).message).toBe(PREVIEW_MESSAGES.timedOut);
    expect(logged.mock.calls.map((c) => (c[1] as Error).message)).toEqual([
      'bad object',
      'Preview generation timed out',
    ]);
  });

  it('stops when cancelled, keeping what it made', async () => {
    const controller = new AbortController();
    const made = await generatePreviews(
      [job(1), job(2)],
      {
        render: async () => png,
        upload: async (_png, n) => {
          controller.abort();
          return `/files/${n}.png`;
        },
        gapMs: 0,
      },
      controller.signal,
    );
    expect([...made.keys()]).toEqual(['slide-1-1']);
  });
});
