/**
 * The chart builder's public face (docs/product/chart-builder.md). The builder itself is loaded
 * lazily by the editor (it brings Vega); this index carries only what is light.
 */
export {
  pupilChartOf,
  pupilChartMetadata,
  PUPIL_CHART_SOURCE,
  type PupilChart,
} from './pupilChart';
