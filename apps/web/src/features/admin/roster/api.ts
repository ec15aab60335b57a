import type { RosterPlan } from '@dsb/core';
import { ApiError } from '../../../lib/http';

export type RosterStep = 'preview' | 'import';

/** Where a sent bundle is: its bytes going up (0-100), then the server reading or importing it. */
export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'working' };

/** The server's `{ error }` text of a failed answer, else null. */
function serverMessage(text: string): { message: string | null; body: unknown } {
  try {
    const body: unknown = JSON.parse(text);
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : null;
    return { message, body };
  } catch {
    return { message: null, body: text };
  }
}

/**
 * POST /api/admin/roster/preview or /import with the ZIP as the body (application/zip).
 * XMLHttpRequest rather than fetch: only it reports how much of the upload has gone.
 * Fails with ApiError as the app's other calls do.
 */
export function sendRosterBundle(
  step: RosterStep,
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
): Promise<RosterPlan> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/roster/${step}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/zip');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    xhr.upload.onload = () => onProgress({ phase: 'working' });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as RosterPlan);
        } catch {
          reject(new ApiError(xhr.status, `Request failed (${xhr.status})`, xhr.responseText));
        }
        return;
      }
      const { message, body } = serverMessage(xhr.responseText);
      reject(new ApiError(xhr.status, message ?? `Request failed (${xhr.status})`, body));
    };
    onProgress({ phase: 'uploading', percent: 0 });
    xhr.send(file);
  });
}
