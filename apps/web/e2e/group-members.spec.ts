import type { Page } from '@playwright/test';
import { scan } from './support/axe';
import { openEditor } from './support/editor';
import { expect, test } from './support/fixtures';
import { createStory } from './support/myStories';
import { signedInPerson } from './support/people';
import { screenSettled } from './support/screen';

/*
 * Group stories, step 1 (docs/product/group-work.md): the owner makes a join code from the
 * editor's Share menu, a classmate joins with it from My Data Stories and works on the story,
 * and the owner can remove them again. E2E_SCREENSHOTS=<dir> saves the dialogs and the card at
 * desktop and phone widths.
 */

const shots = process.env.E2E_SCREENSHOTS;
/**
 * Saves the screen at desktop and phone sizes, then goes back to the desktop size. `reopen` opens
 * the dialog again where the new size swaps the header that held it.
 */
async function shoot(page: Page, name: string, reopen?: () => Promise<void>) {
  if (!shots) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (reopen && width < 1000) await reopen();
    await screenSettled(page);
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openMyStories(page: Page) {
  await page.goto('/?menu=stories');
  await expect(page.getByRole('heading', { name: 'My Data Stories' })).toBeVisible();
}

test('a classmate joins with the owner’s code, and the owner can remove them', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // two people, axe scans and screenshots at three widths
  const title = `Rivers ${Date.now()}`;
  const owner = await signedInPerson(browser, baseURL!, 'Olive');
  const storyId = await createStory(owner, baseURL!, { title, slides: 1 });
  await openEditor(owner, storyId);

  // The owner makes a code from the Share menu.
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  await owner.getByRole('menuitem', { name: 'Invite co-authors' }).click();
  const panel = owner.getByRole('dialog', { name: 'Invite co-authors' });
  await expect(panel.getByText('0 of 5 co-authors')).toBeVisible();
  await panel.getByRole('button', { name: 'Make a join code' }).click();
  const shown = (await panel.getByTestId('join-code').textContent())!;
  expect(shown).toMatch(/^[A-Z0-9]{3} [A-Z0-9]{3}$/);
  await expect(panel.getByText(/^Valid until \d{1,2} [A-Z][a-z]{2}/)).toBeVisible();
  await scan(owner, 'owner: Invite co-authors');
  const openPanel = async () => {
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    await owner.getByRole('menuitem', { name: 'Invite co-authors' }).click();
    await expect(panel).toBeVisible();
  };
  if (shots) {
    // Each width has its own header (and Share menu): the dialog closes with the swap.
    await shoot(owner, 'group-invite', openPanel);
    await expect(panel).toHaveCount(0);
    await openPanel();
  }

  // A classmate without stories joins from My Data Stories; a wrong code is explained first.
  const classmate = await signedInPerson(browser, baseURL!, 'Pat');
  await openMyStories(classmate);
  await classmate.getByRole('button', { name: 'Join a group story' }).click();
  const join = classmate.getByRole('dialog', { name: 'Join a group story' });
  const field = join.getByRole('textbox', { name: 'Join code' });
  const wrong = shown === 'XXX YYY' ? 'yyy xxx' : 'xxx yyy';
  await field.fill(wrong);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(
    join.getByText('That join code is wrong or has expired.', { exact: false }),
  ).toBeVisible();
  await expect(field).toHaveValue(wrong);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await scan(classmate, 'co-author: Join a group story (wrong code)');
  await shoot(classmate, 'group-join');

  await field.fill(shown.toLowerCase());
  await field.press('Enter');
  await expect(classmate).toHaveURL(new RegExp(`/grid\\?story=${storyId}$`));
  await expect(classmate.getByRole('heading', { name: title })).toBeVisible();

  // The story is listed as the owner's group story; it cannot be selected for deleting.
  await openMyStories(classmate);
  const card = classmate.getByRole('article', { name: title, exact: true });
  await expect(card.getByRole('button', { name: /Group story · Olive’s/ })).toBeVisible();
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  await shoot(classmate, 'group-card');
  await classmate.getByRole('button', { name: 'List view' }).click();
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  await shoot(classmate, 'group-card-list');

  // The co-author sees the members (and may leave) from the card's badge.
  await card.getByRole('button', { name: /Group story · Olive’s/ }).click();
  const members = classmate.getByRole('dialog', { name: 'Group members' });
  await expect(members.getByRole('listitem', { name: 'Olive' })).toBeVisible();
  await expect(members.getByRole('button', { name: 'Leave this story' })).toBeVisible();
  await expect(members.getByRole('button', { name: 'Make a join code' })).toHaveCount(0);
  await scan(classmate, 'co-author: Group members');
  await shoot(classmate, 'group-members');
  await members.getByRole('button', { name: 'Dismiss dialog' }).click();

  // The owner sees them join and removes them (after confirming).
  await panel.getByRole('button', { name: 'Dismiss dialog' }).click();
  await openPanel();
  await expect(panel.getByText('1 of 5 co-authors')).toBeVisible();
  await panel.getByRole('button', { name: 'Remove Pat' }).click();
  await panel.getByRole('button', { name: 'Yes, remove Pat' }).click();
  await expect(panel.getByText('0 of 5 co-authors')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: 'Pat' })).toHaveCount(0);

  await openMyStories(classmate);
  await expect(classmate.getByText('No stories yet')).toBeVisible();
  await expect(classmate.getByRole('article', { name: title, exact: true })).toHaveCount(0);
});

