import { and, asc, eq, inArray } from 'drizzle-orm';
import { evidenceSearchTerms, isWebAddress, UNTITLED_CHART } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { evidence, handEditedIds } from '../evidence';
import type { ScrapedChartOutcome, TempChart } from './scrape/pageCharts';

/**
 * Adds a scraped chart to Evidence-Temp unless its image is already in Temp or Main. With
 * overwrite, only the item of the same page and image is refreshed, where it is (Temp or Main):
 * picture, size, source and topic, and its title and description unless an admin edited them by
 * hand. An item of another page that shows the same image is never touched.
 * Visitors follow the page and original links after a Sync: one that is not a web address (an
 * image found inline as `data:`) is left out (docs/architecture.md, Text and links), and such a
 * chart is known again by its stored copy, whose address is made from its content.
 */
export async function addScrapedChartToTemp(
  db: Db,
  chart: TempChart,
  overwrite: boolean,
): Promise<ScrapedChartOutcome> {
  const sourceUrl = isWebAddress(chart.sourceUrl) ? chart.sourceUrl : null;
  const originalUrl = isWebAddress(chart.originalUrl) ? chart.originalUrl : null;
  const sameImage = originalUrl
    ? eq(evidence.originalUrl, originalUrl)
    : eq(evidence.imageUrl, chart.image.url);
  const collected = await db
    .select({ id: evidence.id, status: evidence.status, sourceUrl: evidence.sourceUrl })
    .from(evidence)
    .where(and(sameImage, inArray(evidence.status, ['temp', 'main'])))
    .orderBy(asc(evidence.createdAt), asc(evidence.id));
  const samePage = collected.find((row) => row.sourceUrl === sourceUrl);
  const text = { label: chart.label || UNTITLED_CHART, description: chart.description };
  const picture = {
    sourceUrl,
    originalUrl,
    imageKey: chart.image.key,
    imageUrl: chart.image.url,
    width: chart.image.width,
    height: chart.image.height,
    imageHash: chart.image.perceptualHash,
    topicTagStatic: chart.topicTagStatic,
    searchTerms: evidenceSearchTerms({ keywords: [], topicTagStatic: chart.topicTagStatic }),
  };
  if (samePage && overwrite) {
    const status = samePage.status as 'temp' | 'main';
    const keptEdits = (await handEditedIds(db, [samePage.id])).has(samePage.id);
    await db
      .update(evidence)
      // New text needs a new vector: the embedding backfill (after a sync, at start) makes it.
      .set({
        ...picture,
        ...(keptEdits ? {} : { ...text, embedding: null, embeddingModel: null }),
        updatedAt: new Date(),
      })
      .where(eq(evidence.id, samePage.id));
    return { outcome: 'updated', collection: status, keptEdits };
  }
  const existing = samePage ?? collected[0];
  if (existing) {
    return {
      outcome: 'exists',
      collection: existing.status as 'temp' | 'main',
      otherPage: existing === samePage ? null : existing.sourceUrl,
    };
  }
  await db
    .insert(evidence)
    .values({ ...text, ...picture, type: 'chart', isChart: true, status: 'temp' });
  return { outcome: 'added' };
}
