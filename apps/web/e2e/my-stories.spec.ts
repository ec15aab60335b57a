import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createStory, signInFresh } from './support/myStories';

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => page.getByTestId('story-card');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search stories' });
const selectAll = (page: Page) => page.getByRole('checkbox', { name: 'Select All' });

async function openMyStories(page: Page) {
  await page.goto('/?menu=stories');
  await expect(page.getByRole('heading', { name: 'My Data Stories' })).toBeVisible();
}

const today = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(),
  );

test('a visitor is asked to sign in', async ({ page }) => {
  await openMyStories(page);
  await expect(main(page).getByText('Sign in to view your stories')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(searchBox(page)).toHaveCount(0);
});

test('a user without stories sees the empty state and can create one', async ({ page }) => {
  await signInFresh(page);
  await openMyStories(page);
  await expect(main(page).getByText('No stories yet')).toBeVisible();
  await main(page).getByRole('button', { name: 'Create Story' }).click();
  await expect(page).toHaveURL(/\/grid$/);
});

test('the list shows each story with its slide count and date, and opens it', async ({
  page,
  baseURL,
}) => {
  await signInFresh(page);
  const oneId = await createStory(page, baseURL!, { title: 'One Slide Story' });
  await createStory(page, baseURL!, {
    title: 'Three Slide Story',
    slides: 3,
    previewImage: '/favicon.svg',
  });
  await createStory(page, baseURL!, { title: '' });
  await openMyStories(page);

  await expect(cards(page)).toHaveCount(3);
  // Newest first.
  await expect(cards(page).first()).toHaveAccessibleName('Untitled Story');
  await expect(card(page, 'One Slide Story')).toContainText('1 slide');
  await expect(card(page, 'Three Slide Story')).toContainText('3 slides');
  await expect(card(page, 'One Slide Story')).toContainText(today());
  await expect(card(page, 'One Slide Story').getByTestId('story-placeholder')).toBeVisible();
  await expect(card(page, 'Three Slide Story').locator('img')).toHaveAttribute(
    'src',
    '/favicon.svg',
  );
  await expect(card(page, 'Three Slide Story').getByTestId('story-placeholder')).toHaveCount(0);

  await card(page, 'One Slide Story').getByText('1 slide').click();
  await expect(page).toHaveURL(new RegExp(`/grid\\?story=${oneId}$`));

  // Keyboard: Enter on the card's preview link opens it too.
  await openMyStories(page);
  await card(page, 'One Slide Story').getByRole('link', { name: 'Open One Slide Story' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/grid\\?story=${oneId}$`));
});

test('search filters by title and big question; no match can be cleared', async ({
  page,
  baseURL,
}) => {
  await signInFresh(page);
  await createStory(page, baseURL!, {
    title: 'Melting Ice',
    bigQuestion: 'Why do glaciers shrink?',
  });
  await createStory(page, baseURL!, { title: 'Busy Bees', bigQuestion: 'Where are the bees?' });
  await openMyStories(page);
  await expect(cards(page)).toHaveCount(2);

  await searchBox(page).fill('MELTING');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Melting Ice')).toBeVisible();

  await searchBox(page).fill('where are');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Busy Bees')).toBeVisible();

  await searchBox(page).fill('volcano');
  await expect(cards(page)).toHaveCount(0);
  await expect(main(page).getByText('No results found')).toBeVisible();
  await expect(main(page).getByText('Try adjusting your search terms')).toBeVisible();
  await main(page).getByRole('button', { name: 'Clear Search', exact: true }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(2);
});

test('a title is renamed in place: Enter saves, Escape and clicking outside cancel', async ({
  page,
  baseURL,
}) => {
  await signInFresh(page);
  await createStory(page, baseURL!, { title: 'Old Name' });
  await openMyStories(page);

  await card(page, 'Old Name').getByRole('heading', { name: 'Old Name' }).dblclick();
  const input = page.getByRole('textbox', { name: 'Story title' });
  await expect(input).toBeFocused();
  await input.fill('  New Name  ');
  await input.press('Enter');
  await expect(card(page, 'New Name')).toBeVisible();
  await expect(page).toHaveURL(/menu=stories/); // the double-click did not open the story

  await page.reload();
  await expect(card(page, 'New Name')).toBeVisible();

  // Escape cancels; focus returns to the Rename button (keyboard path).
  await card(page, 'New Name').getByRole('button', { name: 'Rename New Name' }).click();
  await input.fill('Discarded');
  await input.press('Escape');
  await expect(input).toHaveCount(0);
  await expect(card(page, 'New Name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename New Name' })).toBeFocused();

  // Clicking outside cancels, and an empty title is never saved.
  await card(page, 'New Name').getByRole('heading').dblclick();
  await input.fill('Also discarded');
  await page.getByRole('heading', { name: 'My Data Stories' }).click();
  await expect(input).toHaveCount(0);
  await card(page, 'New Name').getByRole('heading').dblclick();
  await input.fill('   ');
  await input.press('Enter');
  await page.reload();
  await expect(card(page, 'New Name')).toBeVisible();
});

test('a rename of a story changed elsewhere warns and refreshes the list', async ({
  page,
  baseURL,
}) => {
  await signInFresh(page);
  const id = await createStory(page, baseURL!, { title: 'Shared Story' });
  await openMyStories(page);
  await expect(card(page, 'Shared Story')).toBeVisible();

  // Another tab saves the story, so the list's version is now stale.
  const other = await page.request.put(`/api/stories/${id}`, {
    data: { version: 1, title: 'Changed Elsewhere' },
    headers: { origin: baseURL! },
  });
  expect(other.ok()).toBeTruthy();

  await card(page, 'Shared Story').getByRole('heading').dblclick();
  await page.getByRole('textbox', { name: 'Story title' }).fill('Mine');
  await page.getByRole('textbox', { name: 'Story title' }).press('Enter');
  await expect(page.getByText(/changed in another tab or on another device/)).toBeVisible();
  await expect(card(page, 'Changed Elsewhere')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
});

test('Select All while searching selects only the matching stories', async ({ page, baseURL }) => {
  await signInFresh(page);
  for (const title of ['Ocean Heat', 'Ocean Plastic', 'City Trees'])
    await createStory(page, baseURL!, { title });
  await openMyStories(page);

  await searchBox(page).fill('ocean');
  await expect(cards(page)).toHaveCount(2);
  await selectAll(page).check();
  await expect(main(page).getByText('2 selected')).toBeVisible();

  await searchBox(page).fill('');
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('checkbox', { name: 'Select Ocean Heat' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select Ocean Plastic' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select City Trees' })).not.toBeChecked();
  await expect(selectAll(page)).not.toBeChecked();

  // Without a search, Select All takes everything, and a second press clears it.
  await selectAll(page).check();
  await expect(main(page).getByText('3 selected')).toBeVisible();
  await selectAll(page).uncheck();
  await expect(main(page).getByText(/selected$/)).toHaveCount(0);
});

test('selected stories are deleted after confirmation', async ({ page, baseURL }) => {
  await signInFresh(page);
  for (const title of ['Keep Me', 'Delete A', 'Delete B'])
    await createStory(page, baseURL!, { title });
  await openMyStories(page);

  await page.getByRole('checkbox', { name: 'Select Delete A' }).check();
  await main(page).getByRole('button', { name: 'Delete', exact: true }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete 1 story?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select Delete B' }).check();
  await expect(main(page).getByText('2 selected')).toBeVisible();
  await main(page).getByRole('button', { name: 'Delete', exact: true }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete 2 stories?');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('2 stories deleted')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Keep Me')).toBeVisible();
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
});

test('grid and list views toggle and are remembered', async ({ page, baseURL }) => {
  await signInFresh(page);
  await createStory(page, baseURL!, { title: 'Layout Story', slides: 2 });
  await openMyStories(page);
  const list = page.getByTestId('story-list');

  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(list).toHaveAttribute('data-view', 'grid');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(list).toHaveAttribute('data-view', 'list');
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(page.getByTestId('story-list')).toHaveAttribute('data-view', 'list');
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(list).toHaveAttribute('data-view', 'grid');
});

test('screenshots on desktop and phone', async ({ page, baseURL }) => {
  await signInFresh(page);
  await createStory(page, baseURL!, {
    title: 'How fast are the glaciers in Alaska melting?',
    slides: 4,
    previewImage: '/favicon.svg',
  });
  await createStory(page, baseURL!, { title: 'Bees', slides: 1 });
  await createStory(page, baseURL!, { title: 'Who gets to breathe clean air?', slides: 2 });
  await openMyStories(page);
  await page.getByRole('checkbox', { name: 'Select Bees' }).check();
  const dir = test.info().outputDir;
  await page.screenshot({ path: `${dir}/my-stories-grid-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'List view' }).click();
  await page.screenshot({ path: `${dir}/my-stories-list-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Grid view' }).click();
  await card(page, 'Bees').getByRole('heading').dblclick();
  await page.screenshot({ path: `${dir}/my-stories-grid-390.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'List view' }).click();
  await page.screenshot({ path: `${dir}/my-stories-list-390.png`, fullPage: true });
  await main(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${dir}/my-stories-delete-390.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await searchBox(page).fill('nothing like this');
  await page.screenshot({ path: `${dir}/my-stories-no-results-390.png` });
});
