/**
 * Issue #12's 'Done when', end to end in one walk: an admin loads URLs from a search page,
 * scrapes them into Temp, syncs to Main, a pupil finds a new chart by meaning, the admin deletes
 * and restores it, and deletes the pages' articles by source. The site listens on the loopback
 * port the worker's server may reach (E2E_SCRAPE_SITE_PORT); its charts are drawn fresh for
 * this run, so nothing another spec collected counts as a duplicate.
 */
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { FIRST_SYNC_MS, signInAsAdmin } from './support/admin';
import { counter, createStory, openResearch, results, search, signIn } from './support/evidence';

const run = Date.now().toString(36);
const CHARTS = [
  {
    file: `bees-${run}.png`,
    caption: `Honeybee colonies lost each winter in orchard valleys ${run}`,
  },
  { file: `kelp-${run}.png`, caption: `Kelp canopy area along the northern coast ${run}` },
];

async function drawChart(seed: number): Promise<Buffer> {
  const bars = Array.from({ length: 7 }, (_, i) => 40 + ((seed * 97 + i * 53) % 260));
  const rects = bars
    .map(
      (h, i) => `<rect x="${40 + i * 80}" y="${360 - h}" width="56" height="${h}" fill="#1c7ed6"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#fff"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function reportPage(title: string) {
  const figures = CHARTS.map(
    (
      chart,
    ) => `<figure><img src="/img/${chart.file}" width="640" height="400" alt="${chart.caption}">
      <figcaption>${chart.caption}</figcaption></figure>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
    <meta property="article:published_time" content="2026-06-01T09:00:00Z"></head><body><main><article>
    <h1>${title}</h1><p>Field teams counted colonies and measured kelp canopies for ten years across three regions.</p>
    <p>Each spring and autumn the same plots were visited, so the two series can be read side by side.</p>
    ${figures}
    <p>Losses rose by a third between 2015 and 2025, the survey says, while kelp shrank in warm years.</p>
    </article></main></body></html>`;
}

let site: Server;
let origin: string;

test.beforeAll(async () => {
  const port = Number(process.env.E2E_SCRAPE_SITE_PORT);
  const images = new Map<string, Buffer>();
  for (const [index, chart] of CHARTS.entries()) {
    images.set(`/img/${chart.file}`, await drawChart(index + 7 + (Number.parseInt(run, 36) % 11)));
  }
  const pages: Record<string, string> = {
    [`/walk-${run}/report.html`]: reportPage('Orchards and coasts: the ten-year survey'),
    [`/walk-${run}/search.html`]: `<!doctype html><html><body><nav><a href="/">Home</a></nav><main>
      <h1>Search results</h1><ol><li><a href="/walk-${run}/report.html">Ten-year survey</a></li></ol>
      <a href="/tags/survey" rel="tag">survey</a></main></body></html>`,
  };
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path === '/robots.txt') return response.end('User-agent: *\nAllow: /\n');
    const page = pages[path];
    if (page) return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const image = images.get(path);
    if (image) return response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

const evidenceCard = (page: Page, text: string) =>
  page.getByTestId('evidence-item').filter({ hasText: text });

test("issue #12's walk: search page, scrape, Temp, Sync, found by meaning, delete and restore, articles by source", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const report = `${origin}/walk-${run}/report.html`;
  const [bees] = CHARTS;

  // Load the URLs from the site's search page, then scrape them into Temp.
  await signInAsAdmin(page);
  await page.goto('/admin/data-charts');
  await page.getByRole('button', { name: 'Load URLs from Search' }).click();
  const modal = page.getByRole('dialog', { name: 'Load URLs from Search' });
  await modal.getByLabel('Search URL').fill(`${origin}/walk-${run}/search.html`);
  await modal.getByRole('button', { name: 'Load URLs' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'URLs' })).toHaveValue(report);
  await page.getByRole('checkbox', { name: /Auto add to Temp/ }).check();
  await page.getByRole('button', { name: 'Process URLs' }).click();
  await expect(page.getByTestId('scrape-count')).toHaveText('1 of 1 URLs', { timeout: 60_000 });
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();
  await expect(page.getByTestId('chart-status').filter({ hasText: 'Processed' })).toHaveCount(2);

  // Review in Temp, then Sync to Main.
  await page.goto('/admin/manage-data?tab=evidence-temp');
  await expect(evidenceCard(page, bees!.caption)).toBeVisible();
  await page.getByRole('button', { name: 'Sync', exact: true }).click();
  await expect(page.getByTestId('sync-banner')).toContainText(/inserted/i, {
    timeout: FIRST_SYNC_MS,
  });
  await page.goto('/admin/manage-data?tab=evidence-main');
  await expect(evidenceCard(page, bees!.caption)).toBeVisible();

  // A pupil finds the new chart by meaning (Advanced search), in words the chart does not use.
  await signIn(page, 'student');
  await openResearch(page, await createStory(page));
  await expect(counter(page)).toBeVisible();
  await page.getByText('Advanced', { exact: true }).click();
  await search(page, 'why are bees dying in fruit farms');
  await expect(results(page).filter({ hasText: bees!.caption })).toHaveCount(1, {
    timeout: 20_000,
  });

  // The admin deletes it from Main (to Deleted) and restores it.
  await signInAsAdmin(page);
  await page.goto('/admin/manage-data?tab=evidence-main');
  await evidenceCard(page, bees!.caption)
    .getByRole('button', { name: `Delete ${bees!.caption}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(evidenceCard(page, bees!.caption)).toHaveCount(0);
  await page.getByRole('tab', { name: /Deleted/ }).click();
  await evidenceCard(page, bees!.caption)
    .getByRole('button', { name: `Restore ${bees!.caption}` })
    .click();
  await expect(page.getByText('Evidence restored successfully')).toBeVisible();
  await page.getByRole('tab', { name: /Evidence-Main/ }).click();
  await expect(evidenceCard(page, bees!.caption)).toBeVisible();

  // The page's article was collected too; delete the site's articles by source.
  await page.goto('/admin/evidence');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('textbox', { name: 'Source URL' }).fill(report);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('Page 1 of 1 (1 items)')).toBeVisible();
  await expect(page.getByText('Orchards and coasts: the ten-year survey')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Filtered by Source' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText('No items found. Try clearing filters or adding new content.'),
  ).toBeVisible();
});
