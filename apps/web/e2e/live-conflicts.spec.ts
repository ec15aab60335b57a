import type { Page } from '@playwright/test';
import { canvas, changesSaved, openEditor, readStory, saveStatus } from './support/editor';
import { expect, test } from './support/fixtures';
import { collabLine } from './support/live';
import { createStory } from './support/myStories';
import { joinStory, signedInPerson } from './support/people';
import { shootBothSizes } from './support/screen';

/*
 * Explained conflicts (docs/product/group-work.md, "When two pupils change the same thing"): Ana
 * and Ben move one rectangle at the same time (Ben's phone is offline, so neither sees the other's
 * move). When Ben is back, both screens keep one of the two moves, and only the pupil whose move
 * was replaced is told who moved it, with one click to put theirs back.
 */

const shots = process.env.E2E_SCREENSHOTS;
const notices = (page: Page) => page.getByTestId('replaced-notice');

/** Selects the rectangle the test put at (100, 100) by clicking inside it (once it is there). */
async function selectRectangle(page: Page) {
  const box = (await canvas(page).boundingBox())!;
  const scale = box.width / 375;
  // The slide tools offer Delete once something is selected.
  const remove = page.getByRole('toolbar', { name: 'Slide tools' }).getByRole('button', {
    name: 'Delete',
  });
  await expect(async () => {
    await page.mouse.click(box.x + 120 * scale, box.y + 120 * scale);
    await expect(remove).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test('a pupil whose move was replaced is told by whom, and can put theirs back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ana = await signedInPerson(browser, baseURL!, 'Ana');
  const storyId = await createStory(ana, baseURL!, { title: `Ice ${Date.now()}`, slides: 1 });
  const ben = await signedInPerson(browser, baseURL!, 'Ben', { width: 390, height: 844 });
  const benLine = await collabLine(ben.context());
  await joinStory(ana, storyId, [ben]);
  await openEditor(ana, storyId);
  await openEditor(ben, storyId);
  await ana.getByTestId('tool-tab-shapes').click();
  await ana.getByRole('button', { name: 'Rectangle' }).click();
  await changesSaved(ana);
  // Ben, offline, moves the rectangle 50 to the right; Ana moves it 30 to the right meanwhile.
  await benLine.cut();
  await selectRectangle(ben);
  for (let i = 0; i < 5; i++) await ben.keyboard.press('Shift+ArrowRight');
  await expect(saveStatus(ben)).toContainText('Offline');
  await selectRectangle(ana);
  for (let i = 0; i < 3; i++) await ana.keyboard.press('Shift+ArrowRight');
  await changesSaved(ana);
  await benLine.restore();
  // Back online, each sees the other again at once (not only when presence is next renewed, 15 s).
  const presence = (page: Page) => page.getByTestId('presence');
  await expect(presence(ben)).toHaveAttribute('aria-label', /Also here: Ana/, { timeout: 6000 });
  await expect(presence(ana)).toHaveAttribute('aria-label', /Also here: Ben/, { timeout: 6000 });

  // One move is kept everywhere; only the pupil whose move was replaced hears of it.
  const told = async () => (await notices(ana).count()) + (await notices(ben).count());
  await expect.poll(told, { timeout: 15_000 }).toBe(1);
  const anaLost = (await notices(ana).count()) === 1;
  test.info().annotations.push({ type: 'told', description: anaLost ? 'Ana' : 'Ben' });
  const [loser, winner] = anaLost ? [ana, ben] : [ben, ana];
  const [keptLeft, mineLeft] = anaLost ? [150, 130] : [130, 150];
  await expect(notices(loser)).toContainText(
    `${anaLost ? 'Ben' : 'Ana'} moved this rectangle at the same time; their position was kept.`,
  );
  await changesSaved(ana);
  await changesSaved(ben);
  expect((await readStory(ana, storyId)).slides[0]!.canvasState[0]).toMatchObject({
    left: keptLeft,
  });
  await expect(notices(winner)).toHaveCount(0);
  if (shots) await shootBothSizes(loser, shots, 'live-conflict');

  // One click puts the pupil's own move back, for both of them; the other is not told of a conflict.
  await notices(loser).getByRole('button', { name: 'Put mine back' }).click();
  await expect(notices(loser)).toHaveCount(0);
  await changesSaved(loser);
  await changesSaved(winner);
  expect((await readStory(ana, storyId)).slides[0]!.canvasState[0]).toMatchObject({
    left: mineLeft,
  });
  await expect(notices(winner)).toHaveCount(0);
  // The put-back move is the loser's own change: their Undo takes it back.
  await loser.getByRole('button', { name: 'Undo' }).click();
  await changesSaved(loser);
  expect((await readStory(ana, storyId)).slides[0]!.canvasState[0]).toMatchObject({
    left: keptLeft,
  });
});
