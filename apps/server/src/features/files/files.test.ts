import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, type PresignedUrlResponse } from '@dsb/core';
import { LocalObjectStorage } from '../../platform/storage/local';
import { IMAGE_HEADS, makePng } from '../../platform/test/images';
import { TEST_ORIGIN, type TestApp, createTestApp, signInAs } from '../../platform/test/testApp';
import { OUTBOUND_MESSAGES } from '../../platform/net/outboundFetch';

const SECRET = 'test-secret-test-secret-test-secret'; // createTestApp's SESSION_SECRET

let app: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await signInAs(app, 'pupil@school.org');
  const me = await app.inject({ method: 'GET', url: '/auth/current-user', headers: { cookie } });
  userId = me.json<{ user: { _id: string } }>().user._id;
});
afterAll(() => app?.close());

async function presign(payload: object, url = '/api/upload/presigned-url') {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: TEST_ORIGIN },
    payload,
  });
}

async function presignOk(filename = 'slide-1.png', contentType?: string) {
  const response = await presign(contentType ? { filename, contentType } : { filename });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PresignedUrlResponse>();
}

/** PUTs bytes to a presigned URL as a browser would: no cookie, with Origin. */
function put(url: string, body: Buffer | string, contentType = 'image/png') {
  return app.inject({
    method: 'PUT',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': contentType },
    payload: body,
  });
}

