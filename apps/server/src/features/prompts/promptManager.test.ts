import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROMPT_MANAGER_MESSAGES,
  type CheckEmbeddingsResponse,
  type GenerateFromArticleResponse,
  type Prompt,
  type PromptProcessResponse,
} from '@dsb/core';
import { prompts } from './tables';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';

const fixture = (name: string) =>
  readFileSync(new URL(`../collector/scrape/fixtures/${name}`, import.meta.url), 'utf8');
const pages: Record<string, string> = {
  '/labour-market.html': fixture('statistics-office.html'),
  '/gallery.html': '<!doctype html><html><body><img src="a.png"><img src="b.png"></body></html>',
};

let site: Server;
let origin: string;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  site = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://x').pathname];
    if (!page) return response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  app = await createTestApp({ OUTBOUND_ALLOW: `127.0.0.1:${port}` });
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => site.close(resolve));
});

const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  callAs(app, method, url, admin, body);

/** A prompt as an old import left it: no keywords, no embedding. */
async function insertBarePrompt(bigQuestion: string, promptScript: string): Promise<string> {
  const [row] = await app.db
    .insert(prompts)
    .values({ bigQuestion, promptScript, topics: [{ topicTag: 'oceans', topicLabel: 'Oceans' }] })
    .returning({ id: prompts.id });
  return row!.id;
}

const reefScript =
  'Coral reefs cover less than 1% of the ocean floor but shelter a quarter of all marine fish. ' +
  'Coral bleaching happens when warm water drives out the algae corals feed on. ' +
  'In 2016 and 2017 coral bleaching hit two thirds of the Great Barrier Reef.';

describe('Prompt Manager: keywords and embeddings', () => {
  let bare: string;
  let complete: string;

  beforeAll(async () => {
    bare = await insertBarePrompt('Can coral reefs survive warmer seas?', reefScript);
    const created = await call('POST', '/api/admin/prompts', {
      bigQuestion: 'How much plastic ends up in the ocean each year?',
      promptScript: 'Millions of tonnes of plastic waste reach the ocean every year from rivers.',
      topics: ['Oceans'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const prompt = created.json<{ prompt: Prompt }>().prompt;
    complete = prompt._id;
    // A prompt added by an admin gets keywords without asking.
    expect(prompt.keywords).toEqual(expect.arrayContaining(['plastic']));
  });

  it('check lists prompts missing keywords or an embedding, with the summary', async () => {
    const response = await call('GET', '/api/admin/prompts/check-embeddings');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CheckEmbeddingsResponse>();
    expect(body.promptsWithoutEmbeddings.map((p) => p._id)).toEqual([bare]);
    expect(body.promptsWithoutEmbeddings[0]).toMatchObject({ keywords: [], hasEmbedding: false });
    expect(body.totalPrompts).toBe(2);
    expect(body.allPromptIds.sort()).toEqual([bare, complete].sort());
    expect(body.message).toBe(PROMPT_MANAGER_MESSAGES.found(1, 2));

    const all = await call('GET', '/api/admin/prompts/check-embeddings?includeWithKeywords=true');
    expect(all.json<CheckEmbeddingsResponse>().promptsWithoutEmbeddings).toHaveLength(2);
  });

  it('regenerating keywords only fills keywords; search finds the prompt by them', async () => {
    const response = await call('POST', '/api/admin/prompts/regenerate-keywords', {
      promptIds: [bare],
    });
    expect(response.json<PromptProcessResponse>()).toMatchObject({
      processedCount: 1,
      missingIds: [],
    });
    const [row] = await app.db.select().from(prompts).where(eq(prompts.id, bare));
    expect(row!.keywords).toEqual(expect.arrayContaining(['coral bleaching']));
    expect(row!.embedding).toBeNull();
    const found = await call('GET', '/api/prompts/search?query=bleaching&type=text');
    expect(found.json<Prompt[]>().map((p) => p._id)).toContain(bare);
  });

  it('generating embeddings fills both, then the check says all have them', async () => {
    const response = await call('POST', '/api/admin/prompts/generate-embeddings', {
      promptIds: [bare, '00000000-0000-4000-8000-000000000000'],
    });
    expect(response.json<PromptProcessResponse>()).toMatchObject({
      processedCount: 1,
      missingIds: ['00000000-0000-4000-8000-000000000000'],
      embeddingFailures: 0,
    });
    const check = await call('GET', '/api/admin/prompts/check-embeddings');
    const body = check.json<CheckEmbeddingsResponse>();
    expect(body.promptsWithoutEmbeddings).toEqual([]);
    expect(body.message).toBe(PROMPT_MANAGER_MESSAGES.allHaveEmbeddings);
    const bySense = await call('GET', '/api/prompts/search?query=dying%20reefs&type=semantic');
    expect(bySense.json<Prompt[]>()[0]?._id).toBe(bare);
  });

  it('refuses an empty or oversized batch with a clear message', async () => {
    const empty = await call('POST', '/api/admin/prompts/generate-embeddings', { promptIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(PROMPT_MANAGER_MESSAGES.noPromptsToProcess);
    const many = Array.from({ length: 51 }, (_, i) => `id-${i}`);
    const big = await call('POST', '/api/admin/prompts/regenerate-keywords', { promptIds: many });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatch(/At most 50 prompts/);
  });
});

describe('Prompt Manager: drafting prompts from an article', () => {
  const draft = (body: unknown) => call('POST', '/api/admin/prompts/generate-from-article', body);

  it('drafts the asked number from the article, each marked as drafted without AI', async () => {
    const response = await draft({ articleUrl: `${origin}/labour-market.html`, count: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GenerateFromArticleResponse>();
    expect(body.article.title).toMatch(/Labour market overview/);
    expect(body.prompts).toHaveLength(2);
    // Each draft has a script of its own.
    expect(body.prompts[0]!.promptScript).not.toBe(body.prompts[1]!.promptScript);
    for (const prompt of body.prompts) {
      expect(prompt).toMatchObject({
        method: 'extractive',
        notice: PROMPT_MANAGER_MESSAGES.extractiveNotice,
        sourceURL: `${origin}/labour-market.html`,
      });
      expect(prompt.promptScript).toMatch(/unemployment rate rose to 4\.8%/);
      // The publisher from the page's title, not the host (127.0.0.1 here).
      expect(prompt.promptScript).toContain('That is what National Statistics Office reports.');
      expect(prompt.keywords.length).toBeGreaterThan(0);
      expect(prompt.topics.length).toBeGreaterThan(0);
    }
  });

  it('answers the screen message for an address that is not http(s)', async () => {
    const response = await draft({ articleUrl: 'ftp://example.org/a', count: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PROMPT_MANAGER_MESSAGES.invalidArticleUrl);
  });

  it('refuses counts outside 1 to 5', async () => {
    for (const count of [0, 6]) {
      const response = await draft({ articleUrl: `${origin}/labour-market.html`, count });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('count must be between 1 and 5');
    }
  });

  it('says so when the page has no readable article, or is missing', async () => {
    const gallery = await draft({ articleUrl: `${origin}/gallery.html`, count: 1 });
    expect(gallery.statusCode).toBe(422);
    expect(gallery.json().error).toBe(PROMPT_MANAGER_MESSAGES.noReadableText);
    const missing = await draft({ articleUrl: `${origin}/nowhere.html`, count: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toBe('Could not read the article: the site answered 404');
  });
});
