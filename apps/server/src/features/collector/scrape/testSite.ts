import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePng } from '../../../platform/test/images';

const siteFile = (path: string) =>
  readFileSync(new URL(`./fixtures/site/${path}`, import.meta.url));

/**
 * The fixture site (fixtures/site) served on loopback for the scrape tests: a paginated report,
 * a search-results page, a windows-1252 page (its charset in the header, or only in its <meta>),
 * og:image chart pages (a chart, a logo, a thumbnail), a city observatory's article and chart
 * page (charts without captions, a tracking pixel, a cookie banner), a slow page, and robots.txt
 * keeping /private/ out. Images are real PNGs of the sizes the pages need.
 */
export async function startFixtureSite(options: { slowMs: number }) {
  const employmentRate = makePng(800, 500);
  const images: Record<string, Buffer> = {
    '/labour-report/img/employment-rate.png': employmentRate,
    '/labour-report/img/employment-rate-copy.png': employmentRate,
    '/labour-report/img/vacancies.png': makePng(700, 450),
    '/labour-report/img/real-pay.png': makePng(640, 400),
    '/labour-report/img/cover.png': makePng(1200, 630),
    '/img/facture-energie.png': makePng(600, 400),
    '/graphics/img/sea-ice-card.png': makePng(1200, 675),
    '/img/brand/fixture-news-logo-1200.png': makePng(1200, 630),
    '/graphics/img/fertility-thumb.png': makePng(150, 150),
    '/city/img/bike-lanes.png': makePng(800, 500),
    '/city/img/tree-cover.png': makePng(800, 501),
    '/city/img/offshore-share.png': makePng(800, 502),
    '/city/img/solar-share.png': makePng(800, 503),
    '/city/img/share-badge.png': makePng(300, 300),
  };
  const pages: Record<string, { file: string; type?: string }> = {
    '/labour-report/index.html': { file: 'labour-report/index.html' },
    '/labour-report/part-2.html': { file: 'labour-report/part-2.html' },
    '/labour-report/part-3.html': { file: 'labour-report/part-3.html' },
    '/search.html': { file: 'search.html' },
    '/private/search.html': { file: 'search.html' },
    '/energie-1252.html': {
      file: 'energie-1252.html',
      type: 'text/html; charset=windows-1252',
    },
    // The same bytes with no charset in the header: the page's <meta http-equiv> must tell.
    '/energie-meta.html': { file: 'energie-1252.html', type: 'text/html' },
    '/graphics/sea-ice.html': { file: 'graphics/sea-ice.html' },
    '/graphics/logo-card.html': { file: 'graphics/logo-card.html' },
    '/graphics/tiny-card.html': { file: 'graphics/tiny-card.html' },
    '/city/transport.html': { file: 'city/transport.html' },
    '/city/chart-only.html': { file: 'city/chart-only.html' },
  };
  const timers = new Set<NodeJS.Timeout>();
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requested.push(path);
    if (path === '/robots.txt') return response.end('User-agent: *\nDisallow: /private/\n');
    if (path === '/slow.html') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        response.writeHead(200, { 'content-type': 'text/html' }).end(siteFile('slow.html'));
      }, options.slowMs);
      timers.add(timer);
      return;
    }
    const page = pages[path];
    if (page) {
      return response
        .writeHead(200, { 'content-type': page.type ?? 'text/html; charset=utf-8' })
        .end(siteFile(page.file));
    }
    const image = images[path];
    if (image) return response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The `host:port` to put in OUTBOUND_ALLOW. */
    target: `127.0.0.1:${port}`,
    requested,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
