import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prompt } from '@dsb/core';
import { TEST_ORIGIN, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { seedPrompts } from './seed';

let app: TestApp;
let adminCookie: string;
let studentCookie: string;

beforeAll(async () => {
  app = await createTestApp({ SEED_CONTENT: 'prompts' });
  adminCookie = await signInAs(app, 'admin@example.com', 'Admin');
  studentCookie = await signInAs(app, 'student@example.com', 'Student');
});
afterAll(() => app.close());

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('seed library', () => {
  it('has at least 60 prompts across at least 8 topics, default climate prompt first', async () => {
    const list = (await get('/api/prompts')).json<Prompt[]>();
    expect(list.length).toBe(seedPrompts.length);
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(new Set(list.map((p) => p.topics[0]!.topicTag)).size).toBeGreaterThanOrEqual(8);
    expect(list[0]!.isDefault).toBe(true);
    expect(list[0]!.topics[0]!.topicTag).toBe('climate');
    expect(list.filter((p) => p.isDefault)).toHaveLength(1);
  });
});

describe('GET /api/prompts', () => {
  it('pages with limit and offset and reports the total', async () => {
    const first = (await get('/api/prompts?limit=20')).json<{ prompts: Prompt[]; total: number }>();
    const second = (await get('/api/prompts?limit=20&offset=20')).json<{
      prompts: Prompt[];
      total: number;
    }>();
    expect(first.prompts).toHaveLength(20);
    expect(first.total).toBe(seedPrompts.length);
    expect(second.prompts[0]!._id).not.toBe(first.prompts[0]!._id);
    expect(new Set([...first.prompts, ...second.prompts].map((p) => p._id)).size).toBe(40);
    expect((await get('/api/prompts?offset=0')).json()).toMatchObject({
      total: seedPrompts.length,
    });
  });

  it('rejects bad paging with 400', async () => {
    for (const q of ['limit=-1', 'offset=abc', 'limit=1.5', 'limit=1000']) {
      const response = await get(`/api/prompts?${q}`);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
  });

  it('answers 404 with a message for an unknown id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(`/api/prompts/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Prompt not found' });
    }
  });
});

describe('GET /api/prompts/search', () => {
  it('finds prompts by words with prefix matching', async () => {
    const results = (await get('/api/prompts/search?query=glacier&type=text')).json<Prompt[]>();
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.bigQuestion.toLowerCase()).toContain('glacier');
    const prefix = (await get('/api/prompts/search?query=glac&type=text')).json<Prompt[]>();
    expect(prefix.map((p) => p._id)).toContain(results[0]!._id);
  });

  it('ranks by meaning in smart search, even with no words in common', async () => {
    const results = (
      await get(
        `/api/prompts/search?query=${encodeURIComponent('how hot is the planet getting')}&type=semantic`,
      )
    ).json<Prompt[]>();
    expect(results[0]!.bigQuestion).toMatch(/warm/i);
    expect(results[0]!.similarity).toBeGreaterThan(0);
    expect(results[0]!.similarity).toBeLessThanOrEqual(1);
    // The question shares no word with the query: the match is by meaning.
    const questionWords = new Set(results[0]!.bigQuestion.toLowerCase().match(/[a-z]+/g));
    expect(['hot', 'planet', 'getting'].filter((w) => questionWords.has(w))).toEqual([]);
  });

  it('returns the default list for an empty query and rejects bad input', async () => {
    const empty = (await get('/api/prompts/search?query=')).json<Prompt[]>();
    expect(empty).toHaveLength(20);
    expect(empty[0]!.isDefault).toBe(true);
    expect((await get(`/api/prompts/search?query=${'a'.repeat(501)}`)).statusCode).toBe(400);
    expect((await get('/api/prompts/search?query=x&type=fuzzy')).statusCode).toBe(400);
  });

  it('falls back to text results with a header when the embedder fails', async () => {
    const original = app.embedder.embed.bind(app.embedder);
    app.embedder.embed = async () => {
      throw new Error('model unavailable');
    };
    try {
      const response = await get('/api/prompts/search?query=glacier&type=semantic');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-search-fallback']).toBe('text');
      expect(response.json<Prompt[]>()[0]!.bigQuestion.toLowerCase()).toContain('glacier');
    } finally {
      app.embedder.embed = original;
    }
  });
});

