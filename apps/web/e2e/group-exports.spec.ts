import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { changesSaved, openEditor, share } from './support/editor';
import { expect, test } from './support/fixtures';
import { createStory } from './support/myStories';
import { joinStory, signedInPerson } from './support/people';

/*
 * What a group made is what every view and export shows (docs/product/group-work.md): Ana at a
 * desktop and Ben on a phone write one slide's script together and each adds a shape; then Ben's
 * grid shows the slide as they made it, Ben's PDF prints the script both wrote, and the narrated
 * video Ana makes speaks it (its captions hold every word).
 */

const run = promisify(execFile);
const script = (page: Page) => page.getByRole('textbox', { name: 'Slide script' });
const words = (text: string) => text.replace(/\s+/g, ' ');

test('the grid, the PDF and the video show what the group made together', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const ana = await signedInPerson(browser, baseURL!, 'Ana');
  const storyId = await createStory(ana, baseURL!, { title: `Glaciers ${Date.now()}`, slides: 1 });
  const ben = await signedInPerson(browser, baseURL!, 'Ben', { width: 390, height: 844 });
  await joinStory(ana, storyId, [ben]);
  await openEditor(ana, storyId);
  await openEditor(ben, storyId);

  await script(ana).fill('Glaciers are shrinking.');
  await ben.getByTestId('tool-tab-script').click();
  await expect(script(ben)).toHaveValue('Glaciers are shrinking.');
  await script(ben).press('End');
  await script(ben).pressSequentially(' Ben measured one.');
  const both = 'Glaciers are shrinking. Ben measured one.';
  await expect(script(ana)).toHaveValue(both);
  await ana.getByTestId('tool-tab-shapes').click();
  await ana.getByRole('button', { name: 'Rectangle' }).click();
  await ben.getByTestId('tool-tab-shapes').click();
  await ben.getByRole('button', { name: 'Circle' }).click();
  await changesSaved(ana);
  await changesSaved(ben);

  // Ben's grid: the one slide, with the script both wrote.
  await ben.goto(`/grid?story=${storyId}`);
  const card = ben.getByTestId('slide-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('textbox', { name: 'Slide 1 script' })).toHaveValue(both);

  // Ben's PDF prints it.
  await openEditor(ben, storyId);
  await share(ben, 'PDF');
  const pdfDialog = ben.getByRole('dialog', { name: 'PDF Preview' });
  await expect(pdfDialog.getByTestId('export-summary')).toHaveText(
    '2 pages: 1 slide and 1 script page.',
    { timeout: 60_000 },
  );
  const [pdf] = await Promise.all([
    ben.waitForEvent('download'),
    pdfDialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const dir = await mkdtemp(path.join(tmpdir(), 'dsb-group-exports-'));
  try {
    const file = path.join(dir, 'story.pdf');
    await pdf.saveAs(file);
    expect(words((await run('pdftotext', [file, '-'])).stdout)).toContain(both);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // Ana's narrated video speaks it: its captions hold the script both wrote.
  await share(ana, 'Video');
  const videoDialog = ana.getByRole('dialog', { name: 'Video Preview' });
  await expect(videoDialog.getByTestId('export-page')).toHaveCount(1, { timeout: 60_000 });
  await videoDialog.getByRole('button', { name: 'Generate Video' }).click();
  await expect(videoDialog.getByRole('link', { name: 'Open Video' })).toBeVisible({
    timeout: 240_000,
  });
  const videos = (await (await ana.request.get(`/api/videos/story/${storyId}`)).json()) as Array<{
    captionsUrl: string | null;
  }>;
  expect(videos).toHaveLength(1);
  const captions = await (await ana.request.get(videos[0]!.captionsUrl!)).text();
  const spoken = words(
    captions
      .split('\n')
      .filter((line) => line && !line.includes('-->') && line !== 'WEBVTT' && !/^\d+$/.test(line))
      .join(' '),
  );
  expect(spoken).toContain(both);
});
