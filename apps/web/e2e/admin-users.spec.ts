import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import {
  createUserViaApi,
  signInAsAdmin,
  signInWithPasswordPopup,
  uniquePrefix,
} from './support/admin';

test('an admin creates a user with a password, sees their login, exports it and suspends them', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Pat ${uniquePrefix('P')}`;
  const email = `${uniquePrefix('pat')}@school.example`;
  const password = 'correct horse 42';
  await signInAsAdmin(page);
  await page.goto('/admin/users');

  // Create User with a password.
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Display name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('Display Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByText('Regular User')).toBeVisible();
  await dialog.getByLabel('New password').fill(password);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('User created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  // The same e-mail again: the server's clear message.
  await page.getByRole('button', { name: 'Create User' }).click();
  await dialog.getByLabel('Display Name').fill('Someone Else');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('New password').fill(password);
  await page.keyboard.press('Control+s');
  await expect(dialog.getByRole('alert')).toContainText('already exists');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The user signs in through the popup's password form in their own browser.
  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  await pupil.goto('/');
  await signInWithPasswordPopup(pupil, email, password);
  await expect(pupil.getByTestId('user-display-name')).toHaveText(name);

  // The admin sees the login in the activity log, at its own address.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Activity log of ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+\/activity\?search=/);
  const log = page.getByRole('dialog', { name: `${name}: Activity Log` });
  await expect(log.getByTestId('activity-entry').filter({ hasText: 'Login' })).toBeVisible();
  await expect(log.getByText(/Showing \d+ of \d+ activities/)).toBeVisible();
  // A search or filter that matches nothing says so (the user has activity).
  await log.getByLabel('Search activity').fill('no-such-activity');
  await expect(log.getByText('No activity matches your search')).toBeVisible();
  await log.getByLabel('Search activity').fill('');
  await expect(log.getByText(/Showing [1-9]\d* of/)).toBeVisible();
  await log.getByLabel('Activity type').selectOption('admin');
  await expect(log.getByText('No activity matches these filters')).toBeVisible();
  await log.getByLabel('Activity type').selectOption('login');
  await log.getByLabel('Time period').selectOption('today');
  await expect(log.getByText('Showing 1 of 1 activities')).toBeVisible();

  // CSV export: named by display name and date, with the log's columns and the login row.
  const downloadPromise = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^pat-p[a-z0-9]+-activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Action,Timestamp,Details');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^login,\d{4}-\d{2}-\d{2}T/);

  // A reload keeps the log open (the title falls back to the list's copy of the user).
  await page.reload();
  await expect(page.getByRole('dialog', { name: /Activity Log/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/users\?search=/);

  // Suspend through the edit modal; their session stops working at once.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Status').selectOption('suspended');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('User updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Suspended');

  await pupil.reload();
  await expect(pupil.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const check = await pupil.request.get('/auth/current-user');
  expect(((await check.json()) as { isAuthenticated: boolean }).isAuthenticated).toBe(false);
  await pupilContext.close();
});

test('an admin filters and pages a long user list on the server', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const prefix = uniquePrefix('Pager');
  for (let i = 1; i <= 33; i += 1) {
    await createUserViaApi(page.request, {
      displayName: `${prefix} ${String(i).padStart(2, '0')}`,
      email: `${prefix.toLowerCase()}-${i}@school.example`,
      isAdmin: i <= 2,
      status: i % 5 === 0 ? 'inactive' : 'active',
    });
  }
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(prefix.toLowerCase());
  await expect(page.getByText('33 users')).toBeVisible();
  await expect(page).toHaveURL(/search=/);
  const pager = page.getByRole('navigation', { name: 'User list pages' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // First, last, and the current page plus or minus one, with an ellipsis between.
  await expect(pager).toHaveText(/Previous\s*1\s*2\s*…\s*4\s*Next/);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager).toHaveText(/Previous\s*1\s*2\s*3\s*4\s*Next/);
  await pager.getByRole('button', { name: 'Page 4' }).click();
  await expect(page.getByRole('row')).toHaveCount(1 + 3);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('row')).toHaveCount(1 + 3);
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(
    prefix.toLowerCase(),
  );

  // A filter goes back to page 1 and narrows on the server.
  await page.getByLabel('Role', { exact: true }).selectOption('admin');
  await expect(page.getByText('2 users')).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);
  await page.getByLabel('Role', { exact: true }).selectOption('all');
  await page.getByLabel('Status', { exact: true }).selectOption('inactive');
  await expect(page.getByText('6 users')).toBeVisible();
  await expect(pager).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
});

test('row actions toggle role and status, and the server refuses what would lock admins out', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const prefix = uniquePrefix('Row');
  const user = await createUserViaApi(page.request, {
    displayName: `${prefix} Student`,
    email: `${prefix.toLowerCase()}@school.example`,
  });
  await page.goto(`/admin/users?search=${encodeURIComponent(user.email)}`);
  const row = page.getByRole('row', { name: new RegExp(user.displayName) });
  // Granting the role asks first: Cancel changes nothing.
  await row.getByRole('button', { name: `Make ${user.displayName} an admin` }).click();
  const ask = page.getByRole('dialog', { name: 'Make Admin?' });
  await expect(ask).toContainText(`Make ${user.displayName} (${user.email}) an administrator?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('User');
  await row.getByRole('button', { name: `Make ${user.displayName} an admin` }).click();
  await ask.getByRole('button', { name: 'Make Admin' }).click();
  await expect(row).toContainText('Admin');
  // The promoted user's own activity log shows it, with who did it.
  await row.getByRole('link', { name: `Activity log of ${user.displayName}` }).click();
  const log = page.getByRole('dialog', { name: new RegExp(user.displayName) });
  await expect(log.getByText('Admin changed account')).toBeVisible();
  await expect(log).toContainText('by: admin@example.com');
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await row.getByRole('button', { name: `Remove admin role from ${user.displayName}` }).click();
  await expect(
    row.getByRole('button', { name: `Make ${user.displayName} an admin` }),
  ).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${user.displayName}` }).click();
  await expect(row).toContainText('Inactive');
  await row.getByRole('button', { name: `Activate ${user.displayName}` }).click();
  await expect(row).toContainText('Active');

  // The admin cannot remove their own admin flag: the server's message is shown.
  await page.goto('/admin/users?search=admin%40example.com');
  const self = page.getByRole('row', { name: /admin@example\.com/ });
  await self.getByRole('button', { name: /Remove admin role from/ }).click();
  await expect(
    page.getByText(/Failed to update user role: You cannot remove your own admin/),
  ).toBeVisible();

  // Undo Changes restores the original and saves it.
  await page.goto(`/admin/users?search=${encodeURIComponent(user.email)}`);
  await row.getByRole('button', { name: `Edit ${user.displayName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  // Near the limit a counter shows; at it, a message (maxlength alone cuts silently).
  await edit.getByLabel('Display Name').fill('N'.repeat(95));
  await expect(edit.getByText('95 / 100 characters')).toBeVisible();
  await edit.getByLabel('Display Name').fill('N'.repeat(120));
  await expect(edit.getByLabel('Display Name')).toHaveValue('N'.repeat(100));
  await expect(edit.getByText(/^Maximum length reached: 100 characters/)).toBeVisible();
  await edit.getByLabel('Display Name').fill('X');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Display name must be at least 2 characters')).toBeVisible();
  await edit.getByLabel('Display Name').fill(`${prefix} Renamed`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('User updated successfully!')).toBeVisible();
  await edit.getByRole('button', { name: 'Undo Changes' }).click();
  await expect(edit).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('row', { name: new RegExp(`${prefix} Student`) })).toBeVisible();

  // Confirm Deletion says what goes with the user.
  await row.getByRole('button', { name: `Delete ${user.displayName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText(user.email);
  await expect(confirm).toContainText('Role: User');
  await expect(confirm).toContainText('This action cannot be undone!');
  await expect(confirm).toContainText('stories');
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  // The answer is the deletion's certificate, with the server's copy and a download.
  const certificate = page.getByRole('dialog', { name: 'Deletion certificate' });
  await expect(certificate).toContainText('Deleted completely');
  await expect(certificate.getByRole('table', { name: 'What was removed' })).toContainText('users');
  const view = certificate.getByRole('link', { name: 'View certificate' });
  const kept = await page.request.get((await view.getAttribute('href'))!);
  expect(kept.status()).toBe(200);
  expect((await kept.json()).certificate).toMatchObject({ status: 'done', removed: { users: 1 } });
  const saved = page.waitForEvent('download');
  await certificate.getByRole('button', { name: 'Download certificate' }).click();
  expect((await saved).suggestedFilename()).toMatch(/^deletion-certificate-.+\.json$/);
  await certificate.getByRole('button', { name: 'Done' }).click();
  await expect(certificate).toBeHidden();
  await expect(page.getByText('0 users')).toBeVisible();
});

test('Create User can hand out a one-time set-password link instead of a password', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const email = `${uniquePrefix('link')}@school.example`;
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByLabel('Display Name').fill('Linked Pupil');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/one-time link/).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const link = await dialog.getByTestId('password-link').inputValue();
  expect(link).toMatch(/\/auth\/password\/set\?token=/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const context = await browser.newContext();
  const pupil = await context.newPage();
  const response = await pupil.goto(link);
  expect(response?.status()).toBe(200);
  await context.close();
});

test('a user changes their own password from the user menu', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const email = `${uniquePrefix('change')}@school.example`;
  await createUserViaApi(page.request, {
    displayName: 'Changing Pupil',
    email,
    password: 'first password',
  });

  const context = await browser.newContext();
  const pupil = await context.newPage();
  await pupil.goto('/');
  await signInWithPasswordPopup(pupil, email, 'first password');
  await pupil.getByRole('button', { name: 'Changing Pupil, account menu' }).click();
  await pupil.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = pupil.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByLabel(/^New password/).fill('second password');
  await dialog.getByLabel('Confirm new password').fill('second passwort');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('second password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await dialog.getByLabel('Current password').fill('first password');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expect(pupil.getByText('Password changed')).toBeVisible();
  await context.close();

  // The new password signs in; the old one no longer does.
  const fresh = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const attempt = (password: string) =>
    fresh.request.post('/auth/password/login', {
      data: { email, password },
      headers: { origin: process.env.E2E_BASE_URL! },
    });
  expect((await attempt('first password')).status()).toBe(401);
  expect((await attempt('second password')).status()).toBe(200);
  await fresh.close();
});
