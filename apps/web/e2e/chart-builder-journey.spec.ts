import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { expect, test } from './support/fixtures';
import {
  canvas,
  openEditor,
  pickSlide,
  readStory,
  savedCanvas,
  share,
  signIn,
  type CanvasObject,
} from './support/editor';
import {
  COUNTRIES,
  barsFromLibrary,
  boxOf,
  builder,
  dataTableRows,
  expectChartDrawn,
  expectChartPictured,
  meta,
  pupilCharts,
  rainfallCsv,
  reviewAndPlace,
} from './support/chartJourney';
import {
  meanDifference,
  pdfPage,
  pictureFile,
  videoFrame,
  type Box,
  type Pixels,
} from './support/chartPixels';

/*
 * Issue #28's "Done when" in one journey (docs/product/chart-builder.md): a pupil makes a bar chart
 * of three countries from a library chart's data, with a labelled point; inserts it, reopens it and
 * changes it; makes a line chart from a CSV of their own on a second slide; exports a PDF, a slide
 * deck and a narrated video, each showing both charts where they sit on their slides; and the
 * chart tutor's offline guide states facts that match the chart's data table. Then the same by
 * keyboard alone, and the build at a tablet's size. Figures (insert and export times) are logged.
 */

const run = promisify(execFile);
const SCRIPTS = [
  'Japan, China and India all live longer than in the year two thousand.',
  'In our own data, every town had one very wet year.',
];
const BAR_TITLE = 'Three countries live longer';
const NEW_TITLE = 'Japan, China and India live longer';
const LINE_TITLE = 'Rainfall in three towns';

function figure(name: string, ms: number) {
  console.info(`${name}: ${ms} ms`);
  test.info().annotations.push({ type: name, description: String(ms) });
}

