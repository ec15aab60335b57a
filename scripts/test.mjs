// `npm test`: every suite. Unit and API tests (Vitest), with the server's database tests run a
// second time on a throwaway PostgreSQL in the same run (installed with apt-get when root and
// missing; required in CI), then end-to-end (Playwright). Chromium, PostgreSQL, poppler-utils,
// LibreOffice Impress, Tesseract and ffmpeg come from Debian. Non-zero on any failure.
import { rmSync } from 'node:fs';
import { ensureFfmpeg } from './ffmpeg.mjs';
import {
  OCR_PACKAGES,
  aptInstall,
  commandExists,
  ensureChromium,
  packageInstalled,
  run,
} from './lib.mjs';
import { findPostgresBin, startThrowawayPostgres } from './postgres.mjs';
import { VITEST_REPORT, lastRunFailures, vitestReportArgs } from './vitestFailures.mjs';

ensureChromium(); // fail fast, before minutes of other tests, if the browser cannot be had
// The export tests read PDFs with poppler and convert slide decks with LibreOffice (Debian's).
for (const [command, pkg] of [
  ['pdfinfo', 'poppler-utils'],
  ['soffice', 'libreoffice-impress'],
]) {
  if (!commandExists(command) && !aptInstall(pkg)) {
    console.warn(`${command} is missing: install it with  sudo apt-get install -y ${pkg}`);
  }
}
// The languages journey reads exported pages and video frames back with Tesseract (Arabic,
// Simplified Chinese and Hindi data): Debian's, as above.
for (const pkg of OCR_PACKAGES) {
  if (!packageInstalled(pkg) && !aptInstall(pkg)) {
    console.warn(`${pkg} is missing: install it with  sudo apt-get install -y ${pkg}`);
  }
}
// The video and speech tests run Debian's ffmpeg and check videos with its ffprobe.
ensureFfmpeg({ withFfprobe: true });
const failed = [];
// Like Chromium, PostgreSQL's server is installed from Debian's packages when running as root.
if (!findPostgresBin()) aptInstall('postgresql-15');
const cluster = findPostgresBin() ? await startThrowawayPostgres() : null;
if (!cluster && process.env.CI) {
  failed.push('PostgreSQL is not installed: CI runs the server suite on it (see .ci/run).');
} else if (!cluster) {
  console.warn('Skipped the server suite on PostgreSQL: install postgresql-15 to run it.');
}
// With a cluster, vitest.config.ts adds the project `server-postgres`: the database tests again.
rmSync(VITEST_REPORT, { force: true }); // a report left by an earlier run must not be read
const unitCode = await run('npx', ['vitest', 'run', ...vitestReportArgs], {
  env: { ...process.env, ...(cluster && { TEST_POSTGRES_URL: cluster.url }) },
});
cluster?.stop();
if (unitCode !== 0) {
  failed.push(
    'Unit/API tests (PGlite and PostgreSQL) failed:',
    ...lastRunFailures().map((line) => `  ${line}`),
  );
}
if ((await run('node', ['scripts/e2e.mjs'])) !== 0) failed.push('End-to-end tests failed.');
// The built server holding a class inside a 1 GB memory limit (issue #31; after the end-to-end
// tests, which build when the build is stale).
if ((await run('node', ['scripts/smallMachine.mjs'])) !== 0) {
  failed.push('The small-machine test (a class inside 1 GB of memory) failed.');
}
for (const message of failed) console.error(message);
process.exit(failed.length > 0 ? 1 : 0);
