/**
 * The chart builder's public face (docs/product/chart-builder.md). The builder itself is loaded
 * lazily by the editor (it brings Vega: `ChartBuilderPanel.tsx`); this index carries only what is
 * light.
 */
export {
  pupilChartOf,
  pupilChartMetadata,
  PUPIL_CHART_SOURCE,
  type PupilChart,
} from './pupilChart';
export {
  hasChartData,
  requestFromEvidence,
  requestFromObject,
  useChartBuilderRequest,
  type ChartBuilderRequest,
  type EvidenceWithTable,
} from './builderRequest';
export { useChartDoubleClick } from './useChartDoubleClick';
/** The builder's panel, loaded on demand (it brings Vega): for React.lazy. */
export const loadChartBuilderPanel = () => import('./ChartBuilderPanel');
export { CHART_BUILDER_UI } from './messages';
