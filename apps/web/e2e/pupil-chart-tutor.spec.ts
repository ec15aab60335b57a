import { expect, test } from './support/fixtures';
import { openChartBuilder, typeTable } from './support/chartJourney';
import { readStory } from './support/editor';

/*
 * The AI help on a chart the pupil made (docs/product/ai-help.md): with the chart selected, the
 * Agent tab's chart tutor answers from the chart's own rows (the offline guide here: no model is
 * configured in the tests), and "Describe chart for script" writes a description of that chart
 * into the slide's script.
 */
test.describe.configure({ timeout: 120_000 });

test('the chart tutor and the script description work on a typed table made into a chart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await openChartBuilder(page, 'chart-tutor');
  await typeTable(
    page,
    ['Fruit', 'Votes'],
    [
      ['Apple', '12'],
      ['Pear', '7'],
      ['Plum', '4'],
    ],
  );
  await page.getByRole('button', { name: 'Review and insert' }).click();
  await page.getByRole('button', { name: 'Insert on slide' }).click();
  await expect(page.getByRole('button', { name: /^Chart: / })).toBeVisible();

  // The inserted chart is selected: the Agent tab offers its tutor.
  await page.getByTestId('tool-tab-agent').click();
  const tutor = page.getByRole('region', { name: 'Chart tutor' });
  await expect(tutor).toBeVisible();
  await tutor.getByRole('textbox', { name: 'Your message' }).fill('Which is the highest value?');
  await tutor.getByRole('button', { name: 'Send' }).click();
  await expect(tutor.getByRole('log', { name: 'Chart tutor messages' })).toContainText('Apple', {
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Describe chart for script' }).click();
  await expect
    .poll(async () => (await readStory(page, id)).slides[0]?.script ?? '', { timeout: 30_000 })
    .toMatch(/Apple/);
});
