import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRecentSessions } from '../../platform/auth/sessionCache';
import { watchSessions } from './sessionWatch';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('watching open connections’ sessions', () => {
  it('checks at once after a sessions write, and once more when one came during a check', async () => {
    let finish: () => void = () => {};
    const closeEndedSessions = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    stops.push(watchSessions({ closeEndedSessions }, async () => true, 60_000));
    forgetRecentSessions();
    await vi.waitFor(() => expect(closeEndedSessions).toHaveBeenCalledTimes(1));
    forgetRecentSessions(); // during the check
    forgetRecentSessions();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closeEndedSessions).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(closeEndedSessions).toHaveBeenCalledTimes(2));
    finish();
  });

  it('checks every interval for other servers’ changes, and stops when told', async () => {
    vi.useFakeTimers();
    const closeEndedSessions = vi.fn(async () => {});
    const stop = watchSessions({ closeEndedSessions }, async () => true, 1000);
    await vi.advanceTimersByTimeAsync(3100);
    expect(closeEndedSessions).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    forgetRecentSessions();
    await vi.advanceTimersByTimeAsync(10);
    expect(closeEndedSessions).toHaveBeenCalledTimes(3);
  });
});
