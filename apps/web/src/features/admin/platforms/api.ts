import type { LtiPlatform, LtiPlatformInput, LtiRegistrationLink, LtiToolInfo } from '@dsb/core';
import { apiFetch } from '../../../lib/http';

/** Query keys of the Learning Platforms screen. */
export const platformKeys = {
  all: ['admin', 'lti'] as const,
  platforms: ['admin', 'lti', 'platforms'] as const,
  tool: ['admin', 'lti', 'tool'] as const,
};

export function fetchPlatforms(): Promise<LtiPlatform[]> {
  return apiFetch<LtiPlatform[]>('/api/admin/lti/platforms');
}

export function addPlatform(input: LtiPlatformInput): Promise<LtiPlatform> {
  return apiFetch<LtiPlatform>('/api/admin/lti/platforms', { method: 'POST', json: input });
}

export function removePlatform(id: string): Promise<unknown> {
  return apiFetch(`/api/admin/lti/platforms/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function fetchToolInfo(): Promise<LtiToolInfo> {
  return apiFetch<LtiToolInfo>('/api/admin/lti/tool');
}

/** Answers with the tool's details after the rotation (its keys, the new one current). */
export function rotateKeys(): Promise<unknown> {
  return apiFetch('/api/admin/lti/keys/rotate', { method: 'POST' });
}

export function makeRegistrationLink(): Promise<LtiRegistrationLink> {
  return apiFetch<LtiRegistrationLink>('/api/admin/lti/registration-links', { method: 'POST' });
}
