import { existsSync } from 'node:fs';
import type JSZip from 'jszip';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DELETION_MESSAGES, type DeletionCertificate, type Story } from '@dsb/core';
import { PRIVACY_INVENTORY } from '../../composition/privacyInventory';
import { contentTypeForKey } from '../../platform/storage/storage';
import { signInAs } from '../../platform/test/testApp';
import {
  classStory,
  createFeedbackClass,
  handIn,
  slide,
  type FeedbackClass,
} from '../feedback/feedbackTestSupport';
import { expectEveryKind, exportOf } from './exportTestSupport';
import { catchUpDeletions, deletionDeps } from './index';
import { subjectOf } from './ledger';

let c: FeedbackClass;
const ids: Record<'pupil' | 'co' | 'teacher' | 'admin', string> = {
  pupil: '',
  co: '',
  teacher: '',
  admin: '',
};
const PUPIL = { email: 'pupil@school.example', name: 'Sam Pupil' };

beforeAll(async () => {
  c = await createFeedbackClass('class-del');
  for (const [who, cookie] of [
    ['pupil', c.pupil],
    ['co', c.coAuthor],
    ['teacher', c.teacher],
    ['admin', c.admin],
  ] as const) {
    ids[who] = (await c.as(cookie, 'GET', '/auth/current-user')).json().user._id;
  }
});
afterAll(() => c?.app.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await c.app.db.execute(query)) as unknown as { rows: T[] }).rows;
const put = (key: string) => c.app.storage.putObject(key, Buffer.from('x'), contentTypeForKey(key));
const keysUnder = async (prefix: string) => (await c.app.storage.list(prefix)).map((o) => o.key);

