import { test as base, expect, type Page } from '@playwright/test';
import { freePort, startAppServer, type AppServer } from './appServer';

/**
 * Every Playwright worker starts its own built server on a free port with its own temporary
 * DATA_DIR (a copy of the run's seeded template, globalSetup.ts), so workers run side by side
 * without sharing a database. Specs in one worker run one
 * after another against that worker's server, as they did against the single server before. The
 * worker's addresses are also put in the environment (E2E_BASE_URL, E2E_DATA_DIR and
 * E2E_SCRAPE_SITE_PORT, the one loopback port this worker's server may scrape) for helpers that
 * have no fixtures at hand; each worker is a process of its own, so these never mix.
 */
export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies
    async ({}, use) => {
      const scrapeSitePort = await freePort();
      const server = await startAppServer({
        ADMIN_EMAILS: 'admin@example.com',
        OUTBOUND_ALLOW: `127.0.0.1:${scrapeSitePort}`,
      });
      process.env.E2E_SCRAPE_SITE_PORT = String(scrapeSitePort);
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.baseURL);
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