async function createStory(page: Page): Promise<string> {
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Living longer',
      template: 'blank',
      slides: SCRIPTS.map((script, i) => ({ id: `slide-1-${i}`, title: `Slide ${i + 1}`, script })),
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

/** Where a video frame is compared with the slide's preview: the chart's box on the slide. */
const compared = (chart: CanvasObject): Box => boxOf(chart);

/** A number as the data table or the guide writes it ('1,234.5', '83.2'), or null. */
const numberIn = (text: string) => {
  const n = Number(text.replace(/,/g, ''));
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
};

/**
 * The guide's answer to "Which is the highest value?" (one line per series: "- Japan: highest
 * 84.56 years in 2020; lowest 81.08 years in 2000.") is computed from the data, so every figure
 * must be the data table's: each series' highest and lowest value and their years.
 */
function expectFactsMatchTable(answer: string, table: { headings: string[]; rows: string[][] }) {
  const facts = [
    ...answer.matchAll(/^- (.+): highest ([\d,.]+)\D*?(\d{4}); lowest ([\d,.]+)\D*?(\d{4})/gm),
  ];
  expect(facts.length, `the answer gives each series' extremes: ${answer}`).toBe(COUNTRIES.length);
  for (const [, name, high, highYear, low, lowYear] of facts) {
    // The table's columns: year, country, value.
    const rows = table.rows
      .filter((row) => row[1] === name)
      .map((row) => ({ year: row[0]!, value: numberIn(row[2]!)! }));
    expect(rows.length, `the table has rows for ${name}`).toBeGreaterThan(0);
    const highest = rows.reduce((a, b) => (b.value > a.value ? b : a));
    const lowest = rows.reduce((a, b) => (b.value < a.value ? b : a));
    expect([numberIn(high!), highYear], `${name}'s highest`).toEqual([highest.value, highest.year]);
    expect([numberIn(low!), lowYear], `${name}'s lowest`).toEqual([lowest.value, lowest.year]);
  }
}

/** Presses a control as a keyboard user does: focus, then Enter. */
async function press(page: Page, control: ReturnType<Page['locator']>, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

/** Picks `value` in a native list box by its arrow keys. */
async function choose(page: Page, select: ReturnType<Page['locator']>, value: string) {
  await select.focus();
  for (let step = 0; step < 20 && (await select.inputValue()) !== value; step++)
    await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

test.describe.configure({ timeout: 480_000 });
test.use({ actionTimeout: 30_000 });

test('a pupil makes two charts, changes one, exports them and asks the tutor about one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'chart-journey');
  const id = await createStory(page);
  await openEditor(page, id);
  // CHART_JOURNEY_DIR keeps the exported files and pictures there, for checking by eye.
  const kept = process.env.CHART_JOURNEY_DIR;
  const dir = kept ?? (await mkdtemp(path.join(tmpdir(), 'dsb-chart-journey-')));
  try {
    // 1. Bars of three countries from a library chart's data, with a labelled point.
    await barsFromLibrary(page, BAR_TITLE, 'mouse');
    figure('bar chart: click Insert until placed', await reviewAndPlace(page, 'Insert on slide'));
    const insertMs = await page.evaluate(
      () => performance.getEntriesByName('chart-insert').at(-1)?.duration ?? -1,
    );
    figure('bar chart: chart-insert measure', Math.round(insertMs));
    await expect.poll(async () => pupilCharts(await savedCanvas(page, id)).length).toBe(1);
    const [bars] = pupilCharts(await savedCanvas(page, id));
    expect(meta(bars!).chartSettings).toMatchObject({
      type: 'bar',
      title: BAR_TITLE,
      annotations: [{ kind: 'point', x: 2010, label: 'Ten years on' }],
    });
    expect(meta(bars!).chartSource).toMatchObject({ kind: 'evidence' });

    // 2. Reopened by double-click and changed: the slide shows the new title.
    const before = await canvas(page).screenshot();
    await page.getByTestId('tool-tab-text').click();
    const area = (await canvas(page).boundingBox())!;
    const middle = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    await page.mouse.click(middle.x, middle.y);
    await page.mouse.dblclick(middle.x, middle.y);
    await expect(builder(page).getByLabel('Chart type')).toHaveValue('bar');
    await builder(page).getByLabel('Title', { exact: true }).fill(NEW_TITLE);
    await reviewAndPlace(page, 'Update chart');
    await expect(
      page.getByRole('button', { name: `Chart: ${NEW_TITLE}`, exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    expect((await canvas(page).screenshot()).equals(before), 'the slide was redrawn').toBe(false);
    const changed = pupilCharts(await savedCanvas(page, id));
    expect(changed).toHaveLength(1);
    expect(meta(changed[0]!).chartSettings.title).toBe(NEW_TITLE);
    expect(JSON.stringify(changed[0]!.objects)).toContain(NEW_TITLE);
    expect(JSON.stringify(changed[0]!.objects)).not.toContain(BAR_TITLE);

    // 3. A CSV of the pupil's own, written here, made into a line chart on the second slide.
    await pickSlide(page, '#2 Slide 2');
    await page.getByTestId('tool-tab-makeChart').click();
    // The builder still holds the bar chart's data: the pupil starts again with their own.
    await builder(page).getByRole('button', { name: 'Use other data' }).click();
    const csvFile = path.join(dir, 'rainfall.csv');
    await writeFile(csvFile, rainfallCsv());
    await page.locator('input[type="file"]').setInputFiles(csvFile);
    await expect(builder(page).getByLabel('Chart type')).toHaveValue('line');
    await builder(page).getByLabel('Colour by').selectOption('Town');
    await builder(page).getByLabel('Title', { exact: true }).fill(LINE_TITLE);
    figure('line chart: click Insert until placed', await reviewAndPlace(page, 'Insert on slide'));
    await expect.poll(async () => pupilCharts(await savedCanvas(page, id, 1)).length).toBe(1);
    const [line] = pupilCharts(await savedCanvas(page, id, 1));
    expect(meta(line!).chartSettings).toMatchObject({ type: 'line', color: 'Town' });
    expect(meta(line!).chartSource).toMatchObject({ kind: 'upload', label: 'rainfall.csv' });
    const charts = [changed[0]!, line!];
    const series = [COUNTRIES.length, 3];

    // 4. The PDF: each slide's page shows its chart; the chart's description is selectable text.
    let started = Date.now();
    await share(page, 'PDF');
    const pdfDialog = page.getByRole('dialog', { name: 'PDF Preview' });
    await expect(pdfDialog.getByTestId('export-summary')).toHaveText(
      '4 pages: 2 slides and 2 script pages.',
      { timeout: 60_000 },
    );
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      pdfDialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = path.join(dir, 'story.pdf');
    await pdfDownload.saveAs(pdf);
    figure('PDF: Share to file saved', Date.now() - started);
    await pdfDialog.getByRole('button', { name: 'Close' }).click();
    const text = (await run('pdftotext', [pdf, '-'])).stdout.replace(/\s+/g, ' ');
    for (const script of SCRIPTS) expect(text).toContain(script);
    for (const [i, chart] of charts.entries()) {
      expect(text).toContain(`Chart: ${meta(chart).alt.slice(0, 80)}`);
      const pixels = await pdfPage(pdf, 2 * i + 1, path.join(dir, `pdf-${i}`));
      expectChartDrawn(pixels, chart, series[i]!, `PDF page ${2 * i + 1}`);
    }

    // 5. The slide deck: each slide a picture with the chart's description as its alt text.
    started = Date.now();
    await share(page, 'Slide deck (.pptx)');
    const deckDialog = page.getByRole('dialog', { name: 'Slide Deck Preview' });
    await expect(deckDialog.getByTestId('export-page')).toHaveCount(2, { timeout: 60_000 });
    const [deckDownload] = await Promise.all([
      page.waitForEvent('download'),
      deckDialog.getByRole('button', { name: 'Download slide deck (.pptx)' }).click(),
    ]);
    const deckFile = path.join(dir, 'deck.pptx');
    await deckDownload.saveAs(deckFile);
    figure('PPTX: Share to file saved', Date.now() - started);
    await page.keyboard.press('Escape');
    const zip = await JSZip.loadAsync(await readFile(deckFile));
    for (const [i, chart] of charts.entries()) {
      const slideXml = await zip.file(`ppt/slides/slide${i + 1}.xml`)!.async('string');
      const descr = /<p:pic>[\s\S]*?descr="([^"]*)"/.exec(slideXml)?.[1] ?? '';
      const alt = meta(chart).alt.slice(0, 80).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      // The chart is a picture of its own in the editable deck, with the chart's alt text.
      expect(descr, `slide ${i + 1}'s picture's alt text`).toContain(alt);
      const rels = await zip.file(`ppt/slides/_rels/slide${i + 1}.xml.rels`)!.async('string');
      const media = /Target="\.\.\/media\/([^"]+)"/.exec(rels)![1]!;
      const picture = path.join(dir, `deck-${media}`);
      await writeFile(picture, await zip.file(`ppt/media/${media}`)!.async('nodebuffer'));
      expectChartPictured(await pictureFile(picture), chart, series[i]!, `deck slide ${i + 1}`);
    }

    // 6. The narrated video: each slide's frames show its chart, as the slide's preview does.
    started = Date.now();
    await share(page, 'Video');
    const videoDialog = page.getByRole('dialog', { name: 'Video Preview' });
    await expect(videoDialog.getByTestId('export-page')).toHaveCount(2, { timeout: 60_000 });
    const popup = page.waitForEvent('popup', { timeout: 240_000 }).catch(() => null);
    await videoDialog.getByRole('button', { name: 'Generate Video' }).click();
    await expect(videoDialog.getByRole('link', { name: 'Open Video' })).toBeVisible({
      timeout: 240_000,
    });
    figure('video: Generate to ready', Date.now() - started);
    await (await popup)?.close();
    await page.keyboard.press('Escape');
    const [video] = (await (await page.request.get(`/api/videos/story/${id}`)).json()) as Array<{
      url: string;
    }>;
    const mp4 = path.join(dir, 'story.mp4');
    await writeFile(mp4, await (await page.request.get(video!.url)).body());
    const duration = Number(
      (
        await run('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'format=duration',
          '-of',
          'csv=p=0',
          mp4,
        ])
      ).stdout,
    );
    expect(duration).toBeGreaterThan(4);
    // The slides' own pictures: made when the pupil looks at All Slides.
    await page.getByRole('button', { name: 'All Slides' }).click();
    const previewsOf = async () =>
      (await readStory(page, id)).slides.map(
        (s) => (s as { previewImage?: string | null }).previewImage ?? null,
      );
    await expect
      .poll(async () => (await previewsOf()).every(Boolean), { timeout: 30_000 })
      .toBe(true);
    const previews = await previewsOf();
    const previewPixels: Pixels[] = [];
    for (const [i, url] of previews.entries()) {
      expect(url, `slide ${i + 1} has a preview`).toBeTruthy();
      const file = path.join(dir, `preview-${i}.png`);
      await writeFile(file, await (await page.request.get(url!)).body());
      previewPixels.push(await pictureFile(file));
    }
    for (const [i, at] of [0.5, duration - 0.5].entries()) {
      const chart = charts[i]!;
      expectChartDrawn(await videoFrame(mp4, at), chart, series[i]!, `video at ${at} s`);
      // Against the slide's own preview (as sharp as it): close, and closer than the other's.
      const soft = await videoFrame(mp4, at, true);
      const own = meanDifference(soft, previewPixels[i]!, compared(chart));
      const other = meanDifference(soft, previewPixels[1 - i]!, compared(chart));
      console.info(`video at ${at} s against previews: own ${own}, other ${other}`);
      expect(own).toBeLessThan(25);
      expect(own).toBeLessThan(other / 2);
    }

    // 7. The chart tutor's offline guide about the bar chart: its facts are the data table's.
    await openEditor(page, id);
    const table = await dataTableRows(page, new RegExp(`^Data table: Chart: ${NEW_TITLE}`));
    await page.getByRole('button', { name: `Chart: ${NEW_TITLE}`, exact: true }).click();
    await page.getByTestId('tool-tab-agent').click();
    const tutor = page.getByRole('region', { name: 'Chart tutor' });
    await tutor.getByRole('textbox', { name: 'Your message' }).fill('Which is the highest value?');
    await tutor.getByRole('button', { name: 'Send' }).click();
    const log = tutor.getByRole('log', { name: 'Chart tutor messages' });
    // The guide's reply, after the question and its "Thinking..." stand-in.
    const reply = async () =>
      (await log.innerText()).split('Which is the highest value?').at(-1)!.trim();
    await expect.poll(reply, { timeout: 30_000 }).toMatch(/^(?!Thinking)[\s\S]*\d/);
    const answer = await reply();
    console.info(`tutor: ${answer}\ntable: ${JSON.stringify(table.headings)} ${table.rows.length}`);
    expectFactsMatchTable(answer, table);
  } finally {
    if (!kept) await rm(dir, { recursive: true, force: true });
  }
});

