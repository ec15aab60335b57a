// Preloaded into the server under test (`node --expose-gc --import`): on SIGUSR2 it collects the
// garbage and writes the main thread's live JavaScript heap, and the resident set after that, to
// BENCH_MEMORY_REPORT. A bench can then tell memory still in use (a leak) from memory the heap has
// not yet given back.
import { renameSync, writeFileSync } from 'node:fs';

const report = process.env.BENCH_MEMORY_REPORT;
if (report) {
  process.on('SIGUSR2', () => {
    const mb = (bytes) => Math.round(bytes / 1048576);
    const heapBeforeGc = process.memoryUsage().heapUsed;
    globalThis.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    const figures = { heap_mb: mb(heapUsed), heap_before_gc_mb: mb(heapBeforeGc), rss_mb: mb(rss) };
    writeFileSync(`${report}.tmp`, JSON.stringify(figures));
    renameSync(`${report}.tmp`, report);
  });
}
