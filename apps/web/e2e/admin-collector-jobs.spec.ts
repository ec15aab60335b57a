import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admin';
import { startScrapeSite, type ScrapeSite } from './support/scrapeSite';
import { screenSettled } from './support/screen';

// The Data Collector remembers jobs: opened from the console it lists running and recent ones,
// a cancelled job names the URLs it never processed with 'Process the rest', and the charts of a
// job can all go to Temp at once. Screenshots for checking by eye go to ADMIN_SHOTS_DIR when set.
const shotsDir = process.env.ADMIN_SHOTS_DIR;
let site: ScrapeSite;

test.beforeAll(async () => {
  site = await startScrapeSite();
});
test.afterAll(async () => {
  await site?.close();
});

async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!shotsDir) return;
  await screenSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

test('a running job is listed, a cancelled one offers the rest, and Add all to Temp adds its charts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const run = Date.now().toString(36);
  const report = `${site.origin}/report.html?jobs-${run}`;
  const slow = [`${site.origin}/slow.html?jobs-${run}-a`, `${site.origin}/slow.html?jobs-${run}-b`];
  const started = await page.request.post('/api/admin/process-chart-urls', {
    data: { urls: [report, ...slow] },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(started.status(), await started.text()).toBe(200);

  // Opened from the console, with no job in the address: the running job is listed.
  await page.goto('/admin/data-charts');
  const jobs = page.getByRole('region', { name: 'Running and recent jobs' });
  const row = jobs.getByTestId('scrape-session').filter({ hasText: `${report} and 2 more` });
  await expect(row).toContainText('Running');
  await shot(page, 'collector-jobs-01-list-desktop');
  await row.getByRole('button', { name: /^Open the job/ }).click();
  await expect(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
  await expect(page.getByTestId('scrape-count')).toHaveText('1 of 3 URLs', { timeout: 30_000 });

  // Cancelled: the URLs it never reached are named, and can be processed with the same options.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const rest = page.getByTestId('unprocessed-urls');
  await expect(rest).toContainText('2 URLs were not processed');
  for (const url of slow) await expect(rest).toContainText(url);

  // Add all to Temp: every chart of the job that is not in Temp yet.
  const addAll = page.getByRole('button', { name: /^Add all to Temp \(\d+\)$/ });
  await expect(addAll).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'collector-jobs-02-cancelled-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await addAll.click();
  await expect(page.getByText(/^Added \d+ charts? to Temp/)).toBeVisible();
  await expect(addAll).toBeHidden();

  const before = new URL(page.url()).searchParams.get('session');
  await rest.getByRole('button', { name: 'Process the rest' }).click();
  await expect(page).not.toHaveURL(new RegExp(`session=${before}`));
  await expect(page.getByText('0 of 2 URLs')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('unprocessed-urls')).toContainText('2 URLs were not processed');

  // Later specs add the same charts by hand and expect no article from the fixture site: what
  // this job collected goes again.
  const headers = { origin: process.env.E2E_BASE_URL! };
  const listed = await page.request.get(
    `/api/admin/evidence?collection=temp&limit=100&sourceURL=${encodeURIComponent(report)}`,
  );
  const { items } = ((await listed.json()) as { data: { items: Array<{ _id: string }> } }).data;
  expect(items.length).toBeGreaterThan(0);
  const ids = items.map((item) => item._id);
  expect(
    (await page.request.delete('/api/admin/evidence/temp', { data: { ids }, headers })).ok(),
  ).toBe(true);
  const removed = await page.request.delete('/api/admin/articles', {
    data: { sourceURL: report },
    headers,
  });
  expect([200, 404]).toContain(removed.status());
});
