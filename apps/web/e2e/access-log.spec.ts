import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { scan } from './support/axe';
import { expect, test } from './support/fixtures';
import { signedInPerson } from './support/people';
import { screenSettled } from './support/screen';

/*
 * The access log (docs/product/access-log.md): a teacher opens a pupil's hand-in, the pupil sees
 * it under 'Who has looked at my work', an administrator filters the log and downloads its CSV.
 * E2E_SCREENSHOTS=<dir> saves the pupil's list and the admin view at 1280x800 and 390x844.
 */

const shots = process.env.E2E_SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize()!;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenSettled(page);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize(size);
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

test('a teacher opens a hand-in, the pupil sees who looked, the admin filters and exports', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // three people in their own browsers
  const headers = { origin: baseURL! };
  const stamp = Date.now();
  const teacherName = `Ms Access ${stamp}`;
  const pupilName = `Pia ${stamp}`;
  const teacher = await signedInPerson(browser, baseURL!, teacherName);
  const trackingId = `acc${stamp}`;
  const link = await json<{ _id: string }>(
    await teacher.request.post('/api/custom-links', {
      headers,
      data: { name: 'Year 7 access', trackingId },
    }),
  );

  const pupil = await signedInPerson(browser, baseURL!, pupilName);
  // Before anyone looked: the empty state.
  await pupil.reload();
  const menu = pupil.getByRole('button', { name: `${pupilName}, account menu` });
  await menu.click();
  await pupil.getByRole('menuitem', { name: 'Who has looked at my work' }).click();
  const dialog = pupil.getByRole('dialog', { name: 'Who has looked at my work' });
  await expect(dialog.getByTestId('access-log-empty')).toBeVisible();
  await pupil.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const title = `Glaciers ${stamp}`;
  const story = await json<{ _id: string }>(
    await pupil.request.post('/api/stories', {
      headers,
      data: {
        title,
        template: 'blank',
        trackingId,
        slides: [{ id: 'slide-1-0', title: 'Ice', script: 'Glaciers melt.', canvasState: [] }],
      },
    }),
  );
  const handin = await json<{ handinId: string }>(
    await pupil.request.post(`/api/stories/${story._id}/handins`, { headers, data: { note: '' } }),
  );

  // The teacher opens the hand-in from the class view, and reloads it.
  await teacher.goto(`/links/${link._id}/class`);
  await teacher.getByRole('link', { name: `Review ${title} by ${pupilName}` }).click();
  await expect(teacher).toHaveURL(new RegExp(`handin=${handin.handinId}`));
  await expect(teacher.getByRole('heading', { name: `Review: ${title}` })).toBeVisible();
  await teacher.reload();
  await expect(teacher.getByRole('heading', { name: `Review: ${title}` })).toBeVisible();

  // The pupil sees one entry: the teacher's name and role, the hand-in and its title.
  await pupil.reload();
  await menu.click();
  await pupil.getByRole('menuitem', { name: 'Who has looked at my work' }).click();
  const entries = dialog.getByTestId('access-log-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(teacherName);
  await expect(entries.first()).toContainText('Teacher');
  await expect(entries.first()).toContainText(`Hand-in: ${title}`);
  await expect(dialog).not.toContainText('@example.com');
  await scan(pupil, 'access log (pupil)');
  await shoot(pupil, 'access-log-pupil');

  // The administrator filters by the pupil and the kind, and downloads the CSV.
  const admin = await browser.newPage({ baseURL });
  await signInAsAdmin(admin);
  await admin.goto('/admin/access-log');
  await expect(admin.getByRole('heading', { name: 'Access Log', level: 1 })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Pupil' }).fill(pupilName);
  await admin.getByRole('combobox', { name: 'Kind' }).selectOption('handin');
  const rows = admin.getByTestId('access-log-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(teacherName);
  await expect(rows.first()).toContainText(title);
  await admin.getByRole('combobox', { name: 'Kind' }).selectOption('story');
  await expect(admin.getByText('No entries match these filters.')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Kind' }).selectOption('handin');
  await expect(rows).toHaveCount(1);
  await scan(admin, 'access log (admin)');
  await shoot(admin, 'access-log-admin');

  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(
    'When,Reader,Reader e-mail,Reader role,Pupil,Pupil e-mail,Kind,Item,Item id',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${teacherName},`);
  expect(lines[1]).toContain(`,handin,${title},${handin.handinId}`);
});
