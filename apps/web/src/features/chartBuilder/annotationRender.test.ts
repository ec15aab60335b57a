import { describe, expect, it } from 'vitest';
import {
  compileChart,
  defaultChartSettings,
  toChartData,
  type ChartSettings,
} from '@dsb/core/charts';
import { renderSpecToSvg } from './chartRender';

/*
 * A labelled point on bars, drawn by Vega as the slide draws it: the point and its label lie on
 * the centre of the bar they annotate (docs/product/chart-builder.md, "Notes on the chart").
 */
const data = toChartData(
  ['Year', 'Country', 'Votes'],
  [
    ['2000', 'A', '12'],
    ['2000', 'B', '7'],
    ['2010', 'A', '4'],
    ['2010', 'B', '9'],
  ],
);

/** The horizontal centre of the bar whose aria-label names `what`. */
function barCentre(svg: string, what: string): number {
  const bar = new RegExp(
    `aria-label="${what}"[^>]*aria-roledescription="bar" d="M([\\d.]+),[\\d.]+h([\\d.]+)`,
  );
  const match = bar.exec(svg);
  if (!match) throw new Error(`no bar ${what}`);
  return Number(match[1]) + Number(match[2]) / 2;
}

/** Where the text mark saying `text`, and the point mark, are drawn (their x). */
function markX(svg: string, role: 'text mark' | 'point', text?: string): number {
  const pattern =
    role === 'point'
      ? /aria-roledescription="point" transform="translate\(([\d.]+),/
      : new RegExp(
          `aria-roledescription="text mark" text-anchor="middle" transform="translate\\(([\\d.]+),[^>]*>${text}<`,
        );
  const match = pattern.exec(svg);
  if (!match) throw new Error(`no ${role} ${text ?? ''}`);
  return Number(match[1]);
}

async function drawn(settings: Partial<ChartSettings>) {
  const spec = compileChart(
    {
      ...defaultChartSettings('Year', 'Votes'),
      annotations: [{ kind: 'point', x: 2010, y: null, label: 'Fewest' }],
      ...settings,
    },
    data,
    { width: 300, height: 200 },
  );
  return renderSpecToSvg(spec);
}

describe('a labelled point drawn on bars', () => {
  it('lies on the centre of its series’ bar among bars side by side', async () => {
    const svg = await drawn({ type: 'bar', color: 'Country' });
    const centre = barCentre(svg, 'Year: 2010; Votes: 4; Country: A');
    expect(Math.abs(markX(svg, 'point') - centre)).toBeLessThanOrEqual(2);
    expect(Math.abs(markX(svg, 'text mark', 'Fewest') - centre)).toBeLessThanOrEqual(2);
  });

  it('lies on the centre of the bar for one series', async () => {
    const svg = await drawn({
      type: 'bar',
      filters: [{ kind: 'pick', column: 'Country', values: ['A'] }],
    });
    const centre = barCentre(svg, 'Year: 2010; Votes: 4');
    expect(Math.abs(markX(svg, 'point') - centre)).toBeLessThanOrEqual(2);
    expect(Math.abs(markX(svg, 'text mark', 'Fewest') - centre)).toBeLessThanOrEqual(2);
  });

  it('shades whole bars, from the first one’s left edge to the last one’s right edge', async () => {
    const svg = await drawn({
      type: 'bar',
      filters: [{ kind: 'pick', column: 'Country', values: ['A'] }],
      annotations: [{ kind: 'range', from: 2000, to: 2010, label: 'Both' }],
    });
    const bar = (what: string) =>
      new RegExp(`aria-label="${what}"[^>]*d="M([\\d.]+),[\\d.]+h([\\d.]+)`).exec(svg)!;
    const first = bar('Year: 2000; Votes: 12');
    const last = bar('Year: 2010; Votes: 4');
    const shade = /aria-roledescription="rect mark" d="M([\d.]+),[\d.]+h([\d.]+)/.exec(svg)!;
    expect(Number(shade[1])).toBeCloseTo(Number(first[1]), 0);
    expect(Number(shade[1]) + Number(shade[2])).toBeCloseTo(Number(last[1]) + Number(last[2]), 0);
  });
});
