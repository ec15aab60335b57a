// `npm start`: builds when the build is missing or stale, then runs the server (seeded on first start).
import { spawn } from 'node:child_process';
import { buildWithProgress } from './buildSteps.mjs';
import { ensureFfmpeg } from './ffmpeg.mjs';
import { ROOT, SERVER_BUNDLE, buildIsStale, serverEnvironment } from './lib.mjs';

// Videos and Speak run Debian's ffmpeg: installed here when root, else the server starts without.
ensureFfmpeg();
if (buildIsStale()) {
  const code = await buildWithProgress();
  if (code !== 0) process.exit(code);
}
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: ROOT,
  env: serverEnvironment(),
  stdio: 'inherit',
});
// Forward stop signals so the server can close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
