/** An API failure with the server's own message (its `{ error }` field) when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    /** The response's headers (autosave reads Retry-After from a 503). */
    readonly headers: Headers | null = null,
  ) {
    super(message);
  }
}

type JsonInit = Omit<RequestInit, 'body'> & { json?: unknown };

/** The parsed body of a successful API call together with its response headers. */
export type ApiResponse<T> = { data: T; headers: Headers };

/** Like `apiFetch`, but also hands back the response headers (e.g. a search fallback flag). */
export async function apiRequest<T>(
  path: string,
  init: JsonInit = {},
  fallbackMessage?: string,
): Promise<ApiResponse<T>> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
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

/** The message to show for a failed call: the server's (or the fallback) for API errors. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
