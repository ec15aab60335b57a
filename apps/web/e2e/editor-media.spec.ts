import { expect, test } from './support/fixtures';
import { createStory, openEditor, savedCanvas, signIn, uploadImage } from './support/editor';

test.describe.configure({ timeout: 90_000 }); // the first search may wait for the chart library's first-start seed

test('the Charts tab searches the chart library and adds a chart to the slide', async ({
  page,
}) => {
  await signIn(page, 'charts-tab');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  const panel = page.getByTestId('evidence-panel');
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Search for evidence' });
  await box.fill('sea level');
  await box.press('Enter');
  const first = panel.getByTestId('evidence-result').first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  await first.getByRole('button', { name: /^Open / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to canvas' }).click();

  await expect
    .poll(async () => (await savedCanvas(page, id)).filter((o) => /image/i.test(o.type)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [chart] = (await savedCanvas(page, id)).filter((o) => /image/i.test(o.type));
  expect(chart!.src).toMatch(/^\/files\/charts\/.+\.png$/);
  expect(chart!.metadata).toMatchObject({
    source: 'evidence',
    isEvidence: true,
    evidenceData: { label: expect.stringMatching(/sea/i) },
  });
});

test('the Images tab finds an uploaded image through the server and adds it', async ({ page }) => {
  await signIn(page, 'images-tab');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  const fileUrl = await uploadImage(page); // uploaded as chart.png

  await page.getByTestId('tool-tab-images').click();
  const panel = page.getByTestId('images-panel');
  await expect(
    panel.getByText('Enter a search term and press Enter or click the search button.'),
  ).toBeVisible();
  await panel.getByRole('textbox', { name: 'Search images' }).fill('qqxqqzq');
  await panel.getByRole('textbox', { name: 'Search images' }).press('Enter');
  await expect(panel.getByText('No images found. Try a different search.')).toBeVisible();
  await expect(panel.getByTestId('image-search-notice')).toContainText('not set up');

  await panel.getByRole('textbox', { name: 'Search images' }).fill('chart');
  await panel.getByRole('textbox', { name: 'Search images' }).press('Enter');
  await panel.getByRole('button', { name: /^Add / }).first().click();
  await expect
    .poll(async () => (await savedCanvas(page, id)).map((o) => o.src).filter(Boolean), {
      timeout: 15_000,
    })
    .toContain(fileUrl);
});

test('an image pasted from the clipboard is uploaded and referenced by URL, not embedded', async ({
  page,
}) => {
  await signIn(page, 'paste-image');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  // Headless Chromium has no system clipboard: dispatch the paste event a real Ctrl+V produces.
  await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 150;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1971c2';
    ctx.fillRect(0, 0, 300, 150);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    const data = new DataTransfer();
    data.items.add(new File([blob], 'pasted.png', { type: 'image/png' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expect
    .poll(async () => (await savedCanvas(page, id)).filter((o) => /image/i.test(o.type)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [pasted] = (await savedCanvas(page, id)).filter((o) => /image/i.test(o.type));
  expect(pasted!.src).toMatch(/^\/files\/uploads\//);
  expect(JSON.stringify(pasted)).not.toContain('data:image');
  expect(pasted!.metadata).toMatchObject({ source: 'clipboard', isClipboardImage: true });

  // Issue #18: its alt text is asked for once it is placed, and stored on it.
  const describe = page.getByRole('dialog', { name: 'Describe the pasted image' });
  await describe.getByRole('textbox', { name: 'Alt text (optional)' }).fill('A blue band');
  await describe.getByRole('button', { name: 'Save alt text' }).click();
  await expect
    .poll(async () => (await savedCanvas(page, id)).find((o) => /image/i.test(o.type))?.metadata)
    .toMatchObject({ source: 'clipboard', alt: 'A blue band' });
});

test('pasting something that is not an image adds nothing', async ({ page }) => {
  await signIn(page, 'paste-text');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'just words');
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  // A fixed pause on purpose: what is tested is that nothing is added, however long one waits.
  await page.waitForTimeout(1000);
  expect(await savedCanvas(page, id)).toEqual([]);
});
