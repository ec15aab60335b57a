import type { Page } from '@playwright/test';
import { createStory, openEditor, readStory, saveStatus, signIn } from './support/editor';
import { expect, test } from './support/fixtures';

/**
 * Two tabs of one story (issue #10 item 2, edited live since group work): each tab's changes
 * reach the other as they happen, only what changed travels, and nobody meets a conflict.
 */

const script = (page: Page) => page.getByPlaceholder('Add script for this slide...');
const conflictDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'This story changed somewhere else' });

/** Types a script and waits until the database has it. */
async function writeScript(page: Page, text: string) {
  await script(page).fill(text);
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 20_000 });
}

/** Records the sizes of the change messages a page sends over its live connection. */
function recordChanges(page: Page) {
  const sizes: number[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      // y-websocket: [0 sync, 2 update, ...]; the catch-up (step 2) carries the whole story.
      if (typeof payload !== 'string' && payload[0] === 0 && payload[1] === 2)
        sizes.push(payload.length);
    }),
  );
  return sizes;
}

test('two tabs editing different slides of one story both save, sending only what changed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'two-tabs');
  const id = await createStory(page, 3);
  const other = await page.context().newPage();
  const sent = recordChanges(page);
  const otherSent = recordChanges(other);
  const storySaves: string[] = [];
  for (const tab of [page, other])
    tab.on('request', (request) => {
      if (request.url().includes(`/api/stories/${id}`) && request.method() !== 'GET')
        storySaves.push(request.method());
    });
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
  expect(storySaves).toEqual([]); // everything went through the live connection
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(otherSent.length).toBeGreaterThanOrEqual(1);
  for (const size of [...sent, ...otherSent]) expect(size).toBeLessThan(2 * 1024);
});

test('two tabs typing in the same script both keep their words', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'same-slide');
  const id = await createStory(page, 2);
  const other = await page.context().newPage();
  await openEditor(page, id, 1);
  await openEditor(other, id, 1);

  await writeScript(page, 'Mine first.');
  await expect(script(other)).toHaveValue('Mine first.');
  await script(other).press('End');
  await script(other).pressSequentially(' Theirs after.');
  await expect(script(page)).toHaveValue('Mine first. Theirs after.');
  await expect(saveStatus(other)).toHaveText('Saved', { timeout: 20_000 });
  await expect(conflictDialog(other)).toHaveCount(0);
  expect((await readStory(page, id)).slides[1]!.script).toBe('Mine first. Theirs after.');
});
