import { columnNamed, type ChartData } from './chartData';
import { PALETTES, type ChartAnnotation, type ChartSettings } from './chartSettings';
import {
  plottedPoints,
  seriesOf,
  SERIES_FIELD,
  VALUE_FIELD,
  type PlottedPoint,
} from './plottedRows';

/** A Vega-Lite specification as plain JSON (the web and server renderers both read it). */
export type VegaLiteSpec = Record<string, unknown>;
export type ChartSize = { width: number; height: number };

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
/** The source line's distance under the plot: below the x axis and its title. */
const SOURCE_GAP = 44;
/** About how wide a 12 px axis label's character is, and what else the axis takes. */
const LABEL_CHAR_PX = 7.5;
const AXIS_TITLE_PX = 36;

/**
 * The source line's distance under the plot. Category and bar axes stand their labels on end
 * (Vega-Lite's default when they do not fit), so the axis is as tall as the longest label.
 */
function sourceGap(x: { type: string }, points: readonly PlottedPoint[], pie: boolean): number {
  if (pie || x.type === 'quantitative' || x.type === 'temporal') return SOURCE_GAP;
  const longest = points.reduce((most, p) => Math.max(most, String(p.x ?? '').length), 0);
  return Math.max(SOURCE_GAP, Math.ceil(longest * LABEL_CHAR_PX) + AXIS_TITLE_PX);
}

/** How the x column is drawn: years and numbers as numbers on a line, else as categories. */
function xEncoding(settings: ChartSettings, data: ChartData) {
  const column = columnNamed(data, settings.x);
  const title = settings.xTitle || column?.title || settings.x;
  const discrete = settings.type === 'bar' || settings.type === 'stacked-bar';
  if (column?.type === 'date') {
    const iso = data.rows.some((row) => typeof row[data.columns.indexOf(column)] === 'string');
    if (iso) return { field: settings.x, type: discrete ? 'ordinal' : 'temporal', title };
    return discrete
      ? { field: settings.x, type: 'ordinal', title }
      : {
          field: settings.x,
          type: 'quantitative',
          title,
          axis: { format: 'd' },
          scale: { zero: false },
        };
  }
  if (column?.type === 'number' && !discrete) {
    return { field: settings.x, type: 'quantitative', title, scale: { zero: false } };
  }
  return { field: settings.x, type: 'nominal', title };
}

function yTitle(settings: ChartSettings, data: ChartData): string {
  const column = columnNamed(data, settings.y[0]);
  const base = settings.yTitle || (settings.y.length > 1 ? 'Value' : (column?.title ?? ''));
  const unit = settings.unit || (settings.y.length === 1 ? (column?.unit ?? '') : '');
  return unit && !base.includes(`(${unit})`) ? `${base} (${unit})` : base;
}

function yEncoding(settings: ChartSettings, data: ChartData) {
  const log = settings.logScale && settings.type !== 'pie';
  return {
    field: VALUE_FIELD,
    type: 'quantitative',
    title: yTitle(settings, data),
    ...(log ? { scale: { type: 'log' } } : {}),
    ...(settings.type === 'stacked-bar' || settings.type === 'area' ? {} : { stack: null }),
  };
}

function colorEncoding(settings: ChartSettings, series: (string | null)[]) {
  if (series.length <= 1 && series[0] === null) return null;
  return {
    field: SERIES_FIELD,
    type: 'nominal',
    title: settings.y.length > 1 ? null : settings.color,
    scale: { range: [...PALETTES[settings.palette]] },
    sort: series,
  };
}

const MARKS = {
  line: { type: 'line', point: true, strokeWidth: 3 },
  area: { type: 'area', opacity: 0.85 },
  bar: { type: 'bar' },
  'stacked-bar': { type: 'bar' },
  scatter: { type: 'point', filled: true, size: 70 },
  pie: { type: 'arc', innerRadius: 0 },
} as const;

/** The plotted point a labelled point sits on: the first series' at that x. */
function pointAt(annotation: Extract<ChartAnnotation, { kind: 'point' }>, points: PlottedPoint[]) {
  return points.find((p) => String(p.x) === String(annotation.x)) ?? null;
}

/**
 * The annotations' layers, on the chart's own x scale: a labelled point or a shaded range on bars
 * sits on the bar's band (an ordinal x), on a line on the number or date axis. On bars a shaded
 * range covers its first and last bars whole, and a labelled point sits on its bar's centre, its
 * label centred above it; on bars side by side (`grouped`, their series in order) on the centre of
 * its series' bar, through the bars' own xOffset.
 */
