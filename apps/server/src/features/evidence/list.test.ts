import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvidenceListResponse } from '@dsb/core';
import { createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { insertChart } from './adminTestSupport';

let app: TestApp;
let admin: string;
const source = 'https://stats.test/report';
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
  // 23 in Main: 12 from one source about oceans, 11 elsewhere; 2 in Temp (1 custom); 1 Deleted.
  for (let i = 0; i < 23; i += 1) {
    await insertChart(app, {
      label: `Main chart ${i}`,
      status: 'main',
      sourceUrl: i < 12 ? source : 'https://other.test/',
      topicTagStatic: i < 12 ? 'oceans' : 'energy',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    });
  }
  await insertChart(app, { label: 'Scraped', createdAt: new Date(Date.UTC(2026, 1, 1)) });
  await insertChart(app, {
    label: 'By hand',
    isCustomAdd: true,
    createdAt: new Date(Date.UTC(2026, 1, 2)),
  });
  await insertChart(app, { label: 'Gone', status: 'deleted', deletedAt: new Date() });
});
afterAll(() => app?.close());

const list = async (query: string) => {
  const response = await getAs(app, `/api/admin/evidence?${query}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json<AdminEvidenceListResponse>();
};
const labels = (answer: AdminEvidenceListResponse) => answer.data.items.map((i) => i.label);

describe('GET /api/admin/evidence', () => {
  it('pages Main 20 at a time, newest first, with every collection counted', async () => {
    const first = await list('');
    expect(first.data.items).toHaveLength(20);
    expect(first.data.items[0]).toMatchObject({ label: 'Main chart 22', collection: 'main' });
    expect(first.data.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(first.counts).toEqual({ temp: 2, main: 23, deleted: 1 });
    expect(labels(await list('page=2'))).toEqual(['Main chart 2', 'Main chart 1', 'Main chart 0']);
  });

  it('filters by exact source URL and by topic, as the /admin/evidence page asks (10 a page)', async () => {
    const bySource = await list(`limit=10&sourceURL=${encodeURIComponent(source)}`);
    expect(bySource.data.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect((await list('topic=Energy')).data.pagination.total).toBe(11);
    expect((await list('sourceURL=https%3A%2F%2Fstats.test')).data.pagination.total).toBe(0);
  });

  it('lists Temp (custom only on request) and Deleted with when they were deleted', async () => {
    expect(labels(await list('collection=temp'))).toEqual(['By hand', 'Scraped']);
    expect(labels(await list('collection=temp&customOnly=true'))).toEqual(['By hand']);
    const deleted = await list('collection=deleted');
    expect(labels(deleted)).toEqual(['Gone']);
    expect(deleted.data.items[0]?.deletedAt).toEqual(expect.any(String));
  });

  it('answers one empty page when nothing matches, and refuses a bad collection', async () => {
    const none = await list('topic=nothing');
    expect(none.data).toEqual({
      items: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 1 },
    });
    const bad = await getAs(app, '/api/admin/evidence?collection=articles', admin);
    expect(bad.statusCode).toBe(400);
  });
});