test('by keyboard alone: the bar chart from library data, changed, and a line chart from a CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'chart-journey-keys');
  const id = await createStory(page);
  await openEditor(page, id);
  await barsFromLibrary(page, BAR_TITLE, 'keyboard');
  await reviewAndPlace(page, 'Insert on slide', 'keyboard');
  await expect.poll(async () => pupilCharts(await savedCanvas(page, id)).length).toBe(1);

  // Reopened from the object list and made a line chart.
  await press(page, page.getByRole('button', { name: `Chart: ${BAR_TITLE}`, exact: true }));
  await press(page, page.getByRole('button', { name: 'Edit this chart' }));
  const type = builder(page).getByLabel('Chart type');
  await expect(type).toHaveValue('bar');
  await type.focus();
  await page.keyboard.press('ArrowUp');
  await expect(type).toHaveValue('line');
  await reviewAndPlace(page, 'Update chart', 'keyboard');
  await expect
    .poll(async () => pupilCharts(await savedCanvas(page, id)).map((o) => meta(o).chartSettings))
    .toEqual([expect.objectContaining({ type: 'line', title: BAR_TITLE })]);

  // The second slide, the pupil's CSV through the upload button's file chooser.
  await press(page, page.getByRole('button', { name: 'Choose slide' }));
  await expect(page.getByRole('menuitem', { name: '#2 Slide 2' })).toBeVisible();
  await press(page, page.getByRole('menuitem', { name: '#2 Slide 2' }));
  await expect(page.getByText(SCRIPTS[1]!)).toBeVisible();
  await press(page, page.getByTestId('tool-tab-makeChart'));
  await press(page, builder(page).getByRole('button', { name: 'Use other data' }));
  const chooser = page.waitForEvent('filechooser');
  await press(page, page.getByRole('button', { name: 'Upload a CSV or Excel file' }));
  await (
    await chooser
  ).setFiles({ name: 'rainfall.csv', mimeType: 'text/csv', buffer: Buffer.from(rainfallCsv()) });
  await expect(builder(page).getByLabel('Chart type')).toHaveValue('line');
  await choose(page, builder(page).getByLabel('Colour by'), 'Town');
  await reviewAndPlace(page, 'Insert on slide', 'keyboard');
  await expect
    .poll(async () => pupilCharts(await savedCanvas(page, id, 1)).map((o) => meta(o).chartSource))
    .toEqual([expect.objectContaining({ kind: 'upload', label: 'rainfall.csv' })]);
});

test('on a tablet (820 x 1180) the bar chart is built from library data and inserted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, 'chart-journey-tablet');
  const id = await createStory(page);
  await openEditor(page, id);
  await barsFromLibrary(page, BAR_TITLE, 'mouse');
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow(), 'the builder scrolls sideways').toBeLessThanOrEqual(0);
  if (process.env.CHART_SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.CHART_SHOTS_DIR, 'journey-820.png') });
  await reviewAndPlace(page, 'Insert on slide');
  await expect.poll(async () => pupilCharts(await savedCanvas(page, id)).length).toBe(1);
  const [chart] = pupilCharts(await savedCanvas(page, id));
  expect(meta(chart!).chartSettings).toMatchObject({ type: 'bar', title: BAR_TITLE });
  // Fitted inside the slide's margins.
  const box = boxOf(chart!);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.left + box.width).toBeLessThanOrEqual(375);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
