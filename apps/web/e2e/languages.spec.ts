import type { Page } from '@playwright/test';
import { expect, signInDirectly, test } from './support/fixtures';

// The interface language (docs/product/languages.md): chosen in the header, applied without a
// reload, kept with the account, mirrored in Arabic, forgotten at sign-out.

const languageButton = (page: Page) =>
  page.getByRole('button', { name: /^(Language|Sprache|Idioma|اللغة|Langue|语言)/ });

async function choose(page: Page, name: string) {
  await languageButton(page).click();
  await page.getByRole('menuitem', { name }).click();
}

test('a pupil switches language in the header without a reload, and it follows the account', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const email = `sprache-${Date.now()}@example.com`;
  await signInDirectly(page, email, 'Lena');
  await page.goto('/');
  await expect(page.getByTestId('user-display-name')).toHaveText('Lena');
  await expect(languageButton(page)).toHaveAccessibleName('Language: English');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await choose(page, 'Deutsch');
  await expect(languageButton(page)).toHaveAccessibleName('Sprache: Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Startseite von Data Story Builder' })).toBeVisible();
  // Switched in place: the page was not loaded again.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect
    .poll(async () => (await (await page.request.get('/api/me/settings')).json()).language)
    .toBe('de');

  // Another device, same account, English browser: the account's language wins.
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-US' });
  const other = await elsewhere.newPage();
  await other.goto('/');
  await signInDirectly(other, email, 'Lena');
  await other.goto('/');
  await expect(languageButton(other)).toHaveAccessibleName('Sprache: Deutsch');
  await elsewhere.close();

  // Back to the browser's language: English again, and the account forgets its choice.
  await choose(page, 'Wie mein Browser');
  await expect(languageButton(page)).toHaveAccessibleName('Language: English');
  await expect
    .poll(async () => (await (await page.request.get('/api/me/settings')).json()).language)
    .toBeUndefined();
});

test('Arabic mirrors the page, ?lang= chooses for a visitor, and the choice is kept', async ({
  page,
}) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(languageButton(page)).toHaveAccessibleName('اللغة: العربية');
  const brand = await page.getByRole('link', { name: /Data Story Builder/ }).boundingBox();
  const language = await languageButton(page).boundingBox();
  // Mirrored: the brand sits on the right, the header's buttons on the left.
  expect(brand!.x).toBeGreaterThan(language!.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await choose(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a browser that prefers Spanish gets Spanish; a browser language not translated gets English', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, expected] of [
    ['es-MX', 'Idioma: Español'],
    ['pt-BR', 'Language: English'],
  ] as const) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(languageButton(page)).toHaveAccessibleName(expected);
    await context.close();
  }
});

test('a pupil in Spanish starts from a template whose slides ask their questions in Spanish', async ({
  page,
}) => {
  await page.goto('/?lang=es');
  await signInDirectly(page, `plantilla-${Date.now()}@example.com`, 'Lucía');
  await page.goto('/grid');
  const picker = page.getByRole('dialog', { name: 'Elige una plantilla' });
  await picker.getByRole('button', { name: /^Toma partido/ }).click();
  await expect(picker).toBeHidden();
  const cards = page.getByTestId('slide-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('textbox').first()).toHaveValue('¿Qué crees?');
  await expect(cards.first()).toContainText(
    'Expresa tu afirmación en una frase clara con la que alguien pueda estar de acuerdo o no.',
  );
  await expect(cards.last().getByRole('textbox').first()).toHaveValue(
    '¿Por qué debería importarle a la gente?',
  );
});
