import { expect, test } from './support/fixtures';
import {
  signIn,
  createStory,
  readStory,
  searchBox,
  results,
  counter,
  detail,
  saveStatus,
  search,
  openResearch,
  foundCount,
  expectAllLabels,
} from './support/evidence';
import { screenSettled } from './support/screen';

test('the research page searches by itself with the big question, or "data"', async ({ page }) => {
  test.setTimeout(120_000); // the first test may meet a server still warming up
  await signIn(page);
  const id = await createStory(page, 'Is the sea level rising?');
  await openResearch(page, id);
  await expect(page.getByTestId('research-title')).toHaveText('Evidence story');
  await expect(searchBox(page)).toHaveValue('Is the sea level rising?');
  await expect(counter(page)).toHaveText(/^Found \d+ data chart\(s\)$/, { timeout: 30_000 });
  await expect(results(page).first()).toContainText(/sea level/i);
  await expect(page.getByTestId('thumbnail-progress')).toHaveCount(0); // every thumbnail arrived
  expect(await results(page).count()).toBeLessThanOrEqual(10);

  const plain = await createStory(page);
  await openResearch(page, plain);
  await expect(searchBox(page)).toHaveValue('data');
  await expect(counter(page)).toHaveText(/^Found \d+ data chart\(s\)$/);
});

test('basic and advanced search, paging, and no gear menu for students', async ({ page }) => {
  await signIn(page);
  await openResearch(page, await createStory(page));
  await expect(counter(page)).toBeVisible();

  await search(page, 'forest');
  await expect(counter(page)).toHaveText('Found 3 data chart(s)');
  await expectAllLabels(results(page), /forest/i);

  // Shift+Enter starts a new line instead of searching.
  await searchBox(page).fill('ice');
  await searchBox(page).press('Shift+Enter');
  await expect(searchBox(page)).toHaveValue('ice\n');
  await expect(counter(page)).toHaveText('Found 3 data chart(s)');

  await page.getByText('Advanced', { exact: true }).click();
  await search(page, 'how fast is the ocean rising');
  await expect(results(page).first()).toContainText(/sea level/i);
  await page.getByText('Basic', { exact: true }).click();
  await search(page, 'data');
  const total = await foundCount(page);
  expect(total).toBeGreaterThan(10);
  await expect(results(page)).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  const pageCount = Math.ceil(total / 10);
  expect(pageCount).toBeLessThanOrEqual(7); // so every page number shows
  await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(pageCount);
  const firstLabel = await results(page).first().textContent();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(results(page).first()).not.toHaveText(firstLabel!);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await expect(page.getByRole('button', { name: /^Evidence actions/ })).toHaveCount(0);
});

test('no results offers Clear search; a long query suggests its key terms', async ({ page }) => {
  await signIn(page);
  await openResearch(page, await createStory(page));
  await expect(counter(page)).toBeVisible();

  await search(page, 'xyzzyq');
  await expect(page.getByText('No data charts found matching "xyzzyq"')).toBeVisible();
  await expect(page.getByTestId('long-query-hint')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByText(/No data charts found/)).toHaveCount(0);

  const long =
    'what zorblax quibbleflit snarfwidget blimpkin frozzle wumpering glorptastic sniggle';
  await search(page, long);
  await expect(page.getByText(`No data charts found matching "${long}"`)).toBeVisible();
  const hint = page.getByTestId('long-query-hint');
  await expect(hint).toContainText(
    'Your search query is quite long. Try a simpler search with just the key terms.',
  );
  const terms = hint.getByRole('group', { name: 'Suggested search terms' }).getByRole('button');
  await expect(terms).toHaveText(['zorblax', 'quibbleflit', 'snarfwidget', 'blimpkin', 'frozzle']);
  await terms.first().click();
  await expect(searchBox(page)).toHaveValue('zorblax');
  await expect(page.getByText('No data charts found matching "zorblax"')).toBeVisible();
});

