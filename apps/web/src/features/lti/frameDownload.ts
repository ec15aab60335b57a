import type { MouseEvent } from 'react';
import { showToast } from '../../ui/toast';
import { inFrameMode } from './frameToken';
import { LTI_MESSAGES } from './messages';

/** The file name a Content-Disposition header gives (`filename*=` first), or null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

/** Fetches a file of this app (with the frame token) and saves it as a download. */
export async function downloadWithToken(href: string): Promise<void> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const blob = await response.blob();
  const name =
    dispositionName(response.headers.get('content-disposition')) ??
    new URL(href, window.location.href).pathname.split('/').pop() ??
    'download';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The onClick of a plain download link (`<a href download>`) of this app's API. A link cannot
 * carry the frame token's header, so in frame mode the click fetches the file and saves it
 * instead; elsewhere the link downloads as it always did (with the cookie).
 */
export function frameSafeDownload(event: MouseEvent<HTMLAnchorElement>): void {
  if (!inFrameMode()) return;
  event.preventDefault();
  downloadWithToken(event.currentTarget.href).catch((error: unknown) => {
    console.warn('Download failed', error);
    showToast(LTI_MESSAGES.downloadFailed(), 'error');
  });
}
