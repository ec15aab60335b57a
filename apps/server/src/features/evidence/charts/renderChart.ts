import sharp from 'sharp';
import type * as Vega from 'vega';
import type { Loader, View } from 'vega';
import type * as VegaLite from 'vega-lite';
import type { TopLevelSpec } from 'vega-lite';
import type { ChartRecord } from './chartData';
import type { ChartDefinition } from './chartDefinition';
import { CHART_HEIGHT, CHART_SCALE, CHART_WIDTH } from './chartSize';

/** Okabe-Ito: distinguishable with every common colour-vision deficiency (no red/green pair). */
export const CHART_PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9'];
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const TITLE_SIZE = 18;
const CAPTION_SIZE = 12;
const CAPTION_HEIGHT = 30;
const PADDING = 16;

/** Approximate advance widths of DejaVu Sans, in ems, by character class. */
function charWidth(c: string): number {
  if (c === ' ' || "ijl.,:;'|!".includes(c)) return 0.3;
  if ('frt()[]-/'.includes(c)) return 0.4;
  if ('mwMW%'.includes(c)) return 0.9;
  if (c >= '0' && c <= '9') return 0.64;
  if (c >= 'A' && c <= 'Z') return 0.7;
  return 0.6;
}

type TextItem = { fontSize?: number; fontWeight?: string | number };

/**
 * Without node-canvas Vega guesses every character at 0.8 em, which spreads legends and labels
 * far apart. Vega supports replacing the measure (vl-convert does the same); this is per-process,
 * and only this module renders with Vega on the server.
 */
function measureText(vega: typeof Vega) {
  // vega re-exports vega-scenegraph's textMetrics, but its typings do not declare it.
  const { textMetrics } = vega as unknown as {
    textMetrics: { width: (item: TextItem, text: unknown) => number };
  };
  textMetrics.width = (item, text) => {
    const size = Number(item.fontSize ?? 11);
    const bold = /bold|[6-9]00/.test(String(item.fontWeight ?? ''));
    let ems = 0;
    for (const c of String(text ?? '')) ems += charWidth(c);
    return ems * size * (bold ? 1.1 : 1);
  };
}

/** Splits text into lines of at most `max` characters at spaces (the title is too long for one). */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Every `step`-th year, so a bar per year does not print 70 overlapping labels. */
function yearTicks(records: ChartRecord[], field: string): number[] | undefined {
  const years = [...new Set(records.map((r) => r[field]).filter((v) => typeof v === 'number'))];
  if (years.length <= 20) return undefined;
  const step = years.length > 50 ? 10 : 5;
  return years.filter((y) => y % step === 0).sort((a, b) => a - b);
}

const numbersIn = (records: ChartRecord[], field: string) =>
  records.map((r) => r[field]).filter((v): v is number => typeof v === 'number');

/**
 * Gridlines for a log axis: 1-2-5 steps over a few decades, powers of ten over many. Vega's own
 * log ticks draw a line for every 2..9 and hide most labels, which reads as noise.
 */
export function logTicks(values: number[]): number[] {
  const positive = values.filter((v) => v > 0);
  const low = Math.floor(Math.log10(Math.min(...positive)));
  const high = Math.ceil(Math.log10(Math.max(...positive)));
  const steps = high - low <= 4 ? [1, 2, 5] : [1];
  const ticks: number[] = [];
  for (let e = low; e <= high; e++) {
    for (const m of steps) ticks.push(Number((m * 10 ** e).toPrecision(1)));
  }
  return ticks.filter((t) => t <= 10 ** high);
}

