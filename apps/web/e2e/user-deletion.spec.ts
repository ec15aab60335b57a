import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { scan } from './support/axe';
import {
  createUserViaApi,
  signInAsAdmin,
  signInWithPasswordPopup,
  uniquePrefix,
} from './support/admin';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('an admin deletes a user and reads the deletion certificate', async ({ page }) => {
  await signInAsAdmin(page);
  const email = `${uniquePrefix('gone')}@school.example`;
  await createUserViaApi(page.request, { displayName: 'Gone Pupil', email });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    if (width === 390) {
      // The first pass deleted them: a second user for the phone layout.
      await createUserViaApi(page.request, {
        displayName: 'Gone Pupil',
        email: `phone-${email}`,
      });
      await page.goto(`/admin/users?search=${encodeURIComponent(`phone-${email}`)}`);
    }
    // A table row on a wide screen, a card on a phone: the button is named the same.
    await page.getByRole('button', { name: 'Delete Gone Pupil' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    const certificate = page.getByRole('dialog', { name: 'Deletion certificate' });
    await expect(certificate).toContainText('Deleted completely');
    await expect(certificate.getByRole('button', { name: 'Done' })).toBeFocused();
    await shoot(page, `certificate-${width}`);
    await scan(page, `deletion certificate ${width}`);
    await page.keyboard.press('Enter');
    await expect(certificate).toBeHidden();
  }
});

test('a pupil deletes their own account once an admin allows it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const email = `${uniquePrefix('self')}@school.example`;
  await createUserViaApi(page.request, {
    displayName: 'Leaving Pupil',
    email,
    password: 'leaving password 1',
  });
  const context = await browser.newContext();
  const pupil = await context.newPage();
  await pupil.goto('/');
  await signInWithPasswordPopup(pupil, email, 'leaving password 1');
  const menu = pupil.getByRole('button', { name: 'Leaving Pupil, account menu' });
  await menu.click();
  await expect(pupil.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await expect(pupil.getByRole('menuitem', { name: 'Delete my account' })).toHaveCount(0);
  await pupil.keyboard.press('Escape');

  await page.goto('/admin/users');
  const setting = page.getByRole('switch', { name: 'Pupils may delete their own account' });
  await expect(setting).not.toBeChecked();
  await setting.click({ force: true });
  await expect(setting).toBeChecked();
  try {
    await pupil.reload();
    await pupil.setViewportSize({ width: 390, height: 844 });
    await menu.click();
    await pupil.getByRole('menuitem', { name: 'Delete my account' }).click();
    const dialog = pupil.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toContainText('Group stories stay with your co-authors');
    const submit = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await shoot(pupil, 'self-delete-390');
    await scan(pupil, 'delete my account');
    await submit.click();
    await expect(pupil.getByRole('button', { name: /Sign in/i }).first()).toBeVisible();
  } finally {
    await page.request.put('/api/admin/deletion-settings', { data: { allowSelfDeletion: false } });
    await context.close();
  }
  const gone = await page.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  expect((await gone.json()).total).toBe(0);
});
