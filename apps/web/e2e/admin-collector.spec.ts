import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SCRAPE_PROGRESS_POLL_MS } from '@dsb/core';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admin';
import { startScrapeSite, type ScrapeSite } from './support/scrapeSite';
import { screenSettled } from './support/screen';

// The Data Collector against a loopback fixture site (the worker's server may reach it).
// Screenshots for checking by eye go to ADMIN_SHOTS_DIR when set.
const shotsDir = process.env.ADMIN_SHOTS_DIR;
let site: ScrapeSite;

test.beforeAll(async () => {
  site = await startScrapeSite();
});
test.afterAll(async () => {
  await site?.close();
});

// Scraping saves each page's article; later specs (the statistics card) expect none, so the
// articles of the fixture pages go again.
test.afterEach(async ({ page }) => {
  for (const name of ['report.html', 'report-2023.html', 'report-2024.html']) {
    const response = await page.request.delete('/api/admin/articles', {
      data: { sourceURL: `${site.origin}/${name}` },
      headers: { origin: process.env.E2E_BASE_URL! },
    });
    // 404: that page was not scraped by this test.
    expect([200, 404], await response.text()).toContain(response.status());
  }
});

async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!shotsDir) return;
  const dialog = await page.getByRole('dialog').count();
  await screenSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: dialog === 0 });
}

const urlsBox = (page: Page) => page.getByRole('textbox', { name: 'URLs' });
const results = (page: Page) => page.getByTestId('scrape-result');
const chartRow = (scope: Locator, label: string) =>
  scope.getByTestId('chart-detail').filter({ hasText: label });

