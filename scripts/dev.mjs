// `npm run dev`: the API with reload on :3000 and Vite on :5173 (which proxies /api and /auth to it).
import { spawn } from 'node:child_process';
import { ensureFfmpeg } from './ffmpeg.mjs';
import { ROOT } from './lib.mjs';

ensureFfmpeg(); // videos and Speak (docs/decisions/0040-current-ffmpeg.md)

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
