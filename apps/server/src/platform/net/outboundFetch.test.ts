import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../test/images';
import {
  guardedFetch,
  OUTBOUND_MESSAGES,
  OutboundFetchError,
  type GuardedFetchOptions,
} from './outboundFetch';

const png = makePng(4, 4);
let server: Server;
let base: string; // http://127.0.0.1:<port>
let port: number;
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests++;
    const url = new URL(request.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      case '/html':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>');
      case '/big':
        return response
          .writeHead(200, { 'content-type': 'image/png', 'content-length': 5000 })
          .end(Buffer.alloc(5000));
      case '/big-chunked': {
        // No Content-Length: only counting the stream can catch it.
        response.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 10; i++) response.write(Buffer.alloc(500));
        return response.end();
      }
      case '/slow':
        return; // never answers
      case '/slow-body':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.write(png.subarray(0, 10)); // and never ends
      case '/redirect':
        return response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      case '/loop':
        return response.writeHead(301, { location: '/loop' }).end();
      case '/echo': {
        // A service answering a POST with what it got, and a paged answer's next page.
        let got = '';
        request.on('data', (chunk: Buffer) => (got += String(chunk)));
        return request.on('end', () =>
          response
            .writeHead(200, { 'content-type': 'text/plain', link: '</echo?p=2>; rel="next"' })
            .end(`${request.method} ${request.headers['content-type']} ${got}`),
        );
      }
      default:
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('nope');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = (more: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
  maxBytes: 1000,
  timeoutMs: 2000,
  ...more,
});
const loopbackOnly = { isAllowedAddress: (address: string) => address === '127.0.0.1' };

/** The OutboundFetchError a fetch fails with. */
async function failure(url: string, more: Partial<GuardedFetchOptions> = {}) {
  const error = await guardedFetch(url, options(more)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundFetchError);
  const { statusCode, message } = error as OutboundFetchError;
  return { statusCode, message };
}

describe('addresses', () => {
  it.each([
    ['loopback literal', () => `${base}/png`],
    ['localhost (checked after DNS)', () => `http://localhost:${port}/png`],
    ['IPv6 loopback', () => `http://[::1]:${port}/png`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/png`],
    ['decimal loopback', () => `http://2130706433:${port}/png`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['private network', () => 'http://192.168.0.1/'],
  ])('refuses %s with 403 before any request is made', async (_name, url) => {
    const before = requests;
    expect(await failure(url())).toEqual({
      statusCode: 403,
      message: OUTBOUND_MESSAGES.notAllowed,
    });
    expect(requests).toBe(before);
  });

  it('reaches loopback with allowPrivate, by address and by name', async () => {
    const byAddress = await guardedFetch(`${base}/png`, options({ allowPrivate: true }));
    expect(byAddress).toEqual({
      status: 200,
      contentType: 'image/png',
      body: png,
      finalUrl: `${base}/png`,
    });
    const byName = await guardedFetch(`http://localhost:${port}/png`, options(loopbackOnly));
    expect(byName.body).toEqual(png);
  });

  it.each([
    ['not a URL', 'not a url', 'That is not a valid web address'],
    ['ftp', 'ftp://example.org/a.png', 'Only http and https addresses can be fetched'],
    ['file', 'file:///etc/passwd', 'Only http and https addresses can be fetched'],
    [
      'credentials',
      'http://user:pw@example.org/',
      'Addresses with a user name or password cannot be fetched',
    ],
  ])('answers 400 for %s', async (_name, url, message) => {
    expect(await failure(url)).toEqual({ statusCode: 400, message });
  });
});

describe('OUTBOUND_ALLOW targets', () => {
  const allow = () => ({ allowTargets: new Set([`127.0.0.1:${port}`, `localhost:${port}`]) });

  it('reach a private address at exactly the allowed host and port', async () => {
    expect((await guardedFetch(`${base}/png`, options(allow()))).body).toEqual(png);
    expect((await guardedFetch(`http://localhost:${port}/png`, options(allow()))).body).toEqual(
      png,
    );
  });

  it('do not open the same host on another port, or another private host', async () => {
    const otherPort = port === 65535 ? port - 1 : port + 1;
    expect((await failure(`http://127.0.0.1:${otherPort}/png`, allow())).statusCode).toBe(403);
    expect((await failure(`http://[::1]:${port}/png`, allow())).statusCode).toBe(403);
    const hop = `${base}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${otherPort}/png`)}`;
    expect((await failure(hop, allow())).statusCode).toBe(403);
  });
});

describe('redirects', () => {
  const to = (target: string) => `${base}/redirect?to=${encodeURIComponent(target)}`;

  it('are followed, each hop checked, and report the final address', async () => {
    const response = await guardedFetch(to(to('/png')), options(loopbackOnly));
    expect(response.body).toEqual(png);
    expect(response.finalUrl).toBe(`${base}/png`);
  });

  it('to a private or metadata address are refused', async () => {
    expect((await failure(to('http://169.254.169.254/'), loopbackOnly)).statusCode).toBe(403);
    expect((await failure(to(`http://[::1]:${port}/png`), loopbackOnly)).statusCode).toBe(403);
    expect((await failure(to('http://10.0.0.1/'), loopbackOnly)).statusCode).toBe(403);
  });

  it('to another scheme are refused', async () => {
    expect(await failure(to('file:///etc/passwd'), loopbackOnly)).toMatchObject({
      statusCode: 400,
    });
  });

  it('stop after three hops', async () => {
    const three = to(to(to('/png')));
    expect((await guardedFetch(three, options(loopbackOnly))).body).toEqual(png);
    expect(await failure(to(three), loopbackOnly)).toEqual({
      statusCode: 502,
      message: 'The address redirected too many times',
    });
    expect((await failure(`${base}/loop`, loopbackOnly)).statusCode).toBe(502);
  });
});

