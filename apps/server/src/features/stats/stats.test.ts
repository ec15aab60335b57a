import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsResponse } from '@dsb/core';
import { EVIDENCE_ADMIN_ACTIVITY } from '@dsb/core';
import { articles } from '../articles/tables';
import { evidence } from '../evidence/tables';
import { activityLog } from '../../platform/activity/tables';
import { users } from '../../platform/auth/tables';
import { platformStats } from './statsService';
import { createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { callAs } from '../../platform/test/testApp';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Admin');
});
afterAll(() => app?.close());

const stats = async () => {
  const response = await callAs(app, 'GET', '/api/admin/stats', admin);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<StatsResponse>();
};

describe('GET /api/admin/stats', () => {
  it("on an empty install: zeros, empty maps, Never dates, and DATA_DIR's size", async () => {
    const body = await stats();
    expect(body).toMatchObject({
      success: true,
      evidence: { total: 0, byTopic: {}, bySource: {}, recentAdditions: [] },
      articles: { total: 0, byTopic: {}, bySource: {}, recentAdditions: [] },
      users: { total: 1, active: 1, inactive: 0, suspended: 0, byRole: { Admin: 1 } },
      system: { lastSync: null, lastBackup: null, storageKind: 'disk' },
    });
    const { storageUsed, storageAvailable } = body.system;
    expect(storageUsed).toBeGreaterThanOrEqual(0);
    expect(storageAvailable).toBeGreaterThan(0);
  });

  it('counts main evidence only: top 5 topics and sources by count, the 3 newest', async () => {
    const rows = [
      ...Array.from({ length: 6 }, (_, i) => ['climate', `https://a.org/${i % 2}`, i]),
      ...Array.from({ length: 4 }, (_, i) => ['health', 'https://b.org/1', 10 + i]),
      ['energy', 'https://c.org', 20],
      ['energy', 'https://c.org', 21],
      ['food', 'https://d.org', 22],
      ['water', 'https://e.org', 23],
      ['space', 'https://f.org', 24],
    ] as Array<[string, string, number]>;
    const base = Date.parse('2026-01-01T00:00:00Z');
    await app.db.insert(evidence).values(
      rows.map(([topic, source, n]) => ({
        label: `Chart ${n}`,
        topicTagStatic: topic,
        sourceUrl: source,
        createdAt: new Date(base + n * 60_000),
      })),
    );
    // Deleted and temporary items are not part of the library.
    await app.db.insert(evidence).values([
      {
        label: 'Gone',
        topicTagStatic: 'space',
        status: 'deleted',
        createdAt: new Date(base + 1e9),
      },
      {
        label: 'Pending',
        topicTagStatic: 'space',
        status: 'temp',
        createdAt: new Date(base + 1e9),
      },
    ]);
    const { evidence: card } = await stats();
    expect(card.total).toBe(15);
    expect(Object.entries(card.byTopic)).toEqual([
      ['climate', 6],
      ['health', 4],
      ['energy', 2],
      ['food', 1],
      ['space', 1],
    ]);
    // Sources are sites, as on the articles card: a.org's two pages count together.
    expect(Object.entries(card.bySource)).toEqual([
      ['a.org', 6],
      ['b.org', 4],
      ['c.org', 2],
      ['d.org', 1],
      ['e.org', 1],
    ]);
    expect(card.recentAdditions).toEqual([
      { title: 'Chart 24', createdAt: '2026-01-01T00:24:00.000Z' },
      { title: 'Chart 23', createdAt: '2026-01-01T00:23:00.000Z' },
      { title: 'Chart 22', createdAt: '2026-01-01T00:22:00.000Z' },
    ]);
  });

  it('counts articles: top 5 topics and sites by count, the 3 newest headlines', async () => {
    const base = Date.parse('2026-02-01T00:00:00Z');
    const rows: Array<[string | null, string]> = [
      ['climate', 'https://www.news.example/a'],
      ['climate', 'https://news.example/b?page=2'],
      ['climate', 'HTTPS://News.Example/c'],
      ['health', 'https://stats.example.gov/d'],
      ['health', 'https://stats.example.gov/e'],
      ['energy', 'http://user@blog.example:8080/f'],
      ['food', 'https://f.example/g'],
      ['water', 'https://g.example/h'],
      ['space', 'https://h.example/i'],
      [null, 'https://i.example/j'],
    ];
    await app.db.insert(articles).values(
      rows.map(([topic, sourceUrl], n) => ({
        articleTitle: `Headline ${n}`,
        topicTagStatic: topic,
        sourceUrl,
        createdAt: new Date(base + n * 60_000),
      })),
    );
    const { articles: card } = await stats();
    expect(card.total).toBe(10);
    expect(Object.entries(card.byTopic)).toEqual([
      ['climate', 3],
      ['health', 2],
      ['energy', 1],
      ['food', 1],
      ['space', 1],
    ]);
    expect(Object.entries(card.bySource)).toEqual([
      ['news.example', 3],
      ['stats.example.gov', 2],
      ['blog.example', 1],
      ['f.example', 1],
      ['g.example', 1],
    ]);
    expect(card.recentAdditions).toEqual([
      { headline: 'Headline 9', createdAt: '2026-02-01T00:09:00.000Z' },
      { headline: 'Headline 8', createdAt: '2026-02-01T00:08:00.000Z' },
      { headline: 'Headline 7', createdAt: '2026-02-01T00:07:00.000Z' },
    ]);
  });

  it('counts users: active, inactive (with suspended) and by role', async () => {
    await app.db.insert(users).values([
      { uid: 'l:1', email: 'a@s.org', displayName: 'A', status: 'inactive' },
      { uid: 'l:2', email: 'b@s.org', displayName: 'B', status: 'suspended' },
      { uid: 'l:3', email: 'c@s.org', displayName: 'C' },
      { uid: 'l:4', email: 'd@s.org', displayName: 'D', isAdmin: true, status: 'inactive' },
    ]);
    expect((await stats()).users).toEqual({
      total: 5,
      active: 2,
      inactive: 3,
      suspended: 1,
      byRole: { Admin: 2, User: 3 },
    });
  });

  it('gives the time of the newest evidence sync; a failed automatic sync does not count', async () => {
    const before = Date.now();
    const synced = await callAs(app, 'POST', '/api/admin/evidence/sync', admin);
    expect(synced.statusCode, synced.body).toBe(200);
    const { lastSync } = (await stats()).system;
    expect(lastSync).not.toBeNull();
    expect(Date.parse(lastSync!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(lastSync!)).toBeLessThanOrEqual(Date.now() + 1000);
    await app.db.insert(activityLog).values({
      action: EVIDENCE_ADMIN_ACTIVITY.sync,
      details: { automatic: true, error: 'Automatic sync failed: disk full' },
      timestamp: new Date(Date.now() + 60_000),
    });
    expect((await stats()).system.lastSync).toBe(lastSync);
  });

  it("adds the database's own size when it lives outside what storage counts", async () => {
    const storage = { ...app.storage, usage: async () => ({ usedBytes: 5, availableBytes: 9 }) };
    const outside = await platformStats(app.db, storage, () => {}, true);
    expect(outside.system.storageUsed).toBeGreaterThan(5 + 1_000_000);
    expect(outside.system.storageAvailable).toBe(9);
    const inside = await platformStats(app.db, storage, () => {}, false);
    expect(inside.system.storageUsed).toBe(5);
  });
});
