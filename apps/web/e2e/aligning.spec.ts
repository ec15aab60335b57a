import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { canvas, openEditor, savedCanvas, signIn } from './support/editor';

/**
 * Align and distribute (issue #32 item 2): three rectangles selected together are lined up on
 * the left and then spaced with equal gaps; the places are read from the SAVED story.
 */

test.describe.configure({ timeout: 120_000 });

const rect = (left: number, top: number, width: number) => ({
  type: 'Rect',
  left,
  top,
  width,
  height: 60,
  fill: '#4a90d9',
  strokeWidth: 0,
  originX: 'left',
  originY: 'top',
});

async function storyWithThree(page: Page): Promise<string> {
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Aligning',
      template: 'blank',
      slides: [
        {
          id: 'slide-1-0',
          title: 'Aligning',
          canvasState: [rect(40, 100, 100), rect(200, 250, 80), rect(120, 500, 60)],
        },
      ],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

async function selectAll(page: Page) {
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.click(box.x + box.width - 10, box.y + 20); // an empty spot: focus, no selection
  await page.keyboard.press('ControlOrMeta+a');
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const places = async (page: Page, id: string) =>
  (await savedCanvas(page, id)).map((o) => [o.left as number, o.top as number]);

test('three objects aligned left, then distributed vertically, then undone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'aligning');
  const id = await storyWithThree(page);
  await openEditor(page, id);
  await selectAll(page);
  const alignLeft = page.getByRole('button', { name: 'Align left' });
  await expect(alignLeft).toBeVisible();
  await shot(page, 'align-toolbar-1280');

  // Keyboard: the button is reached and pressed like any other.
  await alignLeft.focus();
  await page.keyboard.press('Enter');
  expect(await places(page, id)).toEqual([
    [40, 100],
    [40, 250],
    [40, 500],
  ]);

  await page.getByRole('button', { name: 'Distribute vertically' }).click();
  // 100..160, ?, 500..560 with a 60 px box between: gaps of 140, so the middle one at 300.
  expect(await places(page, id)).toEqual([
    [40, 100],
    [40, 300],
    [40, 500],
  ]);

  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await places(page, id))[1]).toEqual([40, 250]);
});

test('one object centred on the slide from the phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'aligning-phone');
  const id = await storyWithThree(page);
  await openEditor(page, id);
  await selectAll(page);
  await page.getByRole('button', { name: 'Align and distribute' }).click();
  await expect(page.getByRole('menuitem', { name: 'Distribute horizontally' })).toBeVisible();
  await shot(page, 'align-menu-390');
  await page.keyboard.press('Escape');

  // One object: lined up on the slide (centre 187.5).
  const box = (await canvas(page).boundingBox())!;
  const scale = box.width / 375;
  await page.mouse.click(box.x + box.width - 10, box.y + 20); // let the three go
  await page.mouse.click(box.x + 240 * scale, box.y + 280 * scale);
  await page.getByRole('button', { name: 'Align and distribute' }).click();
  await page.getByRole('menuitem', { name: 'Align centre' }).click();
  expect((await places(page, id))[1]).toEqual([147.5, 250]);
});

test('a locked object stays put and is not deleted until unlocked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'locking');
  const id = await storyWithThree(page);
  await openEditor(page, id);
  const box = (await canvas(page).boundingBox())!;
  const scale = box.width / 375;
  const [x, y] = [box.x + 240 * scale, box.y + 280 * scale];
  await page.mouse.click(x, y);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();
  await shot(page, 'lock-toolbar-1280');
  let saved = await savedCanvas(page, id);
  expect(saved[1]!.metadata).toMatchObject({ locked: true });

  // A drag, the arrow keys and Delete leave it where it is.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 40, y + 40, { steps: 6 });
  await page.mouse.up();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Delete');
  saved = await savedCanvas(page, id);
  expect(saved).toHaveLength(3);
  expect([saved[1]!.left, saved[1]!.top]).toEqual([200, 250]);

  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await savedCanvas(page, id)).length).toBe(2);
});
