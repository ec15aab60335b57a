// The build that `npm start` runs on a first start (or after a source change), step by step with
// its progress on the terminal: the whole build takes a minute or two on a school laptop.
import { run } from './lib.mjs';

/** What `npm run build` does, one workspace at a time (packages/core is bundled by both). */
export const BUILD_STEPS = [
  { name: 'the web app', args: ['run', 'build', '--silent', '-w', 'apps/web'] },
  { name: 'the server', args: ['run', 'build', '--silent', '-w', 'apps/server'] },
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs each build step, saying which one runs and how long it took; stops at the first failure.
 * Resolves with the exit code (0 when every step built).
 */
export async function buildWithProgress({
  runStep = (args) => run('npm', args),
  say = (line) => console.log(line),
  now = () => Date.now(),
} = {}) {
  const started = now();
  say(
    'Building the app (first start or sources changed). This takes a minute or two; on a first ' +
      'start the server then computes the search embeddings, and says how far it is.',
  );
  for (const [i, step] of BUILD_STEPS.entries()) {
    const stepStarted = now();
    say(`[${i + 1}/${BUILD_STEPS.length}] Building ${step.name} ...`);
    const code = await runStep(step.args);
    if (code !== 0) {
      say(`Building ${step.name} failed (exit code ${code}).`);
      return code;
    }
    say(`[${i + 1}/${BUILD_STEPS.length}] Built ${step.name} in ${seconds(now() - stepStarted)}.`);
  }
  say(`Build finished in ${seconds(now() - started)}. Starting the server ...`);
  return 0;
}
