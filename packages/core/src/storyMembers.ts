import { z } from 'zod';
import { idParamSchema } from './prompt';

/**
 * Group stories: an owner and up to MAX_CO_AUTHORS co-authors who join with a code the owner
 * hands out (docs/product/group-work.md).
 */
export const MAX_CO_AUTHORS = 5;
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_DAYS = 7;
/** Join attempts one user may make a minute; the next one is refused (429). */
export const JOIN_ATTEMPTS_PER_MINUTE = 10;
/**
 * The letters and digits of a join code: none that a pupil reading it off a board could take for
 * another (no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, U/V).
 */
export const JOIN_CODE_ALPHABET = 'ACEFGHJKMNPRTWXY34679';

/** What a pupil typed, as a code: upper case, without spaces or dashes. */
export function normalizeJoinCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Each message has a stable code (the key) beside its English text, so a client can show it in
 * the pupil's language; the server sends both (`error` and `code`).
 */
export const STORY_MEMBER_MESSAGES = {
  joinCodeInvalid: 'That join code is wrong or has expired. Ask the story’s owner for a new one.',
  storyFull: `This story already has ${MAX_CO_AUTHORS} co-authors, the most it can have.`,
  ownerOnly: 'Only the story’s owner can do that.',
  memberNotFound: 'That person is not a member of this story.',
  joinRateLimited: 'Too many join codes tried. Please wait a minute and try again.',
} as const;
export type StoryMemberMessageCode = keyof typeof STORY_MEMBER_MESSAGES;

export const joinCodeSchema = z
  .string()
  .max(40, 'A join code has 6 letters and digits.')
  .transform(normalizeJoinCode)
  .pipe(
    z
      .string()
      .length(JOIN_CODE_LENGTH, 'A join code has 6 letters and digits.')
      .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]+$`), STORY_MEMBER_MESSAGES.joinCodeInvalid),
  );

/** POST /api/stories/join */
export const joinStoryRequestSchema = z.strictObject({ code: joinCodeSchema });
export type JoinStoryRequest = z.input<typeof joinStoryRequestSchema>;
export const joinStoryResponseSchema = z.object({ storyId: z.string() });
export type JoinStoryResponse = z.infer<typeof joinStoryResponseSchema>;

/** POST and GET /api/stories/{id}/invites: the story's live join code. */
export const storyInviteSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type StoryInvite = z.infer<typeof storyInviteSchema>;
/**
 * What GET /api/stories/{id}/invites may tell the owner beside a null invite. Kept apart from
 * STORY_MEMBER_MESSAGES (the errors the web translates) until the Share menu shows it.
 */
export const STORY_INVITE_NOTICES = {
  joinCodeUnreadable:
    'This story’s join code can no longer be shown, because the server’s keys were changed. Make a new code.',
} as const;

/**
 * `notice` comes with a null invite when the live code was sealed under an earlier server secret:
 * it no longer works, and the owner makes a new one (docs/decisions/0062-join-codes-at-rest.md).
 */
export const currentInviteResponseSchema = z.object({
  invite: storyInviteSchema.nullable(),
  notice: z.object({ code: z.literal('joinCodeUnreadable'), message: z.string() }).optional(),
});
export type CurrentInviteResponse = z.infer<typeof currentInviteResponseSchema>;

/**
 * What one member did in the story's shared document (docs/product/group-work.md, "Activity"):
 * changes sent, words of script and canvas objects added, and when they last changed it (null
 * when never). Updated at each save of the document.
 */
export const memberActivitySchema = z.object({
  edits: z.number().int(),
  wordsAdded: z.number().int(),
  objectsAdded: z.number().int(),
  lastActiveAt: z.string().nullable(),
});
export type MemberActivity = z.infer<typeof memberActivitySchema>;
export const NO_ACTIVITY: MemberActivity = {
  edits: 0,
  wordsAdded: 0,
  objectsAdded: 0,
  lastActiveAt: null,
};

export const storyMemberSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  role: z.enum(['owner', 'co-author']),
  joinedAt: z.string(),
  activity: memberActivitySchema,
});
export type StoryMember = z.infer<typeof storyMemberSchema>;

/** GET /api/stories/{id}/members: the owner first, then co-authors in the order they joined. */
export const storyMembersResponseSchema = z.object({
  members: z.array(storyMemberSchema),
  maxCoAuthors: z.number(),
});
export type StoryMembersResponse = z.infer<typeof storyMembersResponseSchema>;

/** DELETE /api/stories/{id}/members/{userId} */
export const storyMemberParamsSchema = idParamSchema.extend({
  userId: z.string().min(1).max(100),
});

/** GET /api/collab/{storyId}: the story's shared document (a WebSocket). */
export const collabParamsSchema = z.strictObject({ storyId: z.string().min(1).max(100) });
