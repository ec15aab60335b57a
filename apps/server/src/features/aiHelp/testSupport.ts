import type { Story } from '@dsb/core';
import { evidence } from '../evidence';
import { chartImageKey, chartImageUrl, loadSeedCharts, type SeedChart } from '../evidence';
import { renderChartPng } from '../evidence';
import { callAs, type TestApp } from '../../platform/test/testApp';

let seedCharts: Promise<SeedChart[]> | null = null;

/** A seeded chart as the evidence seed stores it (optionally with its PNG); returns its id. */
export async function insertSeedChart(app: TestApp, slug: string, withImage = false) {
  seedCharts ??= loadSeedCharts();
  const chart = (await seedCharts).find((c) => c.def.slug === slug);
  if (!chart) throw new Error(`no seed chart ${slug}`);
  const { def, table } = chart;
  if (withImage) {
    const { png } = await renderChartPng(def, chart.records);
    await app.storage.putObject(chartImageKey(slug), png, 'image/png');
  }
  const [row] = await app.db
    .insert(evidence)
    .values({
      slug,
      label: def.label,
      labelEasy: def.label_easy,
      description: def.description,
      descriptionEasy: def.description_easy,
      research: def.research,
      altText: def.altText,
      sourceUrl: def.sourceURL,
      sourceLabel: def.sourceLabel,
      topicTagStatic: def.topicTagStatic,
      imageKey: chartImageKey(slug),
      imageUrl: chartImageUrl(slug),
      dataTable: table,
    })
    .returning({ id: evidence.id });
  return { id: row!.id, chart };
}

/** A story of the signed-in user with one slide per script. */
export async function createStoryWith(
  app: TestApp,
  cookie: string,
  scripts: string[],
  bigQuestion = 'Is Earth getting hotter?',
): Promise<Story> {
  const response = await callAs(app, 'POST', '/api/stories', cookie, {
    title: 'Warming',
    bigQuestion,
    template: 'blank',
    slides: scripts.map((script, i) => ({
      id: `slide-1700000000000-${i}`,
      title: `Slide ${i + 1}`,
      script,
      canvasState: [],
    })),
  });
  if (response.statusCode !== 201)
    throw new Error(`story: ${response.statusCode} ${response.body}`);
  return response.json<Story>();
}