async function newStory(cookie: string, title: string, script: string): Promise<Story> {
  const response = await c.as(cookie, 'POST', '/api/stories', {
    template: 'blank',
    title,
    slides: [slide(0, script)],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Story>();
}

/** Every table of the database with the rows whose text names the person (id, e-mail, name). */
async function tablesNaming(values: string[]): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const hits = values.map((v) => sql`lower(x::text) like ${`%${v.toLowerCase()}%`}`);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} x where ${sql.join(hits, sql` or `)}`,
    );
    found[name] = row!.n;
  }
  return found;
}

// The done-when test of issue #30: a pupil who used every feature exports their data (every kind
// is in it), is deleted (nothing of theirs remains, table by table and prefix by prefix), and a
// backup made before does not bring them back.
describe('deleting a pupil who used many features', () => {
  let solo: Story;
  let group: Story;
  let theirs: Story;
  let certificate: DeletionCertificate;
  let backup: { user: unknown; story: unknown } | undefined;
  let exported: JSZip;

  beforeAll(async () => {
    solo = await newStory(c.pupil, 'Glaciers', 'Ice melts faster every year.');
    // A group story the pupil owns (through the class link, handed in, with feedback) ...
    group = await classStory(c);
    const { handinId } = await handIn(c, group._id);
    await c.app.db
      .execute(sql`insert into handin_comments (handin_id, author_id, role, target, text)
      values (${handinId}, ${ids.teacher}, 'teacher', '{"kind":"story"}', 'Cite the source.'),
        (${handinId}, ${ids.pupil}, 'pupil', '{"kind":"story"}', 'Sam: will do.')`);
    // ... and one the co-author owns, which the pupil joined.
    theirs = await newStory(c.coAuthor, 'Floods', 'Rivers rise.');
    const code = (await c.as(c.coAuthor, 'POST', `/api/stories/${theirs._id}/invites`)).json().code;
    expect((await c.as(c.pupil, 'POST', '/api/stories/join', { code })).statusCode).toBe(200);

    const upload = await c.as(c.pupil, 'POST', '/api/upload/presigned-url', {
      filename: 'ice.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [image] = await rows<{ key: string }>(
      sql`select storage_key as key from images where user_id = ${ids.pupil}`,
    );
    await put(image!.key);
    await put(`videos/${ids.pupil}/${solo._id}/r1.mp4`);
    await c.app.db.execute(sql`insert into videos (user_id, story_id, render_id, video_key, voice,
        description, duration)
      values (${ids.pupil}, ${solo._id}, gen_random_uuid(), ${`videos/${ids.pupil}/${solo._id}/r1.mp4`},
        'Amy', 'Glaciers', 12)`);
    await put(`saved-charts/${solo._id}/chart-1.png`);
    await put(`saved-charts/${group._id}/chart-2.png`);
    const [chat] = await rows<{ id: string }>(sql`insert into chat_sessions
        (user_id, story_id, chat_type) values (${ids.pupil}, ${solo._id}, 'slide-assistant')
      returning id`);
    await c.app.db.execute(sql`insert into chat_messages (chat_id, sender, content)
      values (${chat!.id}, 'user', 'Is my chart right?'), (${chat!.id}, 'ai', 'Almost.')`);
    await c.app.db.execute(sql`insert into roster_sources (kind, sourced_id, local_id)
      values ('user', 'sis-42', ${ids.pupil})`);
    await c.app.db.execute(sql`insert into jobs (kind, payload)
      values ('video-render', ${JSON.stringify({ userId: ids.pupil, storyId: solo._id, title: 'Glaciers', scripts: ['Ice melts faster every year.'] })}::jsonb)`);
    // An administrator's change to the account: the admin's own log names the pupil.
    const link = await c.as(c.admin, 'POST', `/api/admin/users/${ids.pupil}/password-link`);
    expect(link.statusCode, link.body).toBe(200);

    // Saved items: evidence on a story, a headline, a prompt.
    await c.app.db.execute(
      sql`update stories set saved_evidence = ${JSON.stringify([
        { title: 'NOAA sea ice index' },
      ])}::jsonb where id = ${solo._id}`,
    );
    await c.app.db.execute(sql`insert into saved_headlines (user_id, url, headline)
      values (${ids.pupil}, 'https://news.example/ice', '{"title":"Ice shelf breaks"}'::jsonb)`);
    const [prompt] = await rows<{ id: string }>(sql`insert into prompts
        (big_question, prompt_script, topics) values ('Why does ice melt?', 'Look.', '[]'::jsonb)
      returning id`);
    await c.app.db.execute(
      sql`insert into saved_prompts (user_id, prompt_id) values (${ids.pupil}, ${prompt!.id})`,
    );
    exported = await exportOf(c, c.pupil);

    // What a backup made now holds of them (npm run backup copies every row).
    [backup] = await rows<{ user: unknown; story: unknown }>(sql`select
        (select to_jsonb(u) from users u where u.id = ${ids.pupil}) as user,
        (select to_jsonb(s) from stories s where s.id = ${solo._id}) as story`);
    expect(Object.values(await tablesNaming([ids.pupil])).some((n) => n > 0)).toBe(true);

    const response = await c.as(c.admin, 'DELETE', `/api/admin/users/${ids.pupil}`);
    expect(response.statusCode, response.body).toBe(200);
    certificate = response.json().certificate;
    expect(response.json()).toMatchObject({ success: true, removed: { stories: 1, images: 1 } });
  });

  it('first exported every kind of their data, and their files', async () => {
    await expectEveryKind(exported, {
      words: ['Cite the source.', 'Is my chart right?', 'Ice shelf breaks', 'NOAA sea ice index'],
      scripts: ['Ice melts faster every year.', 'Rivers rise.'],
      files: [`videos/${solo._id}/r1.mp4`, `saved-charts/${solo._id}/chart-1.png`],
    });
  });

  it('leaves no row naming them in any table, pupil tables of the inventory included', async () => {
    const found = await tablesNaming([ids.pupil, PUPIL.email, PUPIL.name]);
    const aboutPupils = Object.values(PRIVACY_INVENTORY).flatMap((d) =>
      Object.entries(d.tables)
        .filter(([, item]) => item.about.includes('pupils') || item.about.includes('all users'))
        .map(([name]) => name),
    );
    // Every declared table about pupils was looked at, and none names them.
    expect(aboutPupils.filter((name) => !(name in found))).toEqual([]);
    expect(Object.entries(found).filter(([, n]) => n > 0)).toEqual([]);
  });

  it('leaves no file of theirs under any storage prefix', async () => {
    expect(await keysUnder(`uploads/${ids.pupil}/`)).toEqual([]);
    expect(await keysUnder(`videos/${ids.pupil}/`)).toEqual([]);
    expect(await keysUnder(`saved-charts/${solo._id}/`)).toEqual([]);
    expect(await keysUnder(`exports/${ids.pupil}/`)).toEqual([]);
  });

  it('keeps the group stories with the co-author, hand-in and teacher feedback included', async () => {
    const handedOn = await c.as(c.coAuthor, 'GET', `/api/stories/${group._id}`);
    expect(handedOn.statusCode, handedOn.body).toBe(200);
    expect((await c.as(c.coAuthor, 'GET', `/api/stories/${theirs._id}`)).statusCode).toBe(200);
    const [owner] = await rows<{ user_id: string }>(
      sql`select user_id from stories where id = ${group._id}`,
    );
    expect(owner!.user_id).toBe(ids.co);
    expect(await keysUnder(`saved-charts/${group._id}/`)).toHaveLength(1);
    const comments = await rows<{ role: string; text: string; author_id: string | null }>(
      sql`select c.role, c.text, c.author_id from handin_comments c
        join handins h on h.id = c.handin_id where h.story_id = ${group._id}`,
    );
    expect(comments).toEqual([
      { role: 'teacher', text: 'Cite the source.', author_id: ids.teacher },
    ]);
  });

  it('answers a certificate, kept for administrators, and the same one when asked again', async () => {
    expect(certificate).toMatchObject({
      subject: subjectOf(ids.pupil),
      status: 'done',
      requestedBy: { kind: 'admin', adminId: ids.admin, adminName: 'Ada Admin' },
      keptWithOthers: { stories: 1 },
      storagePrefixes: expect.arrayContaining(['uploads/', 'videos/', 'saved-charts/']),
    });
    expect(certificate.removed).toMatchObject({
      users: 1,
      stories: 1,
      images: 1,
      videos: 1,
      chat_sessions: 1,
      chat_messages: 2,
      story_members: 1,
      roster_sources: 1,
      // The video render and the "All my data" export.
      jobs: 2,
      handin_comments: 1,
      // The admin's password-link entry, which stays without the pupil's e-mail address.
      'activity_log mentions': 1,
      'uploads/': 1,
      'videos/': 1,
      'saved-charts/': 1,
    });
    const kept = await c.as(c.admin, 'GET', `/api/admin/deletions/${certificate.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ success: true, certificate });
    expect(
      (await c.as(c.teacher, 'GET', `/api/admin/deletions/${certificate.id}`)).statusCode,
    ).toBe(403);
    expect((await c.as(c.admin, 'GET', '/api/admin/deletions/nope')).statusCode).toBe(404);
    const again = await c.as(c.admin, 'DELETE', `/api/admin/users/${ids.pupil}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().certificate).toEqual(certificate);
  });

  it('deletes them again when a backup made before the deletion is restored', async () => {
    const deps = deletionDeps(c.app);
    expect(existsSync(path.join(deps.ledgerDir, `${certificate.id}.json`))).toBe(true);
    // An install restore puts back the database as it was, which knew nothing of the deletion.
    await c.app.db.execute(sql`delete from user_deletions`);
    await c.app.db.execute(sql`insert into users
      select * from jsonb_populate_record(null::users, ${JSON.stringify(backup!.user)}::jsonb)`);
    await c.app.db.execute(sql`insert into stories
      select * from jsonb_populate_record(null::stories, ${JSON.stringify(backup!.story)}::jsonb)`);
    expect(await tablesNaming([ids.pupil])).toMatchObject({ users: 1, stories: 1 });

    // What the server does at start, before serving the restored data.
    expect(await catchUpDeletions(deps)).toEqual({ imported: 1, resumed: 0, reapplied: 1 });
    expect(Object.entries(await tablesNaming([ids.pupil])).filter(([, n]) => n > 0)).toEqual([]);
    const kept = await c.as(c.admin, 'GET', `/api/admin/deletions/${certificate.id}`);
    expect(kept.json().certificate).toMatchObject({ status: 'done', reapplied: 1 });
  });
});

describe('a deletion interrupted, and two at once', () => {
  async function newPupil(email: string) {
    const created = await c.as(c.admin, 'POST', '/api/admin/users', {
      displayName: 'Kim Later',
      email,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().user._id as string;
    await put(`videos/${id}/story/r.mp4`);
    return id;
  }

  it('finishes at the next start a deletion a crash stopped after it was recorded', async () => {
    const id = await newPupil('crash@school.example');
    // The server stopped right after recording the deletion: nothing of it was done yet.
    await c.app.db.execute(sql`insert into user_deletions (subject, pending_user_id, requested_kind,
        admin_id, admin_name) values (${subjectOf(id)}, ${id}, 'admin', ${ids.admin}, 'Ada Admin')`);
    const busy = await c.as(c.admin, 'DELETE', `/api/admin/users/${id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ error: USER_DELETION_MESSAGES.inProgress });

    expect(await catchUpDeletions(deletionDeps(c.app))).toMatchObject({ resumed: 1 });
    expect(Object.entries(await tablesNaming([id])).filter(([, n]) => n > 0)).toEqual([]);
    expect(await keysUnder(`videos/${id}/`)).toEqual([]);
    const again = await c.as(c.admin, 'DELETE', `/api/admin/users/${id}`);
    expect(again.json().certificate).toMatchObject({ status: 'done', removed: { 'videos/': 1 } });
  });

  it('finishes the files at the next start when storage failed after the rows went', async () => {
    const id = await newPupil('storage@school.example');
    const storage = c.app.storage;
    const original = storage.list.bind(storage);
    storage.list = () => Promise.reject(new Error('storage unreachable'));
    try {
      const response = await c.as(c.admin, 'DELETE', `/api/admin/users/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().certificate).toMatchObject({ status: 'pending', completedAt: null });
    } finally {
      storage.list = original;
    }
    expect(await keysUnder(`videos/${id}/`)).toHaveLength(1);
    expect(await catchUpDeletions(deletionDeps(c.app))).toMatchObject({ resumed: 1 });
    expect(await keysUnder(`videos/${id}/`)).toEqual([]);
    expect(Object.entries(await tablesNaming([id])).filter(([, n]) => n > 0)).toEqual([]);
  });

  it('does two deletions of one user once', async () => {
    const id = await newPupil('twice@school.example');
    const answers = await Promise.all([
      c.as(c.admin, 'DELETE', `/api/admin/users/${id}`),
      c.as(c.admin, 'DELETE', `/api/admin/users/${id}`),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok.length + refused.length).toBe(2);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ error: USER_DELETION_MESSAGES.inProgress });
    }
    // Both answers that succeeded are the one deletion's certificate.
    expect(new Set(ok.map((a) => a.json().certificate.id)).size).toBe(1);
    const records = await rows<{ n: number }>(
      sql`select count(*)::int as n from user_deletions where subject = ${subjectOf(id)}`,
    );
    expect(records[0]!.n).toBe(1);
  });
});

describe("a pupil's own deletion (POST /api/me/delete)", () => {
  it('is off until an administrator allows it, and then deletes the account with a certificate', async () => {
    const me = await signInAs(c.app, 'self@school.example', 'Rae Self');
    await newStory(me, 'Mine', 'My own words.');
    expect((await c.as(me, 'GET', '/api/me/delete')).json()).toEqual({ allowed: false });
    const off = await c.as(me, 'POST', '/api/me/delete', { confirm: 'DELETE' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ error: USER_DELETION_MESSAGES.selfDeletionOff });

    expect(
      (await c.as(me, 'PUT', '/api/admin/deletion-settings', { allowSelfDeletion: true }))
        .statusCode,
    ).toBe(403);
    const on = await c.as(c.admin, 'PUT', '/api/admin/deletion-settings', {
      allowSelfDeletion: true,
    });
    expect(on.json()).toEqual({ allowSelfDeletion: true });
    expect((await c.as(me, 'GET', '/api/me/delete')).json()).toEqual({ allowed: true });
    expect((await c.as(c.admin, 'GET', '/api/me/delete')).json()).toEqual({ allowed: false });
    expect((await c.as(c.admin, 'POST', '/api/me/delete', { confirm: 'DELETE' })).statusCode).toBe(
      403,
    );

    expect((await c.as(me, 'POST', '/api/me/delete', {})).statusCode).toBe(400);
    const id = (await c.as(me, 'GET', '/auth/current-user')).json().user._id as string;
    const done = await c.as(me, 'POST', '/api/me/delete', { confirm: 'DELETE' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().certificate).toMatchObject({
      status: 'done',
      requestedBy: { kind: 'self', adminId: null, adminName: null },
      removed: { users: 1, stories: 1 },
    });
    expect((await c.as(me, 'GET', '/auth/current-user')).json().isAuthenticated).toBe(false);
    expect(Object.entries(await tablesNaming([id])).filter(([, n]) => n > 0)).toEqual([]);
    await c.as(c.admin, 'PUT', '/api/admin/deletion-settings', { allowSelfDeletion: false });
  });
});

describe('deleting a teacher', () => {
  it("keeps their class link, with the pupils' hand-ins, under the acting administrator", async () => {
    const t = await createFeedbackClass('class-teacher');
    try {
      const story = await classStory(t);
      await handIn(t, story._id);
      const teacherId = (await t.as(t.teacher, 'GET', '/auth/current-user')).json().user._id;
      const adminId = (await t.as(t.admin, 'GET', '/auth/current-user')).json().user._id;
      const response = await t.as(t.admin, 'DELETE', `/api/admin/users/${teacherId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().certificate.keptWithOthers).toMatchObject({ custom_links: 1 });
      const handins = (
        (await t.app.db.execute(
          sql`select h.id, l.owner_id from handins h join custom_links l on l.id = h.link_id
          where h.story_id = ${story._id}`,
        )) as unknown as { rows: Array<{ owner_id: string }> }
      ).rows;
      expect(handins).toEqual([{ id: expect.any(String), owner_id: adminId }]);
    } finally {
      await t.app.close();
    }
  });
});
