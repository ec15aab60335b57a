/**
 * Three news articles on loopback for headlines.spec.ts: scraped through the Data Collector's own
 * API, they become the article library the headlines panel searches. It listens on the port each
 * worker's server fixture reserves for fixture sites (E2E_SCRAPE_SITE_PORT, the one loopback
 * address that server may fetch); specs in a worker run one at a time, each closing its site.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type NewsArticle = {
  path: string;
  title: string;
  date: string;
  byline: string;
  paragraphs: string[];
};

const filler =
  'Researchers asked families to keep diaries for a month, noting when phones, tablets and ' +
  'laptops were switched on and off, and how many hours everyone slept each night.';

export const NEWS_ARTICLES: NewsArticle[] = [
  {
    path: '/teens-evenings.html',
    title: 'Teenagers spend more evenings on screens than ever',
    date: '2026-05-02T09:00:00Z',
    byline: 'Maya Chen',
    paragraphs: [
      'Screen time among teenagers rose again this year, with most evenings now spent on phones.',
      'The survey of 2,000 pupils found that screen time after 9 pm doubled since 2019.',
      filler,
      'Sleep experts say the light from screens late at night delays sleep for many teenagers.',
    ],
  },
  {
    path: '/school-rules.html',
    title: 'Screen time rules at school divide parents',
    date: '2026-03-14T09:00:00Z',
    byline: 'Tom Okafor',
    paragraphs: [
      'Parents are split over school rules that limit screen time during lessons and breaks.',
      'Half of the parents asked said phones should stay in lockers for the whole school day.',
      filler,
      'Teachers reported calmer breaks, while some parents worried about reaching their children.',
    ],
  },
  {
    path: '/late-scrolling.html',
    title: 'Sleep hours fall as late-night scrolling grows',
    date: '2025-11-20T09:00:00Z',
    byline: 'Ana Ruiz',
    paragraphs: [
      'Teenage sleep fell by forty minutes a night as late-night scrolling on screens grew.',
      'Pupils who kept phones in their bedrooms slept least, the study of screen time found.',
      filler,
      'The authors suggest a screen curfew an hour before bed to protect teenage sleep.',
    ],
  },
];

function page(article: NewsArticle): string {
  const body = article.paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${article.title} | Fixture News</title>
<meta property="article:published_time" content="${article.date}" />
<meta name="author" content="${article.byline}" />
</head>
<body>
  <nav><a href="/">Home</a> <a href="/about">About</a></nav>
  <main><article>
    <h1>${article.title}</h1>
    <p class="byline">By ${article.byline}</p>
    ${body}
    ${body}
  </article></main>
  <footer>Fixture News</footer>
</body></html>`;
}

export type NewsSite = { origin: string; close: () => Promise<void> };

export async function startNewsSite(): Promise<NewsSite> {
  const port = Number(process.env.E2E_SCRAPE_SITE_PORT);
  if (!port)
    throw new Error(
      'E2E_SCRAPE_SITE_PORT is not set: the server fixture of each worker reserves it',
    );
  const pages = new Map(NEWS_ARTICLES.map((a) => [a.path, page(a)]));
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    if (pathname === '/robots.txt') return response.end('User-agent: *\nAllow: /\n');
    const html = pages.get(pathname);
    if (html)
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
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

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** Scrapes the articles with the Data Collector's API (an admin's page) into the library. */
export async function scrapeNewsArticles(adminPage: Page, site: NewsSite): Promise<void> {
  const started = await adminPage.request.post('/api/admin/process-chart-urls', {
    data: {
      urls: NEWS_ARTICLES.map((a) => `${site.origin}${a.path}`),
      options: { handlePagination: false, overwriteArticles: true },
    },
    headers: origin(),
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { sessionId } = (await started.json()) as { sessionId: string };
  await expect
    .poll(
      async () => {
        const progress = await adminPage.request.get(`/api/admin/scraping-progress/${sessionId}`);
        return ((await progress.json()) as { isRunning: boolean }).isRunning;
      },
      { timeout: 60_000 },
    )
    .toBe(false);
}

/** Removes the articles again, so later specs start without them. */
export async function removeNewsArticles(adminPage: Page, site: NewsSite): Promise<void> {
  for (const article of NEWS_ARTICLES) {
    const response = await adminPage.request.delete('/api/admin/articles', {
      data: { sourceURL: `${site.origin}${article.path}` },
      headers: origin(),
    });
    expect([200, 404], await response.text()).toContain(response.status());
  }
}
