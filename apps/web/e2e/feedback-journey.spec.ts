import { readFile } from 'node:fs/promises';
import {
  csvRows,
  DESKTOP,
  handIn,
  person,
  PHONE,
  press as tap,
  scriptBox,
  scriptSaved,
  shot,
  startClassStory,
  TABLET,
} from './support/feedback';
import { expect, test } from './support/fixtures';

/*
 * Teacher feedback from start to end, as people do it (docs/product/feedback.md): a teacher on a
 * tablet (1024x768, touch) makes a class link with a rubric; Amara on a phone (390x844, touch)
 * and Ben at a desktop start stories from it; Amara hands in with a note, Ben does not. The
 * teacher sees both in the class view, comments at a point of the slide, on a sentence and from
 * the comment bank, scores on the rubric and returns it. Amara sees the Feedback badge, the
 * numbered marker, the sentence and the scores, marks a comment done, replies, revises and hands
 * in version 2; the teacher sees "Resubmitted", compares version 2 with version 1 word by word and
 * downloads the markbook CSV. Screenshots of each step go to E2E_SCREENSHOTS or the test's output.
 * Only the rubric is made through the API (its screen has rubrics.spec.ts).
 */

const TEACHER = 'Ms Okafor';
const SCRIPT_A = 'Our town recycles more every year. Most of it is paper.';
const SENTENCE = 'Most of it is paper.';
const SCRIPT_A2 = 'Our town recycles more plastic every year. Most of it is paper and card.';
const SCRIPT_B = 'Cars make our air dirty. Buses could help.';
const BANK = 'Say where your numbers come from.';

