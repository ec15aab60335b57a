import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_SLIDES_MESSAGES } from '@dsb/core';
import {
  authorizeDrive,
  driveAuthUrl,
  type DriveAuthDeps,
  type DriveAuthStatus,
} from './driveAuthPopup';

/** A popup and the reports it can send, as authorizeDrive sees them. */
function fakes(options: { blocked?: boolean; authorized?: boolean } = {}) {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  let report: ((status: DriveAuthStatus) => void) | null = null;
  const stopListening = vi.fn();
  const opened: string[] = [];
  const deps: DriveAuthDeps = {
    open: (url) => {
      opened.push(url);
      return options.blocked ? null : popup;
    },
    listen: (onStatus) => {
      report = onStatus;
      return stopListening;
    },
    isAuthorized: async () => options.authorized ?? false,
  };
  return { deps, popup, opened, stopListening, report: (s: DriveAuthStatus) => report?.(s) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the Google Drive authorisation popup', () => {
  it('opens /auth/google/drive?t=timestamp and resolves when the popup reports success', async () => {
    const f = fakes();
    const done = authorizeDrive(f.deps);
    expect(f.opened).toHaveLength(1);
    expect(f.opened[0]).toMatch(/^\/auth\/google\/drive\?t=\d+$/);
    f.report('success');
    await expect(done).resolves.toBeUndefined();
    expect(f.stopListening).toHaveBeenCalled();
    expect(driveAuthUrl(42)).toBe('/auth/google/drive?t=42');
  });

  it('says the popup was blocked', async () => {
    await expect(authorizeDrive(fakes({ blocked: true }).deps)).rejects.toThrow(
      GOOGLE_SLIDES_MESSAGES.popupBlocked,
    );
  });

  it('says authorisation failed when the popup reports an error', async () => {
    const f = fakes();
    const done = authorizeDrive(f.deps);
    f.report('error');
    await expect(done).rejects.toThrow(GOOGLE_SLIDES_MESSAGES.authFailed);
  });

  it('says the window was closed before completion', async () => {
    const f = fakes();
    const done = authorizeDrive(f.deps);
    const caught = done.catch((error: Error) => error.message);
    f.popup.closed = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(await caught).toBe(GOOGLE_SLIDES_MESSAGES.authClosed);
  });

  it('accepts a closed popup when the server already has the authorisation (report lost)', async () => {
    const f = fakes({ authorized: true });
    const done = authorizeDrive(f.deps);
    f.popup.closed = true;
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toBeUndefined();
  });

  it('times out after 60 s and closes the popup', async () => {
    const f = fakes();
    const caught = authorizeDrive(f.deps).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(f.popup.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await caught).toBe(GOOGLE_SLIDES_MESSAGES.authTimedOut);
    expect(f.popup.close).toHaveBeenCalled();
  });
});
