import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AdminEvidenceItem, AdminEvidenceListResponse } from '@dsb/core';
import { expect, test } from './support/fixtures';
import { signInAsAdmin, uniquePrefix } from './support/admin';

// ADMIN_SHOTS_DIR=/some/dir saves the screens at both sizes for a person to look at.
const shotsDir = process.env.ADMIN_SHOTS_DIR;

async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!shotsDir) return;
  const dialog = await page.getByRole('dialog').count();
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: dialog === 0 });
}

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function listEvidence(page: Page, query: string): Promise<AdminEvidenceListResponse> {
  const response = await page.request.get(`/api/admin/evidence?${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as AdminEvidenceListResponse;
}

/** An image the seeded library already stores under /files, for charts added by hand. */
async function seededImage(page: Page): Promise<string> {
  const { data } = await listEvidence(page, 'collection=main&limit=1');
  expect(data.items[0]?.s3URL).toMatch(/^\/files\//);
  return data.items[0]!.s3URL!;
}

type Chart = { label: string; sourceURL: string; originalURL?: string; description?: string };

/** Adds a chart to Evidence-Temp (forced: the seeded image is already in Main). */
async function addToTemp(page: Page, image: string, chart: Chart): Promise<AdminEvidenceItem> {
  const response = await page.request.post('/api/admin/evidence/temp', {
    data: {
      s3URL: image,
      topicTagStatic: 'testing',
      description: `About ${chart.label}`,
      originalURL: `${chart.sourceURL}#${chart.label}`,
      ...chart,
      force: true,
    },
    headers: origin(page),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { chart: AdminEvidenceItem }).chart;
}

async function syncViaApi(page: Page) {
  const response = await page.request.post('/api/admin/evidence/sync', { headers: origin(page) });
  expect(response.ok()).toBeTruthy();
}

const card = (page: Page, label: string) =>
  page.getByTestId('evidence-item').filter({ hasText: label });

