import { expect, signInDirectly, test } from './support/fixtures';
import { ADMIN_TOOLS } from '../src/features/admin/shell/views';
import { createUserViaApi, focusPage, signInAsAdmin, uniquePrefix } from './support/admin';

const ADMIN_ADDRESSES = [
  '/admin',
  '/admin/users',
  '/admin/users/someone/activity',
  '/admin/stats',
  '/admin/data-charts',
  '/admin/manage-data',
  '/admin/prompt-manager',
  '/admin/backup-manager',
  '/admin/evidence',
  '/admin/no-such-view',
];

test('a student sees Access Denied on every admin address', async ({ page }) => {
  // Every admin address is loaded in turn: more than one default test's time on a busy runner.
  test.setTimeout(90_000);
  await page.goto('/');
  await signInDirectly(page, 'pupil-console@example.com', 'Pupil Console');
  for (const address of ADMIN_ADDRESSES) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), address).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  }
  await page.goto('/admin/users');
  await expect(
    page.getByText("You don't have permission to access the admin console."),
  ).toBeVisible();
  await page.getByText('Debug information').click();
  await expect(page.getByTestId('admin-debug-user')).toContainText('pupil-console@example.com');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor is asked to sign in on admin addresses', async ({ page }) => {
  for (const address of ['/admin', '/admin/users', '/admin/stats']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  }
});

test('the console home has six tool cards; tools not built yet say so and lead nowhere', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Admin Console' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Console', level: 1 })).toBeVisible();
  // Which tools are built changes as they land; the cards follow the console's own list.
  const unbuilt = ADMIN_TOOLS.filter((tool) => !tool.built);
  for (const { title } of unbuilt) {
    const card = page.getByRole('heading', { name: title, exact: true });
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  }
  await expect(page.getByText('Coming in a later update')).toHaveCount(unbuilt.length);
  for (const { title } of ADMIN_TOOLS.filter((tool) => tool.built)) {
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /View All Users/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Platform Statistics/ })).toBeVisible();

  // An unbuilt tool's own address is an honest page, not a blank one.
  for (const { path, pageTitle } of unbuilt) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: pageTitle })).toBeVisible();
    await expect(page.getByText(/Coming in a later update/)).toBeVisible();
  }
});

test('views have their own addresses, a breadcrumb and keyboard shortcuts', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /View All Users/ }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Admin Console');
  await expect(crumbs).toContainText('User Management');

  // Ctrl+F focuses the filter; keys typed there are text, not shortcuts.
  await focusPage(page);
  await page.keyboard.press('Control+f');
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/users/);

  // Escape (outside an input) goes to the console home; the crumb goes back to the view.
  await search.blur();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/stats');
  await expect(page.getByRole('heading', { name: 'System Statistics' })).toBeVisible();
  await page.keyboard.press('Control+h');
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/stats');
  await crumbs.getByRole('link', { name: 'Admin Console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Platform Statistics shows its cards and Refresh Stats reloads them', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/stats');
  for (const card of ['Evidence', 'Articles', 'Users', 'System', 'News service']) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  const articles = page.getByRole('region', { name: 'Articles' });
  await expect(articles.getByTestId('articles-total')).toHaveText('0');
  await expect(articles.getByText('No topic data available')).toBeVisible();
  await expect(articles.getByText('No source data available')).toBeVisible();
  await expect(articles.getByText('No recent additions')).toBeVisible();
  const system = page.getByRole('region', { name: 'System' });
  // The last sync is the newest one run (earlier tests of this server may have synced), the
  // last backup 'Never' until one is made.
  const activity = (label: string) =>
    system.getByRole('listitem').filter({ hasText: label }).getByRole('paragraph').last();
  await expect(activity('Last sync')).toHaveText(/^(Never|[A-Z][a-z]{2} \d{1,2}, \d{4}.*)$/);
  await expect(activity('Last backup')).toHaveText(/^(Never|[A-Z][a-z]{2} \d{1,2}, \d{4}.*)$/);
  await expect(system.getByText(/\d+(\.\d+)? (Bytes|KB|MB|GB|TB)/).first()).toBeVisible();
  await expect(system.getByRole('progressbar')).toBeVisible();

  const users = page.getByTestId('users-total');
  const before = Number(await users.textContent());
  const prefix = uniquePrefix('Stats');
  await createUserViaApi(page.request, {
    displayName: `${prefix} Pupil`,
    email: `${prefix.toLowerCase()}@school.example`,
    status: 'inactive',
  });
  await page.getByRole('button', { name: 'Refresh Stats' }).click();
  await expect(users).toHaveText(String(before + 1));
  await expect(page.getByRole('region', { name: 'Users' })).toContainText(
    /Inactive\s*[1-9]\d* \(\d+%\)/,
  );
});
