// The Vitest failures of a run, for the last lines of `npm test`: the end-to-end tests print after
// the unit tests, so without this a CI log cut to its tail says only that unit tests failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/** Where `npm test` asks Vitest to write its JSON report (test-results/ is not committed). */
export const VITEST_REPORT = path.join(ROOT, 'test-results', 'vitest.json');

/** Vitest's command-line arguments that keep its usual output and also write the report. */
export const vitestReportArgs = [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
];

/**
 * One line per failed test ("file › test: first line of the error"), from a Vitest JSON report;
 * a failed file with no failed test (an error while loading it) is listed by its message.
 */
export function describeFailures(report, root = ROOT) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      lines.push(`${name} › ${test.fullName}: ${reason}`.slice(0, 400));
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`${name}: ${String(file.message ?? 'failed').split('\n')[0]}`.slice(0, 400));
    }
  }
  return lines;
}

/** The failures of the last run, or a line saying the report is missing. */
export function lastRunFailures(reportPath = VITEST_REPORT) {
  if (!existsSync(reportPath)) return [`No Vitest report at ${reportPath}.`];
  return describeFailures(JSON.parse(readFileSync(reportPath, 'utf8')));
}
