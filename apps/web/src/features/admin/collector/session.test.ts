import { describe, expect, it } from 'vitest';
import type { ScrapeProgressResponse } from '@dsb/core';
import { ApiError } from '../../../lib/http';
import {
  canCancel,
  collectorPhase,
  pollDelay,
  sessionListStatus,
  sessionListTitle,
  sessionStatusText,
  startFailedText,
  cancelFailedText,
  syncStatsText,
  urlsProgressText,
} from './session';

const progress = (overrides: Partial<ScrapeProgressResponse> = {}): ScrapeProgressResponse => ({
  success: true,
  sessionId: '5f0c2a52-5a7e-4f38-9a57-0a8cfb43f1a1',
  progress: 50,
  processedUrls: 1,
  totalUrls: 2,
  results: [],
  isRunning: true,
  status: 'running',
  error: null,
  sync: null,
  options: {
    overwriteCharts: false,
    overwriteArticles: false,
    autoSync: false,
    autoAddToTemp: false,
    handlePagination: true,
  },
  unprocessedUrls: [],
  ...overrides,
});
const base = { sessionId: 'abc', progress: undefined, pollFailed: false, cancelled: false };

describe('the polling state machine', () => {
  it('is idle without a session and polls every 2000 ms while loading or running', () => {
    expect(collectorPhase({ ...base, sessionId: null })).toBe('idle');
    expect(pollDelay('idle')).toBe(false);
    expect(collectorPhase(base)).toBe('loading');
    expect(pollDelay('loading')).toBe(2000);
    expect(collectorPhase({ ...base, progress: progress() })).toBe('running');
    expect(pollDelay('running')).toBe(2000);
  });

  it('finishes when isRunning turns false', () => {
    const phase = collectorPhase({
      ...base,
      progress: progress({ isRunning: false, status: 'done', progress: 100 }),
    });
    expect(phase).toBe('finished');
    expect(pollDelay(phase)).toBe(false);
    expect(canCancel(phase)).toBe(false);
  });

  it('stops at once on cancel, even while the server still reports running', () => {
    const phase = collectorPhase({ ...base, progress: progress(), cancelled: true });
    expect(phase).toBe('cancelled');
    expect(pollDelay(phase)).toBe(false);
    expect(sessionStatusText(phase, progress())).toBe('Cancelled');
  });

  it('keeps the last progress on a polling error and reconnects every 5 s (a server restart)', () => {
    const phase = collectorPhase({ ...base, progress: progress(), pollFailed: true });
    expect(phase).toBe('stopped');
    expect(pollDelay(phase)).toBe(5000);
    expect(canCancel(phase)).toBe(true);
    expect(sessionStatusText(phase, progress())).toBe('Reconnecting...');
    // The restarted server answers that the job finished meanwhile: the screen says so.
    const back = progress({ isRunning: false, status: 'done', progress: 100 });
    expect(collectorPhase({ ...base, progress: back, pollFailed: false })).toBe('finished');
  });

  it('is unavailable when the first poll fails', () => {
    const phase = collectorPhase({ ...base, pollFailed: true });
    expect(phase).toBe('unavailable');
    expect(pollDelay(phase)).toBe(false);
  });
});

describe('texts', () => {
  it('writes X of Y URLs and the job status', () => {
    expect(urlsProgressText(3, 7)).toBe('3 of 7 URLs');
    expect(sessionStatusText('finished', progress({ status: 'interrupted' }))).toBe('Interrupted');
  });

  it("uses the server's message, else 'Server error: {status}'", () => {
    const withMessage = new ApiError(400, 'Please enter at least one valid URL', {
      error: 'Please enter at least one valid URL',
    });
    expect(startFailedText(withMessage)).toBe(
      'Failed to start processing: Please enter at least one valid URL',
    );
    expect(cancelFailedText(new ApiError(502, 'Request failed (502)', '<html>'))).toBe(
      'Failed to cancel processing: Server error: 502',
    );
    expect(startFailedText(new TypeError('Failed to fetch'))).toBe(
      'Failed to start processing: Failed to fetch',
    );
  });

  it('summarises the sync statistics', () => {
    expect(
      syncStatsText({ inserted: 3, updated: 1, errors: 0, skipped: 2, skippedItems: [] }),
    ).toBe('Sync complete: 3 inserted, 1 updated, 0 errors, 2 skipped');
  });
});

describe('the list of running and recent jobs', () => {
  it('names a job by its first URL and says whether it runs or how it ended', () => {
    const job = { firstUrl: 'https://a.example/r.html', totalUrls: 3 };
    expect(sessionListTitle(job)).toBe('https://a.example/r.html and 2 more');
    expect(sessionListTitle({ ...job, totalUrls: 1 })).toBe('https://a.example/r.html');
    expect(sessionListStatus({ isRunning: true, status: 'running' })).toBe('Running');
    // A finished job whose automatic sync is still running is running.
    expect(sessionListStatus({ isRunning: true, status: 'done' })).toBe('Running');
    expect(sessionListStatus({ isRunning: false, status: 'cancelled' })).toBe('Cancelled');
  });
});
