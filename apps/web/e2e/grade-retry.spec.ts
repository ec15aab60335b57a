import { expect, signInDirectly, test } from './support/fixtures';
import { scan } from './support/axe';

/*
 * A grade the learning platform refused (docs/product/lti.md, "Grades"): the class view offers
 * "Send the grade again", which asks the server to start its tries over and then shows the grade
 * as waiting. The class view's story and the retry call are answered here (a refusal takes seven
 * failed tries over hours); the server's side of the retry is tested in lti/gradesFlow.test.ts.
 */

test('a refused grade can be sent again from the class view, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signInDirectly(page, `retry-${Date.now()}@example.com`, 'Ms Rivera');
  const origin = { Origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/custom-links', {
    headers: origin,
    data: { name: 'Year 9 rivers (course)', trackingId: `retry${Date.now()}` },
  });
  expect(created.ok()).toBeTruthy();
  const link = (await created.json()) as { _id: string };
  const storyId = '00000001-0000-4000-8000-000000000000';
  let status: 'failed' | 'waiting' = 'failed';
  let retried = 0;
  await page.route(`**/api/custom-links/${link._id}/class`, async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    const story = {
      storyId,
      pupilName: 'Ada',
      coAuthors: [],
      members: [],
      title: "Ada's rivers story",
      slideCount: 4,
      scriptedSlides: 3,
      lastEdited: new Date().toISOString(),
      progress: 'returned',
      handinId: '10000001-0000-4000-8000-000000000000',
      handinVersion: 1,
      scoreTotal: 6,
      scoreMax: 8,
      gradeStatus: status,
    };
    await route.fulfill({ json: { ...real, stories: [story] } });
  });
  await page.route(
    `**/api/custom-links/${link._id}/class/stories/${storyId}/grade/retry`,
    async (route) => {
      expect(route.request().method()).toBe('POST');
      retried++;
      status = 'waiting';
      await route.fulfill({ json: { gradeStatus: 'waiting' } });
    },
  );
  await page.goto(`/links/${link._id}/class`);
  const row = page
    .getByTestId('class-table')
    .getByRole('row')
    .filter({ hasText: "Ada's rivers story" });
  await expect(row.getByTestId('grade-status')).toHaveAttribute('data-status', 'failed');
  await scan(page, 'Class view with a refused grade');
  const again = row.getByRole('button', { name: 'Send the grade again for Ada' });
  await again.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('grade-status')).toHaveAttribute('data-status', 'waiting');
  await expect(row.getByTestId('grade-retry')).toHaveCount(0);
  expect(retried).toBe(1);

  // On a phone the card has the same button.
  status = 'failed';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const card = page
    .getByTestId('class-cards')
    .getByRole('article')
    .filter({ hasText: "Ada's rivers story" });
  await card.getByRole('button', { name: 'Send the grade again for Ada' }).click();
  await expect(card.getByTestId('grade-status')).toHaveAttribute('data-status', 'waiting');
  expect(retried).toBe(2);
});
