import type { Page, Request } from '@playwright/test';
import { expect, signInDirectly, test } from './support/fixtures';
import { scan } from './support/axe';
import { shootBothSizes } from './support/screen';

/*
 * The screens of the learning-platform integration (docs/product/lti.md), with the server's LTI
 * calls answered here: the instructor's picker of a big question for a course (GET
 * /api/lti/deep-link/{id} and the form posted to /lti/deep-link), and the class view's grade
 * status. The picker runs in frame mode (the token in the address fragment); every request it
 * makes is checked for the bearer header, which is then taken off so the test's cookie session
 * answers whatever the server does with a token it did not issue. The whole path through a real
 * launch in a cross-site iframe is lti-frame.spec.ts. E2E_SCREENSHOTS=<dir> saves the screens at
 * 1280x800 and 390x844.
 */

const shots = process.env.E2E_SCREENSHOTS;
const REQUEST_ID = '3f0c2a8e-6d1b-4c55-9a1e-5b7d2f0e9c41';
const TOKEN = 'picker-frame-token';

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Records the Authorization of every request to the app, and sends it on without it. */
async function recordBearer(page: Page): Promise<Map<string, string | null>> {
  const seen = new Map<string, string | null>();
  const appOrigin = new URL(page.url()).origin;
  await page.route(
    (url) => url.origin === appOrigin && /^\/(api|auth)\//.test(url.pathname),
    async (route, request: Request) => {
      const headers = await request.allHeaders();
      seen.set(
        `${request.method()} ${new URL(request.url()).pathname}`,
        headers.authorization ?? null,
      );
      delete headers.authorization;
      await route.continue({ headers });
    },
  );
  return seen;
}

async function makeRubric(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/rubrics', {
    headers: origin(page),
    data: {
      name,
      criteria: [
        {
          name: 'Evidence',
          levels: [
            { description: 'Little evidence', points: 1 },
            { description: 'Strong evidence', points: 4 },
          ],
        },
      ],
    },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

test('the picker adds a big question with a rubric and a title to the course', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInDirectly(page, `picker-${Date.now()}@example.com`, 'Ms Rivera');
  const rubricId = await makeRubric(page, 'Data story rubric');
  const bearer = await recordBearer(page);
  let requestBearer: string | undefined;
  await page.route(`**/api/lti/deep-link/${REQUEST_ID}`, (route, request) => {
    requestBearer = request.headers().authorization;
    return route.fulfill({
      json: {
        requestId: REQUEST_ID,
        contextTitle: 'Year 9 Geography',
        platformName: 'Moodle',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      },
    });
  });
  let posted: URLSearchParams | null = null;
  await page.route('**/lti/deep-link', async (route, request) => {
    if (request.method() !== 'POST') return route.fallback();
    posted = new URLSearchParams(request.postData() ?? '');
    await route.fulfill({ contentType: 'text/html', body: '<h1>Sent back to the course</h1>' });
  });

  await page.goto(`/lti/deep-link?request=${REQUEST_ID}#lti=${TOKEN}`);
  await expect(
    page.getByRole('heading', { name: 'Add a big question to your course' }),
  ).toBeVisible();
  // The token left the address at once; the page asked with it.
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByTestId('picker-course')).toHaveText('Course: Year 9 Geography');
  expect(requestBearer).toBe(`Bearer ${TOKEN}`);
  await expect.poll(() => bearer.get('GET /api/rubrics')).toBe(`Bearer ${TOKEN}`);
  // Outside the frame's own page the header offers a new tab; the picker needs the frame.
  await expect(page.getByTestId('lti-new-tab')).toHaveCount(0);

  const list = page.getByTestId('picker-prompts');
  const first = list.getByRole('button').first();
  await expect(first).toBeVisible();
  const question = (await first.locator('p').first().textContent())!.trim();

  // Nothing chosen yet: the form says so and is not sent.
  await page.getByRole('button', { name: 'Add to course' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a big question first.');
  expect(posted).toBeNull();

  // Search by a word of the question, choose it with the keyboard.
  const word = question.split(/\s+/).find((w) => w.replace(/\W/g, '').length > 4) ?? question;
  await page.getByLabel('Search the big questions').fill(word.replace(/\W/g, ''));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /big questions? found/ })).toBeVisible();
  const found = list.getByRole('button', { name: new RegExp(`^${escape(question)}`) });
  await found.focus();
  await page.keyboard.press('Enter');
  await expect(found).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Title in the course')).toHaveValue(question);

  await page.getByRole('combobox', { name: 'Rubric (optional)' }).click();
  await page.getByRole('option', { name: 'Data story rubric' }).click();
  await page.getByLabel('Title in the course').fill('Rivers: what the data says');
  await scan(page, 'LTI picker');
  if (shots) await shootBothSizes(page, shots, 'lti-picker');

  await page.getByRole('button', { name: 'Add to course' }).click();
  await expect(page.getByRole('heading', { name: 'Sent back to the course' })).toBeVisible();
  const fields = Object.fromEntries(posted!);
  expect(fields).toEqual({
    requestId: REQUEST_ID,
    token: TOKEN,
    promptId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
    rubricId,
    title: 'Rivers: what the data says',
  });
});

