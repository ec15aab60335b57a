import { randomUUID } from 'node:crypto';
import { SignJWT, type CryptoKey, type KeyObject } from 'jose';
import { HttpError } from '../../platform/http/errors';
import {
  guardedFetch,
  OutboundFetchError,
  type GuardedFetchOptions,
  type OutboundPolicy,
} from '../../platform/net/outboundFetch';

/**
 * The platform's token endpoint (docs/product/lti.md, "Class roster from the platform" and
 * "Grades"): the tool asks for an access token with the client_credentials grant, proving who it is
 * with a short JWT signed by its own key (private_key_jwt), and keeps each token in memory until
 * shortly before it expires.
 */

/** The tool's current signing key (features/lti/keys.ts): its id goes in the JWT header. */
export type ToolKey = { kid: string; privateKey: CryptoKey | KeyObject };
export type ToolKeySource = () => Promise<ToolKey>;

/** The parts of a registered platform a service call needs. */
export type PlatformTokenTarget = { clientId: string; authTokenUrl: string };

export const LTI_SCOPES = {
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
} as const;

/** A client assertion lives this long: the platform only needs it for the one token request. */
const ASSERTION_SECONDS = 300;
/** A cached token is dropped this long before the platform says it expires. */
const EXPIRY_MARGIN_MS = 60_000;
/** The time a platform's service may take, and the most a service answer may weigh. */
export const SERVICE_TIMEOUT_MS = 15_000;
export const SERVICE_MAX_BYTES = 2 * 1024 * 1024;

export const TOKEN_MESSAGES = {
  refused: (status: number) => `The learning platform refused an access token (HTTP ${status}).`,
  malformed: 'The learning platform answered the token request with something unexpected.',
} as const;

/** Signs the client assertion (iss = sub = client id, aud = the token endpoint). */
export async function clientAssertion(
  key: ToolKey,
  platform: PlatformTokenTarget,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.authTokenUrl)
    .setJti(randomUUID())
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ASSERTION_SECONDS)
    .sign(key.privateKey);
}

type CachedToken = { token: string; expiresAt: number };

export type TokenClient = {
  /** A bearer token for these scopes, from the cache while it is fresh. */
  accessToken: (platform: PlatformTokenTarget, scopes: readonly string[]) => Promise<string>;
  /** Drops a cached token the platform no longer accepts (it answered 401). */
  forget: (platform: PlatformTokenTarget, scopes: readonly string[]) => void;
};

const cacheKey = (platform: PlatformTokenTarget, scopes: readonly string[]) =>
  JSON.stringify([platform.authTokenUrl, platform.clientId, [...scopes].sort()]);

/** Fetch options for a platform's services through the outbound guard. */
export const serviceFetchOptions = (
  policy: OutboundPolicy,
  more: Partial<GuardedFetchOptions> = {},
): GuardedFetchOptions => ({
  maxBytes: SERVICE_MAX_BYTES,
  timeoutMs: SERVICE_TIMEOUT_MS,
  allowPrivate: policy.allowPrivate,
  allowTargets: policy.allowTargets,
  ...more,
});

export function createTokenClient(deps: {
  key: ToolKeySource;
  policy: OutboundPolicy;
  now?: () => number;
}): TokenClient {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, CachedToken>();
  return {
    async accessToken(platform, scopes) {
      const id = cacheKey(platform, scopes);
      const cached = cache.get(id);
      if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return cached.token;
      const assertion = await clientAssertion(await deps.key(), platform);
      const body = new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: scopes.join(' '),
      });
      const response = await guardedFetch(
        platform.authTokenUrl,
        serviceFetchOptions(deps.policy, {
          method: 'POST',
          body: body.toString(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
        }),
      );
      if (response.status !== 200)
        throw new HttpError(502, TOKEN_MESSAGES.refused(response.status));
      const answer = parseJson(response.body) as { access_token?: unknown; expires_in?: unknown };
      if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
        throw new HttpError(502, TOKEN_MESSAGES.malformed);
      }
      const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
      cache.set(id, { token: answer.access_token, expiresAt: now() + seconds * 1000 });
      return answer.access_token;
    },
    forget(platform, scopes) {
      cache.delete(cacheKey(platform, scopes));
    },
  };
}

/** JSON from a service's answer, or null when it is not JSON. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** A short reason for a failed service call, safe to store and show an operator. */
export function failureReason(error: unknown): string {
  if (error instanceof OutboundFetchError || error instanceof HttpError) return error.message;
  return error instanceof Error ? error.message.slice(0, 300) : 'Unknown error';
}

export type ServiceCall = {
  method?: 'GET' | 'POST' | 'PUT';
  accept: string;
  contentType?: string;
  body?: string;
};

/**
 * One call to a platform service with a bearer token for `scopes`; a 401 drops the cached token
 * and tries once more with a fresh one (the platform may have revoked it early).
 */
export async function callService(
  deps: { tokens: TokenClient; policy: OutboundPolicy },
  platform: PlatformTokenTarget,
  scopes: readonly string[],
  url: string,
  call: ServiceCall,
) {
  const once = async () =>
    guardedFetch(
      url,
      serviceFetchOptions(deps.policy, {
        method: call.method ?? 'GET',
        body: call.body,
        headers: {
          accept: call.accept,
          authorization: `Bearer ${await deps.tokens.accessToken(platform, scopes)}`,
          ...(call.contentType && { 'content-type': call.contentType }),
        },
      }),
    );
  const first = await once();
  if (first.status !== 401) return first;
  deps.tokens.forget(platform, scopes);
  return once();
}