test('a teacher on a tablet and two pupils go round the feedback loop', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000); // three people, two hand-ins, screenshots
  const dir = process.env.E2E_SCREENSHOTS ?? testInfo.outputDir;
  const teacher = await person(browser, baseURL!, TEACHER, TABLET);
  const amara = await person(browser, baseURL!, 'Amara', PHONE);
  const ben = await person(browser, baseURL!, 'Ben', DESKTOP);

  // 1. The rubric (API), then the class link with it, through the Custom Links form.
  const rubric = await teacher.request.post('/api/rubrics', {
    headers: { origin: baseURL! },
    data: {
      name: 'Recycling story',
      criteria: [
        {
          name: 'Evidence',
          levels: [
            { description: 'Names the data', points: 1 },
            { description: 'Explains the data', points: 2 },
            { description: 'Compares sources', points: 4 },
          ],
        },
        {
          name: 'Script',
          levels: [
            { description: 'Hard to follow', points: 0 },
            { description: 'Clear', points: 2 },
            { description: 'Clear, in own words', points: 3 },
          ],
        },
      ],
    },
  });
  expect(rubric.status(), await rubric.text()).toBe(201);
  await teacher.goto('/?menu=custom-links');
  const form = teacher.locator('form', {
    has: teacher.getByRole('heading', { name: 'Create New Link' }),
  });
  await form.getByLabel('Link name').fill('Year 7 recycling');
  await tap(teacher, form.getByRole('button', { name: 'Generate a tracking ID' }));
  const tidBox = form.getByRole('textbox', { name: /^Tracking ID/ });
  await expect(tidBox).toHaveValue(/^[a-z0-9]{8}$/);
  const tid = await tidBox.inputValue();
  await tap(teacher, form.getByRole('combobox', { name: 'Rubric (optional)' }));
  await tap(teacher, teacher.getByRole('option', { name: 'Recycling story', exact: true }));
  await shot(teacher, dir, 'journey-1-teacher-link-form');
  await tap(teacher, form.getByRole('button', { name: 'Create Link' }));
  const linkCard = teacher.getByRole('article', { name: 'Year 7 recycling' });
  await expect(linkCard).toContainText('Rubric: Recycling story');

  // 2. Each pupil opens the link, starts a story and writes a script.
  const storyA = await startClassStory(amara, tid, SCRIPT_A);
  await shot(amara, dir, 'journey-2-pupil-a-script');
  await startClassStory(ben, tid, SCRIPT_B);

  // 3. Amara hands in from the editor with a note; Ben's story stays in progress.
  const dialog = await handIn(amara, TEACHER, false, 'Is the second sentence enough?');
  await shot(amara, dir, 'journey-3-pupil-a-hand-in');
  await tap(amara, dialog.getByRole('button', { name: 'Hand in', exact: true }));
  await expect(amara.getByTestId('handin-banner')).toContainText('Handed in: waiting for feedback');
  await expect(amara.getByTestId('handin-script')).toHaveText(SCRIPT_A);
  await shot(amara, dir, 'journey-3-pupil-a-waiting');
  // She leaves the waiting screen for My Data Stories: the story there says it is handed in.
  // (Now, not after the return: a returned story turns the waiting screen into the editor.)
  await tap(amara, amara.getByRole('link', { name: 'Back to My Data Stories' }));
  await expect(amara.getByTestId('handin-badge')).toHaveText('Handed in');

  // 4. The class view: Amara handed in, Ben in progress. Then Amara's review.
  await tap(teacher, linkCard.getByRole('link', { name: 'View class' }));
  const row = (name: string) => teacher.getByTestId('class-story-row').filter({ hasText: name });
  await expect(row('Amara').getByTestId('class-progress')).toHaveText('Handed in');
  await expect(row('Ben').getByTestId('class-progress')).toHaveText('In progress');
  await expect(row('Amara')).toContainText('Not scored');
  await shot(teacher, dir, 'journey-4-teacher-class-view');
  await tap(teacher, row('Amara').getByRole('link', { name: /^Review .* by Amara$/ }));
  await expect(teacher.getByTestId('review-status')).toHaveText('Waiting for feedback');
  await expect(teacher.getByTestId('review-note')).toContainText('Is the second sentence enough?');

  const commentBox = teacher.getByTestId('review-comment-box');
  const add = teacher.getByRole('button', { name: 'Add comment' });
  const target = teacher.getByTestId('review-target');
  // At a point of the slide, tapped: marker 1.
  const area = teacher.getByTestId('review-point-area');
  const size = (await area.boundingBox())!;
  await area.tap({ position: { x: size.width * 0.6, y: size.height * 0.4 } });
  await expect(target).toHaveText('On a point of slide 1');
  await commentBox.fill('Add a chart of the tonnes per year here.');
  await tap(teacher, add);
  await expect(teacher.getByTestId('review-marker')).toHaveCount(1);
  await expect(teacher.getByTestId('review-marker').first()).toHaveText('1');
  // On a sentence of the script.
  await tap(teacher, teacher.getByRole('button', { name: `Comment on the sentence: ${SENTENCE}` }));
  await expect(target).toHaveText(`On slide 1: "${SENTENCE}"`);
  await commentBox.fill('What else is in it? Give the other materials.');
  await tap(teacher, add);
  await expect(
    teacher.getByRole('button', { name: `Comment on the sentence: ${SENTENCE} (1 comment)` }),
  ).toBeVisible();
  // From the bank: the teacher keeps a comment there, finds it and inserts it.
  const bank = teacher.getByRole('region', { name: 'Comment bank' });
  await bank.getByLabel('New comment for the bank').fill(BANK);
  await tap(teacher, bank.getByRole('button', { name: 'Add to bank' }));
  await bank.getByLabel('Search your comments').fill('numbers');
  await tap(teacher, bank.getByRole('button', { name: `Insert: ${BANK}` }));
  await expect(commentBox).toHaveValue(BANK);
  await expect(target).toHaveText('On the whole story');
  await tap(teacher, add);
  await expect(teacher.getByRole('region', { name: '3 comments' })).toBeVisible();
  // The rubric: 2 + 3 of 7.
  const rubricArea = teacher.getByRole('region', { name: 'Rubric: Recycling story' });
  await tap(teacher, rubricArea.getByRole('radio', { name: /Level 2: Explains the data/ }));
  await tap(teacher, rubricArea.getByRole('radio', { name: /Level 3: Clear, in own words/ }));
  await expect(teacher.getByTestId('review-total')).toHaveText('Total: 5 of 7');
  await tap(teacher, rubricArea.getByRole('button', { name: 'Save scores' }));
  await expect(rubricArea.getByText('Scores saved')).toBeVisible();
  await shot(teacher, dir, 'journey-4-teacher-review');
  await teacher.screenshot({ path: `${dir}/journey-4-teacher-review-full.png`, fullPage: true });
  await tap(teacher, teacher.getByRole('button', { name: 'Return to pupil' }));
  const ret = teacher.getByRole('dialog', { name: 'Return this story?' });
  await tap(teacher, ret.getByRole('button', { name: 'Return', exact: true }));
  await expect(teacher.getByTestId('review-status')).toHaveText('Returned');

  // 5. Amara, on her phone, comes back to My Data Stories: the badge, then the feedback.
  await amara.reload();
  const card = amara.getByTestId('story-card').filter({ has: amara.getByTestId('handin-badge') });
  await expect(amara.getByTestId('handin-badge')).toHaveText('Feedback');
  await shot(amara, dir, 'journey-5-pupil-a-badge');
  await tap(amara, card.getByRole('link', { name: /^Open / }).first());
  await expect(amara).toHaveURL(new RegExp(`story=${storyA}`));
  await tap(amara, amara.getByRole('button', { name: 'Edit Slide' }).first());
  await tap(amara, amara.getByTestId('feedback-toggle'));
  const panel = amara.getByTestId('feedback-panel');
  await expect(panel).toContainText(`${TEACHER} returned version 1`);
  await expect(panel.getByTestId('feedback-total')).toHaveText('Total: 5 of 7');
  await expect(panel.getByTestId('feedback-scores')).toContainText('Explains the data');
  const marker = amara.getByRole('button', {
    name: 'Comment 1: Add a chart of the tonnes per year here.',
  });
  await expect(marker).toBeVisible();
  await expect(marker).toHaveText('1');
  // Where the teacher tapped: 60% across and 40% down the slide.
  const slide = (await amara.getByTestId('slide-canvas').boundingBox())!;
  const pin = (await marker.boundingBox())!;
  expect(Math.abs(pin.x + pin.width / 2 - (slide.x + slide.width * 0.6))).toBeLessThan(4);
  expect(Math.abs(pin.y + pin.height / 2 - (slide.y + slide.height * 0.4))).toBeLessThan(4);
  await shot(amara, dir, 'journey-5-pupil-a-feedback');
  // Done on the bank comment; a reply to the point.
  const storyCard = panel.getByTestId('feedback-comment').filter({ hasText: BANK });
  await tap(amara, storyCard.getByText('Mark done'));
  await expect(storyCard.getByRole('checkbox', { name: 'Mark done' })).toBeChecked();
  await expect(panel.getByTestId('feedback-done-count')).toHaveText('1 of 3 done');
  await tap(amara, marker);
  const pointCard = panel.getByTestId('feedback-comment').filter({ hasText: 'tonnes per year' });
  await tap(amara, pointCard.getByRole('button', { name: 'Reply' }));
  await pointCard.getByRole('textbox', { name: 'Your reply' }).fill('I will add the 2024 chart.');
  await tap(amara, pointCard.getByRole('button', { name: 'Send reply' }));
  await expect(pointCard.getByTestId('feedback-reply')).toContainText('I will add the 2024 chart.');
  // The sentence: the script opens with it selected.
  await tap(
    amara,
    panel.getByRole('button', { name: `Show the sentence in the script: ${SENTENCE}` }),
  );
  const script = await scriptBox(amara);
  await expect
    .poll(() =>
      script.evaluate((el: HTMLTextAreaElement) =>
        el.value.slice(el.selectionStart, el.selectionEnd),
      ),
    )
    .toBe(SENTENCE);
  await shot(amara, dir, 'journey-5-pupil-a-sentence');
  // Revise and hand in again: version 2.
  await script.fill(SCRIPT_A2);
  await scriptSaved(amara, storyA, SCRIPT_A2);
  const again = await handIn(amara, TEACHER, true);
  await tap(amara, again.getByRole('button', { name: 'Hand in', exact: true }));
  await expect(amara.getByTestId('handin-banner')).toContainText('Version 2');
  await expect(amara.getByTestId('handin-script')).toHaveText(SCRIPT_A2);
  await shot(amara, dir, 'journey-5-pupil-a-version-2');

  // 6. The teacher: Resubmitted; version 2 beside version 1; the markbook.
  await tap(teacher, teacher.getByRole('link', { name: 'Back to the class view' }));
  const progressA = row('Amara').getByTestId('class-progress');
  await expect(progressA).toHaveText('Resubmitted (version 2)');
  // The whole badge shows on a tablet, not cut to "Resubmit...".
  const cut = (el: Element) =>
    [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth);
  expect(await progressA.evaluate(cut)).toBe(false);
  await expect(row('Amara')).toContainText('5 / 7');
  await expect(row('Ben').getByTestId('class-progress')).toHaveText('In progress');
  await shot(teacher, dir, 'journey-6-teacher-class-view');
  await tap(teacher, row('Amara').getByRole('link', { name: /^Review .* by Amara$/ }));
  await expect(teacher.getByText('Version 2', { exact: true })).toBeVisible();
  await tap(teacher, teacher.getByRole('button', { name: 'Compare with version 1' }));
  await expect(teacher.getByRole('heading', { name: 'Version 2 beside version 1' })).toBeVisible();
  const compared = teacher.getByTestId('compare-slide').first();
  await expect(compared).toHaveAttribute('data-status', 'changed');
  const words = compared.getByTestId('compare-script');
  await expect(words.locator('ins', { hasText: 'plastic' })).toContainText('added:');
  await expect(words.locator('ins', { hasText: 'and card' })).toContainText('added:');
  // Only the words are marked: the spaces around them stay outside the underline.
  const markedWords = (text: string) =>
    words.locator('ins', { hasText: text }).evaluate((ins) =>
      [...ins.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
    );
  expect(await markedWords('plastic')).toBe('plastic');
  expect(await markedWords('and card')).toBe('and card');
  await expect(words.locator('ins', { hasText: 'plastic' })).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
  await expect(words.locator('del')).toHaveCount(0); // nothing was taken out
  await words.scrollIntoViewIfNeeded();
  await shot(teacher, dir, 'journey-6-teacher-compare');
  await tap(teacher, teacher.getByRole('link', { name: 'Back to the class view' }));
  const downloading = teacher.waitForEvent('download');
  await tap(teacher, teacher.getByRole('link', { name: 'Download scores (CSV)' }));
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const rows = csvRows(csv);
  expect(rows.find((r) => r.Pupil === 'Amara')).toMatchObject({
    Status: 'resubmitted',
    Version: '2',
    Evidence: '2',
    Script: '3',
    Total: '5',
    'Out of': '7',
  });
  expect(rows.find((r) => r.Pupil === 'Ben')).toMatchObject({ Status: 'in progress', Total: '' });
  for (const page of [teacher, amara, ben]) await page.context().close();
});
