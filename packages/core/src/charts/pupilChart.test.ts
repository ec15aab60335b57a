import { describe, expect, it } from 'vitest';
import { aiChatRequestSchema } from '../ai';
import { toChartData } from './chartData';
import { defaultChartSettings } from './chartSettings';
import {
  MAX_AI_CHART_CELLS,
  MAX_AI_CHART_SPEC_BYTES,
  PUPIL_CHART_MESSAGES,
  aiChartContextSchema,
  chartSourceLabel,
} from './pupilChart';
import { plottedTable, savedChartRequestSchema } from './savedChart';

const data = toChartData(
  ['Year', 'UK (%)', 'France (%)'],
  [
    ['2000', '1', '2'],
    ['2001', '3', ''],
  ],
);
const source = { kind: 'typed' as const, label: '', url: null, evidenceId: null };
const chart = { chartSpec: { mark: 'line' }, chartData: data, chartSource: source };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a pupil chart as the AI chat context', () => {
  it('is accepted as context.chart of a question', () => {
    const parsed = aiChatRequestSchema.parse({ prompt: 'What changed?', context: { chart } });
    expect(parsed.context.chart?.chartData.rows).toHaveLength(2);
  });

  it('refuses a specification over its size, saying what to do', () => {
    const big = { ...chart, chartSpec: { data: { values: 'x'.repeat(MAX_AI_CHART_SPEC_BYTES) } } };
    const result = aiChartContextSchema.safeParse(big);
    expect(firstMessage(result)).toBe(PUPIL_CHART_MESSAGES.specTooLarge(1));
  });

  it('refuses more cells than the tutor takes, and rows of the wrong width', () => {
    const columns = Array.from({ length: 11 }, (_, i) => ({
      name: `c${i}`,
      title: `c${i}`,
      unit: null,
      type: 'number' as const,
    }));
    const rows = Array.from({ length: 50_000 }, () => columns.map(() => 1));
    expect(rows.length * columns.length).toBeGreaterThan(MAX_AI_CHART_CELLS);
    const tooMany = aiChartContextSchema.safeParse({ ...chart, chartData: { columns, rows } });
    expect(firstMessage(tooMany)).toBe(PUPIL_CHART_MESSAGES.tooManyCells(MAX_AI_CHART_CELLS));
    const ragged = { columns: data.columns, rows: [[2000, 1]] };
    const result = aiChartContextSchema.safeParse({ ...chart, chartData: ragged });
    expect(firstMessage(result)).toBe(PUPIL_CHART_MESSAGES.rowWidth);
  });

  it('names the pupil\'s own numbers "My data" and keeps an evidence source\'s label', () => {
    expect(chartSourceLabel(source)).toBe('My data');
    expect(chartSourceLabel({ ...source, kind: 'evidence', label: 'Our World in Data' })).toBe(
      'Our World in Data',
    );
  });
});

describe('a saved chart', () => {
  const settings = { ...defaultChartSettings('Year', 'UK (%)'), y: ['UK (%)', 'France (%)'] };

  it('needs alt text and settings', () => {
    const body = { chartData: data, chartSource: source, chartSettings: settings, altText: ' ' };
    expect(firstMessage(savedChartRequestSchema.safeParse(body))).toBe(
      PUPIL_CHART_MESSAGES.altTextRequired,
    );
    const { chartSettings: _, ...noSettings } = { ...body, altText: 'A chart.' };
    expect(savedChartRequestSchema.safeParse(noSettings).success).toBe(false);
  });

  it('keeps the plotted rows as a table: several y columns become series, gaps left out', () => {
    expect(plottedTable(settings, data)).toEqual({
      columns: [
        { name: 'Year', title: 'Year', unit: null },
        { name: 'Series', title: 'Series', unit: null },
        { name: 'Value', title: 'Value', unit: null },
      ],
      rows: [
        [2000, 'UK (%)', 1],
        [2000, 'France (%)', 2],
        [2001, 'UK (%)', 3],
      ],
    });
    const one = plottedTable(defaultChartSettings('Year', 'UK (%)'), data);
    expect(one.columns.at(-1)).toEqual({ name: 'UK (%)', title: 'UK (%)', unit: '%' });
    expect(one.rows).toEqual([
      [2000, 1],
      [2001, 3],
    ]);
  });
});
