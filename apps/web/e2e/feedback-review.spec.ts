import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { scan } from './support/axe';
import { expect, test } from './support/fixtures';
import { signedInPerson } from './support/people';
import { screenSettled } from './support/screen';

/*
 * The teacher's review of a hand-in (docs/product/feedback.md, "The review screen"): comments at a
 * point (by pointer and by keyboard), on a sentence, on the story and from the comment bank, a
 * rubric score, the return; then the pupil's version 2 compared with version 1 word by word.
 * E2E_SCREENSHOTS=<dir> saves the review and the comparison at 1280x800, 1024x768 and 768x1024
 * (a tablet either way up) and 390x844.
 */

const shots = process.env.E2E_SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize()!;
  for (const [width, height] of [
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenSettled(page);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    // What the screen shows without scrolling (the full page repeats the fixed header).
    await page.screenshot({ path: path.join(shots, `${name}-${width}-screen.png`) });
  }
  await page.setViewportSize(size);
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

const box = { type: 'rect', left: 40, top: 60, width: 200, height: 120, fill: '#3b82f6' };
const SLIDES_V1 = [
  {
    id: 'slide-1-0',
    title: 'Floods',
    script: 'Rivers flood every year. They flood most in spring.',
    canvasState: [box],
  },
  { id: 'slide-1-1', title: 'Dams', script: 'Dams can help.', canvasState: [] },
];

test('a teacher reviews a hand-in, scores it, returns it and compares the next version', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // two people, several saves, screenshots at three sizes
  const headers = { origin: baseURL! };
  const teacher = await signedInPerson(browser, baseURL!, 'Ms Rivera', {
    width: 1024,
    height: 768,
  });

  // The rubric, then the class link with it attached (through the API).
  const rubric = await json<{ id: string }>(
    await teacher.request.post('/api/rubrics', {
      headers,
      data: {
        name: 'Data story',
        criteria: [
          {
            name: 'Evidence',
            levels: [
              { description: 'Little evidence', points: 1 },
              { description: 'Some evidence', points: 2 },
              { description: 'Strong evidence', points: 4 },
            ],
          },
          {
            name: 'Clarity',
            levels: [
              { description: 'Hard to follow', points: 0 },
              { description: 'Clear', points: 3 },
            ],
          },
        ],
      },
    }),
  );
  const trackingId = `rev${Date.now()}`;
  const link = await json<{ _id: string }>(
    await teacher.request.post('/api/custom-links', {
      headers,
      data: { name: 'Year 8 rivers', trackingId },
    }),
  );
  await json(
    await teacher.request.put(`/api/custom-links/${link._id}`, {
      headers,
      data: { name: 'Year 8 rivers', trackingId, rubricId: rubric.id },
    }),
  );

  // Olive starts a story through the link and hands it in with a note.
  const pupil = await signedInPerson(browser, baseURL!, 'Olive');
  const title = `Rivers ${Date.now()}`;
  const story = await json<{ _id: string }>(
    await pupil.request.post('/api/stories', {
      headers,
      data: { title, template: 'blank', trackingId, slides: SLIDES_V1 },
    }),
  );
  const first = await json<{ handinId: string; version: number }>(
    await pupil.request.post(`/api/stories/${story._id}/handins`, {
      headers,
      data: { note: 'Is my second slide long enough?' },
    }),
  );
  expect(first.version).toBe(1);

  // From the class view's Review button (it names the hand-in: ?handin=).
  const reviewPath = `/class/${link._id}/review/${story._id}`;
  await teacher.goto(`/links/${link._id}/class`);
  await teacher.getByRole('link', { name: `Review ${title} by Olive` }).click();
  await expect(teacher).toHaveURL(`${reviewPath}?handin=${first.handinId}`);
  await expect(teacher.getByRole('heading', { name: `Review: ${title}` })).toBeVisible();
  await expect(teacher.getByText('By Olive', { exact: true })).toBeVisible();
  await expect(teacher.getByText('Version 1', { exact: true })).toBeVisible();
  await expect(teacher.getByTestId('review-status')).toHaveText('Waiting for feedback');
  await expect(teacher.getByTestId('review-note')).toContainText('Is my second slide long enough?');

  const commentBox = teacher.getByTestId('review-comment-box');
  const add = teacher.getByRole('button', { name: 'Add comment' });
  const target = teacher.getByTestId('review-target');
  const markers = teacher.getByTestId('review-marker');

  // 1. A point, clicked on the slide: a numbered marker.
  const area = teacher.getByTestId('review-point-area');
  const size = (await area.boundingBox())!;
  await area.click({ position: { x: size.width * 0.3, y: size.height * 0.2 } });
  await expect(target).toHaveText('On a point of slide 1');
  await expect(commentBox).toBeFocused();
  await commentBox.fill('Label this box: what does it show? Add a source.');
  await add.click();
  await expect(markers).toHaveCount(1);
  await expect(markers.first()).toHaveText('1');
  await expect(teacher.getByTestId('review-draft-marker')).toHaveCount(0);

  // 2. A point by keyboard: the crosshair moves with the arrow keys, Enter places it.
  await teacher.getByRole('button', { name: 'Comment on a point' }).click();
  await expect(area).toBeFocused();
  await teacher.keyboard.press('Shift+ArrowDown');
  await teacher.keyboard.press('ArrowRight');
  await expect(
    teacher.getByText('Crosshair at 52% from the left, 60% from the top'),
  ).toBeAttached();
  await teacher.keyboard.press('Enter');
  await expect(teacher.getByTestId('review-draft-marker')).toBeVisible();
  await expect(commentBox).toBeFocused();
  await teacher.keyboard.type('Good colour choice.');
  await add.click();
  await expect(markers).toHaveCount(2);

  // 3. A sentence of the script, highlighted while chosen.
  const sentence = teacher.getByRole('button', {
    name: 'Comment on the sentence: They flood most in spring.',
  });
  await sentence.click();
  await expect(sentence).toHaveAttribute('aria-pressed', 'true');
  await expect(target).toHaveText('On slide 1: "They flood most in spring."');
  await commentBox.fill('Which months? Give the numbers from your chart.');
  await add.click();
  await expect(
    teacher.getByRole('button', { name: /They flood most in spring\. \(1 comment\)/ }),
  ).toBeVisible();

  // 4. Past 2,000 characters the box says the server's message and cannot be sent.
  await expect(target).toHaveText('On the whole story'); // once added, the next starts afresh
  await sentence.click();
  await teacher.getByRole('button', { name: 'Comment on the whole story instead' }).click();
  await expect(target).toHaveText('On the whole story');
  await commentBox.fill('x'.repeat(2001));
  await expect(teacher.getByText('A comment can be at most 2,000 characters.')).toBeVisible();
  await expect(teacher.getByText('2,001 / 2,000 characters')).toBeVisible();
  await expect(add).toBeDisabled();
  await commentBox.fill('');

  // 5. The bank: earlier comments, searchable; Insert puts one in the box. It can be edited.
  const bank = teacher.getByRole('region', { name: 'Comment bank' });
  await bank.getByLabel('Search your comments').fill('source');
  const items = bank.getByTestId('review-bank-item');
  await expect(items).toHaveCount(1);
  await items.getByRole('button', { name: /^Insert:/ }).click();
  await expect(commentBox).toHaveValue('Label this box: what does it show? Add a source.');
  await commentBox.fill('Overall: a clear story. Add a source.');
  await add.click();
  await bank.getByLabel('Search your comments').fill('');
  await bank.getByLabel('New comment for the bank').fill('Check your spelling.');
  await bank.getByRole('button', { name: 'Add to bank' }).click();
  await expect(bank.getByText('Check your spelling.')).toBeVisible();
  await bank.getByRole('button', { name: 'Edit in your bank: Check your spelling.' }).click();
  await bank.getByLabel('Edit the comment in your bank').fill('Check your spelling and units.');
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(bank.getByText('Check your spelling and units.')).toBeVisible();
  await bank
    .getByRole('button', { name: 'Delete from your bank: Check your spelling and units.' })
    .click();
  await expect(bank.getByText('Check your spelling and units.')).toHaveCount(0);

  // 6. The list: four comments; editing one keeps the earlier text, shown on demand.
  const list = teacher.getByRole('region', { name: '4 comments' });
  await expect(list.getByTestId('review-comment')).toHaveCount(4);
  const pointOne = list.getByRole('listitem', { name: 'Point 1 on slide 1' });
  await pointOne.getByRole('button', { name: 'Edit' }).click();
  await pointOne.getByLabel('Edit your comment').fill('Label this box and add a source.');
  await pointOne.getByRole('button', { name: 'Save' }).click();
  await expect(pointOne).toContainText('Label this box and add a source.');
  await expect(pointOne.getByText('edited', { exact: true })).toBeVisible();
  await pointOne.getByRole('button', { name: 'Show earlier versions' }).click();
  await expect(pointOne.getByTestId('review-history-entry')).toContainText(
    'Label this box: what does it show? Add a source.',
  );

  // 7. The rubric by keyboard: one level per criterion, the total as it goes, then saved.
  const rubricArea = teacher.getByRole('region', { name: 'Rubric: Data story' });
  await expect(teacher.getByTestId('review-total')).toHaveText('Total: 0 of 7');
  await rubricArea.getByRole('radio', { name: /Level 2: Some evidence/ }).check();
  await teacher.keyboard.press('ArrowRight');
  await expect(rubricArea.getByRole('radio', { name: /Level 3: Strong evidence/ })).toBeChecked();
  await rubricArea.getByRole('radio', { name: /Level 2: Clear/ }).check();
  await expect(teacher.getByTestId('review-total')).toHaveText('Total: 7 of 7');
  await rubricArea.getByRole('button', { name: 'Save scores' }).click();
  await expect(rubricArea.getByText('Scores saved')).toBeVisible();

  await sentence.click(); // chosen again, for the pictures
  await scan(teacher, 'review screen');
  await shoot(teacher, 'review');

  // 8. Return, after a confirmation; the screen says Returned.
  await teacher.getByRole('button', { name: 'Return to pupil' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Return this story?' });
  await expect(dialog).toContainText('Olive will see your comments and scores');
  await dialog.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(teacher.getByTestId('review-status')).toHaveText('Returned');
  await expect(teacher.getByRole('button', { name: 'Return to pupil' })).toHaveCount(0);

  // The pupil replies to the sentence comment and marks the point done (through the API).
  const detail = await json<{ comments: { id: string; text: string; target: unknown }[] }>(
    await pupil.request.get(`/api/handins/${first.handinId}`),
  );
  const onSentence = detail.comments.find((c) => c.text.startsWith('Which months'))!;
  const onPoint = detail.comments.find((c) => c.text.startsWith('Good colour'))!;
  await json(
    await pupil.request.post(`/api/handins/${first.handinId}/comments`, {
      headers,
      data: { target: onSentence.target, text: 'March to May.', replyTo: onSentence.id },
    }),
  );
  await json(
    await pupil.request.patch(`/api/handins/${first.handinId}/comments/${onPoint.id}`, {
      headers,
      data: { done: true },
    }),
  );
  await teacher.reload();
  await expect(teacher.getByTestId('review-reply')).toContainText('March to May.');
  // The teacher answers the pupil under the same comment.
  const thread = teacher.getByRole('listitem', { name: /^Slide 1, sentence:/ });
  await thread.getByRole('button', { name: 'Answer' }).click();
  await thread.getByLabel('Your answer to Olive').fill('Good: put that on the slide.');
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByTestId('review-reply')).toHaveCount(2);
  await expect(thread.getByTestId('review-reply').nth(1)).toContainText(
    'Reply from Ms RiveraGood: put that on the slide.',
  );
  await expect(teacher.getByText('Marked done by the pupil')).toBeVisible();

  // Version 2: the first script changed, the second slide removed, a new one added.
  const current = await json<{ version: number }>(
    await pupil.request.get(`/api/stories/${story._id}`),
  );
  await json(
    await pupil.request.put(`/api/stories/${story._id}`, {
      headers,
      data: {
        version: current.version,
        slides: [
          { ...SLIDES_V1[0], script: 'Rivers flood every year. They flood most in early summer.' },
          { id: 'slide-2-0', title: 'Sources', script: 'Data from the river agency.' },
        ],
      },
    }),
  );
  const second = await json<{ version: number }>(
    await pupil.request.post(`/api/stories/${story._id}/handins`, { headers, data: {} }),
  );
  expect(second.version).toBe(2);

  await teacher.goto(reviewPath); // without ?handin=: the class view names the latest
  await expect(teacher.getByText('Version 2', { exact: true })).toBeVisible();
  await teacher.getByRole('button', { name: 'Compare with version 1' }).click();
  await expect(teacher.getByRole('heading', { name: 'Version 2 beside version 1' })).toBeVisible();
  const compared = teacher.getByTestId('compare-slide');
  await expect(compared).toHaveCount(3);
  await expect(compared.nth(0)).toHaveAttribute('data-status', 'changed');
  await expect(compared.nth(0)).toContainText('Changed slide');
  await expect(compared.nth(1)).toContainText('Added slide');
  await expect(compared.nth(2)).toContainText('Removed slide');
  const words = compared.nth(0).getByTestId('compare-script');
  // Named for screen readers as well as struck through / underlined.
  await expect(words.locator('del', { hasText: 'spring' })).toContainText('removed:');
  await expect(words.locator('ins', { hasText: 'summer' })).toContainText('added:');
  await expect(words.locator('del', { hasText: 'spring' })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(words.locator('ins', { hasText: 'summer' })).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
  await scan(teacher, 'review: compare versions');
  await shoot(teacher, 'review-compare');

  // Someone else gets the app's not-found state at the same address.
  const other = await signedInPerson(browser, baseURL!, 'Pat');
  await other.goto(reviewPath);
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a link that reviews before sharing, the teacher returns and approves in one step', async ({
  browser,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const teacher = await signedInPerson(browser, baseURL!, 'Mr Okafor', {
    width: 768,
    height: 1024,
  });
  const trackingId = `appr${Date.now()}`;
  const link = await json<{ _id: string }>(
    await teacher.request.post('/api/custom-links', {
      headers,
      data: { name: 'Year 9 energy', trackingId, reviewBeforeSharing: true },
    }),
  );
  const pupil = await signedInPerson(browser, baseURL!, 'Cleo');
  const story = await json<{ _id: string }>(
    await pupil.request.post('/api/stories', {
      headers,
      data: { title: 'Wind power', template: 'blank', trackingId, slides: SLIDES_V1 },
    }),
  );
  await json(await pupil.request.post(`/api/stories/${story._id}/handins`, { headers, data: {} }));

  await teacher.goto(`/class/${link._id}/review/${story._id}`);
  await expect(teacher.getByText('Not approved for sharing yet')).toBeVisible();
  await expect(teacher.getByRole('region', { name: /^Rubric/ })).toHaveCount(0); // none on this link
  await teacher.getByRole('button', { name: 'Return and approve for sharing' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Return this story?' });
  await expect(dialog).toContainText("Approving lets others watch the story's narrated videos.");
  await dialog.getByRole('button', { name: 'Return and approve for sharing' }).click();
  await expect(teacher.getByTestId('review-status')).toHaveText('Returned');
  await expect(teacher.getByText('Not approved for sharing yet')).toHaveCount(0);
  await expect(teacher.getByRole('button', { name: 'Approve for sharing' })).toHaveCount(0);
});