function annotationLayers(
  settings: ChartSettings,
  points: PlottedPoint[],
  xType: string,
  grouped: (string | null)[] | null,
): VegaLiteSpec[] {
  const x = { field: settings.x, type: xType };
  const label = {
    type: 'text',
    align: 'left',
    dx: 6,
    dy: -8,
    fontSize: 13,
    font: FONT,
    color: '#222',
  };
  const onBars = settings.type === 'bar' || settings.type === 'stacked-bar';
  const pointLabel = onBars ? { ...label, align: 'center', dx: 0, dy: -12 } : label;
  return settings.annotations.flatMap((a): VegaLiteSpec[] => {
    if (a.kind === 'rule') {
      const data = { values: [{ [VALUE_FIELD]: a.y, label: a.label }] };
      const y = { field: VALUE_FIELD, type: 'quantitative' };
      return [
        {
          data,
          mark: { type: 'rule', strokeDash: [6, 4], color: '#444', strokeWidth: 2 },
          encoding: { y },
        },
        {
          data,
          mark: { ...label, x: 'width', align: 'right', dx: -4 },
          encoding: { y, text: { field: 'label' } },
        },
      ];
    }
    if (a.kind === 'range') {
      const data = { values: [{ from: a.from, to: a.to, label: a.label }] };
      const type = xType;
      // On bars the range shades whole bars: from the first band's start to the last band's end.
      const from = { field: 'from', type, ...(onBars ? { bandPosition: 0 } : {}) };
      const to = { field: 'to', ...(onBars ? { bandPosition: 1 } : {}) };
      return [
        {
          data,
          mark: { type: 'rect', color: '#888', opacity: 0.18 },
          encoding: { x: from, x2: to },
        },
        {
          data,
          mark: { ...label, y: 0, dy: 12 },
          encoding: { x: from, text: { field: 'label' } },
        },
      ];
    }
    const at = pointAt(a, points);
    const y = a.y ?? at?.value ?? null;
    if (y === null) return [];
    const series = grouped && at ? at.series : null;
    const data = {
      values: [{ [settings.x]: a.x, [SERIES_FIELD]: series, [VALUE_FIELD]: y, label: a.label }],
    };
    const encoding = {
      x,
      ...(series !== null ? { xOffset: { field: SERIES_FIELD, sort: grouped } } : {}),
      y: { field: VALUE_FIELD, type: 'quantitative' },
    };
    return [
      {
        data,
        mark: {
          type: 'point',
          shape: 'circle',
          size: 160,
          stroke: '#111',
          strokeWidth: 2,
          fill: 'white',
        },
        encoding,
      },
      { data, mark: pointLabel, encoding: { ...encoding, text: { field: 'label' } } },
    ];
  });
}

/**
 * The Vega-Lite specification of a pupil's chart at a size, with the plotted rows inline (the
 * chart keeps its data; nothing is fetched). Sorting by value applies to bar charts; a pie plots
 * the first y column by the x categories.
 */
export function compileChart(
  settings: ChartSettings,
  data: ChartData,
  size: ChartSize,
): VegaLiteSpec {
  const points = plottedPoints(settings, data);
  const series = seriesOf(points);
  const values = points.map((p) => ({
    [settings.x]: p.x,
    [SERIES_FIELD]: p.series,
    [VALUE_FIELD]: p.value,
  }));
  const color = colorEncoding(settings, series);
  const x = xEncoding(settings, data);
  const bars = settings.type === 'bar' || settings.type === 'stacked-bar';
  if (bars && settings.sort !== 'none') {
    Object.assign(x, { sort: settings.sort === 'descending' ? '-y' : 'y' });
  }
  const encoding =
    settings.type === 'pie'
      ? {
          theta: { field: VALUE_FIELD, type: 'quantitative', stack: true },
          color: { ...x, scale: { range: [...PALETTES[settings.palette]] } },
        }
      : {
          x,
          y: yEncoding(settings, data),
          ...(color ? { color } : {}),
          ...(settings.type === 'bar' && color
            ? { xOffset: { field: SERIES_FIELD, sort: series } }
            : {}),
          tooltip: [x, { field: VALUE_FIELD, type: 'quantitative', title: yTitle(settings, data) }],
        };
  const layers: VegaLiteSpec[] = [{ mark: MARKS[settings.type], encoding }];
  if (settings.type !== 'pie') {
    const grouped = settings.type === 'bar' && color ? series : null;
    layers.push(...annotationLayers(settings, points, x.type, grouped));
  }
  if (settings.sourceLine.trim()) {
    layers.push({
      data: { values: [{ text: settings.sourceLine.trim() }] },
      mark: {
        type: 'text',
        align: 'left',
        baseline: 'top',
        x: 0,
        y: size.height + sourceGap(x, points, settings.type === 'pie'),
        fontSize: 12,
        font: FONT,
        color: '#444',
      },
      encoding: { text: { field: 'text' } },
    });
  }
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: size.width,
    height: size.height,
    // 'pad' grows the picture to hold every mark, the source line under the axis included.
    autosize: { type: 'pad' },
    background: 'white',
    ...(settings.title.trim()
      ? { title: { text: settings.title.trim(), anchor: 'start', fontSize: 20, font: FONT } }
      : {}),
    config: {
      font: FONT,
      axis: { labelFontSize: 12, titleFontSize: 13 },
      legend: { labelFontSize: 12 },
    },
    data: { values },
    layer: layers,
  };
}
