import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signInDirectly, test } from './support/fixtures';
import { signedInPerson } from './support/people';
import { scan } from './support/axe';
import { shootBothSizes } from './support/screen';

/*
 * Teacher feedback, the teacher's side of rubrics (docs/product/feedback.md, "Rubrics (screen)";
 * docs/product/custom-links.md): a rubric of 2 criteria x 3 levels made in the editor, exported
 * as CSV and imported back as a new rubric with the same content, attached to a class link that
 * reviews before sharing; the class view shows a pupil's progress and score, the pupil who has
 * not started, and downloads the scores CSV. The pupils' side is set up through the API.
 * E2E_SCREENSHOTS=<dir> also saves the screens at 1280x800 and 390x844.
 */

const shots = process.env.E2E_SCREENSHOTS;
const RUBRIC = 'Writing with data';

type StoredRubric = {
  id: string;
  name: string;
  criteria: { id: string; name: string; levels: { description: string; points: number }[] }[];
};

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function rubrics(page: Page): Promise<StoredRubric[]> {
  const response = await page.request.get('/api/rubrics');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredRubric[];
}

/** A rubric's content without its ids. */
const content = (rubric: StoredRubric) =>
  rubric.criteria.map(({ name, levels }) => ({ name, levels }));

/** Nothing scrolls sideways (WCAG 1.4.10). */
async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function fillLevels(page: Page, criterion: number, levels: [string, number][]) {
  for (const [i, [description, points]] of levels.entries()) {
    await page
      .getByLabel(`Description, level ${i + 1} of criterion ${criterion}`)
      .fill(description);
    await page.getByLabel(`Points, level ${i + 1} of criterion ${criterion}`).fill(String(points));
  }
}

