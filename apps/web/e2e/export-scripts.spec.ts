import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { share, signIn } from './support/editor';
import { expect, test } from './support/fixtures';

/*
 * Any script in every export (docs/exports.md, "Fonts and writing systems"): a story with an
 * Arabic heading and script, a Chinese and a Hindi one, exported as PDF (pdftotext gives each
 * script back in reading order; the pages are rendered with pdftoppm), as a slide deck (the notes
 * keep the scripts, the Arabic one as a right-to-left paragraph). This machine has no system
 * font for Arabic, Chinese or Devanagari, so every letter on the pictures comes from the app's
 * own fonts. E2E_SCREENSHOTS=<dir> keeps the rendered pages and a slide picture of the deck.
 */

const run = promisify(execFile);
const shots = process.env.E2E_SCREENSHOTS;

const SLIDES = [
  { heading: 'ارتفاع البحر', script: 'ارتفع مستوى البحر 20 سم منذ عام 1900 بسبب CO2 والحرارة.' },
  { heading: '海平面', script: '海平面自1900年以来上升了20厘米。' },
  { heading: 'समुद्र का स्तर', script: 'हिन्दी में समुद्र का स्तर 20 सेमी बढ़ा है।' },
];

const heading = (value: string) => ({
  type: 'Textbox',
  left: 30,
  top: 200,
  width: 315,
  text: value,
  fontSize: 40,
  fill: '#212529',
});

/** Poppler marks right-to-left text with bidi controls and moves spaces around numbers. */
const letters = (text: string) => text.replace(/[\u202a-\u202e\u200e\u200f\s]/g, '');

async function createStory(page: Page): Promise<string> {
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Seas',
      template: 'blank',
      slides: SLIDES.map((slide, i) => ({
        id: `slide-1-${i}`,
        title: slide.heading,
        script: slide.script,
        canvasState: [heading(slide.heading)],
      })),
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

async function withTempDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dsb-scripts-e2e-'));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('a story in Arabic, Chinese and Hindi exports as PDF and slide deck with its text', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'export-scripts');
  const id = await createStory(page);
  await page.goto(`/tool?slide=0&story=${id}`);
  await expect(page.locator('[data-testid="slide-canvas"] canvas.upper-canvas')).toBeVisible();

  await share(page, 'PDF');
  const pdfDialog = page.getByRole('dialog', { name: 'PDF Preview' });
  await expect(pdfDialog.getByTestId('export-page')).toHaveCount(6, { timeout: 60_000 });
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    pdfDialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await withTempDir(async (dir) => {
    const file = path.join(dir, 'story.pdf');
    await pdfDownload.saveAs(file);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    expect(stdout).not.toContain('\ufffd');
    for (const { script } of SLIDES) expect(letters(stdout)).toContain(letters(script));
    // The slides' pictures (their headings drawn by the canvas) and the script pages.
    const out = shots ? path.join(shots, 'export-scripts-pdf') : path.join(dir, 'page');
    await run('pdftoppm', ['-png', '-r', '72', file, out]);
  });
  await pdfDialog.getByRole('button', { name: 'Close' }).click();

  await share(page, 'Slide deck (.pptx)');
  const deckDialog = page.getByRole('dialog', { name: 'Slide Deck Preview' });
  await expect(deckDialog.getByTestId('export-page')).toHaveCount(3, { timeout: 60_000 });
  const [deckDownload] = await Promise.all([
    page.waitForEvent('download'),
    deckDialog.getByRole('button', { name: 'Download slide deck (.pptx)' }).click(),
  ]);
  await withTempDir(async (dir) => {
    const file = path.join(dir, 'deck.pptx');
    await deckDownload.saveAs(file);
    const zip = await JSZip.loadAsync(await readFile(file));
    for (const [index, { script }] of SLIDES.entries()) {
      const notes = await zip.file(`ppt/notesSlides/notesSlide${index + 1}.xml`)!.async('string');
      expect(notes).toContain(script);
    }
    // The Arabic script is a right-to-left paragraph; the Chinese one is not.
    expect(await zip.file('ppt/notesSlides/notesSlide1.xml')!.async('string')).toContain('rtl="1"');
    expect(await zip.file('ppt/notesSlides/notesSlide2.xml')!.async('string')).not.toContain(
      'rtl="1"',
    );
    for (const index of SLIDES.keys()) {
      expect(zip.file(`ppt/slides/slide${index + 1}.xml`), `slide ${index + 1}`).toBeTruthy();
    }
    // Texts and shapes stay editable (docs/exports.md): only images, charts and drawings are
    // pictures, so a slide of text alone has none.
    const picture = Object.keys(zip.files).find((name) => /^ppt\/media\/.+\.\w+$/.test(name));
    if (shots && picture) {
      await writeFile(
        path.join(shots, 'export-scripts-deck.jpg'),
        await zip.file(picture!)!.async('nodebuffer'),
      );
    }
  });
});
