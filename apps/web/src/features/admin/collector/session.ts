import {
  SCRAPE_PROGRESS_POLL_MS,
  type EvidenceSyncStats,
  type ScrapeProgressResponse,
  type ScrapeSessionSummary,
} from '@dsb/core';
import { ApiError } from '../../../lib/http';

/**
 * The scrape's processing states (docs/product/data-collector.md): idle, then running while the
 * progress is polled, then over when isRunning turns false, on cancel, or on a polling error (which
 * only stops the polling; the last known progress stays on screen).
 */
export type CollectorPhase =
  /** No session in the address. */
  | 'idle'
  /** A session id, its first progress not answered yet. */
  | 'loading'
  | 'running'
  /** The server says the job is over (done, failed, interrupted or cancelled). */
  | 'finished'
  /** Cancelled here: polling stops at once. */
  | 'cancelled'
  /**
   * A poll failed while the job was running (the server restarting, the network away): the error
   * is logged, the last progress stays, and the screen tries again every 5 seconds until the
   * server answers.
   */
  | 'stopped'
  /** The session's progress could not be read at all (an unknown id, the server away). */
  | 'unavailable';

export type PhaseInput = {
  sessionId: string | null;
  progress: ScrapeProgressResponse | undefined;
  pollFailed: boolean;
  cancelled: boolean;
};

export function collectorPhase({
  sessionId,
  progress,
  pollFailed,
  cancelled,
}: PhaseInput): CollectorPhase {
  if (!sessionId) return 'idle';
  if (cancelled) return 'cancelled';
  if (!progress) return pollFailed ? 'unavailable' : 'loading';
  if (!progress.isRunning) return 'finished';
  return pollFailed ? 'stopped' : 'running';
}

/** How often a screen whose polls fail tries to reach the server again. */
export const RECONNECT_MS = 5000;

/** Milliseconds to the next progress poll, or false once polling has stopped. */
export function pollDelay(phase: CollectorPhase): number | false {
  if (phase === 'stopped') return RECONNECT_MS;
  return phase === 'loading' || phase === 'running' ? SCRAPE_PROGRESS_POLL_MS : false;
}

/** A job is cancellable while it runs, or while polling has stopped but it may still run. */
export const canCancel = (phase: CollectorPhase) => phase === 'running' || phase === 'stopped';

/** 'X of Y URLs' under the progress bar. */
export const urlsProgressText = (processed: number, total: number) =>
  `${processed} of ${total} URLs`;

const STATUS_TEXT: Record<ScrapeProgressResponse['status'], string> = {
  pending: 'Waiting to start',
  running: 'Processing',
  done: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
  interrupted: 'Interrupted',
};

/** A listed job's name: its first URL, and how many more it has. */
export function sessionListTitle(session: Pick<ScrapeSessionSummary, 'firstUrl' | 'totalUrls'>) {
  const first = session.firstUrl ?? 'A scraping job';
  return session.totalUrls > 1 ? `${first} and ${session.totalUrls - 1} more` : first;
}

/** A listed job's status: running (the automatic sync included) or how it ended. */
export function sessionListStatus(session: Pick<ScrapeSessionSummary, 'isRunning' | 'status'>) {
  if (session.isRunning) return session.status === 'pending' ? STATUS_TEXT.pending : 'Running';
  return STATUS_TEXT[session.status];
}

/** The short status beside the progress bar. */
export function sessionStatusText(
  phase: CollectorPhase,
  progress?: ScrapeProgressResponse,
): string {
  if (phase === 'cancelled') return 'Cancelled';
  if (phase === 'loading') return 'Loading progress...';
  if (phase === 'stopped') return 'Reconnecting...';
  return progress ? STATUS_TEXT[progress.status] : '';
}

/**
 * The reason inside 'Failed to start processing: {msg}' and 'Failed to cancel
 * processing: {msg}': the server's own message, 'Server error: {status}' when it sent none.
 */
export function scrapeFailureReason(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | null;
    return body && typeof body === 'object' && typeof body.error === 'string' && body.error
      ? body.error
      : `Server error: ${error.status}`;
  }
  return error instanceof Error && error.message
    ? error.message
    : 'the server could not be reached';
}

export const startFailedText = (error: unknown) =>
  `Failed to start processing: ${scrapeFailureReason(error)}`;
export const cancelFailedText = (error: unknown) =>
  `Failed to cancel processing: ${scrapeFailureReason(error)}`;

/** The sync statistics banner after an automatic sync. */
export function syncStatsText(stats: EvidenceSyncStats): string {
  return `Sync complete: ${stats.inserted} inserted, ${stats.updated} updated, ${stats.errors} errors, ${stats.skipped} skipped`;
}

/** The sync banner clears after 5 seconds. */
export const SYNC_BANNER_MS = 5000;
