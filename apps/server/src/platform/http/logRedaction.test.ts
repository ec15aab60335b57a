import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstAdminLink } from '../../features/auth/passwordService';
import { createTestApp, type TestApp } from '../test/testApp';
import { REDACTED, redactUrl } from './logRedaction';

describe('redactUrl', () => {
  it.each([
    ['/auth/password/set?token=abc123', `/auth/password/set?token=${REDACTED}`],
    [
      '/files/u/1.png?expires=1700000000&signature=s1g',
      `/files/u/1.png?expires=1700000000&signature=${REDACTED}`,
    ],
    ['/x?a=1&SIG=zz&b=2', `/x?a=1&SIG=${REDACTED}&b=2`],
    [
      '/auth/google/callback?state=st&code=c0de',
      `/auth/google/callback?state=${REDACTED}&code=${REDACTED}`,
    ],
    ['/x?X-Amz-Signature=f00&X-Amz-Date=1', `/x?X-Amz-Signature=${REDACTED}&X-Amz-Date=1`],
    ['/x?%74oken=abc', `/x?%74oken=${REDACTED}`],
    ['/x?token', `/x?token=${REDACTED}`],
    ['/api/stories?page=2', '/api/stories?page=2'],
    ['/no-query', '/no-query'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log', () => {
  let app: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({}, { logTo: lines });
  });
  afterAll(() => app?.close());

  const loggedUrls = () =>
    lines
      .map((line) => JSON.parse(line))
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

  it("never holds a set-password link's token", async () => {
    const link = await createFirstAdminLink(app.db, 'http://localhost');
    const token = new URL(link!.url).searchParams.get('token')!;
    lines.length = 0;
    const page = await app.inject({ method: 'GET', url: `/auth/password/set?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(loggedUrls()).toEqual([`/auth/password/set?token=${REDACTED}`]);
    expect(lines.join('\n')).not.toContain(token);
  });

  it("never holds a signed storage URL's signature", async () => {
    const url = await app.storage.signedGetUrl('images/someone/picture.png');
    const signature = new URL(url, 'http://localhost').searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(10);
    lines.length = 0;
    await app.inject({ method: 'GET', url });
    expect(loggedUrls()).toHaveLength(1);
    expect(loggedUrls()[0]).toContain(`signature=${REDACTED}`);
    expect(lines.join('\n')).not.toContain(signature);
  });
});
