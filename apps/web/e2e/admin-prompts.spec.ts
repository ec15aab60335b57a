import path from 'node:path';
import type { Page } from '@playwright/test';
import { PROMPT_MANAGER_MESSAGES, type CheckEmbeddingsResponse, type Prompt } from '@dsb/core';
import { signInAsAdmin, uniquePrefix } from './support/admin';
import { startArticleSite, type ArticleSite } from './support/articleSite';
import { expect, test } from './support/fixtures';
import { screenSettled } from './support/screen';

const origin = () => ({ origin: process.env.E2E_BASE_URL! });
const shotsDir = process.env.ADMIN_SHOTS_DIR;

/** Creates a prompt through the admin API, then blanks its keywords (as an old import would). */
async function promptWithoutKeywords(page: Page, bigQuestion: string): Promise<string> {
  const created = await page.request.post('/api/admin/prompts', {
    data: {
      bigQuestion,
      promptScript: `${bigQuestion} Rivers with clean water have more otters, counted every spring by volunteers along the banks.`,
      topics: ['Wildlife'],
    },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { prompt } = (await created.json()) as { prompt: Prompt };
  const blanked = await page.request.put(`/api/admin/prompts/${prompt._id}`, {
    data: { keywords: [] },
    headers: origin(),
  });
  expect(blanked.ok(), await blanked.text()).toBeTruthy();
  return prompt._id;
}

async function deletePrompts(page: Page, ids: readonly string[]) {
  for (const id of ids) {
    await page.request.delete(`/api/admin/prompts/${id}`, { headers: origin() });
  }
}

async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!shotsDir) return;
  const dialog = await page.getByRole('dialog').count();
  await screenSettled(page);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: dialog === 0 });
}

