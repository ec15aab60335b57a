import {
  currentInviteResponseSchema,
  joinStoryResponseSchema,
  storyInviteSchema,
  storyMembersResponseSchema,
  type StoryInvite,
  type StoryMembersResponse,
} from '@dsb/core';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../lib/http';
import { memberMessages } from './messages';
import { memberErrorText } from './model';

/** The membership calls of a group story (docs/product/group-work.md), with their messages. */
export const MEMBER_API_MESSAGES = memberMessages.api;

export const memberKeys = {
  all: ['story-members'] as const,
  members: (storyId: string) => ['story-members', storyId, 'members'] as const,
  invite: (storyId: string) => ['story-members', storyId, 'invite'] as const,
};

const enc = encodeURIComponent;

/** Calls the API; a failure carries the English text of the server's message code. */
async function call<T>(
  path: string,
  init: Parameters<typeof apiFetch>[1],
  fallback: string,
  schema?: z.ZodType<T>,
): Promise<T> {
  let data: unknown;
  try {
    data = await apiFetch<unknown>(path, init, fallback);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const text = memberErrorText(error.body, error.message, fallback);
    throw new ApiError(error.status, text, error.body, error.headers);
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(200, MEMBER_API_MESSAGES.invalidResponse(), data);
  return parsed.data;
}

export function fetchMembers(storyId: string): Promise<StoryMembersResponse> {
  return call(
    `/api/stories/${enc(storyId)}/members`,
    {},
    MEMBER_API_MESSAGES.members(),
    storyMembersResponseSchema,
  );
}

/**
 * The story's live join code, or null when there is none (owner only). `unreadable`: the code
 * made before the server's keys changed could not be shown and no longer works (the server has
 * dropped it), so the owner is told why they must make a new one.
 */
export type CurrentInvite = { invite: StoryInvite | null; unreadable: boolean };

export async function fetchInvite(storyId: string): Promise<CurrentInvite> {
  const { invite, notice } = await call(
    `/api/stories/${enc(storyId)}/invites`,
    {},
    MEMBER_API_MESSAGES.invite(),
    currentInviteResponseSchema,
  );
  return { invite, unreadable: notice?.code === 'joinCodeUnreadable' };
}

/** A new join code; the old one stops working. */
export function createInvite(storyId: string): Promise<StoryInvite> {
  return call(
    `/api/stories/${enc(storyId)}/invites`,
    { method: 'POST' },
    MEMBER_API_MESSAGES.createInvite(),
    storyInviteSchema,
  );
}

export async function revokeInvite(storyId: string): Promise<void> {
  await call(
    `/api/stories/${enc(storyId)}/invites`,
    { method: 'DELETE' },
    MEMBER_API_MESSAGES.revokeInvite(),
  );
}

/** Joins the story a code belongs to; resolves to its id. */
export async function joinStory(code: string): Promise<string> {
  const { storyId } = await call(
    '/api/stories/join',
    { method: 'POST', json: { code } },
    MEMBER_API_MESSAGES.join(),
    joinStoryResponseSchema,
  );
  return storyId;
}

/** Removes a member (the owner), or the caller themself (leaving). */
export async function removeMember(storyId: string, userId: string, leaving = false) {
  await call(
    `/api/stories/${enc(storyId)}/members/${enc(userId)}`,
    { method: 'DELETE' },
    leaving ? MEMBER_API_MESSAGES.leave() : MEMBER_API_MESSAGES.remove(),
  );
}
