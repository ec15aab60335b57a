import type { Browser, BrowserContext, Page } from '@playwright/test';
import { canvas, changesSaved, openEditor, readStory, saveStatus } from './support/editor';
import { expect, test } from './support/fixtures';
import { collabLine } from './support/live';
import { createStory } from './support/myStories';
import { joinStory, signedInPerson } from './support/people';

/*
 * Editing together (docs/product/group-work.md, "Editing in the browser"): a pupil at a desktop
 * and a classmate on a phone build one slide at once. Both type in one script, each adds and
 * moves an object, one deletes the object the other has selected, and the phone goes offline,
 * keeps typing, closes the tab and comes back. Their screens end identical, and so does the
 * story the server keeps (which the grid and the exports read).
 */

const shots = process.env.E2E_SCREENSHOTS;

type Pupil = { page: Page; context: BrowserContext; line: Awaited<ReturnType<typeof collabLine>> };

/** A signed-in pupil whose live-editing connection the test can cut. */
async function pupil(
  browser: Browser,
  baseURL: string,
  name: string,
  viewport: { width: number; height: number },
): Promise<Pupil> {
  const page = await signedInPerson(browser, baseURL, name, viewport);
  const line = await collabLine(page.context());
  return { page, context: page.context(), line };
}

const script = (page: Page) => page.getByRole('textbox', { name: 'Slide script' });
const objectNames = async (page: Page) =>
  (await page.getByTestId('object-list').getByRole('button').allTextContents()).filter(
    (name) => name !== 'Keyboard shortcuts',
  );

async function phoneScript(page: Page) {
  const tab = page.getByTestId('tool-tab-script');
  if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click();
  return script(page);
}

test('two pupils build one slide together, live, and nothing is lost offline', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ana = await pupil(browser, baseURL!, 'Ana', { width: 1280, height: 800 });
  const storyId = await createStory(ana.page, baseURL!, { title: `Ice ${Date.now()}`, slides: 2 });
  const ben = await pupil(browser, baseURL!, 'Ben', { width: 390, height: 844 });
  await joinStory(ana.page, storyId, [ben.page]);
  await openEditor(ana.page, storyId);
  await openEditor(ben.page, storyId);

  // Both type in one script: both keep their words.
  await script(ana.page).fill('Sea ice is shrinking.');
  const benScript = await phoneScript(ben.page);
  await expect(benScript).toHaveValue('Sea ice is shrinking.');
  await benScript.press('End');
  await benScript.pressSequentially(' Ben adds this.');
  // Presence: each sees who else is here and where; Ana is told Ben is typing.
  await expect(ana.page.getByTestId('typing-notice')).toHaveText('Ben is typing...');
  await expect(ana.page.getByTestId('presence')).toHaveAttribute(
    'aria-label',
    'Also here: Ben (on slide 1)',
  );
  await expect(ben.page.getByTestId('presence')).toHaveAttribute(
    'aria-label',
    'Also here: Ana (on slide 1)',
  );
  await script(ana.page).press('Home');
  await script(ana.page).pressSequentially('Ana: ');
  const both = 'Ana: Sea ice is shrinking. Ben adds this.';
  await expect(script(ana.page)).toHaveValue(both);
  await expect(benScript).toHaveValue(both);

  // Each adds an object and moves it; each sees the other's.
  await ana.page.getByTestId('tool-tab-shapes').click();
  await ana.page.getByRole('button', { name: 'Rectangle' }).click();
  await ben.page.getByTestId('tool-tab-shapes').click();
  await ben.page.getByRole('button', { name: 'Circle' }).click();
  await expect.poll(() => objectNames(ana.page)).toEqual(['Rectangle', 'Circle']);
  for (let i = 0; i < 15; i++) await ben.page.keyboard.press('Shift+ArrowRight');
  await ana.page.keyboard.press('Shift+ArrowDown');
  // The moves are written within a tenth of a second: the status may still say Saved from before.
  await changesSaved(ana.page);
  await changesSaved(ben.page);
  let story = await readStory(ana.page, storyId);
  expect(story.slides[0]!.canvasState).toMatchObject([
    { type: 'rect', left: 100, top: 110 },
    { type: 'circle', left: 250, top: 100 },
  ]);

  if (shots) {
    // Ana's rectangle is selected: Ben's phone outlines it with her name.
    await ana.page.screenshot({ path: `${shots}/live-desktop.png` });
    await ben.page.screenshot({ path: `${shots}/live-phone.png` });
  }

  // Ben deletes the rectangle Ana has selected: it goes from her screen too.
  const box = (await canvas(ben.page).boundingBox())!;
  const scale = box.width / 375;
  await ben.page.mouse.click(box.x + 150 * scale, box.y + 160 * scale);
  await ben.page.keyboard.press('Delete');
  await expect.poll(() => objectNames(ana.page)).toEqual(['Circle']);
  await changesSaved(ben.page);

  // Ben goes offline and keeps typing: kept on his phone, then closes the tab.
  await ben.line.cut();
  const offlineScript = await phoneScript(ben.page);
  await offlineScript.press('End');
  await offlineScript.pressSequentially(' Typed offline.');
  await expect(saveStatus(ben.page)).toContainText('Offline: changes kept on this device');
  await expect(script(ana.page)).toHaveValue(both); // not here yet
  await ben.page.close();

  // Back online, he opens the story again: his offline words reach Ana.
  await ben.line.restore();
  const again = await ben.context.newPage();
  await openEditor(again, storyId);
  const final = `${both} Typed offline.`;
  await expect(script(ana.page)).toHaveValue(final, { timeout: 15_000 });
  await expect(saveStatus(again)).toHaveText('Saved', { timeout: 10_000 });
  await expect(saveStatus(ana.page)).toHaveText('Saved', { timeout: 10_000 });

  // Both screens and the stored story end identical.
  expect(await objectNames(ana.page)).toEqual(['Circle']);
  await expect(await phoneScript(again)).toHaveValue(final);
  story = await readStory(ana.page, storyId);
  expect(story.slides[0]!.script).toBe(final);
  expect(story.slides[0]!.canvasState.map((o) => o.type)).toEqual(['circle']);
});