test('a teacher makes a rubric, exports and imports it, attaches it to a link and follows the class', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signInDirectly(page, `teacher-${Date.now()}@example.com`, 'Ms Rivera');

  // From Custom Links to the empty Rubrics screen.
  await page.goto('/?menu=custom-links');
  await page.getByRole('link', { name: 'Rubrics', exact: true }).click();
  await expect(page).toHaveURL(/\/rubrics$/);
  await expect(page.getByText("You don't have any rubrics yet.")).toBeVisible();
  await scan(page, 'teacher: Rubrics, none yet');
  if (shots) await shootBothSizes(page, shots, 'rubrics-empty');

  // The editor checks as the teacher types.
  await page.getByRole('link', { name: 'New rubric' }).click();
  await expect(page.getByRole('heading', { name: 'New rubric', level: 2 })).toBeVisible();
  const name = page.getByLabel('Rubric name');
  await name.fill('x');
  await name.fill('');
  await expect(page.getByText('Give the rubric a name.')).toBeVisible();
  await name.fill(RUBRIC);
  await expect(page.getByText('Give the rubric a name.')).toHaveCount(0);
  await page.getByLabel('Name of criterion 1').fill('Clear script');
  await fillLevels(page, 1, [
    ['Says what the chart shows', 1],
    ['Explains the trend', 2],
    ['Explains it in the pupil’s own words', 150],
  ]);
  await expect(page.getByText('Points are whole numbers from 0 to 100.')).toBeVisible();
  await scan(page, 'teacher: rubric editor with a message');
  await page.getByLabel('Points, level 3 of criterion 1').fill('3');
  await expect(page.getByText('Points are whole numbers from 0 to 100.')).toHaveCount(0);

  // A second criterion, by keyboard: the new criterion's name takes focus.
  await page.getByRole('button', { name: 'Add criterion' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name of criterion 2')).toBeFocused();
  await page.keyboard.type('Uses evidence');
  await fillLevels(page, 2, [
    ['Names the data', 1],
    ['Compares sources', 4],
    ['Explains the data', 2],
  ]);
  // Reordering: level 3 earlier (focus stays on the moved level's button), then criterion 2 up.
  await page.getByRole('button', { name: 'Move level 3 of criterion 2 earlier' }).click();
  await expect(page.getByLabel('Description, level 2 of criterion 2')).toHaveValue(
    'Explains the data',
  );
  await expect(
    page.getByRole('button', { name: 'Move level 2 of criterion 2 earlier' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Move criterion 2 up' }).click();
  await expect(page.getByLabel('Name of criterion 1')).toHaveValue('Uses evidence');
  await expect(page.getByText('2 of 10 criteria, up to 7 points in all')).toBeVisible();
  if (shots) await shootBothSizes(page, shots, 'rubric-editor');

  // On a phone the levels stand one under another and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await page.getByLabel('Description, level 1 of criterion 1').boundingBox();
  const second = await page.getByLabel('Description, level 2 of criterion 1').boundingBox();
  expect(second!.y).toBeGreaterThan(first!.y + first!.height);
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Save rubric' }).click();
  await expect(page).toHaveURL(/\/rubrics$/);
  const card = page.getByRole('article', { name: RUBRIC });
  await expect(card).toContainText('2 criteria, up to 7 points');
  const [saved] = await rubrics(page);
  expect(content(saved!)).toEqual([
    {
      name: 'Uses evidence',
      levels: [
        { description: 'Names the data', points: 1 },
        { description: 'Explains the data', points: 2 },
        { description: 'Compares sources', points: 4 },
      ],
    },
    {
      name: 'Clear script',
      levels: [
        { description: 'Says what the chart shows', points: 1 },
        { description: 'Explains the trend', points: 2 },
        { description: 'Explains it in the pupil’s own words', points: 3 },
      ],
    },
  ]);

  // Export CSV downloads the file; importing it back makes a new rubric with the same content.
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: `Export CSV of ${RUBRIC}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/rubric\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toMatch(/^\uFEFF?Criterion,Level,Description,Points/);

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a rubric from CSV' });
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Criterion,Level,Description,Points\nEvidence,1,Some,1\nEvidence,2,More,lots\n',
    ),
  });
  await expect(dialog.getByLabel('Name of the new rubric')).toHaveValue('broken');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/Line 3/);
  await scan(page, 'teacher: Import CSV with the line at fault');
  await dialog.getByLabel('Name of the new rubric').fill('');
  await file.setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByLabel('Name of the new rubric').fill(`${RUBRIC} (imported)`);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article', { name: `${RUBRIC} (imported)` })).toBeVisible();
  const all = await rubrics(page);
  const imported = all.find((r) => r.name === `${RUBRIC} (imported)`);
  expect(content(imported!)).toEqual(content(saved!));
  if (shots) await shootBothSizes(page, shots, 'rubrics-list');

  // The class link: the rubric and review before sharing; the card says both.
  await page.getByRole('link', { name: 'Back to Custom Links' }).click();
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: 'Create New Link' }),
  });
  await form.getByLabel('Link name').fill('Year 9 geography');
  await form.getByRole('button', { name: 'Generate a tracking ID' }).click();
  const trackingId = form.getByRole('textbox', { name: /^Tracking ID/ });
  await expect(trackingId).toHaveValue(/^[a-z0-9]{8}$/);
  const tid = await trackingId.inputValue();
  await form.getByRole('combobox', { name: 'Rubric (optional)' }).click();
  await expect(page.getByRole('option').first()).toHaveText('None');
  await page.getByRole('option', { name: RUBRIC, exact: true }).click();
  const review = form.getByRole('switch', { name: 'Review before sharing' });
  await review.check();
  await scan(page, 'teacher: link form with a rubric');
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await review.scrollIntoViewIfNeeded();
    await shootBothSizes(page, shots, 'link-form');
    await page.setViewportSize({ width: 390, height: 844 });
    await form.screenshot({ path: `${shots}/link-form-fields-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await form.getByRole('button', { name: 'Create Link' }).click();
  const linkCard = page.getByRole('article', { name: 'Year 9 geography' });
  await expect(linkCard).toContainText(`Rubric: ${RUBRIC}`);
  await expect(linkCard).toContainText('Review before sharing: On');
  const classHref = await linkCard.getByRole('link', { name: 'View class' }).getAttribute('href');
  const linkId = /\/links\/([^/]+)\/class/.exec(classHref!)![1]!;

  // Two pupils open the link; one starts a story and hands it in, the other does not start.
  const ada = await signedInPerson(browser, baseURL!, 'Ada Pupil');
  const bea = await signedInPerson(browser, baseURL!, 'Bea Pupil');
  for (const pupil of [ada, bea]) {
    const opened = await pupil.request.post('/api/custom-links/open', {
      data: { trackingId: tid },
      headers: origin(pupil),
    });
    expect(opened.status()).toBe(200);
  }
  const created = await ada.request.post('/api/stories', {
    data: {
      title: 'Rivers in flood',
      template: 'blank',
      trackingId: tid,
      slides: [{ id: 'slide-1-0', title: 'Slide 1', script: 'Rivers rise after storms.' }],
    },
    headers: origin(ada),
  });
  expect(created.status()).toBe(201);
  const storyId = ((await created.json()) as { _id: string })._id;
  const handedIn = await ada.request.post(`/api/stories/${storyId}/handins`, {
    data: { note: 'Finished' },
    headers: origin(ada),
  });
  expect(handedIn.status()).toBe(201);
  const { handinId } = (await handedIn.json()) as { handinId: string };

  // The class view: handed in, not scored yet; then scored 2 + 3 of 7.
  await linkCard.getByRole('link', { name: 'View class' }).click();
  const row = page.getByTestId('class-story-row');
  await expect(row).toContainText('Ada Pupil');
  await expect(row.getByTestId('class-progress')).toHaveText('Handed in');
  await expect(row).toContainText('Not scored');
  const [uses, clear] = saved!.criteria;
  const scored = await page.request.put(`/api/handins/${handinId}/scores`, {
    data: { levels: { [uses!.id]: 1, [clear!.id]: 2 } },
    headers: origin(page),
  });
  expect(scored.status()).toBe(200);
  await page.reload();
  await expect(row.getByText('5 / 7')).toBeVisible();
  await expect(
    row.getByRole('link', { name: /^Review Rivers in flood by Ada Pupil/ }),
  ).toHaveAttribute('href', `/class/${linkId}/review/${storyId}?handin=${handinId}`);
  const notStarted = page.getByTestId('class-not-started');
  await expect(notStarted).toContainText('Bea Pupil');
  await expect(notStarted).toContainText('Not started');
  await expect(notStarted).not.toContainText('Ada Pupil');
  await scan(page, 'teacher: class view with progress, score and not started');
  if (shots) await shootBothSizes(page, shots, 'class-view-feedback');

  // The markbook downloads.
  const scoresDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download scores (CSV)' }).click();
  const scores = await readFile((await (await scoresDownload).path())!, 'utf8');
  expect(scores).toContain('Status');
  expect(scores).toContain('Ada Pupil');
  expect(scores).toContain('Bea Pupil');

  // On a phone the class view's cards show the badge and the score too.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId('class-cards');
  await expect(cards.getByTestId('class-progress')).toHaveText('Handed in');
  await expect(cards).toContainText('Score: 5 / 7');
  await noSidewaysScroll(page);
  await scan(page, 'teacher: class view on a phone');

  await ada.context().close();
  await bea.context().close();
});
