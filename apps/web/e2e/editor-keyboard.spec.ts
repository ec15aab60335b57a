import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createStory, openEditor, savedCanvas, signIn } from './support/editor';

/**
 * The canvas by keyboard and alt text (issue #18 items 2 and 3): a slide built, arranged and
 * cleared with the keyboard, checked in the SAVED canvas state; the object list as screen readers
 * see it; alt text asked for an uploaded image.
 */

test.describe.configure({ timeout: 150_000 }); // the first chart search may wait for the seed

const announcer = (page: Page) => page.getByTestId('editor-announcer');
const objectList = (page: Page) => page.getByTestId('object-list');
const canvasHost = (page: Page) => page.getByTestId('slide-canvas');

/** Focuses a control and presses Enter, as Tab-ing to it would (without counting Tab presses). */
async function activate(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

async function expectCanvasFocused(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .toBe('slide-canvas');
}

const saved = async (page: Page, id: string) =>
  (await savedCanvas(page, id)).map((o) => ({
    type: o.type,
    left: o.left,
    top: o.top,
    scaleX: o.scaleX ?? 1,
    scaleY: o.scaleY ?? 1,
    text: o.text,
  }));

test('builds, moves, resizes, reorders and deletes with the keyboard alone', async ({ page }) => {
  await signIn(page, 'keyboard');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  await expect(objectList(page).getByText('Nothing here yet.')).toBeVisible();

  // A heading: added from the Text tab, it is selected with focus on the slide; Enter edits it.
  await activate(page.getByTestId('tool-tab-text'));
  await activate(page.getByRole('button', { name: 'Add Heading' }));
  await expectCanvasFocused(page);
  await expect(announcer(page)).toHaveText('Added Heading: Heading');
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Editing heading');
  await page.keyboard.type('Sea levels are rising');
  await page.keyboard.press('Escape');
  await expectCanvasFocused(page);
  const list = objectList(page).getByRole('list');
  await expect(list.getByRole('button', { pressed: true })).toHaveText(
    'Heading: Sea levels are rising',
  );

  // A rectangle from the Shapes tab.
  await activate(page.getByTestId('tool-tab-shapes'));
  await activate(page.getByRole('button', { name: 'Rectangle' }));
  await expectCanvasFocused(page);
  await expect(announcer(page)).toHaveText('Added Rectangle');

  // A chart from the Charts tab: search, open, Add to canvas.
  await activate(page.getByTestId('tool-tab-charts'));
  const panel = page.getByTestId('evidence-panel');
  const search = panel.getByRole('textbox', { name: 'Search for evidence' });
  await search.focus();
  await page.keyboard.type('sea level');
  await page.keyboard.press('Enter');
  const first = panel.getByTestId('evidence-result').first();
  await expect(first).toBeVisible({ timeout: 90_000 });
  await activate(first.getByRole('button', { name: /^Open / }));
  await activate(page.getByRole('dialog').getByRole('button', { name: 'Add to canvas' }));
  await expect(announcer(page)).toHaveText(/^Added Chart: .*sea/i);

  let objects = await savedCanvas(page, id);
  expect(objects.map((o) => o.type)).toEqual(['textbox', 'rect', 'image']);
  expect(objects[0]!.text).toBe('Sea levels are rising');
  const chart = objects[2]!.metadata as {
    alt: string;
    evidenceData: { label: string; description: string };
  };
  // The chart's alt text: its evidence's label, then its description.
  expect(chart.alt.startsWith(`${chart.evidenceData.label.trim()}`)).toBe(true);
  expect(chart.alt).toContain(chart.evidenceData.description.trim().slice(0, 40));
  const chartName = `Chart: ${chart.evidenceData.label.trim()}`;

  // The object list, as the accessibility tree has it: every object by name, back to front.
  await expect(page.getByRole('complementary', { name: 'Objects on this slide' })).toBeVisible();
  await expect(objectList(page).getByRole('list')).toMatchAriaSnapshot(`
    - list "Objects on this slide":
      - listitem:
        - 'button "Heading: Sea levels are rising" [pressed=false]'
      - listitem:
        - button "Rectangle" [pressed=false]
      - listitem:
        - 'button /^Chart: .+/ [pressed=true]'
        - 'button /^Data table: Chart: .+/'
        - 'button /^Edit alt text: Chart: .+/'
  `);
  const snapshot = await objectList(page).ariaSnapshot();
  expect(snapshot).toContain(chartName.slice(0, 40));

  // Escape deselects; Shift+Tab leaves the slide, Tab comes back and selects the first object.
  await canvasHost(page).focus();
  await page.keyboard.press('Escape');
  await expect(announcer(page)).toHaveText('Nothing selected');
  await page.keyboard.press('Shift+Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .not.toBe('slide-canvas');
  await page.keyboard.press('Tab');
  await expectCanvasFocused(page);
  await expect(announcer(page)).toHaveText('Heading: Sea levels are rising, 1 of 3, selected');

  // Move the heading: 3 px right, 10 px down.
  const before = (await saved(page, id))[0]!;
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  const movedLeft = Math.round(Number(before.left) + 3);
  const movedTop = Math.round(Number(before.top) + 10);
  await expect(announcer(page)).toHaveText(`Heading moved to ${movedLeft}, ${movedTop}`);

  // Tab to the rectangle and resize it: 2 px wider, 10 px taller.
  await page.keyboard.press('Tab');
  await expect(announcer(page)).toHaveText('Rectangle, 2 of 3, selected');
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await expect(announcer(page)).toHaveText('Rectangle resized to 102 by 110');

  objects = await savedCanvas(page, id);
  expect(objects[0]).toMatchObject({ type: 'textbox', text: 'Sea levels are rising' });
  expect(Math.round(Number(objects[0]!.left))).toBe(movedLeft);
  expect(Math.round(Number(objects[0]!.top))).toBe(movedTop);
  expect(objects[1]).toMatchObject({ type: 'rect', left: 100, top: 100 });
  expect(Number(objects[1]!.scaleX)).toBeCloseTo(1.02, 5);
  expect(Number(objects[1]!.scaleY)).toBeCloseTo(1.1, 5);

  // Reorder: Ctrl+] brings it forward (over the chart), Ctrl+Shift+[ sends it to the back.
  await page.keyboard.press('Control+]');
  await expect(announcer(page)).toHaveText('Rectangle brought forward');
  await expect
    .poll(async () => (await savedCanvas(page, id)).map((o) => o.type))
    .toEqual(['textbox', 'image', 'rect']);
  await page.keyboard.press('Control+Shift+[');
  await expect(announcer(page)).toHaveText('Rectangle sent to back');
  await expect
    .poll(async () => (await savedCanvas(page, id)).map((o) => o.type))
    .toEqual(['rect', 'textbox', 'image']);
  await expect(list.getByRole('button', { pressed: true })).toHaveText('Rectangle');

  // The chart's data table opens from the object list, in a dialog; Escape closes it.
  await activate(list.getByRole('button', { name: /^Data table: Chart: / }));
  const tableDialog = page.getByRole('dialog', { name: /^Data table: / });
  await expect(tableDialog.getByTestId('evidence-data-table')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(tableDialog).toHaveCount(0);

  // Choosing in the list selects on the canvas; the arrow keys then move it from there too.
  await activate(list.getByRole('button', { name: /^Chart: / }));
  await expect(announcer(page)).toHaveText(/^Chart: .*, 3 of 3, selected$/);
  // Delete removes it; focus stays in the list, on its neighbour.
  await page.keyboard.press('Delete');
  await expect(announcer(page)).toHaveText('Chart deleted');
  await expect
    .poll(async () => (await savedCanvas(page, id)).map((o) => o.type))
    .toEqual(['rect', 'textbox']);
  await expect(list.getByRole('button', { name: 'Heading: Sea levels are rising' })).toBeFocused();

  // Undo and redo work for keyboard edits as for mouse ones.
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => (await savedCanvas(page, id)).map((o) => o.type))
    .toEqual(['rect', 'textbox', 'image']);
  await page.keyboard.press('Control+y');
  await expect
    .poll(async () => (await savedCanvas(page, id)).map((o) => o.type))
    .toEqual(['rect', 'textbox']);

  // Past the last object Tab leaves the slide: focus is never trapped.
  await canvasHost(page).focus();
  await activate(list.getByRole('button', { name: 'Heading: Sea levels are rising' }));
  await canvasHost(page).focus();
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .not.toBe('slide-canvas');
});

test('an uploaded image asks for alt text, reminds when it is empty, and keeps it', async ({
  page,
}) => {
  await signIn(page, 'alt-text');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  await activate(page.getByTestId('tool-tab-images'));

  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1971c2';
    ctx.fillRect(0, 0, 120, 80);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (
    await chooser
  ).setFiles({ name: 'wave.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });

  const dialog = page.getByRole('dialog', { name: 'Describe the image' });
  const field = dialog.getByRole('textbox', { name: 'Alt text (optional)' });
  await expect(field).toBeFocused();
  // Empty: a reminder first, and the button says it goes on without.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('No alt text yet');
  await expect(dialog.getByRole('button', { name: 'Continue without alt text' })).toBeVisible();
  await field.fill('A blue rectangle standing for the sea');
  await dialog.getByRole('button', { name: 'Add image' }).click();

  await expect(announcer(page)).toHaveText('Added Image: A blue rectangle standing for the sea');
  await expect
    .poll(async () => (await savedCanvas(page, id)).map((o) => o.metadata))
    .toEqual([
      expect.objectContaining({ source: 'upload', alt: 'A blue rectangle standing for the sea' }),
    ]);

  // Edited from the object list.
  await activate(
    objectList(page).getByRole('button', {
      name: 'Edit alt text: Image: A blue rectangle standing for the sea',
    }),
  );
  const edit = page.getByRole('dialog', { name: 'Image alt text' });
  await edit.getByRole('textbox', { name: 'Alt text (optional)' }).fill('Blue sea');
  await edit.getByRole('button', { name: 'Save alt text' }).click();
  await expect(announcer(page)).toHaveText('Alt text saved for image');
  await expect
    .poll(async () => (await savedCanvas(page, id))[0]!.metadata)
    .toMatchObject({ alt: 'Blue sea' });
  await expect(
    objectList(page).getByRole('button', { name: 'Image: Blue sea', exact: true }),
  ).toBeVisible();
});
