import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_MESSAGES,
  backupDownloadPath,
  type BackupJobStartedResponse,
  type BackupJobStatusResponse,
  type OrganizedBackupsResponse,
} from '@dsb/core';
import { BackupSigner } from './archive/signature';
import type { Manifest } from './archive/format';
import { packArchive, storedBytes, unpackArchive } from './archive/testSupport';
import { evidence } from '../evidence/tables';
import { waitForJob } from '../../platform/jobs/testSupport';
import type { LocalObjectStorage } from '../../platform/storage/local';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';

// Backups are admin-only downloads through a checked route, never served under /files, with
// names that cannot be guessed from the time; an archive this install did not sign is restored
// only when the admin confirms (issue #23 items 6 and 8).
let app: TestApp;
let admin: string;
let student: string;
let backupKey: string;
let filename: string;

const finished = async (jobId: string) => {
  await waitForJob(app.db, jobId, undefined, 60_000);
  return (
    await getAs(app, `/api/admin/backup/jobs/${jobId}`, admin)
  ).json<BackupJobStatusResponse>();
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
  student = await signInAs(app, 'student@school.org');
  await app.db.insert(evidence).values({ label: 'Kept for the test' });
  const started = await callAs(app, 'POST', '/api/admin/backup', admin);
  const status = await finished(started.json<BackupJobStartedResponse>().jobId);
  backupKey = status.backup!.s3URL;
  filename = status.backup!.filename;
});
afterAll(() => app?.close());

describe('downloading a backup', () => {
  it('names every backup with a random part after its time', async () => {
    expect(filename).toMatch(
      /^evidence-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{16}\.tar\.gz$/,
    );
  });

  it('is never served under /files, to a visitor or an admin', async () => {
    const visitor = await app.inject({ method: 'GET', url: `/files/${backupKey}` });
    expect(visitor.statusCode).toBe(404);
    expect((await getAs(app, `/files/${backupKey}`, admin)).statusCode).toBe(404);
    // Nor through a signed local file link made for it by hand.
    const signed = await (app.storage as LocalObjectStorage).signedGetUrl(backupKey);
    expect((await app.inject({ method: 'GET', url: signed })).statusCode).toBe(404);
  });

  it('is an admin-only download of the archive itself', async () => {
    const response = await getAs(app, backupDownloadPath(filename), admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload).toEqual(await storedBytes(app.storage, backupKey));

    expect((await getAs(app, backupDownloadPath(filename), student)).statusCode).toBe(403);
    const visitor = await app.inject({ method: 'GET', url: backupDownloadPath(filename) });
    expect(visitor.statusCode).toBe(401);
  });

  it.each(['..%2Fsession-secret', 'nested%2Fa.tar.gz', 'evidence-backup-nope.tar.gz'])(
    'answers 404 for %s',
    async (name) => {
      const response = await getAs(app, `/api/admin/backup/download/${name}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: BACKUP_MESSAGES.notFound });
    },
  );
});

describe('restoring a backup this install did not make', () => {
  let foreignKey: string;

  beforeAll(async () => {
    const entries = await unpackArchive((await storedBytes(app.storage, backupKey))!);
    const manifest = JSON.parse(entries[0]!.body.toString()) as Manifest;
    manifest.signature = new BackupSigner('another-install').sign(manifest);
    entries[0]!.body = Buffer.from(JSON.stringify(manifest));
    foreignKey = 'backups/evidence-backup-from-another-school.tar.gz';
    await app.storage.putObject(foreignKey, await packArchive(entries), 'application/gzip');
  });

  it('is listed as not made here', async () => {
    const list = (
      await getAs(app, '/api/admin/backups/organized', admin)
    ).json<OrganizedBackupsResponse>();
    const madeHere = Object.fromEntries(list.backups.evidence.map((e) => [e.s3URL, e.madeHere]));
    expect(madeHere).toEqual({ [backupKey]: true, [foreignKey]: false });
  });

  it('answers 409 without the confirmation and starts nothing', async () => {
    const response = await callAs(app, 'POST', '/api/admin/backup/restore', admin, {
      s3URL: foreignKey,
      type: 'evidence',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: BACKUP_MESSAGES.confirmNotMadeHere,
      notMadeHere: true,
    });
  });

  it('is restored when the admin confirms', async () => {
    const response = await callAs(app, 'POST', '/api/admin/backup/restore', admin, {
      s3URL: foreignKey,
      type: 'evidence',
      confirmNotMadeHere: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const status = await finished(response.json<BackupJobStartedResponse>().jobId);
    expect(status).toMatchObject({ status: 'done', message: BACKUP_MESSAGES.restored });
  });

  it('refuses a confirmation that is not true or false', async () => {
    const response = await callAs(app, 'POST', '/api/admin/backup/restore', admin, {
      s3URL: foreignKey,
      type: 'evidence',
      confirmNotMadeHere: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'confirmNotMadeHere must be true or false' });
  });
});
