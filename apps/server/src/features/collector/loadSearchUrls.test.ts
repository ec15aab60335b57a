import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRAPE_ACTIVITY, SCRAPE_MESSAGES } from '@dsb/core';
import { activityLog } from '../../platform/activity/tables';
import { startFixtureSite } from './scrape/testSite';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { OUTBOUND_MESSAGES } from '../../platform/net/outboundFetch';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  site = await startFixtureSite({ slowMs: 3000 });
  app = await createTestApp({ OUTBOUND_ALLOW: site.target, SCRAPE_PAGE_TIMEOUT_MS: '1000' });
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(async () => {
  await app?.close();
  await site?.close();
});

const load = (body: unknown, user = admin) =>
  callAs(app, 'POST', '/api/admin/load-search-urls', user, body as Record<string, unknown>);

describe('POST /api/admin/load-search-urls', () => {
  it('answers the result links of a search page on the same site, and records the activity', async () => {
    const response = await load({ searchUrl: ` ${site.origin}/search.html?q=inflation ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      urls: [
        `${site.origin}/economy/bulletins/consumer-prices-october-2025`,
        `${site.origin}/economy/datasets/consumer-price-inflation`,
        `${site.origin}/employment/bulletins/average-weekly-earnings?edition=2025-11`,
      ],
    });
    const [entry] = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, SCRAPE_ACTIVITY.loadSearchUrls));
    expect(entry?.details).toEqual({
      searchUrl: `${site.origin}/search.html?q=inflation`,
      urls: 3,
    });
  });

  it("answers 'Please enter a search URL' without one", async () => {
    for (const body of [{}, { searchUrl: '   ' }, undefined]) {
      const response = await load(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: SCRAPE_MESSAGES.searchUrlRequired });
    }
    const notHttp = await load({ searchUrl: 'ftp://example.org/search' });
    expect(notHttp.json()).toEqual({ error: SCRAPE_MESSAGES.searchUrlInvalid });
  });

  it("answers 'Failed to load URLs: ...' when the page cannot be read, is disallowed or has no results", async () => {
    const cases: Array<[string, number, string]> = [
      ['/missing.html', 502, 'Failed to load URLs: the site answered 404'],
      ['/slow.html', 504, 'Failed to load URLs: it did not load within 1 second'],
      [
        '/private/search.html',
        422,
        'Failed to load URLs: the site’s robots.txt does not allow reading that page',
      ],
      ['/graphics/sea-ice.html', 422, SCRAPE_MESSAGES.noResultLinks],
    ];
    for (const [path, status, error] of cases) {
      const response = await load({ searchUrl: `${site.origin}${path}` });
      expect([response.statusCode, response.json()], path).toEqual([
        status,
        { error, success: false, urls: [] },
      ]);
    }
    // The outbound guard still refuses what OUTBOUND_ALLOW does not name.
    const refused = await load({ searchUrl: 'http://127.0.0.1:1/search' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(`Failed to load URLs: ${OUTBOUND_MESSAGES.notAllowed}`);
    // The admin learns which setting lets a school's intranet address through.
    expect(refused.json().error).toContain('OUTBOUND_ALLOW');
  });

  it('is for admins only', async () => {
    const student = await signInAs(app, 'pupil@example.com', 'Pupil');
    const response = await load({ searchUrl: `${site.origin}/search.html` }, student);
    expect(response.statusCode).toBe(403);
  });
});
