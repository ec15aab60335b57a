import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_EMAIL } from './support/admin';
import { startAppServer, type AppServer } from './support/appServer';
import { test as base, expect, signInDirectly } from './support/fixtures';

/**
 * Issue #23: a news service that refuses shows on the News service card of Platform Statistics
 * (not only as 'no articles' in the pupil's panel). The app server is its own, with NEWS_API_*
 * pointing at a local stand-in that answers 503 (test code only).
 */
type World = { app: AppServer; newsApi: Server };

const test = base.extend<object, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies
    async ({}, use) => {
      const newsApi = createServer((_request, response) => response.writeHead(503).end());
      await new Promise<void>((resolve) => newsApi.listen(0, '127.0.0.1', resolve));
      const host = `127.0.0.1:${(newsApi.address() as AddressInfo).port}`;
      const app = await startAppServer({
        NEWS_API_KEY: 'e2e-news-key',
        NEWS_API_BASE_URL: `http://${host}`,
        OUTBOUND_ALLOW: host,
        NEWS_API_DAILY_BUDGET: '50',
      });
      await use({ app, newsApi });
      await app.stop();
      await new Promise((resolve) => newsApi.close(resolve));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => {
    await use(world.app.baseURL);
  },
});

const SHOTS = process.env.AI_HELP_SHOTS_DIR;

test('the News service card shows calls, failures and the last failure reason', async ({
  page,
}) => {
  // This spec's own server: the sign-in's Origin comes from the page, so open it first.
  await page.goto('/');
  await signInDirectly(page, ADMIN_EMAIL, 'Ada Admin');
  const searched = await page.request.get('/api/news/search?q=sea%20level');
  expect(searched.status()).toBe(200);
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/stats');
    const card = page.getByRole('region', { name: 'News service' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('1 of 50');
    await expect(card.getByRole('listitem').filter({ hasText: 'Failures' })).toContainText('1');
    await expect(card).toContainText('The news service answered 503');
    await card.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-news-service-${viewport.name}.png` });
  }
});
