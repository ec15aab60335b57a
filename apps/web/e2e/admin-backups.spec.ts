import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  backupDownloadPath,
  type AdminEvidenceItem,
  type AdminEvidenceListResponse,
  type OrganizedBackupsResponse,
} from '@dsb/core';
import { packArchive, unpackArchive } from '../../server/src/features/backups/archive/testSupport';
import { expect, test } from './support/fixtures';
import { signInAsAdmin, uniquePrefix } from './support/admin';
import { startScrapeSite, type ScrapeSite } from './support/scrapeSite';
import { screenSettled } from './support/screen';

// The Backup Manager against the real server: evidence and articles backups made, listed,
// restored and deleted. Screenshots at 1280x800 and 390x844 go to ADMIN_SHOTS_DIR when set.
const shotsDir = process.env.ADMIN_SHOTS_DIR;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
let site: ScrapeSite;

test.beforeAll(async () => {
  site = await startScrapeSite();
});
test.afterAll(async () => {
  await site?.close();
});

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** Nothing wider than the screen, at both sizes; a screenshot of each when asked for. */
async function shots(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.name} scrolls sideways`).toBeLessThanOrEqual(0);
    if (!shotsDir) continue;
    const dialog = await page.getByRole('dialog').count();
    await screenSettled(page);
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${size.name}.png`),
      fullPage: dialog === 0,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function listBackups(page: Page): Promise<OrganizedBackupsResponse['backups']> {
  const response = await page.request.get('/api/admin/backups/organized');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as OrganizedBackupsResponse).backups;
}

