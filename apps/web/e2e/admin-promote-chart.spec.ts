import type { EvidenceItem } from '@dsb/core';
import { expect, test } from './support/fixtures';
import { signInAsAdmin, uniquePrefix } from './support/admin';
import { signedInPerson } from './support/people';
import { createStory } from './support/myStories';
import { shot } from './support/manageEvidence';

/**
 * An admin promotes a pupil's saved chart into the evidence library from Manage Evidence &
 * Articles (docs/product/admin-evidence.md, "Pupils' saved charts"). The pupil's chart is saved
 * through the API, as the chart builder saves it.
 */
test("an admin adds a pupil's saved chart to the library, where search finds it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Swifts ${uniquePrefix('nest')}`;
  const pupil = await signedInPerson(browser, baseURL!, 'Pupil Plotter');
  const storyId = await createStory(pupil, baseURL!, { title: 'Birds in town' });
  const saved = await pupil.request.post(`/api/stories/${storyId}/saved-charts`, {
    headers: { origin: baseURL! },
    data: {
      chartData: {
        columns: [
          { name: 'Year', title: 'Year', unit: null, type: 'date' },
          { name: 'Nests', title: 'Nests', unit: null, type: 'number' },
        ],
        rows: [
          [2019, 12],
          [2020, 18],
          [2021, 25],
          [2022, 31],
        ],
      },
      chartSource: { kind: 'typed', label: '', url: null, evidenceId: null },
      chartSettings: {
        type: 'line',
        x: 'Year',
        y: ['Nests'],
        color: null,
        filters: [],
        sort: 'none',
        logScale: false,
        title,
        xTitle: '',
        yTitle: '',
        unit: '',
        sourceLine: '',
        annotations: [],
        palette: 'okabe-ito',
        dismissedWarnings: [],
      },
      altText: 'Line chart: swift nests rose from 12 in 2019 to 31 in 2022.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await pupil.context().close();

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await page.goto('/admin/manage-data');
    await page.getByRole('button', { name: "Show pupils' saved charts" }).click();
    const card = page.getByTestId('pupil-chart-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: /swift nests rose/ })).toBeVisible();
    await expect(card).toContainText('Source: My data');
    await expect(card).toContainText('From the story "Birds in town"');
    await card.scrollIntoViewIfNeeded();
    // No sideways scrolling at either width; ADMIN_SHOTS_DIR keeps the screens to look at.
    await shot(page, `pupil-charts-${viewport.width}`);
    if (viewport.width < 1000) break;
    await card.getByRole('button', { name: `Add "${title}" to the evidence library` }).click();
    await expect(page.getByText('The chart was added to the evidence library.')).toBeVisible();
    await expect(card.getByText('In the library')).toBeVisible();
  }

  const found = await page.request.get(`/api/evidence/search?query=${encodeURIComponent(title)}`);
  const items = (await found.json()) as EvidenceItem[];
  expect(items.find((item) => item.label === title)).toMatchObject({
    altText: 'Line chart: swift nests rose from 12 in 2019 to 31 in 2022.',
    sourceLabel: 'My data',
  });
});
