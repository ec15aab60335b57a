import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makePng } from '../test/images';
import { LOCAL_OBJECT_PATH, LOCAL_UPLOAD_PATH, LocalObjectStorage } from './local';
import { hourWindowExpiry, isValidKey } from './storage';

const SECRET = 'storage-test-secret';
const KEY = 'uploads/user-1/0b7c4a6e-1111-4222-8333-944455556666.png';
// 2026-03-01 10:20:00 UTC: 40 minutes before an hour boundary.
const T0 = Date.UTC(2026, 2, 1, 10, 20, 0);

function storageAt(now: { ms: number }, dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-local-'))) {
  return new LocalObjectStorage(dataDir, SECRET, () => now.ms);
}

/** The key and query parameters of a signed URL the adapter issued. */
function parse(url: string, prefix: string) {
  const parsed = new URL(url, 'http://app.test');
  expect(parsed.pathname.startsWith(prefix)).toBe(true);
  const params = Object.fromEntries(parsed.searchParams) as Record<string, string>;
  return { key: parsed.pathname.slice(prefix.length), params };
}

describe('signed PUT URLs', () => {
  it('verify for their key and content type, for 15 minutes', async () => {
    const clock = { ms: T0 };
    const storage = storageAt(clock);
    const { key, params } = parse(await storage.presignPut(KEY, 'image/png'), LOCAL_UPLOAD_PATH);
    expect(key).toBe(KEY);
    expect(params.contentType).toBe('image/png');
    expect(Number(params.expires)).toBe(T0 / 1000 + 15 * 60);
    expect(storage.verifyPut(key, params)).toBe('ok');

    clock.ms = T0 + 14 * 60_000;
    expect(storage.verifyPut(key, params)).toBe('ok');
    clock.ms = T0 + 15 * 60_000;
    expect(storage.verifyPut(key, params)).toBe('expired');
  });

  it('refuse tampering with the signature, key, content type or expiry', async () => {
    const storage = storageAt({ ms: T0 });
    const { key, params } = parse(await storage.presignPut(KEY, 'image/png'), LOCAL_UPLOAD_PATH);
    const flipped = (params.signature!.startsWith('A') ? 'B' : 'A') + params.signature!.slice(1);
    expect(storage.verifyPut(key, { ...params, signature: flipped })).toBe('invalid');
    expect(storage.verifyPut(key, { ...params, signature: params.signature!.slice(1) })).toBe(
      'invalid',
    );
    expect(storage.verifyPut(key.replace('.png', '.gif'), params)).toBe('invalid');
    expect(storage.verifyPut(key, { ...params, contentType: 'image/gif' })).toBe('invalid');
    const later = String(Number(params.expires) + 3600);
    expect(storage.verifyPut(key, { ...params, expires: later })).toBe('invalid');
    expect(storage.verifyPut(key, { ...params, signature: undefined })).toBe('invalid');
    expect(storage.verifyPut(key, { ...params, expires: '1e12' })).toBe('invalid');
  });

  it('are not accepted by another secret, nor as GET URLs', async () => {
    const storage = storageAt({ ms: T0 });
    const other = new LocalObjectStorage(storage.root, 'another-secret', () => T0);
    const { key, params } = parse(await storage.presignPut(KEY, 'image/png'), LOCAL_UPLOAD_PATH);
    expect(other.verifyPut(key, params)).toBe('invalid');
    expect(storage.verifyGet(key, params)).toBe('invalid');
  });
});

