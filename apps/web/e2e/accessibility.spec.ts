import type { Page } from '@playwright/test';
import { IMAGE_SEARCH_MESSAGES } from '@dsb/core';
import { ADMIN_EMAIL, ADMIN_VIEWS, createUserViaApi, uniquePrefix } from './support/admin';
import { scan, type KnownViolation } from './support/axe';
import { createStory, openEditor } from './support/editor';
import { expect, signInDirectly, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/**
 * Issue #18 item 1: an axe scan (WCAG 2.1 A and AA) of every screen, modal and panel a visitor,
 * a pupil and an admin open. docs/accessibility.md lists what is scanned and what remains.
 */

/**
 * Violations on screens others are changing right now (the editor, custom links, headlines,
 * exports, speech): each named, so the scan fails on anything new. Fix them, then delete the entry.
 */
const KNOWN: readonly KnownViolation[] = [];

// Under reduced motion Mantine skips its transitions, so no dialog is scanned half-faded.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 180_000 });

let counter = 0;
async function signInPupil(page: Page) {
  counter += 1;
  await page.goto('/');
  await signInDirectly(page, `a11y-${Date.now()}-${counter}@example.com`, 'Pat Pupil');
}

async function signInAdmin(page: Page) {
  await page.goto('/');
  await signInDirectly(page, ADMIN_EMAIL, 'Ada Admin');
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Waits until nothing on the page is still loading (no spinner left). */
async function settled(page: Page) {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 20_000 });
}

async function closeDialog(page: Page, name: string | RegExp) {
  await page.keyboard.press('Escape');
  await expect(dialog(page, name)).toHaveCount(0);
}

/** Home in each sidebar view, as whoever is signed in (or nobody). */
async function scanHomeViews(page: Page, who: string) {
  await page.goto('/');
  await expect(page.getByTestId('prompt-card').first()).toBeVisible();
  await scan(page, `${who}: home, Create New Data Story`, KNOWN);

  await page.goto('/?menu=stories');
  await expect(page.getByRole('heading', { name: 'My Data Stories' })).toBeVisible();
  await settled(page);
  await scan(page, `${who}: home, My Data Stories`, KNOWN);

  await page.goto('/?menu=resources');
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await scan(page, `${who}: home, Resources`, KNOWN);

  await page.goto('/?menu=custom-links');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await settled(page);
  await scan(page, `${who}: home, Custom Links`, KNOWN);
}

async function scanPromptDetail(page: Page, who: string) {
  await page.goto('/');
  const first = page.getByTestId('prompt-card').first();
  await first.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, `${who}: prompt detail`, KNOWN);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('signed out: home views, prompt detail and the sign-in guards', async ({ page }) => {
  await scanHomeViews(page, 'visitor');
  await scanPromptDetail(page, 'visitor');

  await page.goto('/grid');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await scan(page, 'visitor: Authentication Required', KNOWN);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await scan(page, 'visitor: Authentication Required (admin)', KNOWN);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await scan(page, 'visitor: page not found', KNOWN);
});

