import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publisherOf } from './publisher';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '../../collector/scrape/fixtures', name), 'utf8');
const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;
const URL = 'https://www.research.example/reports/1';

describe("an article's publisher", () => {
  it("reads the page's metadata, not its host", () => {
    expect(
      publisherOf(page('<meta property="og:site_name" content="Pew Research" />'), URL, 'X'),
    ).toBe('Pew Research');
    const ld = `<script type="application/ld+json">{"@graph":[{"@type":"NewsArticle","publisher":{"@type":"Organization","name":"Our World in Data"}}]}</script>`;
    expect(publisherOf(page(ld), URL, 'X')).toBe('Our World in Data');
    expect(
      publisherOf(page('<meta name="application-name" content="City News" />'), URL, 'X'),
    ).toBe('City News');
  });

  it('takes the part of the title after the headline', () => {
    expect(
      publisherOf(
        fixture('statistics-office.html'),
        URL,
        'Labour market overview, UK: October 2025',
      ),
    ).toBe('National Statistics Office');
    expect(
      publisherOf(fixture('news-article.html'), URL, 'Why grocery prices are still climbing'),
    ).toBe('The Daily Ledger');
  });

  it('skips an address given as the publisher, and falls back to the host', () => {
    const facebook = '<meta property="article:publisher" content="https://facebook.com/x" />';
    expect(publisherOf(page(facebook), URL, 'X')).toBe('research.example');
    expect(publisherOf(page('<title>Something else</title>'), URL, 'X')).toBe('research.example');
  });
});
