import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { canvas, createStory, openEditor, savedCanvas, signIn } from './support/editor';
import { screenSettled } from './support/screen';

/*
 * Right-to-left text on the canvas (docs/product/languages.md, "Right to left"). Fabric measures
 * a click in a text box from the box's left edge, which in Arabic put the caret at the wrong end
 * of the line; the editor's text box measures a right-to-left line from its right edge. A pupil's
 * clicks and double-clicks are checked by what they then type, as the saved slide keeps it.
 */

const SLIDE_WIDTH = 375;
const shots = process.env.E2E_SCREENSHOTS;

/** Where the text's dark pixels are across the slide, in slide px (nothing selected). */
async function inkAcross(page: Page) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await screenSettled(page);
  return page
    .locator('[data-testid="slide-canvas"] canvas.lower-canvas')
    .evaluate((element: HTMLCanvasElement, slideWidth) => {
      const context = element.getContext('2d')!;
      const { data, width, height } = context.getImageData(0, 0, element.width, element.height);
      let [left, right, top, bottom] = [width, -1, height, -1];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if (data[i + 3]! < 128 || data[i]! + data[i + 1]! + data[i + 2]! > 300) continue;
          [left, right] = [Math.min(left, x), Math.max(right, x)];
          [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
        }
      }
      const scale = slideWidth / width;
      return {
        left: left * scale,
        right: (right + 1) * scale,
        middleY: ((top + bottom + 1) / 2) * scale,
      };
    }, SLIDE_WIDTH);
}

/** Where a point of the slide is on the page (the slide may be shown smaller than 375 px). */
async function onSlide(page: Page, x: number, y: number) {
  const box = (await canvas(page).boundingBox())!;
  const zoom = box.width / SLIDE_WIDTH;
  return { x: box.x + x * zoom, y: box.y + y * zoom };
}

async function headingText(page: Page, id: string) {
  return (await savedCanvas(page, id)).find((o) => o.type === 'textbox')?.text;
}

test('in Arabic text a click at the line’s right end is its start, at its left end its end, and a double-click takes the word clicked', async ({
  page,
}) => {
  await signIn(page, 'rtl-canvas');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  await page.getByTestId('tool-tab-text').click();
  await page.getByRole('button', { name: 'Add Heading' }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('البحر يرتفع');
  await expect.poll(() => headingText(page, id)).toBe('البحر يرتفع');

  // Editing again, a click just right of the words puts the caret before the first letter.
  let ink = await inkAcross(page);
  let at = await onSlide(page, (ink.left + ink.right) / 2, ink.middleY);
  await page.mouse.click(at.x, at.y);
  await page.keyboard.press('Enter');
  at = await onSlide(page, ink.right + 25, ink.middleY);
  await page.mouse.click(at.x, at.y);
  await page.keyboard.type('و');
  await expect.poll(() => headingText(page, id)).toBe('والبحر يرتفع');

  // A click left of the words puts it after the last letter; numbers and Latin follow it there.
  await page.mouse.click((await onSlide(page, ink.left - 40, ink.middleY)).x, at.y);
  await page.keyboard.type(' 3 mm');
  await expect.poll(() => headingText(page, id)).toBe('والبحر يرتفع 3 mm');
  if (shots) await page.screenshot({ path: `${shots}/rtl-canvas-editing-1280.png` });

  // A double-click on the rightmost word selects that word (the first), and typing replaces it.
  ink = await inkAcross(page);
  at = await onSlide(page, (ink.left + ink.right) / 2, ink.middleY);
  await page.mouse.click(at.x, at.y);
  await page.keyboard.press('Enter');
  at = await onSlide(page, ink.right - 15, ink.middleY);
  await page.mouse.dblclick(at.x, at.y);
  await page.keyboard.type('الماء');
  await expect.poll(() => headingText(page, id)).toBe('الماء يرتفع 3 mm');
  await page.keyboard.press('Escape');
  if (shots) await page.screenshot({ path: `${shots}/rtl-canvas-1280.png` });
});
