import { and, eq, inArray } from 'drizzle-orm';
import {
  evidenceSearchTerms,
  SCRAPE_ACTIVITY,
  SCRAPE_MESSAGES,
  UNTITLED_CHART,
  type LoadSearchUrlsResponse,
} from '@dsb/core';
import type { Db } from '../db/client';
import { evidence } from '../db/schema';
import { HttpError } from '../errors';
import { parseHtml } from '../scrape/detect';
import type { ScrapeFetcher } from '../scrape/fetcher';
import { fetchPage, PageFetchError } from '../scrape/fetchPage';
import { searchResultLinks } from '../scrape/searchResults';
import { recordActivity } from './activityService';
import type { TempChart } from '../scrape/pageCharts';

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
    label: chart.label || UNTITLED_CHART,
    description: chart.description,
    sourceUrl: chart.sourceUrl,
    originalUrl: chart.originalUrl,
    imageKey: chart.image.key,
    imageUrl: chart.image.url,
    width: chart.image.width,
    height: chart.image.height,
    imageHash: chart.image.perceptualHash,
    topicTagStatic: chart.topicTagStatic,
    searchTerms: evidenceSearchTerms({ keywords: [], topicTagStatic: chart.topicTagStatic }),
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

/**
 * POST /api/admin/load-search-urls: reads a search-results page (through the guard, where
 * robots.txt allows) and returns its result links on the same site. Failures are HttpErrors
 * whose message begins 'Failed to load URLs' and whose body has the spec's {success, urls}.
 */
export async function loadSearchUrls(
  fetcher: Pick<ScrapeFetcher, 'fetch' | 'robotsAllow' | 'pageTimeoutMs'>,
  db: Db,
  userId: string,
  searchUrl: string,
): Promise<LoadSearchUrlsResponse> {
  const failed = (status: number, reason: string) =>
    new HttpError(status, `${SCRAPE_MESSAGES.loadUrlsFailed}: ${reason}`, {
      success: false,
      urls: [],
    });
  if (!(await fetcher.robotsAllow(searchUrl))) {
    throw failed(422, 'the site’s robots.txt does not allow reading that page');
  }
  let page;
  try {
    page = await fetchPage(fetcher, searchUrl);
  } catch (error) {
    if (error instanceof PageFetchError) throw failed(error.status, error.reason);
    throw error;
  }
  const urls = searchResultLinks(parseHtml(page.html), page.finalUrl);
  if (urls.length === 0) {
    throw new HttpError(422, SCRAPE_MESSAGES.noResultLinks, { success: false, urls: [] });
  }
  await recordActivity(db, userId, SCRAPE_ACTIVITY.loadSearchUrls, {
    searchUrl,
    urls: urls.length,
  });
  return { success: true, urls };
}

export type { TempChart };
