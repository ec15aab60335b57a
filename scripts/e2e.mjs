// `npm run test:e2e`: Playwright in Debian's Chromium against the real built server.
import { ensureFfmpeg } from './ffmpeg.mjs';
import { SERVER_BUNDLE, buildIsStale, ensureChromium, run } from './lib.mjs';

const chromium = ensureChromium();
ensureFfmpeg(); // Speak's MP3 (speech.spec.ts)
// CI builds before testing: that build is current, so nothing is built twice.
if (buildIsStale()) {
  console.log('The build is missing or older than its sources: building first ...');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}
console.log(`End-to-end tests with ${chromium} against ${SERVER_BUNDLE}`);
const code = await run(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(code);