test('an admin scrapes pages, adds a chart and its duplicate to Temp, and cancels a job', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin/data-charts');
  await expect(page.getByRole('heading', { name: 'Data Collector', level: 1 })).toBeVisible();
  await expect(page.getByText(/No results yet/)).toBeVisible();
  await shot(page, 'collector-01-empty-desktop');

  // The URL rule: nothing that begins with http, nothing processed.
  await urlsBox(page).fill('www.example.org\n  \n');
  await page.getByRole('button', { name: 'Process URLs' }).click();
  await expect(page.getByText('Please enter at least one valid URL')).toBeVisible();

  // Options: all off by default except Handle pagination.
  await expect(page.getByRole('checkbox', { name: /Handle pagination/ })).toBeChecked();
  for (const name of [/Auto add to Temp/, /Auto sync/, /Overwrite charts/, /Overwrite articles/]) {
    await expect(page.getByRole('checkbox', { name })).not.toBeChecked();
  }

  // Two copies of the same report: the second one's chart is the first one's duplicate.
  await urlsBox(page).fill(`${site.origin}/report.html\n${site.origin}/report-2023.html\n`);
  await page.getByRole('button', { name: 'Process URLs' }).click();
  await expect(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
  await expect(page.getByTestId('scrape-count')).toHaveText('2 of 2 URLs', { timeout: 30_000 });
  await expect(page.getByTestId('scrape-percent')).toHaveText('100%');
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();
  await expect(results(page)).toHaveCount(2);
  const first = results(page).first();
  await expect(first.getByText('Success')).toBeVisible();
  await expect(first.getByText('Charts found: 3')).toBeVisible();
  await expect(first.getByText(/missing\.png: the site answered 404/)).toBeVisible();
  await expect(first.getByRole('img', { name: 'Sample chart' })).toBeVisible();
  await expect(first.getByText('Skipped: too small')).toBeVisible();
  await expect(first.getByText('Skipped: logo or icon').first()).toBeVisible();
  const chart = 'Teens spend more hours online each year.';
  await expect(chartRow(first, chart)).toContainText('800 x 600');
  await expect(chartRow(first, chart)).toContainText('Direct download: Yes');

  // Processing details open with the keyboard.
  const toggle = first.getByRole('button', { name: 'Processing details' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByLabel('Chart detection debug log')).toBeVisible();
  await expect(first.getByText(/^Failed: \d+$/)).toBeVisible();
  await shot(page, 'collector-02-results-desktop');

  // Add to Temp, then the same chart from the second page: the comparison modal.
  await chartRow(first, chart)
    .getByRole('button', { name: /Add to Temp/ })
    .click();
  await expect(chartRow(first, chart).getByTestId('chart-status')).toHaveText('Added to Temp');
  const second = results(page).nth(1);
  await chartRow(second, chart)
    .getByRole('button', { name: /Add to Temp/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Duplicate chart' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('duplicate-existing-chart')).toContainText('Evidence-Temp');
  await expect(modal.getByTestId('duplicate-new-chart')).toContainText('800 x 600');
  await expect(modal.getByRole('img', { name: `Existing chart: ${chart}` })).toBeVisible();
  await expect(modal.getByRole('img', { name: `New chart: ${chart}` })).toBeVisible();
  await shot(page, 'collector-03-duplicate-desktop');
  await modal.getByRole('button', { name: 'Add Anyway' }).click();
  await expect(modal).toBeHidden();
  await expect(chartRow(second, chart).getByTestId('chart-status')).toHaveText('Added to Temp');

  // Both are in Evidence-Temp.
  const temp = await page.request.get('/api/admin/evidence?collection=temp&limit=100');
  const items = ((await temp.json()) as { data: { items: Array<{ label: string }> } }).data.items;
  expect(items.filter((item) => item.label === chart)).toHaveLength(2);

  // A reload resumes the session from the address.
  await page.reload();
  await expect(results(page)).toHaveCount(2);
  await expect(page.getByTestId('scrape-count')).toHaveText('2 of 2 URLs');

  // A second job that cannot finish soon: Cancel stops it.
  await urlsBox(page).fill(
    `${site.origin}/slow.html?a\n${site.origin}/slow.html?b\n${site.origin}/slow.html?c\n`,
  );
  const firstSession = new URL(page.url()).searchParams.get('session');
  await page.getByRole('button', { name: 'Process URLs' }).click();
  await expect(page).not.toHaveURL(new RegExp(`session=${firstSession}`));
  await expect(page.getByText('0 of 3 URLs')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process URLs' })).toBeDisabled();
  await expect(page.getByText(/No results yet/)).toBeVisible();
  await shot(page, 'collector-04-running-desktop');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Process URLs' })).toBeEnabled();
  // Polling has stopped: no progress request goes out after the cancel.
  let polled = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/scraping-progress/')) polled += 1;
  });
  // A fixed pause on purpose: what is tested is that nothing happens over time. Longer than two
  // of the running job's polling intervals.
  await page.waitForTimeout(2 * SCRAPE_PROGRESS_POLL_MS + 500);
  expect(polled).toBe(0);
});

test('loads URLs from a search page and shows the collector on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/admin/data-charts');
  await urlsBox(page).fill(`${site.origin}/report.html\n`);

  await page.getByRole('button', { name: 'Load URLs from Search' }).click();
  const modal = page.getByRole('dialog', { name: 'Load URLs from Search' });
  await modal.getByRole('button', { name: 'Load URLs' }).click();
  await expect(modal.getByText('Please enter a search URL')).toBeVisible();
  await modal.getByLabel('Search URL').fill(`${site.origin}/search.html`);
  await shot(page, 'collector-05-search-phone');
  await modal.getByRole('button', { name: 'Load URLs' }).click();
  await expect(modal).toBeHidden();
  // Only the URL not already in the list is appended.
  await expect(urlsBox(page)).toHaveValue(
    `${site.origin}/report.html\n${site.origin}/report-2024.html`,
  );

  // Auto add: the charts read 'Processed'.
  await urlsBox(page).fill(`${site.origin}/report-2024.html`);
  await page.getByRole('checkbox', { name: /Auto add to Temp/ }).check();
  await page.getByRole('checkbox', { name: /Auto sync/ }).check();
  await page.getByRole('button', { name: 'Process URLs' }).click();
  await expect(page.getByTestId('scrape-count')).toHaveText('1 of 1 URLs', { timeout: 30_000 });
  await expect(results(page)).toHaveCount(1);
  await expect(
    page.getByTestId('chart-status').filter({ hasText: 'Processed' }).first(),
  ).toBeVisible();
  // Auto sync: the statistics banner, gone after 5 seconds.
  const banner = page.getByTestId('sync-stats-banner');
  await expect(banner).toContainText(
    /Sync complete: \d+ inserted, \d+ updated, \d+ errors, \d+ skipped/,
  );
  await shot(page, 'collector-06-results-phone');
  await expect(banner).toBeHidden({ timeout: 8000 });
});