test('tabs with counts, filters, delete from Evidence-Temp for good, and Sync with its banner', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const image = await seededImage(page);
  const source = `https://stats.example/${uniquePrefix('temp')}`;
  const keep = await addToTemp(page, image, {
    label: `Keep ${uniquePrefix('k')}`,
    sourceURL: source,
  });
  const drop = await addToTemp(page, image, {
    label: `Drop ${uniquePrefix('d')}`,
    sourceURL: source,
  });

  await page.goto('/admin/manage-data');
  await expect(
    page.getByRole('heading', { name: 'Manage Evidence & Articles', level: 1 }),
  ).toBeVisible();
  for (const name of ['Evidence-Temp', 'Evidence-Main', 'Deleted', 'Articles']) {
    await expect(page.getByRole('tab', { name: new RegExp(name) })).toBeVisible();
  }
  const { counts } = await listEvidence(page, 'collection=temp&limit=1');
  await expect(page.getByTestId('count-evidence-temp')).toHaveText(String(counts.temp));
  await expect(page.getByTestId('count-evidence-main')).toHaveText(String(counts.main));

  // The tab is in the address; Evidence-Main has no filters and no Sync, but Scan Options.
  await page.getByRole('tab', { name: /Evidence-Main/ }).click();
  await expect(page).toHaveURL(/tab=evidence-main/);
  await expect(page.getByRole('button', { name: 'Filters' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sync', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scan Options' })).toBeVisible();
  await page.getByRole('tab', { name: /Evidence-Temp/ }).click();
  await expect(page).toHaveURL(/tab=evidence-temp/);

  // Filter by the source; Ctrl+F opens the filters on the source field.
  await page.locator('body').click();
  await page.keyboard.press('Control+f');
  await expect(page.getByRole('textbox', { name: 'Source URL' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Source URL' }).fill(source);
  await expect(page.getByRole('checkbox', { name: 'Show Custom Only' })).toBeVisible();
  await shot(page, 'evidence-console-filters');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/source=/);
  await expect(page.getByTestId('evidence-item')).toHaveCount(2);
  await expect(page.getByTestId('page-summary')).toHaveText('Page 1 of 1 (2 items)');
  await shot(page, 'evidence-console-temp');

  // Nothing selected: the spec's message. Then select one and delete it for good.
  await page.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete Selected (0)' }).click();
  await expect(page.getByText('No items selected for deletion')).toBeVisible();
  await card(page, drop.label)
    .getByRole('checkbox', { name: `Select ${drop.label}` })
    .check();
  await page.getByRole('button', { name: 'Actions (1 selected)' }).click();
  await shot(page, 'evidence-console-actions');
  await page.getByRole('menuitem', { name: 'Delete Selected (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm.getByText('This action cannot be undone!')).toBeVisible();
  await shot(page, 'evidence-console-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('evidence-item')).toHaveCount(1);
  await expect(card(page, keep.label)).toBeVisible();
  const deleted = await listEvidence(
    page,
    `collection=deleted&sourceURL=${encodeURIComponent(source)}`,
  );
  expect(deleted.data.items).toHaveLength(0);

  // The list view shows the same items as a table on a wide screen.
  await page.getByText('List', { exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('table', { name: 'Evidence items' })).toBeVisible();

  // The preview opens full screen with Open in New Tab.
  await page.getByRole('button', { name: `Preview image: ${keep.label}` }).click();
  const preview = page.getByRole('dialog', { name: keep.label });
  await expect(preview.getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute(
    'href',
    image,
  );
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Sync: the banner shows the statistics and goes after 5 seconds.
  await page.getByRole('button', { name: 'Sync', exact: true }).click();
  const banner = page.getByTestId('sync-banner');
  await expect(banner).toContainText(
    /Inserted: [1-9]\d* · Updated: \d+ · Skipped: \d+ · Errors: 0/,
  );
  await expect(page.getByTestId('empty-state')).toHaveText(
    'No items found. Try clearing filters or adding new content.',
  );
  await shot(page, 'evidence-console-sync-banner');
  await expect(banner).toBeHidden({ timeout: 8000 });
  const main = await listEvidence(page, `collection=main&sourceURL=${encodeURIComponent(source)}`);
  expect(main.data.items.map((item) => item.label)).toEqual([keep.label]);
});

test('deleting from Evidence-Main moves the item to Deleted, and Restore brings it back', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const image = await seededImage(page);
  const chart = await addToTemp(page, image, {
    label: `Restorable ${uniquePrefix('r')}`,
    sourceURL: `https://stats.example/${uniquePrefix('main')}`,
  });
  await syncViaApi(page);

  await page.goto('/admin/manage-data?tab=evidence-main');
  await card(page, chart.label)
    .getByRole('button', { name: `Delete ${chart.label}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText(`Delete "${chart.label}"?`);
  await expect(confirm).toContainText('where they can be restored');
  // A second open while one shows is ignored: Ctrl+D does not replace this confirmation.
  await page.keyboard.press('Control+d');
  await expect(confirm).toContainText(`Delete "${chart.label}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, chart.label)).toHaveCount(0);

  await page.getByRole('tab', { name: /Deleted/ }).click();
  await expect(card(page, chart.label)).toBeVisible();
  await card(page, chart.label)
    .getByRole('button', { name: `Restore ${chart.label}` })
    .click();
  await expect(page.getByText('Evidence restored successfully')).toBeVisible();
  await expect(card(page, chart.label)).toHaveCount(0);
  const main = await listEvidence(
    page,
    `collection=main&sourceURL=${encodeURIComponent(chart.sourceURL!)}`,
  );
  expect(main.data.items.map((item) => item._id)).toEqual([chart._id]);

  // Ctrl+D on manage-data opens the delete-all confirmation; Cancel leaves everything.
  await page.getByRole('tab', { name: /Evidence-Main/ }).click();
  await page.locator('body').click();
  await page.keyboard.press('Control+d');
  await expect(confirm).toContainText('Delete all items in Evidence-Main?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('the duplicate scan groups two charts with the same original URL', async ({ page }) => {
  await signInAsAdmin(page);
  const image = await seededImage(page);
  const original = `https://stats.example/${uniquePrefix('dup')}/chart.png`;
  const sourceURL = `https://stats.example/${uniquePrefix('dupsrc')}`;
  const first = await addToTemp(page, image, {
    label: `Twin A ${uniquePrefix('a')}`,
    sourceURL,
    originalURL: original,
  });
  const second = await addToTemp(page, image, {
    label: `Twin B ${uniquePrefix('b')}`,
    sourceURL,
    originalURL: original,
  });
  await syncViaApi(page);

  await page.goto('/admin/manage-data?tab=evidence-main');
  await page.getByRole('button', { name: 'Scan Options' }).click();
  await page.getByRole('menuitem', { name: 'Scan for Duplicates' }).click();
  await expect(page).toHaveURL(/scan=duplicates/);
  const group = page.getByTestId('duplicate-group').filter({ hasText: first.label });
  await expect(group).toBeVisible({ timeout: 20_000 });
  await expect(group).toContainText(second.label);
  await expect(page.getByRole('button', { name: /Delete Extra Copies \(\d+\)/ })).toBeVisible();
  await shot(page, 'evidence-console-duplicates');

  await page.getByRole('button', { name: 'Back to Evidence-Main' }).click();
  await expect(page).not.toHaveURL(/scan=/);
});

test('/admin/evidence filters by source, edits an item and deletes by source', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const image = await seededImage(page);
  const source = `https://ons.example/${uniquePrefix('page')}`;
  const other = `https://ons.example/${uniquePrefix('other')}`;
  const one = await addToTemp(page, image, {
    label: `Page one ${uniquePrefix('p')}`,
    sourceURL: source,
  });
  await addToTemp(page, image, {
    label: `Page two ${uniquePrefix('p')}`,
    sourceURL: source,
    description: '',
  });
  const kept = await addToTemp(page, image, {
    label: `Elsewhere ${uniquePrefix('e')}`,
    sourceURL: other,
  });
  await syncViaApi(page);

  await page.goto('/admin/evidence');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Admin Console');
  await expect(crumbs).toContainText('Manage Evidence & Articles');
  await expect(page.getByRole('tab', { name: 'Evidence Items' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Articles' })).toBeVisible();

  // A blank source refuses to delete by source.
  await page.getByRole('button', { name: 'Delete Filtered by Source' }).click();
  await expect(page.getByText('Please enter a Source URL to delete by source')).toBeVisible();

  await page.getByRole('textbox', { name: 'Source URL' }).fill(source);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('Page 1 of 1 (2 items)')).toBeVisible();
  await expect(page.getByTestId('evidence-item')).toHaveCount(2);
  await expect(page.getByText('No description')).toBeVisible();
  await expect(card(page, one.label)).toContainText('testing');
  await shot(page, 'evidence-page');

  // Edit through the gear menu.
  const renamed = `${one.label} (edited)`;
  await card(page, one.label)
    .getByRole('button', { name: `Evidence actions for ${one.label}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit Evidence' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Evidence' });
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByLabel('Description').fill('A clearer description');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Evidence updated successfully')).toBeVisible();
  await expect(card(page, renamed)).toContainText('A clearer description');

  // Delete Filtered by Source: both go to Deleted, the other source stays.
  await page.getByRole('button', { name: 'Delete Filtered by Source' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText(source);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText('No items found. Try clearing filters or adding new content.'),
  ).toBeVisible();
  await expect(page.getByText('Page 1 of 1 (0 items)')).toBeVisible();
  const deleted = await listEvidence(
    page,
    `collection=deleted&sourceURL=${encodeURIComponent(source)}`,
  );
  expect(deleted.data.items).toHaveLength(2);

  // Clear brings back the whole list (page 1); the other source is still there.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('textbox', { name: 'Source URL' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Source URL' }).fill(other);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(card(page, kept.label)).toBeVisible();

  // Articles tab: the same page with 'Delete All Articles'.
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(page).toHaveURL(/tab=articles/);
  await expect(page.getByRole('button', { name: 'Delete All Articles' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('both screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const image = await seededImage(page);
  await addToTemp(page, image, {
    label: `Phone ${uniquePrefix('m')}`,
    sourceURL: `https://stats.example/${uniquePrefix('phone')}/a-rather-long-report-address.html`,
  });
  await page.goto('/admin/manage-data?tab=evidence-temp');
  await expect(page.getByTestId('evidence-item').first()).toBeVisible();
  await shot(page, 'evidence-console-phone');
  await page.goto('/admin/manage-data?tab=evidence-temp&view=list');
  await expect(page.getByTestId('evidence-item').first()).toBeVisible();
  // No table on a phone: the list view is cards.
  await expect(page.getByRole('table')).toHaveCount(0);
  await shot(page, 'evidence-console-phone-list');
  await page.goto('/admin/evidence');
  await expect(page.getByTestId('evidence-item').first()).toBeVisible();
  await shot(page, 'evidence-page-phone');
});

/** Articles come only from scraping; these tests serve the list call a page of them. */
function fakeArticles(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    _id: `00000000-0000-4000-8000-00000000000${index}`,
    articleTitle: index === 1 ? '' : `Energy report ${index + 1}`,
    articleContent: `${'Renewables grew again. '.repeat(20)}END`,
    articleDate: index === 0 ? '2025-03-04T00:00:00.000Z' : null,
    byline: null,
    sourceURL: `https://news.example/2025/03/a-long-article-address-about-energy-${index}.html`,
    topicTagStatic: index === 0 ? 'energy' : null,
    imageURL: null,
    createdAt: '2025-03-05T00:00:00.000Z',
  }));
}

test('articles show title, source, date, topic and the first 280 or 200 characters', async ({
  page,
}) => {
  await signInAsAdmin(page);
  let failing = true;
  await page.route('**/api/admin/articles?*', async (route) => {
    if (failing) return route.fulfill({ status: 500, json: { error: 'Database unavailable' } });
    const limit = Number(new URL(route.request().url()).searchParams.get('limit'));
    const items = fakeArticles(Math.min(limit, 3));
    await route.fulfill({
      json: {
        success: true,
        data: { items, pagination: { page: 1, limit, total: 3, totalPages: 1 } },
      },
    });
  });
  await page.goto('/admin/manage-data?tab=articles');
  await expect(page.getByText('Failed to load article items')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  const articles = page.getByTestId('article-item');
  await expect(articles).toHaveCount(3);
  await expect(page.getByTestId('count-articles')).toHaveText('3');
  await expect(articles.first()).toContainText('Energy report 1');
  await expect(articles.first()).toContainText('Mar 4, 2025');
  await expect(articles.first()).toContainText('energy');
  await expect(articles.nth(1)).toContainText('No title');
  await expect(articles.nth(1)).toContainText('Not specified');
  await expect(articles.nth(1)).toContainText('Topic: None');
  const excerpt = `${'Renewables grew again. '.repeat(20)}END`;
  await expect(articles.first()).toContainText(`${excerpt.slice(0, 280).trimEnd()}…`);
  await expect(articles.first().getByRole('link')).toHaveText(
    'https://news.example/2025/03/a-long-arti…',
  );
  await shot(page, 'evidence-console-articles');

  await page.goto('/admin/evidence?tab=articles');
  await expect(articles).toHaveCount(3);
  await expect(articles.first()).toContainText(`${excerpt.slice(0, 200).trimEnd()}…`);
  await expect(articles.first()).not.toContainText(excerpt.slice(0, 201));
  await expect(page.getByText('Page 1 of 1 (3 items)')).toBeVisible();
  await shot(page, 'evidence-page-articles');
});
