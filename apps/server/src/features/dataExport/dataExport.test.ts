import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_MESSAGES, createSlide, type DataExportStatus } from '@dsb/core';
import { PRIVACY_INVENTORY } from '../../composition/privacyInventory';
import { images } from '../files/tables';
import { jobs } from '../../platform/jobs/tables';
import {
  callAs,
  createTestApp,
  currentUser,
  signInAs,
  type TestApp,
} from '../../platform/test/testApp';
import { exportedTables } from './personalRows';
import { sweepExpiredExports } from './exportService';

let app: TestApp;
let pupil: string;
let pupilId: string;
let other: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Head');
  pupil = await signInAs(app, 'ada@school.org', 'Ada Pupil');
  other = await signInAs(app, 'bob@school.org', 'Bob Other');
  pupilId = (await currentUser(app, pupil)).body.user!._id;
});
afterAll(() => app?.close());

const story = (cookie: string, title: string) =>
  callAs(app, 'POST', '/api/stories', cookie, {
    title,
    template: 'blank',
    slides: [createSlide(0)],
  });

async function finished(jobId: string, cookie: string): Promise<DataExportStatus> {
  for (let i = 0; i < 200; i += 1) {
    const status = (await callAs(app, 'GET', `/api/exports/${jobId}`, cookie)).json();
    if (status.status !== 'pending' && status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export did not finish');
}

describe('exporting all my data', () => {
  let jobId = '';
  let zip: JSZip;

  it('builds a ZIP with every declared kind of the person, and nobody else', async () => {
    expect((await story(pupil, 'Ada melting ice')).statusCode).toBe(201);
    expect((await story(other, 'Bob secret story')).statusCode).toBe(201);
    const key = `uploads/${pupilId}/picture.png`;
    await app.storage.putObject(key, Buffer.from('png bytes of Ada'), 'image/png');
    await app.db.insert(images).values({
      userId: pupilId,
      storageKey: key,
      fileUrl: `/files/${key}`,
      originalFilename: 'ada-picture.png',
      contentType: 'image/png',
      size: 16,
      status: 'ready',
    });

    const started = await callAs(app, 'POST', '/api/me/export', pupil);
    expect(started.statusCode, started.body).toBe(202);
    jobId = started.json().jobId;
    // One export at a time: a second request while it runs gets the same job.
    const again = await callAs(app, 'POST', '/api/me/export', pupil);
    const status = await finished(jobId, pupil);
    if (again.json().jobId !== jobId) await finished(again.json().jobId, pupil);
    expect(status, JSON.stringify(status)).toMatchObject({ status: 'done', progress: 100 });

    const download = await callAs(app, 'GET', status.url!, pupil);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    zip = await JSZip.loadAsync(download.rawPayload);
    const files = Object.keys(zip.files);
    for (const { file, table } of exportedTables(PRIVACY_INVENTORY)) {
      expect(files, file).toContain(file);
      const json = JSON.parse(await zip.file(file)!.async('string'));
      expect(json, `${table} in ${file}`).toHaveProperty(table);
    }
    expect(files).toContain('README.txt');
    expect(files).toContain('uploads/picture.png');
    const all = (await Promise.all(files.map((f) => zip.file(f)?.async('string') ?? ''))).join();
    expect(all).toContain('Ada melting ice');
    expect(all).toContain('ada-picture.png');
    expect(all).toContain('ada@school.org');
    expect(all).not.toContain('Bob secret story');
    expect(all).not.toContain('bob@school.org');
    expect(all).not.toMatch(/password_hash|token_hash/);
  });

  it('shows the export only to its person and admins', async () => {
    expect((await callAs(app, 'GET', `/api/exports/${jobId}`, other)).statusCode).toBe(404);
    expect((await callAs(app, 'GET', `/api/exports/${jobId}/download`, other)).statusCode).toBe(
      404,
    );
    expect((await callAs(app, 'GET', `/api/exports/${jobId}`, admin)).statusCode).toBe(200);
    expect((await callAs(app, 'GET', '/api/exports/not-a-uuid', pupil)).statusCode).toBe(400);
  });

  it('lets an admin export any user, and not a user who does not exist', async () => {
    const started = await callAs(app, 'POST', `/api/admin/users/${pupilId}/export`, admin);
    expect(started.statusCode).toBe(202);
    const status = await finished(started.json().jobId, admin);
    expect(status.status, JSON.stringify(status)).toBe('done');
    // Opening the pupil's export is an admin's read of their data: the pupil sees it.
    expect((await callAs(app, 'GET', status.url!, admin)).statusCode).toBe(200);
    const log = (await callAs(app, 'GET', '/api/me/access-log', pupil)).json();
    expect(log.entries.map((e: { kind: string }) => e.kind)).toContain('export');
    expect(
      (await callAs(app, 'POST', `/api/admin/users/${pupilId}/export`, pupil)).statusCode,
    ).toBe(403);
    const missing = await callAs(app, 'POST', '/api/admin/users/nobody/export', admin);
    expect(missing.statusCode).toBe(404);
  });

  it("gives an admin their own data, not the log of what they read of the pupil's", async () => {
    // The test above left an admin read in the pupil's access log.
    const started = await callAs(app, 'POST', '/api/me/export', admin);
    expect(started.statusCode, started.body).toBe(202);
    const status = await finished(started.json().jobId, admin);
    expect(status.status, JSON.stringify(status)).toBe('done');
    const own = await JSZip.loadAsync((await callAs(app, 'GET', status.url!, admin)).rawPayload);
    const log = JSON.parse(await own.file('access-log.json')!.async('string'));
    expect(log.access_log).toEqual([]);
    expect(JSON.stringify(log)).not.toContain(pupilId);
  });

  it('expires after 7 days: 410 with a clear message, and the file is removed', async () => {
    const { sql, eq } = await import('drizzle-orm');
    await app.db
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, jobId));
    expect(await sweepExpiredExports(app.db, app.storage)).toBe(1);
    expect(await app.storage.headObject(`exports/${pupilId}/${jobId}.zip`)).toBeNull();
    const gone = await callAs(app, 'GET', `/api/exports/${jobId}/download`, pupil);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe(DATA_EXPORT_MESSAGES.expired);
    expect((await callAs(app, 'GET', `/api/exports/${jobId}`, pupil)).json().status).toBe(
      'expired',
    );
  });
});
