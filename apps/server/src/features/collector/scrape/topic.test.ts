import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHtml } from './detect';
import { pageTopic, topicSlug } from './topic';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const topicOf = (html: string, url = 'https://news.example/story') =>
  pageTopic(parseHtml(html), url);
const head = (tags: string) =>
  `<html><head><title>Untitled</title>${tags}</head><body><h1>A page</h1></body></html>`;

describe('page topic (topicTagStatic)', () => {
  it("maps a page's section onto the library's topic tags", () => {
    expect(topicOf(head('<meta property="article:section" content="Employment">'))).toEqual({
      topicTag: 'economy',
      from: 'section',
    });
    expect(topicOf(head('<meta property="article:section" content="Climate crisis">'))).toEqual({
      topicTag: 'climate',
      from: 'section',
    });
  });

  it('reads JSON-LD articleSection and keywords, and the breadcrumb', () => {
    const ld = `<script type="application/ld+json">{"@graph":[{"@type":"NewsArticle",
      "articleSection":["Schools"],"keywords":"exams, teachers"}]}</script>`;
    expect(topicOf(head(ld))?.topicTag).toBe('education');
    const crumbs = `<nav aria-label="Breadcrumb"><a href="/">Home</a><a href="/health">Health and social care</a></nav>`;
    expect(topicOf(`<html><body>${crumbs}<h1>Waiting lists</h1></body></html>`)?.topicTag).toBe(
      'health',
    );
  });

  it('weighs the section over a title that points elsewhere', () => {
    const page = head(
      '<meta property="article:section" content="Technology"><meta property="og:title" content="Energy use of data centres">',
    );
    expect(topicOf(page)?.topicTag).toBe('technology');
  });

  it('falls back to keywords, the address and the title', () => {
    expect(topicOf(head('<meta name="keywords" content="vaccines, measles">'))?.topicTag).toBe(
      'health',
    );
    expect(
      topicOf(head(''), 'https://www.dailyledger.example/2025/11/03/business/grocery-prices.html'),
    ).toEqual({ topicTag: 'economy', from: 'address' });
    expect(
      topicOf(fixture('news-chart-page.html'), 'https://news.example.com/graphics/2025/10/x/'),
    ).toEqual({ topicTag: 'climate', from: 'title' });
  });

  it('slugs a section the library has no tag for, and answers null when nothing names a subject', () => {
    expect(topicOf(head('<meta property="article:section" content="Local Government">'))).toEqual({
      topicTag: 'local-government',
      from: 'section',
    });
    expect(topicOf(head('<meta property="article:section" content="News">'))).toBeNull();
    expect(topicOf(head(''), 'https://example.org/2025/11/03/a7f3')).toBeNull();
    expect(topicSlug('Uncategorized')).toBeNull();
    expect(topicSlug('  Crime & Justice ')).toBe('crime-justice');
  });
});
