import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PROXY_MAX_BYTES } from '@dsb/core';
import { IMAGE_HEADS, makePng } from '../../platform/test/images';
import { type TestApp, createTestApp, signInAs } from '../../platform/test/testApp';

const png = makePng(3, 3);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

let app: TestApp;
let cookie: string;
let upstream: Server;
let base: string;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const send = (type: string, body: Buffer | string) =>
      response.writeHead(200, { 'content-type': type }).end(body);
    switch (request.url) {
      case '/chart.png':
        return send('image/png', png);
      case '/mislabelled.jpg':
        return send('image/jpeg', png); // the bytes say PNG
      case '/photo.gif':
        return send('image/gif', IMAGE_HEADS.gif);
      case '/drawing.svg':
        return send('image/svg+xml', SVG);
      case '/page':
        return send('text/html', '<h1>hello</h1>');
      case '/fake.png':
        return send('image/png', '<html><script>alert(1)</script></html>');
      case '/huge.png':
        return send('image/png', Buffer.alloc(IMAGE_PROXY_MAX_BYTES + 1));
      case '/moved':
        return response.writeHead(302, { location: '/chart.png' }).end();
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  app = await createTestApp({ ALLOW_PRIVATE_FETCH: '1' });
  cookie = await signInAs(app, 'pupil@school.org');
});
afterAll(async () => {
  upstream?.closeAllConnections();
  await Promise.all([
    app?.close(),
    new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve())),
  ]);
});

const proxy = (url: string, headers: Record<string, string> = { cookie }) =>
  app.inject({ method: 'GET', url: `/api/proxy/image?url=${encodeURIComponent(url)}`, headers });

describe('GET /api/proxy/image', () => {
  it('serves the image with its type and locked-down, cacheable headers', async () => {
    const response = await proxy(`${base}/chart.png`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(png);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('answers with the type the bytes show, and follows redirects', async () => {
    expect((await proxy(`${base}/mislabelled.jpg`)).headers['content-type']).toBe('image/png');
    expect((await proxy(`${base}/photo.gif`)).headers['content-type']).toBe('image/gif');
    expect((await proxy(`${base}/moved`)).rawPayload).toEqual(png);
  });

  it.each(['/drawing.svg', '/page', '/fake.png'])(
    'refuses %s with 415: not a raster image',
    async (path) => {
      const response = await proxy(`${base}${path}`);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'The address is not a PNG, JPEG, WebP or GIF image',
      });
    },
  );

  it('refuses images over 10 MB with 413', async () => {
    const response = await proxy(`${base}/huge.png`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file at that address is larger than 10 MB' });
  });

  it('answers 502 when the site answers with an error', async () => {
    const response = await proxy(`${base}/missing.png`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'The image could not be fetched (the site answered 404)',
    });
  });

  it('validates the address', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/proxy/image',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(400);
    const ftp = await proxy('ftp://example.org/a.png');
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().error).toMatch(/Only http and https addresses can be fetched/);
    expect((await proxy(`https://example.org/${'a'.repeat(2000)}`)).statusCode).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await proxy(`${base}/chart.png`, {})).statusCode).toBe(401);
  });
});
