import { CONNECTION_CHECK, type ConnectionCheck } from '@dsb/core';
import { ModelCallError } from './http';
import type { ChatModel } from './model';

/** A failure where the model gave no answer at all (as opposed to an answer saying no). */
export function unreachable(error: unknown): boolean {
  return (
    error instanceof ModelCallError &&
    (error.errorType === 'network' || error.errorType === 'firewall')
  );
}

const OFFLINE: ConnectionCheck = {
  success: true,
  connected: true,
  error: null,
  errorType: null,
  mode: 'offline',
};

/**
 * GET /api/ai/test-connection (docs/product/ai-help.md, Connection bar): can this server reach the
 * model? Every open chat asks every 120 s, so one answer is shared for `ttlMs` and concurrent
 * checks wait for the same call. With no model the offline guide is always there: connected.
 */
export class ConnectionChecker {
  private cached: { at: number; result: Promise<ConnectionCheck> } | null = null;
  /** When a check or a chat last found the model unreachable. */
  private failedAt: number | null = null;

  constructor(
    private readonly model: ChatModel | null,
    private readonly ttlMs = 15_000,
    private readonly timeoutMs: number = CONNECTION_CHECK.timeoutMs,
  ) {}

  check(now = Date.now()): Promise<ConnectionCheck> {
    if (!this.model) return Promise.resolve(OFFLINE);
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.result;
    const result = this.run(this.model);
    this.cached = { at: now, result };
    return result;
  }

  /**
   * True for `ttlMs` after the model was found unreachable: answers then come from the offline
   * guide at once instead of each waiting for the model's time-out.
   */
  recentlyFailed(now = Date.now()): boolean {
    return this.failedAt !== null && now - this.failedAt < this.ttlMs;
  }

  /** A chat's model call got no answer: later questions skip the model for a while. */
  noteFailure(now = Date.now()): void {
    this.failedAt = now;
  }

  private async run(model: ChatModel): Promise<ConnectionCheck> {
    try {
      await model.check(this.timeoutMs);
      this.failedAt = null;
      return { success: true, connected: true, error: null, errorType: null, mode: 'model' };
    } catch (error) {
      if (unreachable(error)) this.noteFailure();
      const failure =
        error instanceof ModelCallError
          ? error
          : new ModelCallError('unknown', 'The AI service could not be checked');
      return {
        success: false,
        connected: false,
        error: failure.message,
        errorType: failure.errorType,
        mode: 'model',
      };
    }
  }
}
