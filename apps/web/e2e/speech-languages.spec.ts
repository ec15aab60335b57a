import type { Page } from '@playwright/test';
import { changesSaved, createStory, openEditor, readStory, signIn } from './support/editor';
import { expect, signInDirectly, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/**
 * Narration in many languages (docs/product/speech.md, "Voices in other languages"): the script's
 * language is detected and the matching voice offered, the voice is the story's own, and the
 * server's eSpeak NG voices speak. The browser has no voices of its own here, so Speak and the
 * preview play the server's audio; every audio element's address is recorded when it plays.
 */

const SPANISH = 'El nivel del mar sube unos tres milímetros cada año en nuestra costa.';
const ENGLISH = 'Our chart shows that the sea has risen every year since 1990.';

async function serverSpeechOnly(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    const played: string[] = [];
    Object.defineProperty(window, '__played', { value: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.src);
      return play.call(this).catch(() => undefined);
    };
  });
}

const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { __played: string[] }).__played);

/** Waits for the next POST /api/tts and returns its body and status. */
async function nextSpeech(page: Page, run: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tts',
      { timeout: 30_000 },
    ),
    run(),
  ]);
  return {
    status: response.status(),
    type: response.headers()['content-type'],
    body: response.request().postDataJSON() as { text: string; voice: string },
  };
}

test('a Spanish script gets the Spanish voice offered; the story keeps it; Speak and preview play its audio', async ({
  page,
}) => {
  test.slow(); // three stories in the editor, server speech and a preview with audio
  await serverSpeechOnly(page);
  await signIn(page, 'languages');
  const spanishStory = await createStory(page, 1);
  const otherStory = await createStory(page, 1);
  await openEditor(page, spanishStory);
  const controls = page.getByRole('group', { name: 'Speech' });
  await expect(controls.getByText('Voice: Amy (Flite slt (US English, female))')).toBeVisible();

  // Typing a Spanish script brings a gentle offer of the Spanish voice.
  await page.getByPlaceholder('Add script for this slide...').fill(SPANISH);
  const offer = page.getByRole('region', { name: 'Voice suggestion' });
  await expect(offer).toContainText(
    'This script looks like Spanish. Read it with the Spanish voice?',
  );
  await offer.getByRole('button', { name: 'Use Spanish' }).click();
  await expect(offer).toBeHidden();
  await expect(controls.getByText('Voice: Spanish (Spanish · eSpeak NG (offline))')).toBeVisible();
  expect(
    await page.evaluate((id) => localStorage.getItem(`dsb-voice:story:${id}`), spanishStory),
  ).toBe('server:Spanish');

  // Speak: the server speaks the script in the Spanish voice and the audio element plays it.
  const spoken = await nextSpeech(page, () =>
    page.getByRole('button', { name: 'Speak', exact: true }).click(),
  );
  expect(spoken).toEqual({
    status: 200,
    type: 'audio/mpeg',
    body: { text: SPANISH, voice: 'Spanish' },
  });
  await expect.poll(async () => (await played(page)).at(-1) ?? '').toMatch(/^blob:/);
  await controls.getByRole('button', { name: 'Stop' }).click();

  // The voice menu says what each voice is; the preview speaks in the voice's own language.
  await page.getByRole('button', { name: 'Voice settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a voice' });
  await expect(dialog.getByRole('radio', { name: 'Spanish' })).toBeChecked();
  for (const label of [
    'Spanish · eSpeak NG (offline)',
    'Arabic · eSpeak NG (offline)',
    'Hindi · eSpeak NG (offline)',
    'Chinese (Mandarin) · eSpeak NG (offline)',
    'Portuguese (Brazil) · eSpeak NG (offline)',
  ]) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  const before = (await played(page)).length;
  const preview = await nextSpeech(page, () =>
    dialog.getByRole('button', { name: 'Preview Arabic' }).click(),
  );
  expect(preview).toMatchObject({ status: 200, body: { voice: 'Arabic' } });
  expect(preview.body.text).toMatch(/[\u0600-\u06ff]/);
  await expect.poll(async () => (await played(page)).length).toBeGreaterThan(before);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // An English script now gets English offered back; 'Not now' puts the offer away.
  await page.getByPlaceholder('Add script for this slide...').fill(ENGLISH);
  await expect(offer).toContainText('This script looks like English. Read it with the Amy voice?');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  await expect(controls.getByText('Voice: Spanish (Spanish · eSpeak NG (offline))')).toBeVisible();

  // Another story chooses its own voice; the Spanish story keeps Spanish.
  await openEditor(page, otherStory);
  await page.getByRole('button', { name: 'Voice settings' }).click();
  await dialog.getByRole('radio', { name: 'Brian' }).check();
  await dialog.getByRole('button', { name: 'Apply Selection' }).click();
  await expect(controls.getByText(/^Voice: Brian/)).toBeVisible();
  await openEditor(page, spanishStory);
  await expect(controls.getByText('Voice: Spanish (Spanish · eSpeak NG (offline))')).toBeVisible();
  // Back in the Spanish story its English script is offered Amy again (the offer was put away
  // only while the editor stayed open); on a phone the offer sits in the script sheet.
  await expect(offer).toContainText('Read it with the Amy voice?');
  if (process.env.E2E_SCREENSHOTS) {
    await screenSettled(page);
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/voice-suggestion-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Script', exact: true }).click();
    await expect(offer).toBeVisible();
    await screenSettled(page);
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/voice-suggestion-390.png` });
  }
});

test("the story's voice is saved with it: another browser opens the story in that voice", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers each open the editor
  await serverSpeechOnly(page);
  const email = await signIn(page, 'voices');
  const story = await createStory(page, 1);
  await openEditor(page, story);
  await page.getByRole('button', { name: 'Voice settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a voice' });
  await dialog.getByRole('radio', { name: 'Hindi' }).check();
  await dialog.getByRole('button', { name: 'Apply Selection' }).click();
  const controls = page.getByRole('group', { name: 'Speech' });
  await expect(controls.getByText(/^Voice: Hindi/)).toBeVisible();
  await changesSaved(page);
  expect((await readStory(page, story)).voice).toBe('Hindi');

  // A fresh browser (nothing remembered in it) signed in as the same pupil.
  const elsewhere = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await serverSpeechOnly(elsewhere);
  await elsewhere.goto('/');
  await signInDirectly(elsewhere, email, 'Editor Tester');
  await openEditor(elsewhere, story);
  await expect(
    elsewhere.getByRole('group', { name: 'Speech' }).getByText(/^Voice: Hindi/),
  ).toBeVisible();
  await elsewhere.close();
});
