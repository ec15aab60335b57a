import { columnNamed, type ChartData } from './chartData';
import { PALETTES, type ChartSettings } from './chartSettings';
import { plottedPoints, seriesOf } from './plottedRows';
import { MAX_PIE_SLICES } from './suggestChart';

/** The limits the warnings name, for the web app's translated wording of each warning. */
export const CHART_WARNING_LIMITS = {
  pieSlices: MAX_PIE_SLICES,
  series: PALETTES['okabe-ito'].length,
} as const;

/**
 * Gentle warnings a teacher would give about a chart (docs/product/chart-builder.md, "Honest
 * charts"). Each says why; the pupil may dismiss it (ChartSettings.dismissedWarnings). The web app
 * shows each by its id in the interface's language; these English texts serve other callers.
 */
export const CHART_WARNINGS = {
  barNotFromZero:
    'Bars on a log scale do not start at zero, so their lengths do not compare the values. Use a line or a normal scale.',
  pieNotWhole:
    'A pie shows the parts of one whole. These values do not add up to 100 %: check they are parts of one total, or use bars.',
  pieNegative: 'A pie cannot show negative values. Use a bar chart.',
  pieTooManySlices: `A pie with more than ${CHART_WARNING_LIMITS.pieSlices} slices is hard to read. Use bars, or pick fewer categories.`,
  mixedUnits:
    'The lines or bars here have different units on one axis, so their heights cannot be compared. Chart one unit at a time.',
  tooManySeries: `More than ${CHART_WARNING_LIMITS.series} series are hard to tell apart. Filter to the ones your story is about.`,
  lineOverCategories:
    'A line joins points that follow each other, like years. These are separate categories, so bars show them better.',
} as const;
export type ChartWarningId = keyof typeof CHART_WARNINGS;
export type ChartWarning = { id: ChartWarningId; message: string };

/** The warnings that apply, not counting those the pupil dismissed. */
export function chartWarnings(settings: ChartSettings, data: ChartData): ChartWarning[] {
  const found: ChartWarningId[] = [];
  const points = plottedPoints(settings, data);
  const isBar = settings.type === 'bar' || settings.type === 'stacked-bar';
  if (isBar && settings.logScale) found.push('barNotFromZero');
  if (settings.type === 'pie') {
    const values = points.map((p) => p.value);
    const unit = (settings.unit || columnNamed(data, settings.y[0])?.unit || '').trim();
    const total = values.reduce((sum, v) => sum + v, 0);
    if (values.some((v) => v < 0)) found.push('pieNegative');
    else if (unit === '%' && Math.abs(total - 100) > 2) found.push('pieNotWhole');
    if (new Set(points.map((p) => String(p.x))).size > MAX_PIE_SLICES)
      found.push('pieTooManySlices');
  }
  const units = new Set(settings.y.map((name) => columnNamed(data, name)?.unit ?? ''));
  if (settings.y.length > 1 && units.size > 1) found.push('mixedUnits');
  if (seriesOf(points).length > PALETTES[settings.palette].length) found.push('tooManySeries');
  const x = columnNamed(data, settings.x);
  if ((settings.type === 'line' || settings.type === 'area') && x?.type === 'category') {
    found.push('lineOverCategories');
  }
  return found
    .filter((id) => !settings.dismissedWarnings.includes(id))
    .map((id) => ({ id, message: CHART_WARNINGS[id] }));
}
