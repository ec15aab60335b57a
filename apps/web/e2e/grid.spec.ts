import type { Locator, Page } from '@playwright/test';
import { changesSaved } from './support/editor';
import { expect, signInDirectly, test } from './support/fixtures';

const STORY_URL = /\/grid\?story=[0-9a-f-]{36}$/;

const cards = (page: Page) => page.getByTestId('slide-card');
const saveStatus = (page: Page) => page.getByTestId('save-status');
const titleInput = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Slide ${n} title` });
const scriptInput = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Slide ${n} script` });
const handle = (page: Page, n: number) =>
  page.getByRole('button', { name: `Drag to reorder slide ${n}` });

async function slideTitles(page: Page): Promise<string[]> {
  const inputs = page.getByRole('textbox', { name: /^Slide \d+ title$/ });
  return inputs.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
}

/** Signs in, opens /grid, waits for the template picker and creates a story from `template`. */
async function startStory(page: Page, email: string, template = 'True for Who?') {
  await page.goto('/');
  await signInDirectly(page, email);
  await page.goto('/grid');
  const picker = page.getByRole('dialog', { name: 'Choose a Story Template' });
  await expect(picker).toBeVisible();
  await picker
    .getByRole('button', { name: new RegExp(`^${template.replace('?', '\\?')}`) })
    .click();
  await expect(picker).toHaveCount(0);
  await expect(page).toHaveURL(STORY_URL);
  return new URL(page.url()).searchParams.get('story')!;
}

/** Drags with the mouse in small steps (dnd-kit starts a drag after 5 px of movement). */
async function dragByMouse(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2, { steps: 2 });
  await page.mouse.up();
}

