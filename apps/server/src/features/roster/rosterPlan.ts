import { createHash } from 'node:crypto';
import {
  MAX_LINK_NAME_LENGTH,
  MAX_ROOM_LENGTH,
  MAX_TRACKING_ID_LENGTH,
  ROSTER_PLAN_ITEMS,
  cleanText,
  type RosterAction,
  type RosterPlan,
  type RosterProblem,
} from '@dsb/core';
import { ROSTER_MESSAGES } from './messages';
import type { ParsedRoster, RosterUser } from './oneRosterCsv';

/**
 * What importing a parsed bundle would do, decided against what the database holds now
 * (docs/product/roster-import.md). Pure: the state comes in, the plan and the rows to write go
 * out, so the same bundle twice plans nothing to write.
 */

export type KnownUser = { id: string; email: string; displayName: string };
export type KnownLink = {
  id: string;
  ownerId: string;
  name: string;
  room: string | null;
  trackingId: string;
};

export type RosterState = {
  /** Users imported before (roster_sources 'user' whose user still exists), by sourcedId. */
  mappedUsers: Map<string, KnownUser>;
  /** The sourcedId each imported user came from, by users.id. */
  sourceOfUser: Map<string, string>;
  /** Existing users with one of the bundle's e-mail addresses. */
  usersByEmail: Map<string, KnownUser>;
  /** Existing users whose uid is `oneroster:<sourcedId>` for one of the bundle's users. */
  usersByUid: Map<string, KnownUser>;
  /** Class links imported before (roster_sources 'class' whose link still exists), by sourcedId. */
  mappedClasses: Map<string, KnownLink>;
  /** `${linkId} ${userId}` of the link_roster rows of those links. */
  rosterRows: Set<string>;
  /** Every tracking id in use, lowercased. */
  trackingIds: Set<string>;
};

export type RosterChanges = {
  newUsers: Array<{ id: string; uid: string; email: string; displayName: string }>;
  userUpdates: Array<{ id: string; email: string; displayName: string }>;
  userSources: Array<{ sourcedId: string; localId: string }>;
  newLinks: Array<KnownLink>;
  linkUpdates: Array<Omit<KnownLink, 'trackingId'>>;
  classSources: Array<{ sourcedId: string; localId: string }>;
  rosterRows: Array<{ linkId: string; userId: string }>;
};

export type RosterOptions = { adminId: string; newId: () => string };

export const rosterUid = (sourcedId: string) => `oneroster:${sourcedId}`;

/** The address of a user the roster gives none: unique per sourcedId, never deliverable. */
export function syntheticEmail(sourcedId: string): string {
  const slug = sourcedId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const hash = createHash('sha256').update(sourcedId).digest('hex').slice(0, 10);
  return `oneroster-${slug.slice(0, 40)}${slug ? '-' : ''}${hash}@roster.invalid`;
}

