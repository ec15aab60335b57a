import { LTI_FRAME_TOKEN_MINUTES, type LtiFrameToken } from '@dsb/core';
import { ApiError, apiFetch } from '../../lib/http';
import { currentFrameToken, keepFrameToken, type FrameToken } from './frameToken';

/** A token is renewed this long before it expires (or at once when less is left). */
export const RENEW_BEFORE_MS = 10 * 60_000;
/** After a failed renewal (the network, a busy server), the next try comes this much later. */
export const RENEW_RETRY_MS = 30_000;

/** How long to wait before renewing a token that expires at `expiresAt`. */
export function renewalDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now - RENEW_BEFORE_MS);
}

/** POST /api/lti/frame-token: a fresh token (sent with the current one as its bearer). */
export async function requestFrameToken(): Promise<FrameToken> {
  // Checked by hand, not with the core schema: this runs on the first page, which stays small.
  const answer = await apiFetch<Partial<LtiFrameToken> | null>('/api/lti/frame-token', {
    method: 'POST',
    retryBusy: false,
  });
  if (typeof answer?.token !== 'string' || !answer.token)
    throw new ApiError(500, 'The server answered no frame token');
  const expiresAt = Date.parse(answer.expiresAt ?? '');
  return {
    token: answer.token,
    expiresAt: Number.isNaN(expiresAt) ? Date.now() + LTI_FRAME_TOKEN_MINUTES * 60_000 : expiresAt,
  };
}

export type RenewalEvents = {
  /** The session is over (the server refused the token, or it expired unrenewed): for good. */
  onEnded: () => void;
  /** A renewal failed for a reason that may pass (the network); it is tried again. */
  onRetrying?: () => void;
  renew?: () => Promise<FrameToken>;
  now?: () => number;
};

/**
 * Keeps the frame token fresh: renews it `RENEW_BEFORE_MS` before it expires, tries again every
 * `RENEW_RETRY_MS` while the network fails, and gives up once the server says the session has
 * ended (401) or the token expired meanwhile. Returns the function that stops it.
 */
export function keepFrameTokenFresh({
  onEnded,
  onRetrying,
  renew = requestFrameToken,
  now = Date.now,
}: RenewalEvents): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(() => void attempt(), delay);
  };
  const end = () => {
    stopped = true;
    onEnded();
  };
  async function attempt() {
    const kept = currentFrameToken();
    if (!kept || stopped) return; // signed out meanwhile
    try {
      const fresh = await renew();
      if (stopped) return;
      keepFrameToken(fresh);
      schedule(renewalDelay(fresh.expiresAt, now()));
    } catch (error) {
      if (stopped) return;
      const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
      if (refused || now() >= kept.expiresAt) return end();
      onRetrying?.();
      schedule(Math.min(RENEW_RETRY_MS, Math.max(0, kept.expiresAt - now())));
    }
  }
  const kept = currentFrameToken();
  if (kept) schedule(renewalDelay(kept.expiresAt, now()));
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
