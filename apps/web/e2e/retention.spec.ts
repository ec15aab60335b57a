import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { scan } from './support/axe';
import { expect, test } from './support/fixtures';
import { signedInPerson } from './support/people';
import { shootBothSizes } from './support/screen';

/*
 * Retention (docs/product/retention.md): an administrator sets how long AI chats are kept and the
 * public policy page says so, in English and mirrored in Arabic; a pupil whose data is due to go
 * sees the notice, can open the export from it, dismisses it, and it stays gone after a reload.
 * E2E_SCREENSHOTS=<dir> saves each screen at 1280x800 and 390x844.
 */

const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await shootBothSizes(page, shots, name);
};

test('an admin changes a period and the public policy page shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/retention');
  await expect(page.getByRole('heading', { level: 1, name: 'Retention' })).toBeVisible();
  const chats = page.getByRole('textbox', { name: 'AI chats (days)' });
  await expect(chats).toHaveValue('90');
  await scan(page, 'Admin retention');

  // Out of bounds: core's message, and nothing to save.
  await chats.fill('3');
  await expect(page.getByText('AI chats: keep it at least 7 days')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save periods' })).toBeDisabled();

  await chats.fill('60');
  await page.getByRole('button', { name: 'Save periods' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(chats).toHaveValue('60');
  await shoot(page, 'retention-admin');

  // A visitor, not signed in, reads the policy.
  const visitor = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
  await visitor.goto('/privacy');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'How long we keep your data' }),
  ).toBeVisible();
  await expect(visitor.getByTestId('policy-ai-chats-period')).toHaveText(
    'Kept for 2 months (60 days)',
  );
  await expect(visitor.getByTestId('policy-activity-log-period')).toHaveText(
    'Kept for 1 year (365 days)',
  );
  await scan(visitor, 'Privacy policy');
  await shoot(visitor, 'retention-privacy-en');

  // An Arabic reader: the same periods in Arabic words, the page right to left.
  const arabic = await (await browser.newContext({ baseURL, locale: 'ar' })).newPage();
  await arabic.goto('/privacy');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    arabic.getByRole('heading', { level: 1, name: 'كم من الوقت نحتفظ ببياناتك' }),
  ).toBeVisible();
  await expect(arabic.getByTestId('policy-ai-chats-period')).toContainText('يُحتفظ به لمدة');
  await expect(arabic.getByTestId('policy-ai-chats-period')).toContainText(/شهر/);
  await scan(arabic, 'Privacy policy (Arabic)');
  await shoot(arabic, 'retention-privacy-ar');

  // The sign-in popup's page links to it, opening beside the popup.
  await visitor.goto('/auth/google');
  const policyLink = visitor.getByRole('link', { name: 'How long we keep your data' });
  await expect(policyLink).toHaveAttribute('href', '/privacy');
  await expect(policyLink).toHaveAttribute('target', '_blank');

  // Back to the default, for the worker's later tests.
  await chats.fill('90');
  await page.getByRole('button', { name: 'Save periods' }).click();
  await expect(chats).toHaveValue('90');
});

test('a pupil sees that data will be deleted, dismisses the notice, and it stays gone', async ({
  browser,
  baseURL,
}) => {
  // No e2e hook moves the server's clock, so the warning itself comes from a stand-in for
  // GET /api/me/notices in the shape the server answers (myNoticesResponseSchema).
  const deleteFrom = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const pupil = await signedInPerson(browser, baseURL!, `Pupil Notice ${Date.now()}`);
  let asked = 0;
  await pupil.route('**/api/me/notices', async (route) => {
    asked += 1;
    await route.fulfill({ json: { notices: [{ kind: 'ai-chats', deleteFrom }] } });
  });
  await pupil.goto('/');
  const notice = pupil.getByTestId('retention-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Some of your data will be deleted soon');
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(deleteFrom));
  await expect(notice).toContainText(
    `AI helper chats you have not used for a while will be deleted from ${day}.`,
  );
  await scan(pupil, 'Retention notice');
  await shoot(pupil, 'retention-notice');

  // The way to keep a copy: the same export as the account menu's "All my data".
  await notice.getByRole('button', { name: 'Download my data' }).click();
  const exportDialog = pupil.getByRole('dialog', { name: 'All my data' });
  await expect(exportDialog).toBeVisible();
  await pupil.keyboard.press('Escape');
  await expect(exportDialog).toBeHidden();

  await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(notice).toBeHidden();
  const before = asked;
  await pupil.reload();
  await expect.poll(() => asked).toBeGreaterThan(before); // the notices were asked for again
  await expect(pupil.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(pupil.getByTestId('retention-notice')).toHaveCount(0);

  // A later warning is a new notice, and shows.
  const later = new Date(Date.now() + 12 * 86_400_000).toISOString();
  await pupil.unroute('**/api/me/notices');
  await pupil.route('**/api/me/notices', (route) =>
    route.fulfill({ json: { notices: [{ kind: 'activity-log', deleteFrom: later }] } }),
  );
  await pupil.reload();
  await expect(pupil.getByTestId('retention-notice')).toContainText(
    'Older entries of your activity will be deleted from',
  );
});

test('the account menu leads to the policy page', async ({ browser, baseURL }) => {
  const name = `Pupil Policy ${Date.now()}`;
  const pupil = await signedInPerson(browser, baseURL!, name);
  await pupil.reload(); // the header shows the signed-in person
  await pupil.getByRole('button', { name: `${name}, account menu` }).click();
  await pupil.getByRole('menuitem', { name: 'How long we keep your data' }).click();
  await expect(pupil).toHaveURL(/\/privacy$/);
  await expect(pupil.getByTestId('policy-ai-chats-period')).toBeVisible();
});
