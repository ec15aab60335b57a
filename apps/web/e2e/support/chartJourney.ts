import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { createStory, openEditor, signIn, type CanvasObject } from './editor';
import { boxStats, type Box, type Pixels } from './chartPixels';

/**
 * Steps of chart-builder-journey.spec.ts (issue #28's "Done when"): a library chart's data made
 * into the pupil's own bar chart, a CSV made into a line chart, read back from the saved story.
 */

export const builder = (page: Page) => page.getByTestId('chart-builder');

export type ChartMeta = {
  chartSettings: { title: string; type: string } & Record<string, unknown>;
  chartSource: Record<string, unknown>;
  chartData: { columns: Array<{ name: string; title: string }>; rows: unknown[][] };
  chartSpec: Record<string, unknown>;
  alt: string;
};
export const meta = (o: CanvasObject) => o.metadata as ChartMeta;
export const pupilCharts = (objects: CanvasObject[]) =>
  objects.filter((o) => (o.metadata as { source?: string } | undefined)?.source === 'pupilChart');

/** Where a chart sits on the slide (its saved corner, size and scale). */
export function boxOf(o: CanvasObject): Box {
  const n = (key: string, fallback: number) =>
    typeof o[key] === 'number' ? (o[key] as number) : fallback;
  return {
    left: n('left', 0),
    top: n('top', 0),
    width: n('width', 0) * n('scaleX', 1),
    height: n('height', 0) * n('scaleY', 1),
  };
}

/** The colours the chart's series are drawn in (its colour scale), as many as it has series. */
export function seriesColours(o: CanvasObject, series: number): string[] {
  const found: string[] = [];
  JSON.stringify(meta(o).chartSpec, (key, value: unknown) => {
    if (key === 'range' && Array.isArray(value) && found.length === 0)
      found.push(...value.filter((v): v is string => typeof v === 'string' && v.startsWith('#')));
    return value;
  });
  expect(found.length).toBeGreaterThanOrEqual(series);
  return found.slice(0, series);
}

/** The three countries charted, and the two the pupil takes out. */
export const COUNTRIES = ['Japan', 'China', 'India'] as const;
const LEFT_OUT = ['South Africa', 'Nigeria'] as const;

/** Searches the Charts tab for the five countries' life expectancy and opens the chart's window. */
async function openLibraryChart(page: Page) {
  const panel = page.getByTestId('evidence-panel');
  const box = panel.getByRole('textbox', { name: 'Search for evidence' });
  await box.fill('life expectancy Japan China India');
  await box.press('Enter');
  const item = panel
    .getByTestId('evidence-result')
    .filter({ hasText: 'Life expectancy in Japan, China, India' })
    .first();
  await expect(item).toBeVisible({ timeout: 60_000 });
  return item.getByRole('button', { name: /^Open / });
}

const makeOwn = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Make your own chart from this data' });

type By = 'mouse' | 'keyboard';

/** Presses a control with the mouse, or as a keyboard user does (focus, then a key). */
const pressBy =
  (page: Page, by: By) =>
  async (locator: Locator, key = 'Enter') => {
    if (by === 'mouse') return locator.click();
    await locator.focus();
    await page.keyboard.press(key);
  };

/** The five countries' life expectancy from the library, opened in the chart builder. */
export async function libraryDataInBuilder(page: Page, by: By = 'mouse') {
  const press = pressBy(page, by);
  await press(await openLibraryChart(page));
  await press(makeOwn(page));
  // The builder is loaded when first opened: allow for a busy runner.
  await expect(builder(page)).toBeVisible({ timeout: 30_000 });
}

/**
 * The library chart's data in the builder, made into bars of Japan, China and India from 2000 to
 * 2020 with a labelled point, titled `title`: with the mouse, or by keyboard alone.
 */
export async function barsFromLibrary(page: Page, title: string, by: By) {
  const panel = builder(page);
  const press = pressBy(page, by);
  const type = async (locator: Locator, text: string) => {
    if (by === 'mouse') return locator.fill(text);
    await locator.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  };
  await libraryDataInBuilder(page, by);
  await expect(panel.getByLabel('Source line')).toHaveValue(/^Source: World Bank/);
  const chartType = panel.getByLabel('Chart type');
  if (by === 'mouse') await chartType.selectOption('bar');
  else {
    await chartType.focus();
    // A native list box: the arrow keys step through its options.
    while ((await chartType.inputValue()) !== 'bar') await page.keyboard.press('ArrowDown');
  }
  await press(panel.getByRole('button', { name: 'Filters' }));
  for (const name of LEFT_OUT) {
    const box = panel.getByRole('checkbox', { name });
    await press(box, 'Space');
    await expect(box).not.toBeChecked();
  }
  await type(panel.getByLabel('Year from'), '2000');
  await type(panel.getByLabel('Year to'), '2020');
  await press(panel.getByRole('button', { name: 'Notes on the chart' }));
  await press(panel.getByRole('button', { name: 'Add a labelled point' }));
  await type(panel.getByLabel('Label'), 'Ten years on');
  await type(panel.getByLabel('At x'), '2010');
  await type(panel.getByLabel('Title', { exact: true }), title);
  await expect(panel.getByTestId('chart-preview').getByRole('img')).toBeVisible();
}

