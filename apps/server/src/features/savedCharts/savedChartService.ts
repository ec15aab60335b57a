import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  FEEDBACK_MESSAGES,
  MAX_SAVED_EVIDENCE,
  STORY_MESSAGES,
  evidenceSearchTerms,
  isWebAddress,
  type Story,
} from '@dsb/core';
import {
  MAX_SAVED_CHART_ROWS,
  PUPIL_CHART_MESSAGES,
  SAVED_CHART_ID_PREFIX,
  chartSourceLabel,
  compileChart,
  plottedTable,
  savedChartSchema,
  type PupilChartListItem,
  type SavedChart,
  type SavedChartRequest,
} from '@dsb/core/charts';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError, notFound } from '../../platform/http/errors';
import { fileUrlFor, type ObjectStorage } from '../../platform/storage/storage';
import { evidence, renderSpecPng, type EvidenceSearch } from '../evidence';
import { findAccessibleStory, stories, storyAccessibleBy, type StoryHooks } from '../stories';

/**
 * A pupil's chart saved to a story's Saved evidence, and an admin's promotion of one to the
 * library (docs/product/chart-builder.md, "Saved evidence, the library and the AI tutor").
 */

/** The plot's size for the saved picture (the axes, title and source line are added around it). */
const SAVED_CHART_PLOT = { width: 640, height: 380 } as const;

/** The picture's key as the save wrote it: the story's folder and the chart's id. */
const savedImageKey = (storyId: string, chartId: string) =>
  `saved-charts/${storyId}/${chartId}.png`;

/** The ids the save gives: the prefix and a UUID, nothing a path could be made of. */
const SAVED_CHART_ID = new RegExp(`^${SAVED_CHART_ID_PREFIX}[0-9a-f-]{36}$`);

export type SaveDeps = {
  db: Db;
  storage: Pick<ObjectStorage, 'putObject'>;
  hooks: Pick<StoryHooks, 'isHandedIn' | 'storySaved'>;
  loadStory: (storyId: string) => Promise<Story>;
};

/** Where the numbers come from: the source's own link, or the evidence chart's it was copied from. */
async function sourceOf(db: Db, request: SavedChartRequest) {
  const source = request.chartSource;
  let label = chartSourceLabel(source);
  let url = source.url && isWebAddress(source.url) ? source.url : null;
  if (source.evidenceId && (!url || !label) && /^[0-9a-f-]{36}$/i.test(source.evidenceId)) {
    const [item] = await db
      .select({ sourceUrl: evidence.sourceUrl, sourceLabel: evidence.sourceLabel })
      .from(evidence)
      .where(eq(evidence.id, source.evidenceId))
      .limit(1);
    url ??= item?.sourceUrl ?? null;
    label ||= item?.sourceLabel ?? '';
  }
  return { label: label || PUPIL_CHART_MESSAGES.myData, url };
}

