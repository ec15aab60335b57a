import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARTICLE_ADMIN_ACTIVITY,
  ARTICLE_MESSAGES,
  EVIDENCE_MESSAGES,
  adminArticleListResponseSchema,
  type AdminArticleListResponse,
} from '@dsb/core';
import { articles } from './tables';
import { activityLog } from '../../platform/activity/tables';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(() => app?.close());

/** Three articles, one a day apart: b is the newest. */
beforeEach(async () => {
  await app.db.delete(articles);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await app.db.insert(articles).values([
    {
      articleTitle: 'Rivers run dry',
      articleContent: 'Drought hit the basin.',
      sourceUrl: 'https://a.example/rivers',
      topicTagStatic: 'climate',
      createdAt: day(1),
    },
    {
      articleTitle: 'Clinics close',
      articleContent: 'Rural clinics are closing.',
      articleDate: '2026-01-03',
      sourceUrl: 'https://b.example/clinics',
      topicTagStatic: 'health',
      createdAt: day(3),
    },
    {
      articleTitle: 'Heat waves',
      sourceUrl: 'https://a.example/heat',
      topicTagStatic: 'climate',
      createdAt: day(2),
    },
  ]);
});

const list = async (query = '') => {
  const response = await getAs(app, `/api/admin/articles${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminArticleListResponseSchema.parse(response.json()) as AdminArticleListResponse;
};
const remove = (body: unknown) => callAs(app, 'DELETE', '/api/admin/articles', admin, body);
const titles = (answer: AdminArticleListResponse) => answer.data.items.map((a) => a.articleTitle);

describe('GET /api/admin/articles', () => {
  it('lists newest first in the list shape, paged', async () => {
    const first = await list('?limit=2');
    expect(titles(first)).toEqual(['Clinics close', 'Heat waves']);
    expect(first.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.data.items[0]).toEqual({
      _id: expect.any(String),
      articleTitle: 'Clinics close',
      articleContent: 'Rural clinics are closing.',
      articleDate: '2026-01-03',
      byline: null,
      sourceURL: 'https://b.example/clinics',
      topicTagStatic: 'health',
      imageURL: null,
      createdAt: '2026-01-03T00:00:00.000Z',
    });
    expect(titles(await list('?limit=2&page=2'))).toEqual(['Rivers run dry']);
  });

  it('filters by exact source URL and by topic', async () => {
    expect(titles(await list('?topic=Climate'))).toEqual(['Heat waves', 'Rivers run dry']);
    expect(
      titles(await list(`?sourceURL=${encodeURIComponent('https://a.example/heat')}`)),
    ).toEqual(['Heat waves']);
    const none = await list(`?sourceURL=${encodeURIComponent('https://a.example')}`);
    expect(none.data).toEqual({
      items: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 1 },
    });
  });

  it('refuses a bad page with a clear 400', async () => {
    const response = await getAs(app, '/api/admin/articles?page=0', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('page must be at least 1');
  });
});

describe('DELETE /api/admin/articles', () => {
  it('deletes by id and by ids for good, and records the activity', async () => {
    const [newest, middle, oldest] = (await list()).data.items;
    const one = await remove({ id: newest!._id });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      success: true,
      message: ARTICLE_MESSAGES.deleted,
      deletedCount: 1,
    });
    expect((await remove({ ids: [middle!._id, oldest!._id] })).json().deletedCount).toBe(2);
    expect(await app.db.select().from(articles)).toEqual([]);
    const logged = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, ARTICLE_ADMIN_ACTIVITY.delete));
    expect(logged.at(-2)?.details).toEqual({ articleId: newest!._id, deletedCount: 1 });
    expect(logged.at(-1)?.details).toMatchObject({ deletedCount: 2 });
    expect(logged.at(-1)?.type).toBe('admin');
  });

  it('deletes every article of one source, and all', async () => {
    const bySource = await remove({ sourceURL: 'https://a.example/heat' });
    expect(bySource.json().deletedCount).toBe(1);
    expect(titles(await list())).toEqual(['Clinics close', 'Rivers run dry']);
    expect((await remove({ deleteAll: true })).json().deletedCount).toBe(2);
    expect((await remove({ deleteAll: true })).json().deletedCount).toBe(0);
  });

  it('answers the screen messages for bad requests, and 404 when nothing matches', async () => {
    const none = await remove({ ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(EVIDENCE_MESSAGES.nothingSelected);
    const noSource = await remove({ sourceURL: '  ' });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().error).toBe(EVIDENCE_MESSAGES.sourceUrlRequired);
    expect((await remove({ id: 'x', deleteAll: true })).statusCode).toBe(400);
    const missing = await remove({ id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(ARTICLE_MESSAGES.notFound);
    expect((await remove({ sourceURL: 'https://nowhere.example/' })).statusCode).toBe(404);
    expect((await list()).data.pagination.total).toBe(3);
  });
});
