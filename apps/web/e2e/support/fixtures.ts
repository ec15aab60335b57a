import { test as base, expect, type Page } from '@playwright/test';

/** Tests get `baseURL` from the server that global setup started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

/** Signs in through the real popup and its development sign-in form. */
export async function signInThroughPopup(page: Page, email: string, displayName: string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  const popup = await popupPromise;
  // Once local accounts exist the popup also has the password form; use the development one.
  const form = popup.locator('form[action="/auth/dev/login"]');
  await form.getByLabel('Display name').fill(displayName);
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close');
}

/** Signs in directly (for tests whose subject is not sign-in itself). */
export async function signInDirectly(page: Page, email: string, displayName?: string) {
  const response = await page.request.post('/auth/dev/login', {
    data: { email, ...(displayName ? { displayName } : {}) },
    headers: {
      origin: new URL(page.url() === 'about:blank' ? process.env.E2E_BASE_URL! : page.url()).origin,
    },
  });
  expect(response.ok()).toBeTruthy();
}
