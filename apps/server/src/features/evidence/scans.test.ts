import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EVIDENCE_SCAN_MESSAGES,
  evidenceDuplicatesResponseSchema,
  evidenceMissingImagesResponseSchema,
} from '@dsb/core';
import { evidence } from './tables';
import { hammingDistance, perceptualHash } from '../../platform/images/perceptualHash';
import { barChartPng, lineChartPng, reencodedJpeg } from '../../platform/images/testSupport';
import { DUPLICATE_HASH_MAX_DISTANCE } from './evidenceScanService';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { evidenceRowOf, insertChart } from './adminTestSupport';

let app: TestApp;
let admin: string;
const RISING = [20, 40, 60, 80, 90];
/** RISING with one bar lower: a different chart whose hash is close to RISING's. */
const ONE_BAR_LOWER = [20, 40, 60, 70, 90];
const images: Record<string, Buffer> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
  images.rising = await barChartPng(RISING);
  images.risingJpeg = await reencodedJpeg(images.rising, 0.5, 70);
  images.oneBarLower = await barChartPng(ONE_BAR_LOWER);
  images.line = await lineChartPng([10, 30, 20, 60, 50, 80]);
  images.lineMoved = await lineChartPng([10, 30, 20, 60, 70, 80]);
  images.lineWebp = await sharp(images.line).resize(480).webp({ quality: 60 }).toBuffer();
});
afterAll(() => app?.close());
beforeEach(async () => {
  await app.db.delete(evidence);
});