test('the detail modal zooms, explains the chart and shows its data', async ({ page }) => {
  await signIn(page);
  await openResearch(page, await createStory(page));
  await search(page, 'sea level');
  // By name, not by rank: the ranking is the search's business (the sea level series is a line).
  const seaLevel = results(page).filter({ hasText: 'Global average sea level change' }).first();
  const label = (await seaLevel.getByTestId('evidence-label').textContent())!;
  await seaLevel.getByTestId('evidence-label').click();
  const dialog = detail(page);
  await expect(dialog.getByRole('heading', { name: label })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Line chart/ })).toBeVisible();

  const level = dialog.getByTestId('zoom-level');
  await expect(level).toHaveText('100%');
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('120%');
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('100%');
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('144%');
  // Drag to pan: the content moves with the pointer.
  const frame = dialog.getByTestId('evidence-zoom-frame');
  const content = dialog.getByTestId('evidence-zoom-content');
  const before = await content.getAttribute('style');
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 25, { steps: 4 });
  await page.mouse.up();
  expect(await content.getAttribute('style')).not.toBe(before);
  await dialog.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(level).toHaveText('100%');
  await page.mouse.move(box.x + 100, box.y + 100);
  await page.mouse.wheel(0, -200);
  await expect(level).not.toHaveText('100%');
  await dialog.getByRole('button', { name: 'Reset zoom' }).click();

  const texts = dialog.getByRole('button', { name: 'Description and Research' });
  await expect(texts).toHaveAttribute('aria-expanded', 'false');
  await texts.click();
  await expect(texts).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByTestId('evidence-texts')).toContainText('Research');
  const source = dialog.getByTestId('evidence-texts').getByRole('link');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await expect(source).toHaveAttribute('href', /^https:\/\//);

  await dialog.getByRole('switch', { name: 'Show data' }).click();
  const table = dialog.getByTestId('evidence-data-table');
  await expect(table.getByRole('columnheader', { name: /Year/ })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(10);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('saving from the list and the modal keeps charts with the story', async ({ page }) => {
  await signIn(page);
  const id = await createStory(page);
  await openResearch(page, id);
  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByTestId('saved-empty')).toContainText(
    'You have no data charts saved. Use this icon',
  );
  await page.getByRole('tab', { name: 'Search' }).click();
  await search(page, 'sea level');
  const first = results(page).nth(0);
  const second = results(page).nth(1);
  const firstLabel = (await first.getByTestId('evidence-label').textContent())!;
  const secondLabel = (await second.getByTestId('evidence-label').textContent())!;

  await first.getByRole('button', { name: 'Save Data Chart' }).click();
  await expect(first.getByRole('button', { name: 'Remove Data Chart' })).toBeVisible();
  await second.getByTestId('evidence-label').click();
  await detail(page).getByRole('button', { name: 'Save Data Chart' }).click();
  await expect(detail(page).getByRole('button', { name: 'Remove Data Chart' })).toBeVisible();
  await detail(page).getByRole('button', { name: 'Close' }).click();
  await expect(saveStatus(page)).toHaveText('Saved');

  const stored = (await readStory(page, id)).savedEvidence;
  expect(stored.map((e) => e.label)).toEqual([secondLabel, firstLabel]);
  expect(Object.keys(stored[0]!).sort()).toEqual(
    [
      '_id',
      'description',
      'imageURL',
      'label',
      'sourceLabel',
      'sourceURL',
      'topicTagStatic',
    ].sort(),
  );

  await page.reload();
  await page.getByRole('tab', { name: 'Saved (2)' }).click();
  const saved = page.getByTestId('saved-evidence');
  await expect(saved).toHaveCount(2);
  await expect(saved.first().getByRole('button', { name: 'Analyze' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Search saved evidence' }).fill('satellites');
  await expect(saved).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search saved evidence' }).fill('');
  await saved
    .filter({ hasText: firstLabel })
    .getByRole('button', { name: `Remove ${firstLabel} from saved` })
    .click();
  await expect(saved).toHaveCount(1);
  await expect(saveStatus(page)).toHaveText('Saved');
  await page.reload();
  await page.getByRole('tab', { name: 'Saved (1)' }).click();
  await expect(saved).toContainText(secondLabel);
});

test('without a story the page is Research Mode and saving is off', async ({ page }) => {
  await signIn(page);
  await openResearch(page);
  await expect(page.getByTestId('research-title')).toHaveText('Research Mode');
  await search(page, 'glacier');
  await expect(
    results(page).first().getByRole('button', { name: 'Save Data Chart' }),
  ).toBeDisabled();
  await results(page).first().getByTestId('evidence-label').click();
  await expect(detail(page).getByTestId('research-mode-note')).toContainText('Research Mode');
  await page.keyboard.press('Escape');
  await page.getByText('Create', { exact: true }).click();
  await expect(page).toHaveURL(/\/grid$/);

  // A story that cannot be loaded sends the student to the grid.
  await page.goto('/researcher?story=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/grid$/);
});

test('choosing a prompt lists its topic; Create goes back to the editor', async ({ page }) => {
  await signIn(page);
  // The story's own question, not the prompt the home page shows by default (or chose last).
  const id = await createStory(page, 'Why do our storm drains flood every spring?');
  await page.goto(`/researcher?story=${id}&slide=0`);
  await expect(counter(page)).toBeVisible();
  await expect(page.getByTestId('research-big-question')).toHaveText(
    'Big question: Why do our storm drains flood every spring?',
  );
  await page.getByRole('combobox', { name: 'Choose another prompt' }).click();
  await page
    .getByRole('option', { name: /renewable/i })
    .first()
    .click();
  await expect(page.getByTestId('research-big-question')).toContainText(/renewable/i);
  await expect(searchBox(page)).toHaveValue('energy');
  await expect(counter(page)).toHaveText('Found 7 data chart(s)');

  await page.getByText('Create', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tool\\?slide=0&story=${id}$`));
});

test('search failures fall back, and say so when nothing answers', async ({ page }) => {
  await signIn(page);
  await openResearch(page, await createStory(page));
  await expect(counter(page)).toBeVisible();
  // The search call fails: the text-search fallback answers.
  await page.route('**/api/evidence/search?**', (route) => route.abort());
  await search(page, 'plastic');
  await expect(counter(page)).toHaveText('Found 2 data chart(s)');
  // Everything fails: the search call's message, with a warning icon.
  await page.route('**/api/evidence/search?**', (route) => route.fulfill({ json: { no: 1 } }));
  await page.route('**/api/evidence/text-search?**', (route) => route.abort());
  await page.route(/\/api\/evidence(\?.*)?$/, (route) => route.abort());
  await search(page, 'oil');
  await expect(page.getByRole('alert')).toHaveText('Invalid response format from search API');
});

test('thumbnails are counted while they load', async ({ page }) => {
  await signIn(page);
  await openResearch(page, await createStory(page));
  await expect(counter(page)).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/files/charts/**', async (route) => {
    await held;
    await route.continue();
  });
  await search(page, 'population');
  await expect(page.getByTestId('thumbnail-progress')).toHaveText(
    /^Loading data charts: 0 of \d+$/,
  );
  release();
  await expect(page.getByTestId('thumbnail-progress')).toHaveCount(0);
});

test('Guide Me shows the evidence guide', async ({ page }) => {
  await signIn(page);
  await openResearch(page, await createStory(page));
  await page.getByRole('tab', { name: 'Guide Me' }).click();
  const frame = page.frameLocator('iframe[title="Guide: finding evidence"]');
  await expect(
    frame.getByRole('heading', { name: 'How to find evidence for your story' }),
  ).toBeVisible();
  await expect(page.getByText('Loading guide...')).toHaveCount(0);
});

test('looks right on a laptop and a phone', async ({ page }, testInfo) => {
  await signIn(page);
  await openResearch(page, await createStory(page, 'How fast is the sea level rising?'));
  await expect(counter(page)).toBeVisible();
  await expect(page.getByTestId('thumbnail-progress')).toHaveCount(0);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`research-${width}.png`) });
    await results(page).first().getByTestId('evidence-label').click();
    await expect(detail(page).getByTestId('zoom-level')).toBeVisible();
    await screenSettled(page); // the modal's opening transition
    await page.screenshot({ path: testInfo.outputPath(`detail-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(detail(page)).toHaveCount(0);
  }
});

test('an admin edits a title and deletes a chart; a saved copy says it was removed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await createStory(page);
  await openResearch(page, id);
  await search(page, 'transistor');
  const item = results(page).first();
  const label = (await item.getByTestId('evidence-label').textContent())!;

  await item.getByRole('button', { name: `Evidence actions for ${label}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Evidence' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Evidence' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Transistors on one chip (edited)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Evidence updated successfully')).toBeVisible();
  await expect(item.getByTestId('evidence-label')).toHaveText('Transistors on one chip (edited)');
  await item.getByRole('button', { name: 'Save Data Chart' }).click();
  await expect(saveStatus(page)).toHaveText('Saved');

  await item
    .getByRole('button', { name: 'Evidence actions for Transistors on one chip (edited)' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete Evidence' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Evidence' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this evidence item? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Evidence deleted successfully')).toBeVisible();
  await expect(results(page).filter({ hasText: 'Transistors on one chip' })).toHaveCount(0);
  await search(page, 'transistors chip');
  await expect(page.getByTestId('evidence-label')).not.toContainText([
    'Transistors on one chip (edited)',
  ]);

  await page.getByRole('tab', { name: 'Saved (1)' }).click();
  await page.getByTestId('saved-evidence').getByText('Transistors on one chip (edited)').click();
  await expect(detail(page).getByText('This chart was removed from the library.')).toBeVisible();
});
