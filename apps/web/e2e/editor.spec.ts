import {
  canvasPixels,
  clickCanvas,
  createStory,
  dragOnCanvas,
  openEditor,
  pickSlide,
  readStory,
  saveStatus,
  savedCanvas,
  signIn,
  uploadImage,
} from './support/editor';
import { expect, test } from './support/fixtures';

test('builds a slide with text, shapes and drawing that survives switching, exit and reopening', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await createStory(page, 2);
  await openEditor(page, id);

  // Header, breadcrumb and panels.
  await expect(page.getByRole('button', { name: 'Exit Story' })).toBeVisible();
  await expect(page.getByText('Create', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Slides' })).toBeVisible();
  await expect(page.getByTestId('slide-title')).toHaveText('Slide 1');
  await expect(page.getByTestId('evidence-panel')).toBeVisible();
  await expect(page.getByPlaceholder('Add script for this slide...')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // Text.
  await page.getByTestId('tool-tab-text').click();
  await page.getByRole('button', { name: 'Add Heading' }).click();
  await page.getByRole('button', { name: 'Add Paragraph' }).click();
  await page.getByLabel('Font size').selectOption('32');
  await page.getByLabel('Text colour').fill('#ff0000');
  let objects = await savedCanvas(page, id);
  expect(objects.map((o) => o.type)).toEqual(['textbox', 'textbox']);
  expect(objects[0]).toMatchObject({ fontFamily: 'Arial', fontSize: 24, fontWeight: 'bold' });
  expect(objects[1]).toMatchObject({
    fontFamily: 'Arial',
    fontSize: 32,
    width: 300,
    lineHeight: 1.2,
    fill: '#ff0000',
  });

  // Shapes with their default fill, border and size.
  await page.getByTestId('tool-tab-shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await page.getByRole('button', { name: 'Circle' }).click();
  objects = await savedCanvas(page, id);
  expect(objects.map((o) => o.type)).toEqual(['textbox', 'textbox', 'rect', 'circle']);
  expect(objects[2]).toMatchObject({
    left: 100,
    top: 100,
    width: 100,
    height: 100,
    fill: '#007AFF',
    stroke: '#007AFF',
    strokeWidth: 2,
    opacity: 0.6,
  });
  expect(objects[3]).toMatchObject({ radius: 50, fill: '#007AFF' });

  // Layers, then undo and redo from the keyboard.
  await page.getByRole('button', { name: 'Send to Back' }).click();
  await expect.poll(async () => (await savedCanvas(page, id))[0]!.type).toBe('circle');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await savedCanvas(page, id))[0]!.type).toBe('textbox');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(async () => (await savedCanvas(page, id))[0]!.type).toBe('circle');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await savedCanvas(page, id))[0]!.type).toBe('textbox');
  await page.keyboard.press('Control+y');
  objects = await savedCanvas(page, id);
  expect(objects.map((o) => o.type)).toEqual(['circle', 'textbox', 'textbox', 'rect']);

  // Copy and paste 20 px further, nudge 1 px, then delete the copy.
  await clickCanvas(page, 150, 150); // the rectangle (the circle is behind it now)
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await page.keyboard.press('ArrowRight');
  objects = await savedCanvas(page, id);
  expect(objects).toHaveLength(5);
  expect(objects[4]).toMatchObject({ type: 'rect', left: 121, top: 120 });
  await page.keyboard.press('Delete');
  objects = await savedCanvas(page, id);
  expect(objects.map((o) => o.type)).toEqual(['circle', 'textbox', 'textbox', 'rect']);

  // Draw a pen stroke, then erase it.
  await page.getByTestId('tool-tab-draw').click();
  await page.getByRole('button', { name: 'Pen' }).click();
  await dragOnCanvas(page, [
    [60, 450],
    [150, 470],
    [250, 450],
    [320, 480],
  ]);
  objects = await savedCanvas(page, id);
  expect(objects.at(-1)).toMatchObject({
    type: 'path',
    stroke: 'rgba(0, 102, 255, 1)',
    strokeWidth: 2,
  });
  await page.getByRole('button', { name: 'Eraser' }).click();
  await clickCanvas(page, 150, 470);
  objects = await savedCanvas(page, id);
  expect(objects.map((o) => o.type)).toEqual(['circle', 'textbox', 'textbox', 'rect']);
  await page.getByTestId('tool-tab-text').click(); // leaving Draw turns drawing off

  // Script.
  await page.getByPlaceholder('Add script for this slide...').fill('Glaciers are shrinking.');
  await savedCanvas(page, id);
  expect((await readStory(page, id)).slides[0]!.script).toBe('Glaciers are shrinking.');

  // Switch to slide 2 and back: the objects come back.
  const area = page.getByTestId('slide-canvas');
  const before = await canvasPixels(page, area);
  await page.screenshot({ path: 'test-results/editor-slide.png' });
  await pickSlide(page, '#2 Slide 2');
  await expect(page).toHaveURL(new RegExp(`/tool\\?slide=1&story=${id}$`));
  await expect(page.getByTestId('slide-title')).toHaveText('Slide 2');
  await expect(page.getByPlaceholder('Add script for this slide...')).toHaveValue('');
  expect((await canvasPixels(page, area)).equals(before)).toBe(false);
  await pickSlide(page, '#1 Slide 1');
  await expect(page.getByTestId('slide-title')).toHaveText('Slide 1');
  await expect.poll(async () => (await canvasPixels(page, area)).equals(before)).toBe(true);
  const saved = await savedCanvas(page, id);
  expect(saved).toEqual(objects);

  // Exit and reopen: the slide looks exactly as it was left.
  await page.getByTestId('tool-tab-shapes').click();
  await page.getByRole('button', { name: 'Triangle' }).click();
  await page.keyboard.press('Escape');
  const beforeExit = await canvasPixels(page, area);
  await page.getByRole('button', { name: 'Exit Story' }).click();
  // Edited live, the story is often in the database already: then Exit leaves at once; otherwise
  // it says 'Saving your story...' and 'Saved successfully' first (exitFlow.test.ts).
  await expect(page).toHaveURL(/\/$/);
  const stored = (await readStory(page, id)).slides[0]!.canvasState;
  expect(stored.map((o) => o.type)).toEqual(['circle', 'textbox', 'textbox', 'rect', 'triangle']);
  await openEditor(page, id, 0);
  await expect.poll(async () => (await canvasPixels(page, area)).equals(beforeExit)).toBe(true);
});

