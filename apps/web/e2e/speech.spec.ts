import type { Page } from '@playwright/test';
import { createStory, openEditor, signIn } from './support/editor';
import { expect, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/**
 * Speech in the editor's script panel (docs/product/speech.md: the voice dialog, speaking and its
 * limits). Headless Chromium may have no voices, so every test installs a fake speechSynthesis
 * that records what it is asked to say, loads its voices late (like Chrome) and speaks each
 * utterance for `speakMs`.
 */

type FakeVoice = { name: string; lang: string; voiceURI: string; default: boolean };
type Spoken = { text: string; voice: string | null; lang: string };

const VOICES: FakeVoice[] = [
  { name: 'Google US English', lang: 'en-US', voiceURI: 'Google US English', default: false },
  { name: 'Microsoft Aria', lang: 'en-US', voiceURI: 'urn:ms:aria', default: false },
  { name: 'Alex', lang: 'en-US', voiceURI: 'urn:apple:alex', default: true },
  { name: 'Thomas', lang: 'fr-FR', voiceURI: 'urn:apple:thomas', default: false },
];
const PREVIEW = 'Hello, this is a preview of my voice.';

async function fakeSpeech(page: Page, voices: FakeVoice[] = VOICES, speakMs = 1500) {
  await page.addInitScript(
    ({ voices, speakMs }) => {
      type Utterance = {
        text: string;
        voice: { name: string } | null;
        lang: string;
        onstart: ((e: object) => void) | null;
        onend: ((e: object) => void) | null;
        onerror: ((e: object) => void) | null;
      };
      const log = { spoken: [] as Spoken[], cancels: 0 };
      const events = new EventTarget();
      let loaded = false;
      let current: Utterance | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const all = voices.map((v) => ({ ...v, localService: true }));
      const synth = {
        pending: false,
        paused: false,
        get speaking() {
          return current !== null;
        },
        getVoices: () => (loaded ? all : []),
        speak(u: Utterance) {
          log.spoken.push({ text: u.text, voice: u.voice?.name ?? null, lang: u.lang });
          current = u;
          setTimeout(() => current === u && u.onstart?.({}), 20);
          timer = setTimeout(() => {
            if (current !== u) return;
            current = null;
            u.onend?.({});
          }, speakMs);
        },
        cancel() {
          log.cancels += 1;
          const u = current;
          current = null;
          clearTimeout(timer);
          u?.onerror?.({ error: 'interrupted' });
        },
        pause() {},
        resume() {},
        addEventListener: events.addEventListener.bind(events),
        removeEventListener: events.removeEventListener.bind(events),
      };
      class FakeUtterance {
        text: string;
        voice = null;
        lang = '';
        onstart = null;
        onend = null;
        onerror = null;
        constructor(text: string) {
          this.text = text;
        }
      }
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: FakeUtterance,
        configurable: true,
      });
      Object.defineProperty(window, '__speech', { value: log });
      setTimeout(() => {
        loaded = true;
        events.dispatchEvent(new Event('voiceschanged'));
      }, 150);
    },
    { voices, speakMs },
  );
}

const speechLog = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __speech: { spoken: Spoken[]; cancels: number } }).__speech,
  );

async function openSpeechEditor(page: Page) {
  await signIn(page, 'speech');
  const id = await createStory(page, 1);
  await openEditor(page, id);
  return page.getByRole('group', { name: 'Speech' });
}

const speakButton = (page: Page) => page.getByRole('button', { name: 'Speak', exact: true });
const icon = (page: Page, name: string) => speakButton(page).locator(`svg.tabler-icon-${name}`);