test('an expired or used request says to add the activity again from the course', async ({
  page,
}) => {
  await page.goto('/');
  await signInDirectly(page, `picker-gone-${Date.now()}@example.com`, 'Mr Okafor');
  await recordBearer(page);
  await page.route(`**/api/lti/deep-link/${REQUEST_ID}`, (route) =>
    route.fulfill({ status: 404, json: { error: 'Not found' } }),
  );
  await page.goto(`/lti/deep-link?request=${REQUEST_ID}#lti=${TOKEN}`);
  await expect(page.getByRole('alert')).toHaveText(
    'This request from your course has expired or was already used. Go back to your course and add the activity again.',
  );
  await expect(page.getByRole('button', { name: 'Add to course' })).toHaveCount(0);
  if (shots) await shootBothSizes(page, shots, 'lti-picker-expired');
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const STATUSES = [
  ['Ada', 'waiting', 'Grade not sent yet'],
  ['Ben', 'sent', 'Grade sent'],
  ['Cai', 'failed', 'Grade not sent: the learning platform refused it'],
] as const;

test('the class view says whether each score reached the course gradebook', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await signInDirectly(page, `grades-${Date.now()}@example.com`, 'Ms Rivera');
  const created = await page.request.post('/api/custom-links', {
    headers: origin(page),
    data: { name: 'Year 9 rivers (course)', trackingId: `grades${Date.now()}` },
  });
  expect(created.ok()).toBeTruthy();
  const link = (await created.json()) as { _id: string };
  // The stories and their grade status as the server reports them for a course's class.
  const story = (name: string, i: number, gradeStatus: string | null) => ({
    storyId: `0000000${i}-0000-4000-8000-000000000000`,
    pupilName: name,
    coAuthors: [],
    members: [],
    title: `${name}'s rivers story`,
    slideCount: 4,
    scriptedSlides: 3,
    lastEdited: new Date().toISOString(),
    progress: 'returned',
    handinId: `1000000${i}-0000-4000-8000-000000000000`,
    handinVersion: 1,
    scoreTotal: 3 + i,
    scoreMax: 8,
    gradeStatus,
  });
  await page.route(`**/api/custom-links/${link._id}/class`, async (route) => {
    const real = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({
      json: {
        ...real,
        stories: [
          ...STATUSES.map(([name, status], i) => story(name, i + 1, status)),
          { ...story('Dee', 4, null), progress: 'in progress', scoreTotal: null, scoreMax: null },
        ],
      },
    });
  });
  await page.goto(`/links/${link._id}/class`);
  const table = page.getByTestId('class-table');
  for (const [name, status, text] of STATUSES) {
    const row = table.getByRole('row').filter({ hasText: `${name}'s rivers story` });
    await expect(row.getByTestId('grade-status')).toHaveText(text);
    await expect(row.getByTestId('grade-status')).toHaveAttribute('data-status', status);
  }
  // A story with nothing to send has no grade status.
  await expect(
    table.getByRole('row').filter({ hasText: "Dee's rivers story" }).getByTestId('grade-status'),
  ).toHaveCount(0);
  // Waiting: the hint says it will be sent again, to the eye (on focus) and to screen readers.
  const waiting = table.getByTestId('grade-status').first();
  await expect(waiting).toHaveAccessibleDescription(/will be sent to the course gradebook again/);
  await waiting.focus();
  await expect(page.getByRole('tooltip')).toContainText(
    'will be sent to the course gradebook again',
  );
  await page.keyboard.press('Tab');
  await scan(page, 'Class view with grade status');
  if (shots) await shootBothSizes(page, shots, 'class-view-grades');

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId('class-cards');
  for (const [name, , text] of STATUSES)
    await expect(
      cards
        .getByRole('article')
        .filter({ hasText: `${name}'s rivers story` })
        .getByTestId('grade-status'),
    ).toHaveText(text);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
