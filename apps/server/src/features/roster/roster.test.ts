import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import { MAX_ROSTER_BUNDLE_BYTES, type ClassViewResponse, type RosterPlan } from '@dsb/core';
import { users } from '../../platform/auth/tables';
import { customLinks, linkRoster } from '../customLinks';
import {
  TEST_ORIGIN,
  callAs,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { ROSTER_MESSAGES } from './messages';
import { schoolBundle, zipBundle, type TestBundle } from './rosterTestSupport';
import { rosterSources } from './tables';

let app: TestApp;
let admin: string;
let teacher: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin'); // the test admin
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
});
afterAll(() => app?.close());

const send = (
  step: 'preview' | 'import',
  body: Buffer | string,
  cookie = admin,
  type = 'application/zip',
) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/roster/${step}`,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': type },
    payload: body,
  });

async function plan(step: 'preview' | 'import', bundle: TestBundle): Promise<RosterPlan> {
  const response = await send(step, await zipBundle(bundle));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RosterPlan>();
}

/** Everything an import writes, to show that another import wrote nothing. */
async function snapshot() {
  return {
    users: await app.db
      .select({ id: users.id, name: users.displayName, email: users.email, at: users.updatedAt })
      .from(users)
      .orderBy(asc(users.id)),
    links: await app.db.select().from(customLinks).orderBy(asc(customLinks.id)),
    roster: await app.db.select().from(linkRoster).orderBy(asc(linkRoster.userId)),
    sources: await app.db.select().from(rosterSources).orderBy(asc(rosterSources.sourcedId)),
  };
}

const counts = (p: RosterPlan) => [p.users, p.classes, p.enrollments];

describe('roster import from a OneRoster CSV bundle', () => {
  it('previews the counts and writes nothing', async () => {
    const before = await snapshot();
    const preview = await plan('preview', schoolBundle());
    expect(preview.applied).toBe(false);
    expect(preview.problems).toEqual([]);
    expect(counts(preview)).toEqual([
      { create: 2, change: 1, unchanged: 1 },
      { create: 2, change: 0, unchanged: 0 },
      { create: 3, change: 0, unchanged: 2 },
    ]);
    expect(preview.items).toContainEqual({
      kind: 'enrollment',
      sourcedId: 'e2',
      label: 'Ada Lovelace in Year 9 Maths',
      action: 'create',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('imports accounts, class links owned by the first teacher and their rosters', async () => {
    const result = await plan('import', schoolBundle());
    expect(result.applied).toBe(true);
    expect(counts(result)[0]).toEqual({ create: 2, change: 1, unchanged: 1 });

    const imported = await app.db
      .select({
        uid: users.uid,
        email: users.email,
        name: users.displayName,
        hash: users.passwordHash,
      })
      .from(users)
      .where(like(users.uid, 'oneroster:%'))
      .orderBy(asc(users.uid));
    expect(imported).toEqual([
      { uid: 'oneroster:s1', email: 'ada@school.example', name: 'Ada Lovelace', hash: null },
      {
        uid: 'oneroster:s2',
        email: expect.stringMatching(/^oneroster-s2-[0-9a-f]{10}@roster\.invalid$/),
        name: 'Alan Turing',
        hash: null,
      },
    ]);
    // The teacher's own account (same e-mail) was used, with the roster's name.
    const [teacherRow] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'teacher@school.example'));
    expect(teacherRow!.displayName).toBe('Maria Rivera');
    const [adminRow] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@example.com'));

    const links = await app.db.select().from(customLinks).orderBy(asc(customLinks.name));
    expect(links.map((l) => [l.name, l.room, l.trackingId, l.promptId, l.ownerId])).toEqual([
      ['Art club', 'Art club', 'Art-club', null, adminRow!.id],
      ['Year 9 Maths', 'Year 9 Maths', '9MA-1', null, teacherRow!.id],
    ]);
    const roster = await app.db.select().from(linkRoster);
    expect(roster).toHaveLength(3);
    expect(roster.every((row) => row.source === 'oneroster')).toBe(true);
  });

  it("lists the roster's pupils as not started in the teacher's class view", async () => {
    const [link] = await app.db
      .select()
      .from(customLinks)
      .where(eq(customLinks.trackingId, '9MA-1'));
    const response = await callAs(app, 'GET', `/api/custom-links/${link!.id}/class`, teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ClassViewResponse>().notStarted).toEqual(['Ada Lovelace', 'Alan Turing']);
  });

  it('changes nothing when the same bundle is imported again', async () => {
    const before = await snapshot();
    const again = await plan('import', schoolBundle());
    expect(again.applied).toBe(true);
    expect(counts(again)).toEqual([
      { create: 0, change: 0, unchanged: 4 },
      { create: 0, change: 0, unchanged: 2 },
      { create: 0, change: 0, unchanged: 5 },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('shows a changed name as a change and imports it', async () => {
    const bundle = schoolBundle();
    bundle['users.csv'][2] = 's1,,,true,org1,student,ada,,Ada,King,,,ada@school.example';
    const preview = await plan('preview', bundle);
    expect(counts(preview)[0]).toEqual({ create: 0, change: 1, unchanged: 3 });
    expect(preview.items[0]).toEqual({
      kind: 'user',
      sourcedId: 's1',
      label: 'Ada King',
      action: 'change',
    });
    await plan('import', bundle);
    const [ada] = await app.db.select().from(users).where(eq(users.uid, 'oneroster:s1'));
    expect(ada!.displayName).toBe('Ada King');
  });

  it('lists problems with file and line, and a bundle with problems imports nothing', async () => {
    const bundle = schoolBundle();
    bundle['users.csv'].push('s9,,,true,org1,student,x,,Sam,Twice,,,ada@school.example');
    bundle['enrollments.csv'].push('e9,,,c1,org1,ghost,student,false,,');
    const before = await snapshot();
    const result = await plan('import', bundle);
    expect(result.applied).toBe(false);
    expect(result.problems).toEqual([
      {
        file: 'users.csv',
        line: 6,
        message: 'The e-mail address ada@school.example is also used on line 3.',
      },
      { file: 'enrollments.csv', line: 7, message: ROSTER_MESSAGES.unknownUser('ghost') },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('makes a class link again when the one it made was deleted', async () => {
    await app.db.delete(customLinks).where(eq(customLinks.trackingId, 'Art-club'));
    const result = await plan('import', schoolBundle());
    expect(counts(result).slice(1)).toEqual([
      { create: 1, change: 0, unchanged: 1 },
      { create: 1, change: 0, unchanged: 4 },
    ]);
    const [link] = await app.db.select().from(customLinks).where(eq(customLinks.name, 'Art club'));
    const [source] = await app.db
      .select()
      .from(rosterSources)
      .where(eq(rosterSources.sourcedId, 'c2'));
    expect(source!.localId).toBe(link!.id);
    expect(
      await app.db.select().from(linkRoster).where(eq(linkRoster.linkId, link!.id)),
    ).toHaveLength(1);
  });

  it('refuses a body over the limit with 413 and what to do', async () => {
    const response = await send('preview', Buffer.alloc(MAX_ROSTER_BUNDLE_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: ROSTER_MESSAGES.tooLarge });
  });

  it('refuses a file that is not a ZIP with 400, and another type with 415', async () => {
    const response = await send('import', 'sourcedId,title\nc1,Maths\n');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ROSTER_MESSAGES.notZip });
    const csv = await send('preview', 'sourcedId\n', admin, 'text/csv');
    expect(csv.statusCode).toBe(415);
  });

  it('is for admins only', async () => {
    const body = await zipBundle(schoolBundle());
    expect((await send('preview', body, teacher)).statusCode).toBe(403);
    expect((await send('import', body, '')).statusCode).toBe(401);
  });
});
