/** An API failure with the server's own message (its `{ error }` field) when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

type JsonInit = Omit<RequestInit, 'body'> & { json?: unknown };

/** fetch for the app's own API: same-origin cookies, JSON in and out, errors as ApiError. */
export async function apiFetch<T>(
  path: string,
  init: JsonInit = {},
  fallbackMessage?: string,
): Promise<T> {
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
    );
  }
  return body as T;
}
