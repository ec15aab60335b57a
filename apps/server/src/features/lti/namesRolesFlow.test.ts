import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LTI_ROLES, type ClassViewResponse } from '@dsb/core';
import { linkRoster } from '../customLinks';
import { createLtiClass, type LtiClass } from './gradesTestSupport';
import { launchAs } from './ltiTestSupport';
import { ltiResourceLinks, ltiUsers } from './tables';
import { users } from '../../platform/auth/tables';

let c: LtiClass;
beforeAll(async () => {
  c = await createLtiClass('geo-roster');
});
afterAll(() => c?.close());

const classView = async () =>
  (await c.as(c.teacher, 'GET', `/api/custom-links/${c.linkId}/class`)).json<ClassViewResponse>();
/** Waits until the class view's "not started" list satisfies `until`. */
async function waitForNotStarted(until: (names: string[]) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = (await classView()).notStarted;
    if (until(names)) return names;
    if (Date.now() > deadline) throw new Error(`not started: ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const setSyncedAt = (at: Date) =>
  c.app.db
    .update(ltiResourceLinks)
    .set({ rosterSyncedAt: at })
    .where(eq(ltiResourceLinks.id, c.resourceLinkId));

/** The names on the class link's roster (without opening the class view, which syncs too). */
const rosterNames = async () =>
  (
    await c.app.db
      .select({ name: users.displayName })
      .from(linkRoster)
      .innerJoin(users, eq(users.id, linkRoster.userId))
      .where(eq(linkRoster.linkId, c.linkId))
  ).map((row) => row.name);

describe('the class roster from the platform (Names and Role Provisioning)', () => {
  it('opening the class view syncs the course’s active learners, page by page, into "not started"', async () => {
    c.services.members = [
      { user_id: 'l-1', roles: [LTI_ROLES.learner], name: 'Ana Learner', status: 'Active' },
      { user_id: 't-1', roles: [LTI_ROLES.instructor], name: 'Grace Teacher' },
      { user_id: 'l-2', roles: ['Learner'], name: 'Ben Learner' },
      { user_id: 'l-3', roles: [LTI_ROLES.learner], name: 'Cy Gone', status: 'Inactive' },
      { user_id: 'l-4', roles: [LTI_ROLES.learner], name: 'Dee Learner', email: 'dee@s.example' },
    ];
    expect((await classView()).notStarted).toEqual([]);
    expect(await waitForNotStarted((names) => names.length === 3)).toEqual([
      'Ana Learner',
      'Ben Learner',
      'Dee Learner',
    ]);
    expect(c.services.memberPages).toBe(3);
    const rows = await c.app.db.select().from(linkRoster).where(eq(linkRoster.linkId, c.linkId));
    expect(rows.map((r) => r.source)).toEqual(['lti', 'lti', 'lti']);
    const subs = await c.app.db.select({ sub: ltiUsers.sub }).from(ltiUsers);
    expect(subs.map((s) => s.sub).sort()).toEqual(['l-1', 'l-2', 'l-4']);
  });

  it('syncs again only when the last sync is older than ten minutes', async () => {
    const pages = c.services.memberPages;
    await classView();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(c.services.memberPages).toBe(pages);

    await setSyncedAt(new Date(Date.now() - 11 * 60_000));
    c.services.members.push({ user_id: 'l-5', roles: [LTI_ROLES.learner], name: 'Eve Late' });
    await waitForNotStarted((names) => names.includes('Eve Late'));
  });

  it("an instructor's launch syncs the roster at once, however recent the last sync", async () => {
    await setSyncedAt(new Date());
    c.services.members.push({ user_id: 'l-6', roles: [LTI_ROLES.learner], name: 'Fay New' });
    const launch = await launchAs(c, 'instructor-1', c.platform.claims.instructor());
    expect(launch.statusCode, launch.body).toBe(303);
    expect(String(launch.headers.location)).toMatch(new RegExp(`^/links/${c.linkId}/class#`));
    const deadline = Date.now() + 10_000;
    while (!(await rosterNames()).includes('Fay New')) {
      if (Date.now() > deadline) throw new Error('the launch did not sync the roster');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
