import type { OpenLinkResponse, UpdateUserTracking } from '@dsb/core';
import { apiFetch } from '../../lib/http';

// A pupil's arrival through a class link, on the first page: apart from api.ts, whose messages
// (the Custom Links screen's catalogue) the first page does not load (docs/performance.md).

/** A share URL being opened (public): what it starts the pupil on; counts one opening. */
export function openLink(trackingId: string): Promise<OpenLinkResponse> {
  return apiFetch<OpenLinkResponse>('/api/custom-links/open', {
    method: 'POST',
    json: { trackingId },
  });
}

/** After sign-in: the class link this browser arrived through goes on the user record. */
export function recordUserTracking(trackingId: string): Promise<{ trackingId: string }> {
  return apiFetch<{ trackingId: string }>('/auth/update-user-tracking', {
    method: 'POST',
    json: { trackingId } satisfies UpdateUserTracking,
  });
}
