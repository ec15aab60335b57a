import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Gives memory back once a burst of work is over (docs/decisions/0043-collect-when-quiet.md).
 *
 * Under load (a class editing together, a backup, a video) the main thread makes short-lived
 * objects that outlive a few young-generation collections while they wait for the database, and
 * so die in the old generation. V8 collects that only when it needs room: a server that then goes
 * quiet keeps hundreds of megabytes of garbage indefinitely, which a small school machine wants
 * back for its other programs. So when the heap has grown well past what was live at the last
 * collection and the event loop has been nearly idle for a while, this runs one full collection.
 */
export type IdleCollectorOptions = {
  /** How often the heap and the loop are looked at. */
  checkEveryMs?: number;
  /** How many checks in a row the loop must have been quiet. */
  quietChecks?: number;
  /** The event loop's busy share (0-1) under which a check counts as quiet. */
  quietUtilization?: number;
  /** Growth of the heap since the last collection that is worth a collection. */
  growthBytes?: number;
  /** For tests: the heap in use, the loop's busy share since the last call, the collection. */
  heapUsed?: () => number;
  loopUtilization?: () => number;
  collect?: () => void;
  onCollected?: (freedBytes: number) => void;
};

const MB = 1024 * 1024;

export function startIdleCollector(options: IdleCollectorOptions = {}): { stop(): void } {
  const {
    checkEveryMs = 5_000,
    quietChecks = 2,
    quietUtilization = 0.05,
    growthBytes = 64 * MB,
    heapUsed = () => process.memoryUsage().heapUsed,
    loopUtilization = loopUtilizationSinceLastCall(),
    collect = fullCollection,
    onCollected,
  } = options;
  let baseline = heapUsed();
  let quietInARow = 0;
  const timer = setInterval(() => {
    quietInARow = loopUtilization() < quietUtilization ? quietInARow + 1 : 0;
    const used = heapUsed();
    // A heap that shrank on its own (V8 collected) is the new baseline.
    baseline = Math.min(baseline, used);
    if (quietInARow < quietChecks || used - baseline < growthBytes) return;
    collect();
    baseline = heapUsed();
    quietInARow = 0;
    onCollected?.(used - baseline);
  }, checkEveryMs);
  timer.unref(); // never what keeps the process alive
  return { stop: () => clearInterval(timer) };
}

function loopUtilizationSinceLastCall(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, last);
    last = now;
    return since.utilization;
  };
}

let exposedGc: (() => void) | null = null;

/**
 * V8's full collection. Node offers it only to a process started with --expose-gc; setting the flag
 * now makes new contexts carry `gc`, so one is taken from a fresh context, once.
 */
function fullCollection() {
  if (!exposedGc) {
    const own = (globalThis as { gc?: () => void }).gc;
    if (own) exposedGc = own;
    else {
      setFlagsFromString('--expose-gc');
      exposedGc = runInNewContext('gc') as () => void;
    }
  }
  exposedGc();
}
