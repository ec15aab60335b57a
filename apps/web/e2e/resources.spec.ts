import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/*
 * Issue #14 item 6: the Resources view in the sidebar, each page at its own address, reached by
 * keyboard, headings in order, and printed without the app's header, sidebar and page list.
 * E2E_SCREENSHOTS=<dir> also saves the screens at 1280x800 and 390x844 (and the print view).
 */

const PAGES = [
  { slug: 'choosing-a-big-question', title: 'Choosing a big question' },
  { slug: 'finding-evidence', title: 'Finding evidence' },
  { slug: 'reading-a-chart', title: 'Reading a chart' },
  { slug: 'writing-a-spoken-script', title: 'Writing a spoken script' },
  { slug: 'teachers-guide', title: "Teacher's guide: running a class" },
] as const;

const shots = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await screenSettled(page);
    await page.screenshot({ path: `${shots}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Could not reach ${target.toString()} with ${key}`);
}

/** The page's headings start at h1 and never skip a level on the way down. */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1)
    expect(levels[i]! - levels[i - 1]!, `heading ${i} in ${levels.join(',')}`).toBeLessThanOrEqual(
      1,
    );
  expect(levels.filter((l) => l === 2).length).toBeGreaterThan(1);
}

async function expectPage(page: Page, slug: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`/resources/${slug}$`));
  const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
  await expect(heading).toBeVisible();
  // The new page starts at its title, not wherever the focus was on the last one.
  await expect(heading).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'All resources' }).getByRole('link', { name: title }),
  ).toHaveAttribute('aria-current', 'page');
  await expectHeadingsInOrder(page);
}

test('the Resources view opens every page by keyboard', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('button', { name: 'Resources' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/menu=resources/);
  await expect(page.getByRole('heading', { level: 2, name: 'Resources' })).toBeVisible();
  for (const group of ['For pupils', 'For teachers'])
    await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
  const main = page.getByRole('main');
  for (const { slug, title } of PAGES)
    await expect(main.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/resources/${slug}`,
    );
  await screenshot(page, 'resources-index');

  // The first page from its card on the list, the others from the page list beside each page.
  await tabTo(page, main.getByRole('link', { name: PAGES[0].title }));
  await page.keyboard.press('Enter');
  await expectPage(page, PAGES[0].slug, PAGES[0].title);
  // The existing guide is shown in its frame, not copied.
  await expect(
    page.frameLocator('iframe[title="Guide: choosing a big question"]').locator('h1'),
  ).toHaveText('How to choose a big question');
  for (const { slug, title } of PAGES.slice(1)) {
    const nav = page.getByRole('navigation', { name: 'All resources' });
    await tabTo(page, nav.getByRole('link', { name: title, exact: true }));
    await page.keyboard.press('Enter');
    await expectPage(page, slug, title);
    await screenshot(page, `resource-${slug}`);
  }

  // And back to the list, from the button at the top.
  await tabTo(page, page.getByRole('link', { name: 'Back to Resources' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/menu=resources/);
});

test('printing a Resources page leaves out the app around it', async ({ page }) => {
  await page.goto('/resources/reading-a-chart');
  const header = page.locator('.mantine-AppShell-header');
  const pageList = page.getByRole('navigation', { name: 'All resources' });
  const printButton = page.getByRole('button', { name: 'Print' });
  const back = page.getByRole('link', { name: 'Back to Resources' });
  for (const chrome of [header, pageList, printButton, back]) await expect(chrome).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  for (const chrome of [header, pageList, printButton, back]) await expect(chrome).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Reading a chart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Axes and units' })).toBeVisible();
  // The page starts at the top of the paper, not under the header's space.
  expect(
    await page.locator('.mantine-AppShell-main').evaluate((el) => getComputedStyle(el).paddingTop),
  ).toBe('0px');
  await screenshot(page, 'resource-print');

  // A guide's frame cannot print whole: the paper gives its own address instead.
  await page.goto('/resources/finding-evidence');
  await expect(page.locator('iframe')).toBeHidden();
  await expect(
    page.getByText(/Print the guide itself from its own page: .*finding-evidence\.html/),
  ).toBeVisible();

  // The list in the home shell prints without the sidebar too.
  await page.goto('/?menu=resources');
  await expect(page.getByRole('heading', { level: 2, name: 'Resources' })).toBeVisible();
  await expect(page.locator('.mantine-AppShell-navbar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('an unknown Resources address says so and offers the list', async ({ page }) => {
  await page.goto('/resources/no-such-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL(/menu=resources/);
});
