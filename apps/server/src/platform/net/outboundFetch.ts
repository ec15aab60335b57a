import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import { HttpError } from '../http/errors';
import { isBlockedAddress } from './addressPolicy';

/**
 * What an install lets outbound fetches reach beyond the public internet: everything private
 * (ALLOW_PRIVATE_FETCH) or exact `host:port` targets (OUTBOUND_ALLOW). Every fetch a user can
 * trigger takes it from the configuration, so both settings apply everywhere alike.
 */
export type OutboundPolicy = { allowPrivate: boolean; allowTargets?: ReadonlySet<string> };

export const outboundPolicyOf = (config: {
  allowPrivateFetch: boolean;
  outboundAllow: ReadonlySet<string>;
}): OutboundPolicy => ({
  allowPrivate: config.allowPrivateFetch,
  allowTargets: config.outboundAllow,
});

/** A refused or failed outbound fetch: the message is safe to show, the status is the answer. */
export class OutboundFetchError extends HttpError {}

export const OUTBOUND_MESSAGES = {
  invalidUrl: 'That is not a valid web address',
  protocol: 'Only http and https addresses can be fetched',
  credentials: 'Addresses with a user name or password cannot be fetched',
  notAllowed:
    'That address is not allowed: it is on a private or local network (an administrator can allow it with the OUTBOUND_ALLOW setting)',
  notFound: 'The site could not be found',
  unreachable: 'The address could not be reached',
  tooManyRedirects: 'The address redirected too many times',
  timedOut: 'The address took too long to answer',
  notAccepted: 'The address returned a type of content that is not allowed',
  tooLarge: (maxBytes: number) =>
    `The file at that address is larger than ${formatBytes(maxBytes)}`,
} as const;

export type GuardedFetchOptions = {
  maxBytes: number;
  /** Total time for all hops and the body. */
  timeoutMs: number;
  /** Checked on 2xx answers before the body is read; refused types answer 415. */
  accept?: (contentType: string) => boolean;
  notAcceptedMessage?: string;
  /** Lifts the address rule (ALLOW_PRIVATE_FETCH, tests serving pages on loopback). */
  allowPrivate?: boolean;
  /** Replaces the address rule entirely; for callers with stricter rules, and tests. */
  isAllowedAddress?: (address: string) => boolean;
  /**
   * OUTBOUND_ALLOW: exact `host:port` targets (e.g. `intranet.school:8080`, `127.0.0.1:4000`) that
   * skip the address rule; any other private address, that host on another port included, stays
   * refused. Checked again on every redirect.
   */
  allowTargets?: ReadonlySet<string>;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** GET unless told; a POST or PUT (with `body`) follows no redirect (a learning platform's services). */
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  /** Stops the fetch early (a cancelled job); it then fails like a timeout. */
  signal?: AbortSignal;
};

/** Non-2xx answers come back with their status and an empty body (link checks want the status). */
export type GuardedResponse = {
  status: number;
  contentType: string;
  body: Buffer;
  finalUrl: string;
  /** The `Link` header, when the answer has one (paged services name their next page there). */
  link?: string;
};

const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const fail = (status: number, message: string) => new OutboundFetchError(status, message);

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

class BlockedAddressError extends Error {}

/**
 * DNS lookup for the connection itself: every address the name resolves to must be allowed, and
 * the socket connects to the address that was checked. Checking first and letting the connection
 * resolve again would let a rebinding DNS server answer differently the second time.
 */
function guardedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { family: options.family, hints: options.hints, all: true },
      (error, addresses) => {
        if (error) return callback(error, '');
        if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) {
          return callback(new BlockedAddressError(hostname), '');
        }
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
    );
  };
}

/** `host:port` of a URL, with the scheme's default port written out (the OUTBOUND_ALLOW form). */
export function targetOf(url: URL): string {
  return url.port ? url.host : `${url.host}:${url.protocol === 'https:' ? 443 : 80}`;
}

