import { currentFrameToken } from './frameToken';

/**
 * In frame mode every request to this app carries the frame token as `Authorization: Bearer`,
 * the way a cookie would be sent (docs/product/lti.md, "The web app inside the frame"). The app
 * has many direct fetch calls besides lib/http.ts (uploads, exports, speech, search...), so one
 * wrapper around `fetch`, installed at start-up, covers them all instead of each call site.
 *
 * Only same-origin requests get it: the token is a credential for this app, and the app also
 * fetches from other origins (image and map services, an S3 bucket's signed addresses, the
 * learning platform itself); none of them may ever see it. A request that already names its own
 * Authorization keeps it.
 */
export function withFrameToken(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  token: string | null,
  origin: string,
): RequestInit | undefined {
  if (!token) return init;
  const url = input instanceof Request ? input.url : String(input);
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return init; // fetch itself rejects an address it cannot read
  }
  if (target.origin !== origin) return init;
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  if (headers.has('authorization')) return init;
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

let installed = false;

/**
 * Wraps `globalThis.fetch` once; outside frame mode (no token kept) every call passes through
 * unchanged. Returns a function that puts the original back (for tests).
 */
export function installFrameFetch(
  scope: { fetch: typeof fetch; location: Pick<Location, 'origin'> } = globalThis as never,
): () => void {
  if (installed) return () => {};
  installed = true;
  const original = scope.fetch;
  scope.fetch = (input, init) =>
    original.call(
      globalThis,
      input,
      withFrameToken(input, init, currentFrameToken()?.token ?? null, scope.location.origin),
    );
  return () => {
    scope.fetch = original;
    installed = false;
  };
}