test('the voice dialog lists English voices by group, searches, previews and remembers', async ({
  page,
}) => {
  await fakeSpeech(page);
  const controls = await openSpeechEditor(page);
  // The browser's default English voice until one is chosen.
  await expect(controls.getByText('Voice: Alex')).toBeVisible();

  await page.getByRole('button', { name: 'Voice settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a voice' });
  await expect(dialog).toBeVisible();
  const groups = dialog.getByRole('radiogroup').getByRole('group');
  // The browser's three groups, then the server's voices (issue #15 item 5).
  await expect(groups).toHaveCount(4);
  await expect(groups.nth(3)).toHaveAccessibleName("This app's voices (spoken by our server)");
  const group = (name: string) => dialog.getByRole('group', { name, exact: true });
  await expect(group('Google').getByRole('radio')).toHaveAccessibleName('Google US English');
  await expect(group('Microsoft').getByRole('radio')).toHaveAccessibleName('Microsoft Aria');
  // The French Thomas is listed too: French is one of the narrated languages.
  await expect(group('System').getByRole('radio')).toHaveCount(2);
  await expect(group('System').getByRole('radio').first()).toHaveAccessibleName('Alex');
  await expect(groups.nth(0)).toHaveAccessibleName('Google');
  await expect(groups.nth(2)).toHaveAccessibleName('System');
  await expect(dialog.getByText('fr-FR')).toHaveCount(1);
  await expect(group('System').getByRole('radio', { name: 'Alex' })).toBeChecked();

  // Search matches the name or the language, ignoring case.
  const search = dialog.getByPlaceholder('Search voices...');
  await search.fill('aria');
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByRole('radio')).toHaveAccessibleName('Microsoft Aria');
  await search.fill('EN-us');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  // 'fr': the browser's French Thomas (fr-FR) and the server's French voice.
  await search.fill('fr');
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await search.fill('');

  // Preview speaks the preview sentence in that voice, without choosing it.
  await dialog.getByRole('button', { name: 'Preview Google US English' }).click();
  await expect
    .poll(async () => (await speechLog(page)).spoken.at(-1))
    .toEqual({
      text: PREVIEW,
      voice: 'Google US English',
      lang: 'en-US',
    });
  await expect(group('System').getByRole('radio', { name: 'Alex' })).toBeChecked();

  // Choose from the keyboard, then apply: the choice is stored and outlives a reload.
  await dialog.getByRole('radio', { name: 'Microsoft Aria' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Apply Selection' }).click();
  await expect(dialog).toBeHidden();
  await expect(controls.getByText('Voice: Microsoft Aria')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dsb-voice'))).toBe('urn:ms:aria');

  await page.reload();
  await expect(controls.getByText('Voice: Microsoft Aria')).toBeVisible();
  await page.getByRole('button', { name: 'Voice settings' }).click();
  await expect(dialog.getByRole('radio', { name: 'Microsoft Aria' })).toBeChecked();
});

test('Speak reads the slide script in the chosen voice, shows pause once started; Stop cancels', async ({
  page,
}) => {
  await fakeSpeech(page, VOICES, 1500);
  await page.addInitScript(() => {
    try {
      localStorage.setItem('dsb-voice', 'Google US English');
    } catch {
      // about:blank has no storage
    }
  });
  const controls = await openSpeechEditor(page);
  await expect(controls.getByText('Voice: Google US English')).toBeVisible();
  const speaking = () => page.evaluate(() => window.speechSynthesis.speaking);

  // An empty script is not spoken.
  await speakButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Add a script to this slide first.' }),
  ).toBeVisible();
  expect((await speechLog(page)).spoken).toEqual([]);

  const script = 'Half of the students in our class walk to school.';
  await page.getByPlaceholder('Add script for this slide...').fill(script);
  await expect(icon(page, 'player-play')).toBeVisible();
  await speakButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(speakButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(icon(page, 'player-pause')).toBeVisible();
  expect((await speechLog(page)).spoken).toEqual([
    { text: script, voice: 'Google US English', lang: 'en-US' },
  ]);

  await controls.getByRole('button', { name: 'Stop' }).click();
  await expect(speakButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(icon(page, 'player-play')).toBeVisible();
  expect(await speaking()).toBe(false);

  // Pressing Speak again while speaking stops too; left alone, speech ends by itself.
  await speakButton(page).click();
  await expect(speakButton(page)).toHaveAttribute('aria-pressed', 'true');
  await speakButton(page).click();
  await expect(speakButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await speaking()).toBe(false);
  await speakButton(page).click();
  await expect(icon(page, 'player-pause')).toBeVisible();
  await expect(icon(page, 'player-play')).toBeVisible({ timeout: 5000 });
  expect((await speechLog(page)).spoken).toHaveLength(3);

  // Leaving the editor does not leave the browser talking.
  await speakButton(page).click();
  await expect(icon(page, 'player-pause')).toBeVisible();
  const cancels = (await speechLog(page)).cancels;
  await page.getByRole('button', { name: 'All Slides' }).click();
  await expect(page).toHaveURL(/\/grid/);
  expect((await speechLog(page)).cancels).toBeGreaterThan(cancels);
  expect(await speaking()).toBe(false);
});

const ttsRequests = (page: Page) => {
  const bodies: Array<{ text: string; voice: string }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tts') {
      bodies.push(request.postDataJSON() as { text: string; voice: string });
    }
  });
  return bodies;
};

