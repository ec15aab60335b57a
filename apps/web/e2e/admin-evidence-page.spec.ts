// The /admin/evidence page, both evidence screens on a phone, and the article rows.
import { expect, test } from './support/fixtures';
import { signInAsAdmin, uniquePrefix } from './support/admin';
import {
  addToTemp,
  card,
  listEvidence,
  seededImage,
  shot,
  syncViaApi,
} from './support/manageEvidence';

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
  // It says how many go, and where they can be restored (this page has no Deleted tab).
  await expect(confirm).toContainText(`Delete all 2 items in Evidence Items from ${source}?`);
  await expect(confirm).toContainText(
    'restore them from the Deleted tab of Manage Evidence & Articles in the Admin Console',
  );
  await confirm.getByRole('button', { name: 'Delete 2 items' }).click();
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
