import { expect, test } from './support/fixtures';
import { FIRST_SYNC_MS, focusPage, signInAsAdmin, uniquePrefix } from './support/admin';
import {
  addToTemp,
  card,
  listEvidence,
  seededImage,
  shot,
  syncViaApi,
} from './support/manageEvidence';

test('tabs with counts, filters, delete from Evidence-Temp for good, and Sync with its banner', async ({
  page,
}) => {
  test.setTimeout(120_000); // the first sync may load the sentence model
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
  await focusPage(page);
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

  // Nothing selected: the console's message. Then select one and delete it for good.
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
    { timeout: FIRST_SYNC_MS },
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
  // The shortcut belongs to the tab on screen: press it once Evidence-Main is shown, not while
  // the click's re-render still has the Deleted tab's (which has no delete-all).
  const mainTab = page.getByRole('tab', { name: /Evidence-Main/ });
  await mainTab.click();
  await expect(mainTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('evidence-item').first()).toBeVisible();
  await focusPage(page);
  await page.keyboard.press('Control+d');
  await expect(confirm).toContainText(/Delete all \d+ items in Evidence-Main\?/);
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
