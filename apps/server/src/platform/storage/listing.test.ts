import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalObjectStorage } from './local';
import { S3ObjectStorage } from './s3';
import { InvalidKeyError, type ObjectStorage } from './storage';

// Listing a folder and streaming a file in, on both adapters (backups use them).

const sourceFile = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dsb-src-')), 'archive.tar.gz');
  writeFileSync(file, bytes);
  return file;
};

async function checkContract(storage: ObjectStorage) {
  const bytes = Buffer.from('not really gzip, but bytes all the same');
  await storage.putObjectFile('backups/a.tar.gz', sourceFile(bytes), 'application/gzip');
  await storage.putObjectFile('backups/nested/b.tar.gz', sourceFile(bytes), 'application/gzip');
  await storage.putObject('other/c.png', Buffer.from('png'), 'image/png');

  const stored = await storage.getObject('backups/a.tar.gz');
  expect(await buffer(stored!.body as Readable)).toEqual(bytes);
  const listed = await storage.list('backups/');
  expect(listed.map((o) => o.key).sort()).toEqual(['backups/a.tar.gz', 'backups/nested/b.tar.gz']);
  expect(listed[0]!.size).toBe(bytes.length);
  expect(listed[0]!.lastModified).toBeInstanceOf(Date);
  expect(await storage.list('nothing-here/')).toEqual([]);
  await expect(storage.list('../')).rejects.toThrow(InvalidKeyError);
  await expect(storage.list('backups')).rejects.toThrow(InvalidKeyError);
}

describe('LocalObjectStorage listing and file uploads', () => {
  it('lists a folder at any depth and streams a file in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-list-'));
    const storage = new LocalObjectStorage(dataDir, 'secret');
    await checkContract(storage);
    // A file no key could name (placed by hand) is not listed.
    mkdirSync(path.join(storage.root, 'backups'), { recursive: true });
    writeFileSync(path.join(storage.root, 'backups', 'bad name.tar.gz'), 'x');
    expect((await storage.list('backups/')).map((o) => o.key)).not.toContain(
      'backups/bad name.tar.gz',
    );
  });
});

describe('S3ObjectStorage listing and file uploads', () => {
  /** A path-style S3 with PUT, GET and ListObjectsV2 (prefix and two-key pages). */
  const objects = new Map<string, Buffer>();
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      const key = decodeURIComponent(url.pathname).replace(/^\/bucket\/?/, '');
      if (request.method === 'PUT') {
        objects.set(key, await buffer(request));
        return response.writeHead(200, { etag: '"1"' }).end();
      }
      if (url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const start = Number(url.searchParams.get('continuation-token') ?? '0');
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const page = keys.slice(start, start + 2);
        const more = start + 2 < keys.length;
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(`<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
<Name>bucket</Name><IsTruncated>${more}</IsTruncated>
${more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''}
${page
  .map(
    (k) =>
      `<Contents><Key>${k}</Key><Size>${objects.get(k)!.length}</Size><LastModified>2026-03-01T10:00:00.000Z</LastModified></Contents>`,
  )
  .join('')}
</ListBucketResult>`);
      }
      const body = objects.get(key);
      if (!body) return response.writeHead(404).end();
      response.writeHead(200, { 'content-length': body.length }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists a folder across pages and streams a file in with its length', async () => {
    const storage = new S3ObjectStorage({
      bucket: 'bucket',
      endpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    await checkContract(storage);
    // A third key under the prefix makes the listing take two pages.
    objects.set('backups/z.tar.gz', Buffer.from('z'));
    expect(await storage.list('backups/')).toHaveLength(3);
    storage.client.destroy();
  });
});
