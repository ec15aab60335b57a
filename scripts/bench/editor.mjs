// Editor budgets (docs/performance.md) in a real Chromium against the built server: time to interactive of
// /tool, slide switch with 100 objects (< 150 ms), frames per second while dragging among 200
// objects, and the gzipped size of the editor's chunks and of the first route (< 250 KB).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib.mjs';
import { newDataDir, startServer } from './harness.mjs';

// The functions passed to page.evaluate and page.waitForFunction run in the page.
/* global document, location, window, requestAnimationFrame */

const DIST = path.join(ROOT, 'apps/web/dist');
const ASSETS = path.join(DIST, 'assets');
const SWITCH_BUDGET_MS = 150;
const FIRST_ROUTE_BUDGET_KB = 250;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 1) => +value.toFixed(digits);

const results = [];
function report(name, value, unit, budget, extra = {}) {
  const row = {
    case: name,
    value: round(value),
    unit,
    budget: budget === undefined ? '' : `< ${budget}`,
    within_budget: budget === undefined ? '' : value < budget ? 'yes' : 'NO',
    ...extra,
  };
  results.push(row);
  console.log(JSON.stringify(row));
}

/** `count` objects laid out over the 375 x 667 slide; every `textEvery`-th one a label. */
function objects(count, textEvery) {
  const columns = 8;
  const rows = Math.ceil(count / columns);
  const rowHeight = Math.floor(620 / rows);
  return Array.from({ length: count }, (_, j) => {
    const left = 5 + (j % columns) * 45;
    const top = 10 + Math.floor(j / columns) * rowHeight;
    return textEvery && j % textEvery === 1
      ? {
          type: 'i-text',
          text: `Label ${j}`,
          left,
          top,
          fontSize: 14,
          fontFamily: 'Arial',
          originX: 'left',
          originY: 'top',
        }
      : {
          type: 'rect',
          left,
          top,
          width: 40,
          height: 30,
          fill: '#007AFF',
          originX: 'left',
          originY: 'top',
        };
  });
}

/** 10 slides: 0 and 1 with 100 rects and labels each, 2 with 200 rects, the rest empty. */
function benchSlides() {
  return Array.from({ length: 10 }, (_, i) => ({
    id: `slide-1700000000000-${i}`,
    title: `Slide ${i + 1}`,
    script: 'In this slide we look at how the numbers changed between 1990 and 2020 and why.',
    canvasState: i < 2 ? objects(100, 2) : i === 2 ? objects(200, 0) : [],
  }));
}

const upperCanvas = (page) => page.locator('[data-testid="slide-canvas"] canvas.upper-canvas');

/** Waits until the slide is loaded and rendered; resolves with the in-page performance.now(). */
async function waitForSlide(page, title, timeout = 60_000) {
  const handle = await page.waitForFunction(
    (expected) => {
      // Landing anywhere but the editor (issue #9: a superseded load sent it to the grid) fails
      // at once instead of waiting out the timeout.
      if (location.pathname !== '/tool') throw new Error(`left the editor for ${location.href}`);
      if (performance.getEntriesByName('dsb:slide-load', 'measure').length === 0) return false;
      if (!document.querySelector('[data-testid="slide-canvas"] canvas.upper-canvas')) return false;
      if (document.querySelector('[role="status"][aria-label="Loading slide"]')) return false;
      const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
      if (!nav || !nav.textContent.includes(expected)) return false;
      return performance.now();
    },
    title,
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}

async function timeToInteractive(context, base, storyId) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const page = await context.newPage();
    await page.goto(`${base}/tool?slide=3&story=${storyId}`, { waitUntil: 'commit' });
    times.push(await waitForSlide(page, 'Slide 4'));
    await page.close();
  }
  report('editor time to interactive (/tool, 10 slides)', median(times), 'ms', undefined, {
    samples: times.map((t) => round(t)),
  });
}

