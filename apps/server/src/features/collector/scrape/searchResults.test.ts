import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHtml } from './detect';
import { searchResultLinks } from './searchResults';

const searchPage = readFileSync(new URL('./fixtures/site/search.html', import.meta.url), 'utf8');
const searchUrl = 'https://www.fixture-stats.example/search?q=inflation';
const origin = 'https://www.fixture-stats.example';

describe('search result links', () => {
  it('keeps the results on the same site, in order, once each', () => {
    expect(searchResultLinks(parseHtml(searchPage), searchUrl)).toEqual([
      `${origin}/economy/bulletins/consumer-prices-october-2025`,
      // The same site without 'www.'.
      'https://fixture-stats.example/economy/articles/why-food-prices-rise',
      `${origin}/economy/datasets/consumer-price-inflation`,
      `${origin}/employment/bulletins/average-weekly-earnings?edition=2025-11`,
    ]);
  });

  it('leaves out navigation, header, footer, aside, tag, author, category, pagination, login and share links without <main> too', () => {
    const noMain = searchPage.replace(/<main>/, '<div>').replace(/<\/main>/, '</div>');
    const links = searchResultLinks(parseHtml(noMain), searchUrl);
    expect(links).toHaveLength(4);
    for (const part of [
      '/author/',
      '/tag/',
      '/category/',
      '/topics/',
      'page=2',
      '/login',
      '/share',
      '/about',
      'gdp-quarterly',
      'release-calendar',
      '/economy/"',
      'mm23.csv',
      'another-site',
      'sort=newest',
    ]) {
      expect(
        links.some((url) => `${url}"`.includes(part)),
        part,
      ).toBe(false);
    }
  });

  it('caps the list', () => {
    const many = Array.from(
      { length: 150 },
      (_, i) => `<li><a href="/r/${i}">Result ${i}</a></li>`,
    );
    const links = searchResultLinks(parseHtml(`<main><ol>${many.join('')}</ol></main>`), searchUrl);
    expect(links).toHaveLength(100);
    expect(links[99]).toBe(`${origin}/r/99`);
  });
});
