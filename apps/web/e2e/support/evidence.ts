/** Helpers for evidence.spec.ts: sign-in, stories and the evidence panel's parts. */
import type { Locator, Page } from '@playwright/test';
import { expect, signInDirectly } from './fixtures';

let userCounter = 0;

/** Signs in as a fresh student (or as the admin) on the app's origin. */
export async function signIn(page: Page, as: 'student' | 'admin' = 'student') {
  userCounter += 1;
  await page.goto('/');
  if (as === 'admin') await signInDirectly(page, 'admin@example.com', 'Admin');
  else
    await signInDirectly(page, `evidence-${Date.now()}-${userCounter}@example.com`, 'Researcher');
}

/** Creates a story through the API (as grid.spec and editor.spec do); returns its id. */
export async function createStory(page: Page, bigQuestion: string | null = null): Promise<string> {
  const response = await page.request.post('/api/stories', {
    data: {
      title: 'Evidence story',
      bigQuestion,
      template: 'blank',
      slides: [{ id: 'slide-1-0', title: 'Slide 1' }],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

export type StoryJson = { savedEvidence: Array<Record<string, unknown>> };
export const readStory = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/stories/${id}`)).json()) as StoryJson;

export const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search for evidence' });
export const results = (page: Page) => page.getByTestId('evidence-result');
export const counter = (page: Page) => page.getByTestId('evidence-count');
export const detail = (page: Page) => page.getByRole('dialog');
export const saveStatus = (page: Page) => page.getByTestId('save-status');

/** Searches and waits until the screen shows this query's answer (not the one before it). */
export async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await searchBox(page).press('Enter');
  const shown = page.locator('[data-search-status]');
  await expect(shown).toHaveAttribute('data-search-query', query.trim());
  await expect(shown).toHaveAttribute('data-search-status', /^(success|error)$/);
}

export async function openResearch(page: Page, storyId?: string) {
  await page.goto(storyId ? `/researcher?story=${storyId}` : '/researcher');
  await expect(page.getByTestId('evidence-panel')).toBeVisible();
}

export const foundCount = async (page: Page) =>
  Number((await counter(page).textContent())!.match(/^Found (\d+) data chart\(s\)$/)![1]);

export async function expectAllLabels(list: Locator, pattern: RegExp) {
  for (const label of await list.getByTestId('evidence-label').allTextContents())
    expect(label).toMatch(pattern);
}
