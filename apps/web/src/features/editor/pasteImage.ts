import type { PresignedUrlResponse } from '@dsb/core';
import type { FabricEditor } from '../../editor/fabric';
import {
  PASTE,
  choosePasteEncoding,
  isUsableEncoding,
  mimeTypeOf,
  needsReencoding,
  type PasteEncoding,
} from '../../editor/model';
import { apiFetch } from '../../lib/http';
import { showToast } from '../../ui/toast';
import { askForAltText } from './altTextPrompt';
import { editorMessages } from './messages';

const M = editorMessages.altText;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(
      () => reject(new Error('Pasted image timed out')),
      PASTE.loadTimeoutMs,
    );
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Pasted image could not be read'));
    };
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** Whether any pixel is not fully opaque (sampled on a small copy: enough to choose PNG). */
function hasTransparency(image: HTMLImageElement): boolean {
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.drawImage(image, 0, 0, size, size);
  const data = ctx.getImageData(0, 0, size, size).data;
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

function encode(
  image: HTMLImageElement,
  encoding: Pick<PasteEncoding, 'format' | 'quality' | 'width' | 'height'>,
) {
  const canvas = document.createElement('canvas');
  canvas.width = encoding.width;
  canvas.height = encoding.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  if (encoding.format === 'jpeg') {
    ctx.fillStyle = '#ffffff'; // JPEG has no transparency: white, like the slide
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL(mimeTypeOf(encoding.format), encoding.quality);
}

/** Encodes a pasted image by the paste rules (editor/model/pasteImage.ts). */
function encodePasted(image: HTMLImageElement) {
  const info = {
    width: image.naturalWidth,
    height: image.naturalHeight,
    hasTransparency: hasTransparency(image),
  };
  let encoding = choosePasteEncoding(info);
  let dataUrl = encode(image, encoding);
  const again = choosePasteEncoding({ ...info, dataUrlLength: dataUrl.length });
  if (needsReencoding(encoding, again)) {
    encoding = again;
    dataUrl = encode(image, encoding);
  }
  if (encoding.warnLarge) console.warn(`Pasted image is large (${dataUrl.length} characters)`);
  if (!isUsableEncoding(dataUrl)) {
    encoding = { ...encoding, format: PASTE.fallback.format, quality: PASTE.fallback.quality };
    dataUrl = encode(image, encoding);
  }
  return { dataUrl, format: encoding.format, hasTransparency: info.hasTransparency };
}

/** The bytes of a base64 data URL as a Blob. */
export function dataUrlToBlob(dataUrl: string, contentType: string): Blob {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/**
 * Uploads the bytes and returns the stable file URL to put in the story (docs/product/editor.md).
 */
async function upload(dataUrl: string, format: 'jpeg' | 'png'): Promise<string> {
  const contentType = mimeTypeOf(format);
  const { presignedUrl, fileUrl } = await apiFetch<PresignedUrlResponse>(
    '/api/upload/presigned-url',
    {
      method: 'POST',
      json: { filename: `pasted-${Date.now()}.${format === 'jpeg' ? 'jpg' : 'png'}`, contentType },
    },
  );
  // Decoded in place: fetch(dataUrl) would be refused by the CSP (connect-src 'self').
  const body = dataUrlToBlob(dataUrl, contentType);
  const response = await fetch(presignedUrl, {
    method: 'PUT',
    body,
    headers: { 'Content-Type': contentType },
  });
  if (!response.ok) throw new Error(`Upload failed (${response.status})`);
  return fileUrl;
}

/** An image file encoded by the paste rules and uploaded: its URL and how it was stored. */
export async function uploadImageFile(
  file: Blob,
): Promise<{ fileUrl: string; format: 'jpeg' | 'png'; hasTransparency: boolean }> {
  const image = await loadImage(file);
  const { dataUrl, format, hasTransparency } = encodePasted(image);
  return { fileUrl: await upload(dataUrl, format), format, hasTransparency };
}

/**
 * An image pasted from the system clipboard: encoded by the paste rules, uploaded, and placed
 * on the canvas with clipboard metadata; then its alt text is asked for (issue #18).
 * Failures are logged and told.
 */
export async function pasteImageFile(editor: FabricEditor, file: Blob): Promise<void> {
  let fileUrl: string;
  try {
    const uploaded = await uploadImageFile(file);
    const { format, hasTransparency } = uploaded;
    fileUrl = uploaded.fileUrl;
    await editor.run('addImage', {
      src: fileUrl,
      metadata: { source: 'clipboard', isClipboardImage: true, format, hasTransparency },
    });
  } catch (error) {
    console.error('Pasting the image failed', error);
    showToast(M.pasteFailed(), 'error');
    return;
  }
  askForAltText({
    title: M.pastedTitle(),
    preview: fileUrl,
    initial: '',
    saveLabel: M.save(),
    onSave: (alt) => {
      if (alt) void editor.run('setAltText', alt);
      else showToast(M.skipped(), 'warning');
    },
    onCancel: () => showToast(M.skipped(), 'warning'),
  });
}

/** The sub-toolbar's Paste with an empty editor clipboard: reads an image from the system clipboard. */
export async function pasteFromSystemClipboard(editor: FabricEditor): Promise<void> {
  try {
    const items = await navigator.clipboard.read();
    for (const item of items) {
      const type = item.types.find((t) => t.startsWith('image/'));
      if (type) return pasteImageFile(editor, await item.getType(type));
    }
  } catch (error) {
    console.error('Reading the clipboard failed', error); // permission refused or not supported
  }
}
