// A throwaway PostgreSQL cluster for tests: initdb into a temporary directory, started on a free
// port, stopped and removed when the caller is done (or the process exits). Uses the server
// binaries of Debian's postgresql-NN package; run as root, it runs them as the `postgres` user
// (initdb refuses root).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const VERSIONS = ['17', '16', '15'];

/** The bin directory of an installed PostgreSQL server (PG_BIN overrides), or null. */
export function findPostgresBin() {
  const candidates = [
    process.env.PG_BIN,
    ...VERSIONS.map((v) => `/usr/lib/postgresql/${v}/bin`),
    ...listedVersions().map((v) => `/usr/lib/postgresql/${v}/bin`),
  ].filter(Boolean);
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb'))) ?? null;
}

function listedVersions() {
  try {
    return readdirSync('/usr/lib/postgresql');
  } catch {
    return [];
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function postgresUserIds() {
  const read = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = read('-u');
  const gid = read('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error('Running as root needs the `postgres` user (made by the postgresql package).');
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Starts a cluster and resolves with `{ url, bin, stop }`. `url` connects as the superuser
 * `postgres` to the database `postgres`; `stop()` (also run at exit) stops it and deletes it.
 */
export async function startThrowawayPostgres({ log = console.log } = {}) {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries not found. Install them with:\n' +
        '  sudo apt-get update && sudo apt-get install -y postgresql-15\n' +
        '(or set PG_BIN to the directory holding initdb and pg_ctl).',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'dsb-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(dir, uid, gid);
  }
  const run = (command, args) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}):\n${result.stdout}${result.stderr}`);
    }
    return result.stdout;
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } catch {
      // already down: removing the directory is what matters
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);

  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    // Durability is not wanted from a cluster that is deleted in a minute: fsync off is faster.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    run('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options,
    ]);
    const version = run('postgres', ['--version']).trim();
    log(`Throwaway PostgreSQL (${version}) on 127.0.0.1:${port}, data in ${dataDir}`);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, bin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
