import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalObjectStorage } from './local';
import { S3ObjectStorage, S3_USAGE_MAX_PAGES } from './s3';

describe('LocalObjectStorage.usage', () => {
  it("reports the bytes of DATA_DIR's files (not the whole disk) and the disk's room left", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-usage-'));
    const storage = new LocalObjectStorage(dataDir, 'k');
    await storage.putObject('uploads/u/a.png', Buffer.alloc(1000), 'image/png');
    mkdirSync(path.join(dataDir, 'pgdata', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata', 'base', '1'), Buffer.alloc(24));
    writeFileSync(path.join(dataDir, 'session-secret'), 'x'.repeat(76));
    const { usedBytes, availableBytes } = await storage.usage();
    expect(usedBytes).toBe(1100);
    expect(availableBytes).toBeGreaterThan(0);
  });
});

describe('S3ObjectStorage.usage', () => {
  /** A stand-in for ListObjectsV2: `pages` pages of two objects of 1,000 and 24 bytes each. */
  let pages = 3;
  let requests = 0;
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests++;
      const url = new URL(request.url ?? '/', 'http://x');
      const page = Number(url.searchParams.get('continuation-token') ?? '0');
      const truncated = page + 1 < pages;
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
<Name>story-files</Name><KeyCount>2</KeyCount><MaxKeys>1000</MaxKeys>
<IsTruncated>${truncated}</IsTruncated>
${truncated ? `<NextContinuationToken>${page + 1}</NextContinuationToken>` : ''}
<Contents><Key>a${page}.png</Key><Size>1000</Size></Contents>
<Contents><Key>b${page}.png</Key><Size>24</Size></Contents>
</ListBucketResult>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    new S3ObjectStorage({
      bucket: 'story-files',
      endpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });

  it('sums every object of every page; a bucket has no capacity to report', async () => {
    pages = 3;
    expect(await storage().usage()).toEqual({ usedBytes: 3 * 1024, availableBytes: null });
  });

  it(`reports unknown rather than a partial sum past ${S3_USAGE_MAX_PAGES} pages`, async () => {
    pages = S3_USAGE_MAX_PAGES + 1;
    requests = 0;
    expect(await storage().usage()).toEqual({ usedBytes: null, availableBytes: null });
    expect(requests).toBe(S3_USAGE_MAX_PAGES);
  });
});
