import { request } from 'undici';

/**
 * The one Google API call of the Google Slides export: Drive's resumable upload of a .pptx with
 * the Google Slides type as its target, which Drive converts into a Google Slides presentation
 * (pictures kept, speaker notes kept). Two requests: open the upload session, send the bytes.
 *
 * GOOGLE_API_BASE_URL is set by the operator, so it is trusted as configured (like LLM_BASE_URL,
 * platform/languageModel/http.ts); what the outbound guard's rules still give here: redirects never
 * followed, the upload session accepted only on that same origin (the user's token goes nowhere
 * else), answers size-capped and every call time-limited.
 */

export const PPTX_TYPE =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation';
export const GOOGLE_SLIDES_TYPE = 'application/vnd.google-apps.presentation';

const START_TIMEOUT_MS = 30_000;
/** Sending up to 50 MB from a school connection can take a while. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Google error reasons that mean a quota or rate limit (Drive answers some of them with 403). */
const QUOTA_REASONS = new Set([
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'quotaExceeded',
  'dailyLimitExceeded',
  'storageQuotaExceeded',
  'RATE_LIMIT_EXCEEDED',
  'RESOURCE_EXHAUSTED',
]);

export type GoogleApiFailure = 'auth' | 'quota' | 'tooLarge' | 'failed';

/** A failed Google call, classified as the export reports it. `detail` is for the log only. */
export class GoogleApiError extends Error {
  constructor(
    readonly failure: GoogleApiFailure,
    readonly status: number | null,
    readonly detail: string,
  ) {
    super(`Google API call failed (${status ?? 'no answer'}): ${detail}`);
  }
}

export type UploadedPresentation = { id: string; webViewLink: string | null };

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

async function call(
  url: string,
  init: { method: 'POST' | 'PUT'; headers: Record<string, string>; body: string | Buffer },
  timeoutMs: number,
): Promise<Answer> {
  let response;
  try {
    response = await request(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new GoogleApiError('failed', null, `no answer from ${new URL(url).origin}: ${reason}`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_ANSWER_BYTES) {
      throw new GoogleApiError('failed', response.statusCode, 'answer too large');
    }
    chunks.push(chunk);
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

/** Turns a non-2xx answer into the export's failure kinds. */
export function classifyGoogleAnswer(status: number, body: string): GoogleApiError {
  let message = body.slice(0, 300);
  const reasons: string[] = [];
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: string; status?: string; errors?: Array<{ reason?: string }> };
    };
    message = parsed.error?.message ?? message;
    if (parsed.error?.status) reasons.push(parsed.error.status);
    for (const item of parsed.error?.errors ?? []) if (item.reason) reasons.push(item.reason);
  } catch {
    // not JSON: keep the text
  }
  const detail = `${reasons.join(',') || 'no reason'}: ${message}`;
  if (status === 401) return new GoogleApiError('auth', status, detail);
  if (status === 429 || reasons.some((reason) => QUOTA_REASONS.has(reason))) {
    return new GoogleApiError('quota', status, detail);
  }
  if (status === 413) return new GoogleApiError('tooLarge', status, detail);
  return new GoogleApiError('failed', status, detail);
}

const parseUrl = (value: string | undefined, base: string): URL | null => {
  if (!value) return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

const header = (headers: Answer['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Uploads the deck as a new Google Slides presentation in the user's Drive. */
export async function uploadPresentation(options: {
  apiBaseUrl: string;
  accessToken: string;
  title: string;
  pptx: Buffer;
}): Promise<UploadedPresentation> {
  const { apiBaseUrl, accessToken, title, pptx } = options;
  const authorization = `Bearer ${accessToken}`;
  const start = await call(
    `${apiBaseUrl}/upload/drive/v3/files?uploadType=resumable&fields=id,webViewLink`,
    {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-type': PPTX_TYPE,
        'x-upload-content-length': String(pptx.length),
      },
      body: JSON.stringify({ name: title, mimeType: GOOGLE_SLIDES_TYPE }),
    },
    START_TIMEOUT_MS,
  );
  if (start.status < 200 || start.status >= 300)
    throw classifyGoogleAnswer(start.status, start.body);
  const session = header(start.headers, 'location');
  const sessionUrl = parseUrl(session, apiBaseUrl);
  if (!sessionUrl || sessionUrl.origin !== new URL(apiBaseUrl).origin) {
    throw new GoogleApiError(
      'failed',
      start.status,
      `unexpected upload session address: ${session}`,
    );
  }

  const sent = await call(
    sessionUrl.href,
    { method: 'PUT', headers: { authorization, 'content-type': PPTX_TYPE }, body: pptx },
    UPLOAD_TIMEOUT_MS,
  );
  if (sent.status < 200 || sent.status >= 300) throw classifyGoogleAnswer(sent.status, sent.body);
  let file: { id?: unknown; webViewLink?: unknown };
  try {
    file = JSON.parse(sent.body) as typeof file;
  } catch {
    throw new GoogleApiError('failed', sent.status, 'the upload answer is not JSON');
  }
  if (typeof file.id !== 'string' || !/^[\w-]+$/.test(file.id)) {
    throw new GoogleApiError('failed', sent.status, 'the upload answer has no file id');
  }
  return {
    id: file.id,
    webViewLink: typeof file.webViewLink === 'string' ? file.webViewLink : null,
  };
}

/** Where the presentation opens: Drive's own link when it is a web address, else the usual one. */
export function presentationUrlOf(file: UploadedPresentation): string {
  if (file.webViewLink) {
    try {
      const url = new URL(file.webViewLink);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // fall through
    }
  }
  return `https://docs.google.com/presentation/d/${file.id}/edit`;
}
