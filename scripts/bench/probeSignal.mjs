// The preloaded probes (loopMonitor.mjs, memoryProbe.mjs) share one signal, SIGUSR2, since Node
// keeps SIGUSR1 for its inspector. A bench asks one of them by creating `<report>.asked` before
// signalling (harness.mjs readProbe): only that probe answers. Reading the event-loop figures must
// not run the memory probe's full garbage collection, which would change the memory measured next.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';

export const askedFile = (report) => `${report}.asked`;

/** Calls `answer()` on SIGUSR2 when this report was asked for, and writes what it returns. */
export function answerWhenAsked(report, answer) {
  process.on('SIGUSR2', () => {
    if (!existsSync(askedFile(report))) return;
    rmSync(askedFile(report), { force: true });
    writeFileSync(`${report}.tmp`, JSON.stringify(answer()));
    renameSync(`${report}.tmp`, report);
  });
}
