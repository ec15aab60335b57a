import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_MESSAGES, MESSAGES } from '@dsb/core';
import { images } from '../files/tables';
import { IMAGE_HEADS, makePng } from '../../platform/test/images';
import { TEST_ORIGIN, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { searchMedia, uploadImage } from './testSupport';

let app: TestApp;
let pupil: string;
let other: string;

beforeAll(async () => {
  // Evidence charts are part of the library; only this file pays for seeding them.
  app = await createTestApp({ SEED_CONTENT: 'evidence' });
  pupil = await signInAs(app, 'pupil@school.org');
  other = await signInAs(app, 'other@school.org');
}, 120_000);
afterAll(() => app?.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

describe('GET /api/images/search (library)', () => {
  it('finds the caller’s upload by a word of its file name, with its size', async () => {
    const fileUrl = await uploadImage(app, pupil, 'Polar_bear-on-ice.png', makePng(4, 3));
    const { response, body } = await searchMedia(app, pupil, { q: 'bear' });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ provider: 'library', webSearchConfigured: false });
    expect(body.warning).toBeUndefined();
    expect(body.items[0]).toEqual({
      title: 'Polar_bear-on-ice.png',
      link: fileUrl,
      thumbnailLink: fileUrl,
      source: 'library',
      width: 4,
      height: 3,
    });
  });

  it('finds evidence charts by their label', async () => {
    const { body } = await searchMedia(app, pupil, { q: 'global surface temperature' });
    const chart = body.items.find((i) => i.title.startsWith('Global surface temperature'));
    expect(chart).toMatchObject({ source: 'library', width: expect.any(Number) });
    expect(chart!.link).toMatch(/^\/files\/charts\/[a-z0-9-]+\.png$/);
    expect(chart!.thumbnailLink).toBe(chart!.link);
  });

  it('never returns another user’s uploads', async () => {
    await uploadImage(app, other, 'walrus-colony.png', makePng());
    expect(titles((await searchMedia(app, pupil, { q: 'walrus' })).body)).toEqual([]);
    expect(titles((await searchMedia(app, other, { q: 'walrus' })).body)).toEqual([
      'walrus-colony.png',
    ]);
  });

  it('leaves out slide previews and uploads whose bytes never arrived', async () => {
    await uploadImage(app, pupil, 'narwhal-preview.png', makePng(), 'image/png', 'slide-preview');
    const presigned = await app.inject({
      method: 'POST',
      url: '/api/upload/presigned-url',
      headers: { cookie: pupil, origin: TEST_ORIGIN },
      payload: { filename: 'narwhal-never-sent.png' },
    });
    expect(presigned.statusCode).toBe(200);
    expect(titles((await searchMedia(app, pupil, { q: 'narwhal' })).body)).toEqual([]);
  });

  it('settles uploads stored without the app seeing the PUT (S3), and drops expired ones', async () => {
    const presign = (filename: string) =>
      app.inject({
        method: 'POST',
        url: '/api/upload/presigned-url',
        headers: { cookie: pupil, origin: TEST_ORIGIN },
        payload: { filename },
      });
    const stored = (await presign('otter-direct.png')).json<{ fileUrl: string }>().fileUrl;
    const key = stored.slice('/files/'.length);
    await app.storage.putObject(key, makePng(), 'image/png'); // as a bucket PUT would
    const lost = (await presign('otter-lost.png')).json<{ fileUrl: string }>().fileUrl;
    const lostKey = lost.slice('/files/'.length);
    await app.db
      .update(images)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(images.storageKey, lostKey));

    expect(titles((await searchMedia(app, pupil, { q: 'otter' })).body)).toEqual([
      'otter-direct.png',
    ]);
    const rows = await app.db.select().from(images).where(eq(images.storageKey, lostKey));
    expect(rows).toEqual([]);
  });

  it('pages through results', async () => {
    for (let i = 0; i < 21; i++) await uploadImage(app, pupil, `puffin-${i}.png`, makePng());
    const first = (await searchMedia(app, pupil, { q: 'puffin' })).body;
    const second = (await searchMedia(app, pupil, { q: 'puffin', page: '2' })).body;
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(1);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(21);
  });

  it('validates q and page', async () => {
    for (const params of [{}, { q: '  ' }, { q: 'x'.repeat(201) }, { q: 'a', page: '0' }]) {
      const { response } = await searchMedia(app, pupil, params as Record<string, string>);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
    }
    const tooLong = await searchMedia(app, pupil, { q: 'x'.repeat(201) });
    expect(tooLong.response.json().error).toContain(IMAGE_SEARCH_MESSAGES.queryTooLong);
  });

  it('needs sign-in', async () => {
    for (const kind of ['images', 'gifs'] as const) {
      const { response } = await searchMedia(app, undefined, { q: 'bear' }, kind);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: MESSAGES.authRequired });
    }
  });
});

describe('GET /api/gifs/search (library)', () => {
  it('finds the caller’s GIF uploads only, and says web search is not set up', async () => {
    await uploadImage(app, pupil, 'dancing-penguin.gif', IMAGE_HEADS.gif, 'image/gif');
    await uploadImage(app, pupil, 'penguin-photo.png', makePng());
    const { body } = await searchMedia(app, pupil, { q: 'penguin' }, 'gifs');
    expect(body).toMatchObject({ provider: 'library', webSearchConfigured: false });
    expect(titles(body)).toEqual(['dancing-penguin.gif']);
  });

  it('caps limit at 25', async () => {
    const { response } = await searchMedia(app, pupil, { q: 'penguin', limit: '26' }, 'gifs');
    expect(response.statusCode).toBe(400);
  });
});
