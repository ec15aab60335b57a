import { GOOGLE_DRIVE_AUTH_CHANNEL, GOOGLE_DRIVE_AUTH_MESSAGE_TYPE } from '@dsb/core';
import { escapeHtml, page } from '../auth';

/**
 * The pages the Google Drive authorisation popup ends on (GET /auth/google/drive/callback). Both
 * tell the opener how it went through the external script below (CSP: no inline scripts).
 */

export const DRIVE_AUTH_SCRIPT_PATH = '/auth/google/drive/complete.js';

const status = (value: 'success' | 'error') =>
  `<p hidden id="drive-auth" data-status="${value}"></p>`;

export function driveAuthSuccessPage(): string {
  return page(
    'Google Drive connected',
    `<h1>Google Drive connected</h1><p>You can now export to Google Slides. This window will close by itself.</p>${status('success')}`,
    DRIVE_AUTH_SCRIPT_PATH,
  );
}

export function driveAuthErrorPage(message: string, hint?: string): string {
  return page(
    'Google authorization failed',
    `<h1>Google authorization failed</h1><p class="error" role="alert">${escapeHtml(message)}</p>${
      hint ? `<p>${escapeHtml(hint)}</p>` : ''
    }<p>Close this window and choose Retry Authentication in the export window.</p>${status('error')}`,
    DRIVE_AUTH_SCRIPT_PATH,
  );
}

/**
 * Posts { type, status } to the opener (same origin only) and on a BroadcastChannel, in case the
 * hop through Google severed the opener link; closes the popup after a success. A failure stays
 * open so its reason can be read.
 */
export const driveAuthCompleteScript = `(function () {
  var marker = document.getElementById('drive-auth');
  var status = marker && marker.getAttribute('data-status') === 'success' ? 'success' : 'error';
  var message = { type: ${JSON.stringify(GOOGLE_DRIVE_AUTH_MESSAGE_TYPE)}, status: status };
  try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel(${JSON.stringify(GOOGLE_DRIVE_AUTH_CHANNEL)}); channel.postMessage(message); channel.close(); } catch (e) {}
  if (status === 'success') setTimeout(function () { window.close(); }, 100);
})();
`;
