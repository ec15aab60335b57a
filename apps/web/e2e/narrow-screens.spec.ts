import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_VIEWS } from './support/admin';
import { createStory } from './support/editor';
import { expect, signInDirectly, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/**
 * Issue #18 item 5: every screen works on a 320 px phone and at 200% browser zoom (a 1280 px
 * window at 200% lays out like a 640 px one) without scrolling sideways. E2E_SCREENSHOTS=<dir>
 * saves each screen at each width.
 */

/** A small phone, and a 1280 x 800 window at 200% zoom (it lays out as 640 x 400). */
const SIZES = [
  { width: 320, height: 640 },
  { width: 640, height: 400 },
] as const;
const shots = process.env.E2E_SCREENSHOTS;

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 240_000 });

/**
 * How far the page scrolls sideways (0 when it fits) and which element sticks out furthest; and
 * the controls cut off at the window's edge or with their label cut short (a clipped control
 * does not scroll the page, but it is just as unusable). Controls inside something that scrolls
 * sideways on its own (a toolbar, a tab list) are fine.
 */
async function sidewaysProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        element.textContent?.trim().slice(0, 40);
      return `${element.tagName.toLowerCase()} "${name}"`;
    };
    const scrollsSideways = (element: Element) => {
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (/(auto|scroll)/.test(style.overflowX) && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    let culprit = '';
    let widest = width;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      if (right > widest + 0.5) [widest, culprit] = [right, describe(element)];
    }
    const clipped: string[] = [];
    const controls = 'button, a[href], input, select, textarea, [role="tab"], [role="button"]';
    for (const element of document.querySelectorAll(controls)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || scrollsSideways(element)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue; // out of reach anyway
      if (box.left < -1 || box.right > width + 1) clipped.push(`${describe(element)} is cut off`);
    }
    for (const label of document.querySelectorAll('.mantine-Button-label')) {
      if (label.scrollWidth > label.clientWidth + 1 && !scrollsSideways(label))
        clipped.push(`${describe(label.closest('button') ?? label)}: its label is cut short`);
    }
    return { overflow: root.scrollWidth - width, culprit, clipped };
  });
}

/** Settles the page at each size and asserts that nothing scrolls sideways or is cut off. */
async function checkWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await ready();
    await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 20_000 });
    await screenSettled(page); // layout after the resize
    const { overflow, culprit, clipped } = await sidewaysProblems(page);
    if (shots) await page.screenshot({ path: `${shots}/narrow-${name}-${size.width}.png` });
    const at = `${name} at ${size.width}px`;
    expect.soft(overflow, `${at} scrolls sideways: ${culprit}`).toBeLessThanOrEqual(0);
    expect.soft(clipped, `${at}: controls cut off`).toEqual([]);
  }
}

async function visit(page: Page, path: string, name: string, ready: () => Promise<void>) {
  await page.goto(path);
  await checkWidths(page, name, ready);
}

const heading = (page: Page, name: string | RegExp) => () =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();

async function homeViews(page: Page, who: string) {
  await visit(page, '/', `${who}-create`, () =>
    expect(page.getByTestId('prompt-card').first()).toBeVisible(),
  );
  await visit(page, '/?menu=stories', `${who}-stories`, heading(page, 'My Data Stories'));
  await visit(page, '/?menu=resources', `${who}-resources`, heading(page, 'Resources'));
  await visit(page, '/?menu=custom-links', `${who}-custom-links`, () =>
    expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(),
  );
  await visit(page, '/resources/reading-a-chart', `${who}-resource-page`, () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
}

test('a visitor: home views, a Resources page, the prompt detail, the guard and not found', async ({
  page,
}) => {
  await homeViews(page, 'visitor');
  await page.goto('/');
  await page.getByTestId('prompt-card').first().getByRole('button').first().click();
  await checkWidths(page, 'visitor-prompt-detail', () =>
    expect(page.getByRole('dialog')).toBeVisible(),
  );
  await visit(page, '/grid', 'visitor-guard', heading(page, 'Authentication Required'));
  await visit(page, '/no-such-page', 'visitor-not-found', () =>
    expect(page.getByRole('heading').first()).toBeVisible(),
  );
});

test('a pupil: home views, template picker, grid, My Data Stories, research, editor, class view', async ({
  page,
}) => {
  await page.goto('/');
  await signInDirectly(page, `narrow-${Date.now()}@example.com`, 'Pat Pupil');
  await homeViews(page, 'pupil');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/grid');
  const picker = page.getByRole('dialog', { name: 'Choose a Story Template' });
  await checkWidths(page, 'pupil-template-picker', () =>
    expect(picker.getByTestId('template-card').first()).toBeVisible(),
  );
  await picker.getByRole('button', { name: /^Take a Stand/ }).click();
  await expect(picker).toHaveCount(0);
  await checkWidths(page, 'pupil-grid', () =>
    expect(page.getByTestId('slide-card').first()).toBeVisible(),
  );
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await visit(page, '/?menu=stories', 'pupil-stories-one', () =>
    expect(page.getByTestId('story-card').first()).toBeVisible(),
  );

  const id = await createStory(page, 2);
  await visit(page, `/researcher?story=${id}`, 'pupil-research', () =>
    expect(page.getByTestId('evidence-result').first()).toBeVisible({ timeout: 30_000 }),
  );
  await page.getByTestId('evidence-result').first().getByTestId('evidence-label').click();
  await checkWidths(page, 'pupil-evidence-modal', () =>
    expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible(),
  );
  await visit(page, `/tool?slide=0&story=${id}`, 'pupil-editor', () =>
    expect(page.locator('[data-testid="slide-canvas"] canvas').first()).toBeVisible(),
  );

  const link = await page.request.post('/api/custom-links', {
    data: { name: 'Narrow class', trackingId: `narrow${Date.now()}`, room: 'Room 3' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(link.ok()).toBeTruthy();
  const { _id: linkId } = (await link.json()) as { _id: string };
  await visit(page, '/?menu=custom-links', 'pupil-custom-links-list', () =>
    expect(page.getByRole('article', { name: 'Narrow class' })).toBeVisible(),
  );
  await visit(page, `/links/${linkId}/class`, 'pupil-class-view', () =>
    expect(page.getByRole('main').getByRole('heading').first()).toBeVisible(),
  );
});

test('an admin: the console and each admin view', async ({ page }) => {
  await page.goto('/');
  await signInDirectly(page, ADMIN_EMAIL, 'Ada Admin');
  await visit(page, '/admin', 'admin-console', heading(page, 'Admin Console'));
  for (const [path, title] of ADMIN_VIEWS) {
    await visit(page, path, `admin${path.replaceAll('/', '-')}`, () =>
      expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(),
    );
  }
  await page.goto('/admin/prompt-manager');
  await page.getByRole('tab', { name: 'Generate Prompts' }).click();
  await checkWidths(page, 'admin-generate-prompts', async () => {});
  await visit(page, '/admin/evidence', 'admin-evidence', () =>
    expect(page.getByTestId('evidence-item').first()).toBeVisible({ timeout: 30_000 }),
  );
  await page.getByRole('tab', { name: 'Articles' }).click();
  await checkWidths(page, 'admin-evidence-articles', async () => {});
});
