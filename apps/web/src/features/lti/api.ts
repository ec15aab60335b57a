import {
  ltiDeepLinkRequestSchema,
  ltiNewTabResponseSchema,
  type LtiDeepLinkRequest,
} from '@dsb/core';
import { apiFetch } from '../../lib/http';
import { LTI_MESSAGES, PICKER_MESSAGES } from './messages';

const enc = encodeURIComponent;

export const ltiKeys = {
  deepLink: (requestId: string) => ['lti', 'deep-link', requestId] as const,
};

/** POST /api/lti/new-tab: a one-time address that opens `path` signed in at the top level. */
export async function newTabUrl(path: string): Promise<string> {
  const answer = await apiFetch<unknown>(
    '/api/lti/new-tab',
    { method: 'POST', json: { path } },
    LTI_MESSAGES.newTabFailed(),
  );
  return ltiNewTabResponseSchema.parse(answer).url;
}

/** GET /api/lti/deep-link/{id}: the course an instructor's picker adds a big question to. */
export async function fetchDeepLinkRequest(requestId: string): Promise<LtiDeepLinkRequest> {
  const answer = await apiFetch<unknown>(
    `/api/lti/deep-link/${enc(requestId)}`,
    {},
    PICKER_MESSAGES.requestFailed(),
  );
  return ltiDeepLinkRequestSchema.parse(answer);
}