/** The Vega-Lite spec for a chart definition and its filtered rows. */
export function chartSpec(def: ChartDefinition, records: ChartRecord[]): TopLevelSpec {
  const { chart } = def;
  const { mark, x, y, color } = chart;
  // Integer years marked 'temporal' would be read as milliseconds since 1970; a linear axis with
  // whole-number labels shows them as years and keeps uneven spacing (literacy: 1800, 1820, 1870).
  const xEncoding =
    x.type === 'temporal' || x.type === 'quantitative'
      ? {
          field: x.field,
          type: 'quantitative' as const,
          title: x.title,
          scale: { zero: false, nice: false },
          axis: { format: 'd', tickMinStep: 1, labelFlush: true },
        }
      : x.type === 'ordinal'
        ? {
            field: x.field,
            type: 'ordinal' as const,
            title: x.title,
            axis: { values: yearTicks(records, x.field), labelAngle: 0 },
          }
        : {
            field: x.field,
            type: 'nominal' as const,
            title: x.title,
            sort: '-y' as const,
            axis: { labelAngle: -35, labelAlign: 'right' as const, labelLimit: 160 },
          };
  // Billions read better as 1.4B than as 1.4G (d3's SI prefix).
  const values = numbersIn(records, y.field);
  const big = Math.max(...values.map(Math.abs)) >= 1e6;
  const yEncoding = {
    field: y.field,
    type: 'quantitative' as const,
    title: y.title,
    scale: chart.log ? { type: 'log' as const } : { zero: mark === 'bar' || mark === 'area' },
    axis: {
      ...(big ? { labelExpr: "replace(format(datum.value, '~s'), 'G', 'B')" } : {}),
      ...(chart.log ? { values: logTicks(values) } : { tickCount: big ? 6 : 8 }),
    },
  };
  const markDef =
    mark === 'line'
      ? { type: 'line' as const, strokeWidth: 2.5, point: records.length <= 60 && !color }
      : mark === 'point'
        ? { type: 'point' as const, filled: true, size: 40, opacity: 0.8 }
        : mark === 'area'
          ? { type: 'area' as const, line: { strokeWidth: 2 }, opacity: 0.6 }
          : { type: 'bar' as const };
  return {
    width: CHART_WIDTH,
    height: CHART_HEIGHT - CAPTION_HEIGHT,
    autosize: { type: 'fit', contains: 'padding' },
    padding: PADDING,
    background: 'white',
    title: { text: wrapText(def.label, 62), anchor: 'start', fontSize: TITLE_SIZE, offset: 12 },
    data: { values: records },
    mark: markDef,
    encoding: {
      x: xEncoding,
      y: yEncoding,
      ...(color
        ? { color: { field: color.field, type: 'nominal' as const, title: color.title } }
        : {}),
    },
    config: {
      font: FONT,
      range: { category: CHART_PALETTE },
      mark: { color: CHART_PALETTE[0] },
      axis: { labelFontSize: 12, titleFontSize: 13, titleFontWeight: 'normal', grid: true },
      axisX: { grid: false },
      legend: {
        orient: 'top',
        direction: 'horizontal',
        labelFontSize: 12,
        titleFontSize: 12,
        labelLimit: 400,
      },
      view: { stroke: null },
    },
  };
}

const refuse = () => Promise.reject(new Error('Chart rendering never loads external resources'));

// Vega and Vega-Lite are loaded with the first chart drawn: together about 30 MB that a server
// drawing no chart does not hold (docs/performance.md "Memory").
let engines: Promise<[typeof Vega, typeof VegaLite]> | undefined;
const chartEngines = () =>
  (engines ??= Promise.all([import('vega'), import('vega-lite')]).then((loaded) => {
    measureText(loaded[0]);
    return loaded;
  }));

/** A loader that refuses every fetch: charts carry their data inline, nothing goes to the network. */
export async function offlineLoader(): Promise<Loader> {
  const [vega] = await chartEngines();
  return { ...vega.loader(), load: refuse, sanitize: refuse, http: refuse, file: refuse };
}

/** A Vega view of a Vega-Lite specification that draws nothing until asked, and loads nothing. */
export async function headlessView(spec: TopLevelSpec): Promise<View> {
  const [vega, lite] = await chartEngines();
  const compiled = lite.compile(spec).spec;
  return new vega.View(vega.parse(compiled), { renderer: 'none', loader: await offlineLoader() });
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chart as SVG: the Vega drawing plus the source line under it, on white. */
export async function renderChartSvg(def: ChartDefinition, records: ChartRecord[]) {
  const view = await headlessView(chartSpec(def, records));
  try {
    const inner = await view.toSVG();
    const caption = escapeXml(`Source: ${def.sourceLabel}`);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}">`,
      `<rect width="100%" height="100%" fill="white"/>`,
      inner.replace(/^<svg /, '<svg x="0" y="0" '),
      `<text x="${PADDING}" y="${CHART_HEIGHT - 12}" font-family="${FONT}" font-size="${CAPTION_SIZE}" fill="#444">${caption}</text>`,
      '</svg>',
    ].join('');
  } finally {
    view.finalize();
  }
}

/** Renders a chart to PNG bytes of CHART_WIDTH x CHART_HEIGHT times CHART_SCALE pixels. */
export async function renderChartPng(def: ChartDefinition, records: ChartRecord[]) {
  const svg = await renderChartSvg(def, records);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * CHART_SCALE })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 6 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * Renders a given Vega-Lite specification to PNG at CHART_SCALE: a pupil's chart, compiled from
 * its settings and rows (compileChart in @dsb/core/charts), for a story's saved evidence and the
 * library. The specification carries its data inline; nothing is loaded. `width` and `height` are
 * the picture's logical size (the PNG is CHART_SCALE times larger).
 */
export async function renderSpecPng(spec: Record<string, unknown>) {
  const view = await headlessView(spec as unknown as TopLevelSpec);
  try {
    const svg = await view.toSVG();
    const { data, info } = await sharp(Buffer.from(svg), { density: 72 * CHART_SCALE })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 6 })
      .toBuffer({ resolveWithObject: true });
    return {
      png: data,
      width: Math.round(info.width / CHART_SCALE),
      height: Math.round(info.height / CHART_SCALE),
    };
  } finally {
    view.finalize();
  }
}
