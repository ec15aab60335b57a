import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceItem, Story } from '@dsb/core';
import {
  MAX_SAVED_CHART_ROWS,
  PUPIL_CHART_MESSAGES,
  defaultChartSettings,
  toChartData,
  type PupilChartListItem,
  type SavedChart,
} from '@dsb/core/charts';
import { evidence } from '../evidence';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { createStoryWith } from '../aiHelp/testSupport';

let app: TestApp;
let pupil: string;
let other: string;
let admin: string;
let story: Story;
beforeAll(async () => {
  app = await createTestApp();
  pupil = await signInAs(app, 'pupil@example.com');
  other = await signInAs(app, 'other@example.com');
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
  story = await createStoryWith(app, pupil, ['A script']);
});
afterAll(() => app?.close());

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => [String(2000 + (i % 25)), `Town ${i % 3}`, String(i * 2)]);
function body(rowCount = 30, extra: Record<string, unknown> = {}) {
  return {
    chartData: toChartData(['Year', 'Town', 'Puffins counted'], rows(rowCount)),
    chartSource: { kind: 'typed', label: '', url: null, evidenceId: null },
    chartSettings: {
      ...defaultChartSettings('Year', 'Puffins counted'),
      type: 'line',
      color: 'Town',
      title: 'Puffins on the cliffs',
    },
    altText: 'Line chart of puffins counted in three towns, 2000 to 2024.',
    ...extra,
  };
}
const save = (cookie: string, storyId: string, payload: unknown) =>
  callAs(app, 'POST', `/api/stories/${storyId}/saved-charts`, cookie, payload);

describe('POST /api/stories/{id}/saved-charts', () => {
  it("adds the chart to the story's saved evidence with its table, source, alt text and picture", async () => {
    const response = await save(pupil, story._id, body());
    expect(response.statusCode).toBe(201);
    const { chart, version } = response.json<{ chart: SavedChart; version: number }>();
    expect(version).toBe(story.version + 1);
    expect(chart).toMatchObject({
      kind: 'pupil-chart',
      label: 'Puffins on the cliffs',
      altText: body().altText,
      sourceLabel: 'My data',
      sourceURL: null,
    });
    expect(chart.dataTable.rows).toHaveLength(30);
    expect(chart.dataTable.columns.map((c) => c.name)).toEqual(['Year', 'Town', 'Puffins counted']);
    const image = await app.storage.getObject(chart.imageURL.replace('/files/', ''));
    expect(image?.contentType).toBe('image/png');
    const saved = (await getAs(app, `/api/stories/${story._id}`, pupil)).json<Story>();
    expect(saved.savedEvidence.map((e) => e._id)).toContain(chart._id);
  });

  it('keeps the link to the evidence chart the data were copied from', async () => {
    const [source] = await app.db
      .insert(evidence)
      .values({
        label: 'Seabirds',
        sourceUrl: 'https://data.example/seabirds',
        sourceLabel: 'Seabird Survey',
      })
      .returning({ id: evidence.id });
    const response = await save(
      pupil,
      story._id,
      body(10, {
        chartSource: { kind: 'evidence', label: '', url: null, evidenceId: source!.id },
      }),
    );
    expect(response.json<{ chart: SavedChart }>().chart).toMatchObject({
      sourceLabel: 'Seabird Survey',
      sourceURL: 'https://data.example/seabirds',
    });
  });

  it('refuses bad input with a clear 400 and saves nothing', async () => {
    const before = (await getAs(app, `/api/stories/${story._id}`, pupil)).json<Story>();
    const tooMany = await save(pupil, story._id, body(MAX_SAVED_CHART_ROWS + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ error: string }>().error).toBe(
      PUPIL_CHART_MESSAGES.tooManyRowsToSave(MAX_SAVED_CHART_ROWS),
    );
    const noAlt = await save(pupil, story._id, body(5, { altText: '' }));
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json<{ error: string }>().error).toContain(PUPIL_CHART_MESSAGES.altTextRequired);
    const empty = await save(pupil, story._id, body(0));
    expect(empty.json<{ error: string }>().error).toBe(PUPIL_CHART_MESSAGES.nothingPlotted);
    const after = (await getAs(app, `/api/stories/${story._id}`, pupil)).json<Story>();
    expect(after.savedEvidence).toHaveLength(before.savedEvidence.length);
  });

  it("answers 404 for another pupil's story or a missing one, 401 for a visitor", async () => {
    expect((await save(other, story._id, body(5))).statusCode).toBe(404);
    expect((await save(pupil, '00000000-0000-4000-8000-000000000000', body(5))).statusCode).toBe(
      404,
    );
    expect((await save(undefined as unknown as string, story._id, body(5))).statusCode).toBe(401);
  });
});

