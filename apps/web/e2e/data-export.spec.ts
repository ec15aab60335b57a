import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { createSlide } from '@dsb/core';
import { expect, test } from './support/fixtures';
import { scan } from './support/axe';
import {
  createUserViaApi,
  signInAsAdmin,
  signInWithPasswordPopup,
  uniquePrefix,
} from './support/admin';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** Clicks the dialog's download link and opens the ZIP it saves. */
async function downloadedZip(page: Page, scope: ReturnType<Page['getByRole']>): Promise<JSZip> {
  const link = scope.getByRole('link', { name: 'Download ZIP' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return JSZip.loadAsync(await readFile((await download.path())!));
}

test('a pupil downloads all their data from the account menu', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const email = `${uniquePrefix('mine')}@school.example`;
  await createUserViaApi(page.request, {
    displayName: 'Data Pupil',
    email,
    password: 'export password 1',
  });
  const context = await browser.newContext();
  const pupil = await context.newPage();
  try {
    await pupil.goto('/');
    await signInWithPasswordPopup(pupil, email, 'export password 1');
    const made = await pupil.request.post('/api/stories', {
      data: {
        title: 'Melting glaciers',
        template: 'blank',
        slides: [{ ...createSlide(0), script: 'Ice melts faster every year.' }],
      },
      headers: { origin: new URL(pupil.url()).origin },
    });
    expect(made.status(), await made.text()).toBe(201);

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await pupil.setViewportSize({ width, height });
      await pupil.getByRole('button', { name: 'Data Pupil, account menu' }).click();
      await pupil.getByRole('menuitem', { name: 'All my data' }).click();
      const dialog = pupil.getByRole('dialog', { name: 'All my data' });
      await expect(dialog).toContainText('A README that explains each file.');
      await shoot(pupil, `data-export-start-${width}`);
      await scan(pupil, `all my data ${width}`);
      await dialog.getByRole('button', { name: 'Prepare my data' }).click();
      const zip = await downloadedZip(pupil, dialog);
      await expect(dialog).toContainText('The link works until');
      await shoot(pupil, `data-export-ready-${width}`);
      await scan(pupil, `all my data ready ${width}`);
      const files = Object.keys(zip.files);
      expect(files).toEqual(
        expect.arrayContaining(['README.txt', 'account.json', 'stories.json', 'feedback.json']),
      );
      expect(await zip.file('account.json')!.async('string')).toContain(email);
      expect(await zip.file('stories.json')!.async('string')).toContain('Melting glaciers');
      const page = files.find((f) => f.startsWith('stories/Melting glaciers'));
      expect(await zip.file(page!)!.async('string')).toContain('Ice melts faster every year.');
      expect(await zip.file('README.txt')!.async('string')).toContain('For: Data Pupil');
      await pupil.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  } finally {
    await context.close();
  }
});

test('an admin exports a user from the users screen', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const email = `${uniquePrefix('theirs')}@school.example`;
  await createUserViaApi(page.request, { displayName: 'Exported Pupil', email });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Export data of Exported Pupil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export data of Exported Pupil' });
    await dialog.getByRole('button', { name: 'Prepare the export' }).click();
    const zip = await downloadedZip(page, dialog);
    await shoot(page, `data-export-admin-${width}`);
    await scan(page, `admin export ${width}`);
    expect(await zip.file('account.json')!.async('string')).toContain(email);
    await page.keyboard.press('Escape');
  }
});
