import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createStory, openEditor, signIn } from './support/editor';

/*
 * The phone's tool bar with the Make a chart tab (docs/product/chart-builder.md): each label on
 * one line, the bar scrolling sideways on a narrow phone, every tab reachable by keyboard.
 * Screenshots for checking by eye go to CHART_SHOTS_DIR when set.
 */
test.describe.configure({ timeout: 90_000 });

const labelHeight = (page: Page, tab: string) =>
  page
    .getByTestId(`tool-tab-${tab}`)
    .locator('p')
    .evaluate((el) => el.getBoundingClientRect().height);

for (const width of [390, 320]) {
  test(`at ${width} px the tab bar keeps “Make a chart” on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, `chart-tabs-${width}`);
    const id = await createStory(page, 1);
    await openEditor(page, id);
    const make = page.getByTestId('tool-tab-makeChart');
    await expect(make).toBeVisible();
    expect(await labelHeight(page, 'makeChart')).toBeLessThanOrEqual(
      (await labelHeight(page, 'charts')) + 1,
    );
    // The page itself never scrolls sideways; the bar may.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The last tab is reached by keyboard and shown when focused.
    const script = page.getByTestId('tool-tab-script');
    await script.focus();
    await expect(script).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('phone-sheet')).toBeVisible();
    await make.focus();
    await expect(make).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Type a table' })).toBeVisible();
    if (process.env.CHART_SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.CHART_SHOTS_DIR}/tabs-${width}.png` });
    }
  });
}
