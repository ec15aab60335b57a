import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupEntry, BackupJobStatusResponse } from '@dsb/core';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import {
  backupKeys,
  deleteBackup,
  fetchBackupJob,
  fetchBackups,
  startBackup,
  startRestore,
} from './api';
import type { ConfirmRequest } from './format';
import {
  JOB_PARAM,
  JobFailedError,
  backupErrorText,
  busyFlags,
  isNotMadeHere,
  jobOutcome,
  jobPollDelay,
  operationOf,
  runningJobIdOf,
  type BannerText,
  type BackupOperation,
} from './jobs';

/** The banner above the lists: an error (docs/product/backups.md), or what just succeeded. */
export type Notice = BannerText & { tone: 'success' | 'error' };

/** The open confirmation, and the job it started (its progress shows inside it). */
type ModalState = { request: ConfirmRequest; jobId: string | null };

type StartRequest = { kind: BackupOperation; entry?: BackupEntry };

/** Lists and statistics that a finished job may have changed. */
const CHANGED_BY = {
  backup: [backupKeys.all, ['admin', 'stats']],
  restore: [backupKeys.all, ['admin', 'stats'], ['admin', 'evidence'], ['admin', 'articles']],
} as const;

/**
 * The Backup Manager's state: the two lists, the confirmation modal, the
 * busy flags, and the job being watched. The job's id lives in `?job=`, so a reload keeps the
 * buttons disabled and the progress showing until it ends; a job started elsewhere is found
 * through the server's 409, which names it.
 */
export function useBackupManager() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [modal, setModal] = useState<ModalState | null>(null);
  /** Jobs whose end was already announced (a poll may answer 'done' twice). */
  const announced = useRef(new Set<string>());

  const invalidate = (keys: readonly (readonly string[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  /** Watch a job (replacing the address, so Back does not lead to a job still running). */
  const watch = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(JOB_PARAM, id);
        return next;
      },
      { replace: true },
    );
  /** Stop watching this job, unless another one is watched by now. */
  const unwatch = (id: string) =>
    setParams(
      (current) => {
        if (current.get(JOB_PARAM) !== id) return current;
        const next = new URLSearchParams(current);
        next.delete(JOB_PARAM);
        return next;
      },
      { replace: true },
    );

  /** A watched job ended: say how, reload what it changed, close its modal, stop watching. */
  const jobEnded = (ended: BackupJobStatusResponse) => {
    if (announced.current.has(ended.jobId)) return;
    announced.current.add(ended.jobId);
    const succeeded = jobOutcome(ended.status) === 'done';
    setNotice(
      succeeded
        ? { tone: 'success', title: ended.message, detail: null }
        : { tone: 'error', ...backupErrorText(operationOf(ended), new JobFailedError(ended)) },
    );
    invalidate(CHANGED_BY[ended.operation]);
    setModal((current) => (current?.jobId === ended.jobId ? null : current));
    unwatch(ended.jobId);
  };

  const list = useQuery({ queryKey: backupKeys.list, queryFn: fetchBackups });

  const job = useQuery({
    queryKey: backupKeys.job(jobId ?? ''),
    queryFn: async () => {
      const id = jobId!;
      try {
        const answer = await fetchBackupJob(id);
        if (jobOutcome(answer.status) !== 'running') jobEnded(answer);
        return answer;
      } catch (error) {
        // A job the server does not know (an old address): nothing is running.
        if (error instanceof ApiError && error.status === 404) unwatch(id);
        throw error;
      }
    },
    enabled: jobId !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 3,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.status === 'error' ? false : jobPollDelay(query.state.data),
  });
  const watched: BackupJobStatusResponse | 'unknown' | null =
    jobId === null ? null : job.data?.jobId === jobId ? job.data : 'unknown';

  const start = useMutation({
    mutationFn: ({ kind, entry }: StartRequest) =>
      kind === 'restore'
        ? startRestore(entry!)
        : startBackup(kind === 'createEvidence' ? 'evidence' : 'articles'),
    onSuccess: (id) => {
      setModal((current) => (current ? { ...current, jobId: id } : current));
      watch(id);
    },
    onError: (error, { kind, entry }) => {
      invalidate([backupKeys.list]);
      // The archive changed since the list was read: ask again, with the caution this time.
      if (entry && isNotMadeHere(error)) {
        setModal({
          request: { kind: 'restore', entry: { ...entry, madeHere: false } },
          jobId: null,
        });
        return;
      }
      console.error('Starting a backup job failed', error);
      setNotice({ tone: 'error', ...backupErrorText(kind, error) });
      setModal(null);
      // Another backup or restore is running: watch it, so the buttons wait for it to end.
      const running = runningJobIdOf(error);
      if (running) watch(running);
    },
  });

  const remove = useMutation({
    mutationFn: deleteBackup,
    onSuccess: (message) => {
      setNotice({ tone: 'success', title: message, detail: null });
      setModal(null);
      invalidate(CHANGED_BY.backup);
    },
    onError: (error) => {
      console.error('Deleting a backup failed', error);
      setNotice({ tone: 'error', ...backupErrorText('delete', error) });
      setModal(null);
      invalidate([backupKeys.list]);
    },
  });

  const busy = busyFlags({ starting: start.isPending ? start.variables.kind : null, job: watched });
  const modalJobRunning = modal?.jobId != null && modal.jobId === jobId;

  return {
    list,
    job,
    watched,
    busy,
    notice,
    dismissNotice: () => setNotice(null),
    confirm: modal?.request ?? null,
    /** The modal's own job while it runs. */
    modalJob: modalJobRunning && watched !== 'unknown' ? watched : null,
    modalPending: start.isPending || remove.isPending || modalJobRunning,
    open: (request: ConfirmRequest) => setModal({ request, jobId: null }),
    /** Closing while the modal's job runs leaves it running, its progress on the page. */
    close: () => {
      if (!start.isPending && !remove.isPending) setModal(null);
    },
    confirmAction: () => {
      if (!modal) return;
      const { request } = modal;
      setNotice(null);
      if (request.kind === 'delete') remove.mutate(request.entry);
      else
        start.mutate({ kind: request.kind, entry: 'entry' in request ? request.entry : undefined });
    },
    checkJobAgain: () => void job.refetch(),
  };
}

export type BackupManagerState = ReturnType<typeof useBackupManager>;