describe('promoting a saved chart to the library (admin)', () => {
  let chart: SavedChart;
  beforeAll(async () => {
    const response = await save(
      pupil,
      story._id,
      body(12, {
        chartSettings: { ...body().chartSettings, title: 'Kittiwake nests by year' },
        altText: 'Kittiwake nests rose in all three towns.',
      }),
    );
    chart = response.json<{ chart: SavedChart }>().chart;
  });

  it("is for admins only (403), and lists pupils' saved charts", async () => {
    expect((await getAs(app, '/api/admin/evidence/pupil-charts', pupil)).statusCode).toBe(403);
    const denied = await callAs(app, 'POST', '/api/admin/evidence/promote-chart', pupil, {
      storyId: story._id,
      chartId: chart._id,
    });
    expect(denied.statusCode).toBe(403);
    const listed = await getAs(app, '/api/admin/evidence/pupil-charts', admin);
    const items = listed.json<{ items: PupilChartListItem[] }>().items;
    expect(items[0]).toMatchObject({
      storyId: story._id,
      chart: { _id: chart._id },
      promotedId: null,
    });
  });

  it('creates a searchable library item with its data, source and alt text; twice is 409', async () => {
    const response = await callAs(app, 'POST', '/api/admin/evidence/promote-chart', admin, {
      storyId: story._id,
      chartId: chart._id,
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const [row] = await app.db.select().from(evidence).where(eq(evidence.id, id));
    expect(row).toMatchObject({ status: 'main', altText: chart.altText, sourceLabel: 'My data' });
    expect(row!.dataTable).toEqual(chart.dataTable);
    expect(row!.embedding).not.toBeNull();
    expect(await app.storage.getObject(row!.imageKey!)).not.toBeNull();
    const found = await getAs(app, '/api/evidence/search?query=kittiwake%20nests');
    expect(found.json<EvidenceItem[]>().map((i) => i._id)).toContain(id);
    const again = await callAs(app, 'POST', '/api/admin/evidence/promote-chart', admin, {
      storyId: story._id,
      chartId: chart._id,
    });
    expect(again.statusCode).toBe(409);
    const listed = await getAs(app, '/api/admin/evidence/pupil-charts', admin);
    const item = listed
      .json<{ items: PupilChartListItem[] }>()
      .items.find((i) => i.chart._id === chart._id);
    expect(item?.promotedId).toBe(id);
  });

  it('neither lists nor copies an item a pupil wrote to look like a saved chart', async () => {
    const current = (await getAs(app, `/api/stories/${story._id}`, pupil)).json<Story>();
    const forged = {
      ...chart,
      _id: `pupil-chart-${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      imageURL: '/files/uploads/someone-else/private.png',
    };
    const put = await callAs(app, 'PUT', `/api/stories/${story._id}`, pupil, {
      version: current.version,
      savedEvidence: [...current.savedEvidence, forged],
    });
    expect(put.statusCode).toBe(200);
    const listed = await getAs(app, '/api/admin/evidence/pupil-charts', admin);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<{ items: PupilChartListItem[] }>().items.map((i) => i.chart._id);
    expect(ids).toContain(chart._id);
    expect(ids).not.toContain(forged._id);
    const response = await callAs(app, 'POST', '/api/admin/evidence/promote-chart', admin, {
      storyId: story._id,
      chartId: forged._id,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a chart that is not saved in that story', async () => {
    const response = await callAs(app, 'POST', '/api/admin/evidence/promote-chart', admin, {
      storyId: story._id,
      chartId: 'pupil-chart-missing',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toBe(PUPIL_CHART_MESSAGES.savedChartNotFound);
  });
});

describe('deleting the story', () => {
  it("removes its saved chart pictures, not the library's copy", async () => {
    const own = await createStoryWith(app, pupil, ['Another']);
    const { chart } = (await save(pupil, own._id, body(6))).json<{ chart: SavedChart }>();
    const promoted = await callAs(app, 'POST', '/api/admin/evidence/promote-chart', admin, {
      storyId: own._id,
      chartId: chart._id,
    });
    const [row] = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.id, promoted.json<{ id: string }>().id));
    expect((await callAs(app, 'DELETE', `/api/stories/${own._id}`, pupil)).statusCode).toBe(200);
    expect(await app.storage.getObject(chart.imageURL.replace('/files/', ''))).toBeNull();
    expect(await app.storage.getObject(row!.imageKey!)).not.toBeNull();
  });
});
