import type { Browser, Locator, Page } from '@playwright/test';
import { readStory, saveStatus } from './editor';
import { expect, signInDirectly } from './fixtures';
import { screenSettled } from './screen';

/** Helpers of the feedback journey (feedback-journey.spec.ts): people at their own devices. */

export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true };
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };
export type Device = typeof TABLET | typeof DESKTOP;

let counter = 0;
const touchScreens = new WeakSet<Page>();

/** Someone at their own device (a context of their own), signed in as `name`. */
export async function person(browser: Browser, baseURL: string, name: string, device: Device) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', ...device });
  const page = await context.newPage();
  await page.goto('/');
  counter += 1;
  await signInDirectly(page, `journey-${Date.now()}-${counter}@example.com`, name);
  if (device.hasTouch) touchScreens.add(page);
  return page;
}

/** A tap on a touch screen, a click elsewhere. */
export const press = (page: Page, target: Locator) =>
  touchScreens.has(page) ? target.tap() : target.click();

/** The page as it is now, once still, saved as `{dir}/{name}.png`. */
export async function shot(page: Page, dir: string, name: string) {
  await screenSettled(page);
  await page.screenshot({ path: `${dir}/${name}.png` });
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The script box of the slide in the editor (on a phone, in the Script sheet). */
export async function scriptBox(page: Page) {
  const box = page.getByRole('textbox', { name: 'Slide script' });
  if (isPhone(page) && !(await box.isVisible())) {
    await press(page, page.getByTestId('tool-tab-script'));
    await expect(page.getByTestId('phone-sheet')).toBeVisible();
  }
  await expect(box).toBeVisible();
  return box;
}

/**
 * A pupil opens the class link, chooses the first big question and the Blank template, opens
 * the slide in the editor and writes `script`; returns the story's id.
 */
export async function startClassStory(page: Page, trackingId: string, script: string) {
  await page.goto(`/tool?tid=${trackingId}`);
  await expect(page).toHaveURL(/menu=create/); // the link has no question: the pupil picks one
  const card = page.getByTestId('prompt-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await press(page, card.getByRole('button', { name: 'Start data story' }));
  const picker = page.getByRole('dialog', { name: 'Choose a Story Template' });
  await press(page, picker.getByRole('button', { name: /^Blank/ }));
  await expect(page).toHaveURL(/\/grid\?story=/);
  const storyId = new URL(page.url()).searchParams.get('story')!;
  await press(page, page.getByRole('button', { name: 'Edit Slide' }).first());
  await expect(page.getByRole('status', { name: 'Loading slide' })).toHaveCount(0);
  const box = await scriptBox(page);
  await box.fill(script);
  await scriptSaved(page, storyId, script);
  return storyId;
}

/** Waits until the first slide's script is stored as `script` and the header says Saved. */
export async function scriptSaved(page: Page, storyId: string, script: string) {
  await expect
    .poll(async () => (await readStory(page, storyId)).slides[0]?.script, { timeout: 15_000 })
    .toBe(script);
  await expect(saveStatus(page)).toHaveText('Saved');
}

/** Hands the story in from the editor's header, with `note`; waits for the banner. */
export async function handIn(page: Page, teacher: string, again: boolean, note = '') {
  const name = again ? `Hand in again to ${teacher}` : `Hand in to ${teacher}`;
  await press(page, page.getByRole('button', { name, exact: true }).first());
  const dialog = page.getByRole('dialog', { name: `Hand in your story to ${teacher}` });
  if (note) await dialog.getByRole('textbox', { name: /Note for your teacher/ }).fill(note);
  return dialog;
}

/** The cells of one CSV line: quoted cells may hold commas and doubled quotes. */
function cells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''),
  );
}

/** The rows of a markbook CSV as objects keyed by its header (no line breaks inside cells). */
export function csvRows(csv: string): Array<Record<string, string>> {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = cells(header!);
  return lines.map((line) => {
    const row = cells(line);
    return Object.fromEntries(names.map((name, i) => [name, row[i] ?? '']));
  });
}
