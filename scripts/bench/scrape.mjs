// Data Collector end to end (issue #12): 50 pages with 4 distinct charts each, served on loopback,
// scraped by the built server with auto-add to Temp and auto Sync. Reports pages a second and the
// time from the start until the last page's chart is found by the storyteller's evidence search.
import { CHARTS_PER_PAGE, chartLabel, startChartSite } from './chartSite.mjs';
import { newDataDir, signIn, startServer } from './harness.mjs';
import { sleep } from './load.mjs';

const PAGES = Number(process.env.BENCH_SCRAPE_PAGES ?? 50);
console.log(`Drawing ${PAGES * CHARTS_PER_PAGE} charts for ${PAGES} pages...`);
const site = await startChartSite(PAGES);

const server = await startServer(newDataDir(), {
  env: { OUTBOUND_ALLOW: site.host, SEED_CONTENT: '0' },
});
const { base } = server;
const admin = await signIn(base, 'admin@example.com');
/** One API call as the admin; a 503 from back-pressure is retried after its Retry-After. */
let busyAnswers = 0;
const call = async (method, path, body) => {
  for (;;) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie: admin, origin: base, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    if (response.status === 503) {
      busyAnswers++;
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }
};

let exitCode = 0;
try {
  const { urls } = site;
  const started = performance.now();
  const { sessionId } = await call('POST', '/api/admin/process-chart-urls', {
    urls,
    options: { autoAddToTemp: true, autoSync: true, handlePagination: false },
  });
  // A pupil's view of the server while the job runs: how long a trivial request waits.
  const healthTimes = [];
  let jobRunning = true;
  const healthProbe = (async () => {
    while (jobRunning) {
      const sent = performance.now();
      await fetch(`${base}/api/health`).catch(() => null);
      healthTimes.push(performance.now() - sent);
      await sleep(50);
    }
  })();
  let progress;
  let scrapedAt = null;
  for (;;) {
    progress = await call('GET', `/api/admin/scraping-progress/${sessionId}`);
    if (scrapedAt === null && progress.processedUrls === progress.totalUrls) {
      scrapedAt = performance.now();
    }
    if (!progress.isRunning) break;
    await sleep(250);
  }
  const finished = performance.now();
  jobRunning = false;
  await healthProbe;
  const found = progress.results.reduce((n, r) => n + r.chartsFound, 0);
  const failedUrls = progress.results.filter((r) => !r.success).length;
  // The last page's last chart, searched the way a pupil searches, by text and by meaning.
  const lastLabel = chartLabel(PAGES - 1, CHARTS_PER_PAGE - 1);
  const searchable = async (searchType) => {
    const query = encodeURIComponent(lastLabel);
    for (let i = 0; i < 200; i++) {
      const items = await call(
        'GET',
        `/api/evidence/search?query=${query}&searchType=${searchType}`,
      );
      if (items.some((item) => item.label.includes(lastLabel))) return performance.now();
      if (i === 199)
        console.log(
          `Not found by ${searchType}; top labels:`,
          items.slice(0, 3).map((x) => x.label),
        );
      await sleep(100);
    }
    return null;
  };
  const textAt = await searchable('text');
  const vectorAt = await searchable('vector');
  const seconds = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `Pages: ${PAGES}, charts found ${found} (expected ${PAGES * CHARTS_PER_PAGE}), failed pages ${failedUrls}`,
  );
  console.log(
    `Scraping: ${seconds(scrapedAt - started)} s, ${(PAGES / ((scrapedAt - started) / 1000)).toFixed(2)} pages/s`,
  );
  console.log(
    `Auto sync: Temp to Main: ${JSON.stringify(progress.sync ?? null)}; job finished after ${seconds(finished - started)} s`,
  );
  console.log(
    `Last chart searchable from the start: text ${textAt ? seconds(textAt - started) : 'never'} s, by meaning ${vectorAt ? seconds(vectorAt - started) : 'never'} s`,
  );
  console.log(`Busy (503) answers to the admin's polls: ${busyAnswers}`);
  const sorted = healthTimes.sort((a, b) => a - b);
  const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  console.log(
    `GET /api/health during the job (every 50 ms, ${sorted.length} calls): p99 ${p99.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  );
  if (found !== PAGES * CHARTS_PER_PAGE || failedUrls > 0 || !textAt || !vectorAt) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
  site.close();
}
process.exit(exitCode);