test('the template picker opens by itself and creates the story', async ({ page }) => {
  await page.goto('/');
  await signInDirectly(page, 'grid-picker@example.com');
  await page.goto('/grid');
  const picker = page.getByRole('dialog', { name: 'Choose a Story Template' });
  await expect(picker.getByTestId('template-card')).toHaveCount(4);
  const blank = picker.getByRole('button', { name: /^Blank/ });
  await expect(blank.getByText('Default', { exact: true })).toBeVisible();
  await expect(blank.getByText('1 blank slide')).toBeVisible();
  await expect(picker.getByRole('button', { name: /^Take a Stand/ })).toContainText('4 slides');
  const question = (await picker.getByTestId('selected-prompt').textContent())!
    .replace('Big question: ', '')
    .trim();

  await blank.click();
  await expect(page).toHaveURL(STORY_URL);
  await expect(picker).toBeHidden(); // the modal animates out; its title is a heading too
  await expect(cards(page)).toHaveCount(1);
  await expect(titleInput(page, 1)).toHaveValue('Untitled Slide');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Untitled: ${question}`);
  await expect(page.getByTestId('story-big-question')).toHaveText(`Big question: ${question}`);
  await expect(saveStatus(page)).toHaveText('Saved');
});

test('rename, edit, autosave, add and delete slides survive a reload', async ({ page }) => {
  await startStory(page, 'grid-edit@example.com');
  await expect(cards(page)).toHaveCount(4);

  const heading = page.getByRole('heading', { level: 2 });
  await page.getByTestId('editable-title').click();
  await page.getByRole('textbox', { name: 'Story title' }).fill('  Who rides the bus?  ');
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText('Who rides the bus?');
  await page.getByTestId('editable-title').click();
  await page.getByRole('textbox', { name: 'Story title' }).fill('Not this one');
  await page.keyboard.press('Escape');
  await expect(heading).toHaveText('Who rides the bus?');
  await page.getByTestId('editable-title').click();
  await page.getByRole('textbox', { name: 'Story title' }).fill('   ');
  await page.getByRole('button', { name: 'Save title' }).click();
  await expect(heading).toHaveText('Who rides the bus?'); // empty titles are ignored

  await titleInput(page, 1).fill('Our bus data');
  await scriptInput(page, 1).fill('Most riders are students.');
  await changesSaved(page); // sent as typed, in the database within a second

  await page.getByRole('button', { name: 'Add New Slide' }).click();
  await expect(cards(page)).toHaveCount(5);
  await expect(titleInput(page, 5)).toHaveValue('Slide 5');

  await page.getByRole('button', { name: 'Delete slide 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Slide 2' });
  await expect(confirm).toContainText('Are you sure you want to delete this slide?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(saveStatus(page)).toHaveText('Saved');

  await page.reload();
  await expect(heading).toHaveText('Who rides the bus?');
  await expect(scriptInput(page, 1)).toHaveValue('Most riders are students.');
  expect(await slideTitles(page)).toEqual([
    'Our bus data',
    'How is it different?',
    'Why do these differences matter?',
    'Slide 4',
  ]);
});

test('slides reorder by mouse and by keyboard, and the order is saved', async ({ page }) => {
  await startStory(page, 'grid-order@example.com');
  await expect(cards(page)).toHaveCount(4);
  const original = await slideTitles(page);

  await dragByMouse(page, handle(page, 1), cards(page).nth(2));
  await expect
    .poll(() => slideTitles(page))
    .toEqual([original[1], original[2], original[0], original[3]]);

  // Each step waits for dnd-kit's screen-reader announcement, as a listener would.
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await handle(page, 1).focus();
  await page.keyboard.press('Space');
  await expect(handle(page, 1)).toHaveAttribute('aria-pressed', 'true'); // picked up
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toHaveText('Slide 1 is over position 2.');
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText('Slide 1 was dropped at position 2.');
  const expected = [original[2], original[1], original[0], original[3]];
  await expect.poll(() => slideTitles(page)).toEqual(expected);
  await expect(saveStatus(page)).toHaveText('Saved');

  await page.reload();
  await expect(cards(page)).toHaveCount(4);
  expect(await slideTitles(page)).toEqual(expected);
});

test("'Apply Template' adds to or replaces the story", async ({ page }) => {
  await startStory(page, 'grid-apply@example.com', 'Blank');
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Apply Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Template' });
  await dialog.getByRole('button', { name: /^Take a Stand/ }).click();
  await expect(dialog).toContainText('How would you like to apply this template?');
  await dialog.getByRole('button', { name: 'Add to Existing Story' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards(page)).toHaveCount(5);
  await expect(titleInput(page, 2)).toHaveValue('What do you believe?');
  await expect(saveStatus(page)).toHaveText('Saved');

  await page.getByRole('button', { name: 'Apply Template' }).click();
  await dialog.getByRole('button', { name: /^What Can Be\?/ }).click();
  await dialog.getByRole('button', { name: 'Replace Entire Story' }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(titleInput(page, 1)).toHaveValue("What's happening now?");
});

test('two tabs: both edit the same slide at once and each sees the other’s words', async ({
  page,
  context,
}) => {
  test.slow(); // two tabs, each loading the editor and joining the live story
  const id = await startStory(page, 'grid-tabs@example.com');
  const other = await context.newPage();
  await other.goto(`/grid?story=${id}`);
  await expect(cards(other)).toHaveCount(4);

  await scriptInput(page, 1).fill('Written in the first tab.');
  await expect(scriptInput(other, 1)).toHaveValue('Written in the first tab.');
  await scriptInput(other, 1).press('End');
  await scriptInput(other, 1).pressSequentially(' And the second.');
  await titleInput(page, 3).fill('Named in the first tab');
  await expect(scriptInput(page, 1)).toHaveValue('Written in the first tab. And the second.');
  await expect(titleInput(other, 3)).toHaveValue('Named in the first tab');
  await changesSaved(page);
  await changesSaved(other);
  await expect(page.getByRole('dialog', { name: 'This story changed somewhere else' })).toHaveCount(
    0,
  );

  await page.reload(); // what the server keeps is what both made
  await expect(scriptInput(page, 1)).toHaveValue('Written in the first tab. And the second.');
  await expect(titleInput(page, 3)).toHaveValue('Named in the first tab');
});

test("'Edit Slide' saves and opens the editor at that slide", async ({ page }) => {
  const id = await startStory(page, 'grid-open@example.com');
  await scriptInput(page, 2).fill('Saved before leaving.');
  await page.getByRole('button', { name: 'Edit Slide 2' }).click();
  await expect(page).toHaveURL(`/tool?slide=1&story=${id}`);
  const story = await (await page.request.get(`/api/stories/${id}`)).json();
  expect(story.slides[1].script).toBe('Saved before leaving.');

  await page.goto(`/grid?story=${id}`);
  await page.getByRole('button', { name: 'Edit Slide 1' }).click();
  await expect(page).toHaveURL(`/tool?slide=0&story=${id}`);
});

test('a story that cannot be loaded says so and leads back to My Stories', async ({ page }) => {
  await page.goto('/');
  await signInDirectly(page, 'grid-missing@example.com');
  await page.goto('/grid?story=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Story not found');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to My Stories' }).click();
  await expect(page).toHaveURL(/\/\?menu=stories$/);
});
