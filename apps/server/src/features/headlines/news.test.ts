import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES, type Headline, type NewsSearchResponse } from '@dsb/core';
import { saveScrapedArticle } from '../articles/articleService';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';

/** A stand-in of NewsAPI's `everything` search (test code only), recording what it was asked. */
let newsApi: Server;
const asked: Array<{ q: string | null; key: string | undefined }> = [];
let failNext = false;

const apiArticles = [
  {
    source: { id: 'pew', name: 'Pew' },
    author: 'A. Reporter',
    title: 'Seas rose <b>faster</b> last decade',
    description: '<p>Tide gauges &amp; satellites agree.</p>',
    url: 'https://news.example/seas-faster',
    urlToImage: 'https://cdn.news.example/seas.jpg',
    publishedAt: '2026-10-01T10:00:00Z',
    content: 'Sea level rose 4 mm a year… [+2100 chars]',
  },
  {
    // The library has this page already: it is not listed twice.
    source: { id: null, name: 'Library Echo' },
    title: 'Sea level report',
    url: 'https://research.example/sea-level',
    publishedAt: '2026-09-01T10:00:00Z',
  },
];

let app: TestApp;
let pupil: string;
let other: string;

beforeAll(async () => {
  newsApi = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    asked.push({ q: url.searchParams.get('q'), key: request.headers['x-api-key'] as string });
    if (failNext) {
      failNext = false;
      return response.writeHead(500).end();
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 'ok', totalResults: 2, articles: apiArticles }));
  });
  await new Promise<void>((resolve) => newsApi.listen(0, '127.0.0.1', resolve));
  const { port } = newsApi.address() as AddressInfo;
  app = await createTestApp({
    NEWS_API_KEY: 'secret-news-key',
    NEWS_API_BASE_URL: `http://127.0.0.1:${port}`,
    ALLOW_PRIVATE_FETCH: '1',
  });
  pupil = await signInAs(app, 'pupil@school.example', 'Sam');
  other = await signInAs(app, 'other@school.example', 'Kim');
  const search = app.searchService.articles;
  for (const [sourceUrl, title, date, text] of [
    [
      'https://research.example/sea-level',
      'Sea level report',
      '2025-03-01T00:00:00Z',
      'Tide gauges show the sea rose 20 cm since 1900.',
    ],
    [
      'https://research.example/sea-ice',
      'Arctic sea ice at a low',
      '2026-01-15T00:00:00Z',
      'September sea ice covered 4.3 million square kilometres.',
    ],
    [
      'https://research.example/bread',
      'Bread prices in 2025',
      '2026-02-01T00:00:00Z',
      'A loaf cost 12% more than a year before, bakers said.',
    ],
  ] as const) {
    await saveScrapedArticle(
      app.db,
      search,
      {
        articleTitle: title,
        articleContent: `${text} <b>Read</b> the report.`,
        articleDate: date,
        byline: null,
        sourceUrl,
        topicTagStatic: 'climate',
        imageUrl: null,
      },
      false,
    );
  }
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => newsApi.close(resolve));
});

const search = (q: string, cookie = pupil) =>
  callAs(app, 'GET', `/api/news/search?q=${encodeURIComponent(q)}`, cookie);

