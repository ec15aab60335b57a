import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInDirectly, test } from './support/fixtures';
import { ADMIN_TOOLS } from '../src/features/admin/shell/views';
import {
  createUserViaApi,
  signInAsAdmin,
  signInWithPasswordPopup,
  uniquePrefix,
} from './support/admin';
import { screenSettled } from './support/screen';

// Every admin view at desktop, tablet and phone size: nothing wider than the screen, and a screenshot
// for checking by eye (into ADMIN_SHOTS_DIR when set, e.g. /tmp/shots).
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const shotsDir = process.env.ADMIN_SHOTS_DIR;

async function check(page: Page, size: string, view: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${view} at ${size} scrolls sideways`).toBeLessThanOrEqual(0);
  if (shotsDir) {
    // Dialogs are shot as the screen shows them, pages whole; both after the open animation.
    const dialog = await page.getByRole('dialog').count();
    await screenSettled(page);
    await page.screenshot({
      path: path.join(shotsDir, `${view}-${size}.png`),
      fullPage: dialog === 0,
    });
  }
}

for (const size of SIZES) {
  test(`admin views fit the ${size.name} screen`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsAdmin(page);
    const prefix = uniquePrefix('Shot');
    const email = `${prefix.toLowerCase()}@school.example`;
    const user = await createUserViaApi(page.request, {
      displayName: `${prefix} Learner`,
      email,
      password: 'a fine password',
    });
    // Some activity for the log.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pupil = await other.newPage();
    await pupil.goto('/');
    await signInWithPasswordPopup(pupil, email, 'a fine password');
    await expect(pupil.getByTestId('user-display-name')).toHaveText(user.displayName);
    await other.close();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Console', level: 1 })).toBeVisible();
    await check(page, size.name, '01-console-home');

    await page.goto('/admin/users');
    await expect(page.getByText(/\d+ users?$/)).toBeVisible();
    await check(page, size.name, '02-users');

    await page.getByRole('button', { name: 'Create User' }).click();
    await page
      .getByRole('dialog', { name: 'Create User' })
      .getByRole('button', { name: 'Save Changes' })
      .click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await check(page, size.name, '03-create-user');
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    await check(page, size.name, '04-users-filtered');
    await page.getByRole('button', { name: `Edit ${user.displayName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
    await check(page, size.name, '05-edit-user');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Delete ${user.displayName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Deletion' })).toBeVisible();
    await check(page, size.name, '06-confirm-deletion');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: `Activity log of ${user.displayName}` }).click();
    await expect(page.getByTestId('activity-entry').first()).toBeVisible();
    await check(page, size.name, '07-activity-log');
    await page.keyboard.press('Escape');

    await page.goto('/admin/stats');
    await expect(page.getByRole('region', { name: 'Users' })).toBeVisible();
    await check(page, size.name, '08-stats');

    // Tools land one by one: the honest page of one not built yet, while there is one.
    const unbuilt = ADMIN_TOOLS.find((tool) => !tool.built);
    if (unbuilt) {
      await page.goto(unbuilt.path);
      await expect(page.getByText(/Coming in a later update/)).toBeVisible();
      await check(page, size.name, '09-not-built');
    }

    await page.goto('/');
    await page.getByRole('button', { name: /, account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await check(page, size.name, '10-change-password');
    await page.keyboard.press('Escape');

    await signInDirectly(page, 'pupil-layout@example.com', 'Pupil Layout');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await check(page, size.name, '11-access-denied');
  });
}