/** Parses one hop's URL and refuses what no connection may be opened for. */
function checkTarget(raw: string, allowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail(400, OUTBOUND_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw fail(400, OUTBOUND_MESSAGES.protocol);
  }
  if (url.username || url.password) throw fail(400, OUTBOUND_MESSAGES.credentials);
  // Sockets skip the lookup for IP literals, so those are checked here. (The URL parser has
  // already turned forms like http://2130706433/ or 0x7f.1 into dotted IPv4.)
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowed(host)) throw fail(403, OUTBOUND_MESSAGES.notAllowed);
  return url;
}

/** Drops a body we will not read; undici reports that as an abort, which is expected here. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function readCapped(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    // Leaving the loop destroys the stream, so no more than the cap is ever read.
    if (total > maxBytes) throw fail(413, OUTBOUND_MESSAGES.tooLarge(maxBytes));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/** Turns a failure into an OutboundFetchError with a user-safe message. */
function translate(error: unknown, signal: AbortSignal): OutboundFetchError {
  if (error instanceof OutboundFetchError) return error;
  if (signal.aborted) return fail(504, OUTBOUND_MESSAGES.timedOut);
  const chain = causes(error);
  if (chain.some((e) => e instanceof BlockedAddressError)) {
    return fail(403, OUTBOUND_MESSAGES.notAllowed);
  }
  const codes = chain.map((e) => (e as { code?: unknown }).code);
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) {
    return fail(502, OUTBOUND_MESSAGES.notFound);
  }
  return fail(502, OUTBOUND_MESSAGES.unreachable);
}

/**
 * GET (or POST/PUT) through the outbound guard (docs/config.md, Security defaults): http(s) only, every resolved
 * address checked and the connection pinned to it, redirects followed by hand (each hop checked
 * again), total time and size capped. Throws OutboundFetchError (400, 403, 413, 415, 502, 504).
 */
export async function guardedFetch(
  rawUrl: string,
  options: GuardedFetchOptions,
): Promise<GuardedResponse> {
  const addressRule =
    options.isAllowedAddress ??
    ((address: string) => options.allowPrivate === true || !isBlockedAddress(address));
  // Hops are made one after another, so the current hop's target decides for its connection.
  let targetAllowed = false;
  const allowed = (address: string) => targetAllowed || addressRule(address);
  const check = (raw: string) => {
    targetAllowed = false;
    const url = checkTarget(raw, () => true);
    targetAllowed = options.allowTargets?.has(targetOf(url)) ?? false;
    return checkTarget(raw, allowed);
  };
  const method = options.method ?? 'GET';
  const maxRedirects = method === 'GET' ? (options.maxRedirects ?? 3) : 0;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  // One agent per fetch: its sockets die with it, so nothing checked under one rule is reused later.
  const agent = new Agent({ connect: { lookup: guardedLookup(allowed) } });
  try {
    let url = check(rawUrl);
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, {
        method,
        body: options.body,
        dispatcher: agent,
        signal,
        headers: { 'user-agent': 'DataStoryBuilder/1.0', ...options.headers },
      });
      const header = (name: string) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const location = header('location');
      if (REDIRECTS.has(response.statusCode) && location) {
        discard(response.body);
        if (redirects >= maxRedirects) throw fail(502, OUTBOUND_MESSAGES.tooManyRedirects);
        url = check(new URL(location, url).href);
        continue;
      }
      const contentType = header('content-type') ?? '';
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      if (!ok) {
        discard(response.body);
        return {
          status: response.statusCode,
          contentType,
          body: Buffer.alloc(0),
          finalUrl: url.href,
        };
      }
      if (options.accept && !options.accept(contentType)) {
        discard(response.body);
        throw fail(415, options.notAcceptedMessage ?? OUTBOUND_MESSAGES.notAccepted);
      }
      if (Number(header('content-length') ?? 0) > options.maxBytes) {
        discard(response.body);
        throw fail(413, OUTBOUND_MESSAGES.tooLarge(options.maxBytes));
      }
      const body = await readCapped(response.body, options.maxBytes);
      const link = header('link');
      return { status: response.statusCode, contentType, body, finalUrl: url.href, link };
    }
  } catch (error) {
    throw translate(error, signal);
  } finally {
    agent.destroy().catch(() => undefined);
  }
}
