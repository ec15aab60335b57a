import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_ADMIN_MESSAGES, LINK_MESSAGES, type Headline } from '@dsb/core';
import { evidence } from './tables';
import { type TestApp, callAs, createTestApp, signInAs } from '../../platform/test/testApp';

// Links an admin or a pupil stores, later put into an `href` or `src` for visitors: only web
// addresses (and, for images, paths in this app) are kept (docs/architecture.md, Text and links).

let app: TestApp;
let admin: string;
let pupil: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
  pupil = await signInAs(app, 'pupil@school.org', 'Pupil');
});
afterAll(() => app?.close());

const BAD_LINKS = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/page',
  'https:evil.example',
  'java\tscript:alert(1)',
];

describe('POST /api/admin/evidence/temp', () => {
  const add = (fields: Record<string, unknown>) =>
    callAs(app, 'POST', '/api/admin/evidence/temp', admin, {
      label: 'Sea level',
      s3URL: '/files/charts/sea.png',
      force: true,
      ...fields,
    });
  const count = async () => (await app.db.select().from(evidence)).length;

  it.each(BAD_LINKS)('refuses the source URL %j, storing nothing', async (link) => {
    const before = await count();
    const response = await add({ sourceURL: link });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: EVIDENCE_ADMIN_MESSAGES.sourceUrl });
    expect(await count()).toBe(before);
  });

  it.each(BAD_LINKS)('refuses the original URL %j, storing nothing', async (link) => {
    const before = await count();
    const response = await add({ originalURL: link });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: EVIDENCE_ADMIN_MESSAGES.originalUrl });
    expect(await count()).toBe(before);
  });

  it('keeps web addresses, and takes an empty one as none', async () => {
    const kept = await add({
      sourceURL: 'https://news.example/sea',
      originalURL: 'https://news.example/sea.png',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().chart).toMatchObject({
      sourceURL: 'https://news.example/sea',
      originalURL: 'https://news.example/sea.png',
    });
    const none = await add({ sourceURL: '', originalURL: '' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().chart).toMatchObject({ sourceURL: null, originalURL: null });
  });
});

describe('PUT /api/news/saved', () => {
  const headline = (urlToImage: string | null): Headline => ({
    title: 'Seas rose faster',
    description: null,
    source: { id: null, name: 'Example' },
    url: 'https://news.example/seas',
    publishedAt: null,
    urlToImage,
    content: null,
    author: null,
    origin: 'newsApi',
  });
  const save = (urlToImage: string | null) =>
    callAs(app, 'PUT', '/api/news/saved', pupil, { headline: headline(urlToImage) });

  it.each(BAD_LINKS)('refuses the image address %j', async (link) => {
    const response = await save(link);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(LINK_MESSAGES.webOrApp);
    const saved = (await callAs(app, 'GET', '/api/news/saved', pupil)).json<Headline[]>();
    expect(saved.map((h) => h.urlToImage)).not.toContain(link);
  });

  it.each([
    'https://images.example/seas.jpg',
    '/api/proxy/image?url=https%3A%2F%2Fimages.example%2Fseas.jpg',
    null,
  ])('keeps the image address %j', async (link) => {
    expect((await save(link)).statusCode).toBe(200);
    const saved = (await callAs(app, 'GET', '/api/news/saved', pupil)).json<Headline[]>();
    expect(saved[0]?.urlToImage).toBe(link);
  });
});
