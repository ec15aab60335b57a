import { createStory, openEditor, signIn } from './support/editor';
import { expect, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/*
 * Issue #23: the Share menu's 'Coming Soon' badge beside Google Slides (shown while Google is not
 * configured, as in these tests) was cut off. At desktop and phone widths the whole badge lies
 * inside the menu and its label is not clipped. E2E_SCREENSHOTS=<dir> saves the open menu.
 */

const shots = process.env.E2E_SCREENSHOTS;

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the Share menu shows the whole 'Coming Soon' badge at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, 'share-menu');
    await openEditor(page, await createStory(page, 1));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const item = page.getByRole('menuitem', { name: /Google Slides/ });
    await expect(item).toBeDisabled();
    const badge = item.getByText('Coming Soon');
    await expect(badge).toBeVisible();
    if (shots) {
      await screenSettled(page); // the menu's opening transition
      await page.screenshot({ path: `${shots}/share-menu-${width}.png` });
    }
    const menu = page.getByRole('menu');
    const [badgeBox, itemBox, menuBox] = await Promise.all([
      badge.boundingBox(),
      item.boundingBox(),
      menu.boundingBox(),
    ]);
    expect(badgeBox && itemBox && menuBox).toBeTruthy();
    expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(itemBox!.x + itemBox!.width);
    expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(menuBox!.x + menuBox!.width);
    expect(menuBox!.x).toBeGreaterThanOrEqual(0);
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(width);
    // No part of the label is hidden (an ellipsis or overflow clips it).
    const clipped = await badge.evaluate((label) => {
      const all = [label, ...Array.from(label.querySelectorAll('*'))];
      return all.some((node) => node.scrollWidth > node.clientWidth + 1);
    });
    expect(clipped).toBe(false);
  });
}
