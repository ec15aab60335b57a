// Shared helpers for the repository scripts (no dependencies: they run before anything is built).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/server.js');
export const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/**
 * How glibc's allocator should behave in the server (decision 0059), under the caller's settings.
 * Two arenas, not one per thread that allocates at once: glibc rarely hands freed arena memory
 * back, and the image, speech and database threads left a fresh server holding about 630 MB
 * instead of 450 MB. (Fixed mmap and trim thresholds of 128 KB saved another 55 MB at a first
 * start but made classroom saves two to three times slower: not used, decision 0059.) glibc reads
 * this only when a process starts, so whatever starts the server must set it; a value the
 * operator set wins.
 */
export const SERVER_ALLOCATOR_ENV = Object.freeze({ MALLOC_ARENA_MAX: '2' });

/** The server's environment: the allocator's settings under the caller's environment. */
export const serverEnvironment = (env = process.env) => ({ ...SERVER_ALLOCATOR_ENV, ...env });

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

// What each build is made from (node_modules and dist folders inside are skipped).
const WEB_SOURCES = [
  'packages/core',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  'apps/web/package.json',
];
const SERVER_SOURCES = ['apps/server/src', 'apps/server/package.json', 'apps/server/build.mjs'];

const newerThan = (sources, builtAt) =>
  sources.some((s) => newestMtime(path.join(ROOT, s)) > builtAt);

/** True when the web app's build (apps/web/dist) is missing or older than any of its sources. */
export function webBuildIsStale() {
  if (!existsSync(WEB_INDEX)) return true;
  return newerThan(WEB_SOURCES, statSync(WEB_INDEX).mtimeMs);
}

/** True when a build is missing or older than any source it is made from. */
export function buildIsStale() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(WEB_INDEX)) return true;
  const builtAt = Math.min(statSync(SERVER_BUNDLE).mtimeMs, statSync(WEB_INDEX).mtimeMs);
  return newerThan([...WEB_SOURCES, ...SERVER_SOURCES], builtAt);
}

/** True when `command` is on the PATH. */
export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Tesseract and the languages the end-to-end tests read exported pictures in (OCR). */
export const OCR_PACKAGES = [
  'tesseract-ocr',
  'tesseract-ocr-ara',
  'tesseract-ocr-chi-sim',
  'tesseract-ocr-hin',
];

/** Whether a Debian package is installed. */
export function packageInstalled(pkg) {
  const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return status.status === 0 && status.stdout.includes('install ok installed');
}

/** Installs a Debian package with apt-get when running as root; true when it succeeded. */
export function aptInstall(pkg) {
  if (process.getuid?.() !== 0) return false;
  console.log(`${pkg} is missing: installing the Debian package with apt-get ...`);
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return update.status === 0 && install.status === 0;
}

/**
 * Finds the browser for the end-to-end tests; installs it with apt when running as root, else
 * explains how. Debian's `chromium-headless-shell` comes first: the same engine without the
 * browser's window machinery, which takes about 14% less time over the suite on 2 cores
 * (docs/decisions/0041-test-run.md). CHROMIUM_PATH overrides; Chromium itself also serves.
 */
export function ensureChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  for (const pkg of ['chromium-headless-shell', 'chromium']) {
    if (aptInstall(pkg) && existsSync(`/usr/bin/${pkg}`)) return `/usr/bin/${pkg}`;
  }
  console.error(
    'The end-to-end tests need Chromium, which is not installed.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome executable).',
  );
  process.exit(1);
}
