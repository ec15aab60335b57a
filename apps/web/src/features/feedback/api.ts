import type {
  BankComment,
  CreateCommentRequest,
  FeedbackComment,
  HandInRequest,
  HandInResponse,
  HandinDetail,
  HandinSummary,
  RubricScores,
  StoryFeedback,
  UpdateCommentRequest,
} from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { feedbackMessages } from './messages';

/**
 * Every call of teacher feedback (docs/product/feedback.md): hand-ins, comments, scores, the
 * comment bank, rubrics and the markbook CSV. A failure throws ApiError with the server's own
 * message (its `error`) and, in `body.code`, the message's key; the fallbacks below are for
 * failures that carry none (the network).
 */
/** The fallbacks in the interface language; each is a function called when the call is made. */
export const FEEDBACK_API_MESSAGES = feedbackMessages.api;

/** React Query keys: invalidating `all` refreshes every feedback view. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  story: (storyId: string) => ['feedback', 'story', storyId] as const,
  handin: (handinId: string) => ['feedback', 'handin', handinId] as const,
  bank: (q: string) => ['feedback', 'bank', q] as const,
};

const enc = encodeURIComponent;
const M = FEEDBACK_API_MESSAGES;

// ---- The pupil's side: hand in, and read the returned feedback.

/** POST /api/stories/{id}/handins: hands the story in (400 notFromClassLink, 409 alreadyWaiting). */
export function handIn(storyId: string, body: HandInRequest): Promise<HandInResponse> {
  return apiFetch(
    `/api/stories/${enc(storyId)}/handins`,
    { method: 'POST', json: body },
    M.handIn(),
  );
}

/** GET /api/stories/{id}/feedback: the latest hand-in and the latest returned one's comments. */
export function fetchStoryFeedback(storyId: string): Promise<StoryFeedback> {
  return apiFetch(`/api/stories/${enc(storyId)}/feedback`, { cache: 'no-store' }, M.feedback());
}

/** GET /api/handins/{handinId}: the snapshot (its authors see comments once it is returned). */
export function fetchHandin(handinId: string): Promise<HandinDetail> {
  return apiFetch(`/api/handins/${enc(handinId)}`, { cache: 'no-store' }, M.handin());
}

// ---- Comments (the teacher's; a pupil's reply is one with `replyTo`).

export function createComment(
  handinId: string,
  body: CreateCommentRequest,
): Promise<FeedbackComment> {
  return apiFetch(
    `/api/handins/${enc(handinId)}/comments`,
    { method: 'POST', json: body },
    M.comment(),
  );
}

/** Edits the text (its author; the old text goes to history) or marks it done (the pupils). */
export function updateComment(
  handinId: string,
  commentId: string,
  body: UpdateCommentRequest,
): Promise<FeedbackComment> {
  return apiFetch(
    `/api/handins/${enc(handinId)}/comments/${enc(commentId)}`,
    { method: 'PATCH', json: body },
    M.comment(),
  );
}

export async function deleteComment(handinId: string, commentId: string): Promise<void> {
  await apiFetch<unknown>(
    `/api/handins/${enc(handinId)}/comments/${enc(commentId)}`,
    { method: 'DELETE' },
    M.deleteComment(),
  );
}

// ---- The teacher's review: scores, return, approval.

/** PUT /api/handins/{handinId}/scores: the chosen level's index per criterion id. */
export function saveScores(
  handinId: string,
  levels: Record<string, number>,
): Promise<RubricScores> {
  return apiFetch(
    `/api/handins/${enc(handinId)}/scores`,
    { method: 'PUT', json: { levels } },
    M.scores(),
  );
}

export function returnHandin(
  handinId: string,
  body: { approve?: boolean } = {},
): Promise<HandinSummary> {
  return apiFetch(
    `/api/handins/${enc(handinId)}/return`,
    { method: 'POST', json: body },
    M.returnHandin(),
  );
}

export function approveHandin(handinId: string): Promise<HandinSummary> {
  return apiFetch(
    `/api/handins/${enc(handinId)}/approve`,
    { method: 'POST', json: {} },
    M.approve(),
  );
}

// ---- The teacher's comment bank.

export function fetchBank(q = ''): Promise<BankComment[]> {
  const query = q.trim() ? `?q=${enc(q.trim())}` : '';
  return apiFetch(`/api/comment-bank${query}`, { cache: 'no-store' }, M.bank());
}

export function addBankComment(text: string): Promise<BankComment> {
  return apiFetch('/api/comment-bank', { method: 'POST', json: { text } }, M.bankSave());
}

export function updateBankComment(id: string, text: string): Promise<BankComment> {
  return apiFetch(
    `/api/comment-bank/${enc(id)}`,
    { method: 'PATCH', json: { text } },
    M.bankSave(),
  );
}

export async function deleteBankComment(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/comment-bank/${enc(id)}`, { method: 'DELETE' }, M.bankSave());
}

// Rubrics have their own client (features/rubrics/api.ts) and the markbook CSV's address is the
// class view's (features/customLinks/api.ts).
