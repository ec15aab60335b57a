import type { Page } from '@playwright/test';
import { readStory, writeStory } from '@dsb/core/collab';
import type * as Y from 'yjs';
import {
  connectCollab,
  isSaved,
  type CollabClient,
} from '../../server/src/features/collab/testSupport';
import { scan } from './support/axe';
import { expect, test } from './support/fixtures';
import { joinStory, signedInPerson } from './support/people';
import { shootBothSizes } from './support/screen';

/*
 * Who did what in a group story (docs/product/group-work.md, "Activity"): two members edit the
 * shared document over the collab WebSocket (as the editor does), and the members panel and the
 * teacher's class view show each member's edits, words, objects and last activity.
 * E2E_SCREENSHOTS=<dir> saves both at desktop and phone widths.
 */

const shots = process.env.E2E_SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (shots) await shootBothSizes(page, shots, name);
}

/** Connects as the page's user to the story's shared document, changes it, and waits for the save. */
async function editLive(page: Page, storyId: string, change: (client: CollabClient) => void) {
  const baseURL = new URL(page.url()).origin;
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const client = connectCollab(baseURL, storyId, { cookie, origin: baseURL });
  await client.synced;
  change(client);
  await expect.poll(() => isSaved(client), { timeout: 10_000 }).toBe(true);
  client.socket.close();
  await client.closed;
}

const firstScript = (client: CollabClient) => {
  const slides = client.doc.getMap<Y.Map<unknown>>('slides');
  return [...slides.values()][0]!.get('script') as Y.Text;
};

test('the members panel and the class view show who did what in a group story', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // four people, two live connections, two screens at two sizes
  const headers = { origin: baseURL! };
  const title = `Rivers ${Date.now()}`;
  const trackingId = `act${Date.now()}`;
  const teacher = await signedInPerson(browser, baseURL!, 'Ms Rivera');
  const link = await teacher.request.post('/api/custom-links', {
    data: { name: 'Year 8 rivers', trackingId },
    headers,
  });
  expect(link.ok()).toBeTruthy();
  const linkId = ((await link.json()) as { _id: string })._id;

  // Olive starts a story through the class link; Pat and Cleo join it.
  const owner = await signedInPerson(browser, baseURL!, 'Olive');
  const created = await owner.request.post('/api/stories', {
    data: {
      title,
      template: 'blank',
      trackingId,
      slides: [{ id: 'slide-1-0', title: 'Slide 1', script: 'Rivers' }],
    },
    headers,
  });
  expect(created.ok()).toBeTruthy();
  const storyId = ((await created.json()) as { _id: string })._id;
  const pat = await signedInPerson(browser, baseURL!, 'Pat');
  const cleo = await signedInPerson(browser, baseURL!, 'Cleo');
  await joinStory(owner, storyId, [pat, cleo]);

  // Olive types three words a letter at a time; Pat adds a box to the slide.
  await editLive(owner, storyId, (client) => {
    for (const char of ' flood in spring')
      firstScript(client).insert(firstScript(client).length, char);
  });
  await editLive(pat, storyId, (client) => {
    const story = readStory(client.doc);
    story.slides[0]!.canvasState.push({ type: 'rect', left: 40, top: 40, width: 80, height: 60 });
    writeStory(client.doc, story);
  });

  // The teacher's class view (before any browser opens the story): the group story, then who
  // did what.
  await teacher.goto(`/links/${linkId}/class`);
  const row = teacher.getByTestId('class-story-row').filter({ hasText: title });
  await expect(row).toContainText('Olive with Pat and Cleo');
  const toggle = row.getByRole('button', { name: `Who did what in ${title}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const area = teacher.getByRole('list', { name: 'Who did what' }).first();
  await expect(area.getByRole('listitem', { name: 'Olive' })).toContainText(
    'Owner16 edits · 3 words · 0 objects · active',
  );
  await expect(area.getByRole('listitem', { name: 'Pat' })).toContainText(
    '1 edit · 0 words · 1 object',
  );
  await expect(area.getByRole('listitem', { name: 'Cleo' })).toContainText('No edits yet');
  await scan(teacher, 'class view: who did what');
  await shoot(teacher, 'group-activity-class');

  // On a phone the card opens the same area, without the page scrolling sideways.
  await teacher.setViewportSize({ width: 390, height: 844 });
  const cards = teacher.getByTestId('class-cards');
  await expect(cards.getByRole('listitem', { name: 'Cleo' })).toContainText('No edits yet');
  const overflow = await teacher.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await cards.getByRole('button', { name: `Who did what in ${title}` }).click();
  await expect(cards.getByRole('listitem', { name: 'Cleo' })).toHaveCount(0);

  // The owner's members panel, from the grid.
  await owner.goto(`/grid?story=${storyId}`);
  await owner.getByRole('button', { name: 'Invite co-authors' }).click();
  const panel = owner.getByRole('dialog', { name: 'Invite co-authors' });
  // Olive's own page may have changed the story since (her editor opening it counts as hers).
  await expect(panel.getByRole('listitem', { name: 'Olive' })).toContainText(
    /\d+ edits · 3 words · 0 objects · active just now/,
  );
  await expect(panel.getByRole('listitem', { name: 'Pat' })).toContainText(
    '1 edit · 0 words · 1 object · active just now',
  );
  await expect(panel.getByRole('listitem', { name: 'Cleo' })).toContainText('No edits yet');
  await scan(owner, 'owner: Invite co-authors, with activity');
  // On a phone the longer lines wrap; the Remove buttons keep their whole width.
  await owner.setViewportSize({ width: 390, height: 844 });
  const label = panel.getByRole('button', { name: 'Remove Pat' }).locator('.mantine-Button-label');
  await expect
    .poll(() => label.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  await owner.setViewportSize({ width: 1280, height: 800 });
  // The grid keeps the dialog open when the width changes.
  await shoot(owner, 'group-activity-panel');
});
