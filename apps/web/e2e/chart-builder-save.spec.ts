import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openChartBuilder, typeTable } from './support/chartJourney';
import { changesSaved, readStory } from './support/editor';

/*
 * "Save to my evidence" in the chart builder (docs/product/chart-builder.md, "Saved evidence, the
 * library and the AI tutor"): a pupil's chart saved from the alt text review, by keyboard, shows
 * in the Charts tab's Saved list at once and after a reload; the story keeps saving; a refusal
 * says why.
 */
test.describe.configure({ timeout: 120_000 });

type Saved = { _id: string; kind?: string; label?: string };
const savedEvidence = async (page: Page, id: string) =>
  ((await readStory(page, id)) as unknown as { savedEvidence: Saved[] }).savedEvidence;
/** The notice shown as a toast (an alert). */
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save to my evidence' });

async function typeFruitTable(page: Page) {
  await typeTable(
    page,
    ['Fruit', 'Votes'],
    [
      ['Apple', '12'],
      ['Pear', '7'],
    ],
  );
  await page.getByTestId('chart-builder').getByLabel('Title', { exact: true }).fill('Fruit votes');
}

test('a chart saved to my evidence is listed under Saved and the story keeps saving', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await openChartBuilder(page, 'chart-save');
  await typeFruitTable(page);
  await page.getByRole('button', { name: 'Review and insert' }).click();

  // Held back a moment, so the button is seen turned off while it is sent.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/stories/*/saved-charts', async (route) => {
    await held;
    await route.continue();
  });
  if (process.env.CHART_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.CHART_SHOTS_DIR}/review-save-1280.png` });
  }
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(saveButton(page)).toBeDisabled();
  release();
  await expect(notice(page, 'The chart was saved to your evidence.')).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  await page.unroute('**/api/stories/*/saved-charts');

  // The story saves on after it: the chart goes on the slide and both are kept.
  await page.getByRole('button', { name: 'Insert on slide' }).click();
  await expect(page.getByRole('button', { name: /^Chart: / })).toBeVisible();
  await changesSaved(page);
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const story = await readStory(page, id);
  expect(story.slides[0]!.canvasState.some((o) => o.type.toLowerCase() === 'group')).toBe(true);
  const kept = await savedEvidence(page, id);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({ kind: 'pupil-chart', label: 'Fruit votes' });

  // Listed under Saved now, and once after a reload.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await page.getByTestId('tool-tab-charts').click();
    await page.getByRole('tab', { name: /^Saved/ }).click();
    await expect(page.getByTestId('saved-evidence')).toHaveCount(1);
    await expect(page.getByTestId('saved-evidence')).toContainText('Fruit votes');
  }
});

test('saving the chart selected on the slide says why when the server refuses', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await openChartBuilder(page, 'chart-save-refused');
  await typeFruitTable(page);
  await page.getByRole('button', { name: 'Review and insert' }).click();
  await page.getByRole('button', { name: 'Insert on slide' }).click();
  await page.getByRole('button', { name: /^Chart: / }).click();
  const refusal = 'Your saved evidence is full (100 items). Remove some items and save it again.';
  await page.route('**/api/stories/*/saved-charts', (route) =>
    route.fulfill({ status: 400, json: { error: refusal } }),
  );
  await saveButton(page).click();
  await expect(notice(page, refusal)).toBeVisible();
  if (process.env.CHART_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.CHART_SHOTS_DIR}/selected-save-1280.png` });
  }
  await expect(saveButton(page)).toBeEnabled();
  expect(await savedEvidence(page, id)).toEqual([]);
});
