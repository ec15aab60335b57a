import { z } from 'zod';
import { queryText, storedText } from './text';

/** Uploads and proxied images are capped at 10 MB (issue "File storage"; docs/config.md). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_PROXY_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_PROXY_TIMEOUT_MS = 10_000;
export const IMAGE_PROXY_MAX_URL_LENGTH = 2000;

/**
 * The only image types accepted, keyed by content type, with the extension a stored key gets.
 * SVG is left out on purpose: it can carry scripts (docs/decisions/0003-file-storage.md).
 */
export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

const EXTENSION_TYPES: Readonly<Record<string, UploadImageType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const UPLOAD_MESSAGES = {
  onlyImages: 'Only PNG, JPEG, WebP and GIF images can be uploaded',
  fileNotFound: 'File not found',
  tooLarge: 'Images can be at most 10 MB',
  typeMismatch: "The file name's extension and its content type do not match",
  notThatImage: (type: UploadImageType) =>
    `The file's contents are not a valid ${UPLOAD_IMAGE_TYPES[type].toUpperCase()} image`,
} as const;

export const UPLOAD_PURPOSES = ['image', 'slide-preview'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Body of POST /api/upload/presigned-url (alias /api/presigned-url). */
export const presignedUrlRequestSchema = z.object({
  filename: storedText()
    .trim()
    .min(1, 'A file name is required')
    .max(200, 'File names can be at most 200 characters'),
  contentType: z.string().trim().max(100).optional(),
  /**
   * What the upload is for. 'image' (the default) joins the uploader's image library (image
   * search); a 'slide-preview' is a generated thumbnail and stays out of it.
   */
  purpose: z.enum(UPLOAD_PURPOSES).optional(),
});
export type PresignedUrlRequest = z.infer<typeof presignedUrlRequestSchema>;

/** `presignedUrl` takes the bytes by PUT; `fileUrl` is the stable path to reference in a story. */
export type PresignedUrlResponse = { presignedUrl: string; fileUrl: string };

/** Query of GET /api/proxy/image. */
export const imageProxyQuerySchema = z.object({
  url: queryText()
    .trim()
    .min(1, 'An image address is required')
    .max(
      IMAGE_PROXY_MAX_URL_LENGTH,
      `Addresses can be at most ${IMAGE_PROXY_MAX_URL_LENGTH} characters`,
    )
    .regex(/^https?:\/\//i, 'Only http and https addresses can be fetched'),
});
export type ImageProxyQuery = z.infer<typeof imageProxyQuerySchema>;

/** `image/PNG; charset=x` -> `image/png`; undefined for anything that is not one of the four. */
export function normalizeImageType(
  contentType: string | null | undefined,
): UploadImageType | undefined {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return media && media in UPLOAD_IMAGE_TYPES ? (media as UploadImageType) : undefined;
}

/**
 * The content type an upload is stored as. A known image extension decides it (and a given content
 * type must agree); otherwise the given content type decides. The file name never becomes part of
 * the stored key, so an odd name is harmless. Returns an error message when refused.
 */
export function resolveUploadType(
  filename: string,
  contentType?: string,
): { type: UploadImageType } | { error: string } {
  const dot = filename.lastIndexOf('.');
  const extension = dot >= 0 ? filename.slice(dot + 1).toLowerCase() : '';
  const fromExtension = EXTENSION_TYPES[extension];
  const given = contentType ? normalizeImageType(contentType) : undefined;
  if (contentType && !given) return { error: UPLOAD_MESSAGES.onlyImages };
  if (fromExtension && given && fromExtension !== given)
    return { error: UPLOAD_MESSAGES.typeMismatch };
  const type = fromExtension ?? given;
  return type ? { type } : { error: UPLOAD_MESSAGES.onlyImages };
}

/** The image type the first bytes announce (magic numbers), or undefined. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | undefined {
  const starts = (offset: number, ...values: number[]) =>
    bytes.length >= offset + values.length && values.every((v, i) => bytes[offset + i] === v);
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x47, 0x49, 0x46, 0x38)) return 'image/gif'; // "GIF8"
  // "RIFF" <4-byte size> "WEBP"
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}
