import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: a set-password link's `token`, the `signature` of a
 * signed storage URL (and `sig`, S3's `X-Amz-*` ones), Google's sign-in `code` and `state`, an LTI
 * frame token on a WebSocket address (`access_token`) and a one-time new-tab `ticket`.
 * Anyone who reads the log could otherwise use them. Compared in lower case.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'signature',
  'sig',
  'code',
  'state',
  'password',
  'access_token',
  'id_token',
  'credential',
  'ticket',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

export const REDACTED = '[REDACTED]';

const parameterName = (part: string) => {
  const name = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** The URL with the values of secret query parameters replaced; the rest is left as it came. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) =>
      SECRET_PARAMETERS.has(parameterName(part)) ? `${part.split('=', 1)[0]}=${REDACTED}` : part,
    )
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** The `req` log serializer: Fastify's own fields, with the URL's secrets redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options with the `req` serializer added (the server's, and a test's own). */
export function withRedactedUrls<T>(logger: T): T {
  if (!logger || typeof logger !== 'object') return logger;
  const options = logger as { serializers?: Record<string, unknown> };
  return { ...logger, serializers: { ...options.serializers, req: serializeRequestForLog } };
}
