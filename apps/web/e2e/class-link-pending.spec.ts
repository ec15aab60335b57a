import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInDirectly, test } from './support/fixtures';

/*
 * Issue #23: a class link is not lost when the pupil closes the tab before choosing a template
 * (the pending tracking id is kept in local storage and on the user record), and a deleted
 * link never sets its room badge.
 */

async function teacherWithLink(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await signInDirectly(page, `teacher-pending-${Date.now()}@example.com`, 'Ms Teacher');
  const trackingId = `pend-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/custom-links', {
    data: { name: 'Class 8B', trackingId, promptId: null, room: 'Room 8' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const linkId = ((await created.json()) as { _id: string })._id;
  return { teacher: page, trackingId, linkId };
}

const pupilsStarted = async (request: APIRequestContext, linkId: string) =>
  (
    (await (await request.get(`/api/custom-links/${linkId}/class`)).json()) as {
      stories: unknown[];
    }
  ).stories.length;

async function chooseBlankTemplate(page: Page) {
  await page.goto('/grid');
  const picker = page.getByRole('dialog', { name: 'Choose a Story Template' });
  await picker.getByRole('button', { name: /^Blank/ }).click();
  await expect(page).toHaveURL(/\/grid\?story=/);
}

test('a pupil who closes the tab before choosing a template is still counted', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const { teacher, trackingId, linkId } = await teacherWithLink(browser, baseURL);
  const email = `pupil-pending-${Date.now()}@example.com`;
  await page.goto('/');
  await signInDirectly(page, email, 'Pat Pupil');
  await page.goto(`/tool?tid=${trackingId}`);
  await expect(page).toHaveURL(/menu=create/); // the link has no prompt: choose one
  await expect(page.getByTestId('classroom-badge')).toHaveText('Room 8');
  await page.close(); // before choosing a template

  const later = await context.newPage();
  await chooseBlankTemplate(later);
  await expect(later.getByText('Your teacher can see this story')).toBeVisible();
  await expect.poll(() => pupilsStarted(teacher.request, linkId)).toBe(1);

  // Another device: nothing in its storage, but the link is on the pupil's record.
  const device = await browser.newContext({ baseURL });
  const other = await device.newPage();
  await other.goto('/');
  await signInDirectly(other, email, 'Pat Pupil');
  await chooseBlankTemplate(other);
  await expect.poll(() => pupilsStarted(teacher.request, linkId)).toBe(2);
  await device.close();
  await teacher.context().close();
});

test('a deleted class link does not set its room badge', async ({ page, browser, baseURL }) => {
  const { teacher, trackingId, linkId } = await teacherWithLink(browser, baseURL);
  const deleted = await teacher.request.delete(`/api/custom-links/${linkId}`, {
    headers: { origin: new URL(teacher.url()).origin },
  });
  expect(deleted.ok()).toBeTruthy();

  await page.goto(`/tool?tid=${trackingId}&room=Room%208`);
  await expect(page.getByText(/This class link is no longer active/)).toBeVisible();
  await expect(page.getByTestId('classroom-badge')).toHaveCount(0);
  await page.goto('/?menu=resources');
  await expect(page.getByTestId('classroom-badge')).toHaveCount(0);
  await teacher.context().close();
});
