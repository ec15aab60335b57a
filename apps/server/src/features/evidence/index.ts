export type { ChartRecord } from './charts/chartData';
export type { ChartDefinition, ChartSpec } from './charts/chartDefinition';
export { CHART_HEIGHT, CHART_WIDTH } from './charts/chartSize';
export { chartSpec, headlessView, renderChartPng, renderSpecPng } from './charts/renderChart';
export { syncTempToMain } from './evidenceSyncService';
export { evidenceCollection } from './searchCollection';
export {
  chartImageKey,
  chartImageUrl,
  loadChartDefinitions,
  loadSeedCharts,
  seedEvidenceLibrary,
} from './seed';
export type { SeedChart } from './seed';
export { evidence } from './tables';
export type { EvidenceSearch } from './searchCollection';
export { handEditedIds } from './handEdits';
