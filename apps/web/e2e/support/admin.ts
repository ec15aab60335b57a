import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminUser, UserCreate } from '@dsb/core';
import { expect, signInDirectly } from './fixtures';

export const ADMIN_EMAIL = 'admin@example.com';

/** The admin console's views and their page headings (level 1), as tours of the console visit them. */
export const ADMIN_VIEWS: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/admin/users', 'User Management'],
  ['/admin/data-charts', 'Data Collector'],
  ['/admin/manage-data', 'Manage Evidence & Articles'],
  ['/admin/prompt-manager', 'Prompt Manager'],
  ['/admin/backup-manager', 'Backup Manager'],
  ['/admin/stats', 'System Statistics'],
  ['/admin/learning-platforms', 'Learning Platforms'],
  ['/admin/roster-import', 'Roster Import'],
  ['/admin/access-log', 'Access Log'],
  ['/admin/retention', 'Retention'],
];

/** Signs the page in as the admin of ADMIN_EMAILS (development sign-in) and opens home. */
export async function signInAsAdmin(page: Page) {
  await signInDirectly(page, ADMIN_EMAIL, 'Ada Admin');
  await page.goto('/');
}

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** Creates a user through POST /api/admin/users with an admin's signed-in request context. */
export async function createUserViaApi(
  request: APIRequestContext,
  user: Partial<UserCreate> & Pick<UserCreate, 'displayName' | 'email'>,
): Promise<AdminUser> {
  const response = await request.post('/api/admin/users', {
    data: { isAdmin: false, status: 'active', ...user },
    headers: origin(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: AdminUser }).user;
}

/** Signs in with e-mail and password through the real sign-in popup's password form. */
export async function signInWithPasswordPopup(page: Page, email: string, password: string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  const popup = await popupPromise;
  const form = popup.locator('form[action="/auth/password/login"]');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  // The popup may close while the click is still being reported: listen before clicking (a
  // listener added afterwards waited for a close that had already happened, until the timeout).
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await form
    .getByRole('button', { name: 'Sign in' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

/** A prefix no other test (or earlier run against the same data) uses. */
export const uniquePrefix = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Puts the keyboard focus back on the page itself, for a page-wide shortcut (Ctrl+F, Ctrl+D).
 * Not by clicking the body: its middle lies somewhere in a long list, often on a card's link.
 */
export async function focusPage(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** How long a first Sync on a fresh server may take: it loads the sentence model to embed. */
export const FIRST_SYNC_MS = 60_000;
