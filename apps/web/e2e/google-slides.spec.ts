import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { GOOGLE_SLIDES_MESSAGES } from '@dsb/core';
// Test code only: the browser test drives the same stand-in of Google as the server's tests.
import {
  startGoogleStandIn,
  type GoogleStandIn,
} from '../../server/src/features/googleSlides/googleTestSupport';
import { startAppServer, type AppServer } from './support/appServer';
import { screenSettled } from './support/screen';

/*
 * Issue #15 item 4 in a real browser: a pupil exports a story to Google Slides. This spec runs its
 * own server with Google pointed at a local stand-in (../../server/src/features/googleSlides/googleTestSupport.ts) whose
 * consent page's Allow button redirects back, as Google's does. The popup closed too early, the
 * connect step, the export's steps, 'Export Successful!', a quota failure and an expired
 * authorisation with 'Retry Authentication'. (Without Google configured the item stays 'Coming
 * Soon': custom-links.spec.ts.) E2E_SCREENSHOTS=<dir> saves each step at 1280x800, and on a phone.
 */

/** Google's stand-in and a server of this spec's own that uses it, once per worker. */
const test = base.extend<object, { google: GoogleStandIn; appServer: AppServer }>({
  google: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their dependencies
    async ({}, use) => {
      const google = await startGoogleStandIn();
      await use(google);
      await google.close();
    },
    { scope: 'worker' },
  ],
  appServer: [
    async ({ google }, use) => {
      const server = await startAppServer({
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: google.baseUrl,
        GOOGLE_API_BASE_URL: google.baseUrl,
        // Google is configured, so development sign-in must be asked for (loopback only here).
        AUTH_DEV_LOGIN: '1',
        SEED_CONTENT: 'prompts',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.baseURL);
  },
});

const shots = process.env.E2E_SCREENSHOTS;
/** Saves the page at its current size (the editor swaps its header below 48em, so each size has its own test). */
async function screenshot(page: Page, name: string) {
  if (!shots) return;
  await screenSettled(page);
  await page.screenshot({
    path: `${shots}/google-slides-${name}-${page.viewportSize()?.width}.png`,
  });
}

const SCRIPTS = [
  'Sea levels have risen about twenty centimetres since nineteen hundred.',
  'Warmer water takes up more space, and melting ice adds more water.',
  'Coastal towns must plan now for higher tides.',
];
const slide = (i: number) => ({
  id: `slide-1-${i}`,
  title: `Part ${i + 1}`,
  script: SCRIPTS[i],
  canvasState: [
    { type: 'Rect', left: 40, top: 60, width: 295, height: 200, fill: '#1971c2' },
    { type: 'Textbox', left: 30, top: 300, width: 315, text: `Part ${i + 1}`, fontSize: 32 },
  ],
});

async function signInAndOpenStory(page: Page, title: string, email: string) {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const signIn = await page.request.post('/auth/dev/login', {
    data: { email, displayName: 'Pupil Slides' },
    headers: { origin },
  });
  expect(signIn.ok()).toBeTruthy();
  const created = await page.request.post('/api/stories', {
    data: { title, template: 'blank', slides: [0, 1, 2].map(slide) },
    headers: { origin },
  });
  expect(created.ok()).toBeTruthy();
  const { _id } = (await created.json()) as { _id: string };
  await page.goto(`/tool?slide=0&story=${_id}`);
  await expect(page.locator('[data-testid="slide-canvas"] canvas.upper-canvas')).toBeVisible();
}

async function openExport(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const item = page.getByRole('menuitem', { name: 'Google Slides' });
  await expect(item).toBeEnabled();
  await expect(item).not.toContainText('Coming Soon');
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Export to Google Slides' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks the button that opens Google's window and presses Allow there. */
async function allowInPopup(page: Page, button: string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupPromise;
  await expect(
    popup.getByRole('heading', { name: /wants to access your Google Account/ }),
  ).toBeVisible();
  await popup.getByRole('link', { name: 'Allow' }).click();
  await popup.waitForEvent('close');
}

/**
 * Closes Google's window before it finishes (the modal reports it), then Retry Authentication and
 * Allow. The upload is held until the returned function releases it, so the export's steps can be
 * seen.
 */
async function closeConsentThenAllow(page: Page, dialog: Locator): Promise<() => void> {
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect Google Drive' }).click();
  const early = await popupPromise;
  await early.waitForURL(/\/o\/oauth2\/v2\/auth\?/);
  await early.close();
  await expect(dialog.getByRole('alert')).toHaveText(GOOGLE_SLIDES_MESSAGES.authClosed);
  await screenshot(page, 'closed');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/google/slides', async (route) => {
    await held;
    await route.continue();
  });
  await allowInPopup(page, 'Retry Authentication');
  return release;
}