/** Draws the chart, stores the picture and adds the chart to the story's saved evidence. */
export async function saveChart(
  deps: SaveDeps,
  userId: string,
  storyId: string,
  request: SavedChartRequest,
): Promise<{ chart: SavedChart; version: number }> {
  const { row } = await findAccessibleStory(deps.db, userId, storyId);
  if (await deps.hooks.isHandedIn(deps.db, row.id)) {
    throw new HttpError(409, FEEDBACK_MESSAGES.handedIn, { code: 'handedIn' });
  }
  if (row.savedEvidence.length >= MAX_SAVED_EVIDENCE) {
    throw badRequest(PUPIL_CHART_MESSAGES.savedEvidenceFull(MAX_SAVED_EVIDENCE));
  }
  const settings = request.chartSettings;
  const table = plottedTable(settings, request.chartData);
  if (table.rows.length === 0) throw badRequest(PUPIL_CHART_MESSAGES.nothingPlotted);
  if (table.rows.length > MAX_SAVED_CHART_ROWS) {
    throw badRequest(PUPIL_CHART_MESSAGES.tooManyRowsToSave(MAX_SAVED_CHART_ROWS));
  }
  const source = await sourceOf(deps.db, request);
  // The server draws the specification it compiles itself from the settings and rows.
  const spec = compileChart(
    {
      ...settings,
      sourceLine:
        settings.sourceLine || (source.label === PUPIL_CHART_MESSAGES.myData ? '' : source.label),
    },
    request.chartData,
    SAVED_CHART_PLOT,
  );
  const image = await renderSpecPng(spec).catch(() => {
    throw badRequest(PUPIL_CHART_MESSAGES.renderFailed);
  });
  const id = `${SAVED_CHART_ID_PREFIX}${randomUUID()}`;
  const key = savedImageKey(row.id, id);
  await deps.storage.putObject(key, image.png, 'image/png');
  const chart: SavedChart = {
    _id: id,
    kind: 'pupil-chart',
    type: 'chart',
    isChart: true,
    label: settings.title.trim() || PUPIL_CHART_MESSAGES.untitled,
    description: request.altText,
    altText: request.altText,
    sourceLabel: source.label,
    sourceURL: source.url,
    imageURL: fileUrlFor(key),
    s3URL: fileUrlFor(key),
    width: image.width,
    height: image.height,
    dataTable: table,
    chartSource: request.chartSource,
    savedAt: new Date().toISOString(),
  };
  // One statement: appended to whatever the list holds now, the version bumped.
  const [saved] = await deps.db
    .update(stories)
    .set({
      savedEvidence: sql`${stories.savedEvidence} || ${JSON.stringify([chart])}::jsonb`,
      version: sql`${stories.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(stories.id, row.id), storyAccessibleBy(userId)))
    .returning({ version: stories.version });
  if (!saved) throw notFound(STORY_MESSAGES.notFound);
  // An open shared document takes the new list too (docs/product/group-work.md).
  await deps.hooks.storySaved(row.id, () => deps.loadStory(row.id));
  return { chart, version: saved.version };
}

async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A saved chart of a story, as stored; null when the story or the chart is not there. */
export async function findSavedChart(
  db: Db,
  storyId: string,
  chartId: string,
): Promise<SavedChart | null> {
  if (!/^[0-9a-f-]{36}$/i.test(storyId)) return null;
  const [row] = await db
    .select({ savedEvidence: stories.savedEvidence })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  const item = row?.savedEvidence.find((e) => e._id === chartId && e.kind === 'pupil-chart');
  return item ? checkedChart(storyId, item) : null;
}

/**
 * A stored item as a saved chart, or null: saved evidence is the pupil's to edit (PUT
 * /api/stories), so an item claiming to be a chart is checked, and its picture must be the one the
 * save stored. Promoting never copies any other file.
 */
function checkedChart(storyId: string, item: unknown): SavedChart | null {
  const parsed = savedChartSchema.safeParse(item);
  if (!parsed.success) return null;
  const chart = parsed.data;
  if (!SAVED_CHART_ID.test(chart._id)) return null;
  return chart.imageURL === fileUrlFor(savedImageKey(storyId, chart._id)) ? chart : null;
}

/**
 * A library item made from a pupil's saved chart: its title, alt text, source and data table, the
 * picture copied to the library's own key (it stays when the story is deleted), embedded for
 * search at once. Promoting the same chart twice answers 409.
 */
export async function promoteChart(
  db: Db,
  storage: Pick<ObjectStorage, 'getObject' | 'putObject'>,
  search: EvidenceSearch,
  storyId: string,
  chartId: string,
): Promise<{ id: string }> {
  const chart = await findSavedChart(db, storyId, chartId);
  if (!chart) throw notFound(PUPIL_CHART_MESSAGES.savedChartNotFound);
  const [already] = await db
    .select({ id: evidence.id })
    .from(evidence)
    .where(eq(evidence.slug, chart._id))
    .limit(1);
  if (already) {
    throw new HttpError(409, PUPIL_CHART_MESSAGES.alreadyPromoted, { id: already.id });
  }
  const stored = await storage.getObject(savedImageKey(storyId, chart._id));
  if (!stored) throw notFound(PUPIL_CHART_MESSAGES.savedChartNotFound);
  const key = `charts/${chart._id}.png`;
  await storage.putObject(key, await bytesOf(stored.body), 'image/png');
  const [row] = await db
    .insert(evidence)
    .values({
      slug: chart._id,
      type: 'chart',
      isChart: true,
      label: chart.label,
      description: chart.altText,
      altText: chart.altText,
      sourceUrl: chart.sourceURL,
      sourceLabel: chart.sourceLabel,
      imageKey: key,
      imageUrl: fileUrlFor(key),
      width: chart.width,
      height: chart.height,
      dataTable: chart.dataTable,
      searchTerms: evidenceSearchTerms({ keywords: [], topicTagStatic: null }),
      isCustomAdd: true,
      status: 'main',
    })
    .returning({ id: evidence.id });
  // An embedder failure must not undo the promotion: text search finds it, the backfill embeds it.
  await search.embedMissing().catch(() => 0);
  search.invalidate();
  return { id: row!.id };
}

/** Pupils' saved charts across stories, newest first, each with its library item if promoted. */
export async function listPupilCharts(db: Db, limit = 200): Promise<PupilChartListItem[]> {
  const { rows: list } = (await db.execute(sql`
    select s.id as story_id, s.title, e.item
    from ${stories} s, jsonb_array_elements(s.saved_evidence) as e(item)
    where e.item->>'kind' = 'pupil-chart'
    order by e.item->>'savedAt' desc
    limit ${limit}`)) as unknown as {
    rows: Array<{ story_id: string; title: string; item: SavedChart }>;
  };
  const charts = list.flatMap((r) => {
    const chart = checkedChart(r.story_id, r.item);
    return chart ? [{ ...r, item: chart }] : [];
  });
  const ids = charts.map((r) => r.item._id);
  const promoted = ids.length
    ? await db
        .select({ id: evidence.id, slug: evidence.slug })
        .from(evidence)
        .where(inArray(evidence.slug, ids))
    : [];
  const bySlug = new Map(promoted.map((p) => [p.slug, p.id]));
  return charts.map((r) => ({
    storyId: r.story_id,
    storyTitle: r.title,
    chart: r.item,
    promotedId: bySlug.get(r.item._id) ?? null,
  }));
}