/** Backups from this or an earlier test go, so the lists start empty and 'last backup' is Never. */
async function deleteAllBackups(page: Page) {
  const { evidence, articles } = await listBackups(page);
  for (const { filename, s3URL } of [...evidence, ...articles]) {
    const response = await page.request.delete('/api/admin/backup', {
      data: { filename, s3URL },
      headers: origin(),
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

async function listEvidence(page: Page, query: string): Promise<AdminEvidenceListResponse> {
  const response = await page.request.get(`/api/admin/evidence?${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as AdminEvidenceListResponse;
}

/** A chart in Evidence-Temp, on an image the seeded library already stores. */
async function addTempChart(page: Page, label: string): Promise<AdminEvidenceItem> {
  const { data } = await listEvidence(page, 'collection=main&limit=1');
  const image = data.items[0]!.s3URL!;
  const sourceURL = `https://stats.example/${label}`;
  const response = await page.request.post('/api/admin/evidence/temp', {
    data: {
      label,
      sourceURL,
      s3URL: image,
      originalURL: `${sourceURL}#chart`,
      description: `Backed up ${label}`,
      topicTagStatic: 'testing',
      force: true,
    },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { chart: AdminEvidenceItem }).chart;
}

async function deleteTempChart(page: Page, id: string) {
  const response = await page.request.delete('/api/admin/evidence/temp', {
    data: { ids: [id] },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

const tempLabels = async (page: Page, sourceURL: string) =>
  (
    await listEvidence(page, `collection=temp&limit=50&sourceURL=${encodeURIComponent(sourceURL)}`)
  ).data.items.map((item) => item.label);

/** Scrapes the fixture report (no charts kept) so the articles collection has one article. */
async function scrapeOneArticle(page: Page): Promise<string> {
  const url = `${site.origin}/report.html`;
  const started = await page.request.post('/api/admin/process-chart-urls', {
    data: { urls: [url], options: { handlePagination: false, overwriteArticles: true } },
    headers: origin(),
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { sessionId } = (await started.json()) as { sessionId: string };
  await expect
    .poll(
      async () => {
        const progress = await page.request.get(`/api/admin/scraping-progress/${sessionId}`);
        return ((await progress.json()) as { isRunning: boolean }).isRunning;
      },
      { timeout: 30_000 },
    )
    .toBe(false);
  return url;
}

async function articleTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/admin/articles?limit=1');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: { pagination: { total: number } } }).data.pagination
    .total;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const items = (list: Locator) => list.getByTestId('backup-item');
const successNotice = (page: Page) => page.getByTestId('backup-success');
const errorBanner = (page: Page) => page.getByTestId('backup-error');
const createEvidence = (page: Page) => page.getByRole('button', { name: 'Create Evidence Backup' });
const createArticles = (page: Page) => page.getByRole('button', { name: 'Create Articles Backup' });
const SIZE = /^Size: \d+(\.\d+)? (Bytes|KB|MB|GB)$/;

let cleanup: Array<(page: Page) => Promise<void>> = [];
test.afterEach(async ({ page }) => {
  for (const step of cleanup.reverse()) await step(page);
  cleanup = [];
  await deleteAllBackups(page);
});

test('an admin backs up evidence and articles, restores deleted evidence and deletes a backup', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await deleteAllBackups(page);
  const label = uniquePrefix('Backup');
  const chart = await addTempChart(page, label);
  cleanup.push((p) => deleteTempChart(p, chart._id));
  const articleUrl = await scrapeOneArticle(page);
  cleanup.push(async (p) => {
    await p.request.delete('/api/admin/articles', {
      data: { sourceURL: articleUrl },
      headers: origin(),
    });
  });
  const { counts } = await listEvidence(page, 'collection=temp&limit=1');
  const evidenceTotal = counts.main + counts.temp + counts.deleted;
  const articles = await articleTotal(page);
  expect(articles).toBeGreaterThan(0);

  await page.goto('/admin/backup-manager');
  await expect(page.getByRole('heading', { name: 'Backup Manager', level: 1 })).toBeVisible();
  const evidenceList = section(page, 'Evidence Backups');
  const articlesList = section(page, 'Articles Backups');
  await expect(evidenceList.getByText('No evidence backups found')).toBeVisible();
  await expect(articlesList.getByText('No articles backups found')).toBeVisible();
  await shots(page, 'backups-01-empty');

  // Keyboard: the button opens its confirmation; Escape closes it and focus comes back.
  await createEvidence(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Evidence Backup' });
  await expect(dialog).toContainText('main, temp and deleted evidence items');
  await shots(page, 'backups-02-confirm-create');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(createEvidence(page)).toBeFocused();

  await createEvidence(page).click();
  await dialog.getByRole('button', { name: 'Create Backup' }).click();
  await expect(successNotice(page)).toContainText('Evidence backup created successfully', {
    timeout: 60_000,
  });
  await expect(dialog).toHaveCount(0);
  await expect(items(evidenceList)).toHaveCount(1);
  const evidenceItem = items(evidenceList).first();
  await expect(evidenceItem).toContainText(/^evidence-backup-.+\.tar\.gz/);
  await expect(evidenceItem).toContainText(`Total items: ${evidenceTotal.toLocaleString('en-US')}`);
  await expect(evidenceItem.getByText(SIZE)).toBeVisible();
  await expect(evidenceItem.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, /);

  // The articles backup, its job held at 42% by the test so its progress can be seen (and
  // survives a reload); the real job's answer goes through once released.
  let hold = true;
  await page.route('**/api/admin/backup/jobs/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    if (!hold) return route.fulfill({ response, json: body });
    return route.fulfill({
      response,
      json: {
        ...body,
        status: 'running',
        progress: 42,
        phase: 'rows',
        message: 'Copying rows: 21 / 50',
        backup: null,
      },
    });
  });
  await createArticles(page).click();
  const articlesDialog = page.getByRole('dialog', { name: 'Create Articles Backup' });
  await expect(articlesDialog).toContainText(
    'both the main and the temporary articles collections',
  );
  await articlesDialog.getByRole('button', { name: 'Create Backup' }).click();
  await expect(articlesDialog.getByTestId('job-percent')).toHaveText('42%');
  await expect(articlesDialog.getByTestId('job-message')).toHaveText('Copying rows: 21 / 50');
  await expect(page).toHaveURL(/[?&]job=[0-9a-f-]{36}/);
  await shots(page, 'backups-03-running-modal');
  await articlesDialog.getByRole('button', { name: 'Close' }).click();
  const job = page.getByTestId('backup-job');
  await expect(job).toContainText('Creating articles backup');
  await expect(createEvidence(page)).toBeDisabled();
  await expect(createArticles(page)).toBeDisabled();
  await expect(evidenceItem.getByRole('button', { name: /^Restore / })).toBeDisabled();
  await expect(evidenceItem.getByRole('button', { name: /^Delete / })).toBeEnabled();
  await shots(page, 'backups-04-running');
  await page.reload();
  await expect(job.getByTestId('job-percent')).toHaveText('42%');
  await expect(createEvidence(page)).toBeDisabled();
  await expect(createArticles(page)).toBeDisabled();
  hold = false;
  await expect(successNotice(page)).toContainText('Articles backup created successfully');
  await expect(job).toHaveCount(0);
  await expect(page).not.toHaveURL(/job=/);
  await expect(createEvidence(page)).toBeEnabled();
  await expect(createArticles(page)).toBeEnabled();
  await page.unroute('**/api/admin/backup/jobs/*');
  const articlesItem = items(articlesList).first();
  await expect(articlesItem).toContainText(/^articles-backup-.+\.tar\.gz/);
  await expect(articlesItem).toContainText(`Main collection: ${articles}`);
  await expect(articlesItem).toContainText('Temp collection: 0');
  await expect(articlesItem.getByText(SIZE)).toBeVisible();
  await shots(page, 'backups-05-list');

  // The chart goes for good; restoring the evidence backup brings it back.
  await deleteTempChart(page, chart._id);
  expect(await tempLabels(page, chart.sourceURL!)).toEqual([]);
  await evidenceItem.getByRole('button', { name: /^Restore / }).click();
  const restoreDialog = page.getByRole('dialog', { name: 'Restore Backup' });
  await expect(restoreDialog).toContainText('replaces the current evidence collection');
  await expect(restoreDialog).toContainText(`${evidenceTotal.toLocaleString('en-US')} items`);
  await shots(page, 'backups-06-confirm-restore');
  await restoreDialog.getByRole('button', { name: 'Restore Backup' }).click();
  await expect(successNotice(page)).toContainText('Backup restored successfully', {
    timeout: 60_000,
  });
  await expect(restoreDialog).toHaveCount(0);
  expect(await tempLabels(page, chart.sourceURL!)).toEqual([label]);
  const restored = await listEvidence(page, 'collection=temp&limit=1');
  expect(restored.counts).toEqual(counts);

  // Delete the evidence backup.
  await evidenceItem.getByRole('button', { name: /^Delete / }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Backup' });
  await expect(deleteDialog).toContainText('cannot be undone');
  await deleteDialog.getByRole('button', { name: 'Delete Backup' }).click();
  await expect(successNotice(page)).toContainText('Backup deleted successfully');
  await expect(deleteDialog).toHaveCount(0);
  await expect(evidenceList.getByText('No evidence backups found')).toBeVisible();
  await expect(items(articlesList)).toHaveCount(1);
  expect((await listBackups(page)).evidence).toEqual([]);
});

test('a restore the server refuses shows why, and nothing changes', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await deleteAllBackups(page);
  await page.goto('/admin/backup-manager');
  await createEvidence(page).click();
  await page.getByRole('button', { name: 'Create Backup' }).click();
  await expect(successNotice(page)).toContainText('Evidence backup created successfully', {
    timeout: 60_000,
  });
  const [backup] = (await listBackups(page)).evidence;
  const before = await articleTotal(page);

  // The screen only offers an archive for its own collection; asked through the API to load an
  // evidence archive into articles, the server refuses it as not an articles backup. (Damaged,
  // truncated and foreign archives are refused by the server's own tests: no browser path can
  // put such a file into storage.) The job's address shows its outcome.
  const started = await page.request.post('/api/admin/backup/restore', {
    data: { s3URL: backup!.s3URL, type: 'articles' },
    headers: origin(),
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { jobId } = (await started.json()) as { jobId: string };
  await page.goto(`/admin/backup-manager?job=${jobId}`);
  await expect(errorBanner(page)).toContainText('Failed to restore backup');
  await expect(errorBanner(page)).toContainText(
    'This is an evidence backup, not an articles backup. Nothing was changed.',
  );
  await expect(page).not.toHaveURL(/job=/);
  await expect(createEvidence(page)).toBeEnabled();
  expect(await articleTotal(page)).toBe(before);
  await shots(page, 'backups-07-refused');

  await errorBanner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(errorBanner(page)).toHaveCount(0);
});

test("a backup downloads; another install's asks first, then restores", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await deleteAllBackups(page);
  await page.goto('/admin/backup-manager');
  await createEvidence(page).click();
  await page.getByRole('button', { name: 'Create Backup' }).click();
  await expect(successNotice(page)).toContainText('Evidence backup created successfully', {
    timeout: 60_000,
  });
  // Download goes through the admin-only route; /files never serves a backup.
  const [ours] = (await listBackups(page)).evidence;
  const ourItem = items(section(page, 'Evidence Backups')).first();
  await expect(ourItem.getByTestId('backup-not-made-here')).toHaveCount(0);
  const downloadLink = ourItem.getByRole('link', { name: `Download ${ours!.filename}` });
  await expect(downloadLink).toHaveAttribute('href', backupDownloadPath(ours!.filename));
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe(ours!.filename);
  expect((await page.request.get(`/files/${ours!.s3URL}`)).status()).toBe(404);

  // The same backup as another school's install would hand it over: its manifest carries no
  // signature of this install. Only the operator can put such a file into storage.
  const entries = await unpackArchive(await readFile((await download.path())!));
  const manifest = JSON.parse(entries[0]!.body.toString()) as Record<string, unknown>;
  delete manifest.signature;
  entries[0]!.body = Buffer.from(JSON.stringify(manifest));
  const foreign = 'evidence-backup-from-another-school.tar.gz';
  await writeFile(
    path.join(process.env.E2E_DATA_DIR!, 'files', 'backups', foreign),
    await packArchive(entries),
  );
  // Added after the backup: the restore removes it.
  const label = uniquePrefix('Foreign');
  const chart = await addTempChart(page, label);
  cleanup.push((p) => deleteTempChart(p, chart._id).catch(() => undefined));

  await page.reload();
  const item = items(section(page, 'Evidence Backups')).filter({ hasText: foreign });
  await expect(item.getByTestId('backup-not-made-here')).toHaveText('Not made by this install');
  await shots(page, 'backups-08-list-not-made-here');
  await item.getByRole('button', { name: `Restore ${foreign}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore Backup' });
  await expect(dialog.getByTestId('restore-caution')).toContainText(
    'This backup was not made by this install, or it was changed after it was made.',
  );
  await expect(dialog.getByTestId('restore-caution')).toContainText('Restore anyway?');
  await shots(page, 'backups-09-confirm-not-made-here');
  const sent = page.waitForRequest('**/api/admin/backup/restore');
  await dialog.getByRole('button', { name: 'Restore Anyway' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    s3URL: `backups/${foreign}`,
    confirmNotMadeHere: true,
  });
  await expect(successNotice(page)).toContainText('Backup restored successfully', {
    timeout: 60_000,
  });
  expect(await tempLabels(page, chart.sourceURL!)).toEqual([]);
});
