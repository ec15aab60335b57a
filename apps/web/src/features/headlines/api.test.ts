import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_MESSAGES } from '@dsb/core';
import { searchHeadlines } from './api';

function answer(body: string, status = 200, type = 'application/json; charset=utf-8') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('searchHeadlines', () => {
  it('asks GET /api/news/search with the query and returns a valid answer', async () => {
    answer(JSON.stringify({ status: 'ok', articles: [], message: 'none' }));
    await expect(searchHeadlines('sea level')).resolves.toEqual({
      status: 'ok',
      articles: [],
      message: 'none',
    });
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/news/search?q=sea%20level');
  });

  it('says what came instead of JSON', async () => {
    answer('<html>proxy login</html>', 200, 'text/html; charset=utf-8');
    await expect(searchHeadlines('sea level')).rejects.toThrow(
      'Expected JSON response but got text/html',
    );
  });

  it("fails with 'Failed to fetch headlines' without status 'ok' and an articles array", async () => {
    answer(JSON.stringify({ status: 'error', articles: [] }));
    await expect(searchHeadlines('sea')).rejects.toThrow(NEWS_MESSAGES.failed);
    answer(JSON.stringify({ status: 'ok', articles: 'none', message: '' }));
    await expect(searchHeadlines('sea')).rejects.toThrow(NEWS_MESSAGES.failed);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(searchHeadlines('sea')).rejects.toThrow(NEWS_MESSAGES.failed);
  });

  it("shows the server's own refusal", async () => {
    answer(JSON.stringify({ error: NEWS_MESSAGES.queryTooShort }), 400);
    await expect(searchHeadlines('ab')).rejects.toThrow(NEWS_MESSAGES.queryTooShort);
  });
});
