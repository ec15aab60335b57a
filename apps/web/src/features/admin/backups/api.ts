import {
  backupJobStartedResponseSchema,
  backupJobStatusResponseSchema,
  backupMessageResponseSchema,
  organizedBackupsResponseSchema,
  type BackupEntry,
  type BackupJobStatusResponse,
  type BackupType,
  type OrganizedBackupsResponse,
} from '@dsb/core';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/http';
import { UnexpectedAnswerError } from './jobs';

/** Query keys of the Backup Manager. */
export const backupKeys = {
  all: ['admin', 'backups'] as const,
  list: ['admin', 'backups', 'organized'] as const,
  job: (jobId: string) => ['admin', 'backups', 'job', jobId] as const,
};

/** An answer checked against its core schema; anything else (success false) is unexpected. */
function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new UnexpectedAnswerError();
  return result.data;
}

export async function fetchBackups(): Promise<OrganizedBackupsResponse['backups']> {
  const body = await apiFetch<unknown>('/api/admin/backups/organized');
  return parsed(organizedBackupsResponseSchema, body).backups;
}

/** POST /api/admin/backup (evidence) or /api/admin/backup/articles; the job's id comes back. */
export async function startBackup(type: BackupType): Promise<string> {
  const path = type === 'evidence' ? '/api/admin/backup' : '/api/admin/backup/articles';
  const body = await apiFetch<unknown>(path, { method: 'POST' });
  return parsed(backupJobStartedResponseSchema, body).jobId;
}

/**
 * POST /api/admin/backup/restore. An archive this install did not make is only ever sent after
 * the admin said 'Restore Anyway' to the caution about it.
 */
export async function startRestore(entry: BackupEntry): Promise<string> {
  const body = await apiFetch<unknown>('/api/admin/backup/restore', {
    method: 'POST',
    json: { s3URL: entry.s3URL, type: entry.type, confirmNotMadeHere: !entry.madeHere },
  });
  return parsed(backupJobStartedResponseSchema, body).jobId;
}

/** DELETE /api/admin/backup; the server's message comes back. */
export async function deleteBackup(entry: BackupEntry): Promise<string> {
  const body = await apiFetch<unknown>('/api/admin/backup', {
    method: 'DELETE',
    json: { filename: entry.filename, s3URL: entry.s3URL },
  });
  return parsed(backupMessageResponseSchema, body).message;
}

export async function fetchBackupJob(jobId: string): Promise<BackupJobStatusResponse> {
  const body = await apiFetch<unknown>(`/api/admin/backup/jobs/${encodeURIComponent(jobId)}`);
  return parsed(backupJobStatusResponseSchema, body);
}
