import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresignedUrlResponse } from '@dsb/core';
import { ConfigError, loadConfig, type S3Config } from '../config/config';
import { makePng } from '../test/images';
import { TEST_ORIGIN, type TestApp, createTestApp, signInAs } from '../test/testApp';
import { S3ObjectStorage, s3BrowserOrigin } from './s3';

const KEYS = { S3_ACCESS_KEY_ID: 'test-access-key', S3_SECRET_ACCESS_KEY: 'test-secret-key' };
const BUCKET = 'story-files';
// 2026-03-01 10:20:00 UTC
const T0 = Date.UTC(2026, 2, 1, 10, 20, 0);

/** A tiny path-style S3: PUT, GET, HEAD and DELETE of whole objects, no signature checks. */
const objects = new Map<string, { body: Buffer; contentType: string }>();
let fakeS3: Server;
let endpoint: string;

beforeAll(async () => {
  fakeS3 = createServer(async (request, response) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const stored = objects.get(key);
    if (request.method === 'PUT') {
      const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
      objects.set(key, { body: await buffer(request), contentType });
      return response.writeHead(200, { etag: '"1"' }).end();
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    if (!stored) {
      if (request.method === 'HEAD') return response.writeHead(404).end();
      return response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
    }
    response.writeHead(200, {
      'content-type': stored.contentType,
      'content-length': stored.body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : stored.body);
  });
  await new Promise<void>((resolve) => fakeS3.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fakeS3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeS3.close(() => resolve())));

const s3Config = (): S3Config => ({
  bucket: BUCKET,
  endpoint,
  region: 'eu-west-1',
  credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
});

describe('S3 presigned URLs', () => {
  it('PUT: path-style bucket and key, 15 minutes, content type signed, no checksum', async () => {
    const storage = new S3ObjectStorage(s3Config());
    const url = new URL(await storage.presignPut('uploads/u1/a.png', 'image/png'));
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toBe(`/${BUCKET}/uploads/u1/a.png`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^test-access-key\/\d{8}\/eu-west-1\/s3\//,
    );
    // A checksum baked into the URL would make browser uploads fail.
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
  });

  it('GET: signed at the start of the hour for two hours, the same URL all hour', async () => {
    const clock = { ms: T0 };
    const storage = new S3ObjectStorage(s3Config(), () => clock.ms);
    const first = await storage.signedGetUrl('charts/co2.png');
    const url = new URL(first);
    expect(url.pathname).toBe(`/${BUCKET}/charts/co2.png`);
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260301T100000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('7200');
    clock.ms = T0 + 39 * 60_000;
    expect(await storage.signedGetUrl('charts/co2.png')).toBe(first);
    clock.ms = T0 + 40 * 60_000;
    expect(await storage.signedGetUrl('charts/co2.png')).not.toBe(first);
  });

  it('point at the origin the CSP and bucket CORS rules must allow', async () => {
    expect(s3BrowserOrigin(s3Config())).toBe(endpoint);
    for (const bucket of ['story-files', 'files.school.example']) {
      const config = {
        bucket,
        endpoint: undefined,
        region: 'eu-west-1',
        credentials: s3Config().credentials,
      };
      const storage = new S3ObjectStorage(config);
      for (const url of [
        await storage.presignPut('a.png', 'image/png'),
        await storage.signedGetUrl('a.png'),
      ]) {
        expect(new URL(url).origin).toBe(s3BrowserOrigin(config));
      }
      storage.client.destroy();
    }
  });

  it('refuse keys that try to escape', async () => {
    const storage = new S3ObjectStorage(s3Config());
    await expect(storage.presignPut('../other-bucket/a.png', 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});

describe('S3 objects against a fake S3', () => {
  it('upload through the presigned URL, then head, get and delete', async () => {
    const storage = new S3ObjectStorage(s3Config());
    const png = makePng();
    const put = await fetch(await storage.presignPut('uploads/u1/b.png', 'image/png'), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(200);
    expect(await storage.headObject('uploads/u1/b.png')).toEqual({
      contentType: 'image/png',
      size: png.length,
    });
    const object = await storage.getObject('uploads/u1/b.png');
    expect(object?.contentType).toBe('image/png');
    expect(await buffer(object!.body as Readable)).toEqual(png);

    await storage.deleteObject('uploads/u1/b.png');
    expect(await storage.headObject('uploads/u1/b.png')).toBeNull();
    expect(await storage.getObject('uploads/u1/b.png')).toBeNull();
    storage.client.destroy();
  });

  it('writes server-side objects with their content type', async () => {
    const storage = new S3ObjectStorage(s3Config());
    await storage.putObject('charts/c.json', Buffer.from('{"a":1}'), 'application/json');
    expect(objects.get(`/${BUCKET}/charts/c.json`)?.contentType).toBe('application/json');
    expect(await text((await storage.getObject('charts/c.json'))!.body as Readable)).toBe(
      '{"a":1}',
    );
    storage.client.destroy();
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET, defaults to us-east-1, and needs both keys or neither', () => {
    const base = { SESSION_SECRET: 'x' };
    expect(loadConfig(base).s3).toBeNull();
    expect(loadConfig({ ...base, S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'not a url' })).toThrow(ConfigError);
  });
});

describe('the app with S3_BUCKET', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp({ S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, ...KEYS });
    cookie = await signInAs(app, 'pupil@school.org');
  });
  afterAll(() => app?.close());

  it('hands out bucket URLs, and /files redirects to a signed bucket URL once the file exists', async () => {
    expect(app.storage.kind).toBe('s3');
    const presigned = await app.inject({
      method: 'POST',
      url: '/api/upload/presigned-url',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { filename: 'slide.png' },
    });
    const { presignedUrl, fileUrl } = presigned.json<PresignedUrlResponse>();
    expect(presignedUrl.startsWith(`${endpoint}/${BUCKET}/uploads/`)).toBe(true);

    expect((await app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const png = makePng();
    await fetch(presignedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    const redirect = await app.inject({ method: 'GET', url: fileUrl });
    expect(redirect.statusCode).toBe(302);
    const location = String(redirect.headers.location);
    expect(location.startsWith(`${endpoint}/${BUCKET}/${fileUrl.slice('/files/'.length)}?`)).toBe(
      true,
    );
    expect(Buffer.from(await (await fetch(location)).arrayBuffer())).toEqual(png);
  });

  it('never hands out a bucket URL for a backup under /files', async () => {
    const key = 'backups/evidence-backup-2026-01-01T00-00-00-000Z-0123456789abcdef.tar.gz';
    await app.storage.putObject(key, Buffer.from('archive'), 'application/gzip');
    const response = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('does not serve the local signed-URL routes', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/storage/upload/uploads/x/a.png?contentType=image/png&expires=1&signature=x',
      headers: { origin: TEST_ORIGIN, 'content-type': 'image/png' },
      payload: makePng(),
    });
    expect(response.statusCode).toBe(404);
  });
});
