import type { Page } from '@playwright/test';
import { expect, signInDirectly } from './fixtures';

let userCounter = 0;
/** Each test gets its own user, so stories from other tests never show up. */
export async function signInFresh(page: Page) {
  userCounter += 1;
  await signInDirectly(page, `stories-${Date.now()}-${userCounter}@example.com`, 'Story Teller');
}

export type NewStory = {
  title: string;
  bigQuestion?: string;
  slides?: number;
  previewImage?: string;
};

/** Creates a story through the API (the page's context must be signed in); returns its id. */
export async function createStory(page: Page, baseURL: string, story: NewStory): Promise<string> {
  const slides = Array.from({ length: story.slides ?? 1 }, (_, i) => ({
    id: `slide-1-${i}`,
    title: `Slide ${i + 1}`,
    ...(i === 0 && story.previewImage ? { previewImage: story.previewImage } : {}),
  }));
  const response = await page.request.post('/api/stories', {
    data: { title: story.title, bigQuestion: story.bigQuestion, template: 'blank', slides },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}
