import { z } from 'zod';
import { MAX_SCRIPT_LENGTH, SLIDE_ID_PATTERN } from './story';
import { rubricSchema, rubricScoresSchema } from './rubrics';
import { storedJson, storedText } from './text';

/**
 * Teacher feedback (docs/product/feedback.md): a pupil hands in a story started from a class link,
 * the link's owner comments on it (at a point of a slide, on a sentence of a script, or on the
 * whole story) and scores it on a rubric, then returns it; the pupil revises and hands in again.
 */
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_HANDIN_NOTE_LENGTH = 1000;
/** Comments (teacher's and pupils' replies together) on one hand-in. */
export const MAX_COMMENTS_PER_HANDIN = 300;
/** Comments a teacher keeps in their comment bank. */
export const MAX_BANK_COMMENTS = 500;
export const MAX_BANK_SEARCH_LENGTH = 100;

/**
 * Each message has a stable code (the key) beside its English text, so a client can show it in
 * the pupil's language; the server sends both (`error` and `code`).
 */
export const FEEDBACK_MESSAGES = {
  notFromClassLink:
    'Only a story started from a class link can be handed in. This story was not started from one.',
  alreadyWaiting: 'This story is already handed in and waiting for feedback.',
  handedIn:
    'This story is handed in and waiting for feedback: it can be changed again when your teacher returns it.',
  notWaiting: 'This hand-in has already been returned.',
  commentEmpty: 'Write a comment first.',
  commentTooLong: `A comment can be at most ${MAX_COMMENT_LENGTH.toLocaleString('en')} characters.`,
  noteTooLong: `A note can be at most ${MAX_HANDIN_NOTE_LENGTH.toLocaleString('en')} characters.`,
  tooManyComments: `A hand-in can have at most ${MAX_COMMENTS_PER_HANDIN} comments.`,
  bankFull: `Your comment bank can hold at most ${MAX_BANK_COMMENTS} comments. Delete some first.`,
  slideNotInHandin: 'That slide is not in this hand-in.',
  sentenceOutsideScript: 'That part of the script is not in this hand-in.',
  notReturned: 'Your teacher has not returned this story yet.',
  noRubric: 'This class link has no rubric to score on.',
  scoreUnknownCriterion: 'A score names a criterion that is not in the rubric.',
  scoreUnknownLevel: 'A score names a level that the criterion does not have.',
  notApproved: 'Your teacher reviews this story before it is shared. It is not approved yet.',
  handinNotFound: 'Hand-in not found',
  commentNotFound: 'Comment not found',
} as const;
export type FeedbackMessageCode = keyof typeof FEEDBACK_MESSAGES;

const slideId = z.string().regex(SLIDE_ID_PATTERN, 'Slide ids look like slide-{timestamp}-{index}');
/** A point on a slide as a fraction of its width and height (0 to 1), whatever its drawn size. */
const fraction = z.number().min(0).max(1);
const scriptOffset = z.number().int().min(0).max(MAX_SCRIPT_LENGTH);

/** Where a comment is pinned: a point of a slide, a span of a slide's script, or the story. */
export const commentTargetSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('slide'), slideId, x: fraction, y: fraction }),
    z.strictObject({ kind: z.literal('script'), slideId, start: scriptOffset, end: scriptOffset }),
    z.strictObject({ kind: z.literal('story') }),
  ])
  .refine((t) => t.kind !== 'script' || t.end > t.start, {
    message: 'A sentence comment needs a span of the script (end after start).',
  });
export type CommentTarget = z.infer<typeof commentTargetSchema>;

const commentText = storedText()
  .trim()
  .min(1, FEEDBACK_MESSAGES.commentEmpty)
  .max(MAX_COMMENT_LENGTH, FEEDBACK_MESSAGES.commentTooLong);

/** POST /api/stories/{id}/handins */
export const handInRequestSchema = z.strictObject({
  note: storedText().trim().max(MAX_HANDIN_NOTE_LENGTH, FEEDBACK_MESSAGES.noteTooLong).default(''),
});
export type HandInRequest = z.input<typeof handInRequestSchema>;
export const handInResponseSchema = z.object({ handinId: z.string(), version: z.number().int() });
export type HandInResponse = z.infer<typeof handInResponseSchema>;

