import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCRAPE_SKIP_REASONS } from '@dsb/core';
import { detectCharts, type ChartDetection } from './detect';
import { parseSrcset } from './imageSources';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const report = detectCharts(
  fixture('research-report.html'),
  // A short link: relative addresses must resolve against <base href>, not this.
  'https://research.example.org/r/teens-screens?utm_source=mail',
);
const stats = detectCharts(
  fixture('statistics-office.html'),
  'https://www.nso.example.gov/employment/bulletins/labourmarketoverview/october2025',
);
const news = detectCharts(
  fixture('news-article.html'),
  'https://www.dailyledger.example/2025/11/03/business/grocery-prices.html',
);
const chartPage = detectCharts(
  fixture('news-chart-page.html'),
  'https://news.example.com/graphics/2025/10/sea-ice-record/',
);

const chartAt = (detection: ChartDetection, urlPart: string) => {
  const chart = detection.charts.find((c) => c.mediaURL?.includes(urlPart));
  if (!chart) throw new Error(`no chart at ${urlPart}: ${detection.debugLog.join('\n')}`);
  return chart;
};
const skipOf = (detection: ChartDetection, urlPart: string) =>
  detection.skipped.find((s) => s.mediaURL?.includes(urlPart))?.reason;

describe('chart detection', () => {
  it('takes a <figure> image with its own title as label and its figcaption as description', () => {
    const chart = chartAt(report, 'online-constantly');
    expect(chart.label).toBe('Nearly half of teens say they are online almost constantly');
    expect(chart.description).toMatch(/^Note: Teens were asked .* Source: Survey of U\.S\. teens/);
  });

  it('labels from the figcaption’s statement, leaving the source line out', () => {
    const chart = chartAt(report, 'parent-worries');
    expect(chart.label).toBe("Parents' top worries about their teen's phone use.");
  });

  it('takes the largest srcset entry, with its width', () => {
    const chart = chartAt(report, 'online-constantly');
    expect(chart.mediaURL).toBe(
      'https://research.example.org/reports/2025/teens-screens/charts/online-constantly-1280.png',
    );
    expect([chart.width, chart.height]).toEqual([1280, 960]);
    expect(chart.isDirectDownload).toBe(true);
  });

  it('takes the largest <source> of a <picture>, lazy data-srcset included', () => {
    const chart = chartAt(stats, 'fig2');
    expect(chart.mediaURL).toBe(
      'https://www.nso.example.gov/visualisations/dvc2901/fig2/chart-1200.avif',
    );
    expect(chart.foundIn).toBe('picture');
    expect(chart.label).toBe('The unemployment rate rose to 4.8% in June to August 2025.');
  });

  it('reads lazy images from data-src over a placeholder, once with its <noscript> copy', () => {
    const chart = chartAt(report, 'parent-worries');
    expect(chart.mediaURL).toBe(
      'https://research.example.org/reports/2025/teens-screens/charts/parent-worries.png',
    );
    expect(report.charts.filter((c) => c.mediaURL?.includes('parent-worries'))).toHaveLength(1);
    expect(report.skipped.filter((s) => s.mediaURL?.includes('parent-worries'))).toEqual([]);
  });

  it('reads data-lazy-src, labels from the title attribute and describes from the paragraph after', () => {
    const chart = chartAt(report, 'sleep.png');
    expect(chart.mediaURL).toBe(
      'https://research.example.org/reports/2025/teens-screens/charts/sleep.png',
    );
    expect(chart.label).toBe('Teens who say screens cut into their sleep');
    expect(chart.description).toBe(
      'About a third of teens say time on their phone cuts into their sleep.',
    );
  });

  it('reads data-srcset on an image with no src, taking the largest', () => {
    const chart = chartAt(stats, 'fig4');
    expect(chart.mediaURL).toBe(
      'https://www.nso.example.gov/visualisations/dvc2901/fig4/chart-1000.png',
    );
    expect(chart.label).toBe('Figure 4: Economic inactivity rate');
  });

  it('uses the <noscript> image when the lazy one names no real address', () => {
    const chart = chartAt(news, 'food-vs-all-items');
    expect(chart.foundIn).toBe('noscript');
    expect(chart.label).toBe('Food at home has outpaced overall inflation since the spring.');
    expect(news.skipped.some((s) => s.mediaURL?.startsWith('data:'))).toBe(false);
  });

  it('resolves relative addresses against <base href>, root-relative ones against its host', () => {
    expect(report.charts.map((c) => c.mediaURL)).toEqual([
      'https://research.example.org/reports/2025/teens-screens/charts/online-constantly-1280.png',
      'https://research.example.org/reports/2025/teens-screens/charts/parent-worries.png',
      'https://research.example.org/reports/2025/teens-screens/charts/sleep.png',
    ]);
    expect(chartAt(news, 'staples-index').mediaURL).toBe(
      'https://www.dailyledger.example/graphics/2025/11/staples-index.png',
    );
  });

  it('takes the full-size image a thumbnail links to, labelled by the figure title', () => {
    const chart = chartAt(stats, 'fig1');
    expect(chart.mediaURL).toBe(
      'https://www.nso.example.gov/visualisations/dvc2901/fig1/chart-full.png',
    );
    expect(chart.foundIn).toBe('link');
    expect(chart.label).toMatch(/^Figure 1: Employment rate, people aged 16 to 64 years/);
    expect(chart.description).toBe(
      'Source: Labour Force Survey from the National Statistics Office',
    );
  });

  it('labels an image with no text of its own from the nearest heading before it', () => {
    const chart = chartAt(news, 'staples-index');
    expect(chart.label).toBe('Prices of staples since 2020');
    expect(chart.description).not.toBe('');
  });

  it('takes an inline SVG chart as a standalone SVG that sharp rasterises', async () => {
    const svgCharts = stats.charts.filter((c) => c.foundIn === 'svg');
    expect(svgCharts).toHaveLength(1);
    const chart = svgCharts[0]!;
    expect(chart).toMatchObject({ mediaURL: null, width: 640, height: 360 });
    expect(chart.label).toBe('Figure 3: Number of vacancies, UK, 2001 to 2025');
    expect(chart.svgMarkup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(chart.svgMarkup).toContain('viewBox="0 0 640 360"');
    const png = await sharp(Buffer.from(chart.svgMarkup!)).png().toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 640, height: 360 });
  });

  it('skips inline SVG icons', () => {
    expect(
      report.skipped.some(
        (s) => s.mediaURL === null && s.reason === SCRAPE_SKIP_REASONS.logoOrIcon,
      ),
    ).toBe(true);
    expect(report.charts.some((c) => c.foundIn === 'svg')).toBe(false);
  });

  it('uses og:image on a page whose chart has no image in its body', () => {
    expect(chartPage.charts).toEqual([
      {
        mediaURL: 'https://news.example.com/graphics/2025/10/sea-ice-record/share.png',
        label: 'Global sea ice extent hits record low for October',
        description:
          'Sea ice around both poles covered less of the ocean this October than in any year since satellite records began.',
        width: 1200,
        height: 675,
        isDirectDownload: true,
        foundIn: 'og:image',
      },
    ]);
  });

  it("skips a sharing image that is the site's logo, icon or default card as 'Skipped: logo or icon'", () => {
    const url = 'https://news.example.com/graphics/2025/10/energy/';
    const page = (head: string, body = '') =>
      detectCharts(
        `<html><head><title>Energy use</title>${head}</head><body>${body}</body></html>`,
        url,
      );
    const skippedAs = (detection: ChartDetection) => {
      expect(detection.charts).toEqual([]);
      return detection.skipped.map((s) => [s.reason, s.why]);
    };
    expect(
      skippedAs(page('<meta property="og:image" content="/img/brand/fixture-news-logo-1200.png">')),
    ).toEqual([
      [SCRAPE_SKIP_REASONS.logoOrIcon, "og:image: a site-wide sharing image named 'brand'"],
    ]);
    expect(
      skippedAs(page('<meta name="twitter:image" content="/static/default-share.jpg">'))[0]?.[0],
    ).toBe(SCRAPE_SKIP_REASONS.logoOrIcon);
    expect(
      skippedAs(
        page(
          '<meta property="og:image" content="/apple-touch.png"><link rel="apple-touch-icon" href="/apple-touch.png">',
        ),
      ),
    ).toEqual([[SCRAPE_SKIP_REASONS.logoOrIcon, "og:image: the site's icon"]]);
    expect(
      skippedAs(
        page(
          '<meta property="og:image" content="/assets/masthead.png">',
          '<header class="site-header"><img src="/assets/masthead.png" alt="Fixture News"></header>',
        ),
      ).at(-1),
    ).toEqual([SCRAPE_SKIP_REASONS.logoOrIcon, "og:image: the same image as the page's logo"]);
  });

  it("skips a sharing image whose stated size is under 200 px as 'Skipped: too small'", () => {
    const detection = detectCharts(
      '<meta property="og:image" content="/thumb.png"><meta property="og:image:width" content="150"><meta property="og:image:height" content="150">',
      'https://news.example.com/graphics/x/',
    );
    expect(detection.charts).toEqual([]);
    expect(detection.skipped[0]).toMatchObject({
      reason: SCRAPE_SKIP_REASONS.tooSmall,
      why: 'og:image states 150 x 150 px',
    });
  });

  it('ignores og:image on a page that has charts in its body', () => {
    expect(report.charts.some((c) => c.foundIn === 'og:image')).toBe(false);
    expect(news.charts.some((c) => c.mediaURL?.includes('social-card'))).toBe(false);
  });

  it("skips logos, icons, avatars and the site's header and footer as 'Skipped: logo or icon'", () => {
    const logo = SCRAPE_SKIP_REASONS.logoOrIcon;
    expect(skipOf(report, 'cri-wordmark')).toBe(logo);
    expect(skipOf(report, 'jdoe-180')).toBe(logo);
    expect(skipOf(report, 'share-icon')).toBe(logo);
    expect(skipOf(report, 'partner-foundation')).toBe(logo);
    expect(skipOf(stats, 'nso-logo')).toBe(logo);
    expect(skipOf(stats, 'icons/download')).toBe(logo);
    expect(skipOf(news, 'masthead')).toBe(logo);
    expect(skipOf(news, 'gravatar')).toBe(logo);
  });

  it("skips images under 200 px on a side as 'Skipped: too small'", () => {
    expect(skipOf(report, 'mini-sparkline')).toBe(SCRAPE_SKIP_REASONS.tooSmall);
    expect(skipOf(news, 'thumbs/rent')).toBe(SCRAPE_SKIP_REASONS.tooSmall);
  });

  it("skips an image seen earlier on the page as 'Skipped: duplicate'", () => {
    expect(report.skipped.filter((s) => s.reason === SCRAPE_SKIP_REASONS.duplicate)).toEqual([
      expect.objectContaining({ mediaURL: expect.stringContaining('online-constantly-1280.png') }),
    ]);
  });

  it("skips tracking pixels, non-image addresses and photographs as 'Skipped: not an image'", () => {
    const notImage = SCRAPE_SKIP_REASONS.notAnImage;
    expect(skipOf(report, 'example-analytics.com')).toBe(notImage);
    expect(skipOf(news, 'doubleclick')).toBe(notImage);
    expect(skipOf(news, 'facebook.com/tr')).toBe(notImage);
    expect(skipOf(stats, 'summary.xlsx.html')).toBe(notImage);
    expect(skipOf(news, 'shopper.jpg')).toBe(notImage);
  });

  it('says what it did in the debug log', () => {
    expect(stats.debugLog[0]).toMatch(/: 7 <img>, 1 <picture>, 1 inline <svg>$/);
    expect(stats.debugLog).toContainEqual(expect.stringMatching(/^Chart from svg 640 x 360/));
    expect(stats.debugLog.at(-1)).toBe(
      `Found ${stats.charts.length} chart(s), skipped ${stats.skipped.length} image(s)`,
    );
  });
});

describe('srcset parsing', () => {
  it('keeps commas inside URLs and reads width and density descriptors', () => {
    expect(parseSrcset('/i/a.png?w=400,h=300 400w, /i/b.png 2x,/i/c.png')).toEqual([
      { url: '/i/a.png?w=400,h=300', width: 400 },
      { url: '/i/b.png', density: 2 },
      { url: '/i/c.png' },
    ]);
  });
});
