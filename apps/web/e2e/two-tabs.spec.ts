import type { Page, Request } from '@playwright/test';
import { createStory, openEditor, readStory, saveStatus, signIn } from './support/editor';
import { expect, test } from './support/fixtures';

/**
 * Issue #10 item 2: autosave sends what changed (PATCH), so two tabs editing different slides of
 * one story both save; the same slide in two tabs still ends in the conflict choice.
 */

const script = (page: Page) => page.getByPlaceholder('Add script for this slide...');
const conflictDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'This story changed somewhere else' });

/** Types a script and waits until autosave has it acknowledged. */
async function writeScript(page: Page, text: string) {
  await script(page).fill(text);
  await expect(saveStatus(page)).not.toHaveText('Saved');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 20_000 });
}

/** Records the story saves a page sends (method and body size). */
function recordSaves(page: Page, id: string) {
  const saves: Array<{ method: string; bytes: number }> = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === `/api/stories/${id}` && request.method() !== 'GET')
      saves.push({ method: request.method(), bytes: request.postDataBuffer()?.length ?? 0 });
  });
  return saves;
}

test('two tabs editing different slides of one story both save without a conflict', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'two-tabs');
  const id = await createStory(page, 3);
  const other = await page.context().newPage();
  const saves = recordSaves(page, id);
  const otherSaves = recordSaves(other, id);
  await openEditor(page, id, 0);
  await openEditor(other, id, 2);

  await writeScript(page, 'First tab writes slide one.');
  await writeScript(other, 'Second tab writes slide three.');
  await writeScript(page, 'First tab writes slide one again.');

  await expect(conflictDialog(page)).toHaveCount(0);
  await expect(conflictDialog(other)).toHaveCount(0);
  const story = await readStory(page, id);
  expect(story.slides.map((s) => s.script)).toEqual([
    'First tab writes slide one again.',
    '',
    'Second tab writes slide three.',
  ]);
  // Autosave sent only the changed slide each time.
  for (const save of [...saves, ...otherSaves]) {
    expect(save.method).toBe('PATCH');
    expect(save.bytes).toBeLessThan(8 * 1024);
  }
  expect(saves.length).toBeGreaterThanOrEqual(2);
  expect(otherSaves.length).toBeGreaterThanOrEqual(1);
});

test('two tabs editing the same slide end in the conflict choice', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'same-slide');
  const id = await createStory(page, 2);
  const other = await page.context().newPage();
  await openEditor(page, id, 1);
  await openEditor(other, id, 1);

  await writeScript(page, 'Mine first.');
  await script(other).fill('Theirs after.');
  await expect(conflictDialog(other)).toBeVisible({ timeout: 20_000 });
  await expect(conflictDialog(page)).toHaveCount(0);

  await conflictDialog(other).getByRole('button', { name: 'Keep my version' }).click();
  await expect(conflictDialog(other)).toHaveCount(0);
  await expect(saveStatus(other)).toHaveText('Saved', { timeout: 20_000 });
  expect((await readStory(page, id)).slides[1]!.script).toBe('Theirs after.');
});
