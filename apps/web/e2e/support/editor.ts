import type { Locator, Page } from '@playwright/test';
import { expect, signInDirectly } from './fixtures';
import { interfaceText } from './interfaceText';
import { screenSettled } from './screen';

/** Helpers of the slide editor's end-to-end tests (editor.spec.ts). */

export type CanvasObject = Record<string, unknown> & { type: string };
export type StoryJson = {
  voice?: string | null;
  slides: Array<{ title: string; script: string; canvasState: CanvasObject[] }>;
};

let userCounter = 0;
export async function signIn(page: Page, name = 'editor') {
  userCounter += 1;
  const email = `${name}-${Date.now()}-${userCounter}@example.com`;
  await page.goto('/');
  await signInDirectly(page, email, 'Editor Tester');
  return email;
}

/** Creates a story through the API with `slides` empty slides; returns its id. */
export async function createStory(page: Page, slides = 2): Promise<string> {
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Editor story',
      template: 'blank',
      slides: Array.from({ length: slides }, (_, i) => ({
        id: `slide-1-${i}`,
        title: `Slide ${i + 1}`,
      })),
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

export async function readStory(page: Page, id: string): Promise<StoryJson> {
  return (await (await page.request.get(`/api/stories/${id}`)).json()) as StoryJson;
}

export const saveStatus = (page: Page) => page.getByTestId('save-status');
export const canvas = (page: Page) =>
  page.locator('[data-testid="slide-canvas"] canvas.upper-canvas');

/** Saves now (the canvas writes into the story 300 ms after a change) and reads the slide back. */
export async function savedCanvas(page: Page, id: string, slide = 0): Promise<CanvasObject[]> {
  await changesSaved(page);
  return (await readStory(page, id)).slides[slide]!.canvasState;
}

/**
 * Waits until the latest change is in the database. A fixed pause first, on purpose: the canvas
 * writes a change into the story a moment later (100 ms while editing live) and nothing on screen
 * shows a write still to come (the status stays Saved until it is sent), so let that pass.
 */
export async function changesSaved(page: Page) {
  await page.waitForTimeout(450);
  // 'Saved' in the page's interface language.
  const language = (await page.locator('html').getAttribute('lang')) ?? 'en';
  const saved =
    language === 'en' ? 'Saved' : interfaceText(language).say('Saved', 'features/stories');
  await expect(saveStatus(page)).toHaveText(saved, { timeout: 15_000 });
}

export async function openEditor(page: Page, id: string, slide: number | string = 0) {
  await page.goto(`/tool?slide=${slide}&story=${id}`);
  // The editor is a lazily loaded part of the app: on a busy 2-core runner it can take over 10 s.
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
  // The slide shows once the story's live document is joined (a WebSocket), also slow there.
  await expect(page.getByRole('status', { name: 'Loading slide' })).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Clicks the canvas at slide coordinates (zoom 1). */
export async function clickCanvas(page: Page, x: number, y: number) {
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.click(box.x + x, box.y + y);
}

export async function dragOnCanvas(page: Page, points: Array<[number, number]>) {
  const box = (await canvas(page).boundingBox())!;
  const [first, ...rest] = points;
  await page.mouse.move(box.x + first![0], box.y + first![1]);
  await page.mouse.down();
  for (const [x, y] of rest) await page.mouse.move(box.x + x, box.y + y, { steps: 8 });
  await page.mouse.up();
}

export async function pickSlide(page: Page, label: string) {
  await page.getByRole('button', { name: 'Choose slide' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** The canvas as pixels, with nothing selected. */
export async function canvasPixels(page: Page, area: Locator): Promise<Buffer> {
  await page.keyboard.press('Escape');
  await screenSettled(page); // the canvas redrawn without the selection
  return area.screenshot({ animations: 'disabled' });
}

/** Uploads a 200 x 100 PNG through the real upload API; returns its file URL. */
export async function uploadImage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 100;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2f9e44';
    ctx.fillRect(0, 0, 200, 100);
    ctx.fillStyle = '#e8590c';
    ctx.fillRect(0, 0, 100, 50);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/png'),
    );
    const presigned = await fetch('/api/upload/presigned-url', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filename: 'chart.png', contentType: 'image/png' }),
    });
    const { presignedUrl, fileUrl } = (await presigned.json()) as {
      presignedUrl: string;
      fileUrl: string;
    };
    const put = await fetch(presignedUrl, {
      method: 'PUT',
      body: blob,
      headers: { 'Content-Type': 'image/png' },
    });
    if (!put.ok) throw new Error(`upload failed ${put.status}`);
    return fileUrl;
  });
}

/** Opens the editor's Share menu and picks `item` ('PDF', 'Video' ...). */
export async function share(page: Page, item: string) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
