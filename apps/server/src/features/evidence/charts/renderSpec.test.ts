import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compileChart, defaultChartSettings, toChartData } from '@dsb/core/charts';
import { renderSpecPng } from './renderChart';
import { CHART_SCALE } from './chartSize';

describe('renderSpecPng: a given Vega-Lite specification to PNG', () => {
  it("draws a pupil's bar chart in its colour, at the specification's size", async () => {
    const data = toChartData(
      ['Country', 'Bikes'],
      [
        ['A', '10'],
        ['B', '30'],
        ['C', '20'],
      ],
    );
    const settings = { ...defaultChartSettings('Country', 'Bikes'), title: 'Bikes per town' };
    const spec = compileChart(settings, data, { width: 400, height: 300 });
    const { png, width, height } = await renderSpecPng(spec);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The plot plus its axes, title and padding: a little larger than the plot itself.
    expect(width).toBeGreaterThanOrEqual(400);
    expect(height).toBeGreaterThanOrEqual(300);
    const { data: pixels, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(width * CHART_SCALE);
    // The bars: blue pixels (Vega's single-series blue), the rest white and grey text.
    let blue = 0;
    for (let i = 0; i < pixels.length; i += info.channels) {
      if (pixels[i + 2]! > pixels[i]! + 40) blue++;
    }
    expect(blue).toBeGreaterThan(5000);
  });
});
