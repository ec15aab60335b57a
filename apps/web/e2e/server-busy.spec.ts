import { expect, signInDirectly, test } from './support/fixtures';

/** Issue #23: a call the busy server refused (503 + Retry-After) is retried, and the app says so. */
test('a refused API call is retried after Retry-After while the app says it is busy', async ({
  page,
}) => {
  await page.goto('/');
  await signInDirectly(page, `busy-${Date.now()}@example.com`, 'Bo Busy');
  let refused = 0;
  await page.route('**/api/stories', async (route) => {
    if (route.request().method() === 'GET' && refused < 2) {
      refused += 1;
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'The server is busy. Please try again in a moment.' }),
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/?menu=stories');
  const notice = page.getByText('The server is busy. Retrying...');
  await expect(notice).toBeVisible();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`busy-${width}.png`) });
  }
  await expect(page.getByText('No stories yet')).toBeVisible({ timeout: 10_000 });
  await expect(notice).toHaveCount(0);
  expect(refused).toBe(2);
});
