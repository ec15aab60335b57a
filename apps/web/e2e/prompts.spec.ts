import type { Page } from '@playwright/test';
import { SEARCH_FALLBACK_HEADER, SMART_SEARCH_FALLBACK_MESSAGE } from '@dsb/core';
import { expect, signInDirectly, test } from './support/fixtures';

const cards = (page: Page) => page.getByTestId('prompt-card');
const card = (page: Page, question: string | RegExp) =>
  page.getByRole('article', { name: question });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search prompts' });

async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await searchBox(page).press('Enter');
}

/** Completes the development sign-in form in an already open popup. */
async function signInInPopup(popup: Page, email: string, displayName: string) {
  // The popup also has the password form once local accounts exist: use the development one.
  const form = popup.locator('form[action="/auth/dev/login"]');
  await form.getByLabel('Display name').fill(displayName);
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close');
}

/** Creates a prompt through the admin API (the page must be signed in as an admin). */
async function createPrompt(page: Page, bigQuestion: string, promptScript: string) {
  const response = await page.request.post('/api/admin/prompts', {
    data: { bigQuestion, promptScript, topics: ['Wildlife'], keywords: ['test'] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBeTruthy();
}

test('a visitor browses prompts, opens one and loads more', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a New Data Story' })).toBeAttached();
  await expect(page.getByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Guide Me' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Saved' })).toHaveCount(0);

  await expect(cards(page)).toHaveCount(20);
  const first = cards(page).first();
  await expect(first).toContainText('How much has Earth warmed');
  await expect(first.getByText('Climate', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'more' })).toBeVisible();
  await expect(page.getByText(/^Showing 20 of \d+ big questions$/)).toBeVisible();

  await first.getByRole('button', { name: /How much has Earth warmed/ }).click();
  const dialog = page.getByRole('dialog', { name: /How much has Earth warmed/ });
  await expect(dialog.getByText('Open the data and find out.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /View source/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByText(/^Showing 40 of \d+ big questions$/)).toBeVisible();
});

test('basic search finds a climate prompt by one word', async ({ page }) => {
  await page.goto('/');
  await search(page, 'warmed');
  const found = card(page, /How much has Earth warmed/);
  await expect(found).toBeVisible();
  await expect(found.getByText('Climate', { exact: true })).toBeVisible();
  expect(await cards(page).count()).toBeLessThan(20);
  await expect(page.getByText(/% match/)).toHaveCount(0);
});

test('smart search shows how well each prompt matches', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Smart Search').click();
  await search(page, 'Is the planet getting hotter?');
  // The first smart search of a fresh server waits for the sentence model to load.
  await expect(
    cards(page)
      .first()
      .getByText(/^\d{1,3}% match$/),
  ).toBeVisible({ timeout: 30_000 });
});

test('a search with no results offers to clear it, which reloads the list without a search', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'zzzqqqxx');
  await expect(page.getByText('No prompts found matching "zzzqqqxx"')).toBeVisible();

  const searches: string[] = [];
  page.on('request', (r) => r.url().includes('/api/prompts/search') && searches.push(r.url()));
  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(20);
  expect(searches).toEqual([]);
});

test('search failures and the smart search fallback are explained', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/prompts/search?**', (route) =>
    route.fulfill({ status: 500, json: { error: 'boom' } }),
  );
  await search(page, 'ocean');
  await expect(page.getByText('Search failed. Please try again later.')).toBeVisible();

  await page.unroute('**/api/prompts/search?**');
  await page.route('**/api/prompts/search?**', async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('type', 'text');
    const response = await route.fetch({ url: url.toString() });
    await route.fulfill({
      response,
      headers: { ...response.headers(), [SEARCH_FALLBACK_HEADER]: 'text' },
    });
  });
  await page.getByText('Smart Search').click();
  await expect(page.getByText(SMART_SEARCH_FALLBACK_MESSAGE)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(/% match/)).toHaveCount(0);
});