async function pickSlide(page, label) {
  await page.getByRole('button', { name: 'Choose slide' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

async function slideSwitch(page, base, storyId) {
  await page.goto(`${base}/tool?slide=0&story=${storyId}`);
  await waitForSlide(page, 'Slide 1');
  await page.evaluate(() => performance.clearMeasures('dsb:slide-switch'));
  const count = () =>
    page.evaluate(() => performance.getEntriesByName('dsb:slide-switch', 'measure').length);
  for (let round = 0; round < 5; round++) {
    for (const label of ['#2 Slide 2', '#1 Slide 1']) {
      const before = await count();
      await pickSlide(page, label);
      await page.waitForFunction(
        (n) => performance.getEntriesByName('dsb:slide-switch', 'measure').length > n,
        before,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(150);
    }
  }
  const durations = await page.evaluate(() =>
    performance.getEntriesByName('dsb:slide-switch', 'measure').map((e) => e.duration),
  );
  const extra = { samples: durations.length };
  report('slide switch, 100 objects (median)', median(durations), 'ms', SWITCH_BUDGET_MS, extra);
  report('slide switch, 100 objects (max)', Math.max(...durations), 'ms', SWITCH_BUDGET_MS, extra);
}

async function dragFps(page, base, storyId) {
  await page.goto(`${base}/tool?slide=2&story=${storyId}`);
  await waitForSlide(page, 'Slide 3');
  const box = await upperCanvas(page).boundingBox();
  // The first rect of slide 2 spans (5, 10) to (45, 40) at zoom 1; the canvas may be scaled.
  const scale = box.width / 375;
  const startX = box.x + 25 * scale;
  const startY = box.y + 25 * scale;
  await page.mouse.click(startX, startY);
  await page.waitForTimeout(200);

  await page.evaluate(() => {
    const counter = { frames: 0, running: true, started: performance.now(), longest: 0 };
    let last = counter.started;
    const tick = (now) => {
      if (!counter.running) return;
      counter.frames++;
      counter.longest = Math.max(counter.longest, now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    window.__dsbFrames = counter;
    requestAnimationFrame(tick);
  });
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const moves = 60;
  const began = Date.now();
  for (let i = 1; i <= moves; i++) {
    await page.mouse.move(startX + i * 3 * scale, startY + i * 4 * scale);
    const due = began + (i * 1000) / moves;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await page.mouse.up();
  const { frames, elapsed, longest } = await page.evaluate(() => {
    const counter = window.__dsbFrames;
    counter.running = false;
    return {
      frames: counter.frames,
      elapsed: performance.now() - counter.started,
      longest: counter.longest,
    };
  });
  // The drag moved the selected object: the autosaved slide says so.
  let moved = false;
  for (let i = 0; i < 20 && !moved; i++) {
    await page.waitForTimeout(500);
    const story = await (await page.request.get(`${base}/api/stories/${storyId}`)).json();
    const first = story.slides?.[2]?.canvasState?.[0];
    moved = Boolean(first && (first.left !== 5 || first.top !== 10));
  }
  report('drag fps, 200 objects', (frames * 1000) / elapsed, 'fps', undefined, {
    frames,
    elapsed_ms: round(elapsed),
    longest_frame_ms: round(longest),
    object_moved: moved,
  });
}

function chunkSizes() {
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const gzipKb = (file) => gzipSync(readFileSync(path.join(ASSETS, file))).length / 1024;
  const raw = (file) => readFileSync(path.join(ASSETS, file));
  const editor = files.find((f) => f.startsWith('EditorPage-'));
  if (editor) report(`editor chunk ${editor} (gzip)`, gzipKb(editor), 'KB');
  for (const file of files.filter((f) => f.includes('fabric') || raw(f).includes('FabricObject'))) {
    report(`fabric chunk ${file} (gzip)`, gzipKb(file), 'KB');
  }
  // The first route: the entry script of index.html, then with the chunks it preloads.
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  report(`first route entry chunk ${entry} (gzip)`, gzipKb(entry), 'KB', FIRST_ROUTE_BUDGET_KB);
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const total = [entry, ...preloads].reduce((sum, file) => sum + gzipKb(file), 0);
  report('first route entry + preloaded chunks (gzip)', total, 'KB', FIRST_ROUTE_BUDGET_KB, {
    files: 1 + preloads.length,
  });
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` (or `npm run bench`) first');
  }
  chunkSizes();

  const server = await startServer(newDataDir());
  let browser;
  try {
    const { base } = server;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    });
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const email = `bench-editor-${Date.now()}@example.com`;
    const login = await page.request.post('/auth/dev/login', {
      data: { email },
      headers: { origin: base },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const created = await page.request.post('/api/stories', {
      data: { title: 'Editor bench story', template: 'blank', slides: benchSlides() },
      headers: { origin: base },
    });
    if (!created.ok()) {
      throw new Error(`story creation failed: ${created.status()} ${await created.text()}`);
    }
    const storyId = (await created.json())._id;

    await timeToInteractive(context, base, storyId);
    await slideSwitch(page, base, storyId);
    await dragFps(page, base, storyId);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
