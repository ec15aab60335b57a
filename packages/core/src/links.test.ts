import { describe, expect, it } from 'vitest';
import { imageLink, isAppPath, isWebAddress, webLink } from './links';
import { promptCreateSchema, promptUpdateSchema } from './prompt';
import { canvasObjectSchema, evidenceRefSchema, slideSchema } from './story';

/** Addresses that must never be stored as a link: they run script, embed data or leave the app. */
const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AAAA',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/abc',
  'https:example.com',
  'https:/example.com',
  'https://',
  'https:///path',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'https://example.com/\u0000',
  'https://example.com/\nx',
  'https://example.com/ ',
  '',
];

describe('isWebAddress', () => {
  it.each([
    'https://example.com',
    'http://example.com/a/b?c=d#e',
    'HTTPS://EXAMPLE.COM/',
    'https://user@example.com:8443/path with space',
    'http://127.0.0.1:3000/files/a.png',
  ])('accepts %s', (url) => expect(isWebAddress(url)).toBe(true));

  it.each([...UNSAFE, '/files/a.png'])('refuses %j', (url) =>
    expect(isWebAddress(url)).toBe(false),
  );
});

describe('isAppPath', () => {
  it.each([
    '/files/uploads/u/1.png',
    '/api/proxy/image?url=https%3A%2F%2Fa.org%2Fb.png',
    '/favicon.svg',
  ])('accepts %s', (path) => expect(isAppPath(path)).toBe(true));
  it.each([...UNSAFE, 'files/a.png'])('refuses %j', (path) => expect(isAppPath(path)).toBe(false));
});

describe('link schemas', () => {
  it('webLink takes only http(s); imageLink also paths in this app', () => {
    expect(webLink().safeParse('/files/a.png').success).toBe(false);
    expect(imageLink().parse('/files/a.png')).toBe('/files/a.png');
    expect(imageLink().parse('https://cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(webLink().safeParse(`https://example.com/${'a'.repeat(2000)}`).success).toBe(false);
  });

  it.each(UNSAFE.filter(Boolean))('a prompt source link %j is refused with a message', (url) => {
    for (const schema of [promptUpdateSchema, promptCreateSchema]) {
      const result = schema.safeParse({ bigQuestion: 'Q?', promptScript: 'S', sourceURL: url });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Only http and https addresses are allowed');
    }
  });

  it('a prompt source link may be an http(s) address or null', () => {
    expect(promptUpdateSchema.parse({ sourceURL: 'https://example.com/a' }).sourceURL).toBe(
      'https://example.com/a',
    );
    expect(promptUpdateSchema.parse({ sourceURL: null }).sourceURL).toBeNull();
  });

  it('slide images, previews, canvas image sources and evidence copies are checked', () => {
    const slide = (extra: object) => slideSchema.safeParse({ id: 'slide-1-0', ...extra });
    expect(slide({ previewImage: '/files/p.png' }).success).toBe(true);
    expect(slide({ previewImage: 'javascript:alert(1)' }).success).toBe(false);
    expect(slide({ images: [{ url: 'data:text/html,<script>alert(1)</script>' }] }).success).toBe(
      false,
    );
    // Embedded images are refused by the story's own rule (storyService), with its own message.
    expect(slide({ images: [{ url: 'data:image/png;base64,AAAA' }] }).success).toBe(true);
    expect(imageLink().safeParse('data:image/png;base64,AAAA').success).toBe(false);
    expect(
      canvasObjectSchema.safeParse({ type: 'image', src: 'http://localhost/files/a.png' }).success,
    ).toBe(true);
    expect(
      canvasObjectSchema.safeParse({ type: 'image', src: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(canvasObjectSchema.safeParse({ type: 'rect' }).success).toBe(true);
    const ref = {
      _id: 'e1',
      imageURL: '/files/charts/a.png',
      s3URL: null,
      sourceURL: 'https://a.org',
    };
    expect(evidenceRefSchema.safeParse(ref).success).toBe(true);
    expect(evidenceRefSchema.safeParse({ ...ref, sourceURL: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(evidenceRefSchema.safeParse({ ...ref, imageURL: '//evil.example/a.png' }).success).toBe(
      false,
    );
  });
});
