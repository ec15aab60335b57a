import { appRoleOf, LTI_ROLES } from '@dsb/core';

/**
 * Names and Role Provisioning, the pure part (docs/product/lti.md, "Class roster from the
 * platform"): which members of a course are pupils of the class, and where the next page is.
 */

export const NRPS_MEDIA = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
/** A course bigger than this many pages (of the platform's own size) is read only this far. */
export const MAX_ROSTER_PAGES = 20;
/** The class view syncs the roster again when the last sync is older than this. */
export const ROSTER_STALE_MS = 10 * 60_000;

export type RosterMember = { sub: string; name: string | null; email: string | null };

type Member = {
  user_id?: unknown;
  status?: unknown;
  roles?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  email?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

const isLearner = (roles: string[]) =>
  roles.some((role) => role === LTI_ROLES.learner || role === 'Learner') &&
  appRoleOf(roles) === 'pupil';

/** The active learners of one page of a membership container (status defaults to Active). */
export function activeLearners(container: unknown): RosterMember[] {
  const members = (container as { members?: unknown } | null)?.members;
  if (!Array.isArray(members)) return [];
  const result: RosterMember[] = [];
  for (const member of members as Member[]) {
    const sub = text(member?.user_id);
    const roles = Array.isArray(member?.roles)
      ? member.roles.filter((r): r is string => typeof r === 'string')
      : [];
    const status = member?.status ?? 'Active';
    if (!sub || sub.length > 255 || status !== 'Active' || !isLearner(roles)) continue;
    const joined = [text(member.given_name), text(member.family_name)].filter(Boolean).join(' ');
    result.push({
      sub,
      name: (text(member.name) ?? joined) || null,
      email: text(member.email),
    });
  }
  return result;
}

/** The URL of the `rel="next"` entry of a Link header, resolved against the page's URL. */
export function nextPageUrl(link: string | undefined, pageUrl: string): string | null {
  if (!link) return null;
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2]!)?.[1]?.split(/\s+/) ?? [];
    if (rels.includes('next')) {
      try {
        return new URL(match[1]!, pageUrl).href;
      } catch {
        return null;
      }
    }
  }
  return null;
}