test('a pupil connects Google Drive and exports the story to Google Slides', async ({
  page,
  google,
}) => {
  test.setTimeout(120_000);
  await signInAndOpenStory(page, 'Rising seas', 'pupil.slides@example.com');

  // Connect step; a popup closed before Google finished is reported, with Retry Authentication.
  const dialog = await openExport(page);
  await expect(dialog.getByText('Connect your Google Drive')).toBeVisible();
  await expect(dialog.getByTestId('google-slides-summary')).toHaveText(
    "3 slides; each script becomes the slide's speaker notes.",
  );
  await screenshot(page, 'connect');
  const release = await closeConsentThenAllow(page, dialog);
  await expect(dialog.getByTestId('google-slides-progress')).toContainText('Creating presentation');
  await expect(dialog.getByTestId('google-slides-progress')).toContainText('Preparing slides data');
  await screenshot(page, 'exporting');
  release();
  await expect(dialog.getByRole('heading', { name: 'Export Successful!' })).toBeVisible({
    timeout: 30_000,
  });
  await page.unroute('**/api/google/slides');
  const open = dialog.getByRole('link', { name: 'Open in Google Slides' });
  const deck = google.decks[0]!;
  await expect(open).toHaveAttribute('href', `${google.baseUrl}/presentation/d/${deck.id}/edit`);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  await screenshot(page, 'success');
  expect(deck).toMatchObject({ name: 'Rising seas', notes: SCRIPTS, pictures: 3 });
  // Each picture carries what it shows, as the PDF and .pptx do (the rectangle is decoration).
  expect(deck.altTexts).toEqual(
    [1, 2, 3].map((n) =>
      expect.stringMatching(new RegExp(`^Slide ${n}: Part ${n}\\. (Heading|Text): Part ${n}$`)),
    ),
  );

  // Opens in a new tab.
  const tabPromise = page.context().waitForEvent('page');
  await open.click();
  const tab = await tabPromise;
  await expect(tab.getByRole('heading', { name: 'Rising seas' })).toBeVisible();
  await tab.close();

  // The tokens stay on the server: not in the page, its storage or its cookies.
  const pageState = [
    await page.content(),
    JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage }))),
    JSON.stringify(await page.context().cookies()),
  ].join('\n');
  for (const issued of google.issuedTokens) expect(pageState).not.toContain(issued);

  // Connected now: the next export starts from 'Export to Google Slides'. Google's quota first.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const again = await openExport(page);
  await expect(again.getByText('Google Drive is connected')).toBeVisible();
  google.failNextUpload(429, 'rateLimitExceeded');
  await again.getByRole('button', { name: 'Export to Google Slides' }).click();
  await expect(again.getByRole('alert')).toHaveText(GOOGLE_SLIDES_MESSAGES.quota, {
    timeout: 30_000,
  });
  await expect(again.getByRole('button', { name: 'Retry Authentication' })).toHaveCount(0);
  await screenshot(page, 'quota');

  // An authorisation Google revoked: the expired text, and Retry Authentication mends it.
  google.expireAccessTokens();
  google.revokeRefreshTokens();
  await again.getByRole('button', { name: 'Try again' }).click();
  await expect(again.getByRole('alert')).toHaveText(GOOGLE_SLIDES_MESSAGES.authExpired, {
    timeout: 30_000,
  });
  await allowInPopup(page, 'Retry Authentication');
  await expect(again.getByRole('heading', { name: 'Export Successful!' })).toBeVisible({
    timeout: 30_000,
  });
  expect(google.decks).toHaveLength(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the modal fills the screen through every step', async ({ page, google }) => {
    test.setTimeout(120_000);
    await signInAndOpenStory(page, 'Phone story', 'pupil.phone@example.com');
    const dialog = await openExport(page);
    await expect(dialog.getByRole('button', { name: 'Connect Google Drive' })).toBeVisible();
    await screenshot(page, 'connect');
    const release = await closeConsentThenAllow(page, dialog);
    await expect(dialog.getByTestId('google-slides-progress')).toContainText(
      'Creating presentation',
    );
    await screenshot(page, 'exporting');
    release();
    await expect(dialog.getByRole('heading', { name: 'Export Successful!' })).toBeVisible({
      timeout: 30_000,
    });
    await page.unroute('**/api/google/slides');
    await expect(dialog.getByRole('link', { name: 'Open in Google Slides' })).toBeVisible();
    await screenshot(page, 'success');
    await expect(google.decks.at(-1)).toMatchObject({ name: 'Phone story', notes: SCRIPTS });
  });
});
