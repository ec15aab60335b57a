import { z } from 'zod';
import { fileNameSlug, queryText, storedText } from './text';
import { memberActivitySchema } from './storyMembers';
import { classProgressSchema } from './feedback';
import { gradeSendStatusSchema } from './lti';
import { CUSTOM_LINK_MESSAGES } from './customLinkMessages';

/**
 * Custom links (docs/product/custom-links.md): a signed-in user's
 * tracking links that start pupils on a prompt in a classroom, and the owner's class view of the
 * stories started through them.
 */
export { CUSTOM_LINK_MESSAGES };

export const MAX_LINK_NAME_LENGTH = 100;
export const MAX_TRACKING_ID_LENGTH = 40;
export const MAX_ROOM_LENGTH = 60;
/** Links one user may own: generous for a teacher, bounded for the server. */
export const MAX_LINKS_PER_USER = 200;

/** Activity-log names of link changes. */
export const CUSTOM_LINK_ACTIVITY = {
  create: 'create custom link',
  update: 'update custom link',
  delete: 'delete custom link',
} as const;

const TRACKING_ID_PATTERN = /^[A-Za-z0-9-]+$/;

const trackingIdField = queryText()
  .trim()
  .min(1, CUSTOM_LINK_MESSAGES.trackingIdRequired)
  .max(MAX_TRACKING_ID_LENGTH, `Tracking ID must be at most ${MAX_TRACKING_ID_LENGTH} characters`)
  .regex(TRACKING_ID_PATTERN, CUSTOM_LINK_MESSAGES.trackingIdCharacters);

/** The tracking-id rule, for forms that check as the user types. */
export function trackingIdProblem(value: string): string | null {
  const result = trackingIdField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Body of POST /api/custom-links and PUT /api/custom-links/{id}. Name and id are trimmed. */
export const customLinkInputSchema = z.strictObject({
  name: storedText()
    .trim()
    .min(1, CUSTOM_LINK_MESSAGES.nameRequired)
    .max(MAX_LINK_NAME_LENGTH, `Link name must be at most ${MAX_LINK_NAME_LENGTH} characters`),
  trackingId: trackingIdField,
  promptId: queryText().min(1).max(100).nullable().default(null),
  room: storedText()
    .trim()
    .max(MAX_ROOM_LENGTH, `Room name must be at most ${MAX_ROOM_LENGTH} characters`)
    .nullable()
    .default(null)
    .transform((room) => room || null),
  /** The rubric its hand-ins are scored on (docs/product/feedback.md), one of the owner's. */
  rubricId: z.uuid({ message: 'Rubric not found' }).nullable().default(null),
  /** Pupils' exports stay private to them and the teacher until the teacher approves a hand-in. */
  reviewBeforeSharing: z.boolean().default(false),
});
export type CustomLinkInput = z.input<typeof customLinkInputSchema>;

/** A link as its owner sees it, with how it has been used. */
export const customLinkSchema = z.object({
  _id: z.string(),
  name: z.string(),
  trackingId: z.string(),
  promptId: z.string().nullable(),
  /** The prompt's big question, for the card ('None' when there is no prompt). */
  promptTitle: z.string().nullable(),
  room: z.string().nullable(),
  createdAt: z.string(),
  /** Times the link was opened. */
  openings: z.number().int(),
  /** Pupils who started a story through it. */
  pupilsStarted: z.number().int(),
  rubricId: z.string().nullable(),
  /** The rubric's name, for the card (null without one). */
  rubricName: z.string().nullable(),
  reviewBeforeSharing: z.boolean(),
});
export type CustomLink = z.infer<typeof customLinkSchema>;

export const customLinkListSchema = z.array(customLinkSchema);

export const checkTrackingIdQuerySchema = z.strictObject({ trackingId: trackingIdField });
export const checkTrackingIdResponseSchema = z.object({ exists: z.boolean() });

export const customLinkIdParamsSchema = z.strictObject({
  id: z.uuid({ message: CUSTOM_LINK_MESSAGES.invalidLinkId }),
});

/** POST /api/custom-links/open: a pupil's browser opening a share URL. */
export const openLinkRequestSchema = z.strictObject({ trackingId: trackingIdField });
export const openLinkResponseSchema = z.object({
  trackingId: z.string(),
  promptId: z.string().nullable(),
  room: z.string().nullable(),
});
export type OpenLinkResponse = z.infer<typeof openLinkResponseSchema>;

/**
 * POST /auth/update-user-tracking: after sign-in, the class link this browser arrived through
 * (its pending tracking id) goes on the user record, so a story started later, in another tab or
 * on another device, is still tied to the link.
 */
export const updateUserTrackingSchema = z.strictObject({ trackingId: trackingIdField });
export type UpdateUserTracking = z.infer<typeof updateUserTrackingSchema>;
export const updateUserTrackingResponseSchema = z.object({ trackingId: z.string() });

/** A member of a group story in the class view, with what they did in it. */
export const classStoryMemberSchema = z.object({
  name: z.string(),
  role: z.enum(['owner', 'co-author']),
  activity: memberActivitySchema,
});
export type ClassStoryMember = z.infer<typeof classStoryMemberSchema>;

/** One story of the class view: who, what, how far. */
export const classStorySchema = z.object({
  storyId: z.string(),
  pupilName: z.string(),
  /** The group: the names of the story's co-authors, in the order they joined (may be empty). */
  coAuthors: z.array(z.string()),
  /**
   * A group story's members, the owner first, each with their activity (docs/product/group-work.md,
   * "Activity"); empty for a story without co-authors.
   */
  members: z.array(classStoryMemberSchema),
  title: z.string(),
  slideCount: z.number().int(),
  /** Slides whose script is not blank. */
  scriptedSlides: z.number().int(),
  lastEdited: z.string(),
  /** Where the story is in the feedback loop (docs/product/feedback.md, "The class view"). */
  progress: classProgressSchema,
  /** The latest hand-in, to review (null before the first). */
  handinId: z.string().nullable(),
  handinVersion: z.number().int().nullable(),
  /** The rubric total of the latest scored hand-in, and the most it could be. */
  scoreTotal: z.number().nullable(),
  scoreMax: z.number().nullable(),
  /**
   * For a class launched from a learning platform: whether the latest returned score reached its
   * gradebook (null when there is nothing to send).
   */
  gradeStatus: gradeSendStatusSchema.nullable(),
});
export type ClassStory = z.infer<typeof classStorySchema>;

export const classViewResponseSchema = z.object({
  link: customLinkSchema,
  stories: z.array(classStorySchema),
  /** Signed-in pupils who opened the link and have not started a story: 'not started'. */
  notStarted: z.array(z.string()),
});
export type ClassViewResponse = z.infer<typeof classViewResponseSchema>;

export const classStoryParamsSchema = z.strictObject({
  id: z.uuid({ message: CUSTOM_LINK_MESSAGES.invalidLinkId }),
  storyId: z.uuid({ message: 'Story not found' }),
});

/** A story as the class view shows it: read-only slides with their previews and scripts. */
export const classStoryDetailSchema = z.object({
  storyId: z.string(),
  pupilName: z.string(),
  coAuthors: z.array(z.string()),
  title: z.string(),
  bigQuestion: z.string().nullable(),
  lastEdited: z.string(),
  slides: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      script: z.string(),
      /** The slide's stored preview, when the editor has made one. */
      previewImage: z.string().nullable(),
      /** The slide's canvas objects, drawn read-only by the viewer. */
      canvasState: z.array(z.unknown()),
    }),
  ),
});
export type ClassStoryDetail = z.infer<typeof classStoryDetailSchema>;

