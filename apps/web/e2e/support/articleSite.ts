/**
 * An article on loopback for admin-prompts.spec.ts: the server's own fixture statistics release
 * (apps/server/src/features/collector/scrape/fixtures/statistics-office.html) and a page with no
 * readable article. It listens on the port each worker's server fixture reserves for fixture sites
 * (E2E_SCRAPE_SITE_PORT), the one loopback address that server may fetch (OUTBOUND_ALLOW); specs
 * in a worker run one at a time, each closing its site when done.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const article = readFileSync(
  path.join(root, 'apps/server/src/features/collector/scrape/fixtures/statistics-office.html'),
  'utf8',
);
const noArticle =
  '<!doctype html><html lang="en"><head><title>Menu</title></head><body><nav><a href="/">Home</a></nav></body></html>';

const pages: Record<string, string> = {
  '/labour-market.html': article,
  '/no-article.html': noArticle,
};

export type ArticleSite = { origin: string; close: () => Promise<void> };

export async function startArticleSite(): Promise<ArticleSite> {
  const port = Number(process.env.E2E_SCRAPE_SITE_PORT);
  if (!port)
    throw new Error(
      'E2E_SCRAPE_SITE_PORT is not set: the server fixture of each worker reserves it',
    );
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    if (pathname === '/robots.txt') return response.end('User-agent: *\nAllow: /\n');
    const page = pages[pathname];
    if (page)
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
