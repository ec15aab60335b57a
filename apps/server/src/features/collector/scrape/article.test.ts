import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractArticle } from './article';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const page = (head: string, body: string) =>
  `<!doctype html><html><head><title>Budget 2026 explained</title>${head}</head><body><main><article>
  <h1>Budget 2026 explained</h1>${body}
  <p>The council's budget for 2026 grows by four percent, most of it for schools and buses.</p>
  <p>Spending on libraries stays flat for the third year, while road repairs get a one-off boost.</p>
  <p>Residents can comment on the plan until the end of January at the town hall or online.</p>
  </article></main></body></html>`;

describe('article extraction', () => {
  it('reads a news article: title, article:published_time, text without the page furniture', () => {
    const article = extractArticle(fixture('news-article.html'))!;
    expect(article.title).toBe('Why grocery prices are still climbing');
    expect(article.date).toBe('2025-11-03T19:05:00.000Z');
    expect(article.content).toContain(
      'Food prices rose 2.7 percent over the past year, faster than overall inflation',
    );
    expect(article.content).toContain('Some relief may be coming');
    expect(article.content).not.toContain('More on the economy');
  });

  it('prefers article:published_time over the dates in the page', () => {
    const meta = '<meta property="article:published_time" content="2025-12-03T10:00:00Z">';
    const time = '<p><time datetime="2025-12-02">2 December</time></p>';
    expect(extractArticle(page(meta, time))!.date).toBe('2025-12-03T10:00:00.000Z');
  });

  it('reads the date from JSON-LD, in a @graph too, when no meta tag has it', () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
      {"@type":"WebPage","name":"Budget"},{"@type":"Article","datePublished":"2025-12-01T08:00:00+01:00"}]}</script>`;
    expect(extractArticle(page(jsonLd, ''))!.date).toBe('2025-12-01T07:00:00.000Z');
  });

  it('reads the date from <time datetime> as a last resort, and skips malformed JSON-LD', () => {
    const broken = '<script type="application/ld+json">{ not json</script>';
    const time = '<p class="dateline"><time datetime="2025-12-02">2 December</time></p>';
    expect(extractArticle(page(broken, time))!.date).toBe('2025-12-02T00:00:00.000Z');
  });

  it('has no date when the page states none, and no article on a chart-only page', () => {
    expect(extractArticle(page('', ''))!.date).toBeNull();
    expect(extractArticle(fixture('news-chart-page.html'))).toBeNull();
  });
});

describe('whether a page has an article', () => {
  const site = (name: string) =>
    readFileSync(new URL(`./fixtures/site/${name}`, import.meta.url), 'utf8');

  it('leaves out the cookie banner, byline, share and newsletter lines, and reads <meta name="author">', () => {
    const article = extractArticle(site('city/transport.html'))!;
    expect(article.byline).toBe('Mara Lindqvist');
    expect(article.content).toMatch(/^Ten years of counts from street sensors/);
    expect(article.content).toContain('Offshore wind supplied two fifths');
    for (const furniture of [
      /cookies/i,
      /By Mara/,
      /Share this/,
      /newsletter/i,
      /Harbour Street/,
    ]) {
      expect(article.content).not.toMatch(furniture);
    }
  });

  it('finds none on a chart page with only a cookie banner and a footer, nor on a page that barely loaded', () => {
    expect(extractArticle(site('city/chart-only.html'))).toBeNull();
    expect(extractArticle(site('slow.html'))).toBeNull();
  });

  it('takes a byline from a byline element when no meta tag names the author', () => {
    expect(extractArticle(site('labour-report/index.html'))!.byline).toBe(
      'the Labour Market Statistics team',
    );
  });
});
