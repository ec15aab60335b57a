import { request, type Agent } from 'undici';
import type { ConnectionErrorType } from '@dsb/core';

/**
 * HTTP for the model adapters. LLM_BASE_URL is set by the operator, so it is trusted as
 * configured (docs/ai.md) and may be a private address (Ollama on the same machine); what the
 * outbound guard's rules still give here: http(s) only and no credentials in the address
 * (aiSettings.ts), redirects never followed (the key must not travel to another address), every
 * answer size-capped and every call time-limited.
 */

/** A failed model call, classified as the connection bar needs it (docs/product/ai-help.md). */
export class ModelCallError extends Error {
  constructor(
    readonly errorType: ConnectionErrorType,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export type HttpAnswer = {
  status: number;
  contentType: string;
  body: string;
  retryAfter: string | undefined;
};

export type HttpCall = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
};

/** Model answers are text; anything this big is not one. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const TLS_INTERCEPTION = /^(CERT_|ERR_TLS_CERT|SELF_SIGNED|DEPTH_ZERO_SELF_SIGNED|UNABLE_TO_)/;
const CUT_OFF = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const NO_ROUTE = new Set(['ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);
const NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA']);
const STALLED = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    for (const inner of (e as { errors?: unknown[] }).errors ?? [])
      codes.push(...errorCodes(inner));
  }
  return codes;
}

/**
 * A call that got no answer. School filters show up as a connection that hangs (packets
 * dropped), one that is reset, or TLS that some other certificate answers (inspection): all
 * 'firewall'. A name that does not resolve is 'network'; so is a refused or unroutable address.
 */
export function classifyTransportError(error: unknown, timedOut: boolean): ModelCallError {
  const codes = errorCodes(error);
  if (timedOut || codes.some((c) => STALLED.has(c))) {
    return new ModelCallError('firewall', 'The AI service did not answer in time');
  }
  if (codes.some((c) => CUT_OFF.has(c))) {
    return new ModelCallError('firewall', 'The connection to the AI service was cut off');
  }
  if (codes.some((c) => TLS_INTERCEPTION.test(c))) {
    return new ModelCallError('firewall', 'The AI service’s secure connection was intercepted');
  }
  if (codes.some((c) => NOT_FOUND.has(c))) {
    return new ModelCallError('network', 'The AI service’s address could not be found');
  }
  if (codes.some((c) => NO_ROUTE.has(c))) {
    return new ModelCallError('network', 'The AI service could not be reached');
  }
  return new ModelCallError('unknown', 'The AI service could not be reached');
}

const isHtml = (answer: HttpAnswer) =>
  /text\/html|application\/xhtml/i.test(answer.contentType) ||
  /^\s*<(!doctype|html)/i.test(answer.body);

/**
 * What an answer that is not a success means. A redirect, or a web page where JSON belongs, is a
 * filter's block page (a 404 or 5xx page is the service's own). 401/403 is the key.
 */
export function classifyAnswer(answer: HttpAnswer): ModelCallError | null {
  const { status } = answer;
  if (status >= 300 && status < 400) {
    return new ModelCallError(
      'firewall',
      `The AI service's address redirected (${status})`,
      status,
    );
  }
  if (isHtml(answer) && status !== 404 && status < 500) {
    return new ModelCallError('firewall', 'A web page came back instead of the AI service', status);
  }
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) {
    return new ModelCallError('auth', `The AI service refused the key (${status})`, status);
  }
  return new ModelCallError('api', `The AI service answered ${status}`, status);
}

/** One HTTP exchange: never follows redirects, caps the answer, classifies a failure. */
export async function httpCall(agent: Agent, call: HttpCall): Promise<HttpAnswer> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  try {
    const response = await request(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal,
      dispatcher: agent,
    });
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > MAX_ANSWER_BYTES) {
        throw new ModelCallError('api', 'The AI service sent an answer that is too large');
      }
      chunks.push(chunk);
    }
    return {
      status: response.statusCode,
      contentType: header('content-type') ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
      retryAfter: header('retry-after'),
    };
  } catch (error) {
    if (error instanceof ModelCallError) throw error;
    throw classifyTransportError(error, signal.aborted);
  }
}

/** Busy or failing for a moment: worth another try after a pause (529 is Anthropic's 'overloaded'). */
export const isRetryable = (status: number) => status === 429 || status >= 500;

/** The pause before retry `attempt` (0-based): Retry-After when given (up to 10 s), else back-off. */
export function retryDelayMs(attempt: number, baseMs: number, retryAfter?: string): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, 10_000);
  }
  // Exponential with jitter, so many servers retrying together do not arrive together.
  return baseMs * 2 ** attempt * (0.5 + Math.random() / 2);
}

export type RetryOptions = {
  maxRetries: number;
  retryBaseMs: number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls, and again after a back-off while the answer is 429 or 5xx; returns the last answer. */
export async function callWithRetries(
  agent: Agent,
  call: HttpCall,
  options: RetryOptions,
): Promise<HttpAnswer> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    const answer = await httpCall(agent, call);
    if (!isRetryable(answer.status) || attempt >= options.maxRetries) return answer;
    await sleep(retryDelayMs(attempt, options.retryBaseMs, answer.retryAfter));
  }
}