/** Review and insert (or update): the drafted alt text is shown, then the chart is placed. */
export async function reviewAndPlace(
  page: Page,
  button: 'Insert on slide' | 'Update chart',
  by: 'mouse' | 'keyboard' = 'mouse',
): Promise<number> {
  const review = page.getByRole('button', { name: 'Review and insert' });
  const place = page.getByRole('button', { name: button });
  const alt = page.getByRole('textbox', { name: 'Alt text' });
  if (by === 'mouse') await review.click();
  else {
    await review.focus();
    await page.keyboard.press('Enter');
  }
  await expect(alt).toHaveValue(/chart/i);
  const started = Date.now();
  if (by === 'mouse') await place.click();
  else {
    await place.focus();
    await page.keyboard.press('Enter');
  }
  await expect(review).toBeVisible();
  return Date.now() - started;
}

/** Rainfall in three towns, 2010-2020: the pupil's own file, with one clear wettest year each. */
export function rainfallCsv(): string {
  const towns = { Ashby: 600, Brook: 750, Caldew: 900 } as const;
  const lines = ['Year,Town,Rainfall (mm)'];
  Object.entries(towns).forEach(([town, base], t) => {
    for (let year = 2010; year <= 2020; year++) {
      const wettest = year === 2013 + 3 * t;
      lines.push(`${year},${town},${base + ((year * 7 + t * 13) % 40) + (wettest ? 150 : 0)}`);
    }
  });
  return `${lines.join('\n')}\n`;
}

/** The rows of the open data table dialog, as its cells read. */
export async function dataTableRows(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: /^Data table: / });
  const table = dialog.getByRole('table');
  await expect(table).toBeVisible();
  const headings = await table.getByRole('columnheader').allInnerTexts();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  return { headings: headings.map((h) => h.split('\n')[0]!.trim()), rows };
}

/** The chart on a slide of an exported picture: drawn where it sits, in its own colours. */
export function expectChartDrawn(
  pixels: Pixels,
  chart: CanvasObject,
  series: number,
  what: string,
) {
  const box = boxOf(chart);
  const stats = boxStats(pixels, box, seriesColours(chart, series));
  console.info(`${what}: ${JSON.stringify(stats)}`);
  expect(stats.inked, `${what}: the chart's box is not blank`).toBeGreaterThan(0.04);
  for (const [colour, count] of Object.entries(stats.colours))
    expect(count, `${what}: the series colour ${colour}`).toBeGreaterThan(150);
  // Nothing else is on the slide: above the chart it is white.
  const above: Box = { left: 0, top: 0, width: 375, height: box.top - 4 };
  expect(boxStats(pixels, above).inked, `${what}: above the chart`).toBeLessThan(0.005);
}

/**
 * A picture of the chart alone (the editable slide deck's picture of it, stretched to the slide's
 * size when read): inked, with every series' colour.
 */
export function expectChartPictured(
  pixels: Pixels,
  chart: CanvasObject,
  series: number,
  what: string,
) {
  const stats = boxStats(
    pixels,
    { left: 0, top: 0, width: 375, height: 667 },
    seriesColours(chart, series),
  );
  console.info(`${what}: ${JSON.stringify(stats)}`);
  expect(stats.inked, `${what}: the picture is not blank`).toBeGreaterThan(0.04);
  for (const [colour, count] of Object.entries(stats.colours))
    expect(count, `${what}: the series colour ${colour}`).toBeGreaterThan(150);
}

/** A new one-slide story of a new pupil, open in the editor on the Make a chart tab; its id. */
export async function openChartBuilder(page: Page, user: string): Promise<string> {
  await signIn(page, user);
  const id = await createStory(page, 1);
  await openEditor(page, id);
  await page.getByTestId('tool-tab-makeChart').click();
  return id;
}

/** Types a two-column table by hand (headings, then one row per pair) and uses it. */
export async function typeTable(page: Page, headings: [string, string], rows: string[][]) {
  await page.getByRole('button', { name: 'Type a table' }).click();
  for (const [i, heading] of headings.entries())
    await page.getByRole('textbox', { name: `Heading of column ${i + 1}` }).fill(heading);
  for (const [i, row] of rows.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add a row' }).click();
    for (const [j, cell] of row.entries())
      await page.getByRole('textbox', { name: `Row ${i + 1}, column ${j + 1}` }).fill(cell);
  }
  await page.getByRole('button', { name: 'Use this table' }).click();
}
