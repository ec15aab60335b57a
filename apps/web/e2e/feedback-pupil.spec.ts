import type { APIRequestContext, Page } from '@playwright/test';
import { scan } from './support/axe';
import { changesSaved, openEditor, saveStatus } from './support/editor';
import { expect, signInDirectly, test } from './support/fixtures';
import { joinStory, signedInPerson } from './support/people';
import { shootBothSizes } from './support/screen';

/*
 * Teacher feedback, the pupil's side (docs/product/feedback.md, "What a pupil sees"): a pupil who
 * started from a class link hands the story in with a note and cannot change it while it waits;
 * the teacher (through the API) comments on a point, a sentence and the story, scores and returns
 * it; the pupil sees the badge, the markers over the slide and the sentence in the script, marks a
 * comment done, replies and hands in again (version 2). E2E_SCREENSHOTS=<dir> saves the hand-in
 * dialog, the read-only banner and the feedback panel at 1280x800 and 390x844.
 */

const shots = process.env.E2E_SCREENSHOTS;
// Under reduced motion Mantine skips its transitions, so no dialog is scanned half-faded.
test.use({ reducedMotion: 'reduce' });
const SCRIPT = 'Seas are rising. Ice melts fast. We must act.';
const SENTENCE = 'Ice melts fast.';

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data, headers: origin(page) });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

type Feedback = {
  handin: { id: string; status: string; version: number } | null;
  comments: Array<{ id: string; text: string; done: boolean; replyTo: string | null }>;
};
const feedbackOf = async (request: APIRequestContext, storyId: string) =>
  (await (await request.get(`/api/stories/${storyId}/feedback`)).json()) as Feedback;

