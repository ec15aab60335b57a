import { MAX_SCRIPT_LENGTH } from '@dsb/core';
import { expect, test } from './support/fixtures';
import { changesSaved, createStory, openEditor, signIn } from './support/editor';

/** Issue #23: the grid after the editor, and a script pasted past its limit. */

test('a slide just edited in the editor has its preview in the grid without a reload', async ({
  page,
}) => {
  await signIn(page, 'preview-after-edit');
  const id = await createStory(page, 2);
  await openEditor(page, id, 1);
  await page.getByTestId('tool-tab-shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await changesSaved(page);
  await page.getByRole('button', { name: 'All Slides' }).click();

  await expect(page).toHaveURL(/\/grid\?story=/);
  await expect(page.getByRole('img', { name: 'Preview of slide 2' })).toBeVisible({
    timeout: 15_000,
  });
  const second = page.getByRole('article', { name: 'Slide 2' });
  await expect(second.getByText('No preview')).toHaveCount(0);
});

test('a script pasted past the limit says it was cut', async ({ page }) => {
  await signIn(page, 'script-limit');
  const id = await createStory(page, 1);
  await page.goto(`/grid?story=${id}`);
  const script = page.getByRole('textbox', { name: 'Slide 1 script' });
  await script.fill('x'.repeat(MAX_SCRIPT_LENGTH + 2_000));
  await expect(script).toHaveValue('x'.repeat(MAX_SCRIPT_LENGTH));
  await expect(page.getByText(/Maximum length reached: 10,000 characters/)).toBeVisible();

  await openEditor(page, id);
  await expect(
    page.getByRole('status').filter({ hasText: 'Maximum length reached' }),
  ).toBeVisible();
});
