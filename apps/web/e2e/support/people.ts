import type { Browser, Page } from '@playwright/test';
import { expect, signInDirectly } from './fixtures';

let counter = 0;

/**
 * Someone else at their own browser (a fresh context, so their own cookies), signed in with a new
 * account under `name`. Group tests use one per classmate or teacher.
 */
export async function signedInPerson(
  browser: Browser,
  baseURL: string,
  name: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/');
  counter += 1;
  await signInDirectly(page, `person-${Date.now()}-${counter}@example.com`, name);
  return page;
}

/** The owner makes a join code for the story and each classmate joins with it (through the API). */
export async function joinStory(owner: Page, storyId: string, classmates: readonly Page[]) {
  const headers = { Origin: new URL(owner.url()).origin }; // the server refuses cross-site writes
  const invite = await owner.request.post(`/api/stories/${storyId}/invites`, { headers });
  const { code } = (await invite.json()) as { code: string };
  for (const classmate of classmates) {
    const joined = await classmate.request.post('/api/stories/join', { data: { code }, headers });
    expect(joined.status()).toBe(200);
  }
  return code;
}