/** The share URL of a link: `{origin}/tool?tid={trackingId}`, with the room if any. */
export function customLinkUrl(origin: string, link: { trackingId: string; room: string | null }) {
  const room = link.room ? `&room=${encodeURIComponent(link.room)}` : '';
  return `${origin.replace(/\/+$/, '')}/tool?tid=${encodeURIComponent(link.trackingId)}${room}`;
}

const TRACKING_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_TRACKING_ID_LENGTH = 8;
export const TRACKING_ID_ATTEMPTS = 10;

/** 8 characters of lowercase letters and digits. `random` returns [0, 1). */
export function randomTrackingId(random: () => number, length = GENERATED_TRACKING_ID_LENGTH) {
  let id = '';
  for (let i = 0; i < length; i++) {
    id += TRACKING_ID_ALPHABET[Math.floor(random() * TRACKING_ID_ALPHABET.length)];
  }
  return id;
}

/**
 * A tracking id not in use: up to 10 generated ids checked with `isTaken`, then the
 * fallback of 5 random characters plus the last 3 digits of the time.
 */
export async function generateTrackingId(
  isTaken: (id: string) => Promise<boolean>,
  random: () => number = Math.random,
  now: () => number = Date.now,
): Promise<string> {
  for (let attempt = 0; attempt < TRACKING_ID_ATTEMPTS; attempt++) {
    const id = randomTrackingId(random);
    if (!(await isTaken(id))) return id;
  }
  return `${randomTrackingId(random, 5)}${String(now()).slice(-3)}`;
}

/** Columns of the class list export, in order. */
export const CLASS_CSV_COLUMNS = [
  'Pupil',
  'Story',
  'Slides',
  'Slides with a script',
  'Last edited',
  'Co-authors',
  'Who did what',
] as const;

export function classCsvFilename(linkName: string, date: Date): string {
  return `${fileNameSlug(linkName, 'class')}-class-${date.toISOString().slice(0, 10)}.csv`;
}
