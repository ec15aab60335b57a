import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHtml } from './detect';
import { nextPageOf, sameSite } from './pagination';

const site = (path: string) =>
  readFileSync(new URL(`./fixtures/site/${path}`, import.meta.url), 'utf8');
const next = (html: string, url = 'https://stats.example.gov/report/index.html') =>
  nextPageOf(parseHtml(html), url);

describe('next page', () => {
  it('follows <link rel="next">, then <a rel="next">, then a visible Next link (the report fixture)', () => {
    const origin = 'https://stats.example.gov';
    expect(next(site('labour-report/index.html'), `${origin}/labour-report/index.html`)).toEqual({
      url: `${origin}/labour-report/part-2.html`,
      via: 'link rel=next',
    });
    expect(next(site('labour-report/part-2.html'), `${origin}/labour-report/part-2.html`)).toEqual({
      url: `${origin}/labour-report/part-3.html`,
      via: 'a rel=next',
    });
    // The last page's 'Next ›' points back to the first: found here, refused by the visited set.
    expect(next(site('labour-report/part-3.html'), `${origin}/labour-report/part-3.html`)).toEqual({
      url: `${origin}/labour-report/index.html`,
      via: 'next link',
    });
  });

  it("reads 'Next', 'Next page', '›' and an aria-label, but not 'Next article' or hidden links", () => {
    expect(next('<a href="p2.html">Next</a>')?.url).toMatch(/\/report\/p2\.html$/);
    expect(next('<a href="?page=2"> Next  page </a>')?.url).toMatch(/index\.html\?page=2$/);
    expect(next('<a href="/report/2">›</a>')?.url).toMatch(/\/report\/2$/);
    expect(next('<a href="/report/2" aria-label="Next page"><svg></svg></a>')?.via).toBe(
      'next link',
    );
    expect(next('<a href="/story/other">Next article</a>')).toBeNull();
    expect(next('<div hidden><a href="/report/2">Next</a></div>')).toBeNull();
    expect(next('<a style="display:none" href="/report/2">Next</a>')).toBeNull();
  });

  it('stays on the same site and never answers the page itself', () => {
    expect(next('<link rel="next" href="https://other.example/report/2">')).toBeNull();
    expect(next('<a rel="next" href="#comments">Next</a>')).toBeNull();
    expect(next('<a rel="next" href="mailto:x@stats.example.gov">Next</a>')).toBeNull();
    expect(next('<link rel="next" href="https://www.stats.example.gov/report/2">')?.url).toBe(
      'https://www.stats.example.gov/report/2',
    );
    expect(sameSite('http://stats.example.gov/a', 'https://www.stats.example.gov/b')).toBe(true);
  });
});
