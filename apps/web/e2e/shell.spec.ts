import { expect, test } from './support/fixtures';

test('the home shell switches the main area from the sidebar menu', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const label of ['Create New Data Story', 'My Data Stories', 'Resources', 'Custom Links']) {
    await expect(menu.getByRole('button', { name: label })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/menu=resources/);
  await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
  await expect(page.locator('hr, [role="separator"]').first()).toBeAttached();
});

test('an unknown menu value is reported', async ({ page }) => {
  await page.goto('/?menu=mystery');
  await expect(page.getByRole('alert')).toHaveText('Unknown component: mystery');
});

test('the room parameter shows a classroom badge', async ({ page }) => {
  await page.goto('/?room=Room%2012');
  await expect(page.getByTestId('classroom-badge')).toHaveText('Room 12');
});

test('the brand link leads home and unknown paths say so', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Data Story Builder home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the built app runs under the Content Security Policy without violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
