import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFrameFetch, withFrameToken } from './frameFetch';
import { keepFrameToken } from './frameToken';

const ORIGIN = 'http://localhost:4173';
const auth = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');

describe('withFrameToken', () => {
  it('adds the bearer header to same-origin addresses, relative or absolute', () => {
    expect(auth(withFrameToken('/api/stories', undefined, 't1', ORIGIN))).toBe('Bearer t1');
    expect(auth(withFrameToken(`${ORIGIN}/api/me`, {}, 't1', ORIGIN))).toBe('Bearer t1');
    expect(auth(withFrameToken(new URL('/auth/me', ORIGIN), {}, 't1', ORIGIN))).toBe('Bearer t1');
  });

  it('keeps the call’s own headers and options', () => {
    const init = withFrameToken(
      '/api/stories',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
      't1',
      ORIGIN,
    );
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(auth(init)).toBe('Bearer t1');
  });

  it('never sends the token to another origin (another host, port or scheme)', () => {
    for (const url of [
      'https://images.example.org/search?q=sleep',
      'http://localhost:9999/api/stories',
      'https://localhost:4173/api/stories',
      '//evil.example/api',
    ]) {
      const init = { headers: { Accept: 'image/*' } };
      expect(withFrameToken(url, init, 't1', ORIGIN)).toBe(init);
    }
  });

  it('does nothing without a token, and leaves a call’s own Authorization alone', () => {
    expect(withFrameToken('/api/stories', undefined, null, ORIGIN)).toBeUndefined();
    const own = { headers: { Authorization: 'Bearer other' } };
    expect(withFrameToken('/api/stories', own, 't1', ORIGIN)).toBe(own);
  });

  it('reads a Request’s address and headers', () => {
    const request = new Request(`${ORIGIN}/api/upload`, { headers: { 'X-Kind': 'image' } });
    const init = withFrameToken(request, undefined, 't1', ORIGIN);
    expect(auth(init)).toBe('Bearer t1');
    expect(new Headers(init?.headers).get('x-kind')).toBe('image');
    const away = new Request('https://bucket.example.com/put');
    expect(withFrameToken(away, undefined, 't1', ORIGIN)).toBeUndefined();
  });
});

describe('installFrameFetch', () => {
  const sent = vi.fn<typeof fetch>(async () => new Response('{}'));
  const scope = { fetch: sent as typeof fetch, location: { origin: ORIGIN } };
  let uninstall = () => {};
  beforeEach(() => {
    sent.mockClear();
    scope.fetch = sent;
    uninstall = installFrameFetch(scope);
  });
  afterEach(() => {
    uninstall();
    keepFrameToken(null);
  });

  it('sends the kept token with every same-origin call, and follows a renewal', async () => {
    keepFrameToken({ token: 'first', expiresAt: Date.now() + 60_000 });
    await scope.fetch('/api/stories', { method: 'PATCH' });
    expect(auth(sent.mock.calls[0]![1])).toBe('Bearer first');
    keepFrameToken({ token: 'second', expiresAt: Date.now() + 60_000 });
    await scope.fetch('/api/stories');
    expect(auth(sent.mock.calls[1]![1])).toBe('Bearer second');
    await scope.fetch('https://api.other.example/x');
    expect(sent.mock.calls[2]![1]).toBeUndefined();
  });

  it('passes calls through unchanged when no token is kept', async () => {
    const init = { method: 'POST' };
    await scope.fetch('/api/stories', init);
    expect(sent.mock.calls[0]![1]).toBe(init);
  });
});
