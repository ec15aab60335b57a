export { deleteSavedChartFiles } from './savedChartFiles';
