import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_ADMIN_ACTIVITY, type EvidenceItem, type EvidenceSyncResponse } from '@dsb/core';
import { evidence } from './tables';
import { activityLog } from '../../platform/activity/tables';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { evidenceRowOf, insertChart } from './adminTestSupport';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(() => app?.close());

const statusOf = (id: string) => evidenceRowOf(app, id);
const vectorSearch = async (query: string) =>
  (
    await getAs(app, `/api/evidence/search?searchType=vector&query=${encodeURIComponent(query)}`)
  ).json<EvidenceItem[]>();
const textSearch = async (query: string) =>
  (await getAs(app, `/api/evidence/search?query=${encodeURIComponent(query)}`)).json<
    EvidenceItem[]
  >();
const sync = async () => {
  const response = await callAs(app, 'POST', '/api/admin/evidence/sync', admin);
  expect(response.statusCode).toBe(200);
  return response.json<EvidenceSyncResponse>();
};

describe('POST /api/admin/evidence/sync', () => {
  it('moves temp items to main, searchable by meaning and by words at once', async () => {
    const fresh = await insertChart(app, {
      label: 'Zanzibar glacier ledger',
      description: 'Ice lost each year from mountain glaciers',
      originalUrl: 'https://site.test/glacier.png',
    });
    const kept = await insertChart(app, { label: 'Already deleted', status: 'deleted' });
    // Before the sync, neither search shows a temp item.
    expect((await textSearch('Zanzibar glacier')).map((i) => i._id)).not.toContain(fresh);

    // The sync swallows an embedder failure (the items stay findable by text); keep it for the
    // assertion's message, so a failure here says why the vector is missing.
    const embedderErrors: unknown[] = [];
    const embed = app.embedder.embed.bind(app.embedder);
    app.embedder.embed = (texts) =>
      embed(texts).catch((error: unknown) => {
        embedderErrors.push(error);
        throw error;
      });
    const answer = await sync().finally(() => {
      app.embedder.embed = embed;
    });

    expect(answer.stats).toEqual({
      inserted: 1,
      updated: 0,
      errors: 0,
      skipped: 0,
      skippedItems: [],
    });
    expect(answer.message).toBe('Synced 1 new and 0 updated items to Evidence-Main');
    const row = await statusOf(fresh);
    expect(row?.status).toBe('main');
    expect(
      row?.embedding,
      `embedder errors: ${embedderErrors.map(String).join('; ')}`,
    ).not.toBeNull();
    expect((await statusOf(kept))?.status).toBe('deleted');
    expect((await textSearch('Zanzibar glacier')).map((i) => i._id)).toContain(fresh);
    expect((await vectorSearch('Zanzibar glacier ledger')).map((i) => i._id)).toContain(fresh);
  });

  it('updates the Main item with the same original image, skips an identical one, adds custom ones', async () => {
    const original = 'https://site.test/rain.png';
    const main = await insertChart(app, {
      label: 'Rainfall by month',
      originalUrl: original,
      status: 'main',
    });
    await insertChart(app, { label: 'Rainfall by month, 2024', originalUrl: original });
    await insertChart(app, { label: 'Rainfall by month, 2024', originalUrl: original });
    const custom = await insertChart(app, {
      label: 'Rainfall again',
      originalUrl: original,
      isCustomAdd: true,
    });

    const { stats } = await sync();

    expect(stats).toEqual({
      inserted: 1,
      updated: 1,
      errors: 0,
      skipped: 1,
      skippedItems: [{ originalURL: original }],
    });
    const updated = await statusOf(main);
    expect(updated?.label).toBe('Rainfall by month, 2024');
    // Re-embedded for the new text.
    expect(updated?.embedding).not.toBeNull();
    expect((await statusOf(custom))?.status).toBe('main');
    const temps = await app.db.select().from(evidence).where(eq(evidence.status, 'temp'));
    expect(temps).toEqual([]);
  });

  it('still syncs when the embedder fails, and records the activity', async () => {
    const id = await insertChart(app, { label: 'Harbour tonnage' });
    const embed = app.embedder.embed;
    app.embedder.embed = async () => {
      throw new Error('embedder down');
    };
    try {
      expect((await sync()).stats.inserted).toBe(1);
    } finally {
      app.embedder.embed = embed;
    }
    expect((await statusOf(id))?.status).toBe('main');
    expect((await textSearch('Harbour tonnage')).map((i) => i._id)).toContain(id);
    const logged = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, EVIDENCE_ADMIN_ACTIVITY.sync));
    expect(logged).toHaveLength(3);
    expect(logged.at(-1)?.details).toMatchObject({ inserted: 1, errors: 0 });
  });

  it('tries the embedder again when it fails once, so the item is found by meaning at once', async () => {
    const id = await insertChart(app, { label: 'Lighthouse keeper rota' });
    const embed = app.embedder.embed.bind(app.embedder);
    let failures = 0;
    app.embedder.embed = async (texts) => {
      if (failures++ === 0) throw new Error('model not ready');
      return embed(texts);
    };
    try {
      expect((await sync()).stats.inserted).toBe(1);
    } finally {
      app.embedder.embed = embed;
    }
    expect((await statusOf(id))?.embedding).not.toBeNull();
  });

  it('answers with zeros when Temp is empty', async () => {
    expect((await sync()).stats).toMatchObject({ inserted: 0, updated: 0, skipped: 0 });
  });

  it("gives an updated Main item the temp item's picture hash, so the duplicate scan is not stale", async () => {
    const original = 'https://site.test/wind.png';
    const main = await insertChart(app, {
      label: 'Wind power',
      originalUrl: original,
      imageHash: '0f0f0f0f0f0f0f0f',
      status: 'main',
    });
    await insertChart(app, { label: 'Wind power, redrawn', originalUrl: original });
    expect((await sync()).stats.updated).toBe(1);
    expect((await statusOf(main))?.imageHash).toBeNull();
  });
});