test('editing the slide title, settings and going back to all slides', async ({ page }) => {
  await signIn(page);
  const id = await createStory(page, 2);
  await openEditor(page, id);

  await page.getByTestId('slide-title').click();
  await page.getByRole('textbox', { name: 'Slide title' }).fill('  Why ice melts  ');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('slide-title')).toHaveText('Why ice melts');
  await page.getByTestId('slide-title').click();
  await page.getByRole('textbox', { name: 'Slide title' }).fill('Never mind');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('slide-title')).toHaveText('Why ice melts');
  await page.getByRole('button', { name: 'Choose slide' }).click();
  await expect(page.getByRole('menuitem', { name: '#1 Why ice melts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('radio', { name: 'Maximum' }).check();
  await dialog.getByRole('tab', { name: 'Developer Only' }).click();
  await dialog.getByRole('checkbox', { name: 'Enable Headlines Feature' }).check();
  // Kept with the account (custom-links.spec.ts follows them to another browser).
  await expect
    .poll(async () => (await page.request.get('/api/me/settings')).json())
    .toMatchObject({ agentGuidance: 'maximum', headlinesEnabled: true });
  await page.keyboard.press('Escape');

  // Shortcuts: Ctrl+A and Escape; none while typing in the script; zoom.
  await page.getByTestId('tool-tab-shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await page.getByRole('button', { name: 'Circle' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Slide tools' });
  await page.keyboard.press('Escape');
  await expect(toolbar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Control+a');
  await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeVisible();
  const script = page.getByPlaceholder('Add script for this slide...');
  await script.click();
  await page.keyboard.type('Ice');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Control+a'); // selects the script's text, not the objects
  await page.keyboard.press('Delete');
  await expect(script).toHaveValue('');
  expect(await savedCanvas(page, id)).toHaveLength(2);
  await clickCanvas(page, 10, 600); // empty canvas: back to the slide
  await page.keyboard.press('Control+=');
  await expect(page.getByTestId('zoom-level')).toHaveText('110%');
  await page.keyboard.press('Control+-');
  await page.keyboard.press('Control+-');
  await expect(page.getByTestId('zoom-level')).toHaveText('91%');
  await page.keyboard.press('Control+0');
  await expect(page.getByTestId('zoom-level')).toHaveText('100%');

  await page.getByRole('button', { name: 'All Slides' }).click();
  await expect(page).toHaveURL(new RegExp(`/grid\\?story=${id}$`));
  expect((await readStory(page, id)).slides[0]!.title).toBe('Why ice melts');
});

test('a slide index past the end creates the slide', async ({ page }) => {
  await signIn(page);
  const id = await createStory(page, 1);
  await openEditor(page, id, 1);
  await expect(page.getByTestId('slide-title')).toHaveText('Slide 2');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect((await readStory(page, id)).slides.map((s) => s.title)).toEqual(['Slide 1', 'Slide 2']);

  await openEditor(page, id, 7); // further out: one slide is added and the address follows
  await expect(page).toHaveURL(new RegExp(`/tool\\?slide=2&story=${id}$`));
  await expect(page.getByTestId('slide-title')).toHaveText('Slide 3');
});

test('invalid addresses and other users’ stories go to the grid', async ({ page, browser }) => {
  await signIn(page, 'owner');
  const id = await createStory(page, 1);
  for (const slide of ['-1', 'two', '1.5']) {
    await page.goto(`/tool?slide=${slide}&story=${id}`);
    await expect(page).toHaveURL(new RegExp(`/grid\\?story=${id}$`));
  }

  const other = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await signIn(other, 'intruder');
  await other.goto(`/tool?slide=0&story=${id}`);
  await expect(other).toHaveURL(new RegExp(`/grid\\?story=${id}$`));
  await other.close();
});

test('an image gets a border and is cropped, keeping the original', async ({ page }) => {
  await signIn(page, 'cropper');
  const src = await uploadImage(page);
  const image = {
    type: 'image',
    originX: 'left',
    originY: 'top',
    left: 50,
    top: 200,
    width: 200,
    height: 100,
    src,
    crossOrigin: 'anonymous',
    metadata: { source: 'evidence', isEvidence: true, evidenceData: { _id: 'ev-1' } },
  };
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Image story',
      template: 'blank',
      slides: [{ id: 'slide-1-0', title: 'Slide 1', canvasState: [image] }],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  const id = ((await response.json()) as { _id: string })._id;
  await openEditor(page, id);

  await clickCanvas(page, 150, 250);
  const border = page.getByRole('slider', { name: 'Border width' });
  await border.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  let objects = await savedCanvas(page, id);
  expect(objects[0]).toMatchObject({ type: 'image', strokeWidth: 3, stroke: '#000000', src });

  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(page.getByRole('toolbar', { name: 'Crop' })).toBeVisible();
  await page.screenshot({ path: 'test-results/editor-crop.png' });
  // Drag the frame's bottom-right corner up and left: keep the top-left 60%.
  const frame = image.left + 200 + 1.5; // the frame starts as the image's box (with its border)
  await dragOnCanvas(page, [
    [frame, image.top + 100 + 1.5],
    [frame - 40, image.top + 80],
    [frame - 80, image.top + 60 + 1.5],
  ]);
  await page.getByRole('button', { name: 'Apply crop' }).click();
  await expect(page.getByRole('toolbar', { name: 'Crop' })).toHaveCount(0);
  objects = await savedCanvas(page, id);
  expect(objects).toHaveLength(1);
  const cropped = objects[0]!;
  expect(cropped).toMatchObject({ type: 'image', src, left: 50, top: 200 });
  expect(cropped.metadata).toMatchObject({ isEvidence: true, originalImage: src });
  expect(Math.round(cropped.width as number)).toBeGreaterThan(110);
  expect(Math.round(cropped.width as number)).toBeLessThan(130);
  await page.screenshot({ path: 'test-results/editor-cropped.png' });

  // Undo brings the whole image back; Escape leaves crop mode without a change.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await savedCanvas(page, id))[0]!.width).toBe(200);
  await clickCanvas(page, 150, 250);
  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('toolbar', { name: 'Crop' })).toHaveCount(0);
  expect((await savedCanvas(page, id))[0]!.width).toBe(200);
});