test('a join link fills in the code; a co-author leaves from the grid for My Data Stories', async ({
  browser,
  baseURL,
}) => {
  const title = `Bees ${Date.now()}`;
  const owner = await signedInPerson(browser, baseURL!, 'Omar');
  const storyId = await createStory(owner, baseURL!, { title, slides: 1 });
  const made = await owner.request.post(`/api/stories/${storyId}/invites`, {
    headers: { origin: baseURL! },
  });
  const { code } = (await made.json()) as { code: string };

  // The owner's 'Copy join link' address, opened by a classmate: the code waits for Join.
  const classmate = await signedInPerson(browser, baseURL!, 'Lea');
  await classmate.goto(`/?menu=stories&join=${code.toLowerCase()}`);
  const join = classmate.getByRole('dialog', { name: 'Join a group story' });
  await expect(join.getByRole('textbox', { name: 'Join code' })).toHaveValue(
    `${code.slice(0, 3)} ${code.slice(3)}`,
  );
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(classmate).toHaveURL(new RegExp(`/grid\\?story=${storyId}$`));

  // On a phone the grid's header keeps its Group button without making the page scroll sideways.
  await classmate.setViewportSize({ width: 390, height: 844 });
  await classmate.goto(`/grid?story=${storyId}`);
  await expect(classmate.getByRole('heading', { name: title })).toBeVisible();
  const overflow = await classmate.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const apply = await classmate.getByRole('button', { name: 'Apply Template' }).boundingBox();
  expect(apply!.x + apply!.width).toBeLessThanOrEqual(390);
  if (shots) await classmate.screenshot({ path: `${shots}/group-grid-header-390.png` });
  await classmate.getByRole('button', { name: 'Group members' }).click();
  const members = classmate.getByRole('dialog', { name: 'Group members' });
  await expect(members.getByText('1 of 5 co-authors')).toBeVisible();
  await members.getByRole('button', { name: 'Leave this story' }).click();
  await members.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(classmate).toHaveURL(/\/\?menu=stories$/);
  await expect(classmate.getByText('No stories yet')).toBeVisible();
});

test('an owner whose code was made before the server’s keys changed is told to make a new one', async ({
  browser,
  baseURL,
}) => {
  const owner = await signedInPerson(browser, baseURL!, 'Oona');
  const storyId = await createStory(owner, baseURL!, { title: `Keys ${Date.now()}`, slides: 1 });
  // What the server answers once, as it drops a code sealed under an earlier secret (its own
  // tests make that situation; here the screen is checked).
  await owner.route(`**/api/stories/${storyId}/invites`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: {
            invite: null,
            notice: { code: 'joinCodeUnreadable', message: 'The join code cannot be shown.' },
          },
        })
      : route.fallback(),
  );
  await openEditor(owner, storyId);
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  await owner.getByRole('menuitem', { name: 'Invite co-authors' }).click();
  const panel = owner.getByRole('dialog', { name: 'Invite co-authors' });
  const warning = panel.getByRole('status').filter({ hasText: 'the server’s keys were changed' });
  await expect(warning).toBeVisible();
  await scan(owner, 'owner: join code unreadable');
  await panel.getByRole('button', { name: 'Make a join code' }).click();
  await expect(panel.getByTestId('join-code')).toHaveText(/^[A-Z0-9]{3} [A-Z0-9]{3}$/);
  await expect(warning).toHaveCount(0);
});
