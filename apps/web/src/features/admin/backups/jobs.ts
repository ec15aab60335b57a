import { BACKUP_MESSAGES, type BackupJobStatusResponse, type BackupType } from '@dsb/core';
import { ApiError } from '../../../lib/http';

/**
 * The Backup Manager's jobs and errors, without React (docs/product/backups.md): which busy flag a
 * job raises, when polling stops, and the error banner's texts.
 */

/** The three busy flags: create evidence, create articles, restore. */
export type BackupOperation = 'createEvidence' | 'createArticles' | 'restore';
/** What can fail: the three operations, loading the list and deleting a backup. */
export type BackupAction = BackupOperation | 'load' | 'delete';

/** The job status poll, every second while a backup or restore runs. */
export const BACKUP_JOB_POLL_MS = 1000;

/** The address's query parameter holding the running job, so a reload keeps watching it. */
export const JOB_PARAM = 'job';

export const operationFor = (type: BackupType): BackupOperation =>
  type === 'evidence' ? 'createEvidence' : 'createArticles';

/** The busy flag a polled job raises. */
export function operationOf(job: Pick<BackupJobStatusResponse, 'operation' | 'type'>) {
  return job.operation === 'restore' ? 'restore' : operationFor(job.type);
}

export type JobOutcome = 'running' | 'done' | 'failed';

/** pending and running are still going; cancelled and interrupted ended without a backup. */
export function jobOutcome(status: BackupJobStatusResponse['status']): JobOutcome {
  if (status === 'pending' || status === 'running') return 'running';
  return status === 'done' ? 'done' : 'failed';
}

/** Milliseconds to the next poll, or false once the job is over. */
export const jobPollDelay = (job: BackupJobStatusResponse | undefined): number | false =>
  job && jobOutcome(job.status) !== 'running' ? false : BACKUP_JOB_POLL_MS;

export type BusyFlags = Record<BackupOperation, boolean> & { any: boolean };

/**
 * The create and restore buttons are disabled while any of the three is busy. A job
 * named in the address whose kind is not known yet (the first poll after a reload) counts as
 * busy too, and so does one whose progress cannot be read: it may still be running.
 */
export function busyFlags(input: {
  /** A start request on its way to the server. */
  starting: BackupOperation | null;
  /** The watched job: its status once polled, 'unknown' before that or when polling failed. */
  job: BackupJobStatusResponse | 'unknown' | null;
}): BusyFlags {
  const { starting, job } = input;
  const running = job && job !== 'unknown' && jobOutcome(job.status) === 'running';
  const flags = {
    createEvidence: starting === 'createEvidence',
    createArticles: starting === 'createArticles',
    restore: starting === 'restore',
  };
  if (running) flags[operationOf(job)] = true;
  return { ...flags, any: job === 'unknown' || Object.values(flags).some(Boolean) };
}

/** The progress panel's heading. */
export function jobTitle(job: Pick<BackupJobStatusResponse, 'operation' | 'type'>): string {
  const what = job.type === 'evidence' ? 'evidence' : 'articles';
  return job.operation === 'restore' ? `Restoring ${what} backup` : `Creating ${what} backup`;
}

const FAILED: Record<BackupAction, string> = {
  load: BACKUP_MESSAGES.loadFailed,
  createEvidence: BACKUP_MESSAGES.createFailed,
  createArticles: BACKUP_MESSAGES.createArticlesFailed,
  delete: BACKUP_MESSAGES.deleteFailed,
  restore: BACKUP_MESSAGES.restoreFailed,
};

/** Prefixes for exceptions (the request never got an answer). */
const ERROR_PREFIX: Record<BackupAction, string> = {
  load: BACKUP_MESSAGES.loadError,
  createEvidence: 'Error creating backup: ',
  createArticles: 'Error creating articles backup: ',
  delete: 'Error deleting backup: ',
  restore: 'Error restoring backup: ',
};

/** The server answered, but not as the schema says (e.g. success false). */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('The server answered with something unexpected');
  }
}

/** A job that ended without doing its work; `reason` is the server's (a refused archive's). */
export class JobFailedError extends Error {
  constructor(readonly job: BackupJobStatusResponse) {
    super(job.error ?? job.message);
  }
}

/** What the error banner shows: the banner's text, and the server's reason under it if it gave one. */
export type BannerText = { title: string; detail: string | null };

export function backupErrorText(action: BackupAction, error: unknown): BannerText {
  const title = FAILED[action];
  if (error instanceof JobFailedError) return { title, detail: error.message || null };
  if (error instanceof UnexpectedAnswerError) return { title, detail: null };
  if (error instanceof ApiError) {
    const generic = error.message.startsWith('Request failed');
    return { title, detail: generic ? `Server error: ${error.status}` : error.message };
  }
  const message = error instanceof Error && error.message ? error.message : String(error);
  return { title: `${ERROR_PREFIX[action]}${message}`, detail: null };
}

/** The job a 409 names: the backup or restore already running, to watch instead. */
export function runningJobIdOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { jobId?: unknown } | null;
  return body && typeof body === 'object' && typeof body.jobId === 'string' ? body.jobId : null;
}

/** True for the server's 409 about an archive this install did not make (no confirmation sent). */
export function isNotMadeHere(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as { notMadeHere?: unknown } | null;
  return Boolean(body && typeof body === 'object' && body.notMadeHere === true);
}