describe('signed GET URLs', () => {
  it('expire at the end of the hour window after at least an hour, so they stay the same all hour', async () => {
    const clock = { ms: T0 };
    const storage = storageAt(clock);
    const first = await storage.signedGetUrl(KEY);
    const { key, params } = parse(first, LOCAL_OBJECT_PATH);
    // 10:20 + 1 h = 11:20, rounded up to 12:00.
    expect(Number(params.expires)).toBe(Date.UTC(2026, 2, 1, 12, 0, 0) / 1000);
    expect(storage.verifyGet(key, params)).toBe('ok');

    clock.ms = T0 + 39 * 60_000; // 10:59: same window
    expect(await storage.signedGetUrl(KEY)).toBe(first);
    clock.ms = Date.UTC(2026, 2, 1, 11, 0, 0); // 11:00 exactly: 12:00 is an hour away
    expect(await storage.signedGetUrl(KEY)).toBe(first);
    clock.ms = Date.UTC(2026, 2, 1, 11, 0, 1);
    expect(await storage.signedGetUrl(KEY)).not.toBe(first);

    clock.ms = Date.UTC(2026, 2, 1, 12, 0, 0);
    expect(storage.verifyGet(key, params)).toBe('expired');
  });

  it('always leave between one and two hours', () => {
    for (let ms = T0; ms < T0 + 2 * 3_600_000; ms += 7 * 60_000 + 13) {
      const left = hourWindowExpiry(ms) - ms / 1000;
      expect(left).toBeGreaterThanOrEqual(3600);
      expect(left).toBeLessThanOrEqual(7200);
    }
  });

  it('refuse a changed key', async () => {
    const storage = storageAt({ ms: T0 });
    const { params } = parse(await storage.signedGetUrl(KEY), LOCAL_OBJECT_PATH);
    expect(storage.verifyGet('uploads/user-2/other.png', params)).toBe('invalid');
  });
});

describe('keys', () => {
  it('accept the app key shapes', () => {
    expect(isValidKey(KEY)).toBe(true);
    expect(isValidKey('charts/co2-mauna-loa.png')).toBe(true);
  });

  it.each([
    '',
    '../secret.png',
    'uploads/../../etc/passwd',
    'uploads/..',
    'uploads/a..b.png',
    '/etc/passwd',
    'uploads//a.png',
    'uploads/./a.png',
    'uploads/a.png/',
    'uploads\\a.png',
    'uploads/a b.png',
    'uploads/%2e%2e/a.png',
    'uploads/é.png',
    'C:/windows/a.png',
    'a'.repeat(513),
  ])('reject %j', async (key) => {
    expect(isValidKey(key)).toBe(false);
    const storage = storageAt({ ms: T0 });
    await expect(storage.presignPut(key, 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.putObject(key, makePng(), 'image/png')).rejects.toThrow();
    expect(storage.verifyGet(key, { expires: '9999999999', signature: 'x' })).toBe('invalid');
  });
});

describe('objects on disk', () => {
  it('are written under DATA_DIR/files, read back with the type of their extension, and deleted', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dsb-local-'));
    const storage = storageAt({ ms: T0 }, dataDir);
    const png = makePng();
    expect(await storage.getObject(KEY)).toBeNull();
    await storage.putObject(KEY, png, 'image/png');
    expect(readFileSync(path.join(dataDir, 'files', KEY))).toEqual(png);
    expect(readdirSync(path.join(dataDir, 'files-tmp'))).toEqual([]);
    expect(await storage.headObject(KEY)).toEqual({ contentType: 'image/png', size: png.length });

    await storage.putObject('notes/a.json', Buffer.from('{"a":1}'), 'application/json');
    const object = await storage.getObject('notes/a.json');
    expect(object).toMatchObject({ contentType: 'application/json', size: 7 });
    expect(await text(object!.body as Readable)).toBe('{"a":1}');

    await storage.deleteObject(KEY);
    expect(existsSync(path.join(dataDir, 'files', KEY))).toBe(false);
    expect(await storage.headObject(KEY)).toBeNull();
    await storage.deleteObject(KEY); // deleting a missing object is not an error
  });

  it('refuses a content type the key extension does not carry', async () => {
    const storage = storageAt({ ms: T0 });
    await expect(storage.putObject(KEY, makePng(), 'image/gif')).rejects.toThrow(/extension/);
  });

  it('does not treat a folder as an object', async () => {
    const storage = storageAt({ ms: T0 });
    await storage.putObject(KEY, makePng(), 'image/png');
    expect(await storage.headObject('uploads/user-1')).toBeNull();
  });
});
