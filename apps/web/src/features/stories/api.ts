import type { CurrentUserResponse, Story, StoryCreate, StorySummary, StoryUpdate } from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { storyMessages } from './messages';

/**
 * Fallback messages (docs/product/stories.md); the server's `{error}` replaces them when it sent
 * one.
 */
export const STORY_API_MESSAGES = {
  get create() {
    return storyMessages.api.create();
  },
  get list() {
    return storyMessages.api.list();
  },
  get fetch() {
    return storyMessages.api.fetch();
  },
  get update() {
    return storyMessages.api.update();
  },
  get remove() {
    return storyMessages.api.remove();
  },
};

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
 * Saves fields of a story on top of `version` (My Data Stories' rename; the editor saves through
 * the story's shared document). A stale version answers 409.
 */
export function updateStory(id: string, update: StoryUpdate): Promise<Story> {
  return apiFetch<Story>(
    `/api/stories/${enc(id)}`,
    { method: 'PUT', json: update },
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

/** Who is signed in (id and name), for naming this browser's copy and presence in a live story. */
export async function signedInUser(): Promise<{ id: string; name: string }> {
  const current = await apiFetch<CurrentUserResponse>('/auth/current-user', { cache: 'no-store' });
  const user = current.user;
  return { id: user?._id ?? 'signed-out', name: user?.displayName || user?.email || 'Someone' };
}
