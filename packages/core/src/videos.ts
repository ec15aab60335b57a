import { z } from 'zod';
import { DEFAULT_SPEECH_VOICE, SPEECH_VOICE_NAMES, speechVoiceSchema } from './speech';
import { MAX_SLIDES_PER_STORY, MAX_TITLE_LENGTH } from './story';
import { queryText, storedText } from './text';

/**
 * Narrated videos rendered on our own server (issue #15 item 1; docs/product/video.md). The
 * browser uploads one image per slide; the server narrates each slide's stored script and writes an MP4 with captions.
 */

/** A slide shows for its script's words at 150 a minute plus 1 s (5 s without a script). */
export const VIDEO_WORDS_PER_MINUTE = 150;
export const VIDEO_SLIDE_EXTRA_SECONDS = 1;
export const VIDEO_NO_SCRIPT_SECONDS = 5;
/** Our limits: a render must finish in minutes on 2 cores. */
export const VIDEO_MAX_SLIDES = 50;
export const VIDEO_MAX_DURATION_SECONDS = 20 * 60;
/** Portrait, the slide's 375x667 shape at HD height (the browser renders slides at 750x1334). */
export const VIDEO_WIDTH = 720;
export const VIDEO_HEIGHT = 1280;
export const DEFAULT_VIDEO_TITLE = 'Untitled Video';
/** The client polls the render every 5 s, up to 60 times. */
export const VIDEO_POLL_INTERVAL_MS = 5000;
export const VIDEO_POLL_ATTEMPTS = 60;

export const VIDEO_MESSAGES = {
  noSlides: 'Add at least one slide to make a video',
  tooManySlides: `A video can have at most ${VIDEO_MAX_SLIDES} slides`,
  tooLong: (seconds: number) =>
    `This video would last about ${Math.ceil(seconds / 60)} minutes; videos can be at most ${VIDEO_MAX_DURATION_SECONDS / 60} minutes. Shorten the scripts or use fewer slides.`,
  duplicateSlide: 'Each slide can appear only once in a video',
  slideOutOfRange: (position: number) => `The story has no slide ${position}`,
  imageUrlInvalid: 'Slide images must be files uploaded through this app (/files/...)',
  imageNotFound: (position: number) =>
    `Slide ${position}'s image was not found among your uploads. Please upload it again.`,
  storyNotFound: 'Story not found',
  renderNotFound: 'Video render not found',
  videoNotFound: 'Video not found',
  alreadyRendering:
    'One of your videos is already being made. Wait for it to finish, then try again.',
  stillRendering: 'The video is still being made. Try again when it is done.',
  urlMismatch: 'The video address does not belong to this render',
  narrationFailed: (position: number) =>
    `Video narration failed on slide ${position}: the voice could not read its script. Try shortening or simplifying that script, or choose another voice.`,
  /** For a render that failed without a more precise reason. */
  renderFailed: 'Video rendering failed. Please check your slides and try again.',
  imageUnreadable: (position: number) =>
    `Video generation failed: slide ${position}'s image could not be read. Please try again.`,
  serverRestarted: 'The server restarted while making this video. Please try again.',
  /** Checked by the browser before it uploads anything. */
  scriptsRequired: 'Please add a script to all slides before generating the video.',
  contentRequired: 'Please add content to your canvas or script before generating a video.',
  /** Shown by the browser. */
  deleteFailed: 'Failed to delete the video. Please try again.',
  popupBlocked: 'Video ready! The popup was blocked. Click "Open Video" to view it.',
  unknownDuration: 'Unknown duration',
} as const;

/**
 * Chinese and Japanese are written without spaces between words, so each of their characters
 * counts as a word (a whole sentence would otherwise be one "word" and its slide 1.4 s long).
 * Their punctuation (。，「」 and full-width marks) counts as nothing, like a space.
 */
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const CJK_PUNCTUATION = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/gu;

/**
 * Words as the duration rule counts them: runs of non-space characters, and each Chinese or
 * Japanese character on its own (docs/exports.md, "How long each slide shows").
 */
export function countWords(text: string): number {
  const spaced = text.replace(CJK_PUNCTUATION, ' ').replace(CJK_CHARACTER, ' x ').trim();
  return spaced ? spaced.split(/\s+/).length : 0;
}

/** The shortest time a slide is shown, in seconds. */
export function slideDurationSeconds(script: string): number {
  const words = countWords(script);
  if (words === 0) return VIDEO_NO_SCRIPT_SECONDS;
  return (words / VIDEO_WORDS_PER_MINUTE) * 60 + VIDEO_SLIDE_EXTRA_SECONDS;
}

