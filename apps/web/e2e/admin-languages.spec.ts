import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN_VIEWS, createUserViaApi, signInAsAdmin, uniquePrefix } from './support/admin';
import { screenSettled } from './support/screen';

// The admin console in Arabic and German (docs/product/languages.md): its texts may stay English,
// but the page mirrors in Arabic, the pager's arrows point the reading way, and no view scrolls
// sideways at desktop or phone size. Screenshots for checking by eye go to ADMIN_SHOTS_DIR when set.
const shotsDir = process.env.ADMIN_SHOTS_DIR;

async function fits(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!shotsDir) return;
  await screenSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** The horizontal scale of an icon as drawn: -1 when it is mirrored. */
const scaleX = (page: Page, button: string) =>
  page
    .getByRole('button', { name: button })
    .locator('svg')
    .evaluate((svg) => new DOMMatrix(getComputedStyle(svg).transform).a);

for (const lang of ['ar', 'de'] as const) {
  for (const width of [1280, 390]) {
    test(`the admin console in ${lang} at ${width} px mirrors as the language reads and fits`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await signInAsAdmin(page);
      await page.goto(`/admin?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { name: 'Admin Console', level: 1 })).toBeVisible();
      await fits(page, `admin-${lang}-${width}-home`);
      for (const [view, heading] of ADMIN_VIEWS) {
        await page.goto(view);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await fits(page, `admin-${lang}-${width}${view.replaceAll('/', '-')}`);
      }
    });
  }
}

test('in Arabic the user list’s Previous and Next arrows point the reading way', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const prefix = uniquePrefix('Pager');
  for (let i = 0; i < 11; i++) {
    const email = `${prefix.toLowerCase()}-${i}@school.example`;
    await createUserViaApi(page.request, { displayName: `${prefix} ${i}`, email });
  }
  await page.goto(`/admin/users?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(prefix);
  await expect(page.getByText('11 users', { exact: true })).toBeVisible();
  expect(await scaleX(page, 'Previous')).toBe(-1);
  expect(await scaleX(page, 'Next')).toBe(-1);
  await page.goto(`/admin/users?lang=de`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(prefix);
  await expect(page.getByText('11 users', { exact: true })).toBeVisible();
  expect(await scaleX(page, 'Next')).toBe(1);
});