describe('POST /api/upload/presigned-url', () => {
  it('issues a PUT URL and a stable /files path under the user folder', async () => {
    const { presignedUrl, fileUrl } = await presignOk();
    expect(fileUrl).toMatch(new RegExp(`^/files/uploads/${userId}/[0-9a-f-]{36}\\.png$`));
    const key = fileUrl.slice('/files/'.length);
    expect(presignedUrl.startsWith(`/api/storage/upload/${key}?`)).toBe(true);
    expect(new URL(presignedUrl, TEST_ORIGIN).searchParams.get('contentType')).toBe('image/png');
    // Every upload gets its own key.
    expect((await presignOk()).fileUrl).not.toBe(fileUrl);
  });

  it('takes the type from the extension or the given content type, which must agree', async () => {
    expect((await presignOk('photo.JPEG')).fileUrl).toMatch(/\.jpg$/);
    expect((await presignOk('anim.gif', 'image/gif')).fileUrl).toMatch(/\.gif$/);
    expect((await presignOk('blob', 'image/webp')).fileUrl).toMatch(/\.webp$/);
    const mismatch = await presign({ filename: 'a.png', contentType: 'image/gif' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(
      "The file name's extension and its content type do not match",
    );
  });

  it.each([
    { filename: 'drawing.svg' },
    { filename: 'page.html' },
    { filename: 'noextension' },
    { filename: 'a.png', contentType: 'image/svg+xml' },
    { filename: 'x', contentType: 'text/html' },
  ])('refuses %j with the images-only message', async (payload) => {
    const response = await presign(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Only PNG, JPEG, WebP and GIF images can be uploaded',
    });
  });

  it('validates the file name', async () => {
    expect((await presign({})).statusCode).toBe(400);
    expect((await presign({ filename: '' })).statusCode).toBe(400);
    expect((await presign({ filename: `${'a'.repeat(197)}.png` })).statusCode).toBe(400);
    expect((await presign({ filename: `${'a'.repeat(196)}.png` })).statusCode).toBe(200);
  });

  it('answers visitors 401 on both paths', async () => {
    for (const url of ['/api/upload/presigned-url', '/api/presigned-url']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN },
        payload: { filename: 'a.png' },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers on the /api/presigned-url alias', async () => {
    const response = await presign({ filename: 'a.png' }, '/api/presigned-url');
    expect(response.statusCode).toBe(200);
    expect(response.json<PresignedUrlResponse>().fileUrl).toMatch(/^\/files\/uploads\//);
  });
});

describe('upload roundtrip on local disk', () => {
  it('presign -> PUT -> /files redirect -> signed GET returns the same PNG', async () => {
    const png = makePng(8, 8);
    const { presignedUrl, fileUrl } = await presignOk('chart.png');

    const upload = await put(presignedUrl, png);
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toEqual({ success: true });
    const key = fileUrl.slice('/files/'.length);
    expect(readFileSync(path.join(app.config.dataDir, 'files', key))).toEqual(png);

    // Served by the files route, not the SPA fallback, and without a session.
    const redirect = await app.inject({ method: 'GET', url: fileUrl });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, max-age=1800');
    const location = String(redirect.headers.location);
    expect(location.startsWith(`/api/storage/object/${key}?`)).toBe(true);

    const file = await app.inject({ method: 'GET', url: location });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload).toEqual(png);
  });

  it('stores JPEG, GIF and WebP whose bytes match', async () => {
    const cases = [
      ['a.jpg', 'image/jpeg', IMAGE_HEADS.jpeg],
      ['a.gif', 'image/gif', IMAGE_HEADS.gif],
      ['a.webp', 'image/webp', IMAGE_HEADS.webp],
    ] as const;
    for (const [filename, type, bytes] of cases) {
      const { presignedUrl } = await presignOk(filename);
      expect((await put(presignedUrl, bytes, type)).statusCode).toBe(200);
    }
  });

  it('refuses bytes that are not the signed image type with 415, storing nothing', async () => {
    const { presignedUrl, fileUrl } = await presignOk('x.png');
    for (const body of ['<html><script>alert(1)</script></html>', IMAGE_HEADS.gif, '']) {
      const response = await put(presignedUrl, body);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: "The file's contents are not a valid PNG image" });
    }
    expect(existsSync(path.join(app.config.dataDir, 'files', fileUrl.slice(7)))).toBe(false);
    expect((await app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
  });

  it('refuses more than 10 MB with 413', async () => {
    const { presignedUrl } = await presignOk('big.png');
    const big = Buffer.concat([makePng(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const response = await put(presignedUrl, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Images can be at most 10 MB' });
    const justFits = Buffer.concat([makePng(), Buffer.alloc(UPLOAD_MAX_BYTES - makePng().length)]);
    expect((await put(presignedUrl, justFits)).statusCode).toBe(200);
  });

  it('refuses a Content-Type other than the signed one with 403', async () => {
    const { presignedUrl } = await presignOk('x.png');
    const response = await put(presignedUrl, IMAGE_HEADS.gif, 'image/gif');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('This upload link was issued for a different content type');
    expect((await put(presignedUrl, 'x', 'application/octet-stream')).statusCode).toBe(403);
  });

  it('refuses tampered and expired upload URLs with 403', async () => {
    const { presignedUrl } = await presignOk('x.png');
    const url = new URL(presignedUrl, TEST_ORIGIN);
    const otherKey = `${url.pathname.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000')}${url.search}`;
    const tampered = await put(otherKey, makePng());
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ error: 'This upload link is not valid' });
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60));
    expect((await put(url.pathname + url.search, makePng())).statusCode).toBe(403);

    // Issued 16 minutes ago with the app's own secret: a genuine URL, expired.
    const past = new LocalObjectStorage(app.config.dataDir, SECRET, () => Date.now() - 16 * 60_000);
    const expiredUrl = await past.presignPut(`uploads/${userId}/old.png`, 'image/png');
    const expired = await put(expiredUrl, makePng());
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      error: 'This upload link has expired. Please try the upload again.',
    });
  });

  it('still applies the Origin check to uploads', async () => {
    const { presignedUrl } = await presignOk('x.png');
    const response = await app.inject({
      method: 'PUT',
      url: presignedUrl,
      headers: { origin: 'https://evil.example', 'content-type': 'image/png' },
      payload: makePng(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Request origin not allowed');
  });
});

describe('GET /files/* and signed object URLs', () => {
  it('answers 404 JSON for a missing file and for keys that try to escape', async () => {
    for (const url of [
      `/files/uploads/${userId}/00000000-0000-4000-8000-000000000000.png`,
      '/files/..%2F..%2Fsession-secret',
      '/files/uploads/..%5C..%5Csession-secret',
      '/files/uploads/a%00.png',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'File not found' });
    }
  });

  it('refuses object URLs with a bad or expired signature', async () => {
    const { presignedUrl, fileUrl } = await presignOk('y.png');
    await put(presignedUrl, makePng());
    const key = fileUrl.slice('/files/'.length);
    const bad = await app.inject({
      method: 'GET',
      url: `/api/storage/object/${key}?expires=9999999999&signature=forged`,
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ error: 'This file link is not valid' });

    const past = new LocalObjectStorage(
      app.config.dataDir,
      SECRET,
      () => Date.now() - 3 * 3_600_000,
    );
    const expired = await app.inject({ method: 'GET', url: await past.signedGetUrl(key) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      error: 'This file link has expired. Please reload the page.',
    });

    const good = new LocalObjectStorage(app.config.dataDir, SECRET);
    expect(
      (await app.inject({ method: 'GET', url: await good.signedGetUrl(key) })).statusCode,
    ).toBe(200);
  });

  it('declares access on every route it adds', () => {
    const mine = app.routeAccess.filter((r) =>
      /^\/(files|api\/(storage|upload|presigned|proxy))/.test(r.url),
    );
    expect(mine.map((r) => `${r.method} ${r.url} ${r.access}`)).toEqual(
      expect.arrayContaining([
        'POST /api/upload/presigned-url user',
        'POST /api/presigned-url user',
        'GET /files/* public',
        'GET /api/proxy/image user',
        'PUT /api/storage/upload/* public',
        'GET /api/storage/object/* public',
      ]),
    );
  });
});

describe('GET /api/proxy/image without ALLOW_PRIVATE_FETCH', () => {
  it('refuses loopback, private and metadata addresses with 403', async () => {
    for (const target of [
      'http://127.0.0.1/a.png',
      'http://localhost/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/a.png',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/proxy/image?url=${encodeURIComponent(target)}`,
        headers: { cookie },
      });
      expect(response.statusCode, target).toBe(403);
      expect(response.json()).toEqual({ error: OUTBOUND_MESSAGES.notAllowed });
    }
  });
});

describe('GET /api/proxy/image with OUTBOUND_ALLOW', () => {
  it('fetches from an allowed loopback target, and still refuses the same host on another port', async () => {
    const png = makePng(240, 240);
    const { createServer } = await import('node:http');
    const site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const port = (site.address() as { port: number }).port;
    const allowed = await createTestApp({ OUTBOUND_ALLOW: `127.0.0.1:${port}` });
    try {
      const pupil = await signInAs(allowed, 'pupil@school.org');
      const fetchVia = (target: string) =>
        allowed.inject({
          method: 'GET',
          url: `/api/proxy/image?url=${encodeURIComponent(target)}`,
          headers: { cookie: pupil },
        });
      const ok = await fetchVia(`http://127.0.0.1:${port}/chart.png`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(ok.rawPayload, png)).toBe(0);
      const otherPort = await fetchVia(`http://127.0.0.1:${port + 1}/chart.png`);
      expect(otherPort.statusCode).toBe(403);
    } finally {
      await allowed.close();
      site.close();
    }
  });
});
