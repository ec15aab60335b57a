import { AUTH_BROADCAST_CHANNEL, AUTH_SUCCESS_MESSAGE_TYPE, LOGIN_POPUP } from '@dsb/core';

/** Opens the 600x600 sign-in popup centred on the window; falls back to a full-page sign-in if blocked. */
export function openLoginPopup(): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - LOGIN_POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - LOGIN_POPUP.height) / 2);
  const popup = window.open(
    '/auth/google',
    'dsb-sign-in',
    `width=${LOGIN_POPUP.width},height=${LOGIN_POPUP.height},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  if (!popup) window.location.assign('/auth/google');
  else popup.focus();
  return popup;
}

/**
 * Calls `onSuccess` when the popup reports a completed sign-in: by postMessage from the opener
 * link, or by BroadcastChannel when a cross-origin hop (Google) severed that link.
 */
export function listenForLoginSuccess(onSuccess: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    if ((event.data as { type?: unknown } | null)?.type === AUTH_SUCCESS_MESSAGE_TYPE) onSuccess();
  };
  window.addEventListener('message', onMessage);
  let channel: BroadcastChannel | null = null;
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
    channel.onmessage = (event) => {
      if ((event.data as { type?: unknown } | null)?.type === AUTH_SUCCESS_MESSAGE_TYPE)
        onSuccess();
    };
  }
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}
