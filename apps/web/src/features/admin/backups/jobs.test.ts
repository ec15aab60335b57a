import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES, type BackupJobStatusResponse } from '@dsb/core';
import { ApiError } from '../../../lib/http';
import {
  BACKUP_JOB_POLL_MS,
  JobFailedError,
  UnexpectedAnswerError,
  backupErrorText,
  busyFlags,
  jobOutcome,
  jobPollDelay,
  jobTitle,
  operationOf,
  runningJobIdOf,
} from './jobs';

const job = (overrides: Partial<BackupJobStatusResponse> = {}): BackupJobStatusResponse => ({
  success: true,
  jobId: '5f0c2a52-5a7e-4f38-9a57-0a8cfb43f1a1',
  operation: 'backup',
  type: 'evidence',
  status: 'running',
  progress: 40,
  processed: 4,
  total: 10,
  phase: 'files',
  message: 'Copying files: 4 / 10',
  error: null,
  backup: null,
  ...overrides,
});

describe('busy flags (create and restore wait while any is busy)', () => {
  it('is idle with nothing starting and no job', () => {
    expect(busyFlags({ starting: null, job: null })).toEqual({
      createEvidence: false,
      createArticles: false,
      restore: false,
      any: false,
    });
  });

  it('raises the flag of the request on its way', () => {
    const flags = busyFlags({ starting: 'createArticles', job: null });
    expect(flags.createArticles).toBe(true);
    expect(flags.createEvidence).toBe(false);
    expect(flags.any).toBe(true);
  });

  it('raises the flag of a running job by its operation and type', () => {
    expect(busyFlags({ starting: null, job: job() }).createEvidence).toBe(true);
    expect(busyFlags({ starting: null, job: job({ type: 'articles' }) }).createArticles).toBe(true);
    const restoring = busyFlags({ starting: null, job: job({ operation: 'restore' }) });
    expect(restoring.restore).toBe(true);
    expect(restoring.createEvidence).toBe(false);
    expect(busyFlags({ starting: null, job: job({ status: 'pending' }) }).any).toBe(true);
  });

  it('is not busy once the job is over, however it ended', () => {
    for (const status of ['done', 'failed', 'cancelled', 'interrupted'] as const) {
      expect(busyFlags({ starting: null, job: job({ status }) }).any).toBe(false);
    }
  });

  it('counts a job named in the address but not read yet as busy', () => {
    const flags = busyFlags({ starting: null, job: 'unknown' });
    expect(flags.any).toBe(true);
    expect(flags.restore).toBe(false);
  });
});

describe('job outcome and polling', () => {
  it('maps every status to running, done or failed', () => {
    expect(jobOutcome('pending')).toBe('running');
    expect(jobOutcome('running')).toBe('running');
    expect(jobOutcome('done')).toBe('done');
    expect(jobOutcome('failed')).toBe('failed');
    expect(jobOutcome('interrupted')).toBe('failed');
    expect(jobOutcome('cancelled')).toBe('failed');
  });

  it('polls until the job is over', () => {
    expect(jobPollDelay(undefined)).toBe(BACKUP_JOB_POLL_MS);
    expect(jobPollDelay(job())).toBe(BACKUP_JOB_POLL_MS);
    expect(jobPollDelay(job({ status: 'done' }))).toBe(false);
    expect(jobPollDelay(job({ status: 'failed' }))).toBe(false);
  });

  it('names the operation', () => {
    expect(operationOf(job({ operation: 'restore', type: 'articles' }))).toBe('restore');
    expect(jobTitle(job())).toBe('Creating evidence backup');
    expect(jobTitle(job({ type: 'articles' }))).toBe('Creating articles backup');
    expect(jobTitle(job({ operation: 'restore' }))).toBe('Restoring evidence backup');
  });
});

describe('the error banner', () => {
  it("gives the banner's text with the server's reason under it", () => {
    const busy = new ApiError(409, BACKUP_MESSAGES.busy, { jobId: 'x' });
    expect(backupErrorText('createEvidence', busy)).toEqual({
      title: 'Failed to create backup',
      detail: BACKUP_MESSAGES.busy,
    });
    expect(backupErrorText('createArticles', busy).title).toBe('Failed to create articles backup');
    expect(backupErrorText('delete', new ApiError(404, 'Backup not found'))).toEqual({
      title: 'Failed to delete backup',
      detail: 'Backup not found',
    });
    expect(backupErrorText('load', new ApiError(500, 'Request failed (500)'))).toEqual({
      title: 'Failed to load backup history',
      detail: 'Server error: 500',
    });
  });

  it('says why a restore job was refused', () => {
    const refused = job({
      operation: 'restore',
      status: 'failed',
      error: 'The backup archive is incomplete (cut short). Nothing was changed.',
    });
    expect(backupErrorText('restore', new JobFailedError(refused))).toEqual({
      title: 'Failed to restore backup',
      detail: 'The backup archive is incomplete (cut short). Nothing was changed.',
    });
  });

  it('gives the plain text for an unexpected answer', () => {
    expect(backupErrorText('load', new UnexpectedAnswerError())).toEqual({
      title: 'Failed to load backup history',
      detail: null,
    });
  });

  it("prefixes exceptions with 'Error ...: '", () => {
    const offline = new TypeError('Failed to fetch');
    expect(backupErrorText('load', offline).title).toBe(
      'Error loading backup history: Failed to fetch',
    );
    expect(backupErrorText('createEvidence', offline).title).toBe(
      'Error creating backup: Failed to fetch',
    );
    expect(backupErrorText('createArticles', offline).title).toBe(
      'Error creating articles backup: Failed to fetch',
    );
    expect(backupErrorText('delete', offline).title).toBe('Error deleting backup: Failed to fetch');
    expect(backupErrorText('restore', offline).title).toBe(
      'Error restoring backup: Failed to fetch',
    );
    expect(backupErrorText('restore', offline).detail).toBeNull();
  });
});

describe('the job a 409 names', () => {
  it('is read from the busy answer only', () => {
    const id = '0b6a3a8e-3f57-4d7c-9a43-3f0f9e1d2c11';
    expect(runningJobIdOf(new ApiError(409, BACKUP_MESSAGES.busy, { jobId: id }))).toBe(id);
    expect(runningJobIdOf(new ApiError(409, BACKUP_MESSAGES.inUse, { error: 'x' }))).toBeNull();
    expect(runningJobIdOf(new ApiError(500, 'x', { jobId: id }))).toBeNull();
    expect(runningJobIdOf(new Error('x'))).toBeNull();
  });
});
