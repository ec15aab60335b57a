// `npm test`: every suite. Unit and API tests (Vitest), then end-to-end (Playwright). Non-zero on any failure.
import { ensureChromium, run } from './lib.mjs';

ensureChromium(); // fail fast, before minutes of other tests, if the browser cannot be had
const unit = await run('npx', ['vitest', 'run']);
const e2e = await run('node', ['scripts/e2e.mjs']);
if (unit !== 0) console.error('Unit/API tests failed.');
if (e2e !== 0) console.error('End-to-end tests failed.');
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
