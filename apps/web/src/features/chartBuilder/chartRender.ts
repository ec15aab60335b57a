import { parse, View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import {
  compileChart,
  type ChartData,
  type ChartSettings,
  type VegaLiteSpec,
} from '@dsb/core/charts';

/**
 * Drawing a pupil's chart (docs/product/chart-builder.md): the Vega-Lite specification compiled
 * from the settings, rendered by Vega to SVG in the browser (no server round trip). The preview
 * and the slide both use it, so what the pupil sees is what is inserted.
 */

/** The plot's size inside the picture; titles, axes and the source line add to it. */
export const SLIDE_CHART_SIZE = { width: 300, height: 220 } as const;

/**
 * Renders a Vega-Lite specification to an SVG document. Vega's expressions are interpreted, not
 * compiled to functions: the app's Content-Security-Policy allows no eval.
 */
export async function renderSpecToSvg(spec: VegaLiteSpec): Promise<string> {
  const vega = compile(spec as unknown as TopLevelSpec).spec;
  const view = new View(parse(vega, undefined, { ast: true }), {
    renderer: 'none',
    expr: expressionInterpreter,
  });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** The specification at the slide's size and its SVG. */
export async function renderChart(
  settings: ChartSettings,
  data: ChartData,
  size: { width: number; height: number } = SLIDE_CHART_SIZE,
): Promise<{ spec: VegaLiteSpec; svg: string }> {
  const spec = compileChart(settings, data, size);
  return { spec, svg: await renderSpecToSvg(spec) };
}
