// Preloaded into the server under test (`node --import`): measures the server's own event-loop
// delay with perf_hooks. When asked (probeSignal.mjs) it writes the histogram since the last
// question to BENCH_LOOP_REPORT and starts a new one, so each bench phase gets its own figures.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerWhenAsked } from './probeSignal.mjs';

const report = process.env.BENCH_LOOP_REPORT;
if (report) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  answerWhenAsked(report, () => {
    const ms = (ns) => +(ns / 1e6).toFixed(2);
    const figures = {
      p50_ms: ms(histogram.percentile(50)),
      p99_ms: ms(histogram.percentile(99)),
      max_ms: ms(histogram.max),
    };
    histogram.reset();
    return figures;
  });
}
