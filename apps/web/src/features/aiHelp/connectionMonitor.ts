import { CONNECTION_CHECK, type ConnectionErrorType } from '@dsb/core';
import { aiHelpMessages } from './messages';

/**
 * Connection monitoring for the AI chats (docs/product/ai-help.md): a pure state plus a small
 * scheduler with injected timers, so the rules are tested with fake timers and no React.
 */
export type ConnectionState = {
  /** 'unknown' until the first check has answered. */
  status: 'unknown' | 'connected' | 'failed';
  /** Consecutive failed checks (reset by a success): the bar shows from the second. */
  failures: number;
  /** Consecutive blocked-network (firewall-type) failures: the firewall message needs two. */
  firewallFailures: number;
  errorType: ConnectionErrorType | null;
  error: string | null;
  /**
   * The last failure was reported by this app's server about its AI service (the server was
   * reached): questions still get answers there, from the offline guide.
   */
  guideAnswers: boolean;
};

export const INITIAL_CONNECTION: ConnectionState = {
  status: 'unknown',
  failures: 0,
  firewallFailures: 0,
  errorType: null,
  error: null,
  guideAnswers: false,
};

/**
 * What one check gave: the server's answer, or a failure of the request itself. `fromServer`
 * marks a failure the server reported about its AI service (it answered; its model did not).
 */
export type CheckOutcome =
  | { connected: true }
  | {
      connected: false;
      errorType: ConnectionErrorType;
      error: string | null;
      fromServer?: boolean;
    };

export function recordCheck(state: ConnectionState, outcome: CheckOutcome): ConnectionState {
  if (outcome.connected) return INITIAL_CONNECTION_CONNECTED;
  const firewall = outcome.errorType === 'firewall';
  return {
    status: 'failed',
    failures: state.failures + 1,
    firewallFailures: firewall ? state.firewallFailures + 1 : 0,
    errorType: outcome.errorType,
    error: outcome.error,
    guideAnswers: outcome.fromServer === true,
  };
}
const INITIAL_CONNECTION_CONNECTED: ConnectionState = {
  ...INITIAL_CONNECTION,
  status: 'connected',
};

export type ConnectionBarContent = { title: string; detail: string | null; firewall: boolean };

/** The connection bar, shown after at least two consecutive failures. */
export function connectionBar(state: ConnectionState): ConnectionBarContent | null {
  const needed = CONNECTION_CHECK.failureConfirmations;
  if (state.status !== 'failed' || state.failures < needed) return null;
  const words = aiHelpMessages.bar;
  const firewall = { title: words.firewallTitle(), detail: aiHelpMessages.states.firewall() };
  if (state.guideAnswers) {
    // The server answered, its AI service did not: the pupil's own connection is fine, and the
    // offline guide answers meanwhile. A service that hangs or is cut off may still be a school
    // filter between the server and the AI service (docs/ai.md), so that keeps its message.
    if (state.firewallFailures >= needed)
      return { title: firewall.title, detail: words.firewallWithGuide(), firewall: true };
    if (state.errorType !== 'auth' && state.errorType !== 'firewall')
      return { title: words.serviceTitle(), detail: words.serviceDetail(), firewall: false };
  }
  if (state.firewallFailures >= needed) return { ...firewall, firewall: true };
  if (state.errorType === 'network')
    return { title: words.networkTitle(), detail: words.networkDetail(), firewall: false };
  if (state.errorType === 'auth')
    return { title: words.authTitle(), detail: words.authDetail(), firewall: false };
  return { title: words.otherTitle(), detail: state.error, firewall: false };
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};
const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * First check after 3 s, then every 120 s; `ensureConnected` re-checks before a send when the
 * last check is missing or failed, retrying once after 2 s.
 */
export function createConnectionMonitor(options: {
  check: () => Promise<CheckOutcome>;
  onChange: (state: ConnectionState) => void;
  timers?: Timers;
}) {
  const timers = options.timers ?? realTimers;
  let state = INITIAL_CONNECTION;
  let handle: unknown = null;
  let stopped = false;

  const runCheck = async (): Promise<ConnectionState> => {
    let outcome: CheckOutcome;
    try {
      outcome = await options.check();
    } catch (error) {
      outcome = {
        connected: false,
        errorType: 'network',
        error: error instanceof Error ? error.message : null,
      };
    }
    state = recordCheck(state, outcome);
    if (!stopped) options.onChange(state);
    return state;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    handle = timers.setTimeout(() => {
      void runCheck().finally(() => schedule(CONNECTION_CHECK.intervalMs));
    }, ms);
  };
  const wait = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));

  return {
    start() {
      schedule(CONNECTION_CHECK.firstCheckDelayMs);
    },
    stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
    },
    get state() {
      return state;
    },
    /**
     * True when a question can be answered: the AI service answers, or the server does and its
     * offline guide stands in. Checks (and retries once) only when needed.
     */
    async ensureConnected(): Promise<boolean> {
      const answers = (s: ConnectionState) => s.status === 'connected' || s.guideAnswers;
      if (state.status === 'connected') return true;
      if (answers(await runCheck())) return true;
      await wait(CONNECTION_CHECK.retryDelayMs);
      return answers(await runCheck());
    },
    /** The bar's Retry Connection button: one check now. */
    retry: () => runCheck(),
  };
}
export type ConnectionMonitor = ReturnType<typeof createConnectionMonitor>;
