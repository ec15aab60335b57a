import { expect, signInDirectly, signInThroughPopup, test } from './support/fixtures';

test('an admin signs in through the popup, sees name and Admin badge, and signs out', async ({
  page,
}) => {
  await page.goto('/');
  // Google is not configured here: the button names no sign-in this server does not offer.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /with Google/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin Console' })).toHaveCount(0);

  await signInThroughPopup(page, 'admin@example.com', 'Ada Admin');

  await expect(page.getByTestId('user-display-name')).toHaveText('Ada Admin');
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Console' })).toBeVisible();
  // The avatar: the photo, else the name's first letter (drawn by CSS, so a screen reader reads
  // the name beside it once, not the letter too).
  await expect(
    page
      .getByRole('img', { name: 'Ada Admin' })
      .or(page.locator('.user-avatar-initial[data-initial="A"]'))
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/\?t=\d+/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByTestId('user-display-name')).toHaveCount(0);
});

test('a student sees no Admin badge or Admin Console entry', async ({ page }) => {
  await page.goto('/');
  await signInThroughPopup(page, 'student@example.com', '');
  await expect(page.getByTestId('user-display-name')).toHaveText('student');
  await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin Console' })).toHaveCount(0);
});

test('a visitor on a guarded route signs in and returns to it', async ({ page }) => {
  await page.goto('/grid?story=abc');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('You need to sign in to access this page.')).toBeVisible();
  await signInThroughPopup(page, 'returning@example.com', 'Returning Student');
  await expect(page).toHaveURL(/\/grid\?story=abc$/);
  await expect(page.getByRole('heading', { name: 'All Slides' })).toBeVisible();
});

test('a non-admin sees Access Denied on admin routes and goes back home', async ({ page }) => {
  await page.goto('/');
  await signInDirectly(page, 'pupil@example.com', 'Pupil');
  await page.goto('/admin/evidence');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin reaches the admin routes', async ({ page }) => {
  await page.goto('/');
  await signInDirectly(page, 'admin@example.com');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Console' })).toBeVisible();
});