test('pupil: home views, prompt detail, template picker, grid, My Data Stories, Access Denied', async ({
  page,
}) => {
  await signInPupil(page);
  await scanHomeViews(page, 'pupil'); // My Data Stories empty
  await scanPromptDetail(page, 'pupil');

  await page.getByRole('button', { name: 'Pat Pupil, account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'pupil: account menu', KNOWN);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'pupil: Change password', KNOWN);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/grid');
  const picker = dialog(page, 'Choose a Story Template');
  await expect(picker.getByTestId('template-card').first()).toBeVisible();
  await scan(page, 'pupil: template picker', KNOWN);
  await picker.getByRole('button', { name: /^Take a Stand/ }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('slide-card').first()).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await scan(page, 'pupil: grid', KNOWN);

  await page.getByRole('button', { name: 'Apply Template' }).click();
  await expect(dialog(page, 'Apply Template')).toBeVisible();
  await scan(page, 'pupil: grid, Apply Template', KNOWN);
  await closeDialog(page, 'Apply Template');

  await page.goto('/?menu=stories');
  await expect(page.getByTestId('story-card').first()).toBeVisible();
  await scan(page, 'pupil: home, My Data Stories (with a story)', KNOWN);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await scan(page, 'pupil: Access Denied (console)', KNOWN);
  await page.goto('/admin/evidence');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await scan(page, 'pupil: Access Denied (/admin/evidence)', KNOWN);
});

test('pupil: research page and the evidence modal', async ({ page }) => {
  await signInPupil(page);
  const id = await createStory(page, 1);
  await page.goto(`/researcher?story=${id}`);
  const results = page.getByTestId('evidence-result');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('thumbnail-progress')).toHaveCount(0);
  await scan(page, 'pupil: research page', KNOWN);

  await results.first().getByTestId('evidence-label').click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('img').first()).toBeVisible();
  await scan(page, 'pupil: evidence modal', KNOWN);
  await detail.getByRole('button', { name: 'Description and Research' }).click();
  await detail.getByRole('switch', { name: 'Show data' }).click();
  await expect(detail.getByTestId('evidence-data-table')).toBeVisible();
  await scan(page, 'pupil: evidence modal, texts and data', KNOWN);
});

test('pupil: the editor, its settings modal and each tool panel', async ({ page }) => {
  await signInPupil(page);
  const id = await createStory(page, 2);
  await openEditor(page, id);
  await expect(page.getByTestId('evidence-result').first()).toBeVisible({ timeout: 30_000 });
  await scan(page, 'pupil: editor, Charts', KNOWN);

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = dialog(page, 'Settings');
  await expect(settings.getByRole('tab', { name: 'Tool Settings' })).toBeVisible();
  await scan(page, 'pupil: editor, Settings (Tool Settings)', KNOWN);
  await settings.getByRole('tab', { name: 'Developer Only' }).click();
  await scan(page, 'pupil: editor, Settings (Developer Only)', KNOWN);
  await settings.getByRole('checkbox', { name: 'Enable Headlines Feature' }).check();
  await expect(page.getByTestId('tool-tab-headlines')).toBeVisible();
  await closeDialog(page, 'Settings');

  for (const tab of ['headlines', 'text', 'images', 'shapes', 'draw']) {
    await page.getByTestId(`tool-tab-${tab}`).click();
    await expect(page.getByTestId(`tool-tab-${tab}`)).toHaveAttribute('aria-pressed', 'true');
    // A panel's first search starts as it opens: wait until it has answered.
    await screenSettled(page);
    await settled(page);
    await expect(page.getByText(IMAGE_SEARCH_MESSAGES.loading)).toHaveCount(0, { timeout: 20_000 });
    await scan(page, `pupil: editor, ${tab[0]!.toUpperCase()}${tab.slice(1)}`, KNOWN);
  }
  await page.getByTestId('tool-tab-text').click();
  await page.getByRole('button', { name: 'Add Heading' }).click();
  await scan(page, 'pupil: editor, a heading selected', KNOWN);

  // Issue #18 item 2: the object list's keyboard help, a chart's data table and alt text dialog.
  const objects = page.getByTestId('object-list');
  await objects.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await scan(page, 'pupil: editor, object list with its keyboard shortcuts', KNOWN);
  await page.getByTestId('tool-tab-charts').click();
  await page
    .getByTestId('evidence-result')
    .first()
    .getByRole('button', { name: /^Open / })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to canvas' }).click();
  await objects.getByRole('button', { name: /^Data table: / }).click();
  await expect(page.getByTestId('evidence-data-table')).toBeVisible({ timeout: 15_000 });
  await scan(page, "pupil: editor, a chart's data table", KNOWN);
  await page.keyboard.press('Escape');
  await objects.getByRole('button', { name: /^Edit alt text: / }).click();
  await expect(page.getByRole('dialog', { name: 'Chart alt text' })).toBeVisible();
  await scan(page, 'pupil: editor, alt text dialog', KNOWN);
});

