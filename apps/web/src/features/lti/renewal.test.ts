import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { currentFrameToken, keepFrameToken, type FrameToken } from './frameToken';
import { keepFrameTokenFresh, renewalDelay, RENEW_BEFORE_MS, RENEW_RETRY_MS } from './renewal';

const MINUTE = 60_000;

describe('renewalDelay', () => {
  it('renews ten minutes before the token expires, at once when less is left', () => {
    expect(renewalDelay(60 * MINUTE, 0)).toBe(60 * MINUTE - RENEW_BEFORE_MS);
    expect(renewalDelay(5 * MINUTE, 0)).toBe(0);
    expect(renewalDelay(0, 10 * MINUTE)).toBe(0);
  });
});

describe('keepFrameTokenFresh', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    stop();
    keepFrameToken(null);
    vi.useRealTimers();
  });
  const fresh = (token: string, minutes = 60): FrameToken => ({
    token,
    expiresAt: Date.now() + minutes * MINUTE,
  });

  it('renews before expiry and again before the new token expires', async () => {
    keepFrameToken(fresh('t0'));
    const renew = vi
      .fn<() => Promise<FrameToken>>()
      .mockImplementationOnce(async () => fresh('t1'))
      .mockImplementationOnce(async () => fresh('t2'));
    const onEnded = vi.fn();
    stop = keepFrameTokenFresh({ renew, onEnded });
    await vi.advanceTimersByTimeAsync(50 * MINUTE - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(currentFrameToken()?.token).toBe('t1');
    await vi.advanceTimersByTimeAsync(50 * MINUTE);
    expect(currentFrameToken()?.token).toBe('t2');
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('tries again after a network failure, and the app goes on with the token it has', async () => {
    keepFrameToken(fresh('t0'));
    const renew = vi
      .fn<() => Promise<FrameToken>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => fresh('t1'));
    const onEnded = vi.fn();
    const onRetrying = vi.fn();
    stop = keepFrameTokenFresh({ renew, onEnded, onRetrying });
    await vi.advanceTimersByTimeAsync(50 * MINUTE);
    expect(onRetrying).toHaveBeenCalledTimes(1);
    expect(currentFrameToken()?.token).toBe('t0');
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_MS);
    expect(currentFrameToken()?.token).toBe('t1');
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('says the session has ended when the server refuses the token, and stops trying', async () => {
    keepFrameToken(fresh('t0'));
    const renew = vi.fn(async (): Promise<FrameToken> => {
      throw new ApiError(401, 'Authentication required');
    });
    const onEnded = vi.fn();
    stop = keepFrameTokenFresh({ renew, onEnded });
    await vi.advanceTimersByTimeAsync(50 * MINUTE);
    expect(onEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('says the session has ended once the token expired while the network was down', async () => {
    keepFrameToken(fresh('t0', 1));
    const renew = vi.fn(async (): Promise<FrameToken> => {
      throw new TypeError('Failed to fetch');
    });
    const onEnded = vi.fn();
    stop = keepFrameTokenFresh({ renew, onEnded });
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(onEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(renew.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('does nothing outside frame mode', async () => {
    const renew = vi.fn(async () => fresh('t1'));
    stop = keepFrameTokenFresh({ renew, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(renew).not.toHaveBeenCalled();
  });
});
