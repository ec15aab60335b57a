import { readFile } from 'node:fs/promises';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { crossSiteBrowser, startRegisteredCourse, type LtiCourse } from './support/ltiCourse';
import { shootBothSizes } from './support/screen';

/*
 * The app inside a learning platform's iframe (docs/product/lti.md, "Inside the platform's page"):
 * the course page is on http://127.0.0.1:<port>, the app on http://localhost:<port>, two sites, and
 * Chromium blocks third-party cookies; the session cookie is SameSite=Lax besides. A teacher opens
 * the activity: the launch hands the app its frame token, the signed-in class view loads, a write
 * through the app's own fetch succeeds, a reload in the frame keeps working, and "Open in a new
 * tab" opens the page signed in at the top level.
 */

const shots = process.env.E2E_SCREENSHOTS;
test.use(crossSiteBrowser);

let platform: LtiCourse;

test.beforeAll(async ({ browser, baseURL }) => {
  platform = await startRegisteredCourse(browser, baseURL!);
});
test.afterAll(() => platform?.close());

/** The app's frame on the course page, once it left the launch for the app's own page. */
async function appFrame(page: Page, appOrigin: string): Promise<Frame> {
  await expect
    .poll(() => page.frames().find((f) => f.url().startsWith(`${appOrigin}/links/`)) ?? null, {
      timeout: 20_000,
    })
    .not.toBeNull();
  return page.frames().find((f) => f.url().startsWith(`${appOrigin}/links/`))!;
}

const appCookies = async (context: BrowserContext, appOrigin: string) =>
  (await context.cookies(appOrigin)).filter((c) => c.name.startsWith('dsb'));

test('a teacher works in the platform’s iframe on the frame token, then opens a new tab', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(platform.plainActivityPage('teacher-1', 'Grace Teacher', 'instructor'));
  await expect(page.getByRole('heading', { name: 'Year 8 Geography' })).toBeVisible();

  const frame = await appFrame(page, baseURL!);
  const inFrame = page.frameLocator('iframe[title="Data Story Builder activity"]');
  await expect(
    inFrame.getByRole('heading', { name: /Class view: Rainfall data story/ }),
  ).toBeVisible();
  await expect(inFrame.getByTestId('user-display-name')).toHaveText('Grace Teacher');
  // The token left the address, and no cookie of the app exists: the token alone signs in.
  expect(new URL(frame.url()).hash).toBe('');
  expect(await appCookies(context, baseURL!)).toEqual([]);

  // A write through the app's own fetch (the wrapper adds the token; no cookie is sent).
  const created = await frame.evaluate(async () => {
    const response = await fetch('/api/stories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Rain in the frame',
        template: 'blank',
        slides: [
          { id: 'slide-1700000000000-0', title: 'Slide 1', script: 'Rain.', canvasState: [] },
        ],
      }),
    });
    return { status: response.status, body: (await response.json()) as { _id?: string } };
  });
  expect(created.status).toBeLessThan(300);
  expect(created.body._id).toBeTruthy();
  const stories = await frame.evaluate(async () => {
    const response = await fetch('/api/stories');
    return (await response.json()) as { title: string }[];
  });
  expect(stories.map((s) => s.title)).toContain('Rain in the frame');

  // The story opens in the editor in the frame (live editing connects with the token), whose
  // crowded header has the new-tab icon.
  await frame.goto(`${baseURL}/tool?slide=0&story=${created.body._id}`);
  await expect(inFrame.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  await expect(inFrame.getByRole('button', { name: 'Open in a new tab' })).toBeVisible();
  await frame.evaluate(() => history.back());
  await frame.waitForURL(/\/links\/[^/]+\/class$/);

  // A reload in the frame runs on the token kept in the frame's sessionStorage.
  await frame.evaluate(() => window.location.reload());
  await expect(
    inFrame.getByRole('heading', { name: /Class view: Rainfall data story/ }),
  ).toBeVisible();
  await expect(inFrame.getByTestId('user-display-name')).toHaveText('Grace Teacher');

  // A plain download link cannot carry the token: in the frame it is fetched with it instead.
  const download = page.waitForEvent('download');
  await inFrame.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(await file.failure()).toBeNull();
  // The class list itself (its header row), not the sign-in error a link without the token gets.
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^\uFEFF?[A-Z][^{]*,/);

  // On a phone the header's button is an icon with the same name.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(inFrame.getByRole('button', { name: 'Open in a new tab' })).toBeVisible();
  if (shots) await shootBothSizes(page, shots, 'lti-frame');
  await page.setViewportSize({ width: 1280, height: 800 });

  // "Open in a new tab": a top-level page of the app, signed in with its own cookie.
  const newTab = context.waitForEvent('page');
  await inFrame.getByTestId('lti-new-tab').click();
  const tab = await newTab;
  await tab.waitForURL(new RegExp(`^${baseURL}/links/[^/]+/class$`));
  await expect(tab.getByRole('heading', { name: /Class view: Rainfall data story/ })).toBeVisible();
  await expect(tab.getByTestId('user-display-name')).toHaveText('Grace Teacher');
  await expect(tab.getByTestId('lti-new-tab')).toHaveCount(0); // not in a frame there
  expect((await appCookies(context, baseURL!)).map((c) => c.name)).toContain('dsb_session');
  await context.close();
});