test('admin: home views, the console home and each admin view', async ({ page }) => {
  await signInAdmin(page);
  await scanHomeViews(page, 'admin');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Admin Console' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Console' })).toBeVisible();
  await scan(page, 'admin: console home', KNOWN);

  // User Management has its own test below, with its modals.
  const views = ADMIN_VIEWS.filter(([path]) => path !== '/admin/users');
  for (const [path, title] of views) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await settled(page);
    await scan(page, `admin: ${title}`, KNOWN);
  }

  await page.goto('/admin/prompt-manager');
  await page.getByRole('tab', { name: 'Generate Prompts' }).click();
  await settled(page);
  await scan(page, 'admin: Prompt Manager, Generate Prompts', KNOWN);

  await page.goto('/admin/backup-manager');
  await page.getByRole('button', { name: 'Create Evidence Backup' }).click();
  await expect(dialog(page, 'Create Evidence Backup')).toBeVisible();
  await scan(page, 'admin: Backup Manager, Create Evidence Backup', KNOWN);
  await closeDialog(page, 'Create Evidence Backup');

  await page.goto('/admin/evidence');
  await expect(page.getByTestId('evidence-item').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await scan(page, 'admin: /admin/evidence', KNOWN);
  await page
    .getByRole('button', { name: /^Evidence actions for/ })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'admin: /admin/evidence, gear menu', KNOWN);
  await page.getByRole('menuitem', { name: 'Edit Evidence' }).click();
  await expect(dialog(page, 'Edit Evidence')).toBeVisible();
  await scan(page, 'admin: /admin/evidence, Edit Evidence', KNOWN);
  await closeDialog(page, 'Edit Evidence');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await settled(page);
  await scan(page, 'admin: /admin/evidence, Articles', KNOWN);
});

test('admin: User Management and its modals', async ({ page }) => {
  await signInAdmin(page);
  const name = uniquePrefix('Axe Pupil ');
  await createUserViaApi(page.request, {
    displayName: name,
    email: `${name.replace(/\s/g, '').toLowerCase()}@example.com`,
  });
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await scan(page, 'admin: User Management', KNOWN);

  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog(page, 'Create User')).toBeVisible();
  await scan(page, 'admin: Create User', KNOWN);
  await dialog(page, 'Create User').getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    dialog(page, 'Create User')
      .getByText(/required/i)
      .first(),
  ).toBeVisible();
  await scan(page, 'admin: Create User, errors', KNOWN);
  await closeDialog(page, 'Create User');
  await expect(page).toHaveURL(/\/admin\/users/); // Escape closed the dialog, not the view

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(dialog(page, 'Edit User')).toBeVisible();
  await scan(page, 'admin: Edit User', KNOWN);
  // The length counter and the limit message under the display name.
  await dialog(page, 'Edit User').getByLabel('Display Name').fill('N'.repeat(100));
  await expect(dialog(page, 'Edit User').getByText(/^Maximum length reached/)).toBeVisible();
  await scan(page, 'admin: Edit User, length limit', KNOWN);
  await closeDialog(page, 'Edit User');

  await row.getByRole('button', { name: `Make ${name} an admin` }).click();
  await expect(dialog(page, 'Make Admin?')).toBeVisible();
  await scan(page, 'admin: Make Admin?', KNOWN);
  await closeDialog(page, 'Make Admin?');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'admin: Confirm Deletion', KNOWN);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await row.getByRole('link', { name: `Activity log of ${name}` }).click();
  await expect(dialog(page, `${name}: Activity Log`)).toBeVisible();
  await settled(page);
  await scan(page, 'admin: Activity Log', KNOWN);
});