test('a visitor is asked to sign in to save, and lands on /grid with the prompt they started', async ({
  page,
}) => {
  await page.goto('/');
  const chosen = cards(page).nth(2);
  const question = (await chosen.getByRole('heading').textContent())!.trim();

  const savePopup = page.waitForEvent('popup');
  await chosen.getByRole('button', { name: 'Save', exact: true }).click();
  await (await savePopup).close();

  const startPopup = page.waitForEvent('popup');
  await chosen.getByRole('button', { name: 'Start data story' }).click();
  await signInInPopup(await startPopup, 'starter@example.com', 'Sam Starter');

  await expect(page).toHaveURL(/\/grid$/);
  await expect(page.getByTestId('selected-prompt')).toHaveText(`Big question: ${question}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingPromptId'))).toBeNull();

  await page.reload(); // the choice survives a reload
  await expect(page.getByTestId('selected-prompt')).toHaveText(`Big question: ${question}`);
});

test('a signed-in user saves a prompt, finds it in Saved after a reload, and unsaves it', async ({
  page,
}) => {
  await page.goto('/');
  await signInDirectly(page, 'saver@example.com', 'Sasha Saver');
  await page.reload();
  const chosen = cards(page).nth(1);
  const question = (await chosen.getByRole('heading').textContent())!.trim();
  await chosen.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(chosen.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  await page.reload();
  await expect(
    card(page, question).getByRole('button', { name: 'Saved', exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Saved' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Saved' });
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(panel.getByRole('article', { name: question })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('savedPrompts'))).toContain(question);

  await panel.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(panel.getByText('No saved prompts yet')).toBeVisible();
  await panel.getByRole('button', { name: 'Browse prompts' }).click();
  await expect(page.getByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByText('No saved prompts yet')).toBeVisible();
});

test('a signed-in user starts a story straight away', async ({ page }) => {
  await page.goto('/');
  await signInDirectly(page, 'writer@example.com', 'Wren Writer');
  await page.reload();
  await search(page, 'sea ice');
  const chosen = cards(page).first();
  const question = (await chosen.getByRole('heading').textContent())!.trim();
  await chosen.getByRole('button', { name: 'Start data story' }).click();
  await expect(page).toHaveURL(/\/grid$/);
  await expect(page.getByTestId('selected-prompt')).toHaveText(`Big question: ${question}`);
});

test('a non-admin sees no prompt actions menu', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prompt actions' })).toHaveCount(0);
  await signInDirectly(page, 'pupil2@example.com', 'Pupil');
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prompt actions' })).toHaveCount(0);
});

test('an admin edits a prompt question and deletes a prompt after confirming', async ({ page }) => {
  test.slow(); // creating and editing a prompt also embeds it for smart search
  await page.goto('/');
  await signInDirectly(page, 'admin@example.com', 'Ada Admin');
  await createPrompt(page, 'How many zebracorns live in the hills?', 'Zebracorn numbers.');
  await page.reload();

  await search(page, 'zebracorns');
  const target = card(page, 'How many zebracorns live in the hills?');
  await target.getByRole('button', { name: 'Prompt actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Prompt' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Prompt' });
  await expect(edit.getByLabel('Script')).toHaveAttribute('rows', '6');
  await expect(edit.getByLabel('Topics')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Topics')).toHaveValue(/"topicLabel": "Wildlife"/);
  await edit.getByLabel('Big question').fill('Where do zebracorns roam in winter?');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Prompt updated successfully')).toBeVisible();
  await expect(edit).toHaveCount(0);

  const renamed = card(page, 'Where do zebracorns roam in winter?');
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Prompt actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete Prompt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Prompt' });
  await expect(confirm).toContainText('Where do zebracorns roam in winter?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Prompt deleted successfully')).toBeVisible();
  await expect(page.getByText('No prompts found matching "zebracorns"')).toBeVisible();
});

test('Guide Me shows the guide, and says so when it cannot load', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Guide Me' }).click();
  const frame = page.frameLocator('iframe[title="Guide"]');
  await expect(frame.getByRole('heading', { name: 'How to choose a big question' })).toBeVisible();
  await expect(page.getByText('Loading guide...')).toHaveCount(0);

  await page.route('**/guides/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.reload();
  await page.getByRole('tab', { name: 'Guide Me' }).click();
  await expect(
    page.getByText('Failed to load guide. Please try refreshing the page.'),
  ).toBeVisible();
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`the prompt selector fits a ${viewport.name} screen without sideways scrolling`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(20);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`prompts-${viewport.name}.png`) });
  });
}