/** POST /api/handins/{handinId}/comments (the teacher, or a pupil's reply with `replyTo`). */
export const createCommentRequestSchema = z.strictObject({
  target: commentTargetSchema,
  text: commentText,
  /** The comment this one answers (a pupil's reply, or the teacher's answer to it). */
  replyTo: z.uuid().optional(),
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

/** PATCH /api/handins/{handinId}/comments/{commentId}: the author edits, a pupil marks done. */
export const updateCommentRequestSchema = z
  .strictObject({ text: commentText.optional(), done: z.boolean().optional() })
  .refine((body) => body.text !== undefined || body.done !== undefined, {
    message: 'Send the new text or done.',
  });
export type UpdateCommentRequest = z.input<typeof updateCommentRequestSchema>;

export const feedbackRoleSchema = z.enum(['teacher', 'pupil']);

export const feedbackCommentSchema = z.object({
  id: z.string(),
  handinId: z.string(),
  /** The hand-in version the comment was made on. */
  version: z.number().int(),
  authorName: z.string(),
  role: feedbackRoleSchema,
  /** Whether the signed-in caller wrote it (and may edit it). */
  mine: z.boolean(),
  target: commentTargetSchema,
  /** The marker's number for a comment pinned to a point of a slide, in order of creation. */
  number: z.number().int().nullable(),
  text: z.string(),
  replyTo: z.string().nullable(),
  done: z.boolean(),
  /**
   * True when the slide or sentence it is pinned to is no longer in the story the caller is
   * looking at: shown "on a part that was removed", never dropped.
   */
  targetRemoved: z.boolean(),
  /** Earlier texts, oldest first, when it was edited. */
  history: z.array(z.object({ text: z.string(), editedAt: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackComment = z.infer<typeof feedbackCommentSchema>;

export const handinStatusSchema = z.enum(['waiting', 'returned']);
export type HandinStatus = z.infer<typeof handinStatusSchema>;

/** The slides exactly as handed in: what the teacher reviews, whatever changes later. */
export const handinSlideSchema = z.object({
  id: z.string(),
  title: z.string(),
  script: z.string(),
  previewImage: z.string().nullable(),
  canvasState: z.array(storedJson(z.unknown())),
});
export type HandinSlide = z.infer<typeof handinSlideSchema>;

export const handinSummarySchema = z.object({
  id: z.string(),
  storyId: z.string(),
  version: z.number().int(),
  status: handinStatusSchema,
  note: z.string(),
  handedInBy: z.string(),
  handedInAt: z.string(),
  returnedAt: z.string().nullable(),
  /** Approved for sharing (a link with "review before sharing"); true on other links. */
  approved: z.boolean(),
});
export type HandinSummary = z.infer<typeof handinSummarySchema>;

/** GET /api/handins/{handinId}: a hand-in as its reviewer (or its authors, once returned) sees it. */
export const handinDetailSchema = handinSummarySchema.extend({
  linkId: z.string(),
  linkName: z.string(),
  teacherName: z.string(),
  pupilName: z.string(),
  coAuthors: z.array(z.string()),
  title: z.string(),
  bigQuestion: z.string().nullable(),
  slides: z.array(handinSlideSchema),
  comments: z.array(feedbackCommentSchema),
  rubric: rubricSchema.nullable(),
  scores: rubricScoresSchema.nullable(),
  /** The hand-in before this one (version - 1), to compare with; null for the first. */
  previousId: z.string().nullable(),
  /** Every version of this story's hand-ins, oldest first. */
  versions: z.array(z.object({ id: z.string(), version: z.number().int() })),
});
export type HandinDetail = z.infer<typeof handinDetailSchema>;

/** POST /api/handins/{handinId}/return */
export const returnHandinRequestSchema = z.strictObject({
  /** Approve the story for sharing too (a link with "review before sharing"). */
  approve: z.boolean().optional(),
});

/**
 * GET /api/stories/{id}/feedback: what the story's authors see. `handin` is the latest hand-in;
 * the comments and scores are those of the latest returned one, pinned against the story as it
 * is now (`targetRemoved`).
 */
export const storyFeedbackSchema = z.object({
  /** A story started from a class link can be handed in (when nothing is waiting). */
  fromClassLink: z.boolean(),
  teacherName: z.string().nullable(),
  handin: handinSummarySchema.nullable(),
  returned: handinSummarySchema.nullable(),
  comments: z.array(feedbackCommentSchema),
  rubric: rubricSchema.nullable(),
  scores: rubricScoresSchema.nullable(),
});
export type StoryFeedback = z.infer<typeof storyFeedbackSchema>;

/** The teacher's comment bank: earlier comments to insert again, editable as a list. */
export const bankCommentSchema = z.object({
  id: z.string(),
  text: z.string(),
  uses: z.number().int(),
  updatedAt: z.string(),
});
export type BankComment = z.infer<typeof bankCommentSchema>;
export const bankQuerySchema = z.strictObject({
  q: storedText().trim().max(MAX_BANK_SEARCH_LENGTH).optional(),
});
export const bankCommentRequestSchema = z.strictObject({ text: commentText });

/** Where a pupil's story stands for the class view and the markbook CSV. */
export const CLASS_PROGRESS = [
  'not started',
  'in progress',
  'handed in',
  'returned',
  'resubmitted',
] as const;
export const classProgressSchema = z.enum(CLASS_PROGRESS);
export type ClassProgress = z.infer<typeof classProgressSchema>;

/**
 * A story's place in the loop from its hand-ins, newest first: none yet is in progress; a waiting
 * version 2 or later is resubmitted.
 */
export function classProgress(
  handins: ReadonlyArray<{ status: HandinStatus; version: number }>,
): ClassProgress {
  const latest = handins[0];
  if (!latest) return 'in progress';
  if (latest.status === 'returned') return 'returned';
  return latest.version > 1 ? 'resubmitted' : 'handed in';
}
