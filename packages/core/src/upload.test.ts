import { describe, expect, it } from 'vitest';
import {
  imageProxyQuerySchema,
  normalizeImageType,
  presignedUrlRequestSchema,
  resolveUploadType,
  sniffImageType,
} from './upload';

describe('resolveUploadType', () => {
  it('takes the type from a known extension, in any case', () => {
    expect(resolveUploadType('a.png')).toEqual({ type: 'image/png' });
    expect(resolveUploadType('a.JPG')).toEqual({ type: 'image/jpeg' });
    expect(resolveUploadType('a.b.jpeg')).toEqual({ type: 'image/jpeg' });
    expect(resolveUploadType('a.webp')).toEqual({ type: 'image/webp' });
    expect(resolveUploadType('a.gif', 'image/gif')).toEqual({ type: 'image/gif' });
  });

  it('takes the given type when the name has no image extension', () => {
    expect(resolveUploadType('clipboard', 'image/png')).toEqual({ type: 'image/png' });
    expect(resolveUploadType('Screenshot 2026.01.05', 'IMAGE/JPEG; q=1')).toEqual({
      type: 'image/jpeg',
    });
  });

  it('refuses disagreement, SVG and anything else', () => {
    expect(resolveUploadType('a.png', 'image/jpeg')).toEqual({
      error: "The file name's extension and its content type do not match",
    });
    const onlyImages = { error: 'Only PNG, JPEG, WebP and GIF images can be uploaded' };
    expect(resolveUploadType('a.svg')).toEqual(onlyImages);
    expect(resolveUploadType('a.png', 'image/svg+xml')).toEqual(onlyImages);
    expect(resolveUploadType('a')).toEqual(onlyImages);
    expect(resolveUploadType('a.html', 'text/html')).toEqual(onlyImages);
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
  it('recognises the four magic numbers', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(sniffImageType(ascii('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses everything else, including near misses', () => {
    expect(sniffImageType(ascii('<svg></svg>'))).toBeUndefined();
    expect(sniffImageType(ascii('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined(); // truncated
    expect(sniffImageType(bytes())).toBeUndefined();
  });
});

describe('schemas', () => {
  it('bound the file name and the proxied address', () => {
    expect(presignedUrlRequestSchema.safeParse({ filename: ' a.png ' }).data).toEqual({
      filename: 'a.png',
    });
    expect(presignedUrlRequestSchema.safeParse({ filename: 'a'.repeat(201) }).success).toBe(false);
    expect(imageProxyQuerySchema.safeParse({ url: 'https://a.org/x.png' }).success).toBe(true);
    expect(imageProxyQuerySchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      imageProxyQuerySchema.safeParse({ url: `https://a.org/${'a'.repeat(2000)}` }).success,
    ).toBe(false);
  });
  it('normalizes content types', () => {
    expect(normalizeImageType(' Image/PNG ; charset=binary')).toBe('image/png');
    expect(normalizeImageType('image/svg+xml')).toBeUndefined();
    expect(normalizeImageType(undefined)).toBeUndefined();
  });
});
