import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWS_MESSAGES, type NewsSearchResponse, type StatsResponse } from '@dsb/core';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';

/**
 * The headline search's limits (docs/config.md): a per-user rate, a daily budget of calls to
 * the paid news service, and its failures shown to the operator (log and admin statistics).
 */
let newsApi: Server;
let calls = 0;
let answerStatus = 200;
let baseUrl: string;

beforeAll(async () => {
  newsApi = createServer((_request, response) => {
    calls++;
    if (answerStatus !== 200) return response.writeHead(answerStatus).end();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 'ok', totalResults: 0, articles: [] }));
  });
  await new Promise<void>((resolve) => newsApi.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(newsApi.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => newsApi.close(resolve));
});

const search = (app: TestApp, cookie: string, q: string) =>
  callAs(app, 'GET', `/api/news/search?q=${encodeURIComponent(q)}`, cookie);
const newsStats = async (app: TestApp, admin: string) =>
  (await callAs(app, 'GET', '/api/admin/stats', admin)).json<StatsResponse>().news!;

describe('with a news service and limits', () => {
  let app: TestApp;
  let admin: string;
  let pupil: string;
  let other: string;
  beforeAll(async () => {
    app = await createTestApp({
      NEWS_API_KEY: 'secret-news-key',
      NEWS_API_BASE_URL: baseUrl,
      OUTBOUND_ALLOW: new URL(baseUrl).host,
      NEWS_SEARCHES_PER_MINUTE: '5',
      NEWS_API_DAILY_BUDGET: '3',
    });
    admin = await signInAs(app, 'admin@example.com', 'Admin');
    pupil = await signInAs(app, 'pupil@school.example', 'Sam');
    other = await signInAs(app, 'other@school.example', 'Kim');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a pupil past the per-minute limit with a clear 429; others still search', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const minute = new Date().toISOString().slice(0, 16);
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof search>> | null = null;
      for (let i = 0; i < 8; i++) {
        const response = await search(app, pupil, 'sea level');
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refused = response;
      }
      if (new Date().toISOString().slice(0, 16) !== minute) continue; // a new minute began
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(refused!.json<{ error: string }>().error).toMatch(
        /^You are searching for headlines very quickly\. Please wait \d+ seconds/,
      );
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await search(app, other, 'sea level')).statusCode).toBe(200);
      return;
    }
    throw new Error('every attempt crossed a minute');
  });

  it('calls the paid service at most NEWS_API_DAILY_BUDGET times a day, then the library alone', async () => {
    const before = calls;
    const { callsToday } = await newsStats(app, admin);
    const left = 3 - callsToday;
    const queries = ['glaciers', 'forests', 'rainfall', 'deserts', 'oceans'];
    const reader = await signInAs(app, 'reader@school.example', 'Ali');
    for (const q of queries) expect((await search(app, reader, q)).statusCode).toBe(200);
    expect(calls - before).toBe(left);
    const last = (await search(app, admin, 'volcanoes')).json<NewsSearchResponse>();
    expect(last.message).toBe(NEWS_MESSAGES.serviceUnavailableNoArticles);
    expect(await newsStats(app, admin)).toMatchObject({
      configured: true,
      dailyBudget: 3,
      callsToday: 3,
      overBudgetToday: queries.length - left + 1,
    });
  });
});

describe('a news service that refuses or is blocked', () => {
  it('a refusal is logged and shown in the admin statistics, not only as no articles', async () => {
    const app = await createTestApp({
      NEWS_API_KEY: 'secret-news-key',
      NEWS_API_BASE_URL: baseUrl,
      OUTBOUND_ALLOW: new URL(baseUrl).host,
    });
    try {
      const admin = await signInAs(app, 'admin@example.com', 'Admin');
      const warn = vi.spyOn(app.log, 'warn');
      answerStatus = 503;
      const body = (await search(app, admin, 'sea level')).json<NewsSearchResponse>();
      expect(body.message).toBe(NEWS_MESSAGES.serviceUnavailableNoArticles);
      expect(warn.mock.calls.some(([, message]) => message === 'news service search failed')).toBe(
        true,
      );
      const stats = await newsStats(app, admin);
      expect(stats).toMatchObject({ configured: true, failuresToday: 1 });
      expect(stats.lastFailure?.reason).toMatch(/answered 503/);
    } finally {
      answerStatus = 200;
      await app.close();
    }
  });

  it('an address the outbound rules block (not in OUTBOUND_ALLOW) is reported the same way', async () => {
    const app = await createTestApp({ NEWS_API_KEY: 'k', NEWS_API_BASE_URL: baseUrl });
    try {
      const admin = await signInAs(app, 'admin@example.com', 'Admin');
      const before = calls;
      const body = (await search(app, admin, 'sea level')).json<NewsSearchResponse>();
      expect(calls).toBe(before);
      expect(body.message).toBe(NEWS_MESSAGES.serviceUnavailableNoArticles);
      const stats = await newsStats(app, admin);
      expect(stats.failuresToday).toBe(1);
      expect(stats.lastFailure?.reason).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

describe('offline, on a fresh install', () => {
  it('says honestly that no articles were collected and no news service is set up', async () => {
    const app = await createTestApp();
    try {
      const pupil = await signInAs(app, 'pupil@school.example', 'Sam');
      const body = (await search(app, pupil, 'Climate')).json<NewsSearchResponse>();
      expect(body.articles).toEqual([]);
      expect(body.message).toBe(NEWS_MESSAGES.libraryEmpty);
      expect(body.message).not.toMatch(/keywords|simplifying/);
    } finally {
      await app.close();
    }
  });
});
