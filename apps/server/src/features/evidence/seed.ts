import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { evidenceSearchTerms, type DataTable } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { evidence } from './tables';
import { seedRuns } from '../../platform/db/tables';
import { chartDefinitionSchema, type ChartDefinition } from './charts/chartDefinition';
import { chartData, type ChartRecord } from './charts/chartData';
import { CHART_HEIGHT, CHART_SCALE, CHART_WIDTH } from './charts/chartSize';
import { renderChartPng } from './charts/renderChart';
import type { ObjectStorage } from '../../platform/storage/storage';

/** Raise when charts.json gains charts that existing installations should receive. */
export const EVIDENCE_SEED_VERSION = 1;

/**
 * charts.json and extracts/ sit in ./seedCharts beside this module in src, and are copied to
 * dist/seedCharts beside the bundle (build.mjs), so one relative path serves both.
 */
export const EVIDENCE_SEED_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'seedCharts',
);

/** Charts are rendered two at a time: Vega draws on the main thread while sharp rasterises the other. */
const RENDER_CONCURRENCY = 2;

/** What seeding needs of object storage (the full ObjectStorage satisfies it). */
export type ChartStore = Pick<ObjectStorage, 'putObject' | 'headObject'>;

export const chartImageKey = (slug: string) => `charts/${slug}.png`;
export const chartImageUrl = (slug: string) => `/files/${chartImageKey(slug)}`;

export async function loadChartDefinitions(dir = EVIDENCE_SEED_DIR): Promise<ChartDefinition[]> {
  const json: unknown = JSON.parse(await readFile(path.join(dir, 'charts.json'), 'utf8'));
  return z.array(chartDefinitionSchema).parse(json);
}

export type SeedChart = { def: ChartDefinition; table: DataTable; records: ChartRecord[] };

/** Each definition with its filtered rows; every extract is read once. */
export async function loadSeedCharts(dir = EVIDENCE_SEED_DIR): Promise<SeedChart[]> {
  const defs = await loadChartDefinitions(dir);
  const extracts = new Map<string, Promise<string>>();
  const read = (file: string) => {
    if (!extracts.has(file)) extracts.set(file, readFile(path.join(dir, file), 'utf8'));
    return extracts.get(file)!;
  };
  return Promise.all(
    defs.map(async (def) => ({ def, ...chartData(def, await read(def.chart.extract)) })),
  );
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Renders and stores the PNG of each chart whose key storage does not already hold. */
async function storeChartImages(store: ChartStore, charts: SeedChart[]): Promise<number> {
  let rendered = 0;
  await eachLimited(charts, RENDER_CONCURRENCY, async ({ def, records }) => {
    const key = chartImageKey(def.slug);
    if (await store.headObject(key)) return;
    const { png } = await renderChartPng(def, records);
    await store.putObject(key, png, 'image/png');
    rendered++;
  });
  return rendered;
}

export type EvidenceSeedResult = { added: number; rendered: number; ms: number };

/**
 * Inserts the seeded charts once per seed version, with their data tables and rendered images.
 * Charts already present (by slug) are left as admins edited them, and a chart an admin deleted
 * stays deleted: its row (status 'deleted') still holds the slug.
 */
export async function seedEvidenceLibrary(db: Db, store: ChartStore): Promise<EvidenceSeedResult> {
  const started = performance.now();
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'evidence')).limit(1);
  if (run && run.version >= EVIDENCE_SEED_VERSION) return { added: 0, rendered: 0, ms: 0 };

  const existing = await db
    .select({ slug: evidence.slug })
    .from(evidence)
    .where(isNotNull(evidence.slug));
  const present = new Set(existing.map((r) => r.slug));
  const charts = (await loadSeedCharts()).filter((c) => !present.has(c.def.slug));
  const rendered = await storeChartImages(store, charts);

  const [{ max } = { max: 0 }] = await db
    .select({ max: sql<number>`coalesce(max(${evidence.position}), 0)::int` })
    .from(evidence);
  const rows = charts.map(({ def, table }, i) => ({
    slug: def.slug,
    type: 'chart' as const,
    isChart: true,
    label: def.label,
    labelEasy: def.label_easy,
    description: def.description,
    descriptionEasy: def.description_easy,
    research: def.research,
    altText: def.altText,
    sourceUrl: def.sourceURL,
    sourceLabel: def.sourceLabel,
    topicTagStatic: def.topicTagStatic,
    keywords: def.keywords,
    searchTerms: evidenceSearchTerms(def),
    imageKey: chartImageKey(def.slug),
    imageUrl: chartImageUrl(def.slug),
    width: CHART_WIDTH * CHART_SCALE,
    height: CHART_HEIGHT * CHART_SCALE,
    dataTable: table,
    position: max + i + 1,
  }));
  const added = await db.transaction(async (tx) => {
    const inserted =
      rows.length === 0
        ? []
        : await tx
            .insert(evidence)
            .values(rows)
            .onConflictDoNothing({ target: evidence.slug })
            .returning({ id: evidence.id });
    await tx
      .insert(seedRuns)
      .values({ name: 'evidence', version: EVIDENCE_SEED_VERSION })
      .onConflictDoUpdate({
        target: seedRuns.name,
        set: { version: EVIDENCE_SEED_VERSION, appliedAt: new Date() },
      });
    return inserted.length;
  });
  return { added, rendered, ms: Math.round(performance.now() - started) };
}
