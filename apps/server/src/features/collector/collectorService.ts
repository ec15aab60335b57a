import { SCRAPE_ACTIVITY, SCRAPE_MESSAGES, type LoadSearchUrlsResponse } from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { parseHtml } from './scrape/detect';
import type { ScrapeFetcher } from './scrape/fetcher';
import { fetchPage, PageFetchError } from './scrape/fetchPage';
import { searchResultLinks } from './scrape/searchResults';
import { recordActivity } from '../../platform/activity/activityService';

/**
 * POST /api/admin/load-search-urls: reads a search-results page (through the guard, where
 * robots.txt allows) and returns its result links on the same site. Failures are HttpErrors
 * whose message begins 'Failed to load URLs' and whose body has the screen's {success, urls}.
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
