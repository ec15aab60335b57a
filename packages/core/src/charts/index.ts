/**
 * The chart builder's pure part (docs/product/chart-builder.md): typed chart data, the pupil's
 * settings, the Vega-Lite specification compiled from them, a suggested first chart, honest-chart
 * warnings, drafted alt text and colour contrast. A subpath of its own (`@dsb/core/charts`), so
 * only the lazy-loaded builder and the server's renderers load it.
 */
export * from './chartData';
export * from './chartSettings';
export * from './plottedRows';
export * from './compileChart';
export * from './suggestChart';
export * from './chartWarnings';
export * from './chartAltText';
export * from './palette';
export * from './pupilChart';
export * from './savedChart';
