import {
  JOIN_CODE_LENGTH,
  STORY_MEMBER_MESSAGES,
  normalizeJoinCode,
  type StoryMember,
  type StoryMemberMessageCode,
} from '@dsb/core';
import { serverText as inReaderLanguage } from '../../lib/serverText/serverText';
import { dateLocale, memberMessages } from './messages';

/** Group stories in the web app: pure helpers of the invite and member screens (docs/product/group-work.md). */

/** A join code in two groups of three, easy to read aloud or off a board: 'ACE FGH'. */
export function spacedJoinCode(code: string): string {
  const clean = normalizeJoinCode(code);
  const half = Math.ceil(clean.length / 2);
  return clean.length > 3 ? `${clean.slice(0, half)} ${clean.slice(half)}` : clean;
}

/** 'Valid until 4 Dec' (with the year when it is not this year's); '' when unreadable. */
export function validUntilLabel(iso: string, now = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return memberMessages.validUntil({ date: shortDay(date, now, timeZone) });
}

/** '4 Dec', with the year when it is not this year's. */
export function shortDay(date: Date, now: Date, timeZone?: string): string {
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(dateLocale(), {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** '2 of 5 co-authors' (the owner is not counted). */
export function coAuthorCountLabel(coAuthors: number, max: number): string {
  return memberMessages.coAuthorCount({ count: coAuthors, max });
}

/** The signed-in user's part in the story, or null when they are not in its member list. */
export function roleOf(
  members: readonly Pick<StoryMember, 'userId' | 'role'>[] | undefined,
  userId: string | undefined,
): StoryMember['role'] | null {
  if (!members || !userId) return null;
  return members.find((member) => member.userId === userId)?.role ?? null;
}

/** What a typed code still lacks before it is worth sending, or null when it looks complete. */
export function joinCodeProblem(typed: string): string | null {
  const code = normalizeJoinCode(typed);
  if (code.length === 0) return memberMessages.joinCodeEmpty();
  if (code.length !== JOIN_CODE_LENGTH)
    return memberMessages.joinCodeLength({ length: JOIN_CODE_LENGTH });
  return null;
}

/**
 * The text for a failed membership call: the English message of the server's stable `code`
 * (so it can later be translated), else the server's own text, else the fallback.
 */
export function memberErrorText(
  body: unknown,
  serverText: string | null,
  fallback: string,
): string {
  const code =
    body && typeof body === 'object' && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  if (code && code in STORY_MEMBER_MESSAGES)
    return inReaderLanguage(STORY_MEMBER_MESSAGES[code as StoryMemberMessageCode]);
  return serverText ?? fallback;
}

/** A co-authored story's small label in My Data Stories: 'Group story · Ana’s'. */
export function groupStoryLabel(ownerName: string): string {
  const name = ownerName.trim();
  if (!name) return memberMessages.groupStory();
  return /s$/i.test(name)
    ? memberMessages.groupStoryOfS({ name })
    : memberMessages.groupStoryOf({ name });
}

/** The menu item and button that open the group: what the user can do there. */
export function groupItemLabel(role: StoryMember['role'] | null): string {
  if (role === 'owner') return memberMessages.groupItem.owner();
  if (role === 'co-author') return memberMessages.groupItem.coAuthor();
  return memberMessages.groupItem.none();
}

/** The address that opens Join a group story with the code filled in (the pupil still presses Join). */
export function joinLink(origin: string, code: string): string {
  return `${origin}/?menu=stories&join=${encodeURIComponent(normalizeJoinCode(code))}`;
}
