import {
  GOOGLE_AUTH_POPUP,
  GOOGLE_DRIVE_AUTH_CHANNEL,
  GOOGLE_DRIVE_AUTH_MESSAGE_TYPE,
  GOOGLE_SLIDES_MESSAGES,
  type GoogleDriveAuthMessage,
} from '@dsb/core';

/**
 * The Google Drive authorisation popup (docs/product/exports.md): GET
 * /auth/google/drive?t={timestamp} in a 600x600 window, given 60 s. The server runs the
 * OAuth flow; the popup's last page reports 'success' or 'error' to this window.
 */

/** How often the popup is checked for having been closed. */
const CLOSED_POLL_MS = 500;
/** A report can arrive just after the popup closed (it posts, then closes): wait this long. */
const CLOSED_GRACE_MS = 1000;

export type DriveAuthStatus = GoogleDriveAuthMessage['status'];

/** A failed authorisation; the message is the text to show. */
export class DriveAuthError extends Error {}

type PopupHandle = Pick<Window, 'closed' | 'close'>;

export type DriveAuthDeps = {
  open: (url: string) => PopupHandle | null;
  /** Calls back with each report from the popup; returns the function that stops listening. */
  listen: (onStatus: (status: DriveAuthStatus) => void) => () => void;
  /** Asked when the popup closed without a report: the server may have the authorisation. */
  isAuthorized: () => Promise<boolean>;
  timeoutMs?: number;
};

/** Reports from the popup: by postMessage (same origin only) or, if the hop through Google severed the opener link, by BroadcastChannel. */
export function listenForDriveAuth(onStatus: (status: DriveAuthStatus) => void): () => void {
  const read = (data: unknown) => {
    const message = data as Partial<GoogleDriveAuthMessage> | null;
    if (message?.type !== GOOGLE_DRIVE_AUTH_MESSAGE_TYPE) return;
    onStatus(message.status === 'success' ? 'success' : 'error');
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) read(event.data);
  };
  window.addEventListener('message', onMessage);
  const channel =
    'BroadcastChannel' in window ? new BroadcastChannel(GOOGLE_DRIVE_AUTH_CHANNEL) : null;
  if (channel) channel.onmessage = (event) => read(event.data);
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}

/** Opens the 600x600 popup centred on this window. Must run in the click's own handler (popup blockers). */
export function openDriveAuthWindow(url: string): Window | null {
  const { width, height } = GOOGLE_AUTH_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    url,
    'dsb-google-drive',
    `width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  popup?.focus();
  return popup;
}

export const driveAuthUrl = (now = Date.now()) => `/auth/google/drive?t=${now}`;

/**
 * Opens the popup and waits for its report. Resolves on success; rejects with DriveAuthError
 * carrying the text to show when the popup is blocked, reports an error, is closed
 * first, or takes longer than 60 s (it is then closed). `signal` stops waiting (the modal closed).
 */
export function authorizeDrive(deps: DriveAuthDeps, signal?: AbortSignal): Promise<void> {
  const popup = deps.open(driveAuthUrl());
  if (!popup) return Promise.reject(new DriveAuthError(GOOGLE_SLIDES_MESSAGES.popupBlocked));
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const finish = (error?: DriveAuthError) => {
      if (settled) return;
      settled = true;
      stop();
      for (const timer of timers) clearTimeout(timer);
      clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const stop = deps.listen((status) =>
      finish(
        status === 'success' ? undefined : new DriveAuthError(GOOGLE_SLIDES_MESSAGES.authFailed),
      ),
    );
    const onAbort = () => finish(new DriveAuthError(GOOGLE_SLIDES_MESSAGES.authClosed));
    signal?.addEventListener('abort', onAbort);
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      timers.push(
        setTimeout(() => {
          void deps.isAuthorized().then(
            (authorized) =>
              finish(
                authorized ? undefined : new DriveAuthError(GOOGLE_SLIDES_MESSAGES.authClosed),
              ),
            () => finish(new DriveAuthError(GOOGLE_SLIDES_MESSAGES.authClosed)),
          );
        }, CLOSED_GRACE_MS),
      );
    }, CLOSED_POLL_MS);
    timers.push(
      setTimeout(() => {
        if (!popup.closed) popup.close();
        finish(new DriveAuthError(GOOGLE_SLIDES_MESSAGES.authTimedOut));
      }, deps.timeoutMs ?? GOOGLE_AUTH_POPUP.timeoutMs),
    );
  });
}
