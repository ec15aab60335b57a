import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_BAR } from '@dsb/core';
import {
  INITIAL_CONNECTION,
  connectionBar,
  createConnectionMonitor,
  recordCheck,
  type CheckOutcome,
} from './connectionMonitor';

const blocked: CheckOutcome = { connected: false, errorType: 'firewall', error: 'timed out' };
const offline: CheckOutcome = { connected: false, errorType: 'network', error: 'DNS' };
const ok: CheckOutcome = { connected: true };

describe('connection state', () => {
  it('shows no bar after one failure, the variant after two', () => {
    const once = recordCheck(INITIAL_CONNECTION, offline);
    expect(connectionBar(once)).toBeNull();
    const twice = recordCheck(once, offline);
    expect(connectionBar(twice)).toMatchObject({ title: CONNECTION_BAR.network.title });
  });

  it('shows the school-firewall message only after two consecutive blocked failures', () => {
    const mixed = recordCheck(recordCheck(INITIAL_CONNECTION, offline), blocked);
    expect(connectionBar(mixed)).toMatchObject({ title: 'Connection Problem', firewall: false });
    const both = recordCheck(mixed, blocked);
    expect(connectionBar(both)).toEqual({ ...CONNECTION_BAR.firewall, firewall: true });
  });

  it('a success resets the counts', () => {
    const failed = recordCheck(recordCheck(INITIAL_CONNECTION, blocked), blocked);
    const back = recordCheck(failed, ok);
    expect(back).toMatchObject({ status: 'connected', failures: 0, firewallFailures: 0 });
    expect(connectionBar(recordCheck(back, blocked))).toBeNull();
  });

  it('auth and other failures have their own variants', () => {
    const auth = { connected: false, errorType: 'auth', error: null } as const;
    expect(connectionBar(recordCheck(recordCheck(INITIAL_CONNECTION, auth), auth))?.title).toBe(
      'Authentication Issue',
    );
    const api = { connected: false, errorType: 'api', error: 'Bad gateway' } as const;
    expect(connectionBar(recordCheck(recordCheck(INITIAL_CONNECTION, api), api))).toEqual({
      title: 'Connection Problem',
      detail: 'Bad gateway',
      firewall: false,
    });
  });
});

describe("the server's AI service unreachable (the server itself answered)", () => {
  const serviceDown: CheckOutcome = {
    connected: false,
    errorType: 'network',
    error: 'The AI service refused the connection',
    fromServer: true,
  };
  const serviceSilent: CheckOutcome = { ...serviceDown, errorType: 'firewall' };

  it('says the AI service could not be reached and the offline guide answers', () => {
    const bar = connectionBar(
      recordCheck(recordCheck(INITIAL_CONNECTION, serviceDown), serviceDown),
    );
    expect(bar).toEqual({ ...CONNECTION_BAR.service, firewall: false });
    expect(bar?.title).not.toBe(CONNECTION_BAR.network.title);
    expect(bar?.detail).toMatch(/could not be reached.*offline guide/);
  });

  it('a service that hangs twice keeps the school-filter message, and says the guide answers', () => {
    const once = recordCheck(INITIAL_CONNECTION, serviceSilent);
    expect(connectionBar(once)).toBeNull();
    const bar = connectionBar(recordCheck(once, serviceSilent));
    expect(bar).toMatchObject({ title: CONNECTION_BAR.firewall.title, firewall: true });
    expect(bar?.detail).toContain(CONNECTION_BAR.guideMeanwhile);
  });

  it("a failure of the request itself is still the pupil's network", () => {
    const twice = recordCheck(recordCheck(INITIAL_CONNECTION, offline), offline);
    expect(connectionBar(twice)).toMatchObject({ title: CONNECTION_BAR.network.title });
  });

  it('lets a question through at once: the server answers with the offline guide', async () => {
    const check = vi.fn(async () => serviceDown);
    const monitor = createConnectionMonitor({ check, onChange: () => {} });
    await expect(monitor.ensureConnected()).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('the monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks first after 3 s, then every 120 s', async () => {
    const check = vi.fn(async () => ok);
    const monitor = createConnectionMonitor({ check, onChange: () => {} });
    monitor.start();
    await vi.advanceTimersByTimeAsync(2999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    monitor.stop();
    await vi.advanceTimersByTimeAsync(500_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('before a send: no check when connected; else one check and one retry after 2 s', async () => {
    const answers = [offline, ok];
    const check = vi.fn(async () => answers.shift() ?? ok);
    const states: string[] = [];
    const monitor = createConnectionMonitor({ check, onChange: (s) => states.push(s.status) });
    const result = monitor.ensureConnected();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['failed', 'connected']);
    await expect(monitor.ensureConnected()).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry, and a thrown check counts as a failure', async () => {
    const check = vi.fn(async (): Promise<CheckOutcome> => {
      throw new Error('Failed to fetch');
    });
    const monitor = createConnectionMonitor({ check, onChange: () => {} });
    const result = monitor.ensureConnected();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(2);
    expect(connectionBar(monitor.state)?.title).toBe('Network Issue');
  });
});
