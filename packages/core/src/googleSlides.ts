import { z } from 'zod';
import { MAX_SCRIPT_LENGTH, MAX_SLIDES_PER_STORY, MAX_TITLE_LENGTH } from './story';
import { storedText } from './text';

/**
 * Export to Google Slides (issue #15 item 4; docs/product/exports.md). The browser draws each slide as a JPEG and sends them with the scripts; our
 * server, holding the user's Google Drive authorisation, makes the presentation (docs/exports.md,
 * docs/decisions/0033).
 */

/** JPEG quality by how busy the slide is (number of canvas objects). */
export const GOOGLE_SLIDES_QUALITY = {
  default: 0.9,
  /** [more than this many objects, quality], busiest first. */
  byObjectCount: [
    [20, 0.5],
    [10, 0.7],
    [5, 0.8],
  ] as ReadonlyArray<readonly [number, number]>,
  /** Tried in turn while a slide's image is over the per-image limit. */
  fallbacks: [0.7, 0.5, 0.3, 0.2] as readonly number[],
  /** The last resort: the slide drawn this small (the canvas's 375 x 667 shape, 0.8x). */
  fallbackSize: { width: 300, height: 533 },
} as const;

/** Each picture may be 5 MB (5,242,880 characters), counted on the data URL. */
export const GOOGLE_SLIDES_MAX_IMAGE_CHARS = 5_242_880;
/** Above 50 MB in all the browser warns, and the server refuses it (413). */
export const GOOGLE_SLIDES_MAX_PAYLOAD_BYTES = 50 * 1024 * 1024;
/** Each slide has 5 s to draw; the Google window is 600x600 and given 60 s. */
export const GOOGLE_SLIDES_CANVAS_TIMEOUT_MS = 5000;
/** A slide picture's alt text in the deck, at most (the browser shortens longer ones). */
export const GOOGLE_SLIDES_MAX_ALT_TEXT_LENGTH = 4000;
export const GOOGLE_AUTH_POPUP = { width: 600, height: 600, timeoutMs: 60_000 } as const;

/** What the Drive authorisation popup posts to its opener (and broadcasts) when it ends. */
export const GOOGLE_DRIVE_AUTH_MESSAGE_TYPE = 'google-drive-auth';
export const GOOGLE_DRIVE_AUTH_CHANNEL = 'dsb-google-drive';
export type GoogleDriveAuthMessage = {
  type: typeof GOOGLE_DRIVE_AUTH_MESSAGE_TYPE;
  status: 'success' | 'error';
};

/** What the export says, as pupils see it (docs/product/exports.md). */
export const GOOGLE_SLIDES_MESSAGES = {
  noSlides: 'No slides to export',
  userAuthFailed: 'User authentication failed',
  authFailed: 'Google authorization failed. Please try again.',
  authExpired: 'Your Google authorization has expired. Please try again.',
  popupBlocked: 'Popup was blocked! Please allow popups for this site and try again.',
  authTimedOut: 'Authentication timed out. Please try again.',
  authClosed: 'Authentication window was closed before completion. Please try again.',
  unknown: 'Export failed for an unknown reason.',
  quota: 'Google API quota exceeded. Please try again later.',
  /** The server's 413. */
  tooLargeServer:
    'The presentation data is too large. Try reducing the number of slides or image quality.',
  /** The browser's, shown with TOO_LARGE_TIPS. */
  tooLarge:
    'The presentation data is too large. Try reducing the number of slides or simplifying your content.',
  notConfigured: 'Google Slides export is not configured on this server',
  duplicateIndex: 'Each slide index can appear only once',
  imageNotPicture: (position: number) => `Slide ${position}'s image is not a JPEG or PNG picture`,
} as const;

/** The tips shown with the too-large message. */
export const GOOGLE_SLIDES_TOO_LARGE_TIPS = [
  'Use fewer slides',
  'Keep each slide’s canvas simpler',
  'Use smaller images',
] as const;

/** The `code` of a 401 that a new Google authorisation fixes (the modal offers 'Retry Authentication'). */
export const GOOGLE_AUTH_REQUIRED_CODE = 'google_auth_required';

/**
 * A slide picture as a data URL. Its size is not checked here: an image over the limit is a 413
 * (the server checks GOOGLE_SLIDES_MAX_IMAGE_CHARS), not a malformed request.
 */
const slideImageData = z
  .string()
  .regex(
    /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/,
    'must be a JPEG or PNG data URL (data:image/jpeg;base64,...)',
  );

/** Body of POST /api/google/slides. */
export const googleSlidesExportBodySchema = z.strictObject({
  title: storedText().trim().max(MAX_TITLE_LENGTH),
  slides: z
    .array(
      z.strictObject({
        /** Zero-based position in the story; the presentation keeps this order. */
        index: z
          .number()
          .int()
          .min(0)
          .max(MAX_SLIDES_PER_STORY - 1),
        imageData: slideImageData,
        script: storedText().max(MAX_SCRIPT_LENGTH).default(''),
        /** What the picture shows, for screen readers (as the PDF and .pptx exports carry). */
        altText: storedText().trim().max(GOOGLE_SLIDES_MAX_ALT_TEXT_LENGTH).optional(),
      }),
    )
    .min(1, GOOGLE_SLIDES_MESSAGES.noSlides)
    .max(MAX_SLIDES_PER_STORY, `A presentation can have at most ${MAX_SLIDES_PER_STORY} slides`)
    .refine(
      (slides) => new Set(slides.map((slide) => slide.index)).size === slides.length,
      GOOGLE_SLIDES_MESSAGES.duplicateIndex,
    ),
});
export type GoogleSlidesExportBody = z.input<typeof googleSlidesExportBodySchema>;

/** Answer of POST /api/google/slides: where the new presentation opens. */
export const googleSlidesExportResponseSchema = z.object({
  presentationUrl: z.url({ protocol: /^https?$/ }),
});
export type GoogleSlidesExportResponse = z.infer<typeof googleSlidesExportResponseSchema>;

/**
 * Answer of GET /api/google/verify: whether this server can export to Google at all, and whether
 * the signed-in user has a Drive authorisation on file (false when signed out).
 */
export const googleVerifyResponseSchema = z.object({
  configured: z.boolean(),
  authorized: z.boolean(),
});
export type GoogleVerifyResponse = z.infer<typeof googleVerifyResponseSchema>;

/** Query of the popup GET /auth/google/drive?t={timestamp} (the timestamp only defeats caches). */
export const googleDriveAuthQuerySchema = z.object({
  t: z.string().max(40).optional(),
});
