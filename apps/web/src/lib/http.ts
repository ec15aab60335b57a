import { serverText } from './serverText/serverText';

/** An API failure with the server's own message (its `{ error }` field) when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    /** The response's headers (a 503's Retry-After says when to try again). */
    readonly headers: Headers | null = null,
  ) {
    super(message);
  }
}

type JsonInit = Omit<RequestInit, 'body'> & {
  json?: unknown;
  /**
   * Retry a 503 + Retry-After (the server past capacity) here, up to `BUSY_RETRY.attempts`
   * times. Default true; a caller that backs off on its own passes false.
   */
  retryBusy?: boolean;
};

/** How a call the busy server refused is retried (docs/operations.md, "Past capacity"). */
export const BUSY_RETRY = {
  attempts: 3,
  /** A longer Retry-After is not waited for here: the call fails with the server's message. */
  maxWaitMs: 10_000,
} as const;

/** Retry-After in ms (delta seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

type BusyListener = (waiting: number) => void;
const busyListeners = new Set<BusyListener>();
let waitingCalls = 0;

/**
 * Follows how many calls are waiting to retry on a busy server (0: none), so one place in the
 * app can say "busy, retrying". Returns the unsubscribe function.
 */
export function onServerBusy(listener: BusyListener): () => void {
  busyListeners.add(listener);
  return () => busyListeners.delete(listener);
}

function setWaiting(delta: number) {
  waitingCalls += delta;
  for (const listener of busyListeners) listener(waitingCalls);
}

/** Waits `ms`, or less when the call is aborted meanwhile (fetch then rejects as aborted). */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * fetch, retrying a 503 that carries Retry-After after the time it asks (with up to a quarter
 * more, so a classroom told the same second does not come back in step). Such a refusal comes
 * before the server did anything, so any method may be sent again.
 */
async function fetchRetryingBusy(path: string, init: RequestInit, retry: boolean) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(path, init);
    if (!retry || response.status !== 503 || attempt >= BUSY_RETRY.attempts) return response;
    const wait = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    if (wait === null || wait > BUSY_RETRY.maxWaitMs) return response;
    setWaiting(1);
    try {
      await pause(wait * (1 + Math.random() / 4), init.signal);
    } finally {
      setWaiting(-1);
    }
  }
}

/** The parsed body of a successful API call together with its response headers. */
export type ApiResponse<T> = { data: T; headers: Headers };

/** Like `apiFetch`, but also hands back the response headers (e.g. a search fallback flag). */
export async function apiRequest<T>(
  path: string,
  init: JsonInit = {},
  fallbackMessage?: string,
): Promise<ApiResponse<T>> {
  const { json, headers, retryBusy = true, ...rest } = init;
  const request: RequestInit = {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  };
  const response = await fetchRetryingBusy(path, request, retryBusy);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const serverMessage =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : null;
    throw new ApiError(
      response.status,
      serverMessage ?? fallbackMessage ?? `Request failed (${response.status})`,
      body,
      response.headers,
    );
  }
  return { data: body as T, headers: response.headers };
}

/** fetch for the app's own API: same-origin cookies, JSON in and out, errors as ApiError. */
export async function apiFetch<T>(
  path: string,
  init: JsonInit = {},
  fallbackMessage?: string,
): Promise<T> {
  return (await apiRequest<T>(path, init, fallbackMessage)).data;
}

/**
 * The message to show for a failed call: the server's (or the fallback) for API errors, in the
 * reader's language when it is one of the server's fixed messages.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? serverText(error.message) : fallback;
}
