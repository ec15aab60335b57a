/** The Data Collector: chart and URL scraping (docs/product/data-collector.md). */
export { DataCollector } from './DataCollector';
