import type { Story, StorySummary } from '@dsb/core';
import { apiFetch } from '../../lib/http';

/** The list of the user's stories (TanStack Query key shared with anything that edits stories). */
export const storiesQueryKey = ['stories'] as const;

/** GET /api/stories: the user's stories, most recently updated first. */
export function fetchStories(): Promise<StorySummary[]> {
  return apiFetch<StorySummary[]>('/api/stories', {}, 'Failed to fetch stories');
}

/** PUT /api/stories/{id} with only the title; 409 (ApiError) when `version` is stale. */
export function renameStory(id: string, version: number, title: string): Promise<Story> {
  return apiFetch<Story>(
    `/api/stories/${encodeURIComponent(id)}`,
    { method: 'PUT', json: { version, title } },
    'Failed to update story',
  );
}

/** DELETE /api/stories/{id}. */
export function deleteStory(id: string): Promise<{ success: true }> {
  return apiFetch<{ success: true }>(
    `/api/stories/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
    'Failed to delete story',
  );
}
