import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_ACTIVITY,
  BACKUP_MESSAGES,
  type BackupJobStartedResponse,
  type BackupJobStatusResponse,
  type EvidenceItem,
  type OrganizedBackupsResponse,
  type StatsResponse,
} from '@dsb/core';
import { REFUSALS } from './archive/format';
import { packArchive, rowsAsText, storedBytes, unpackArchive } from './archive/testSupport';
import { articles } from '../articles/tables';
import { evidence } from '../evidence/tables';
import { activityLog } from '../../platform/activity/tables';
import { jobs } from '../../platform/jobs/tables';
import { waitForJob } from '../../platform/jobs/testSupport';
import { makePng } from '../../platform/test/images';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(() => app?.close());

const start = async (url: string, payload?: unknown) => {
  const response = await callAs(app, 'POST', url, admin, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BackupJobStartedResponse>();
};
/** Polls the job as the screen does, until it has ended. */
const finished = async (jobId: string) => {
  await waitForJob(app.db, jobId, undefined, 60_000);
  const response = await getAs(app, `/api/admin/backup/jobs/${jobId}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json<BackupJobStatusResponse>();
};
const organized = async () =>
  (await getAs(app, '/api/admin/backups/organized', admin)).json<OrganizedBackupsResponse>();
const search = async (query: string, searchType: 'text' | 'vector') =>
  (
    await getAs(
      app,
      `/api/evidence/search?searchType=${searchType}&query=${encodeURIComponent(query)}`,
    )
  ).json<EvidenceItem[]>();
/** Every column but the embedding (filled in after a restore for rows that had none). */
const rowsWithoutEmbeddings = async () =>
  (
    (await app.db.execute(
      sql`select (to_jsonb(t) - 'embedding' - 'embedding_model')::text as row from evidence t order by id`,
    )) as unknown as { rows: Array<{ row: string }> }
  ).rows.map((r) => r.row);
const actions = async () =>
  (await app.db.select({ action: activityLog.action }).from(activityLog)).map((r) => r.action);

describe('evidence backups through the API', () => {
  let backupKey: string;
  let rowsBefore: string[];
  const image = makePng(40, 30);

  it('creates a backup as a job with progress, listed with every entry field', async () => {
    await app.storage.putObject('charts/quokka.png', image, 'image/png');
    await app.db.insert(evidence).values([
      {
        label: 'Quokka population on Rottnest',
        imageKey: 'charts/quokka.png',
        imageUrl: '/files/charts/quokka.png',
      },
      { label: 'Wombat burrow depth', status: 'temp' },
      { label: 'Numbat sightings', status: 'deleted' },
    ]);
    rowsBefore = await rowsWithoutEmbeddings();

    const started = await start('/api/admin/backup');
    expect(started).toMatchObject({ success: true, message: BACKUP_MESSAGES.evidenceStarted });
    const status = await finished(started.jobId);

    expect(status).toMatchObject({
      operation: 'backup',
      type: 'evidence',
      status: 'done',
      progress: 100,
      message: BACKUP_MESSAGES.evidenceCreated,
      error: null,
    });
    backupKey = status.backup!.s3URL;
    const list = await organized();
    expect(list.success).toBe(true);
    expect(list.backups.articles).toEqual([]);
    expect(list.backups.evidence).toEqual([status.backup]);
    expect(list.backups.evidence[0]).toMatchObject({
      action: 'backup',
      stats: { totalItems: 3 },
      filename: backupKey.replace('backups/', ''),
    });
    expect(list.backups.evidence[0]!.formattedDate).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await actions()).toEqual(
      expect.arrayContaining([BACKUP_ACTIVITY.create, BACKUP_ACTIVITY.created]),
    );
    const stats = (await getAs(app, '/api/admin/stats', admin)).json<StatsResponse>();
    expect(stats.system.lastBackup).toBe(status.backup!.createdAt);
  });

  it('restores it: the deleted items and their file come back as they were, and search finds them', async () => {
    await app.db.delete(evidence);
    await app.storage.deleteObject('charts/quokka.png');
    expect(await search('Quokka population', 'text')).toEqual([]);

    const started = await start('/api/admin/backup/restore', {
      s3URL: backupKey,
      type: 'evidence',
    });
    expect(started.message).toBe(BACKUP_MESSAGES.restoreStarted);
    const status = await finished(started.jobId);

    expect(status).toMatchObject({
      status: 'done',
      progress: 100,
      message: BACKUP_MESSAGES.restored,
    });
    expect(await rowsWithoutEmbeddings()).toEqual(rowsBefore);
    expect(await storedBytes(app.storage, 'charts/quokka.png')).toEqual(image);
    // They had none: the restore embedded them, so search by meaning finds them at once.
    const [quokka] = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.label, 'Quokka population on Rottnest'));
    expect(quokka?.embedding).not.toBeNull();
    expect((await search('Quokka population', 'text')).map((i) => i.label)).toContain(
      'Quokka population on Rottnest',
    );
    expect((await search('Quokka population on Rottnest', 'vector')).map((i) => i.label)).toContain(
      'Quokka population on Rottnest',
    );
    expect(await actions()).toEqual(
      expect.arrayContaining([BACKUP_ACTIVITY.restore, BACKUP_ACTIVITY.restored]),
    );
  });

  it('a tampered archive: the job fails with the reason and nothing changes', async () => {
    const before = await rowsAsText(app.db, 'evidence');
    const entries = await unpackArchive((await storedBytes(app.storage, backupKey))!);
    entries[1]!.body = Buffer.from(entries[1]!.body.toString().replace('Wombat', 'Wambat'));
    const tampered = 'backups/evidence-backup-tampered.tar.gz';
    await app.storage.putObject(tampered, await packArchive(entries), 'application/gzip');

    const started = await start('/api/admin/backup/restore', { s3URL: tampered, type: 'evidence' });
    const status = await finished(started.jobId);

    expect(status.status).toBe('failed');
    expect(status.error).toBe(REFUSALS.hashMismatch('rows/evidence.jsonl'));
    expect(status.message).toBe(status.error);
    expect(await rowsAsText(app.db, 'evidence')).toEqual(before);
    expect(await actions()).toContain(BACKUP_ACTIVITY.failed);
  });

  it('deletes a backup named by its filename and s3URL', async () => {
    const filename = backupKey.replace('backups/', '');
    const response = await callAs(app, 'DELETE', '/api/admin/backup', admin, {
      filename,
      s3URL: backupKey,
    });
    expect(response.json()).toEqual({ success: true, message: BACKUP_MESSAGES.deleted });
    expect((await organized()).backups.evidence.map((e) => e.s3URL)).not.toContain(backupKey);
    expect(await actions()).toContain(BACKUP_ACTIVITY.delete);
    const again = await callAs(app, 'DELETE', '/api/admin/backup', admin, {
      filename,
      s3URL: backupKey,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(BACKUP_MESSAGES.notFound);
  });
});

describe('articles backups', () => {
  it('back up the one collection, reporting its temp count honestly as 0', async () => {
    await app.db
      .insert(articles)
      .values({ articleTitle: 'Rates rise', sourceUrl: 'https://n.test/a' });
    const status = await finished((await start('/api/admin/backup/articles')).jobId);
    expect(status).toMatchObject({ status: 'done', message: BACKUP_MESSAGES.articlesCreated });
    expect((await organized()).backups.articles[0]).toMatchObject({
      action: 'articles_backup',
      stats: { mainCollectionCount: 1, tempCollectionCount: 0 },
    });
  });
});

describe('one backup or restore at a time', () => {
  it('answers 409 while one runs, on every server (the check is in the database)', async () => {
    const [running] = await app.db
      .insert(jobs)
      .values({ kind: 'backup', status: 'running', payload: { type: 'evidence', userId: null } })
      .returning({ id: jobs.id });
    try {
      for (const [url, payload] of [
        ['/api/admin/backup', undefined],
        ['/api/admin/backup/articles', undefined],
        ['/api/admin/backup/restore', { s3URL: 'backups/any.tar.gz', type: 'evidence' }],
      ] as const) {
        await app.storage.putObject('backups/any.tar.gz', Buffer.from('x'), 'application/gzip');
        const response = await callAs(app, 'POST', url, admin, payload);
        expect(response.statusCode, url).toBe(409);
        expect(response.json()).toMatchObject({ error: BACKUP_MESSAGES.busy, jobId: running!.id });
      }
      const progress = await getAs(app, `/api/admin/backup/jobs/${running!.id}`, admin);
      expect(progress.json()).toMatchObject({ status: 'running', progress: 0 });
    } finally {
      await app.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, running!.id));
      await app.storage.deleteObject('backups/any.tar.gz');
    }
  });
});

describe('bad input', () => {
  it.each([
    [{ s3URL: '../data/pgdata.tar.gz', type: 'evidence' }, BACKUP_MESSAGES.invalidFile],
    [{ s3URL: 'backups/../session-secret.tar.gz', type: 'evidence' }, BACKUP_MESSAGES.invalidFile],
    [{ s3URL: 'uploads/a.tar.gz', type: 'evidence' }, BACKUP_MESSAGES.invalidFile],
    [{ s3URL: 'backups/nested/a.tar.gz', type: 'evidence' }, BACKUP_MESSAGES.invalidFile],
    [{ s3URL: 'backups/a.tar.gz', type: 'prompts' }, BACKUP_MESSAGES.typeRequired],
    [{ s3URL: 'backups/a.tar.gz' }, BACKUP_MESSAGES.typeRequired],
  ])('restore %j is refused: %s', async (payload, message) => {
    const response = await callAs(app, 'POST', '/api/admin/backup/restore', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('restore of a backup that does not exist is 404', async () => {
    const response = await callAs(app, 'POST', '/api/admin/backup/restore', admin, {
      s3URL: 'backups/evidence-backup-nope.tar.gz',
      type: 'evidence',
    });
    expect(response.statusCode).toBe(404);
  });

  it('delete needs a filename that is the end of s3URL', async () => {
    const response = await callAs(app, 'DELETE', '/api/admin/backup', admin, {
      filename: 'other.tar.gz',
      s3URL: 'backups/a.tar.gz',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: BACKUP_MESSAGES.filenameMismatch });
  });

  it('job status is 404 for an unknown id, a non-UUID, or another kind of job', async () => {
    const [scrape] = await app.db
      .insert(jobs)
      .values({ kind: 'scrape', status: 'done' })
      .returning({ id: jobs.id });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-job', scrape!.id]) {
      const response = await getAs(app, `/api/admin/backup/jobs/${id}`, admin);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: BACKUP_MESSAGES.jobNotFound });
    }
  });

  it('a student cannot start one', async () => {
    const student = await signInAs(app, 'student@school.org');
    expect((await callAs(app, 'POST', '/api/admin/backup', student)).statusCode).toBe(403);
    const open = await app.db
      .select()
      .from(jobs)
      .where(and(inArray(jobs.kind, ['backup']), eq(jobs.status, 'pending')));
    expect(open).toEqual([]);
  });
});
