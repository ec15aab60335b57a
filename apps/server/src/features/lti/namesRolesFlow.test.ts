import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LTI_ROLES, type ClassViewResponse } from '@dsb/core';
import { linkRoster } from '../customLinks';
import { createLtiClass, type LtiClass } from './gradesTestSupport';
import { ltiResourceLinks, ltiUsers } from './tables';

let c: LtiClass;
beforeAll(async () => {
  c = await createLtiClass('geo-roster');
});
afterAll(() => c?.close());

const classView = async () =>
  (await c.as(c.teacher, 'GET', `/api/custom-links/${c.linkId}/class`)).json<ClassViewResponse>();
const syncedAt = async () =>
  (
    await c.app.db
      .select({ at: ltiResourceLinks.rosterSyncedAt })
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.id, c.resourceLinkId))
  )[0]?.at ?? null;
async function waitForSync(after: Date | null) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const at = await syncedAt();
    if (at && (!after || at > after)) return at;
    if (Date.now() > deadline) throw new Error('the roster was not synced');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

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
    await waitForSync(null);
    expect(c.services.memberPages).toBe(3);
    expect((await classView()).notStarted).toEqual(['Ana Learner', 'Ben Learner', 'Dee Learner']);
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

    const old = new Date(Date.now() - 11 * 60_000);
    await c.app.db
      .update(ltiResourceLinks)
      .set({ rosterSyncedAt: old })
      .where(eq(ltiResourceLinks.id, c.resourceLinkId));
    c.services.members.push({ user_id: 'l-5', roles: [LTI_ROLES.learner], name: 'Eve Late' });
    await classView();
    await waitForSync(old);
    expect((await classView()).notStarted).toContain('Eve Late');
  });
});
