import { CONNECTION_CHECK, type ConnectionCheck } from '@dsb/core';
import { ModelCallError } from './http';
import type { ChatModel } from './model';

const OFFLINE: ConnectionCheck = {
  success: true,
  connected: true,
  error: null,
  errorType: null,
  mode: 'offline',
};

/**
 * GET /api/ai/test-connection (spec 3 §4 Connection monitoring): can this server reach the model?
 * Every open chat asks every 120 s, so one answer is shared for `ttlMs` and concurrent checks
 * wait for the same call. With no model the offline guide is always there: connected.
 */
export class ConnectionChecker {
  private cached: { at: number; result: Promise<ConnectionCheck> } | null = null;

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

  private async run(model: ChatModel): Promise<ConnectionCheck> {
    try {
      await model.check(this.timeoutMs);
      return { success: true, connected: true, error: null, errorType: null, mode: 'model' };
    } catch (error) {
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
