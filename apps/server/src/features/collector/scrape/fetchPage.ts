import { OutboundFetchError } from '../../../platform/net/outboundFetch';
import { decodePage, type DecodedPage } from './charset';
import type { ScrapeFetcher } from './fetcher';

/** The most of one HTML page that is read. */
const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const isHtml = (type: string) => /text\/html|application\/xhtml\+xml/i.test(type);

export type FetchedPage = DecodedPage & { finalUrl: string };

/**
 * A web page that could not be read; the message is the whole reason, fit for the results, and
 * `reason` the same without the 'Failed to fetch the page: ' in front. `status` is what an API
 * answering for it would say: 4xx when the address itself was refused, else 502 or 504.
 */
export class PageFetchError extends Error {
  constructor(
    readonly reason: string,
    readonly status: number,
  ) {
    super(`Failed to fetch the page: ${reason}`);
  }
}

const seconds = (ms: number) => {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? '' : 's'}`;
};

/**
 * GETs one HTML page within SCRAPE_PAGE_TIMEOUT_MS and decodes it by its charset. Throws
 * PageFetchError with a message fit for the results; a cancel (`signal`) is rethrown as it is.
 */
export async function fetchPage(
  fetcher: Pick<ScrapeFetcher, 'fetch' | 'pageTimeoutMs'>,
  url: string,
  signal?: AbortSignal,
): Promise<FetchedPage> {
  let response;
  try {
    response = await fetcher.fetch(url, {
      maxBytes: PAGE_MAX_BYTES,
      timeoutMs: fetcher.pageTimeoutMs,
      accept: isHtml,
      notAcceptedMessage: 'The address is not a web page',
      signal,
    });
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof OutboundFetchError && error.statusCode === 504) {
      throw new PageFetchError(`it did not load within ${seconds(fetcher.pageTimeoutMs)}`, 504);
    }
    if (error instanceof OutboundFetchError) {
      throw new PageFetchError(error.message, error.statusCode < 500 ? error.statusCode : 502);
    }
    throw new PageFetchError(error instanceof Error ? error.message : String(error), 502);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new PageFetchError(`the site answered ${response.status}`, 502);
  }
  return { ...decodePage(response.body, response.contentType), finalUrl: response.finalUrl };
}
