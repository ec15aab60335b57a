// Preloaded into the server under test (`node --expose-gc --import`): when asked (probeSignal.mjs)
// it collects the garbage and writes the main thread's live JavaScript heap, what the heap held
// just before, and the resident set after, to BENCH_MEMORY_REPORT. A bench can then tell memory
// still in use (a leak) from memory the heap has not yet given back.
import { answerWhenAsked } from './probeSignal.mjs';

const report = process.env.BENCH_MEMORY_REPORT;
if (report) {
  answerWhenAsked(report, () => {
    const mb = (bytes) => Math.round(bytes / 1048576);
    const heapBeforeGc = process.memoryUsage().heapUsed;
    globalThis.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    return { heap_mb: mb(heapUsed), heap_before_gc_mb: mb(heapBeforeGc), rss_mb: mb(rss) };
  });
}
