import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { evidence } from '../db/schema';

/** A chart found on a page, its image already stored, as it goes into Evidence-Temp. */
export type TempChart = {
  label: string;
  description: string;
  sourceUrl: string;
  originalUrl: string;
  /** Where the image was stored (the scraper's StoredImage has these and more). */
  image: { key: string; url: string; width: number; height: number };
};

/**
 * Adds a scraped chart to Evidence-Temp, unless the same original image is already in Temp or
 * Main; with overwrite, that row takes the new label, description and image instead.
 */
export async function addScrapedChartToTemp(
  db: Db,
  chart: TempChart,
  overwrite: boolean,
): Promise<'added' | 'updated' | 'exists'> {
  const [existing] = await db
    .select({ id: evidence.id })
    .from(evidence)
    .where(
      and(eq(evidence.originalUrl, chart.originalUrl), inArray(evidence.status, ['temp', 'main'])),
    )
    .limit(1);
  const fields = {
    label: chart.label || 'Untitled chart',
    description: chart.description,
    sourceUrl: chart.sourceUrl,
    originalUrl: chart.originalUrl,
    imageKey: chart.image.key,
    imageUrl: chart.image.url,
    width: chart.image.width,
    height: chart.image.height,
  };
  if (existing) {
    if (!overwrite) return 'exists';
    await db
      .update(evidence)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(evidence.id, existing.id));
    return 'updated';
  }
  await db.insert(evidence).values({ ...fields, type: 'chart', isChart: true, status: 'temp' });
  return 'added';
}
