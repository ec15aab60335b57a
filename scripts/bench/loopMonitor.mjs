// Preloaded into the server under test (`node --import`): measures the server's own event-loop
// delay with perf_hooks. On SIGUSR2 it writes the histogram since the last signal to
// BENCH_LOOP_REPORT and starts a new one, so each bench phase gets its own figures.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const report = process.env.BENCH_LOOP_REPORT;
if (report) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => +(ns / 1e6).toFixed(2);
    const figures = {
      p50_ms: ms(histogram.percentile(50)),
      p99_ms: ms(histogram.percentile(99)),
      max_ms: ms(histogram.max),
    };
    histogram.reset();
    writeFileSync(`${report}.tmp`, JSON.stringify(figures));
    writeFileSync(report, JSON.stringify(figures));
  });
}
