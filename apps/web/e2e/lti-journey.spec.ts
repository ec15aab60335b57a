import type { Browser, FrameLocator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { crossSiteBrowser, startRegisteredCourse, type LtiCourse } from './support/ltiCourse';

/*
 * The whole path through a learning platform (docs/product/lti.md), every step inside the course
 * page's iframe on another site with third-party cookies blocked: an instructor adds a big
 * question with a rubric (Deep Linking), a learner launches it, writes and hands in, the
 * instructor launches it, scores and returns the hand-in, and the course's gradebook (Assignment
 * and Grade Services) receives the score.
 */

test.use(crossSiteBrowser);

const SCRIPT = 'Rain fell by a third in ten years, so rivers run low each summer.';
let course: LtiCourse;

test.beforeAll(async ({ browser, baseURL }) => {
  course = await startRegisteredCourse(browser, baseURL!);
});
test.afterAll(() => course?.close());

const activityFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Data Story Builder activity"]');

/** The app's frame once it reached `path` (after the launch's redirects). */
async function appFrameAt(page: Page, appOrigin: string, path: string) {
  const find = () => page.frames().find((f) => f.url().startsWith(`${appOrigin}${path}`));
  await expect.poll(() => find() ?? null, { timeout: 30_000 }).not.toBeNull();
  return find()!;
}

async function openCourse(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Year 8 Geography' })).toBeVisible();
  return { context, page };
}

test('deep-linked question, launch, hand-in, rubric score and return reach the course gradebook', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const app = baseURL!;

  // The instructor adds the activity: the picker in the course's iframe.
  const teacher = await openCourse(browser, course.addActivityPage('teacher-1', 'Grace Teacher'));
  const picker = await appFrameAt(teacher.page, app, '/lti/deep-link');
  // A rubric of the instructor's own, made through the app's fetch (the frame token), then the
  // picker is reloaded to list it.
  const made = await picker.evaluate(async () => {
    const response = await fetch('/api/rubrics', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Journey rubric',
        criteria: [
          {
            name: 'Evidence',
            levels: [
              { description: 'Little evidence', points: 1 },
              { description: 'Strong evidence', points: 4 },
            ],
          },
        ],
      }),
    });
    return response.status;
  });
  expect(made).toBe(201);
  await picker.evaluate(() => window.location.reload());
  const pick = activityFrame(teacher.page);
  await expect(
    pick.getByRole('heading', { name: 'Add a big question to your course' }),
  ).toBeVisible();
  const question = pick.getByTestId('picker-prompts').getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-pressed', 'true');
  await pick.getByRole('combobox', { name: 'Rubric (optional)' }).click();
  await pick.getByRole('option', { name: 'Journey rubric' }).click();
  await pick.getByRole('textbox', { name: 'Title in the course' }).fill('Rainfall story');
  await pick.getByRole('button', { name: 'Add to course' }).click();
  await expect(pick.getByText('Activity added: Rainfall story')).toBeVisible({ timeout: 20_000 });
  expect(course.activities).toHaveLength(1);
  expect(course.activities[0]).toMatchObject({ title: 'Rainfall story', scoreMaximum: 4 });
  await teacher.context.close();

  // A learner opens it: the story starts on the chosen question, is written and handed in.
  const pupil = await openCourse(browser, course.activityPage('pupil-1', 'Ada Pupil', 'learner'));
  const inPupil = activityFrame(pupil.page);
  const templates = inPupil.getByRole('dialog', { name: 'Choose a Story Template' });
  await expect(templates).toBeVisible({ timeout: 30_000 });
  await templates.getByRole('button', { name: /^Blank/ }).click();
  await inPupil.getByRole('button', { name: 'Edit Slide' }).first().click();
  const script = inPupil.getByRole('textbox', { name: 'Slide script' });
  await script.fill(SCRIPT);
  await expect(inPupil.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  expect(await pupil.context.cookies(app)).toEqual([]);
  await inPupil
    .getByRole('button', { name: 'Hand in to Grace Teacher', exact: true })
    .first()
    .click();
  const handIn = inPupil.getByRole('dialog', { name: 'Hand in your story to Grace Teacher' });
  await handIn.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(inPupil.getByTestId('handin-banner')).toContainText('Handed in');
  await pupil.context.close();

  // The instructor opens the activity: the class view, the review, a rubric score, Return.
  const back = await openCourse(
    browser,
    course.activityPage('teacher-1', 'Grace Teacher', 'instructor'),
  );
  const inClass = activityFrame(back.page);
  const row = inClass.getByTestId('class-story-row').filter({ hasText: 'Ada Pupil' });
  await expect(row.getByTestId('class-progress')).toHaveText('Handed in', { timeout: 30_000 });
  await row.getByRole('link', { name: /^Review .* by Ada Pupil$/ }).click();
  await expect(inClass.getByTestId('review-status')).toHaveText('Waiting for feedback');
  const rubric = inClass.getByRole('region', { name: 'Rubric: Journey rubric' });
  await rubric.getByRole('radio', { name: /Level 2: Strong evidence/ }).check();
  await expect(inClass.getByTestId('review-total')).toHaveText('Total: 4 of 4');
  await rubric.getByRole('button', { name: 'Save scores' }).click();
  await inClass.getByRole('button', { name: 'Return to pupil' }).click();
  const ret = inClass.getByRole('dialog', { name: 'Return this story?' });
  await ret.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(inClass.getByTestId('review-status')).toHaveText('Returned');

  // The course's gradebook holds the score, sent as a background job.
  await expect
    .poll(() => course.gradebook.at(-1) ?? null, { timeout: 60_000 })
    .toMatchObject({
      userId: 'pupil-1',
      scoreGiven: 4,
      scoreMaximum: 4,
      gradingProgress: 'FullyGraded',
    });
  await back.context.close();
});
