import type { Page } from '@playwright/test';
import { expect, signInDirectly, test } from './support/fixtures';
import { createStory, readStory } from './support/editor';
import { collabLine } from './support/live';

/**
 * A change is not lost when the tab closes, the connection drops or the session ends (issue #23;
 * edited live since group work, docs/product/stories.md "Saving").
 */

const saveStatus = (page: Page) => page.getByTestId('save-status');
const scriptInput = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Slide ${n} script` });

let counter = 0;
async function openGridStory(page: Page, name: string) {
  counter += 1;
  const email = `unsaved-${name}-${Date.now()}-${counter}@example.com`;
  await page.goto('/');
  await signInDirectly(page, email, 'Pia Pupil');
  const id = await createStory(page, 1);
  await page.goto(`/grid?story=${id}`);
  await expect(saveStatus(page)).toHaveText('Saved');
  return { id, email };
}

test('a change made just before the tab closes reaches the server', async ({ page, context }) => {
  const { id } = await openGridStory(page, 'close');
  await scriptInput(page, 1).fill('Typed a moment before closing');
  await page.close({ runBeforeUnload: false }); // before the server's save (within 1 s)

  const check = await context.newPage();
  await check.goto('/');
  await expect
    .poll(async () => (await readStory(check, id)).slides[0]!.script, { timeout: 5_000 })
    .toBe('Typed a moment before closing');
});

test('a change the server never got is kept in the browser and saved on the next open', async ({
  page,
  context,
}) => {
  const line = await collabLine(context);
  const { id } = await openGridStory(page, 'kept');
  await line.cut(); // the network drops
  await scriptInput(page, 1).fill('Kept in this browser');
  await expect(saveStatus(page)).toHaveText('Offline: changes kept on this device');
  await page.close(); // no "leave this page?": the change is kept
  await line.restore();
  expect((await readStory(await context.newPage(), id)).slides[0]!.script).toBe('');

  const again = await context.newPage();
  await again.goto(`/grid?story=${id}`);
  await expect(scriptInput(again, 1)).toHaveValue('Kept in this browser');
  await expect(saveStatus(again)).toHaveText('Saved', { timeout: 15_000 });
  expect((await readStory(again, id)).slides[0]!.script).toBe('Kept in this browser');
});

test('a pupil whose session ended is told, keeps the change and saves it after signing in', async ({
  page,
  context,
}) => {
  const line = await collabLine(context); // before the story opens its connection
  const { id, email } = await openGridStory(page, 'signed-out');
  await expect(page.getByText('Pia Pupil').first()).toBeVisible();
  // Offline, the pupil adds a slide: kept in this browser.
  await line.cut();
  await page.getByRole('button', { name: 'Add New Slide' }).click();
  await expect(saveStatus(page)).toContainText('Offline: changes kept on this device');
  // Meanwhile the session ended (an admin suspended or signed the pupil out). Back online, the
  // connection is refused and the pupil is told.
  await context.clearCookies();
  await line.restore();
  const notice = page.getByRole('dialog', { name: 'You were signed out' });
  await expect(notice).toContainText('kept in this browser', { timeout: 15_000 });
  await expect(page.getByText('Pia Pupil')).toHaveCount(0); // no longer shown as signed in

  const popupPromise = page.waitForEvent('popup');
  await notice.getByRole('button', { name: 'Sign in' }).click();
  const popup = await popupPromise;
  const form = popup.locator('form[action="/auth/dev/login"]');
  await form.getByLabel('Display name').fill('Pia Pupil');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close'); // signed in again, the connection comes back

  await expect(notice).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect((await readStory(page, id)).slides).toHaveLength(2);
});

test('offline, the editor leaves for the grid with the change kept, and saves it once back', async ({
  page,
  context,
}) => {
  const line = await collabLine(context); // before the story opens its connection
  const { id } = await openGridStory(page, 'leave-offline');
  await page.goto(`/tool?slide=0&story=${id}`);
  await expect(saveStatus(page)).toHaveText('Saved');
  await line.cut();
  await page.getByTestId('tool-tab-shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await expect(saveStatus(page)).toHaveText('Offline: changes kept on this device');

  await page.getByRole('button', { name: 'All Slides' }).click();
  await expect(page).toHaveURL(new RegExp(`/grid\\?story=${id}$`));
  await expect(saveStatus(page)).toHaveText('Offline: changes kept on this device');
  await line.restore();
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect((await readStory(page, id)).slides[0]!.canvasState).toMatchObject([{ type: 'rect' }]);
});