test('a pupil hands in, waits read-only, reads the feedback at its places and hands in again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The teacher: a rubric and a class link that uses it.
  const teacher = await signedInPerson(browser, baseURL!, 'Ms Reed');
  const rubric = await post(teacher, '/api/rubrics', {
    name: 'Data story',
    criteria: [
      {
        name: 'Evidence',
        levels: [
          { description: 'No data yet', points: 0 },
          { description: 'One chart that fits the question', points: 2 },
          { description: 'Charts that answer the question', points: 4 },
        ],
      },
      { name: 'Voice', levels: [{ description: 'Speaks to the audience', points: 3 }] },
    ],
  });
  const trackingId = `fb-${Date.now().toString(36)}`;
  await post(teacher, '/api/custom-links', {
    name: 'Class 8B',
    trackingId,
    promptId: null,
    room: 'Room 8',
    rubricId: rubric!.id,
  });

  // The pupil starts a story from the link and writes a script.
  await page.goto('/');
  await signInDirectly(page, `pupil-fb-${Date.now()}@example.com`, 'Pat Pupil');
  await page.goto(`/tool?tid=${trackingId}`);
  await expect(page).toHaveURL(/menu=create/);
  await page.goto('/grid');
  await page
    .getByRole('dialog', { name: 'Choose a Story Template' })
    .getByRole('button', { name: /^Blank/ })
    .click();
  await expect(page).toHaveURL(/\/grid\?story=/);
  const storyId = new URL(page.url()).searchParams.get('story')!;
  await expect(page.getByRole('button', { name: 'Hand in to Ms Reed' })).toBeVisible();
  await openEditor(page, storyId);
  await page.getByRole('textbox', { name: 'Slide script' }).fill(SCRIPT);
  await changesSaved(page);

  // Hand in with a note.
  await page.getByRole('button', { name: 'Hand in to Ms Reed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand in your story to Ms Reed' });
  await dialog
    .getByRole('textbox', { name: /Note for your teacher/ })
    .fill('Please look at slide 1.');
  await expect(dialog.getByTestId('handin-note-count')).toHaveText('23 / 1,000 characters');
  await scan(page, 'pupil: Hand in dialog');
  if (shots) await shootBothSizes(page, shots, 'feedback-handin-dialog');
  await dialog.getByRole('button', { name: 'Hand in', exact: true }).click();

  // Read-only while it waits: the banner, the script as handed in, nothing to type into.
  const banner = page.getByTestId('handin-banner');
  await expect(banner).toContainText('Handed in: waiting for feedback');
  await expect(page.getByTestId('handin-script')).toHaveText(SCRIPT);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByTestId('slide-canvas')).toHaveCount(0);
  await expect(saveStatus(page)).toHaveCount(0);
  await page.goto(`/grid?story=${storyId}`);
  await expect(page.getByTestId('handin-banner')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await scan(page, 'pupil: handed in, read-only');
  if (shots) await shootBothSizes(page, shots, 'feedback-readonly');
  await page.goto('/?menu=stories');
  await expect(page.getByTestId('handin-badge')).toHaveText('Handed in');

  // The teacher comments on a point, a sentence and the story, scores and returns it.
  const waiting = await feedbackOf(page.request, storyId);
  expect(waiting.handin).toMatchObject({ status: 'waiting', version: 1 });
  const handinId = waiting.handin!.id;
  const detail = (await (await teacher.request.get(`/api/handins/${handinId}`)).json()) as {
    slides: Array<{ id: string; script: string }>;
    note: string;
  };
  expect(detail.note).toBe('Please look at slide 1.');
  const slideId = detail.slides[0]!.id;
  const start = SCRIPT.indexOf(SENTENCE);
  const comments = `/api/handins/${handinId}/comments`;
  await post(teacher, comments, {
    target: { kind: 'slide', slideId, x: 0.5, y: 0.3 },
    text: 'Add a chart here.',
  });
  await post(teacher, comments, {
    target: { kind: 'script', slideId, start, end: start + SENTENCE.length },
    text: 'How fast? Give a number.',
  });
  const story = await post(teacher, comments, { target: { kind: 'story' }, text: 'Good start.' });
  const edited = await teacher.request.patch(`${comments}/${story!.id as string}`, {
    data: { text: 'Good start: the question is clear.' },
    headers: origin(teacher),
  });
  expect(edited.ok(), await edited.text()).toBeTruthy();
  const scored = await teacher.request.put(`/api/handins/${handinId}/scores`, {
    data: { levels: { evidence: 1, voice: 0 } },
    headers: origin(teacher),
  });
  expect(scored.ok(), await scored.text()).toBeTruthy();
  await post(teacher, `/api/handins/${handinId}/return`, {});

  // The pupil: the badge, then the feedback in the editor.
  await page.reload();
  await expect(page.getByTestId('handin-badge')).toHaveText('Feedback');
  await scan(page, 'pupil: My Data Stories with a Feedback badge');
  await openEditor(page, storyId);
  await page.getByTestId('feedback-toggle').click();
  const panel = page.getByTestId('feedback-panel');
  await expect(panel).toContainText('Ms Reed returned version 1');
  await expect(panel.getByTestId('feedback-total')).toHaveText('Total: 5 of 7');
  await expect(panel.getByTestId('feedback-scores')).toContainText(
    'One chart that fits the question',
  );
  await expect(panel.getByText('Good start: the question is clear.')).toBeVisible();
  await panel.getByTestId('feedback-history').getByText('edited').click();
  await expect(panel.getByTestId('feedback-history')).toContainText('Good start.');
  const marker = page.getByRole('button', { name: 'Comment 1: Add a chart here.' });
  await expect(marker).toBeVisible();
  // The marker sits at 50% across and 30% down the slide.
  const slideBox = (await page.getByTestId('slide-canvas').boundingBox())!;
  const markerBox = (await marker.boundingBox())!;
  expect(
    Math.abs(markerBox.x + markerBox.width / 2 - (slideBox.x + slideBox.width * 0.5)),
  ).toBeLessThan(3);
  expect(
    Math.abs(markerBox.y + markerBox.height / 2 - (slideBox.y + slideBox.height * 0.3)),
  ).toBeLessThan(3);
  await scan(page, 'pupil: feedback panel with markers');
  if (shots) await shootBothSizes(page, shots, 'feedback-panel');

  // The sentence shows selected in the script box.
  await panel.getByRole('button', { name: `Show the sentence in the script: ${SENTENCE}` }).click();
  const scriptBox = page.getByRole('textbox', { name: 'Slide script' });
  await expect(scriptBox).toBeFocused();
  const selected = await scriptBox.evaluate((el: HTMLTextAreaElement) =>
    el.value.slice(el.selectionStart, el.selectionEnd),
  );
  expect(selected).toBe(SENTENCE);

  // Mark the sentence comment done and reply to the point comment.
  const sentenceCard = panel.getByTestId('feedback-comment').filter({ hasText: 'How fast?' });
  await sentenceCard.getByRole('checkbox', { name: 'Mark done' }).check();
  await expect(panel.getByTestId('feedback-done-count')).toHaveText('1 of 3 done');
  await marker.click();
  const pointCard = panel.getByTestId('feedback-comment').filter({ hasText: 'Add a chart here.' });
  await expect(pointCard).toBeFocused();
  await pointCard.getByRole('button', { name: 'Reply' }).click();
  await pointCard
    .getByRole('textbox', { name: 'Your reply' })
    .fill('I added one from the library.');
  await pointCard.getByRole('button', { name: 'Send reply' }).click();
  await expect(pointCard.getByTestId('feedback-reply')).toContainText(
    'I added one from the library.',
  );
  const after = await feedbackOf(page.request, storyId);
  expect(after.comments.find((c) => c.text === 'How fast? Give a number.')?.done).toBe(true);
  expect(after.comments.some((c) => c.replyTo && c.text === 'I added one from the library.')).toBe(
    true,
  );

  // On a phone the panel is a sheet under the slide; a sentence opens the script sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  await expect(marker).toBeVisible();
  await panel.getByRole('button', { name: `Show the sentence in the script: ${SENTENCE}` }).click();
  await expect(panel).toHaveCount(0);
  await expect(scriptBox).toBeFocused();
  expect(
    await scriptBox.evaluate((el: HTMLTextAreaElement) =>
      el.value.slice(el.selectionStart, el.selectionEnd),
    ),
  ).toBe(SENTENCE);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('feedback-toggle').click();

  // Revise and hand in again: version 2.
  await scriptBox.fill(`${SCRIPT} It rose 10 cm.`);
  await changesSaved(page);
  await panel.getByRole('button', { name: 'Hand in again to Ms Reed' }).click();
  await page
    .getByRole('dialog', { name: 'Hand in your story to Ms Reed' })
    .getByRole('button', { name: 'Hand in', exact: true })
    .click();
  await expect(page.getByTestId('handin-banner')).toContainText('Version 2');
  expect((await feedbackOf(page.request, storyId)).handin).toMatchObject({
    status: 'waiting',
    version: 2,
  });
  await teacher.context().close();
});

