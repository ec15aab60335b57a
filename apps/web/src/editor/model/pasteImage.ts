import { PASTE } from './constants';

export interface PasteImageInfo {
  /** Natural size of the pasted image, in px. */
  width: number;
  height: number;
  /** Whether any pixel is not fully opaque (then PNG keeps the transparency). */
  hasTransparency: boolean;
  /**
   * Length of the data URL the image has now: 0 (or omitted) before the first encoding, then
   * the length of the last encoding when asking again.
   */
  dataUrlLength?: number;
}

export interface PasteEncoding {
  format: 'jpeg' | 'png';
  /** Passed to canvas.toDataURL / toBlob (browsers ignore it for PNG; it is set anyway). */
  quality: number;
  /** Applied to the natural size: the 1200 px cap times the 75% step for huge encodings. */
  scale: number;
  /** The size to draw at: natural size times scale, rounded, at least 1 px. */
  width: number;
  height: number;
  /** A warning is logged above 500,000 characters. */
  warnLarge: boolean;
}

/**
 * How to encode a pasted image (docs/product/editor.md): the longer side is capped at 1200 px; JPEG
 * at 0.8, or PNG at 0.6 when transparent. An encoding above 500,000 characters is redone at 0.6
 * (JPEG) or 0.4 (PNG); above 1,000,000 it is also scaled to 75%, at 0.5 or 0.3. Callers encode once
 * with dataUrlLength 0, then ask again with the result's length and re-encode if the answer
 * changed.
 */
export function choosePasteEncoding(info: PasteImageInfo): PasteEncoding {
  const { width, height, hasTransparency } = info;
  const length = info.dataUrlLength ?? 0;
  const format = hasTransparency ? 'png' : 'jpeg';
  const longer = Math.max(width, height);
  let scale = longer > PASTE.maxSide ? PASTE.maxSide / longer : 1;
  let quality: number = PASTE.quality[format];
  if (length > PASTE.huge.chars) {
    scale *= PASTE.huge.scale;
    quality = PASTE.huge[format];
  } else if (length > PASTE.large.chars) {
    quality = PASTE.large[format];
  }
  return {
    format,
    quality,
    scale,
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    warnLarge: length > PASTE.large.chars,
  };
}

/** True when the encoding choice differs from the last one, so the image must be encoded again. */
export function needsReencoding(previous: PasteEncoding, next: PasteEncoding): boolean {
  return previous.quality !== next.quality || previous.scale !== next.scale;
}

/**
 * An encoded data URL is used only if it is longer than 100 characters and does not
 * contain the word 'compressed'; otherwise the image is encoded as PASTE.fallback (JPEG 0.7).
 */
export function isUsableEncoding(dataUrl: string): boolean {
  return dataUrl.length > PASTE.minDataUrlChars && !dataUrl.includes('compressed');
}

/** 'image/jpeg' or 'image/png', for toDataURL and for the upload's content type. */
export function mimeTypeOf(format: PasteEncoding['format']): string {
  return `image/${format}`;
}
