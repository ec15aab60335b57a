import type {
  ClassStoryDetail,
  ClassViewResponse,
  CustomLink,
  CustomLinkInput,
  Prompt,
} from '@dsb/core';
import { ApiError, apiFetch } from '../../lib/http';
import { LINK_API_MESSAGES as M } from './messages';

/** Custom-link calls and the class view (docs/product/custom-links.md). */
export const linkKeys = {
  all: ['custom-links'] as const,
  list: () => ['custom-links', 'list'] as const,
  classView: (id: string) => ['custom-links', 'class', id] as const,
  classStory: (id: string, storyId: string) => ['custom-links', 'class', id, storyId] as const,
  allPrompts: () => ['custom-links', 'all-prompts'] as const,
  promptSearch: (query: string) => ['custom-links', 'prompt-search', query] as const,
};

const enc = encodeURIComponent;

const hasServerMessage = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string';

export async function fetchLinks(): Promise<CustomLink[]> {
  const data = await apiFetch<unknown>('/api/custom-links', {}, M.list());
  if (!Array.isArray(data)) throw new ApiError(200, M.invalidResponse({ status: 200 }));
  return data as CustomLink[];
}

/** Whether any user's link already has this tracking id (case-insensitive on the server). */
export async function trackingIdExists(trackingId: string): Promise<boolean> {
  const data = await apiFetch<{ exists?: unknown }>(
    `/api/custom-links/check-id?trackingId=${enc(trackingId)}`,
  );
  if (typeof data?.exists !== 'boolean') throw new Error('Invalid check-id response');
  return data.exists;
}

export async function createLink(input: CustomLinkInput): Promise<CustomLink> {
  try {
    return await apiFetch<CustomLink>('/api/custom-links', { method: 'POST', json: input });
  } catch (error) {
    // The server's own message when it sent one; the status message otherwise.
    if (error instanceof ApiError && !hasServerMessage(error.body))
      throw new ApiError(error.status, M.create({ status: error.status }), error.body);
    throw error;
  }
}

export function updateLink(id: string, input: CustomLinkInput): Promise<CustomLink> {
  return apiFetch<CustomLink>(
    `/api/custom-links/${enc(id)}`,
    { method: 'PUT', json: input },
    M.update(),
  );
}

export function deleteLink(id: string): Promise<unknown> {
  return apiFetch(`/api/custom-links/${enc(id)}`, { method: 'DELETE' }, M.delete());
}

export { openLink, recordUserTracking } from './arrivalApi';

export function fetchClassView(id: string): Promise<ClassViewResponse> {
  return apiFetch<ClassViewResponse>(`/api/custom-links/${enc(id)}/class`, {}, M.classView());
}

export function fetchClassStory(id: string, storyId: string): Promise<ClassStoryDetail> {
  return apiFetch<ClassStoryDetail>(
    `/api/custom-links/${enc(id)}/class/stories/${enc(storyId)}`,
    {},
    M.classStory(),
  );
}

/** Sends a grade the learning platform refused once more (its tries start over). */
export function retryGrade(id: string, storyId: string): Promise<{ gradeStatus: string }> {
  return apiFetch(
    `/api/custom-links/${enc(id)}/class/stories/${enc(storyId)}/grade/retry`,
    { method: 'POST' },
    M.gradeRetry(),
  );
}

export const classCsvUrl = (id: string) => `/api/custom-links/${enc(id)}/class.csv`;

/** The markbook: each story's status and rubric scores (docs/product/feedback.md). */
export const scoresCsvUrl = (id: string) => `/api/custom-links/${enc(id)}/scores.csv`;

/** Every prompt, for the link form's dropdown (GET /api/prompts without paging is the whole list). */
export async function fetchAllPrompts(): Promise<Prompt[]> {
  const data = await apiFetch<unknown>('/api/prompts', {}, M.prompts());
  if (!Array.isArray(data)) throw new ApiError(200, M.invalidResponse({ status: 200 }));
  return data as Prompt[];
}

export async function searchPromptsForLink(query: string): Promise<Prompt[]> {
  const data = await apiFetch<unknown>(
    `/api/prompts/search?query=${enc(query)}&type=text`,
    {},
    M.search(),
  );
  if (!Array.isArray(data)) throw new ApiError(200, M.searchInvalid());
  return data as Prompt[];
}