describe('GET /api/news/search', () => {
  it('needs a signed-in user: a paid key must not serve the public', async () => {
    const visitor = await callAs(app, 'GET', '/api/news/search?q=sea%20level');
    expect(visitor.statusCode).toBe(401);
  });

  it('applies the query rules: 3 characters, no question marks, the first 6 words', async () => {
    const short = await search('a?');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(NEWS_MESSAGES.queryTooShort);
    asked.length = 0;
    await search('why is the sea level rising so fast?');
    expect(asked.map((a) => a.q)).toEqual(['why is the sea level rising']);
  });

  it('finds library articles by meaning too', async () => {
    failNext = true;
    const body = (await search('price of food')).json<NewsSearchResponse>();
    expect(body.articles.map((a) => a.url)).toEqual(['https://research.example/bread']);
  });

  it('lists library articles first, newest first, then the news service, without repeats', async () => {
    asked.length = 0;
    const body = (await search('sea')).json<NewsSearchResponse>();
    const urls = body.articles.map((a) => a.url);
    expect(urls.slice(0, 2)).toEqual([
      'https://research.example/sea-ice',
      'https://research.example/sea-level',
    ]);
    expect(body.articles.slice(0, 2).every((a) => a.origin === 'library')).toBe(true);
    expect(urls.filter((u) => u === 'https://research.example/sea-level')).toHaveLength(1);
    const fromApi = body.articles.find((a) => a.url === 'https://news.example/seas-faster')!;
    expect(fromApi).toMatchObject({
      origin: 'newsApi',
      title: 'Seas rose faster last decade',
      description: 'Tide gauges & satellites agree.',
      source: { id: 'pew', name: 'Pew Research Center' },
      content: 'Sea level rose 4 mm a year…',
      author: 'A. Reporter',
    });
    expect(fromApi.urlToImage).toMatch(/^\/api\/proxy\/image\?url=/);
    // The key went to the news service in its header, never into the answer.
    expect(asked).toEqual([{ q: 'sea', key: 'secret-news-key' }]);
    expect(JSON.stringify(body)).not.toContain('secret-news-key');
  });

  it('keeps the news service answer 10 minutes per query', async () => {
    asked.length = 0;
    await search('sea');
    await search('SEA');
    expect(asked).toEqual([]);
  });

  it("answers with the library's articles when the news service fails", async () => {
    failNext = true;
    const body = (await search('arctic ice')).json<NewsSearchResponse>();
    expect(body.status).toBe('ok');
    expect(body.articles.map((a) => a.origin)).toEqual(['library']);
    expect(body.message).toBe(NEWS_MESSAGES.serviceUnavailable);
  });

  it('says so when nothing is found, without blaming the words (the panel has no search box)', async () => {
    failNext = true;
    const failed = (await search('football scores')).json<NewsSearchResponse>();
    expect(failed.articles).toEqual([]);
    expect(failed.message).toBe(NEWS_MESSAGES.serviceUnavailableNoArticles);
    const none = (await search('cricket scores')).json<NewsSearchResponse>();
    expect(none.articles.filter((a) => a.origin === 'library')).toEqual([]);
  });
});

describe('saved headlines', () => {
  const headline = (url: string): Headline => ({
    title: 'Seas rose faster',
    description: null,
    source: { id: null, name: 'Example' },
    url,
    publishedAt: null,
    urlToImage: null,
    content: null,
    author: null,
    origin: 'library',
  });

  it("are each user's own, newest first, saved and removed by URL", async () => {
    for (const url of ['https://a.example/1', 'https://a.example/2', 'https://a.example/1']) {
      const saved = await callAs(app, 'PUT', '/api/news/saved', pupil, { headline: headline(url) });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const list = (await callAs(app, 'GET', '/api/news/saved', pupil)).json<Headline[]>();
    expect(list.map((h) => h.url)).toEqual(['https://a.example/1', 'https://a.example/2']);
    expect((await callAs(app, 'GET', '/api/news/saved', other)).json()).toEqual([]);
    const url = encodeURIComponent('https://a.example/1');
    await callAs(app, 'DELETE', `/api/news/saved?url=${url}`, pupil);
    const after = (await callAs(app, 'GET', '/api/news/saved', pupil)).json<Headline[]>();
    expect(after.map((h) => h.url)).toEqual(['https://a.example/2']);
  });

  it('refuses a headline whose link is not http(s)', async () => {
    const response = await callAs(app, 'PUT', '/api/news/saved', pupil, {
      headline: headline('javascript:alert(1)'),
    });
    expect(response.statusCode).toBe(400);
  });
});