/** A tracking id from a class code: letters, digits and hyphens, unique whatever its case. */
export function uniqueTrackingId(source: string, taken: Set<string>): string {
  const base =
    source
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_TRACKING_ID_LENGTH)
      .replace(/-+$/, '') || 'class';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = `-${n}`;
    candidate = `${base.slice(0, MAX_TRACKING_ID_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

const cut = (text: string, max: number) => cleanText(text).slice(0, max).trim();

type Item = RosterPlan['items'][number];
const emptyCounts = () => ({ create: 0, change: 0, unchanged: 0 });
const ORDER: Record<RosterAction, number> = { create: 0, change: 1, unchanged: 2 };

export function planRoster(
  parsed: ParsedRoster,
  state: RosterState,
  options: RosterOptions,
): { plan: RosterPlan; changes: RosterChanges } {
  const problems: RosterProblem[] = [...parsed.problems];
  const changes: RosterChanges = {
    newUsers: [],
    userUpdates: [],
    userSources: [],
    newLinks: [],
    linkUpdates: [],
    classSources: [],
    rosterRows: [],
  };
  const plan: RosterPlan = {
    applied: false,
    users: emptyCounts(),
    classes: emptyCounts(),
    enrollments: emptyCounts(),
    items: [],
    problems,
  };
  const items: Item[] = [];
  const note = (kind: Item['kind'], sourcedId: string, label: string, action: RosterAction) => {
    const counts =
      kind === 'user' ? plan.users : kind === 'class' ? plan.classes : plan.enrollments;
    counts[action] += 1;
    items.push({ kind, sourcedId, label, action });
  };

  const userIds = new Map<string, string>();
  const names = new Map<string, string>();
  const claimed = new Set<string>();
  for (const user of parsed.users) {
    names.set(user.sourcedId, user.displayName);
    if (user.skipped) {
      note('user', user.sourcedId, user.displayName, 'unchanged');
      continue;
    }
    const action = planUser(user, state, options, changes, problems, userIds, claimed);
    if (action) note('user', user.sourcedId, user.displayName, action);
  }

  const owners = firstTeachers(parsed, userIds);
  const linkIds = new Map<string, string>();
  const titles = new Map<string, string>();
  const taken = new Set(state.trackingIds);
  for (const klass of parsed.classes) {
    titles.set(klass.sourcedId, klass.title);
    if (klass.skipped) {
      note('class', klass.sourcedId, klass.title, 'unchanged');
      continue;
    }
    const name = cut(klass.title, MAX_LINK_NAME_LENGTH);
    const room = cut(klass.title, MAX_ROOM_LENGTH) || null;
    const known = state.mappedClasses.get(klass.sourcedId);
    if (known) {
      linkIds.set(klass.sourcedId, known.id);
      const ownerId = owners.get(klass.sourcedId) ?? known.ownerId;
      const same = known.name === name && known.room === room && known.ownerId === ownerId;
      if (!same) changes.linkUpdates.push({ id: known.id, ownerId, name, room });
      note('class', klass.sourcedId, klass.title, same ? 'unchanged' : 'change');
      continue;
    }
    const link: KnownLink = {
      id: options.newId(),
      ownerId: owners.get(klass.sourcedId) ?? options.adminId,
      name,
      room,
      trackingId: uniqueTrackingId(klass.classCode ?? klass.title, taken),
    };
    linkIds.set(klass.sourcedId, link.id);
    changes.newLinks.push(link);
    changes.classSources.push({ sourcedId: klass.sourcedId, localId: link.id });
    note('class', klass.sourcedId, klass.title, 'create');
  }

  const planned = new Set(state.rosterRows);
  for (const enrollment of parsed.enrollments) {
    const label = ROSTER_MESSAGES.enrollmentLabel(
      names.get(enrollment.userSourcedId) ?? enrollment.userSourcedId,
      titles.get(enrollment.classSourcedId) ?? enrollment.classSourcedId,
    );
    const linkId = linkIds.get(enrollment.classSourcedId);
    const userId = userIds.get(enrollment.userSourcedId);
    const key = `${linkId} ${userId}`;
    // Teachers' enrollments choose the owner; other roles are not pupils of the link.
    if (
      enrollment.skipped ||
      enrollment.role !== 'student' ||
      !linkId ||
      !userId ||
      planned.has(key)
    ) {
      note('enrollment', enrollment.sourcedId, label, 'unchanged');
      continue;
    }
    planned.add(key);
    changes.rosterRows.push({ linkId, userId });
    note('enrollment', enrollment.sourcedId, label, 'create');
  }

  plan.items = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => ORDER[a.item.action] - ORDER[b.item.action] || a.index - b.index)
    .slice(0, ROSTER_PLAN_ITEMS)
    .map(({ item }) => item);
  return { plan, changes };
}

/** One user: its app account (mapped, matched by e-mail or uid, or new); null on a problem. */
function planUser(
  user: RosterUser,
  state: RosterState,
  options: RosterOptions,
  changes: RosterChanges,
  problems: RosterProblem[],
  userIds: Map<string, string>,
  claimed: Set<string>,
): RosterAction | null {
  const problem = (message: string) => {
    problems.push({ file: 'users.csv', line: user.line, message });
    return null;
  };
  const mapped = state.mappedUsers.get(user.sourcedId);
  const match =
    mapped ??
    (user.email && state.usersByEmail.get(user.email)) ??
    state.usersByUid.get(rosterUid(user.sourcedId));
  if (!match) {
    const id = options.newId();
    const email = user.email ?? syntheticEmail(user.sourcedId);
    changes.newUsers.push({
      id,
      uid: rosterUid(user.sourcedId),
      email,
      displayName: user.displayName,
    });
    changes.userSources.push({ sourcedId: user.sourcedId, localId: id });
    userIds.set(user.sourcedId, id);
    return 'create';
  }
  const importedAs = state.sourceOfUser.get(match.id);
  if (claimed.has(match.id) || (!mapped && importedAs && importedAs !== user.sourcedId)) {
    return problem(ROSTER_MESSAGES.accountImportedAs(match.email, importedAs ?? user.sourcedId));
  }
  // Without an address in the roster, the one the account has stays.
  const email = user.email ?? match.email;
  const holder = state.usersByEmail.get(email);
  if (holder && holder.id !== match.id)
    return problem(ROSTER_MESSAGES.emailOfAnotherAccount(email));
  claimed.add(match.id);
  userIds.set(user.sourcedId, match.id);
  if (!mapped) changes.userSources.push({ sourcedId: user.sourcedId, localId: match.id });
  const same = match.email === email && match.displayName === user.displayName;
  if (!same) changes.userUpdates.push({ id: match.id, email, displayName: user.displayName });
  return mapped && same ? 'unchanged' : 'change';
}

/** Each class's owner: its first teacher, primary ones first, as a users.id. */
function firstTeachers(parsed: ParsedRoster, userIds: Map<string, string>): Map<string, string> {
  const teachers = parsed.enrollments
    .filter((e) => !e.skipped && e.role === 'teacher' && userIds.has(e.userSourcedId))
    .sort((a, b) => Number(b.primary) - Number(a.primary) || a.line - b.line);
  const owners = new Map<string, string>();
  for (const e of teachers) {
    if (!owners.has(e.classSourcedId)) owners.set(e.classSourcedId, userIds.get(e.userSourcedId)!);
  }
  return owners;
}
