import { and, eq } from 'drizzle-orm';
import { EVIDENCE_MESSAGES, type AiChatContext, type Story } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { evidence } from '../evidence';
import { badRequest, notFound } from '../../platform/http/errors';
import type { ChartDefinition } from '../evidence';
import type { ChartLibrary } from './chartLibrary';
import { chartFacts, inferRoles, rolesFromSpec } from './guide/chartFacts';
import type { GuideChart } from './guide/chartTutor';
import type { GuideSlide } from './guide/slideAssistant';
import { aiChartContextSchema } from '@dsb/core/charts';
import { pupilGuideChart } from './guide/pupilChart';

/** What the app knows about the things a question is about, read for the signed-in user only. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LoadedChart = {
  guide: GuideChart;
  /** The specification it was rendered from (seeded charts), for region mapping. */
  def: ChartDefinition | null;
  imageKey: string | null;
};

/** A published evidence item as the guide reads it; 404 for a missing or deleted one. */
export async function loadChart(db: Db, charts: ChartLibrary, id: string): Promise<LoadedChart> {
  if (!UUID.test(id)) throw notFound(EVIDENCE_MESSAGES.notFound);
  const [row] = await db
    .select({
      slug: evidence.slug,
      label: evidence.label,
      labelEasy: evidence.labelEasy,
      description: evidence.description,
      descriptionEasy: evidence.descriptionEasy,
      research: evidence.research,
      sourceUrl: evidence.sourceUrl,
      sourceLabel: evidence.sourceLabel,
      dataTable: evidence.dataTable,
      imageKey: evidence.imageKey,
    })
    .from(evidence)
    .where(and(eq(evidence.id, id), eq(evidence.status, 'main')))
    .limit(1);
  if (!row) throw notFound(EVIDENCE_MESSAGES.notFound);
  const def = await charts.definition(row.slug);
  const table = row.dataTable ?? null;
  const roles = table ? (def ? rolesFromSpec(def.chart, table) : inferRoles(table)) : null;
  return {
    guide: {
      label: row.label,
      labelEasy: row.labelEasy,
      description: row.description,
      descriptionEasy: row.descriptionEasy,
      research: row.research,
      sourceLabel: row.sourceLabel,
      sourceUrl: row.sourceUrl,
      table,
      roles,
      facts: table && roles ? chartFacts(table, roles) : null,
    },
    def,
    imageKey: row.imageKey,
  };
}

type CanvasObject = { type?: unknown; text?: unknown; metadata?: unknown };

/** Canvas objects from the context's slideContent (a list, or an object with canvasState). */
function canvasObjects(content: unknown, stored: readonly CanvasObject[]): CanvasObject[] {
  if (Array.isArray(content)) return content as CanvasObject[];
  const state = (content as { canvasState?: unknown } | null)?.canvasState;
  return Array.isArray(state) ? (state as CanvasObject[]) : [...stored];
}

const evidenceIdOf = (object: CanvasObject): string | null => {
  const data = (object.metadata as { evidenceData?: { _id?: unknown } } | undefined)?.evidenceData;
  return typeof data?._id === 'string' ? data._id : null;
};

/** The source name H6's chart builder writes in a pupil chart's metadata. */
const PUPIL_CHART = 'pupilChart';

/**
 * The charts a pupil made on a slide (docs/ai.md, "A pupil's own chart"): read from each canvas
 * object's metadata, checked like a question's chart; a damaged one is left out.
 */
export function pupilChartsOn(objects: readonly CanvasObject[], max = 5): GuideChart[] {
  const charts: GuideChart[] = [];
  for (const object of objects) {
    const meta = object.metadata as Record<string, unknown> | undefined;
    if (meta?.source !== PUPIL_CHART) continue;
    const parsed = aiChartContextSchema.safeParse({
      chartSpec: meta.chartSpec,
      chartData: meta.chartData,
      chartSource: meta.chartSource,
      chartSettings: meta.chartSettings,
      altText: typeof meta.alt === 'string' ? meta.alt.slice(0, 2000) : undefined,
    });
    if (parsed.success) charts.push(pupilGuideChart(parsed.data));
    if (charts.length >= max) break;
  }
  return charts;
}

export type LoadedSlide = GuideSlide & { story: Story | null; objects: CanvasObject[] };

/**
 * The slide a slide-assistant question is about: the saved slide, with what the client sent
 * (unsaved script and canvas) taking precedence; its charts are those on its canvas and in its
 * evidence list.
 */
export async function loadSlide(
  db: Db,
  charts: ChartLibrary,
  /** The user's story (read by the caller, which knows whose it is), or null. */
  story: Story | null,
  context: AiChatContext,
  findLibraryCharts: (query: string) => Promise<string[]>,
): Promise<LoadedSlide> {
  const index = context.slideIndex ?? null;
  if (story && index !== null && index >= story.slides.length) {
    throw badRequest('The slide index must be within the slide list');
  }
  const slide = story && index !== null ? story.slides[index] : undefined;
  const objects = canvasObjects(context.slideContent, (slide?.canvasState ?? []) as CanvasObject[]);
  const ids = new Set([
    ...(context.evidenceIds ?? []),
    ...(slide?.evidence ?? []).map((e) => e._id),
    ...objects.map(evidenceIdOf).filter((id): id is string => id !== null),
  ]);
  const loaded: GuideChart[] = [];
  for (const id of [...ids].slice(0, 10)) {
    // An attached chart since deleted from the library is simply left out.
    const chart = await loadChart(db, charts, id).catch(() => null);
    if (chart) loaded.push(chart.guide);
  }
  loaded.push(...pupilChartsOn(objects));
  const bigQuestion = context.bigQuestion ?? story?.bigQuestion ?? null;
  return {
    story,
    objects,
    script: context.script ?? slide?.script ?? '',
    bigQuestion: bigQuestion?.trim() ? bigQuestion.trim() : null,
    slideIndex: index,
    charts: loaded,
    canvasText: objects
      .filter((o) => typeof o.text === 'string' && o.text.trim())
      .map((o) => String(o.text).trim()),
    imageCount: objects.filter((o) => o.type === 'image').length,
    libraryCharts: loaded.length === 0 && bigQuestion ? await findLibraryCharts(bigQuestion) : [],
  };
}
