// Backup Manager (issue #13, Measure): an evidence backup and its restore through the API, on the
// built server with the embedded default, with 10,000 evidence rows (each with an embedding) and
// 500 chart images. Reports each job's time, the archive's size, and /api/health while the
// restore runs (the restore's transaction holds the embedded database for a moment).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import sharp from 'sharp';
import { ROOT, SERVER_BUNDLE } from '../lib.mjs';
import { newDataDir, signIn, startServer } from './harness.mjs';
import { sleep } from './load.mjs';

const ROWS = Number(process.env.BENCH_BACKUP_ROWS ?? 10_000);
const IMAGES = Number(process.env.BENCH_BACKUP_IMAGES ?? 500);
const STATUSES = [
  'main',
  'main',
  'main',
  'main',
  'main',
  'main',
  'main',
  'main',
  'temp',
  'deleted',
];

/** The server bundle, rebuilt (server only) when older than its sources. */
function ensureServerBundle() {
  const newest = (dir) => {
    const out = spawnSync('find', [dir, '-type', 'f', '-newer', SERVER_BUNDLE], {
      encoding: 'utf8',
    });
    return out.stdout.trim().length > 0;
  };
  const stale =
    !existsSync(SERVER_BUNDLE) ||
    newest(path.join(ROOT, 'apps/server/src')) ||
    newest(path.join(ROOT, 'packages/core/src'));
  if (!stale) return;
  console.log('Building the server bundle ...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

/** A bar chart unlike the others, as a scraped chart looks (640x400 PNG). */
function chartPng(i) {
  const bars = Array.from({ length: 8 }, (_, b) => 40 + ((i * 37 + b * 71) % 300));
  const rects = bars
    .map(
      (h, b) =>
        `<rect x="${40 + b * 70}" y="${380 - h}" width="50" height="${h}" fill="hsl(${(i * 47) % 360},60%,45%)"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#fff"/>${rects}<text x="40" y="30" font-size="20">Survey ${i}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Rows straight into the stopped server's PGlite: embeddings of the app's model, so a restore keeps them. */
async function seed(dataDir) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { vector } });
  try {
    for (let start = 0; start < ROWS; start += 500) {
      const values = [];
      const params = [];
      for (let i = start; i < Math.min(ROWS, start + 500); i++) {
        const v = Array.from({ length: 512 }, (_, d) => Math.sin(i * 13 + d) / 20);
        const key = i < IMAGES ? `charts/bench-${i}.png` : null;
        const n = params.length;
        values.push(
          `($${n + 1}, $${n + 2}, $${n + 3}::text[], $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}::vector, 'use-lite-512')`,
        );
        params.push(
          `Survey chart ${i}: rainfall in district ${i % 97}`,
          `How much rain fell each month in district ${i % 97}, ${2000 + (i % 25)} to 2024.`,
          ['rainfall', 'weather', `district ${i % 97}`],
          key,
          key ? `/files/${key}` : `/files/charts/seed-${i % 26}.png`,
          STATUSES[i % STATUSES.length],
          `[${v.join(',')}]`,
        );
      }
      await db.query(
        `insert into evidence (label, description, keywords, image_key, image_url, status, embedding, embedding_model)
         values ${values.join(',')}`,
        params,
      );
    }
  } finally {
    await db.close();
  }
  const charts = path.join(dataDir, 'files', 'charts');
  mkdirSync(charts, { recursive: true });
  let bytes = 0;
  for (let i = 0; i < IMAGES; i++) {
    const png = await chartPng(i);
    bytes += png.length;
    writeFileSync(path.join(charts, `bench-${i}.png`), png);
  }
  return bytes;
}

async function runJob(base, cookie, url, body) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const { jobId } = await response.json();
  for (;;) {
    await sleep(100);
    const status = await (
      await fetch(`${base}/api/admin/backup/jobs/${jobId}`, { headers: { cookie } })
    ).json();
    if (['done', 'failed', 'interrupted', 'cancelled'].includes(status.status)) {
      if (status.status !== 'done') throw new Error(`${url}: ${status.status} ${status.error}`);
      return { seconds: (performance.now() - started) / 1000, status };
    }
  }
}

/** /api/health every 50 ms until `done` resolves: the slowest answers while a job runs. */
async function healthDuring(base, done) {
  const times = [];
  let finished = false;
  done.finally(() => (finished = true));
  while (!finished) {
    const t = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - t);
    await sleep(50);
  }
  times.sort((a, b) => a - b);
  return {
    p99_ms: +times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)].toFixed(1),
    max_ms: +times[times.length - 1].toFixed(1),
  };
}

ensureServerBundle();
const dataDir = newDataDir();
const env = { SEED_CONTENT: '0' };
let server = await startServer(dataDir, { env });
await server.stop();
console.log(`Seeding ${ROWS} evidence rows and ${IMAGES} chart images ...`);
const imageBytes = await seed(dataDir);
server = await startServer(dataDir, { env });
let figures;
try {
  const cookie = await signIn(server.base, 'admin@example.com');
  const backup = await runJob(server.base, cookie, '/api/admin/backup');
  const entry = backup.status.backup;
  const restoring = runJob(server.base, cookie, '/api/admin/backup/restore', {
    s3URL: entry.s3URL,
    type: 'evidence',
  });
  const health = await healthDuring(server.base, restoring);
  const restore = await restoring;
  figures = {
    rows: ROWS,
    images: IMAGES,
    image_mb: +(imageBytes / 2 ** 20).toFixed(1),
    backup_s: +backup.seconds.toFixed(1),
    archive_mb: +(entry.size / 2 ** 20).toFixed(1),
    restore_s: +restore.seconds.toFixed(1),
    health_during_restore: health,
  };
} finally {
  await server.stop();
}
// Counted with the server stopped: every row is back.
const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { vector } });
const { rows } = await db.query('select count(*)::int as n from evidence');
await db.close();
console.log(JSON.stringify({ ...figures, rows_after_restore: rows[0].n }));