describe('caps', () => {
  it('refuses a declared size over the cap with 413', async () => {
    expect(await failure(`${base}/big`, loopbackOnly)).toEqual({
      statusCode: 413,
      message: 'The file at that address is larger than 1000 bytes',
    });
  });

  it('stops reading a stream that grows past the cap', async () => {
    expect((await failure(`${base}/big-chunked`, loopbackOnly)).statusCode).toBe(413);
    const roomy = await guardedFetch(
      `${base}/big-chunked`,
      options({ ...loopbackOnly, maxBytes: 5000 }),
    );
    expect(roomy.body.length).toBe(5000);
  });

  it('times out with 504 when no answer comes, or the body never ends', async () => {
    const started = Date.now();
    const timedOut = { statusCode: 504, message: 'The address took too long to answer' };
    expect(await failure(`${base}/slow`, { ...loopbackOnly, timeoutMs: 300 })).toEqual(timedOut);
    expect(await failure(`${base}/slow-body`, { ...loopbackOnly, timeoutMs: 300 })).toEqual(
      timedOut,
    );
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('refuses a content type the caller does not accept with 415', async () => {
    const accept = (type: string) => type.startsWith('image/');
    expect(await failure(`${base}/html`, { ...loopbackOnly, accept })).toEqual({
      statusCode: 415,
      message: 'The address returned a type of content that is not allowed',
    });
    const custom = { ...loopbackOnly, accept, notAcceptedMessage: 'Not an image' };
    expect((await failure(`${base}/html`, custom)).message).toBe('Not an image');
    expect((await guardedFetch(`${base}/png`, options({ ...loopbackOnly, accept }))).status).toBe(
      200,
    );
  });

  it('returns other statuses with an empty body, without applying accept', async () => {
    const accept = () => false;
    const response = await guardedFetch(`${base}/missing`, options({ ...loopbackOnly, accept }));
    expect(response).toMatchObject({ status: 404, contentType: 'text/plain' });
    expect(response.body.length).toBe(0);
  });

  it('posts a body when told, follows no redirect then, and returns the Link header', async () => {
    const posted = await guardedFetch(
      `${base}/echo`,
      options({
        ...loopbackOnly,
        method: 'POST',
        body: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(String(posted.body)).toBe('POST application/x-www-form-urlencoded a=1');
    expect(posted.link).toBe('</echo?p=2>; rel="next"');
    const redirected = `${base}/redirect?to=/echo`;
    expect(await failure(redirected, { ...loopbackOnly, method: 'POST', body: '' })).toEqual({
      statusCode: 502,
      message: OUTBOUND_MESSAGES.tooManyRedirects,
    });
  });

  it('answers 502 when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(`http://127.0.0.1:${closedPort}/`, loopbackOnly)).toEqual({
      statusCode: 502,
      message: 'The address could not be reached',
    });
  });
});
