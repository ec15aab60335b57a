import type {
  CurrentUserResponse,
  Story,
  StoryCreate,
  StoryPatch,
  StoryPatchResult,
  StorySummary,
  StoryUpdate,
} from '@dsb/core';
import { ApiError, apiFetch } from '../../lib/http';

/**
 * Fallback messages (docs/product/stories.md); the server's `{error}` replaces them when it sent
 * one.
 */
export const STORY_API_MESSAGES = {
  create: 'Failed to create story',
  list: 'Failed to fetch stories',
  fetch: 'Failed to fetch story',
  update: 'Failed to update story',
  remove: 'Failed to delete story',
} as const;

const enc = encodeURIComponent;

export function createStory(input: StoryCreate): Promise<Story> {
  return apiFetch<Story>(
    '/api/stories',
    { method: 'POST', json: input },
    STORY_API_MESSAGES.create,
  );
}

export function listStories(): Promise<StorySummary[]> {
  return apiFetch<StorySummary[]>('/api/stories', {}, STORY_API_MESSAGES.list);
}

export function fetchStory(id: string): Promise<Story> {
  return apiFetch<Story>(`/api/stories/${enc(id)}`, {}, STORY_API_MESSAGES.fetch);
}

/**
 * Saves changes on top of `version`. A stale version answers 409; the newer server story is then
 * in the error's body (see `conflictStory`). `force: true` saves over it on purpose.
 */
export function updateStory(id: string, update: StoryUpdate): Promise<Story> {
  return apiFetch<Story>(
    `/api/stories/${enc(id)}`,
    { method: 'PUT', json: update, retryBusy: false }, // autosave backs off on its own
    STORY_API_MESSAGES.update,
  );
}

/**
 * Saves only what changed (autosave's call). Each part names what it was based on; a part changed
 * elsewhere meanwhile answers 409 with the current story, like `updateStory`.
 */
export function patchStory(
  id: string,
  patch: StoryPatch,
  options: { keepalive?: boolean } = {},
): Promise<StoryPatchResult> {
  return apiFetch<StoryPatchResult>(
    `/api/stories/${enc(id)}`,
    // Autosave backs off on its own; keepalive lets the save sent as the page closes finish.
    { method: 'PATCH', json: patch, retryBusy: false, keepalive: options.keepalive },
    STORY_API_MESSAGES.update,
  );
}

export async function deleteStory(id: string): Promise<void> {
  await apiFetch<unknown>(
    `/api/stories/${enc(id)}`,
    { method: 'DELETE' },
    STORY_API_MESSAGES.remove,
  );
}

/** The server's current story carried by a 409 answer, or null for any other error. */
export function conflictStory(error: unknown): Story | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== 'object' || !('story' in body)) return null;
  const story = (body as { story: unknown }).story;
  return story && typeof story === 'object' && '_id' in story ? (story as Story) : null;
}

/** Who is signed in (id and name), for naming this browser's copy and presence in a live story. */
export async function signedInUser(): Promise<{ id: string; name: string }> {
  const current = await apiFetch<CurrentUserResponse>('/auth/current-user', { cache: 'no-store' });
  const user = current.user;
  return { id: user?._id ?? 'signed-out', name: user?.displayName || user?.email || 'Someone' };
}