test('the embeddings tab finds prompts without keywords and fills them with visible progress', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const prefix = uniquePrefix('Otters');
  // Twelve prompts without keywords: more than one batch of ten.
  const ids: string[] = [];
  for (let i = 1; i <= 12; i++) {
    ids.push(
      await promptWithoutKeywords(page, `${prefix} ${i}: how many otters live by river ${i}?`),
    );
  }
  try {
    await page.goto('/admin/prompt-manager');
    await expect(page.getByRole('heading', { name: 'Prompt Manager', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Prompt Embeddings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Check Prompts' }).click();
    await expect(page.getByTestId('prompt-check-summary')).toHaveText(
      /^Found (1[2-9]|[2-9]\d|\d{3,}) prompts without keywords \(out of \d+ total prompts\)$/,
    );
    const first = page.getByTestId('prompt-check-item').filter({ hasText: `${prefix} 1:` });
    await expect(first).toContainText(`ID: ${ids[0]}`);
    await expect(first).toContainText('Wildlife');
    await expect(first).toContainText('No keywords');

    // 'only list ... (don't create them)': Generate only reloads the list.
    const onlyList = page.getByLabel(
      "only list prompts without keywords/embeddings (don't create them)",
    );
    await onlyList.check();
    await page.getByRole('button', { name: 'Generate Keywords & Embeddings' }).click();
    await expect(page.getByText('Listed only: nothing was created.')).toBeVisible();
    await expect(first).toContainText('No keywords');
    await onlyList.uncheck();

    // The second batch waits until the progress after the first has been seen.
    const batches: number[] = [];
    let release = () => {};
    const progressSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/prompts/generate-embeddings', async (route) => {
      batches.push((route.request().postDataJSON() as { promptIds: string[] }).promptIds.length);
      if (batches.length > 1) await progressSeen;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Generate Keywords & Embeddings' }).click();
    const progress = page.getByTestId('embedding-progress');
    await expect(progress.getByText(/^Processing embeddings: 10 \/ \d+$/)).toBeVisible();
    await expect(progress.getByRole('progressbar')).toBeVisible();
    release();
    await expect(page.getByText(/^Keywords and embeddings updated for \d+ prompts\./)).toBeVisible({
      timeout: 30_000,
    });
    await expect(progress).toHaveCount(0);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...batches)).toBeLessThanOrEqual(10);
    // The check was reloaded: none of them is missing keywords any more.
    await expect(page.getByTestId('prompt-check-item').filter({ hasText: prefix })).toHaveCount(0);
    const check = await page.request.get('/api/admin/prompts/check-embeddings');
    const body = (await check.json()) as CheckEmbeddingsResponse;
    expect(body.promptsWithoutEmbeddings.map((p) => p._id)).not.toContain(ids[0]);
    const filled = (await (await page.request.get(`/api/prompts/${ids[0]}`)).json()) as Prompt;
    expect(filled.keywords.length).toBeGreaterThanOrEqual(5);
    expect(filled.keywords.join(' ')).toMatch(/otter/);

    if (body.promptsWithoutEmbeddings.length === 0) {
      await expect(page.getByText(PROMPT_MANAGER_MESSAGES.allHaveEmbeddings)).toBeVisible();
      await page.getByRole('button', { name: 'Regenerate Keywords Only (Fast)' }).click();
      await expect(page.getByText(PROMPT_MANAGER_MESSAGES.noPromptsToProcess)).toBeVisible();
    }

    // 'include prompts that already have keywords': every prompt is listed and regenerated.
    await page.getByLabel('include prompts that already have keywords when regenerating').check();
    await expect(
      page.getByTestId('prompt-check-item').filter({ hasText: `${prefix} 1:` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Regenerate Keywords Only (Fast)' }).click();
    await expect(page.getByText(/^Keywords regenerated for \d+ prompts\./)).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await deletePrompts(page, ids);
  }
});

test.describe('drafting prompts from an article', () => {
  let site: ArticleSite;
  test.beforeAll(async () => {
    site = await startArticleSite();
  });
  test.afterAll(async () => {
    await site.close();
  });

  test('a prompt drafted from a fixture article is edited, added and found by the storyteller', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const word = uniquePrefix('Quokka');
    const added: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/admin/prompts') && response.status() === 201) {
        added.push(((await response.json()) as { prompt: Prompt }).prompt._id);
      }
    });
    try {
      await page.goto('/admin/prompt-manager');
      await page.getByRole('tab', { name: 'Generate Prompts' }).click();
      await expect(page).toHaveURL(/\?tab=generate$/);
      const generate = page.getByRole('button', { name: 'Generate Prompts' });
      await expect(generate).toBeDisabled();
      const url = page.getByLabel('Article URL');
      await url.fill('www.example.org/article');
      await generate.click();
      await expect(page.getByText('Please enter a valid URL')).toBeVisible();

      // A page without an article: the server's clear message under the screen's title.
      await url.fill(`${site.origin}/no-article.html`);
      await generate.click();
      const failed = page.getByRole('alert').filter({ hasText: 'Failed to generate prompts' });
      await expect(failed).toContainText(PROMPT_MANAGER_MESSAGES.noReadableText);

      // Held until the busy state has been seen.
      let release = () => {};
      const busySeen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/prompts/generate-from-article', async (route) => {
        await busySeen;
        await route.continue();
      });
      await url.fill(`${site.origin}/labour-market.html`);
      await page.getByLabel('Number of prompts').selectOption('2');
      await generate.click();
      await expect(page.getByText('Generating prompts from the article...')).toBeVisible();
      await expect(generate).toBeDisabled();
      release();
      const drafts = page.getByTestId('prompt-draft');
      await expect(drafts).toHaveCount(2, { timeout: 30_000 });
      await expect(page.getByText(/^From: Labour market overview, UK: October 2025/)).toBeVisible();
      // Extractive drafts say so, each of them.
      await expect(drafts.getByTestId('draft-notice')).toHaveText([
        PROMPT_MANAGER_MESSAGES.extractiveNotice,
        PROMPT_MANAGER_MESSAGES.extractiveNotice,
      ]);
      await expect(drafts.first()).toContainText('4.8%');
      // Each draft has a script of its own, naming the publisher from the page (not its host).
      const scripts = await drafts.getByTestId('draft-script').allTextContents();
      expect(new Set(scripts).size).toBe(2);
      for (const text of scripts) expect(text).toContain('That is what National Statistics Office');

      // Edit the first draft.
      await drafts.first().getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Prompt' });
      await expect(dialog.getByTestId('draft-notice')).toBeVisible();
      // Saving publishes the prompt, and the dialog says so beside the button.
      await expect(dialog.getByRole('button', { name: 'Save Prompt' })).toHaveAccessibleDescription(
        'Save Prompt adds this prompt to the collection: students can choose it right away.',
      );
      const question = `Why did the ${word} unemployment rate rise to 4.8%?`;
      await dialog.getByLabel('Big Question').fill(question);
      await expect(dialog.getByLabel('Video Script')).toHaveAttribute('rows', '6');
      const script = dialog.getByLabel('Video Script');
      await script.fill(
        `${await script.inputValue()} Ask your class what the ${word} figures mean.`,
      );
      // Topics: leave one, which cannot be removed; an empty input adds General.
      const topicList = dialog.getByRole('list', { name: 'Topics of this prompt' });
      let removers = topicList.getByRole('button', { name: /^Remove topic / });
      while ((await removers.count()) > 0) await removers.first().click();
      await expect(topicList.getByRole('listitem')).toHaveCount(1);
      await expect(dialog.getByText(/the last one cannot be removed/)).toBeVisible();
      await dialog.getByLabel('New topic').fill('  youth   jobs ');
      await dialog.getByLabel('New topic').press('Enter');
      await expect(topicList.getByText('Youth jobs', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(topicList.getByText('General', { exact: true })).toBeVisible();
      removers = topicList.getByRole('button', { name: /^Remove topic / });
      await expect(removers).toHaveCount(3);
      await dialog.getByRole('button', { name: 'Save Prompt' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Prompt created successfully').first()).toBeVisible();
      await expect(drafts).toHaveCount(1);

      // Add the other as it is: with none left the results hide.
      await drafts.first().getByRole('button', { name: 'Add to Collection' }).click();
      await expect(drafts).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /drafted prompts?$/ })).toHaveCount(0);
      expect(added).toHaveLength(2);

      const saved = (await (await page.request.get(`/api/prompts/${added[0]}`)).json()) as Prompt;
      expect(saved.bigQuestion).toBe(question);
      expect(saved.topics.map((t) => t.topicTag)).toContain('youth-jobs');
      expect(saved.topics.map((t) => t.topicTag)).toContain('general');
      expect(saved.keywords.length).toBeGreaterThanOrEqual(5);

      // The storyteller finds it by text ...
      await page.goto('/');
      const searchBox = page.getByRole('textbox', { name: 'Search prompts' });
      await searchBox.fill(word);
      await searchBox.press('Enter');
      await expect(page.getByRole('article', { name: question })).toBeVisible();
      // ... and by meaning.
      await page.getByText('Smart Search').click();
      await searchBox.fill('why are more people out of work in the labour market');
      await searchBox.press('Enter');
      await expect(page.getByRole('article', { name: question })).toBeVisible();
    } finally {
      await deletePrompts(page, added);
    }
  });

  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`the prompt manager fits the ${size.name} screen`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInAsAdmin(page);
      const ids = [
        await promptWithoutKeywords(page, `${uniquePrefix('Shot')}: how fast do rivers flow?`),
      ];
      try {
        await page.goto('/admin/prompt-manager');
        await expect(page.getByTestId('prompt-check-summary')).toBeVisible();
        await shot(page, `prompts-01-embeddings-${size.name}`);
        await page.getByRole('tab', { name: 'Generate Prompts' }).click();
        await page.getByLabel('Article URL').fill(`${site.origin}/labour-market.html`);
        await page.getByLabel('Number of prompts').selectOption('2');
        await page.getByRole('button', { name: 'Generate Prompts' }).click();
        await expect(page.getByTestId('prompt-draft')).toHaveCount(2, { timeout: 30_000 });
        await shot(page, `prompts-02-generate-${size.name}`);
        await page
          .getByTestId('prompt-draft')
          .first()
          .getByRole('button', { name: 'Edit' })
          .click();
        await expect(page.getByRole('dialog', { name: 'Edit Prompt' })).toBeVisible();
        await shot(page, `prompts-03-edit-${size.name}`);
      } finally {
        await deletePrompts(page, ids);
      }
    });
  }
});
