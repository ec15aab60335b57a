import type { Page } from '@playwright/test';
import type { LtiPlatform } from '@dsb/core';
import { signInAsAdmin } from './support/admin';
import { scan } from './support/axe';
import { expect, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/*
 * Learning Platforms (docs/product/admin-console.md): an admin registers an LTI 1.3 platform by
 * hand, sees it listed, meets a field's error, removes it; reads this tool's addresses, rotates
 * the signing keys and makes a one-step registration link. E2E_SCREENSHOTS=<dir> also saves the
 * screen at 1280x800 and 390x844.
 */

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

const origin = () => ({ origin: process.env.E2E_BASE_URL! });

/** Starts from no platforms: the worker's server is shared by the specs that run on it. */
async function removeEveryPlatform(page: Page) {
  const listed = await page.request.get('/api/admin/lti/platforms');
  expect(listed.status()).toBe(200);
  for (const platform of (await listed.json()) as LtiPlatform[]) {
    const removed = await page.request.delete(`/api/admin/lti/platforms/${platform._id}`, {
      headers: origin(),
    });
    expect(removed.ok()).toBeTruthy();
  }
}

async function openScreen(page: Page) {
  await page.goto('/admin');
  await page.getByRole('link', { name: /Learning Platforms/ }).click();
  await expect(page).toHaveURL(/\/admin\/learning-platforms$/);
  await expect(page.getByRole('heading', { name: 'Learning Platforms', level: 1 })).toBeVisible();
}

const MOODLE = {
  issuer: 'https://moodle.school.example',
  clientId: 'Xy12abcDEF',
  login: 'https://moodle.school.example/mod/lti/auth.php',
  token: 'https://moodle.school.example/mod/lti/token.php',
  jwks: 'https://moodle.school.example/mod/lti/certs.php',
};

test('an admin adds a platform by hand, meets a field error, sees it listed and removes it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await removeEveryPlatform(page);
  await openScreen(page);
  const list = page.getByRole('region', { name: 'Registered platforms' });
  await expect(list.getByText('No learning platforms yet')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a platform by hand' });
  // Empty: every field asks for its value, and the first one has the focus.
  await form.getByRole('button', { name: 'Add platform' }).click();
  await expect(form.getByText('Enter the issuer.')).toBeVisible();
  await expect(form.getByText('Enter at least one deployment ID.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Issuer', exact: true })).toBeFocused();

  // By keyboard: type, Tab to the next field.
  await page.keyboard.type(MOODLE.issuer);
  await page.keyboard.press('Tab');
  await page.keyboard.type(MOODLE.clientId);
  await form.getByRole('textbox', { name: 'Login URL', exact: true }).fill(MOODLE.login);
  await form.getByRole('textbox', { name: 'Token URL', exact: true }).fill(MOODLE.token);
  await form.getByRole('textbox', { name: 'JWKS URL', exact: true }).fill('javascript:alert(1)');
  await form.getByRole('textbox', { name: 'Deployment IDs', exact: true }).fill('1\n\n 7 \n1');
  await form.getByRole('button', { name: 'Add platform' }).click();
  await expect(form.getByText('Only http and https addresses are allowed')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'JWKS URL', exact: true })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'JWKS URL', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await form.getByRole('textbox', { name: 'JWKS URL', exact: true }).fill(MOODLE.jwks);
  await form.getByRole('textbox', { name: 'JWKS URL', exact: true }).press('Enter');
  const row = list.getByTestId('lti-platform');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('moodle.school.example');
  await expect(row).toContainText(MOODLE.issuer);
  await expect(row).toContainText(MOODLE.clientId);
  await expect(row.getByText('1', { exact: true })).toBeVisible();
  await expect(row.getByText('7', { exact: true })).toBeVisible();
  await expect(row).toContainText('By hand');
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'medium' });
  await expect(row).toContainText(today);
  await expect(list.getByText('1 learning platform is registered.')).toBeVisible();
  // The form is empty again for the next one.
  await expect(form.getByRole('textbox', { name: 'Issuer', exact: true })).toHaveValue('');

  // The same platform again: the server's message, shown above the button.
  await form.getByRole('textbox', { name: 'Issuer', exact: true }).fill(MOODLE.issuer);
  await form.getByRole('textbox', { name: 'Client ID', exact: true }).fill(MOODLE.clientId);
  await form.getByRole('textbox', { name: 'Login URL', exact: true }).fill(MOODLE.login);
  await form.getByRole('textbox', { name: 'Token URL', exact: true }).fill(MOODLE.token);
  await form.getByRole('textbox', { name: 'JWKS URL', exact: true }).fill(MOODLE.jwks);
  await form.getByRole('textbox', { name: 'Deployment IDs', exact: true }).fill('1');
  await form.getByRole('button', { name: 'Add platform' }).click();
  await expect(form.getByRole('alert')).toContainText('The platform could not be added:');
  await expect(row).toHaveCount(1);
  await screenshot(page, 'admin-platforms');

  // Remove asks first; Cancel keeps it, Remove platform removes it.
  await row.getByRole('button', { name: 'Remove moodle.school.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this learning platform?' });
  await expect(dialog).toContainText('Launches from moodle.school.example stop working at once.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Remove moodle.school.example' }).click();
  await dialog.getByRole('button', { name: 'Remove platform' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText('No learning platforms yet')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("this tool's addresses, rotating its keys and a one-step registration link", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await openScreen(page);
  const tool = page.getByRole('region', { name: 'This tool’s details' });
  await expect(tool.getByLabel('Login URL', { exact: true })).toHaveValue(`${baseURL}/lti/login`);
  await expect(tool.getByLabel('Launch (redirect) URL', { exact: true })).toHaveValue(
    `${baseURL}/lti/launch`,
  );
  await expect(tool.getByLabel('Public keyset (JWKS) URL', { exact: true })).toHaveValue(
    `${baseURL}/lti/jwks`,
  );
  await expect(tool.getByLabel('Deep linking URL', { exact: true })).toHaveValue(
    new RegExp(`^${baseURL}/lti/`),
  );
  for (const name of ['Login URL', 'Launch (redirect) URL', 'Public keyset (JWKS) URL']) {
    await expect(tool.getByRole('button', { name: `Copy ${name}` })).toBeVisible();
  }

  // Rotate keys: asks first (and says how long the old key stays), then another key signs.
  const current = tool.getByTestId('current-key');
  const before = (await current.count()) > 0 ? await current.innerText() : null;
  await tool.getByRole('button', { name: 'Rotate keys' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate this tool’s signing keys?' });
  await expect(dialog).toContainText('The old key stays published for 7 days');
  await dialog.getByRole('button', { name: 'Rotate keys' }).click();
  await expect(dialog).toBeHidden();
  await expect(current).toHaveCount(1);
  if (before !== null) {
    await expect(current).not.toHaveText(before);
    const oldKid = before.split(/\s/)[0]!;
    await expect(tool.getByTestId('retired-key').filter({ hasText: oldKid })).toContainText(
      'Still published',
    );
  }
  // On a phone each key's badge still reads whole ('Still published', not 'Still publis...').
  await page.setViewportSize({ width: 390, height: 844 });
  const labels = tool.getByTestId('signing-keys').locator('.mantine-Badge-label');
  await expect(labels).toHaveCount(await tool.getByTestId('signing-keys').locator('li').count());
  for (const label of await labels.all()) {
    const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut, await label.innerText()).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const firstRotation = await current.innerText();
  await tool.getByRole('button', { name: 'Rotate keys' }).click();
  await dialog.getByRole('button', { name: 'Rotate keys' }).click();
  await expect(current).not.toHaveText(firstRotation);

  // Register in one step: a link to paste into the platform once, with its expiry.
  const oneStep = page.getByRole('region', { name: 'Register in one step' });
  await oneStep.getByRole('button', { name: 'Make a registration link' }).click();
  const link = oneStep.getByLabel('Registration link', { exact: true });
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/`));
  await expect(oneStep.getByTestId('registration-link-expiry')).toContainText(
    'The link works once and expires on',
  );
  await expect(oneStep.getByRole('button', { name: 'Copy Registration link' })).toBeVisible();
  const first = await link.inputValue();
  await oneStep.getByRole('button', { name: 'Make another link' }).click();
  await expect(link).not.toHaveValue(first);

  await scan(page, 'admin: Learning Platforms');
  await screenshot(page, 'admin-platforms-tool');
});

test('a list that fails to load says so, and Try again loads it', async ({ page }) => {
  await signInAsAdmin(page);
  let failing = true;
  await page.route('**/api/admin/lti/platforms', async (route) => {
    if (failing && route.request().method() === 'GET') {
      await route.fulfill({ status: 503, json: { error: 'The database is busy.' } });
      return;
    }
    await route.continue();
  });
  await page.goto('/admin/learning-platforms');
  const list = page.getByRole('region', { name: 'Registered platforms' });
  const alert = list.getByRole('alert');
  await expect(alert).toContainText('The learning platforms could not be loaded.');
  await expect(alert).toContainText('The database is busy.');
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(
    list.getByText(/No learning platforms yet|learning platforms? (is|are) registered/),
  ).toBeVisible();
});