test("without English voices Speak plays the script in the server's voice, with Stop", async ({
  page,
}) => {
  await fakeSpeech(page, [VOICES[3]!]);
  const asked = ttsRequests(page);
  const controls = await openSpeechEditor(page);
  await page
    .getByPlaceholder('Add script for this slide...')
    .fill('Sea ice is melting faster every summer. We measured it for ten years.');
  await expect(controls.getByText('Voice: Amy (Flite slt (US English, female))')).toBeVisible();
  await speakButton(page).click();
  await expect(controls).toHaveAttribute('data-speech-state', 'speaking', { timeout: 20_000 });
  await expect(icon(page, 'player-pause')).toBeVisible();
  expect(asked).toEqual([
    {
      text: 'Sea ice is melting faster every summer. We measured it for ten years.',
      voice: 'Amy',
    },
  ]);
  await controls.getByRole('button', { name: 'Stop' }).click();
  await expect(controls).toHaveAttribute('data-speech-state', 'idle');
  expect((await speechLog(page)).spoken).toEqual([]);

  // The dialog says the browser has none, lists the server's voices honestly, and previews them.
  await page.getByRole('button', { name: 'Voice settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a voice' });
  // The browser's French voice is offered beside the server's (French is narrated).
  await expect(dialog.getByText('fr-FR')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Amy' })).toBeChecked();
  await expect(dialog.getByText('Same as Brian: Flite awb (Scottish English, male)')).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screenSettled(page);
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/voice-dialog-server-${width}.png`,
      });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole('button', { name: 'Preview Brian' }).click();
  await expect(controls).toHaveAttribute('data-speech-state', 'speaking', { timeout: 20_000 });
  expect(asked.at(-1)).toEqual({ text: PREVIEW, voice: 'Brian' });
  await dialog.getByRole('radio', { name: 'Brian' }).check();
  await dialog.getByRole('button', { name: 'Apply Selection' }).click();
  await expect(
    controls.getByText('Voice: Brian (Flite awb (Scottish English, male))'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dsb-voice'))).toBe('server:Brian');
});

test('a server voice can be chosen even when the browser has English voices', async ({ page }) => {
  await fakeSpeech(page);
  const asked = ttsRequests(page);
  const controls = await openSpeechEditor(page);
  await expect(controls.getByText('Voice: Alex')).toBeVisible();
  await page.getByRole('button', { name: 'Voice settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a voice' });
  await dialog.getByRole('radio', { name: 'Emma' }).check();
  await dialog.getByRole('button', { name: 'Apply Selection' }).click();
  await page.getByPlaceholder('Add script for this slide...').fill('Hello class.');
  await speakButton(page).click();
  await expect(controls).toHaveAttribute('data-speech-state', 'speaking', { timeout: 20_000 });
  expect(asked).toEqual([{ text: 'Hello class.', voice: 'Emma' }]);
  expect((await speechLog(page)).spoken).toEqual([]);
});

test('without speechSynthesis nor server voices the controls say so and are disabled', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  });
  await page.route('**/api/tts/voices', (route) => route.fulfill({ status: 503, json: {} }));
  const controls = await openSpeechEditor(page);
  await expect(controls.getByText('Speech is not available in this browser.')).toBeVisible();
  await expect(speakButton(page)).toBeDisabled();
  await expect(controls.getByRole('button', { name: 'Stop' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Voice settings' })).toBeDisabled();
});
