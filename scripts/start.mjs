// `npm start`: builds when the build is missing or stale, then runs the server (seeded on first start).
import { spawn } from 'node:child_process';
import { ROOT, SERVER_BUNDLE, buildIsStale, run } from './lib.mjs';

if (buildIsStale()) {
  console.log('Building the app (first start or sources changed) ...');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: ROOT,
  stdio: 'inherit',
});
// Forward stop signals so the server can close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