let minute = 0;
/** A Main item whose image is stored under `key` (oldest first, in the order they are added). */
async function mainChart(label: string, image: Buffer | null, key: string, originalUrl?: string) {
  const type = { jpg: 'image/jpeg', webp: 'image/webp' }[key.split('.').pop()!] ?? 'image/png';
  if (image) await app.storage.putObject(key, image, type);
  return insertChart(app, {
    label,
    status: 'main',
    imageKey: key,
    imageUrl: `/files/${key}`,
    originalUrl: originalUrl ?? `https://site.example/${key}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)),
  });
}

const scanDuplicates = async () => {
  const response = await callAs(app, 'GET', '/api/admin/evidence/main/duplicates', admin);
  expect(response.statusCode, response.body).toBe(200);
  return evidenceDuplicatesResponseSchema.parse(response.json());
};
const groupLabels = (answer: Awaited<ReturnType<typeof scanDuplicates>>) =>
  answer.duplicateGroups.map((g) => g.items.map((i) => i.label));

describe('GET /api/admin/evidence/main/duplicates', () => {
  it('answers the empty message when Main has no duplicates', async () => {
    await mainChart('Alone', images.rising!, 'scan/alone.png');
    expect(await scanDuplicates()).toEqual({
      success: true,
      duplicateGroups: [],
      totalDuplicates: 0,
      unreadableImages: 0,
      message: EVIDENCE_SCAN_MESSAGES.noDuplicates,
    });
  });

  it('groups Main items with the same original URL, oldest first, with duplicateCount', async () => {
    const url = 'https://ourworld.example/grapher/co2.png';
    await mainChart('First', images.rising!, 'scan/a.png', url);
    await mainChart('Second', images.line!, 'scan/b.png', url);
    await mainChart('Third', null, 'scan/gone.png', url);
    await mainChart('Other', images.oneBarLower!, 'scan/c.png');
    // Temp and Deleted items are not part of Main.
    await insertChart(app, { label: 'Temp twin', status: 'temp', originalUrl: url });
    await insertChart(app, { label: 'Deleted twin', status: 'deleted', originalUrl: url });
    const answer = await scanDuplicates();
    expect(groupLabels(answer)).toEqual([['First', 'Second', 'Third']]);
    expect(answer.duplicateGroups[0]).toMatchObject({ originalURL: url, match: 'originalURL' });
    expect(answer.duplicateGroups[0]!.items.map((i) => i.duplicateCount)).toEqual([3, 3, 3]);
    expect(answer.totalDuplicates).toBe(2);
    // The missing file is skipped for the picture comparison, not an error.
    expect(answer.unreadableImages).toBe(1);
    expect(answer.message).toBe(EVIDENCE_SCAN_MESSAGES.duplicatesFound(1, 2));
  });

  it('groups the same picture re-encoded at another address, and stores the hashes', async () => {
    const png = await mainChart('Bars PNG', images.rising!, 'scan/rising.png');
    const jpeg = await mainChart('Bars JPEG', images.risingJpeg!, 'scan/rising-half.jpg');
    await mainChart('Line', images.line!, 'scan/line.png');
    await mainChart('Line WebP', images.lineWebp!, 'scan/line.webp');
    const answer = await scanDuplicates();
    expect(groupLabels(answer)).toEqual([
      ['Bars PNG', 'Bars JPEG'],
      ['Line', 'Line WebP'],
    ]);
    expect(answer.duplicateGroups[0]).toMatchObject({
      originalURL: 'https://site.example/scan/rising.png',
      match: 'image',
    });
    expect(answer.totalDuplicates).toBe(2);
    expect((await evidenceRowOf(app, png))!.imageHash).toBe(await perceptualHash(images.rising!));
    expect((await evidenceRowOf(app, jpeg))!.imageHash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps apart different charts drawn on one template, even when their hashes are close', async () => {
    const closeHashes = hammingDistance(
      await perceptualHash(images.rising!),
      await perceptualHash(images.oneBarLower!),
    );
    // Proves the pixel comparison, not the hash, separates this pair.
    expect(closeHashes).toBeLessThanOrEqual(DUPLICATE_HASH_MAX_DISTANCE);
    await mainChart('Bars', images.rising!, 'scan/bars.png');
    await mainChart('Bars, one lower', images.oneBarLower!, 'scan/bars-2.png');
    await mainChart('Line', images.line!, 'scan/line.png');
    await mainChart('Line moved', images.lineMoved!, 'scan/line-2.png');
    expect((await scanDuplicates()).duplicateGroups).toEqual([]);
  });

  it('joins a URL group and a copy of its picture elsewhere into one group', async () => {
    const url = 'https://ourworld.example/grapher/gdp.png';
    await mainChart('Scraped', images.rising!, 'scan/gdp.png', url);
    await mainChart('Scraped again', images.rising!, 'scan/gdp-2.png', url);
    await mainChart('Copy elsewhere', images.risingJpeg!, 'scan/gdp-copy.jpg');
    const answer = await scanDuplicates();
    expect(groupLabels(answer)).toEqual([['Scraped', 'Scraped again', 'Copy elsewhere']]);
    expect(answer.duplicateGroups[0]).toMatchObject({ originalURL: url, match: 'both' });
  });

  it('skips images that cannot be read, with a count, and still answers', async () => {
    await mainChart('Not an image', Buffer.from('<html>oops</html>'), 'scan/page.png');
    await mainChart('No file', null, 'scan/none.png');
    await insertChart(app, {
      label: 'Outside',
      status: 'main',
      imageUrl: 'https://cdn.example/x.png',
    });
    await mainChart('Readable', images.rising!, 'scan/ok.png');
    const answer = await scanDuplicates();
    expect(answer).toMatchObject({ duplicateGroups: [], unreadableImages: 3 });
  });
});

const scanMissing = async () => {
  const response = await callAs(app, 'GET', '/api/admin/evidence/main/missing-s3urls', admin);
  expect(response.statusCode, response.body).toBe(200);
  return evidenceMissingImagesResponseSchema.parse(response.json());
};

describe('GET /api/admin/evidence/main/missing-s3urls', () => {
  it('answers the empty message when every Main image is stored', async () => {
    await mainChart('Stored', images.rising!, 'scan/stored.png');
    await insertChart(app, { label: 'Temp without image', status: 'temp', imageUrl: null });
    expect(await scanMissing()).toEqual({
      success: true,
      items: [],
      message: EVIDENCE_SCAN_MESSAGES.noMissing,
    });
  });

  it('lists Main items without an image, with a missing file or only an outside address', async () => {
    await mainChart('Stored', images.rising!, 'scan/stored.png');
    await insertChart(app, { label: 'No image', status: 'main', imageUrl: null });
    await mainChart('File gone', null, 'scan/gone.png');
    await insertChart(app, {
      label: 'Outside',
      status: 'main',
      imageUrl: 'https://cdn.example/x.png',
    });
    await insertChart(app, { label: 'Bad path', status: 'main', imageUrl: '/files/../etc/passwd' });
    const answer = await scanMissing();
    const reasons = Object.fromEntries(answer.items.map((i) => [i.label, i.missingReason]));
    expect(reasons).toEqual({
      'No image': 'noImageUrl',
      'File gone': 'fileMissing',
      Outside: 'notInStorage',
      'Bad path': 'fileMissing',
    });
    expect(answer.message).toBe(EVIDENCE_SCAN_MESSAGES.missingFound(4));
  });

  it('answers 503 when storage cannot be asked, rather than calling everything missing', async () => {
    await mainChart('Stored', images.rising!, 'scan/stored.png');
    const head = app.storage.headObject;
    app.storage.headObject = async () => {
      throw new Error('bucket unreachable');
    };
    try {
      const response = await callAs(app, 'GET', '/api/admin/evidence/main/missing-s3urls', admin);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(EVIDENCE_SCAN_MESSAGES.storageUnavailable);
    } finally {
      app.storage.headObject = head;
    }
  });
});
