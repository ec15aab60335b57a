import { describe, expect, it } from 'vitest';
import { choosePasteEncoding, isUsableEncoding, mimeTypeOf, needsReencoding } from './pasteImage';

describe('choosePasteEncoding', () => {
  it('encodes an opaque image as JPEG 0.8 and a transparent one as PNG 0.6', () => {
    expect(choosePasteEncoding({ width: 800, height: 600, hasTransparency: false })).toEqual({
      format: 'jpeg',
      quality: 0.8,
      scale: 1,
      width: 800,
      height: 600,
      warnLarge: false,
    });
    expect(choosePasteEncoding({ width: 800, height: 600, hasTransparency: true })).toMatchObject({
      format: 'png',
      quality: 0.6,
      scale: 1,
    });
  });

  it('caps the longer side at 1200 px', () => {
    const wide = choosePasteEncoding({ width: 2400, height: 1000, hasTransparency: false });
    expect(wide).toMatchObject({ scale: 0.5, width: 1200, height: 500 });
    const tall = choosePasteEncoding({ width: 900, height: 3600, hasTransparency: true });
    expect(tall).toMatchObject({ scale: 1 / 3, width: 300, height: 1200 });
    expect(choosePasteEncoding({ width: 1200, height: 1200, hasTransparency: false }).scale).toBe(
      1,
    );
  });

  it('lowers the quality above 500,000 characters and warns', () => {
    const info = { width: 1000, height: 1000, dataUrlLength: 500_001 };
    expect(choosePasteEncoding({ ...info, hasTransparency: false })).toMatchObject({
      quality: 0.6,
      scale: 1,
      warnLarge: true,
    });
    expect(choosePasteEncoding({ ...info, hasTransparency: true }).quality).toBe(0.4);
    const edge = { width: 1000, height: 1000, hasTransparency: false, dataUrlLength: 500_000 };
    expect(choosePasteEncoding(edge)).toMatchObject({ quality: 0.8, warnLarge: false });
  });

  it('also scales to 75% above 1,000,000 characters', () => {
    const info = { width: 2400, height: 1200, dataUrlLength: 1_000_001 };
    expect(choosePasteEncoding({ ...info, hasTransparency: false })).toMatchObject({
      format: 'jpeg',
      quality: 0.5,
      scale: 0.375,
      width: 900,
      height: 450,
      warnLarge: true,
    });
    expect(choosePasteEncoding({ ...info, hasTransparency: true }).quality).toBe(0.3);
    const edge = { ...info, hasTransparency: false, dataUrlLength: 1_000_000 };
    expect(choosePasteEncoding(edge)).toMatchObject({ quality: 0.6, scale: 0.5 });
  });

  it('never asks for an empty image', () => {
    expect(choosePasteEncoding({ width: 5000, height: 1, hasTransparency: false })).toMatchObject({
      width: 1200,
      height: 1,
    });
  });

  it('tells when the choice changed after a first encoding', () => {
    const first = choosePasteEncoding({ width: 1000, height: 800, hasTransparency: false });
    const same = choosePasteEncoding({
      width: 1000,
      height: 800,
      hasTransparency: false,
      dataUrlLength: 300_000,
    });
    const second = choosePasteEncoding({
      width: 1000,
      height: 800,
      hasTransparency: false,
      dataUrlLength: 700_000,
    });
    expect(needsReencoding(first, same)).toBe(false);
    expect(needsReencoding(first, second)).toBe(true);
  });
});

describe('isUsableEncoding', () => {
  it('needs more than 100 characters and no "compressed" marker', () => {
    const body = 'A'.repeat(100);
    expect(isUsableEncoding(`data:image/jpeg;base64,${body}`)).toBe(true);
    expect(isUsableEncoding('data:image/png;base64,AAAA')).toBe(false);
    expect(isUsableEncoding('x'.repeat(100))).toBe(false);
    expect(isUsableEncoding('x'.repeat(101))).toBe(true);
    expect(isUsableEncoding(`data:image/jpeg;compressed;base64,${body}`)).toBe(false);
  });

  it('names the content type', () => {
    expect(mimeTypeOf('jpeg')).toBe('image/jpeg');
    expect(mimeTypeOf('png')).toBe('image/png');
  });
});
