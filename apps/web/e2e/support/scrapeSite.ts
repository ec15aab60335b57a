/**
 * A small research-organisation site on loopback for admin-collector.spec.ts: the server's own
 * fixture report page (figures, srcset, a lazy image, an inline SVG and images to skip), a
 * search-results page, and a page that never finishes loading (to cancel a running job).
 * Global setup reserves its port and lets the server reach it through OUTBOUND_ALLOW.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const report = readFileSync(
  path.join(root, 'apps/server/src/features/collector/scrape/fixtures/site/report.html'),
  'utf8',
);

const searchPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Search | Fixture Research Centre</title></head>
<body>
  <nav><a href="/">Home</a> <a href="/about">About</a></nav>
  <main>
    <h1>Search results for screen time</h1>
    <ol class="results">
      <li><h2><a href="/report.html">Screen time report</a></h2></li>
      <li><h2><a href="/report-2024.html">Screen time report 2024</a></h2></li>
    </ol>
    <a href="/tags/screen-time" rel="tag">screen time</a>
  </main>
</body></html>`;

const pages: Record<string, string> = {
  '/report.html': report,
  '/report-2024.html': report,
  '/report-2023.html': report,
  '/search.html': searchPage,
};

async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function images(): Promise<Record<string, Buffer>> {
  const chart800 = await png(800, 600, '#206095');
  return {
    '/img/logo.png': await png(240, 60, '#333333'),
    '/img/chart-400.png': await png(400, 300, '#206095'),
    '/img/chart-800.png': chart800,
    '/img/chart-copy.png': chart800,
    '/img/lazy-chart.png': await png(640, 480, '#a8bd3a'),
    '/img/small.png': await png(120, 90, '#871a5b'),
    '/img/icons/share.png': await png(16, 16, '#000000'),
  };
}

export type ScrapeSite = { origin: string; close: () => Promise<void> };

/** Starts the site on 127.0.0.1 at the port this worker's server may reach (E2E_SCRAPE_SITE_PORT). */
export async function startScrapeSite(): Promise<ScrapeSite> {
  const port = Number(process.env.E2E_SCRAPE_SITE_PORT);
  if (!port)
    throw new Error(
      'E2E_SCRAPE_SITE_PORT is not set: the server fixture of each worker reserves it',
    );
  const files = await images();
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    if (pathname === '/robots.txt') return response.end('User-agent: *\nAllow: /\n');
    if (pathname === '/slow.html') {
      // Never finishes: the job stays running until it is cancelled (or the page times out).
      hanging.add(response);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write('<!doctype html><title>Slow</title>');
      return;
    }
    const page = pages[pathname];
    if (page) {
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }
    const image = files[pathname];
    if (image) return response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
