// A site of report pages with charts, served on loopback for the scrape benches (issue #12 and the
// memory peak of issue #31): page N has CHARTS_PER_PAGE distinct bar charts with captions.
import { createServer } from 'node:http';
import sharp from 'sharp';

export const CHARTS_PER_PAGE = 4;

const TOPICS = ['rainfall', 'harvest', 'ferries', 'libraries', 'bicycles', 'orchards', 'glaciers'];

/** A bar chart unlike every other: bar heights and colour follow the page and chart numbers. */
async function chartPng(page, chart) {
  const bars = Array.from({ length: 8 }, (_, i) => 40 + ((page * 37 + chart * 53 + i * 71) % 300));
  const hue = (page * 47 + chart * 89) % 360;
  const rects = bars
    .map(
      (h, i) =>
        `<rect x="${40 + i * 70}" y="${380 - h}" width="50" height="${h}" fill="hsl(${hue},60%,45%)"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#fff"/>${rects}<line x1="30" y1="380" x2="620" y2="380" stroke="#333"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const chartLabel = (page, chart) =>
  `${TOPICS[page % TOPICS.length]} in district ${page} survey ${chart + 1}`;

function pageHtml(page) {
  const figures = Array.from(
    { length: CHARTS_PER_PAGE },
    (
      _,
      chart,
    ) => `<figure><img src="/img/${page}-${chart}.png" width="640" height="400" alt="${chartLabel(page, chart)}">
      <figcaption>Figure ${chart + 1}: ${chartLabel(page, chart)}, 2015 to 2024.</figcaption></figure>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Report ${page}</title>
    <meta property="article:published_time" content="2025-0${(page % 9) + 1}-15T09:00:00Z"></head>
    <body><main><article><h1>District ${page} ${TOPICS[page % TOPICS.length]} report</h1>
    <p>This report looks at ${TOPICS[page % TOPICS.length]} across district ${page} over ten years, with figures from the annual survey and the council's own counts.</p>
    ${figures}
    <p>Numbers rose by ${page % 17} percent in the last year, the survey says, and the council expects the trend to continue.</p>
    </article></main></body></html>`;
}

/**
 * Draws the charts of `pages` pages and serves them on 127.0.0.1; its host, the pages' URLs and
 * close(). OUTBOUND_ALLOW must name `host` for the server to fetch from it.
 */
export async function startChartSite(pages) {
  const images = new Map();
  for (let page = 0; page < pages; page++) {
    for (let chart = 0; chart < CHARTS_PER_PAGE; chart++) {
      images.set(`/img/${page}-${chart}.png`, await chartPng(page, chart));
    }
  }
  const site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/robots.txt') return response.end('User-agent: *\nAllow: /\n');
    const page = /^\/report\/(\d+)$/.exec(path);
    if (page) {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(pageHtml(Number(page[1])));
    }
    const image = images.get(path);
    if (image) return response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    response.writeHead(404).end();
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${site.address().port}`;
  return {
    host,
    urls: Array.from({ length: pages }, (_, page) => `http://${host}/report/${page}`),
    close: () => site.close(),
  };
}