describe('admin prompt editing', () => {
  const body = {
    bigQuestion: 'Do bikes beat buses?',
    promptScript: 'A short script.',
    topics: ['Urban Transport'],
  };

  it('is refused to visitors (401) and students (403)', async () => {
    expect((await send('POST', '/api/admin/prompts', undefined, body)).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/prompts', studentCookie, body)).statusCode).toBe(403);
    const someId = (await get('/api/prompts')).json<Prompt[]>()[5]!._id;
    expect(
      (await send('PUT', `/api/admin/prompts/${someId}`, studentCookie, { bigQuestion: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/admin/prompts/${someId}`, studentCookie)).statusCode).toBe(
      403,
    );
  });

  it('creates with normalised topics, updates (re-indexing) and deletes', async () => {
    const created = await send('POST', '/api/admin/prompts', adminCookie, body);
    expect(created.statusCode).toBe(201);
    const prompt = created.json<{ prompt: Prompt }>().prompt;
    // Read it through the (cached) list and search first, so later writes must invalidate them.
    const page = (await get('/api/prompts?limit=100&offset=0')).json<{ prompts: Prompt[] }>();
    expect(page.prompts.map((p) => p._id)).toContain(prompt._id);
    const before = (await get('/api/prompts/search?query=buses&type=text')).json<Prompt[]>();
    expect(before.find((p) => p._id === prompt._id)?.bigQuestion).toBe('Do bikes beat buses?');
    expect(prompt.topics).toEqual([{ topicTag: 'urban-transport', topicLabel: 'Urban Transport' }]);

    const updated = await send('PUT', `/api/admin/prompts/${prompt._id}`, adminCookie, {
      bigQuestion: 'Do trams beat buses?',
      topics: [],
    });
    expect(updated.json()).toMatchObject({ success: true, message: 'Prompt updated successfully' });
    expect(updated.json<{ prompt: Prompt }>().prompt.topics).toEqual([
      { topicTag: 'general', topicLabel: 'General' },
    ]);
    const found = (await get('/api/prompts/search?query=trams&type=text')).json<Prompt[]>();
    expect(found.map((p) => p._id)).toContain(prompt._id);
    const after = (await get('/api/prompts/search?query=buses&type=text')).json<Prompt[]>();
    expect(after.find((p) => p._id === prompt._id)?.bigQuestion).toBe('Do trams beat buses?');

    const deleted = await send('DELETE', `/api/admin/prompts/${prompt._id}`, adminCookie);
    expect(deleted.json()).toEqual({ success: true, message: 'Prompt deleted successfully' });
    expect((await get(`/api/prompts/${prompt._id}`)).statusCode).toBe(404);
    const listed = (await get('/api/prompts?limit=100&offset=0')).json<{ prompts: Prompt[] }>();
    expect(listed.prompts.map((p) => p._id)).not.toContain(prompt._id);
    const gone = (await get('/api/prompts/search?query=buses&type=text')).json<Prompt[]>();
    expect(gone.map((p) => p._id)).not.toContain(prompt._id);
    expect((await send('DELETE', `/api/admin/prompts/${prompt._id}`, adminCookie)).statusCode).toBe(
      404,
    );
  });

  it('validates the body', async () => {
    const empty = await send('POST', '/api/admin/prompts', adminCookie, {
      ...body,
      bigQuestion: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('Big question is required');
    expect(
      (await send('POST', '/api/admin/prompts', adminCookie, { ...body, extra: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('saved prompts', () => {
  it('needs sign-in and keeps each user their own list', async () => {
    expect((await get('/api/me/saved-prompts')).statusCode).toBe(401);
    const [a, b] = (await get('/api/prompts')).json<Prompt[]>();
    expect((await send('PUT', `/api/me/saved-prompts/${a!._id}`, studentCookie)).json()).toEqual({
      success: true,
    });
    await send('PUT', `/api/me/saved-prompts/${b!._id}`, studentCookie);
    await send('PUT', `/api/me/saved-prompts/${b!._id}`, studentCookie); // idempotent
    const saved = (await get('/api/me/saved-prompts', studentCookie)).json<Prompt[]>();
    expect(saved.map((p) => p._id)).toEqual([b!._id, a!._id]);
    expect((await get('/api/me/saved-prompts', adminCookie)).json()).toEqual([]);

    await send('DELETE', `/api/me/saved-prompts/${b!._id}`, studentCookie);
    expect(
      (await get('/api/me/saved-prompts', studentCookie)).json<Prompt[]>().map((p) => p._id),
    ).toEqual([a!._id]);
    expect(
      (
        await send(
          'PUT',
          '/api/me/saved-prompts/00000000-0000-4000-8000-000000000000',
          studentCookie,
        )
      ).statusCode,
    ).toBe(404);
  });
});
