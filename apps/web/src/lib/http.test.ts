import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, BUSY_RETRY, apiFetch, onServerBusy } from './http';

const busy = (retryAfter: string | null = '1') =>
  new Response(JSON.stringify({ error: 'The server is busy.' }), {
    status: 503,
    headers: retryAfter ? { 'retry-after': retryAfter } : {},
  });
const ok = () => new Response(JSON.stringify({ id: 'u1' }), { status: 200 });

describe('apiFetch on a busy server (503 + Retry-After)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits the Retry-After, sends the same call again and says it is retrying meanwhile', async () => {
    fetchMock.mockResolvedValueOnce(busy('2')).mockResolvedValueOnce(ok());
    const waiting: number[] = [];
    const stop = onServerBusy((n) => waiting.push(n));
    const result = apiFetch('/api/admin/users', { method: 'POST', json: { name: 'A' } });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(fetchMock).toHaveBeenCalledTimes(1); // not before the time the server asked
    await vi.advanceTimersByTimeAsync(600); // 2 s plus at most a quarter more
    await expect(result).resolves.toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: '{"name":"A"}' });
    expect(waiting).toEqual([1, 0]);
    stop();
  });

  it('gives up with the server message after a few tries', async () => {
    fetchMock.mockImplementation(async () => busy('1'));
    const result = apiFetch('/api/prompts').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(BUSY_RETRY.attempts * 1_250 + 100);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toBe('The server is busy.');
    expect(fetchMock).toHaveBeenCalledTimes(BUSY_RETRY.attempts + 1);
  });

  it('leaves a 503 without Retry-After, and calls that back off on their own, to the caller', async () => {
    fetchMock.mockResolvedValue(busy(null));
    await expect(apiFetch('/api/prompts')).rejects.toMatchObject({ status: 503 });
    fetchMock.mockResolvedValue(busy('1'));
    await expect(
      apiFetch('/api/stories/s1', { method: 'PATCH', json: {}, retryBusy: false }),
    ).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
