import type { Page } from '@playwright/test';
import { expect, signInDirectly, test } from './support/fixtures';

const RECT = { type: 'Rect', left: 50, top: 50, width: 100, height: 80, fill: '#007AFF' };
const TEXT = { type: 'Text', left: 40, top: 220, text: 'Sea ice', fontSize: 40, fill: '#222222' };

/** A 10 x 10 green PNG. */
const GREEN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAoAAAAKCAIAAAACUFjqAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQYlWNgOMGADzGMSjNghgEAUVdOIagpFKwAAAAASUVORK5CYII=',
  'base64',
);

/** Uploads the green PNG as the browser would and returns its /files path. */
async function uploadGreen(page: Page, baseURL: string): Promise<string> {
  const presigned = await page.request.post('/api/upload/presigned-url', {
    data: { filename: 'green.png' },
    headers: { origin: baseURL },
  });
  const { presignedUrl, fileUrl } = (await presigned.json()) as {
    presignedUrl: string;
    fileUrl: string;
  };
  const put = await page.request.put(presignedUrl, {
    data: GREEN_PNG,
    headers: { origin: baseURL, 'content-type': 'image/png' },
  });
  expect(put.ok()).toBeTruthy();
  return fileUrl;
}

/**
 * Creates a story whose first slide has a rect, a text and an uploaded image (scaled to 100 x 100
 * at 200, 50), and whose second slide is empty.
 */
async function createStory(page: Page, baseURL: string): Promise<string> {
  const image = {
    type: 'Image',
    src: await uploadGreen(page, baseURL),
    left: 200,
    top: 50,
    width: 10,
    height: 10,
    scaleX: 10,
    scaleY: 10,
  };
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Preview story',
      template: 'blank',
      slides: [
        { id: 'slide-1-0', title: 'Slide 1', canvasState: [RECT, TEXT, image] },
        { id: 'slide-1-1', title: 'Slide 2' },
      ],
    },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

/** The colour of one pixel of an image the page can load (same origin, so readable). */
function pixelAt(page: Page, src: string, x: number, y: number) {
  return page.evaluate(
    async ({ src, x, y }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return { r, g, b, width: image.naturalWidth, height: image.naturalHeight };
    },
    { src, x, y },
  );
}

test('the grid renders missing slide previews, uploads them and saves them in the story', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signInDirectly(page, `previews-${Date.now()}@example.com`, 'Preview Maker');
  const id = await createStory(page, baseURL!);

  // Hold the upload until the waiting state has been seen.
  let presigns = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload/presigned-url', async (route) => {
    presigns += 1;
    await held;
    await route.continue();
  });

  await page.goto(`/grid?story=${id}`);
  const banner = page.getByRole('status').filter({ hasText: 'Generating slide previews...' });
  await expect(banner).toBeVisible();
  await expect(page.getByLabel('Generating preview of slide 1')).toBeVisible();
  const second = page.getByRole('article', { name: 'Slide 2' });
  await expect(second.getByText('No preview')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('grid-generating.png') });
  release();

  const preview = page.getByRole('img', { name: 'Preview of slide 1' });
  await expect(preview).toBeVisible();
  await expect(banner).toBeHidden();
  const src = (await preview.getAttribute('src'))!;
  expect(src).toMatch(/^\/files\/uploads\/[0-9a-f-]+\/[0-9a-f-]+\.png$/);
  await expect(second.getByText('No preview')).toBeVisible();
  expect(presigns).toBe(1);

  // Half the 375 x 667 canvas, white, with the rect drawn from its top-left corner (50, 50).
  const inRect = await pixelAt(page, src, 50, 45);
  expect(inRect.width).toBeGreaterThanOrEqual(187);
  expect(inRect.width).toBeLessThanOrEqual(188);
  expect(inRect.height).toBeGreaterThanOrEqual(333);
  expect(inRect.height).toBeLessThanOrEqual(334);
  expect(inRect).toMatchObject({ r: 0, g: 122, b: 255 });
  expect(await pixelAt(page, src, 150, 20)).toMatchObject({ r: 255, g: 255, b: 255 });
  expect(await pixelAt(page, src, 125, 50)).toMatchObject({ r: 0, g: 200, b: 0 });

  await expect
    .poll(async () => {
      const story = await (await page.request.get(`/api/stories/${id}`)).json();
      return story.slides.map((s: { previewImage: string | null }) => s.previewImage);
    })
    .toEqual([src, null]);

  await page.screenshot({ path: test.info().outputPath('grid-previews.png'), fullPage: true });

  // Opened again, the story has its preview: nothing is rendered or uploaded a second time.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Preview of slide 1' })).toHaveAttribute('src', src);
  // A fixed pause on purpose: what is tested is that no second upload starts.
  await page.waitForTimeout(500);
  expect(presigns).toBe(1);
  await expect(banner).toBeHidden();

  // The canvas changes elsewhere (the preview this browser made no longer shows it): made again.
  const story = await (await page.request.get(`/api/stories/${id}`)).json();
  story.slides[0].canvasState = [{ ...RECT, fill: '#FF0000' }, TEXT];
  const saved = await page.request.put(`/api/stories/${id}`, {
    data: { ...story, force: true },
    headers: { origin: baseURL! },
  });
  expect(saved.ok()).toBeTruthy();
  await page.reload();
  const remade = page.getByRole('img', { name: 'Preview of slide 1' });
  await expect(remade).not.toHaveAttribute('src', src);
  expect(presigns).toBe(2);
  expect(await pixelAt(page, (await remade.getAttribute('src'))!, 50, 45)).toMatchObject({
    r: 255,
    g: 0,
    b: 0,
  });
});