test('a group member editing when the story is handed in sees it read-only, not offline', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const teacher = await signedInPerson(browser, baseURL!, 'Mr Cole');
  const trackingId = `fb2-${Date.now().toString(36)}`;
  await post(teacher, '/api/custom-links', { name: 'Class 9C', trackingId, promptId: null });
  const owner = await signedInPerson(browser, baseURL!, 'Ana');
  await owner.goto(`/tool?tid=${trackingId}`);
  await expect(owner).toHaveURL(/menu=create/);
  await owner.goto('/grid');
  await owner
    .getByRole('dialog', { name: 'Choose a Story Template' })
    .getByRole('button', { name: /^Blank/ })
    .click();
  await expect(owner).toHaveURL(/\/grid\?story=/);
  const storyId = new URL(owner.url()).searchParams.get('story')!;
  const member = await signedInPerson(browser, baseURL!, 'Ben');
  await joinStory(owner, storyId, [member]);
  await openEditor(member, storyId);
  await member.getByRole('textbox', { name: 'Slide script' }).fill('Ben was here.');
  await changesSaved(member);

  // Ana hands it in from her own browser while Ben is in the editor.
  await post(owner, `/api/stories/${storyId}/handins`, { note: '' });
  await expect(member.getByTestId('handin-banner')).toContainText(
    'Handed in: waiting for feedback',
  );
  await expect(member.getByTestId('handin-script')).toHaveText('Ben was here.');
  await expect(member.getByRole('textbox')).toHaveCount(0);
  await member.waitForTimeout(1500); // no reconnecting and no offline notice after it
  await expect(member.getByText(/Offline/)).toHaveCount(0);
  await expect(member.getByRole('dialog')).toHaveCount(0);

  // Returned: the page asks every 20 s, then the editor opens again and saves.
  const { handin } = await feedbackOf(owner.request, storyId);
  await post(teacher, `/api/handins/${handin!.id}/return`, {});
  const script = member.getByRole('textbox', { name: 'Slide script' });
  await expect(script).toHaveValue('Ben was here.', { timeout: 30_000 });
  await script.fill('Ben was here again.');
  await changesSaved(member);
  for (const page of [teacher, owner, member]) await page.context().close();
});
