import type { MyNoticesResponse, RetentionPolicyResponse } from '@dsb/core';
import { apiFetch } from '../../lib/http';

export const retentionKeys = {
  policy: ['retention-policy'] as const,
  notices: ['me', 'notices'] as const,
};

/** GET /api/retention-policy: public, so the page works before anyone signs in. */
export function fetchRetentionPolicy(): Promise<RetentionPolicyResponse> {
  return apiFetch<RetentionPolicyResponse>('/api/retention-policy');
}

/** GET /api/me/notices: the signed-in person's data due to be deleted soon. */
export function fetchMyNotices(): Promise<MyNoticesResponse> {
  return apiFetch<MyNoticesResponse>('/api/me/notices');
}