/** 'Video generated from {title} with {voice} voice.' */
export const videoDescription = (title: string, voice: string) =>
  `Video generated from ${title} with ${voice} voice.`;

/** History durations as m:ss, or 'Unknown duration'. */
export function formatVideoDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return VIDEO_MESSAGES.unknownDuration;
  }
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const title = storedText()
  .trim()
  .max(MAX_TITLE_LENGTH, `Titles can be at most ${MAX_TITLE_LENGTH} characters`);

export const videoRenderSlideSchema = z.strictObject({
  /** The slide's position in the stored story, from 0; its script is read from there. */
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_SLIDES_PER_STORY - 1),
  /** A `fileUrl` from POST /api/upload/presigned-url, uploaded by the caller. */
  imageUrl: queryText().trim().min(1, VIDEO_MESSAGES.imageUrlInvalid).max(600),
});

/** Body of POST /api/videos/render. */
export const videoRenderRequestSchema = z.strictObject({
  storyId: queryText().trim().min(1, VIDEO_MESSAGES.storyNotFound).max(100),
  voice: speechVoiceSchema.default(DEFAULT_SPEECH_VOICE),
  title: title.optional(),
  slides: z
    .array(videoRenderSlideSchema)
    .min(1, VIDEO_MESSAGES.noSlides)
    .max(VIDEO_MAX_SLIDES, VIDEO_MESSAGES.tooManySlides)
    .refine(
      (slides) => new Set(slides.map((s) => s.index)).size === slides.length,
      VIDEO_MESSAGES.duplicateSlide,
    ),
});
export type VideoRenderRequest = z.infer<typeof videoRenderRequestSchema>;

/** 202 answer of POST /api/videos/render. */
export const videoRenderStartedSchema = z.object({ jobId: z.string() });
export type VideoRenderStarted = z.infer<typeof videoRenderStartedSchema>;

/** A saved video, with its caption file beside it. */
export const videoRecordSchema = z.object({
  _id: z.string(),
  storyId: z.string(),
  /** The MP4's stable address (/files/...). */
  url: z.string(),
  /** The WebVTT captions stored beside the MP4. */
  captionsUrl: z.string().nullable(),
  /** The render job that made it. */
  renderId: z.string(),
  title: z.string(),
  voice: z.string(),
  description: z.string(),
  /** Seconds; null when unknown. */
  duration: z.number().nullable(),
  status: z.literal('completed'),
  createdAt: z.string(),
});
export type VideoRecord = z.infer<typeof videoRecordSchema>;
export const videoListSchema = z.array(videoRecordSchema);

export const VIDEO_RENDER_STATUSES = ['pending', 'rendering', 'done', 'failed'] as const;
export type VideoRenderStatus = (typeof VIDEO_RENDER_STATUSES)[number];

/** Where the render's time went, in milliseconds (diagnostics and the bench). */
export const videoRenderTimingsSchema = z.object({
  narrationMs: z.number(),
  imagesMs: z.number(),
  encodingMs: z.number(),
  storingMs: z.number(),
});
export type VideoRenderTimings = z.infer<typeof videoRenderTimingsSchema>;

/** Response of GET /api/videos/render/{jobId}. */
export const videoRenderStatusSchema = z.object({
  jobId: z.string(),
  status: z.enum(VIDEO_RENDER_STATUSES),
  /** 0 to 100 of the server's own work (narration, encoding, storing). */
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  /** The saved record, once done. */
  video: videoRecordSchema.nullable(),
  timings: videoRenderTimingsSchema.nullable(),
});
export type VideoRenderStatusResponse = z.infer<typeof videoRenderStatusSchema>;

/**
 * Body of POST /api/videos. A finished render already saved its record, so this confirms it
 * (and may retitle it): the render must be the caller's and the url its video.
 */
export const videoSaveRequestSchema = z.strictObject({
  storyId: queryText().trim().min(1).max(100),
  url: queryText().trim().min(1).max(600),
  renderId: queryText().trim().min(1, VIDEO_MESSAGES.renderNotFound).max(100),
  title: title.optional(),
  voice: z.enum(SPEECH_VOICE_NAMES).optional(),
  description: storedText().trim().max(500).optional(),
  duration: z.number().min(0).nullable().optional(),
  status: z.literal('completed').optional(),
});
export type VideoSaveRequest = z.infer<typeof videoSaveRequestSchema>;

export const videoIdParamsSchema = z.strictObject({ id: queryText().min(1).max(100) });
export const videoStoryParamsSchema = z.strictObject({ storyId: queryText().min(1).max(100) });
export const videoRenderParamsSchema = z.strictObject({ jobId: queryText().min(1).max(100) });
