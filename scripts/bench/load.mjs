// Open-loop load primitives for the bench: a schedule that fires whatever the latency, a recorder
// with exact percentiles, and a small concurrency pool for setting up.

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch that waits out 503 + Retry-After (back-pressure) as a client should; for setup calls. */
export async function fetchPatiently(url, init, attempts = 30) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt >= attempts) return response;
    await response.arrayBuffer();
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000 * (0.5 + Math.random()));
  }
}

/** Runs `worker` over `items`, at most `limit` at a time; resolves with the results in order. */
export async function pool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * Fires each stream's `fire(scheduledAt)` every `everyMs` from `offsetMs` for `seconds`, on
 * schedule: a slow answer does not delay the next request (no coordinated omission).
 */
export async function openLoop(seconds, streams) {
  const start = performance.now() + 100;
  const end = start + seconds * 1000;
  const due = streams.map((s) => start + s.offsetMs);
  const inFlight = [];
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      streams.forEach((stream, i) => {
        while (due[i] <= now && due[i] < end) {
          inFlight.push(stream.fire(due[i]));
          due[i] += stream.everyMs;
        }
      });
      if (now >= end) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  await Promise.all(inFlight);
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Response times by kind of request, measured from when the request was due. */
export class Recorder {
  #times = new Map();
  #errors = new Map();

  record(name, ms, ok = true) {
    if (!this.#times.has(name)) this.#times.set(name, []);
    this.#times.get(name).push(ms);
    if (!ok) this.#errors.set(name, (this.#errors.get(name) ?? 0) + 1);
  }

  /** Times `request()` (a fetch) from `scheduledAt`; any non-2xx answer is an error. */
  async timed(name, scheduledAt, request) {
    let ok;
    try {
      const response = await request();
      await response.arrayBuffer();
      ok = response.ok;
    } catch {
      ok = false;
    }
    this.record(name, performance.now() - scheduledAt, ok);
  }

  errors() {
    let total = 0;
    for (const count of this.#errors.values()) total += count;
    return total;
  }

  stats(name) {
    const sorted = [...(this.#times.get(name) ?? [])].sort((a, b) => a - b);
    const round = (v) => +v.toFixed(1);
    return {
      requests: sorted.length,
      p50_ms: round(percentile(sorted, 50)),
      p95_ms: round(percentile(sorted, 95)),
      p99_ms: round(percentile(sorted, 99)),
      max_ms: round(sorted.at(-1) ?? 0),
      errors: this.#errors.get(name) ?? 0,
    };
  }

  rows(phase) {
    return [...this.#times.keys()].map((name) => ({ phase, case: name, ...this.stats(name) }));
  }
}
