import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_MESSAGES, type ImageSearchItem } from '@dsb/core';
import { ConfigError, loadConfig } from '../../platform/config/config';
import { makePng } from '../../platform/test/images';
import { createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { searchMedia, uploadImage } from './testSupport';

const KEY = 'secret-provider-key';

/** A fake Pexels, Google Custom Search and GIPHY on loopback; `?q=fail` answers 500. */
const calls: { path: string; params: URLSearchParams; headers: IncomingMessage['headers'] }[] = [];
let fake: Server;
let base: string;
const png = makePng(3, 2);

beforeAll(async () => {
  fake = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const params = url.searchParams;
    calls.push({ path: url.pathname, params, headers: request.headers });
    const query = params.get('query') ?? params.get('q');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname.startsWith('/img/')) {
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    }
    if (query === 'fail') return json(500, { error: 'down' });
    if (query === 'garbled')
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{');
    if (url.pathname === '/v1/search') {
      if (request.headers.authorization !== KEY) return json(401, { error: 'no key' });
      return json(200, {
        page: Number(params.get('page')),
        photos: [
          {
            width: 4000,
            height: 3000,
            alt: 'A penguin on the ice',
            photographer: 'Ana Lima',
            src: { large: `${base}/img/large.png`, medium: `${base}/img/medium.png` },
          },
          { alt: 'no sources, dropped' },
        ],
      });
    }
    if (url.pathname === '/customsearch/v1') {
      if (params.get('key') !== KEY || params.get('cx') !== 'engine-1') return json(403, {});
      return json(200, {
        items: [
          {
            title: 'Penguin colony',
            link: `${base}/img/colony.png`,
            image: { width: 800, height: 600, thumbnailLink: `${base}/img/colony-thumb.png` },
          },
          { title: 'not an http link', link: 'javascript:alert(1)' },
        ],
      });
    }
    if (url.pathname === '/v1/gifs/search') {
      if (params.get('api_key') !== KEY) return json(401, {});
      return json(200, {
        data: [
          {
            title: 'Penguin Dance GIF',
            images: {
              original: { url: `${base}/img/original.gif`, width: '480', height: '270' },
              downsized: { url: `${base}/img/downsized.gif`, width: '480', height: '270' },
              fixed_width: { url: `${base}/img/fixed.gif`, width: '200', height: '113' },
            },
          },
        ],
      });
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const proxied = (url: string) => `/api/proxy/image?url=${encodeURIComponent(url)}`;
const lastCall = (path: string) => calls.filter((c) => c.path === path).at(-1)!;

describe('Pexels and GIPHY adapters', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp({
      ALLOW_PRIVATE_FETCH: '1',
      IMAGE_SEARCH_PROVIDER: 'pexels',
      IMAGE_SEARCH_API_KEY: KEY,
      IMAGE_SEARCH_BASE_URL: base,
      GIF_SEARCH_PROVIDER: 'giphy',
      GIF_SEARCH_API_KEY: KEY,
      GIF_SEARCH_BASE_URL: base,
    });
    cookie = await signInAs(app, 'pupil@school.org');
    await uploadImage(app, cookie, 'penguin-drawing.png', makePng());
  });
  afterAll(() => app?.close());

  it('adds web photos after the library, linked through the image proxy', async () => {
    const { response, body } = await searchMedia(app, cookie, { q: 'penguin' });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ provider: 'pexels', webSearchConfigured: true });
    expect(body.items.map((i) => i.source)).toEqual(['library', 'web']);
    expect(body.items[1]).toEqual<ImageSearchItem>({
      title: 'A penguin on the ice',
      link: proxied(`${base}/img/large.png`),
      thumbnailLink: proxied(`${base}/img/medium.png`),
      source: 'web',
      width: 4000,
      height: 3000,
      attribution: 'Photo by Ana Lima on Pexels',
    });
    const call = lastCall('/v1/search');
    expect(Object.fromEntries(call.params)).toEqual({
      query: 'penguin',
      per_page: '20',
      page: '1',
    });
    expect(call.headers.authorization).toBe(KEY);
    expect(response.body).not.toContain(KEY);

    // The link works from the page: same origin, through the guarded proxy.
    const image = await getAs(app, body.items[1]!.link, cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('pages the provider too, and asks once for the same search (answers are cached)', async () => {
    const second = (await searchMedia(app, cookie, { q: 'penguin', page: '2' })).body;
    expect(second.items.map((i) => i.source)).toEqual(['web']);
    expect(lastCall('/v1/search').params.get('page')).toBe('2');
    const before = calls.filter((c) => c.path === '/v1/search').length;
    await searchMedia(app, cookie, { q: 'Penguin', page: '2' });
    expect(calls.filter((c) => c.path === '/v1/search').length).toBe(before);
  });

  it.each(['fail', 'garbled'])(
    'still answers library results, with a warning, when the provider fails (%s)',
    async (q) => {
      await uploadImage(app, cookie, `${q}-sketch.png`, makePng());
      const { response, body } = await searchMedia(app, cookie, { q });
      expect(response.statusCode).toBe(200);
      expect(body).toMatchObject({
        provider: 'pexels',
        webSearchConfigured: true,
        warning: IMAGE_SEARCH_MESSAGES.imagesFailed,
      });
      expect(body.items.map((i) => i.title)).toEqual([`${q}-sketch.png`]);
    },
  );

  it('searches GIPHY (rated G) for GIFs, with the downsized rendition', async () => {
    const { body } = await searchMedia(app, cookie, { q: 'penguin', limit: '5' }, 'gifs');
    expect(body).toMatchObject({ provider: 'giphy', webSearchConfigured: true });
    expect(body.items).toEqual([
      {
        title: 'Penguin Dance GIF',
        link: proxied(`${base}/img/downsized.gif`),
        thumbnailLink: proxied(`${base}/img/fixed.gif`),
        source: 'web',
        width: 480,
        height: 270,
        attribution: 'Powered by GIPHY',
      },
    ]);
    const params = Object.fromEntries(lastCall('/v1/gifs/search').params);
    expect(params).toMatchObject({ api_key: KEY, q: 'penguin', limit: '5', rating: 'g' });
  });

  it('limits searches per user, not per address', async () => {
    const busy = await signInAs(app, 'busy@school.org');
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await searchMedia(app, busy, { q: 'penguin' })).response);
    expect(answers.slice(0, 30).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect((await searchMedia(app, cookie, { q: 'penguin' })).response.statusCode).toBe(200);
  });

  it('warns with the GIF message when GIPHY fails', async () => {
    const { body } = await searchMedia(app, cookie, { q: 'fail' }, 'gifs');
    expect(body).toMatchObject({ items: [], warning: IMAGE_SEARCH_MESSAGES.gifsFailed });
  });
});

describe('Google Custom Search adapter', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp({
      ALLOW_PRIVATE_FETCH: '1',
      IMAGE_SEARCH_PROVIDER: 'google',
      IMAGE_SEARCH_API_KEY: KEY,
      IMAGE_SEARCH_ENGINE_ID: 'engine-1',
      IMAGE_SEARCH_BASE_URL: base,
    });
    cookie = await signInAs(app, 'pupil@school.org');
  });
  afterAll(() => app?.close());

  it('asks for images with SafeSearch, 10 a page, and drops non-http links', async () => {
    const { body } = await searchMedia(app, cookie, { q: 'penguin colony', page: '3' });
    expect(body).toMatchObject({ provider: 'google', webSearchConfigured: true });
    expect(body.items).toEqual([
      {
        title: 'Penguin colony',
        link: proxied(`${base}/img/colony.png`),
        thumbnailLink: proxied(`${base}/img/colony-thumb.png`),
        source: 'web',
        width: 800,
        height: 600,
      },
    ]);
    expect(Object.fromEntries(lastCall('/customsearch/v1').params)).toEqual({
      key: KEY,
      cx: 'engine-1',
      q: 'penguin colony',
      searchType: 'image',
      safe: 'active',
      num: '10',
      start: '21',
    });
  });
});

describe('configuration', () => {
  const env = { SESSION_SECRET: 'x' };
  it('is library-only by default and needs a key (and an engine id for Google)', () => {
    expect(loadConfig(env)).toMatchObject({ imageSearch: null, gifSearch: null });
    expect(() => loadConfig({ ...env, IMAGE_SEARCH_PROVIDER: 'pexels' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...env, IMAGE_SEARCH_PROVIDER: 'google', IMAGE_SEARCH_API_KEY: 'k' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, GIF_SEARCH_PROVIDER: 'giphy' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, IMAGE_SEARCH_PROVIDER: 'bing' })).toThrow(ConfigError);
    expect(
      loadConfig({ ...env, IMAGE_SEARCH_PROVIDER: 'pexels', IMAGE_SEARCH_API_KEY: 'k' })
        .imageSearch,
    ).toEqual({ provider: 'pexels', apiKey: 'k', baseUrl: undefined });
  });
});
