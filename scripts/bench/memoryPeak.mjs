// Memory of the whole server (issue #31): every process it runs (the server, the sentence model,
// the speech engines, ffmpeg), summed as proportional set size (PSS: a page shared between them
// counts once), sampled every 200 ms. Three figures against their targets: settled after a first
// start (which seeds and embeds the library), settled after a later start, and the peak while a
// 10-slide narrated video renders, a 20-page scrape runs and a backup is restored, all at once.
// Traffic goes to loopback only (the chart site is served here).
import { loadavg } from 'node:os';
import { startChartSite } from './chartSite.mjs';
import { newDataDir, residentByProcess, signIn, startServer } from './harness.mjs';
import { sleep } from './load.mjs';
import { apiCaller, renderVideo, slidePng, uploadSlidePictures } from './videoFixture.mjs';

const SETTLE_MS = Number(process.env.BENCH_MEMORY_SETTLE_MS ?? 30_000);
const PAGES = 20;
const TARGETS = { idle_mb: 300, peak_mb: 700 };

/** Samples the server's process tree; `take()` gives the largest sum since the last take. */
function memorySampler(pid) {
  let peak = null;
  const sample = () => {
    const processes = residentByProcess(pid);
    const total = processes.reduce((sum, p) => sum + p.pss, 0);
    if (!peak || total > peak.total) peak = { total, processes, at: Date.now() };
  };
  const timer = setInterval(sample, 200);
  return {
    take() {
      sample();
      const taken = peak;
      peak = null;
      return taken;
    },
    stop: () => clearInterval(timer),
  };
}

const describe = (figure) =>
  figure.processes
    .filter((p) => p.pss > 0)
    .map((p) => `${p.name} ${p.pss}`)
    .join(', ');

/** The whole tree's memory now, once the first start's work has settled. */
async function settled(server) {
  await sleep(SETTLE_MS);
  const processes = residentByProcess(server.pid);
  return { total: processes.reduce((sum, p) => sum + p.pss, 0), processes };
}

/** Runs an admin job (backup, restore) to its end; throws unless it is done. */
async function backupJob(call, url, body) {
  const { jobId } = await call('POST', url, body);
  for (;;) {
    await sleep(200);
    const status = await call('GET', `/api/admin/backup/jobs/${jobId}`);
    if (status.status === 'done') return status;
    if (['failed', 'interrupted', 'cancelled'].includes(status.status))
      throw new Error(`${url}: ${status.status} ${status.error}`);
  }
}

async function scrape(call, urls) {
  const { sessionId } = await call('POST', '/api/admin/process-chart-urls', {
    urls,
    options: { autoAddToTemp: true, autoSync: false, handlePagination: false },
  });
  for (;;) {
    await sleep(250);
    const progress = await call('GET', `/api/admin/scraping-progress/${sessionId}`);
    if (!progress.isRunning) return progress.results.reduce((n, r) => n + r.chartsFound, 0);
  }
}

const site = await startChartSite(PAGES);
const dataDir = newDataDir();
const env = { OUTBOUND_ALLOW: site.host };
const rows = [];
let failed = false;
let server = await startServer(dataDir, { env });
try {
  const first = await settled(server);
  rows.push({ figure: 'settled after a first start', mb: first.total, processes: describe(first) });
  await server.stop();
  server = await startServer(dataDir, { env });
  const later = await settled(server);
  rows.push({
    figure: 'settled after a later start',
    mb: later.total,
    target_mb: TARGETS.idle_mb,
    processes: describe(later),
  });
  if (later.total >= TARGETS.idle_mb) failed = true;

  const sampler = memorySampler(server.pid);
  const admin = apiCaller(server.base, await signIn(server.base, 'admin@example.com'));
  const backup = await backupJob(admin, '/api/admin/backup');
  const teacher = apiCaller(server.base, await signIn(server.base, 'teacher@memory.example'));
  const story = await teacher('POST', '/api/stories', {
    title: 'Memory peak',
    template: 'blank',
    slides: Array.from({ length: 10 }, (_, i) => ({
      id: `slide-1700000000000-${i}`,
      title: `Slide ${i + 1}`,
      script: `Slide ${i + 1} shows how the yearly rainfall in the valley changed since ${1980 + i}, and why the farmers noticed it before the scientists did.`,
      canvasState: [],
    })),
  });
  const pictures = await Promise.all(
    Array.from({ length: 10 }, (_, i) => slidePng(i, `Slide ${i + 1}`)),
  );
  const imageUrls = await uploadSlidePictures(server.base, teacher, pictures);
  sampler.take();
  const started = Date.now();
  const [video, charts] = await Promise.all([
    renderVideo(teacher, { storyId: story._id, voice: 'Amy', imageUrls }),
    scrape(admin, site.urls),
    backupJob(admin, '/api/admin/backup/restore', {
      s3URL: backup.backup.s3URL,
      type: 'evidence',
    }),
  ]);
  const peak = sampler.take();
  sampler.stop();
  rows.push({
    figure: 'peak: video + scrape + restore at once',
    mb: peak.total,
    target_mb: TARGETS.peak_mb,
    processes: `${describe(peak)} (at ${((peak.at - started) / 1000).toFixed(1)} s)`,
  });
  if (video.status !== 'done') throw new Error(`the video failed: ${video.error}`);
  if (charts === 0) throw new Error('the scrape found no chart');
  if (peak.total >= TARGETS.peak_mb) failed = true;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
  site.close();
}
console.table(rows);
console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
process.exit(failed ? 1 : 0);
